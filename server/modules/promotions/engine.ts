import { and, asc, eq, gt, isNull, or } from "drizzle-orm";
import { depositReward, type PromotionRule } from "../../../contract/promotions.js";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { findMemberById, type Member } from "../accounts/index.js";
import { checkCare } from "../care/index.js";
import { careBlock, type CareBlock } from "../loyalty/index.js";
import { creditedDepositCount, type CreditedDeposit } from "../payments/index.js";
import { UNKNOWN_ORIGIN, checkEligible, grantBonus, refuseSecondExclusive, type Origin } from "./grants.js";
import { entryShortfall, enterDraw, luckyDrawView } from "./draws.js";
import { claimFreeRounds, freeRoundSetCount, memberFreeRounds } from "./free-rounds.js";
import { accrue, payRebate, rebateStart, refuseOverDailyClaims } from "./rebates.js";
import { closedReason, lockOffer, offerOf, type Offer } from "./rules.js";
import { bonuses, promotionEntries, promotions } from "./schema.js";
import { promotionStanding, type PromotionFacts, type Standing } from "./standing.js";

// What a member does with a promotion and what the platform does on its own (ADR 0046): join a deposit
// bonus, claim a no-deposit bonus, a registration bonus or a rebate, and the grants on a registration or a
// credited deposit. Each runs in one transaction under the promotion's lock (grants.ts).

type Entry = typeof promotionEntries.$inferSelect;

/** What the member sees of one promotion: SPEC §4's status, the button, and why it is closed to it (standing.ts). */
export type MemberView = Standing & { promotionId: string };

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
  const [entries, granted, care, deposits] = await Promise.all([
    db
      .select()
      .from(promotionEntries)
      .where(and(eq(promotionEntries.memberId, member.id), only ? eq(promotionEntries.promotionId, only) : undefined)),
    db
      .select({ promotionId: bonuses.promotionId, state: bonuses.state })
      .from(bonuses)
      .where(and(eq(bonuses.memberId, member.id), only ? eq(bonuses.promotionId, only) : undefined)),
    careBlock(db, member.id, now),
    creditedDepositCount(db, member.id),
  ]);
  const views: MemberView[] = [];
  for (const row of rows) {
    const offer = offerOf(row);
    const entry = entries.find((e) => e.promotionId === row.id);
    const mine = granted.filter((b) => b.promotionId === row.id);
    if (!offer) {
      views.push({ promotionId: row.id, status: "close", action: null, reason: "NO_RULE", claimable: null });
      continue;
    }
    const facts = await factsOf(db, offer, member, { entry, mine, care, deposits }, now);
    views.push({ promotionId: row.id, ...promotionStanding(facts) });
  }
  return views;
}

/** The facts of the member's standing with one promotion (ADR 0060), read from the database. */
async function factsOf(
  db: Db | Tx,
  offer: Offer,
  member: Member,
  known: { entry: Entry | undefined; mine: { state: string }[]; care: CareBlock; deposits: number },
  now: Date,
): Promise<PromotionFacts> {
  const { terms, id } = offer;
  let ineligible: PromotionFacts["ineligible"] = null;
  try {
    checkEligible(terms, member);
  } catch (error) {
    // A VIP level is one the member can reach: the page says so rather than "not for your account".
    ineligible =
      error instanceof AppError && (error.value as { reason?: string } | null)?.reason === "VIP_LEVEL"
        ? "VIP_LEVEL"
        : "NOT_ELIGIBLE";
  }
  let freeRounds: PromotionFacts["freeRounds"] = null;
  if (terms.type === "freeRounds") {
    const set = await memberFreeRounds(db as Db, member.id, id);
    freeRounds = {
      playing: set?.state === "playing" && set.expiresAt > now,
      sets: set ? await freeRoundSetCount(db as Db, member.id, id) : 0,
    };
  }
  let draw: PromotionFacts["draw"] = null;
  if (terms.type === "luckyDraw") {
    const seen = await luckyDrawView(db as Db, id, member.id);
    const shortOfPlay =
      !seen.drawnAt && !seen.mine ? (await entryShortfall(db, offer, member.id, now)) !== null : false;
    draw = {
      drawn: Boolean(seen.drawnAt),
      tier: Boolean(seen.mine?.tier),
      entered: Boolean(seen.mine),
      closed: new Date(seen.drawAt) <= now,
      shortOfPlay,
    };
  }
  const closed = closedReason(offer, now);
  const accrued =
    terms.type === "rebate" && !closed && !ineligible
      ? (await accrue(db as Db, offer, member.id, await rebateStart(db as Db, offer, member.id), now)).amount
      : null;
  return {
    terms,
    closed,
    granted: known.mine.length,
    wagering: known.mine.some((b) => b.state === "wagering"),
    entry: known.entry ? { state: known.entry.state, reason: known.entry.reason } : null,
    ineligible,
    care: known.care,
    deposits: known.deposits,
    bound: terms.type === "noDeposit" ? bound(member, terms.bind) !== null : false,
    freeRounds,
    draw,
    accrued,
  };
}

