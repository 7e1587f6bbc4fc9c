import { and, count, desc, eq } from "drizzle-orm";
import { wageringSchema } from "../../../contract/promotions.js";
import type { Db } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { readBalances } from "../wallet/index.js";
import { type Bonus } from "./grants.js";
import { accrue, lastRebate, lineView, rebateStart } from "./rebates.js";
import { closedReason, offerOf } from "./rules.js";
import { bonuses, promotions } from "./schema.js";
import { promotionTitles } from "./promotions.js";
import type { ContentLanguage } from "../system/index.js";
import { countedBets, progressOf } from "./wagering.js";

// What the member reads (SPEC §2.6 bonusDetails, manualRebate): every bonus with its wagering worked out from
// the bets themselves, each bet counted or excluded with its reason, and each rebate accrued now.

async function bonusView(db: Db, bonus: Bonus, title: string, now: Date) {
  const wagering = bonus.wagering ? wageringSchema.parse(bonus.wagering) : null;
  return {
    id: bonus.id,
    promotionId: bonus.promotionId,
    title,
    amount: bonus.amount.toString(),
    deposit: bonus.deposit?.toString() ?? null,
    target: bonus.target.toString(),
    progress: (await progressOf(db, bonus, now)).toString(),
    state: bonus.state as "wagering" | "completed" | "expired" | "forfeited" | "paid",
    grantedAt: bonus.grantedAt.toISOString(),
    expiresAt: bonus.expiresAt?.toISOString() ?? null,
    endedAt: bonus.endedAt?.toISOString() ?? null,
    multiple: wagering?.multiple ?? null,
    maxBet: wagering?.maxBet ?? null,
    weights: (wagering?.weights ?? {}) as Record<string, number>,
    otherWeight: wagering?.otherWeight ?? null,
  };
}

/** The member's bonuses, newest first, with the held balance. */
export async function bonusSummary(
  db: Db,
  memberId: string,
  pageNo: number,
  pageSize: number,
  language: ContentLanguage,
  now = new Date(),
) {
  const where = eq(bonuses.memberId, memberId);
  const [rows, [{ total }], balances] = await Promise.all([
    db
      .select()
      .from(bonuses)
      .where(where)
      .orderBy(desc(bonuses.grantedAt), desc(bonuses.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ total: count() }).from(bonuses).where(where),
    readBalances(db, memberId),
  ]);
  const titles = await promotionTitles(db, [...new Set(rows.map((r) => r.promotionId))], language);
  const list = [];
  for (const row of rows) list.push(await bonusView(db, row, titles.get(row.promotionId) ?? row.promotionId, now));
  return { held: balances.bonus.toString(), list, total };
}

/** One bonus's bets, newest first: what each counted toward its wagering, or why it did not. */
export async function bonusBetPage(
  db: Db,
  memberId: string,
  bonusId: number,
  pageNo: number,
  pageSize: number,
  now = new Date(),
) {
  const [bonus] = await db
    .select()
    .from(bonuses)
    .where(and(eq(bonuses.id, bonusId), eq(bonuses.memberId, memberId)));
  if (!bonus) throw new AppError("NOT_FOUND", `No bonus ${bonusId}`);
  if (!bonus.wagering) return { list: [], total: 0 };
  const bets = (await countedBets(db, bonus, bonus.endedAt ?? now)).reverse();
  const list = bets.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((b) => ({
    roundId: b.roundId,
    vendor: b.vendor,
    gameCode: b.gameCode,
    category: b.category,
    closedAt: b.closedAt.toISOString(),
    stake: b.stake.toString(),
    validBet: b.validBet.toString(),
    counted: b.counted.toString(),
    reason: b.exclusion,
  }));
  return { list, total: bets.length };
}

/** Each open rebate promotion: what the member has accrued since its last rebate, per category, and the last one paid. */
export async function memberRebates(db: Db, memberId: string, language: ContentLanguage, now = new Date()) {
  const rows = await db.select().from(promotions).where(eq(promotions.lifecycle, "live"));
  const titles = await promotionTitles(
    db,
    rows.map((r) => r.id),
    language,
  );
  const answers = [];
  for (const row of rows) {
    const offer = offerOf(row);
    if (!offer || offer.terms.type !== "rebate" || closedReason(offer, now)) continue;
    const since = await rebateStart(db, offer, memberId);
    const accrued = await accrue(db, offer, memberId, since, now);
    const last = await lastRebate(db, offer.id, memberId);
    answers.push({
      promotionId: offer.id,
      title: titles.get(offer.id) ?? offer.id,
      claimMode: offer.terms.claimMode,
      basis: offer.terms.basis,
      since: since.toISOString(),
      lines: accrued.lines.map(lineView),
      amount: accrued.amount.toString(),
      lastClaim: last ? { at: last.createdAt.toISOString(), amount: last.amount.toString() } : null,
    });
  }
  return answers;
}
