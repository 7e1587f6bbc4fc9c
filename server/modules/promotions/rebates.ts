import { promotionTitles } from "./promotions.js";
import { and, count, desc, eq, gte } from "drizzle-orm";
import { siteDay, siteDayStart } from "../../../contract/time-zone.js";
import { floorToUnit } from "../../../contract/contracts.js";
import type { PromotionRule } from "../../../contract/promotions.js";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { findMemberById, lockMember, type Member } from "../accounts/index.js";
import { checkCare } from "../care/index.js";
import { dailyPlay, memberBets } from "../games/index.js";
import { memberAccount, postTransfer, systemAccount } from "../wallet/index.js";
import { checkBudget, checkEligible } from "./grants.js";
import { vipRebateRates } from "../loyalty/index.js";
import { lockOffer, offerOf, type Offer } from "./rules.js";
import { promotions, rebatePayments } from "./schema.js";

// Rebates (manualRebate, "betting bonus"; ADR 0046): the member's valid bets per category since its last
// rebate, at the promotion's rate per category, paid from the promotion account to the main wallet. A claim
// covers [the last claim's end, now); the automatic job covers one site day. Each period is paid once: the
// payment row is unique per (promotion, member, start), and the transfer is keyed the same way.

export type RebateLine = { category: string; validBet: bigint; netLoss: bigint | null; rateBp: number; amount: bigint };
/** `vip`: the VIP table version and level whose rates a `vipRates` rule paid (ADR 0050). */
export type Accrued = {
  from: Date;
  to: Date;
  lines: RebateLine[];
  amount: bigint;
  vip?: { version: number; rankLevel: number };
};
type RebateTerms = PromotionRule & { type: "rebate" };

/** Where the member's next rebate starts: the end of its last one, or the promotion's start (its creation when open-ended). */
export async function rebateStart(db: Db | Tx, offer: Offer, memberId: string): Promise<Date> {
  const [last] = await db
    .select({ toAt: rebatePayments.toAt })
    .from(rebatePayments)
    .where(and(eq(rebatePayments.promotionId, offer.id), eq(rebatePayments.memberId, memberId)))
    .orderBy(desc(rebatePayments.toAt))
    .limit(1);
  return last?.toAt ?? offer.startsAt ?? offer.createdAt;
}

/**
 * The rebate the member's valid bets over [from, to) earn, per category (only categories with a rate): the
 * rate on the valid bet, or for a cashback on the net loss (stakes less wins of the valid bets; a category
 * that is up earns nothing, and does not offset another's loss).
 */
export async function accrue(db: Db | Tx, offer: Offer, memberId: string, from: Date, to: Date): Promise<Accrued> {
  const terms = offer.terms as RebateTerms;
  const vip = terms.vipRates ? await vipRebateRates(db, memberId) : null;
  const rates = (terms.vipRates ? (vip?.rates ?? {}) : terms.rates) as Record<string, number>;
  const byCategory = new Map<string, { validBet: bigint; net: bigint }>();
  for (const bet of await memberBets(db, memberId, from, to, "closed")) {
    if (bet.reason || !rates[bet.category]) continue;
    const sum = byCategory.get(bet.category) ?? { validBet: 0n, net: 0n };
    byCategory.set(bet.category, { validBet: sum.validBet + bet.validBet, net: sum.net + bet.stake - bet.win });
  }
  const lines = [...byCategory].map(([category, { validBet, net }]) => {
    const rateBp = rates[category] ?? 0;
    const netLoss = terms.basis === "netLoss" ? (net > 0n ? net : 0n) : null;
    return { category, validBet, netLoss, rateBp, amount: ((netLoss ?? validBet) * BigInt(rateBp)) / 10_000n };
  });
  // Floored once over the sum, as the terms state it: a whole VND, never a fraction per line lost.
  const amount = floorToUnit(lines.reduce((s, l) => s + l.amount, 0n));
  return vip
    ? { from, to, lines, amount, vip: { version: vip.version, rankLevel: vip.rankLevel } }
    : { from, to, lines, amount };
}

/**
 * Pays the rebate of [from, to) once. The caller has locked the offer. A second call for the same start
 * answers the payment already made; nothing accrued is NOTHING_TO_CLAIM.
 */
