import { and, asc, eq } from "drizzle-orm";
import { wageringCount, wageringSchema, type ExclusionReason } from "../../../contract/promotions.js";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { memberBets, type MemberBet } from "../games/index.js";
import { memberAccount, postTransfer, systemAccount } from "../wallet/index.js";
import type { Bonus } from "./grants.js";
import { bonuses } from "./schema.js";

// Wagering (ADR 0046): a held bonus turns into cash once the member's valid bets placed after the grant, each
// at its category's weight and none above the maximum bet, reach the target; it is taken back when it expires
// or the member forfeits it. Progress is worked out from the bets themselves (games' valid-bet rule), so the
// member's statement of counted and excluded bets and the progress are the same sum.

export type CountedBet = MemberBet & { counted: bigint; exclusion: ExclusionReason | null };

/** Each bet placed since the grant (settled before `to`) with what it counted toward the bonus and why not. */
export async function countedBets(db: Db | Tx, bonus: Bonus, to: Date): Promise<CountedBet[]> {
  const wagering = wageringSchema.parse(bonus.wagering);
  const bets = await memberBets(db, bonus.memberId, bonus.grantedAt, to);
  return bets.map((bet) => {
    if (bet.reason) return { ...bet, counted: 0n, exclusion: bet.reason };
    const { counted, reason } = wageringCount(wagering, bet.category, bet.validBet);
    return { ...bet, counted, exclusion: reason };
  });
}

/** The valid bet counted so far (not above the target: what is shown and stored). */
export async function progressOf(db: Db | Tx, bonus: Bonus, to: Date): Promise<bigint> {
  if (bonus.state !== "wagering") return bonus.progress;
  const sum = (await countedBets(db, bonus, to)).reduce((s, b) => s + b.counted, 0n);
  return sum > bonus.target ? bonus.target : sum;
}

type Ending = "completed" | "expired" | "forfeited";

/**
 * Ends a wagering bonus once (the state change decides who posts): completed moves it from the bonus account to
 * the main wallet (bonus_conversion), expired or forfeited back to the promotion account (bonus_reversal).
 * Answers false when another run ended it first.
 */
export async function endBonus(
  tx: Tx,
  bonus: Bonus,
  ending: Ending,
  progress: bigint,
  now = new Date(),
): Promise<boolean> {
  const [won] = await tx
    .update(bonuses)
    .set({ state: ending, progress, endedAt: now })
    .where(and(eq(bonuses.id, bonus.id), eq(bonuses.state, "wagering")))
    .returning({ id: bonuses.id });
  if (!won) return false;
  const held = await memberAccount(tx, bonus.memberId, "bonus");
  const to =
    ending === "completed" ? await memberAccount(tx, bonus.memberId, "main") : await systemAccount(tx, "promotion");
  await postTransfer(tx, {
    idempotencyKey: `bonus:${bonus.id}:end`,
    kind: ending === "completed" ? "bonus_conversion" : "bonus_reversal",
    memo: ending,
    metadata: { bonusId: bonus.id, promotionId: bonus.promotionId },
    entries: [
      { account: held, amount: -bonus.amount },
      { account: to, amount: bonus.amount },
    ],
  });
  return true;
}

export type WageringCounts = { checked: number; completed: number; expired: number };

/**
 * The wagering job's run: every wagering bonus's progress brought up to `now`; a bonus that reached its target
 * turns into cash, one whose time ran out is taken back. Safe to repeat: each end happens once.
 */
export async function refreshWagering(db: Db, now = new Date()): Promise<WageringCounts> {
  const open = await db.select().from(bonuses).where(eq(bonuses.state, "wagering"));
  const counts: WageringCounts = { checked: 0, completed: 0, expired: 0 };
  for (const bonus of open) {
    counts.checked += 1;
    const progress = await progressOf(db, bonus, now);
    if (progress >= bonus.target) {
      if (await db.transaction((tx) => endBonus(tx, bonus, "completed", progress, now))) counts.completed += 1;
    } else if (bonus.expiresAt && bonus.expiresAt <= now) {
      if (await db.transaction((tx) => endBonus(tx, bonus, "expired", progress, now))) counts.expired += 1;
    } else if (progress !== bonus.progress) {
      await db
        .update(bonuses)
        .set({ progress })
        .where(and(eq(bonuses.id, bonus.id), eq(bonuses.state, "wagering")));
    }
  }
  return counts;
}

/** The member's bonuses being wagered, oldest first. */
export function wageringBonusesOf(db: Db | Tx, memberId: string): Promise<Bonus[]> {
  return db
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.memberId, memberId), eq(bonuses.state, "wagering")))
    .orderBy(asc(bonuses.grantedAt), asc(bonuses.id));
}

/**
 * A withdrawal while bonuses are wagered (ADR 0046): refused with BONUS_WAGERING (what would be forfeited) unless
 * the member confirmed; confirmed, they are forfeited in the withdrawal's own transaction. A bonus whose target
 * is already met turns into cash instead.
 */
export async function settleWageringBeforeWithdrawal(tx: Tx, memberId: string, forfeit: boolean): Promise<void> {
  const open: { bonus: Bonus; progress: bigint }[] = [];
  for (const bonus of await wageringBonusesOf(tx, memberId)) {
    const progress = await progressOf(tx, bonus, new Date());
    if (progress >= bonus.target) await endBonus(tx, bonus, "completed", progress);
    else open.push({ bonus, progress });
  }
  if (!open.length) return;
  if (!forfeit) {
    const sum = (pick: (o: { bonus: Bonus; progress: bigint }) => bigint) =>
      open.reduce((s, o) => s + pick(o), 0n).toString();
    throw new AppError(
      "BONUS_WAGERING",
      "A bonus is being wagered: a withdrawal now forfeits it; confirm with forfeitBonus",
      {
        bonusId: open[0]?.bonus.id,
        amount: sum((o) => o.bonus.amount),
        progress: sum((o) => o.progress),
        target: sum((o) => o.bonus.target),
      },
    );
  }
  for (const { bonus, progress } of open) await endBonus(tx, bonus, "forfeited", progress);
}
