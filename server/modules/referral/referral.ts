import { and, count, eq, inArray, isNotNull } from "drizzle-orm";
import { meetsQualify, qualifiesBy, type RefereeFigures } from "../../../contract/referral.js";
import type { PlatformConfig } from "../../config.js";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { findMemberById, lockMember, referralsSince, type Member, type Referral } from "../accounts/index.js";
import { validBetsInWindows } from "../games/index.js";
import { featureEnabled } from "../merchant/index.js";
import { firstDeposits } from "../payments/index.js";
import {
  UNKNOWN_ORIGIN,
  admitMember,
  identitiesOf,
  listedOffers,
  lockOffer,
  postBonus,
  type Offer,
  type OfferOf,
} from "../promotions/index.js";
import { referralRewards } from "./referral-schema.js";

// Invite friends (SPEC §2.6 referral, ADR 0051): a member's friend who registered with its code, made a first
// deposit and placed enough valid bets within the rule's days earns the member the rule's reward — once per
// promotion and friend, through the engine's bonus payment and its checks (the inviter's care state,
// eligibility, budget, one programme per person), paid by the `referral-rewards` job.

export type ReferralOffer = OfferOf<"referral">;

/** A run's counts: friends looked at, rewards paid, refused (for good), waiting (tried again next run). */
export type ReferralRun = { checked: number; paid: number; refused: number; waiting: number; switchedOff: number };

/** The friend's days are looked at for this long after they end, so a stopped platform still pays them. */
const CATCH_UP_MS = 7 * 86_400_000;
/** Friends whose figures are read in one statement each. */
const CHUNK = 200;

/** Who may invite friends for a reward: real members of the member site, not agents (their link registers downlines). */
export const referrerTypes = (config: PlatformConfig): number[] =>
  config.MEMBER_SITE_TYPES.filter((type) => !config.TRIAL_TYPES.includes(type) && !config.AGENT_TYPES.includes(type));

/** The referral promotions open now, first in the list's order first. */
export const referralOffers = (db: Db | Tx, now = new Date()): Promise<ReferralOffer[]> =>
  listedOffers(db, "referral", now);

/** When a promotion counts friends from: its start, or its creation when it names none. */
export const referralStart = (offer: Offer): Date => offer.startsAt ?? offer.createdAt;

/**
 * What each friend did within its days (`days`; up to `now` without a promotion): its first credited deposit
 * and its valid bets. Two grouped statements whatever the number of friends.
 */
export async function refereeFigures(
  db: Db | Tx,
  friends: readonly { refereeId: string; registeredAt: Date }[],
  days: number | null,
  now: Date,
): Promise<Map<string, RefereeFigures>> {
  const windows = friends.map((f) => ({
    memberId: f.refereeId,
    from: f.registeredAt,
    to: days ? qualifiesBy(f.registeredAt, days) : now,
  }));
  const [deposits, validBets] = await Promise.all([
    firstDeposits(
      db,
      friends.map((f) => f.refereeId),
    ),
    validBetsInWindows(db, windows),
  ]);
  return new Map(
    friends.map((f) => [
      f.refereeId,
      {
        registeredAt: f.registeredAt,
        firstDeposit: deposits.get(f.refereeId) ?? null,
        validBet: validBets.get(f.refereeId) ?? 0n,
      },
    ]),
  );
}

/** Whether the friend shares a mobile, email or bank account with the member who invited it: one person with two accounts. */
async function samePerson(tx: Tx, referrer: Member, referee: Member): Promise<boolean> {
  const held = new Set((await identitiesOf(tx, referrer, UNKNOWN_ORIGIN)).map((i) => `${i.kind}:${i.value}`));
  return (await identitiesOf(tx, referee, UNKNOWN_ORIGIN)).some((i) => held.has(`${i.kind}:${i.value}`));
}

/**
 * Pays the inviter the reward for one friend who qualified, or records why not; once per promotion and friend.
 * "waiting": the inviter is wagering an exclusive bonus and the reward's wagering may not run beside it — the
 * next run tries again. A refusal otherwise stands, as a refused grant does (ADR 0046).
 */
