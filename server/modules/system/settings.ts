import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { settings } from "./schema.js";

/** One settings row's value, undefined when the operator never set it (the caller has its default). */
export async function readSetting(db: Db | Tx, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return row?.value;
}
