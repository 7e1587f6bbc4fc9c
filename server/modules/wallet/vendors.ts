import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../../http/envelope.js";
import { settings } from "../system/schema.js";

// The transfer-mode game vendors: each gives a member a sub-wallet that money is moved in and out of
// (transferFund). The games catalogue arrives with a later issue; until then the list is platform
// configuration, one settings row, and an empty list means a single-wallet site (isSingle).

export type TransferVendor = { vendor: string; name: string };

export const TRANSFER_VENDORS_KEY = "wallet.transferVendors";

// SPEC §3's vendor map names DS88 (cockfighting) and TF (e-sports); both run their own wallets.
const DEFAULT_VENDORS: TransferVendor[] = [
  { vendor: "DS88", name: "DS88 Sabong" },
  { vendor: "TF", name: "TF Gaming" },
];

// The ledger names a sub-wallet by the vendor code, so a code must be one the ledger accepts.
const vendorList = z.array(z.object({ vendor: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/), name: z.string().min(1).max(80) }));

/** Read on every call that needs it: the operator may change the row while the platform runs. */
export async function transferVendors(db: Db | Tx): Promise<TransferVendor[]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, TRANSFER_VENDORS_KEY));
  if (!row) return DEFAULT_VENDORS;
  const parsed = vendorList.safeParse(row.value);
  if (!parsed.success) throw new AppError("UNAVAILABLE", `The ${TRANSFER_VENDORS_KEY} setting is not a list of { vendor, name }`);
  return parsed.data;
}
