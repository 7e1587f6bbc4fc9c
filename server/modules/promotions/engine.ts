import { and, asc, eq, gt, isNull, or } from "drizzle-orm";
import { depositReward, type PromotionAction, type PromotionRule, type PromotionStatus } from "../../../contract/promotions.js";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../../http/envelope.js";
import { findMemberById, type Member } from "../accounts/index.js";
import type { CreditedDeposit } from "../payments/index.js";
import { UNKNOWN_ORIGIN, checkEligible, grantBonus, refuseSecondExclusive, type Origin } from "./grants.js";
import { entryShortfall, enterDraw, luckyDrawView } from "./draws.js";
import { claimFreeRounds, freeRoundSetCount, memberFreeRounds } from "./free-rounds.js";
import { accrue, payRebate, rebateStart, refuseOverDailyClaims } from "./rebates.js";
import { closedReason, lockOffer, offerOf, type Offer } from "./rules.js";
import { bonuses, promotionEntries, promotions } from "./schema.js";

// What a member does with a promotion and what the platform does on its own (ADR 0046): join a deposit
// bonus, claim a no-deposit bonus, a registration bonus or a rebate, and the grants on a registration or a
// credited deposit. Each runs in one transaction under the promotion's lock (grants.ts).

type Entry = typeof promotionEntries.$inferSelect;

/** What the member sees of one promotion: SPEC §4's status, the button, and why it is closed to it. */
export type MemberView = { promotionId: string; status: PromotionStatus; action: PromotionAction | null; reason: string | null; claimable: string | null };

const view = (promotionId: string, status: PromotionStatus, action: PromotionAction | null = null, reason: string | null = null, claimable: string | null = null): MemberView => ({
  promotionId,
  status,
  action,
  reason,
  claimable,
});

/** The bind a no-deposit bonus asks for, read from the member's profile. */
function bound(member: Member, field: "zalo" | "mobile" | "email"): string | null {
  if (field === "mobile") return member.mobileNum;
  return field === "email" ? member.email : member.zalo;
}

/** The member's status for every listed promotion (those not finished), in the list's order; or for one (`only`). */
export async function memberViews(db: Db, member: Member, only?: string, now = new Date()): Promise<MemberView[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(and(or(isNull(promotions.endsAt), gt(promotions.endsAt, now)), only ? eq(promotions.id, only) : undefined))
    .orderBy(asc(promotions.sequence), asc(promotions.id));
  const [entries, granted] = await Promise.all([
    db
      .select()
      .from(promotionEntries)
      .where(and(eq(promotionEntries.memberId, member.id), only ? eq(promotionEntries.promotionId, only) : undefined)),
    db
      .select({ promotionId: bonuses.promotionId, state: bonuses.state })
      .from(bonuses)
      .where(and(eq(bonuses.memberId, member.id), only ? eq(bonuses.promotionId, only) : undefined)),
  ]);
  const views: MemberView[] = [];
  for (const row of rows) {
    const offer = offerOf(row);
    const entry = entries.find((e) => e.promotionId === row.id);
    const mine = granted.filter((b) => b.promotionId === row.id);
    views.push(offer ? await viewOf(db, offer, member, entry, mine, now) : view(row.id, "close", null, "NO_RULE"));
  }
  return views;
}

