import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import type { TransferVendor } from "../wallet/index.js";
import { gameVendors } from "./catalogue-schema.js";

// The transfer-mode game vendors: each gives a member a sub-wallet that money is moved in and out of
// (transferFund, and a launch of one of its games). They are the catalogue's vendors whose wallet mode
// is transfer, so the operator's switch (ops game-vendors) changes both at once; none means a
// single-wallet site (isSingle).

/** Read on every call that needs it: the operator may switch a vendor while the platform runs. */
export async function transferVendors(db: Db | Tx): Promise<TransferVendor[]> {
  return db
    .select({ vendor: gameVendors.code, name: gameVendors.name })
    .from(gameVendors)
    .where(and(eq(gameVendors.walletMode, "transfer"), ne(gameVendors.status, "disabled")))
    .orderBy(asc(gameVendors.sequence), asc(gameVendors.code));
}

/**
 * The catalogue's names of these vendors, whatever their status: the account record names the wallet of a
 * vendor that is hidden now by its name too (the wallet is below games, so the root hands this in).
 */
export async function vendorNames(db: Db | Tx, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ code: gameVendors.code, name: gameVendors.name })
    .from(gameVendors)
    .where(inArray(gameVendors.code, [...new Set(codes)]));
  return new Map(rows.map((row) => [row.code, row.name]));
}