export async function rewardReferee(
  db: Db,
  promotionId: string,
  friend: Pick<Referral, "refereeId" | "referrerId">,
  now = new Date(),
): Promise<"paid" | "refused" | "waiting" | "earlier"> {
  return db.transaction(async (tx) => {
    const offer = (await lockOffer(tx, promotionId)) as ReferralOffer;
    const [earlier] = await tx
      .select({ id: referralRewards.id })
      .from(referralRewards)
      .where(and(eq(referralRewards.promotionId, offer.id), eq(referralRewards.refereeId, friend.refereeId)));
    if (earlier) return "earlier";
    const [referrer, referee] = await Promise.all([
      findMemberById(tx, friend.referrerId),
      findMemberById(tx, friend.refereeId),
    ]);
    if (!referrer || !referee) return "earlier";
    const amount = BigInt(offer.terms.reward.amount);
    const decision = {
      promotionId: offer.id,
      ruleVersion: offer.ruleVersion,
      referrerId: referrer.id,
      refereeId: referee.id,
      amount,
      decidedAt: now,
    };
    const refuse = async (refusal: string) => {
      await tx.insert(referralRewards).values({ ...decision, refusal });
      return "refused" as const;
    };
    await lockMember(tx, referrer.id);
    const { maxReferees } = offer.terms;
    if (maxReferees) {
      const [{ n }] = await tx
        .select({ n: count() })
        .from(referralRewards)
        .where(
          and(
            eq(referralRewards.promotionId, offer.id),
            eq(referralRewards.referrerId, referrer.id),
            isNotNull(referralRewards.bonusId),
          ),
        );
      if (n >= maxReferees) return refuse("LIMIT_REACHED");
    }
    if (await samePerson(tx, referrer, referee)) return refuse("SAME_PERSON");
    try {
      // A savepoint: a refused check (the care check fails its statement) leaves the run's transaction usable.
      await tx.transaction(async (inner) => {
        // The per-member limit is the rule's maxReferees (counted above), not one reward per inviter.
        await admitMember(inner, { offer, member: referrer, taken: 0, amount, from: UNKNOWN_ORIGIN });
        const bonus = await postBonus(inner, {
          offer,
          memberId: referrer.id,
          amount,
          deposit: null,
          grantKey: `${offer.id}:referee:${referee.id}`,
          now,
        });
        await inner.insert(referralRewards).values({ ...decision, bonusId: bonus.id });
      });
      return "paid";
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === "ONE_ACTIVE_BONUS") return "waiting";
      return refuse(error.code);
    }
  });
}

/**
 * The `referral-rewards` job: for each open referral promotion, the friends registered since it started whose
 * days have not long ended and who have no decision yet; each one whose figures meet the rule is paid for. While
 * the REFERRAL switch is off nothing is paid (a friend's days still run; it is paid when the switch is back on if
 * it qualified within them).
 */
export async function payReferralRewards(db: Db, types: readonly number[], now = new Date()): Promise<ReferralRun> {
  const run: ReferralRun = { checked: 0, paid: 0, refused: 0, waiting: 0, switchedOff: 0 };
  if (!(await featureEnabled(db, "REFERRAL"))) return { ...run, switchedOff: 1 };
  for (const offer of await referralOffers(db, now)) {
    try {
      await payOffer(db, offer, types, now, run);
    } catch (error) {
      // The promotion closed during the run: its remaining friends wait for it to open again.
      if (!(error instanceof AppError && error.code === "PROMOTION_NOT_OPEN")) throw error;
    }
  }
  return run;
}

async function payOffer(
  db: Db,
  offer: ReferralOffer,
  types: readonly number[],
  now: Date,
  run: ReferralRun,
): Promise<void> {
  const { days } = offer.terms.qualify;
  const start = referralStart(offer);
  const lookBack = new Date(now.getTime() - days * 86_400_000 - CATCH_UP_MS);
  const friends = await referralsSince(db, types, start > lookBack ? start : lookBack);
  const decided = await decidedFriends(db, offer.id, friends);
  const open = friends.filter((f) => !decided.has(f.refereeId));
  for (let i = 0; i < open.length; i += CHUNK) {
    const chunk = open.slice(i, i + CHUNK);
    const figures = await refereeFigures(db, chunk, days, now);
    for (const friend of chunk) {
      run.checked += 1;
      const figure = figures.get(friend.refereeId);
      if (!figure || !meetsQualify(offer.terms.qualify, figure)) continue;
      const outcome = await rewardReferee(db, offer.id, friend, now);
      if (outcome !== "earlier") run[outcome] += 1;
    }
  }
}

async function decidedFriends(db: Db, promotionId: string, friends: readonly Referral[]): Promise<Set<string>> {
  if (friends.length === 0) return new Set();
  const rows = await db
    .select({ refereeId: referralRewards.refereeId })
    .from(referralRewards)
    .where(
      and(
        eq(referralRewards.promotionId, promotionId),
        inArray(
          referralRewards.refereeId,
          friends.map((f) => f.refereeId),
        ),
      ),
    );
  return new Set(rows.map((row) => row.refereeId));
}