async function viewOf(db: Db, offer: Offer, member: Member, entry: Entry | undefined, mine: { state: string }[], now: Date): Promise<MemberView> {
  const id = offer.id;
  const terms = offer.terms;
  if (mine.some((b) => b.state === "wagering")) return view(id, "process");
  if (entry?.state === "applying") return view(id, "applying");
  if (entry?.state === "rejected") return view(id, "rejected", null, entry.reason);
  if (entry?.state === "issued") return view(id, "issued");
  // Free rounds being played and a draw entered stay the member's whatever becomes of the promotion.
  if (terms.type === "freeRounds") {
    const set = await memberFreeRounds(db, member.id, id);
    if (set?.state === "playing" && set.expiresAt > now) return view(id, "process");
    if (set && !closedReason(offer, now) && (await freeRoundSetCount(db, member.id, id)) >= terms.limits.perMember) return view(id, "claimed");
  }
  if (terms.type === "luckyDraw") {
    const draw = await luckyDrawView(db, id, member.id);
    if (draw.drawnAt) return draw.mine?.tier ? view(id, "issued") : view(id, "close", null, "DRAWN");
    if (draw.mine) return view(id, "joined");
    if (new Date(draw.drawAt) <= now) return view(id, "close", null, "DRAW_CLOSED");
  }
  const closed = closedReason(offer, now);
  if (closed === "NOT_STARTED") return view(id, "comingSoon");
  if (closed) return view(id, mine.length ? "claimed" : "close", null, closed);
  try {
    checkEligible(terms, member);
  } catch (error) {
    // A VIP level is one the member can reach: the page says so rather than "not for your account".
    const vipLevel = error instanceof AppError && (error.value as { reason?: string } | null)?.reason === "VIP_LEVEL";
    return view(id, "close", null, vipLevel ? "VIP_LEVEL" : "NOT_ELIGIBLE");
  }
  if (terms.type === "rebate") {
    const accrued = await accrue(db, offer, member.id, await rebateStart(db, offer, member.id), now);
    if (terms.claimMode === "automatic") return view(id, "joined", null, null, accrued.amount.toString());
    return accrued.amount > 0n ? view(id, "claim", "claim", null, accrued.amount.toString()) : view(id, mine.length ? "claimed" : "joined", null, "NOTHING_TO_CLAIM", "0");
  }
  // Rewarded per invited friend (ADR 0051): the member is in it as it stands; its friends are on the referral page.
  if (terms.type === "referral") return view(id, "joined");
  if (mine.length >= terms.limits.perMember) return view(id, "claimed");
  switch (terms.type) {
    case "deposit":
      if (terms.claimMode === "automatic") return view(id, "joined");
      return entry?.state === "joined" ? view(id, "joined") : view(id, "join", "join");
    case "registration":
      return terms.claimMode === "claim" ? view(id, "claim", "claim") : view(id, "close", null, "REGISTRATION_ONLY");
    case "noDeposit":
      return bound(member, terms.bind) ? view(id, "claim", "claim") : view(id, "claim", "claim", "BIND_REQUIRED");
    case "manual":
      return view(id, "join", "apply");
    case "freeRounds":
      return view(id, "claim", "claim");
    case "luckyDraw":
      return (await entryShortfall(db, offer, member.id, now)) ? view(id, "claim", null, "NOT_ENOUGH_PLAY") : view(id, "claim", "claim");
  }
}

/** Join a deposit bonus that asks for it: the next qualifying deposit then earns it. */
export async function joinPromotion(db: Db, member: Member, promotionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const offer = await lockOffer(tx, promotionId);
    if (offer.terms.type !== "deposit" || offer.terms.claimMode !== "claim") throw new AppError("STATE_CONFLICT", "This promotion is not joined: see its action");
    checkEligible(offer.terms, member);
    // Said before the deposit, not after it: its bonus could not be granted beside the one being wagered.
    if (offer.terms.wagering?.exclusive) await refuseSecondExclusive(tx, member.id);
    await tx.insert(promotionEntries).values({ promotionId, memberId: member.id, state: "joined" }).onConflictDoNothing();
  });
}

