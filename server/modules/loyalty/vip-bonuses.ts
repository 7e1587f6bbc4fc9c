import { eq } from "drizzle-orm";
import type { VipBonusKind } from "../../../contract/vip.js";
import type { Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { checkCare } from "../care/index.js";
import { memberAccount, postTransfer, systemAccount } from "../wallet/index.js";
import { vipBonuses } from "./vip-schema.js";

// Paying a VIP bonus (ADR 0050): a ledger transfer from the promotion account to the member's main wallet, of
// kind "bonus" like every promotion bonus paid without wagering, so the bonus details, the member's profit and
// the agents' dividends count it as they count those. The bonus row comes first: its unique index lets one
// payment through per member and level (upgrade) or period, and the transfer's key says the same.

export type VipBonus = {
  memberId: string;
  kind: VipBonusKind;
  rankLevel: number;
  levelName: string;
  period: string;
  amount: bigint;
  settingsVersion: number;
};

/** Pays the bonus once; answers what became of it (nothing when it was paid or refused already). */
export async function payVipBonus(tx: Tx, bonus: VipBonus, now: Date): Promise<"paid" | "refused" | "earlier"> {
  const [row] = await tx
    .insert(vipBonuses)
    .values({
      memberId: bonus.memberId,
      rankLevel: bonus.rankLevel,
      kind: bonus.kind,
      period: bonus.period,
      amount: bonus.amount,
      settingsVersion: bonus.settingsVersion,
      paidAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: vipBonuses.id });
  if (!row) return "earlier";
  // A timed-out or self-excluded member is given nothing (ADR 0046), and is not owed it later.
  try {
    await tx.transaction((inner) => checkCare(inner, bonus.memberId, "transfer", undefined, now));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    await tx.update(vipBonuses).set({ refusal: error.code }).where(eq(vipBonuses.id, row.id));
    return "refused";
  }
  const posted = await postTransfer(tx, {
    idempotencyKey: `vip:${bonus.memberId}:${bonus.kind}:${bonus.kind === "upgrade" ? bonus.rankLevel : bonus.period}`,
    kind: "bonus",
    memo: `VIP ${bonus.levelName} ${bonus.kind} bonus`,
    metadata: {
      vip: bonus.kind,
      rankLevel: bonus.rankLevel,
      period: bonus.period,
      settingsVersion: bonus.settingsVersion,
    },
    entries: [
      { account: await systemAccount(tx, "promotion"), amount: -bonus.amount },
      { account: await memberAccount(tx, bonus.memberId, "main"), amount: bonus.amount },
    ],
  });
  await tx.update(vipBonuses).set({ transferId: posted.id }).where(eq(vipBonuses.id, row.id));
  return "paid";
}
