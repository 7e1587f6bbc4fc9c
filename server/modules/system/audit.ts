import type { Db, Tx } from "../../db/connect.js";
import { operatorAudit } from "./schema.js";

/**
 * Every operator change is written here, in the caller's transaction, so the change and its trail
 * commit together. The one writer of the audit table (ADR 0020).
 */
export async function recordAudit(db: Db | Tx, entry: { action: string; detail: Record<string, unknown> }): Promise<void> {
  await db.insert(operatorAudit).values(entry);
}
