import type { Tx } from "../../db/connect.js";
import { memberAccount, systemAccount } from "./ledger-accounts.js";
import { postTransfer } from "./ledger.js";

// Free demo play (SPEC §3, §6): a trial account plays the demo-capable games with play money. It is a
// real ledger movement from the merchant's demo account, so bets, wins and the ledger's proofs treat it
// like any money, and it cannot leave trial accounts: they are refused deposits, withdrawals and every
// transfer (TRIAL_REFUSED).

/** The play money a new trial account starts with (TRIAL_PLAY_MONEY), once: the key names the account. */
export async function givePlayMoney(tx: Tx, memberId: string, amount: bigint): Promise<void> {
  if (amount === 0n) return;
  await postTransfer(tx, {
    idempotencyKey: `demo:${memberId}`,
    kind: "demo_credit",
    entries: [
      { account: await memberAccount(tx, memberId, "main"), amount },
      { account: await systemAccount(tx, "demo"), amount: -amount },
    ],
  });
}