/**
 * The member's standing with one promotion inside a step's transaction (the offer locked): a join or an
 * application the standing does not offer is refused with its reason, so nothing is accepted that pays nothing.
 */
async function refuseUnlessOffered(
  tx: Tx,
  offer: Offer,
  member: Member,
  action: "join" | "apply",
  now = new Date(),
): Promise<void> {
  // The care check itself (a time-out, a self-exclusion, a frozen agent), as a claim makes it.
  await checkCare(tx, member.id, "transfer");
  const [entry] = await tx
    .select()
    .from(promotionEntries)
    .where(and(eq(promotionEntries.memberId, member.id), eq(promotionEntries.promotionId, offer.id)));
  const mine = await tx
    .select({ state: bonuses.state })
    .from(bonuses)
    .where(and(eq(bonuses.memberId, member.id), eq(bonuses.promotionId, offer.id)));
  const facts = await factsOf(
    tx,
    offer,
    member,
    { entry, mine, care: await careBlock(tx, member.id, now), deposits: await creditedDepositCount(tx, member.id) },
    now,
  );
  const standing = promotionStanding(facts);
  if (standing.action === action) return;
  // Joined already (or applied): the step was taken, a resent form changes nothing.
  if (action === "join" && standing.status === "joined") return;
  if (standing.reason === "DEPOSIT_PASSED")
    throw new AppError("PROMOTION_NOT_OPEN", "This bonus is for a deposit you have already made", {
      reason: "DEPOSIT_PASSED",
    });
  if (standing.reason === "NOT_ELIGIBLE" || standing.reason === "VIP_LEVEL") checkEligible(offer.terms, member);
  if (action === "apply" && entry)
    throw new AppError("LIMIT_REACHED", "You have applied for this promotion already", { perMember: 1 });
  throw new AppError(
    "STATE_CONFLICT",
    `This promotion is not ${action === "join" ? "joined" : "applied for"} now${standing.reason ? `: ${standing.reason}` : ""}`,
    { reason: standing.reason },
  );
}

/** Join a deposit bonus that asks for it: the next qualifying deposit then earns it. */
export async function joinPromotion(db: Db, member: Member, promotionId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const offer = await lockOffer(tx, promotionId);
    if (offer.terms.type !== "deposit" || offer.terms.claimMode !== "claim")
      throw new AppError("STATE_CONFLICT", "This promotion is not joined: see its action");
    await refuseUnlessOffered(tx, offer, member, "join");
    // Said before the deposit, not after it: its bonus could not be granted beside the one being wagered.
    if (offer.terms.wagering?.exclusive) await refuseSecondExclusive(tx, member.id);
    await tx
      .insert(promotionEntries)
      .values({ promotionId, memberId: member.id, state: "joined" })
      .onConflictDoNothing();
  });
}

/** An application's check, in its transaction (applications.ts): the care state and the standing's "apply". */
export const refuseApplyUnlessOffered = (tx: Tx, offer: Offer, member: Member) =>
  refuseUnlessOffered(tx, offer, member, "apply");

/** Claim what the promotion pays on the member's word: a no-deposit bonus, a registration bonus in claim mode, or a rebate. */
export async function claimPromotion(
  db: Db,
  member: Member,
  promotionId: string,
  from: Origin,
): Promise<{ amount: string }> {
  return db.transaction(async (tx) => {
    const offer = await lockOffer(tx, promotionId);
    const terms = offer.terms;
    if (terms.type === "rebate") {
      if (terms.claimMode !== "claim")
        throw new AppError("STATE_CONFLICT", "This rebate is paid every day without a claim");
      await refuseOverDailyClaims(tx, offer, member.id);
      const paid = await payRebate(tx, offer, member, await rebateStart(tx, offer, member.id), new Date());
      return { amount: paid.amount.toString() };
    }
    if (terms.type === "noDeposit") {
      const value = bound(member, terms.bind);
      if (!value) throw new AppError("BIND_REQUIRED", `Bind your ${terms.bind} first`, { field: terms.bind });
      const bonus = await grantBonus(tx, {
        offer,
        member,
        amount: BigInt(terms.reward.amount),
        key: `member:${member.id}`,
        from,
        bind: { kind: terms.bind, value },
      });
      return { amount: bonus.amount.toString() };
    }
    if (terms.type === "registration" && terms.claimMode === "claim") {
      const bonus = await grantBonus(tx, {
        offer,
        member,
        amount: BigInt(terms.reward.amount),
        key: `member:${member.id}`,
        from,
      });
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
      await tryGrant(tx, offer.id, (inner, locked) =>
        grantBonus(inner, { offer: locked, member, amount, key: `member:${member.id}`, from: { ip, device: null } }),
      );
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
    await tryGrant(tx, offer.id, (inner, locked) =>
      grantBonus(inner, {
        offer: locked,
        member,
        amount,
        deposit: deposit.amount,
        key: `deposit:${deposit.id}`,
        from: UNKNOWN_ORIGIN,
      }),
    );
  }
}
