import type { ContentLanguage } from "../system/index.js";
import { promotionTitles } from "../promotions/index.js";
import { and, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { maskUsername, qualifiesBy, refereeStanding, type ReferralStatus } from "../../../contract/referral.js";
import type { Db } from "../../db/connect.js";
import { page } from "../../http/route.js";
import { findMemberByUsername, referralPage, type Member, type Referral } from "../accounts/index.js";
import { AppError } from "../errors.js";
import { featureEnabled } from "../merchant/index.js";
import { referralOffers, referralStart, refereeFigures, type ReferralOffer } from "./referral.js";
import { referralRewards } from "./referral-schema.js";

// What a member sees of its invited friends, and the operator of everyone's (docs/platform-calls.md "Referral",
// ADR 0051): each friend's real figures within its days and where it stands under the promotion open now.

/** One friend as a list shows it; amounts in minor units. */
export type RefereeRow = {
  refereeId: string;
  username: string;
  referrer: string;
  registeredAt: string;
  firstDeposit: string | null;
  validBet: string;
  qualifiesBy: string | null;
  status: ReferralStatus;
  reward: string | null;
  refusal: string | null;
  promotionId: string | null;
};

/** The friends' rows: one read of their decisions and the two grouped reads of their figures. */
async function refereeRows(db: Db, list: Referral[], offer: ReferralOffer | null, now: Date): Promise<RefereeRow[]> {
  if (list.length === 0) return [];
  const ids = list.map((f) => f.refereeId);
  const [decisions, figures] = await Promise.all([
    db
      .select()
      .from(referralRewards)
      .where(inArray(referralRewards.refereeId, ids))
      .orderBy(desc(referralRewards.decidedAt)),
    refereeFigures(db, list, offer?.terms.qualify.days ?? null, now),
  ]);
  return list.map((friend) => {
    const figure = figures.get(friend.refereeId);
    const mine = decisions.filter((d) => d.refereeId === friend.refereeId);
    // The open promotion's decision first; a friend rewarded under an earlier one says so too.
    const decision = mine.find((d) => d.promotionId === offer?.id) ?? mine[0];
    const covered = offer !== null && friend.registeredAt >= referralStart(offer);
    const status: ReferralStatus = decision
      ? decision.bonusId
        ? "rewarded"
        : "refused"
      : covered && figure
        ? refereeStanding(offer.terms.qualify, figure, now)
        : "notCovered";
    return {
      refereeId: friend.refereeId,
      username: friend.username,
      referrer: friend.referrerUsername,
      registeredAt: friend.registeredAt.toISOString(),
      firstDeposit: figure?.firstDeposit?.amount.toString() ?? null,
      validBet: (figure?.validBet ?? 0n).toString(),
      qualifiesBy: covered ? qualifiesBy(friend.registeredAt, offer.terms.qualify.days).toISOString() : null,
      status,
      reward: decision?.bonusId ? decision.amount.toString() : null,
      refusal: decision?.refusal ?? null,
      promotionId: decision?.promotionId ?? (covered ? offer.id : null),
    };
  });
}

/**
 * GET /wps/member/referral: the member's code, the promotion open now, its friends (names masked) and what they
 * earned it. An agent's friends earn it nothing (`types`: who may invite for a reward): no promotion for it.
 */
export async function memberReferral(
  db: Db,
  member: Member,
  types: readonly number[],
  paging: { pageNo: number; pageSize: number; language: ContentLanguage },
  now = new Date(),
) {
  const [enabled, [offer], friends, [paid]] = await Promise.all([
    featureEnabled(db, "REFERRAL"),
    referralOffers(db, now),
    referralPage(db, { referrerId: member.id }, paging.pageNo, paging.pageSize),
    db
      .select({ rewarded: count(), amount: sql<string>`coalesce(sum(${referralRewards.amount}), 0)::text` })
      .from(referralRewards)
      .where(and(eq(referralRewards.referrerId, member.id), isNotNull(referralRewards.bonusId))),
  ]);
  const live = types.includes(member.type) ? (offer ?? null) : null;
  const [rows, titles] = await Promise.all([
    refereeRows(db, friends.list, live, now),
    promotionTitles(db, live ? [live.id] : [], paging.language),
  ]);
  return {
    enabled,
    code: member.referralCode,
    promotion: live
      ? {
          id: live.id,
          title: titles.get(live.id) ?? live.id,
          reward: live.terms.reward.amount,
          qualify: live.terms.qualify,
          maxReferees: live.terms.maxReferees ?? null,
          startsAt: referralStart(live).toISOString(),
          terms: live.terms,
        }
      : null,
    referees: page(
      rows.map((r) => ({
        username: maskUsername(r.username),
        registeredAt: r.registeredAt,
        firstDeposit: r.firstDeposit,
        validBet: r.validBet,
        qualifiesBy: r.qualifiesBy,
        status: r.status,
        reward: r.reward,
        refusal: r.refusal,
      })),
      friends.total,
      paging.pageNo,
      paging.pageSize,
    ),
    totals: { referees: friends.total, rewarded: paid?.rewarded ?? 0, paid: paid?.amount ?? "0" },
  };
}

/** GET /ops/referrals: one member's friends (`referrer`), or every member's, newest first, with full names and statuses. */
export async function operatorReferrals(
  db: Db,
  query: { referrer?: string; pageNo: number; pageSize: number },
  types: readonly number[],
  now = new Date(),
) {
  const referrer = query.referrer ? await findMemberByUsername(db, query.referrer) : undefined;
  if (query.referrer && !referrer) throw new AppError("NOT_FOUND", `No member ${query.referrer}`);
  const [[offer], friends] = await Promise.all([
    referralOffers(db, now),
    referralPage(db, referrer ? { referrerId: referrer.id } : { referrerTypes: types }, query.pageNo, query.pageSize),
  ]);
  // An agent's friends are its downline, not the promotion's: listed, never covered.
  const covering = referrer && !types.includes(referrer.type) ? null : (offer ?? null);
  const rows = await refereeRows(db, friends.list, covering, now);
  return { promotionId: offer?.id ?? null, ...page(rows, friends.total, query.pageNo, query.pageSize) };
}
