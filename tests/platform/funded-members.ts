import type { Db } from "../../server/db/connect.js";
import { members } from "../../server/db/schema.js";
import { memberAccount, postTransfer, systemAccount } from "../../server/modules/wallet/index.js";

export type FundedMember = { id: string; username: string };

/** `count` new members named `<prefix><i>`, each with `funds` in the main wallet, deposited through the ledger. */
export async function fundedMembers(db: Db, prefix: string, count: number, funds: bigint): Promise<FundedMember[]> {
  const rows = await db
    .insert(members)
    .values(Array.from({ length: count }, (_, i) => ({ usernameKey: `${prefix}${i}`, username: `${prefix}${i}`, nickname: `${prefix}${i}`, referralCode: `${prefix.toUpperCase()}${i}` })))
    .returning({ id: members.id, username: members.username });
  const bank = await systemAccount(db, "payment_clearing", "bank");
  for (const m of rows)
    await postTransfer(db, {
      idempotencyKey: `funds:${prefix}:${m.id}`,
      kind: "deposit",
      entries: [
        { account: bank, amount: -funds },
        { account: await memberAccount(db, m.id, "main"), amount: funds },
      ],
    });
  return rows;
}