/** Claim what the promotion pays on the member's word: a no-deposit bonus, a registration bonus in claim mode, or a rebate. */
export async function claimPromotion(db: Db, member: Member, promotionId: string, from: Origin): Promise<{ amount: string }> {
  return db.transaction(async (tx) => {
    const offer = await lockOffer(tx, promotionId);
    const terms = offer.terms;
    if (terms.type === "rebate") {
      if (terms.claimMode !== "claim") throw new AppError("STATE_CONFLICT", "This rebate is paid every day without a claim");
      await refuseOverDailyClaims(tx, offer, member.id);
      const paid = await payRebate(tx, offer, member, await rebateStart(tx, offer, member.id), new Date());
      return { amount: paid.amount.toString() };
    }
    if (terms.type === "noDeposit") {
      const value = bound(member, terms.bind);
      if (!value) throw new AppError("BIND_REQUIRED", `Bind your ${terms.bind} first`, { field: terms.bind });
      const bonus = await grantBonus(tx, { offer, member, amount: BigInt(terms.reward.amount), key: `member:${member.id}`, from, bind: { kind: terms.bind, value } });
      return { amount: bonus.amount.toString() };
    }
    if (terms.type === "registration" && terms.claimMode === "claim") {
      const bonus = await grantBonus(tx, { offer, member, amount: BigInt(terms.reward.amount), key: `member:${member.id}`, from });
      return { amount: bonus.amount.toString() };
    }
    if (terms.type === "freeRounds") {
      await claimFreeRounds(tx, offer, member, from);
      return { amount: "0" };
    }
    if (terms.type === "luckyDraw") {
      await enterDraw(tx, offer, member, from);
      return { amount: "0" };
    }
    throw new AppError("STATE_CONFLICT", "This promotion is not claimed: see its action");
  });
}

/** Promotions of one type that are open now, for the platform's own grants. */
async function openOffers(db: Db | Tx, type: PromotionRule["type"], now = new Date()): Promise<Offer[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.lifecycle, "live"), or(isNull(promotions.endsAt), gt(promotions.endsAt, now))));
  return rows.map(offerOf).filter((o): o is Offer => o !== null && o.terms.type === type && !closedReason(o, now));
}

/**
 * A refusal stops one promotion's grant, not the event that triggered it: the deposit or the registration
 * commits whatever a promotion says (its savepoint rolls the refused grant back).
 */
async function tryGrant(tx: Tx, promotionId: string, grant: (tx: Tx, offer: Offer) => Promise<unknown>) {
  try {
    await tx.transaction(async (inner) => grant(inner, await lockOffer(inner, promotionId)));
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
  }
}

/** A registration: every automatic registration bonus the new member is eligible for. */
export async function grantOnRegistration(db: Db, memberId: string, ip: string | null): Promise<void> {
  const member = await findMemberById(db, memberId);
  if (!member) return;
  await db.transaction(async (tx) => {
    for (const offer of await openOffers(tx, "registration")) {
      if (offer.terms.type !== "registration" || offer.terms.claimMode !== "automatic") continue;
      const amount = BigInt(offer.terms.reward.amount);
      await tryGrant(tx, offer.id, (inner, locked) => grantBonus(inner, { offer: locked, member, amount, key: `member:${member.id}`, from: { ip, device: null } }));
    }
  });
}

function qualifies(terms: PromotionRule & { type: "deposit" }, deposit: CreditedDeposit): boolean {
  const rule = terms.deposit;
  if (deposit.amount < BigInt(rule.minAmount)) return false;
  if (rule.channels?.length && !rule.channels.includes(deposit.channelCode)) return false;
  if (rule.which === "first") return deposit.nth === 1;
  if (rule.which === "nth") return deposit.nth === rule.n;
  return deposit.nth >= 2;
}

/** A credited deposit, in its transaction: the deposit bonuses it earns (automatic ones, and those the member joined). */
export async function grantOnDeposit(tx: Tx, deposit: CreditedDeposit): Promise<void> {
  const offers = await openOffers(tx, "deposit");
  if (!offers.length) return;
  const member = await findMemberById(tx, deposit.memberId);
  if (!member) return;
  const joined = await tx
    .select({ promotionId: promotionEntries.promotionId })
    .from(promotionEntries)
    .where(and(eq(promotionEntries.memberId, member.id), eq(promotionEntries.state, "joined")));
  for (const offer of offers) {
    const terms = offer.terms;
    if (terms.type !== "deposit" || !qualifies(terms, deposit)) continue;
    if (terms.claimMode === "claim" && !joined.some((j) => j.promotionId === offer.id)) continue;
    const amount = depositReward(terms.reward, deposit.amount);
    await tryGrant(tx, offer.id, (inner, locked) => grantBonus(inner, { offer: locked, member, amount, deposit: deposit.amount, key: `deposit:${deposit.id}`, from: UNKNOWN_ORIGIN }));
  }
}