export async function payRebate(tx: Tx, offer: Offer, member: Member, from: Date, to: Date) {
  await lockMember(tx, member.id);
  const [earlier] = await tx
    .select()
    .from(rebatePayments)
    .where(
      and(
        eq(rebatePayments.promotionId, offer.id),
        eq(rebatePayments.memberId, member.id),
        eq(rebatePayments.fromAt, from),
      ),
    );
  if (earlier) return earlier;
  await checkCare(tx, member.id, "transfer");
  checkEligible(offer.terms, member);
  const accrued = await accrue(tx, offer, member.id, from, to);
  if (accrued.amount <= 0n) throw new AppError("NOTHING_TO_CLAIM", "No rebate has accrued since the last one");
  await checkBudget(tx, offer, accrued.amount);
  const posted = await postTransfer(tx, {
    idempotencyKey: `rebate:${offer.id}:${member.id}:${from.toISOString()}`,
    kind: "rebate",
    // The ledger's memo is written in English, as a mission's is; the other language where EN is not written.
    memo: (await promotionTitles(tx, [offer.id], "EN")).get(offer.id) ?? offer.id,
    metadata: {
      promotionId: offer.id,
      ruleVersion: offer.ruleVersion,
      from: from.toISOString(),
      to: to.toISOString(),
      ...(accrued.vip ? { vipVersion: accrued.vip.version, rankLevel: accrued.vip.rankLevel } : {}),
    },
    entries: [
      { account: await systemAccount(tx, "promotion"), amount: -accrued.amount },
      { account: await memberAccount(tx, member.id, "main"), amount: accrued.amount },
    ],
  });
  const [row] = await tx
    .insert(rebatePayments)
    .values({
      promotionId: offer.id,
      memberId: member.id,
      ruleVersion: offer.ruleVersion,
      fromAt: from,
      toAt: to,
      lines: accrued.lines.map(lineView),
      amount: accrued.amount,
      transferId: posted.id,
    })
    .returning();
  return row;
}

/** A line as stored and answered: amounts as strings of minor units. */
export const lineView = (l: RebateLine) => ({
  category: l.category,
  validBet: l.validBet.toString(),
  netLoss: l.netLoss?.toString() ?? null,
  rateBp: l.rateBp,
  amount: l.amount.toString(),
});

/** The member's last rebate of this promotion. */
export async function lastRebate(db: Db | Tx, promotionId: string, memberId: string) {
  const [row] = await db
    .select()
    .from(rebatePayments)
    .where(and(eq(rebatePayments.promotionId, promotionId), eq(rebatePayments.memberId, memberId)))
    .orderBy(desc(rebatePayments.toAt))
    .limit(1);
  return row ?? null;
}

/**
 * The automatic rebates of one site day [from, to): every member with play in a rated category is paid once
 * (the day's start keys the payment). A member the care check or the rule refuses is counted, not paid.
 */
export async function payDailyRebates(
  db: Db,
  from: Date,
  to: Date,
  open: Offer[],
): Promise<{ paid: number; refused: number }> {
  const counts = { paid: 0, refused: 0 };
  const automatic = open.filter((o) => o.terms.type === "rebate" && o.terms.claimMode === "automatic");
  if (!automatic.length) return counts;
  const players = [...new Set((await dailyPlay(db, from, to)).filter((p) => p.validBet > 0n).map((p) => p.memberId))];
  for (const offer of automatic) {
    for (const memberId of players) {
      try {
        await db.transaction(async (tx) => {
          const member = await findMemberById(tx, memberId);
          if (!member) return;
          await payRebate(tx, await lockOffer(tx, offer.id), member, from, to);
        });
        counts.paid += 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.code !== "NOTHING_TO_CLAIM") counts.refused += 1;
      }
    }
  }
  return counts;
}

/** The rebate promotions an automatic run pays under: live ones with a rule. */
export async function rebateOffers(db: Db): Promise<Offer[]> {
  const rows = await db.select().from(promotions).where(eq(promotions.lifecycle, "live"));
  return rows.map(offerOf).filter((o): o is Offer => o !== null && o.terms.type === "rebate");
}

/** A claimed rebate's `perMember` counts claims per site day (the terms say "claim up to N times a day"). */
export async function refuseOverDailyClaims(tx: Tx, offer: Offer, memberId: string, now = new Date()): Promise<void> {
  const dayStart = siteDayStart(siteDay(now));
  const [{ n }] = await tx
    .select({ n: count() })
    .from(rebatePayments)
    .where(
      and(
        eq(rebatePayments.promotionId, offer.id),
        eq(rebatePayments.memberId, memberId),
        gte(rebatePayments.createdAt, dayStart),
      ),
    );
  const perDay = offer.terms.limits.perMember;
  if (n >= perDay) throw new AppError("LIMIT_REACHED", `At most ${perDay} rebate claim(s) a day`, { perDay });
}
