import { inArray, type SQLWrapper } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import {
  settledRoundsByDay,
  settledRoundsInWindows,
  settledStakesOfMembers,
  type MemberWindow,
  type RoundOutcome,
  type RoundStatus,
} from "../vendors/index.js";
import { games } from "./catalogue-schema.js";

// The valid bet (DESIGN §10, ADR 0043): the one rule of which settled stakes count, shared by agents'
// salaries and reports (and later wagering, rebates, VIP progress, points, missions). A round counts its
// whole stake when it was settled as a win or a loss; otherwise it counts nothing, with a reason a player
// or an agent can read. HEDGED is reserved for the lottery and event engines, where opposite bets on one
// draw or market can be recognised; an in-house or vendor round is one bet and cannot hedge itself.
export const VALID_BET_REASONS = ["OPEN", "CANCELLED", "TIED", "NO_STAKE", "HEDGED", "LOW_ODDS"] as const;
export type ValidBetReason = (typeof VALID_BET_REASONS)[number];

/** What a round counts as a valid bet, and why it counts nothing when it does not. */
export function validBetOf(round: {
  status: RoundStatus;
  betTotal: bigint;
  winTotal: bigint;
  detail?: Record<string, unknown> | null;
}): { validBet: bigint; reason: ValidBetReason | null } {
  if (round.status === "open") return { validBet: 0n, reason: "OPEN" };
  if (round.status === "cancelled") return { validBet: 0n, reason: "CANCELLED" };
  // The bookmaker's own exclusion (events: odds below 1.75), written in the settled round's detail.
  if (round.detail?.validBet === "LOW_ODDS") return { validBet: 0n, reason: "LOW_ODDS" };
  if (round.betTotal === 0n) return { validBet: 0n, reason: round.winTotal === 0n ? "TIED" : "NO_STAKE" };
  if (round.winTotal === round.betTotal) return { validBet: 0n, reason: "TIED" };
  return { validBet: round.betTotal, reason: null };
}

/** The same rule over settledRoundsByDay's groups (status and outcome stand for every round in the group). */
function groupValidBet(status: RoundStatus, outcome: RoundOutcome, bet: bigint): bigint {
  return status === "completed" && outcome === "play" ? bet : 0n;
}

export type DayPlay = {
  memberId: string;
  day: string;
  category: string;
  betCount: number;
  bet: bigint;
  validBet: bigint;
  payout: bigint;
};

/**
 * Each member's play per site day and game category (the catalogue's game type; a game the catalogue does
 * not list counts as OTHER), over rounds closed in [from, to): bet count and stakes of settled rounds,
 * valid bet, payouts.
 */
export async function dailyPlay(db: Db | Tx, from: Date, to: Date): Promise<DayPlay[]> {
  const groups = await settledRoundsByDay(db, from, to);
  const vendors = [...new Set(groups.map((g) => g.vendor))];
  const types = vendors.length
    ? await db
        .select({ vendor: games.vendor, gameCode: games.gameCode, gameType: games.gameType })
        .from(games)
        .where(inArray(games.vendor, vendors))
    : [];
  const typeOf = new Map(types.map((t) => [`${t.vendor}:${t.gameCode}`, t.gameType]));
  const days = new Map<string, DayPlay>();
  for (const g of groups) {
    if (g.status === "cancelled") continue;
    const category = typeOf.get(`${g.vendor}:${g.gameCode}`) ?? "OTHER";
    const key = `${g.memberId}|${g.day}|${category}`;
    let row = days.get(key);
    if (!row)
      days.set(
        key,
        (row = { memberId: g.memberId, day: g.day, category, betCount: 0, bet: 0n, validBet: 0n, payout: 0n }),
      );
    row.betCount += g.rounds;
    row.bet += g.bet;
    row.validBet += groupValidBet(g.status, g.outcome, g.bet);
    row.payout += g.win;
  }
  return [...days.values()];
}

export type MemberPlay = {
  memberId: string;
  validBet: bigint;
  bet: bigint;
  payout: bigint;
  winningStake: bigint;
  losingStake: bigint;
};

/**
 * Each member's play over rounds closed in [from, to) (`members`: a subquery of member ids): valid bet,
 * stakes and payouts of settled rounds, and the valid stakes of at least `minStake` split by whether the
 * player won or lost the round (the real-time salary's profit and loss wages). Members without play are absent.
 */
export async function memberPlay(
  db: Db | Tx,
  members: SQLWrapper,
  from: Date,
  to: Date,
  minStake = 0n,
): Promise<MemberPlay[]> {
  const groups = await settledStakesOfMembers(db, members, from, to, minStake);
  const byMember = new Map<string, MemberPlay>();
  for (const g of groups) {
    if (g.status === "cancelled") continue;
    let row = byMember.get(g.memberId);
    if (!row)
      byMember.set(
        g.memberId,
        (row = { memberId: g.memberId, validBet: 0n, bet: 0n, payout: 0n, winningStake: 0n, losingStake: 0n }),
      );
    const valid = groupValidBet(g.status, g.outcome, g.bet);
    row.validBet += valid;
    row.bet += g.bet;
    row.payout += g.win;
    if (g.won) row.winningStake += valid;
    else row.losingStake += valid;
  }
  return [...byMember.values()];
}

/** Each member's valid bet over its own window [from, to) (a referred friend's days, ADR 0051); members without one are absent. */
export async function validBetsInWindows(db: Db | Tx, windows: readonly MemberWindow[]): Promise<Map<string, bigint>> {
  const totals = new Map<string, bigint>();
  for (const g of await settledRoundsInWindows(db, windows)) {
    const valid = groupValidBet(g.status, g.outcome, g.bet);
    if (valid > 0n) totals.set(g.memberId, (totals.get(g.memberId) ?? 0n) + valid);
  }
  return totals;
}
