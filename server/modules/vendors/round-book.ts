import { and, desc, eq, gte, inArray, lt, ne, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { SITE_TIME_ZONE } from "../../../contract/time-zone.js";
import { gameRounds } from "./schema.js";

// The zone as a literal (a constant of ours): grouped by a day it computes, one expression must be the same text.
const siteZone = sql.raw(`'${SITE_TIME_ZONE}'`);

// Read models of the rounds the seamless wallet records (ADR 0020): games shows the betting record and
// ranks popular games from them without reading this module's tables.

export type RoundStatus = "open" | "completed" | "cancelled";
export type RoundQuery = {
  from?: Date;
  to?: Date;
  vendor?: string;
  gameCode?: string;
  status?: RoundStatus;
  pageNo: number;
  pageSize: number;
};
export type RoundRecord = {
  memberId: string;
  vendor: string;
  roundId: string;
  gameCode: string;
  betTotal: bigint;
  winTotal: bigint;
  status: RoundStatus;
  createdAt: Date;
  closedAt: Date | null;
};

/** One page of a member's rounds with every vendor, newest first, and how many there are. */
export function memberRoundPage(
  db: Db,
  memberId: string,
  query: RoundQuery,
): Promise<{ list: RoundRecord[]; total: number }> {
  return roundPage(db, eq(gameRounds.memberId, memberId), query);
}

/**
 * One page of the rounds of several members, newest first: `members` is a subquery answering member ids
 * (an agent's downline, written by the module that owns the tree).
 */
export function roundPageOfMembers(
  db: Db,
  members: SQLWrapper,
  query: RoundQuery,
): Promise<{ list: RoundRecord[]; total: number }> {
  return roundPage(db, inArray(gameRounds.memberId, members), query);
}

async function roundPage(db: Db, owners: SQL, query: RoundQuery): Promise<{ list: RoundRecord[]; total: number }> {
  const where = and(
    owners,
    query.from ? gte(gameRounds.createdAt, query.from) : undefined,
    query.to ? lt(gameRounds.createdAt, query.to) : undefined,
    query.vendor ? eq(gameRounds.vendor, query.vendor) : undefined,
    query.gameCode ? eq(gameRounds.gameCode, query.gameCode) : undefined,
    query.status ? eq(gameRounds.status, query.status) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(gameRounds)
      .where(where)
      .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(gameRounds)
      .where(where),
  ]);
  return { list: rows.map((round) => ({ ...round, status: round.status as RoundStatus })), total };
}

/**
 * How a settled round ended, as far as its amounts tell: a stake returned whole, no stake, or anything else — or
 * excluded by the bookmaker that settled it (an event bet at odds below 1.75: its detail's `validBet` reason).
 */
export type RoundOutcome = "tie" | "noStake" | "play" | "excluded";

/** Member ids: a list, or a subquery answering them. */
export type MemberIds = readonly string[] | SQLWrapper;
export const ofMembers = (members: MemberIds) =>
  inArray(gameRounds.memberId, Array.isArray(members) ? [...(members as readonly string[])] : (members as SQLWrapper));
/** How a settled round ended, in SQL (the same test for every read model that groups rounds by it). */
export const roundOutcome = sql<RoundOutcome>`case when ${gameRounds.detail}->>'validBet' is not null then 'excluded' when ${gameRounds.betTotal} = 0 and ${gameRounds.winTotal} > 0 then 'noStake' when ${gameRounds.winTotal} = ${gameRounds.betTotal} then 'tie' else 'play' end`;

/**
 * The settled rounds closed in [from, to) — of every member, or of `members` (a member's missions read only its
 * own) — summed per member, site day of the close, game, status and outcome: the facts games' valid-bet rule is
 * applied to (agents' reports are sums of them), with the latest close of each group (when a total was reached,
 * for ties on a leaderboard). Open rounds are not settled and are left out.
 */
export async function settledRoundsByDay(db: Db | Tx, from: Date, to: Date, members?: MemberIds) {
  const day = sql<string>`to_char(${gameRounds.closedAt} at time zone ${siteZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      memberId: gameRounds.memberId,
      day,
      vendor: gameRounds.vendor,
      gameCode: gameRounds.gameCode,
      status: gameRounds.status,
      outcome: roundOutcome,
      rounds: sql<number>`count(*)::int`,
      bet: sql<string>`sum(${gameRounds.betTotal})::text`,
      win: sql<string>`sum(${gameRounds.winTotal})::text`,
      lastClosedAt: sql<string>`max(${gameRounds.closedAt})`,
    })
    .from(gameRounds)
    .where(
      and(
        members ? ofMembers(members) : undefined,
        ne(gameRounds.status, "open"),
        gte(gameRounds.closedAt, from),
        lt(gameRounds.closedAt, to),
      ),
    )
    .groupBy(gameRounds.memberId, day, gameRounds.vendor, gameRounds.gameCode, gameRounds.status, roundOutcome);
  return rows.map((row) => ({
    ...row,
    status: row.status as RoundStatus,
    bet: BigInt(row.bet),
    win: BigInt(row.win),
    lastClosedAt: new Date(row.lastClosedAt),
  }));
}

/**
 * The settled rounds of several members (`members`: a subquery of member ids) closed in [from, to), with a
 * stake of at least `minStake`, summed per member, status, outcome and whether the player won (more back
 * than staked): the facts games' valid-bet rule and the agents' hourly and real-time salaries read.
 */
export async function settledStakesOfMembers(db: Db | Tx, members: SQLWrapper, from: Date, to: Date, minStake = 0n) {
  const outcome = roundOutcome;
  const won = sql<boolean>`${gameRounds.winTotal} > ${gameRounds.betTotal}`;
  const rows = await db
    .select({
      memberId: gameRounds.memberId,
      status: gameRounds.status,
      outcome,
      won,
      rounds: sql<number>`count(*)::int`,
      bet: sql<string>`sum(${gameRounds.betTotal})::text`,
      win: sql<string>`sum(${gameRounds.winTotal})::text`,
    })
    .from(gameRounds)
    .where(
      and(
        inArray(gameRounds.memberId, members),
        ne(gameRounds.status, "open"),
        gte(gameRounds.closedAt, from),
        lt(gameRounds.closedAt, to),
        gte(gameRounds.betTotal, minStake),
      ),
    )
    .groupBy(gameRounds.memberId, gameRounds.status, outcome, won);
  return rows.map((row) => ({ ...row, status: row.status as RoundStatus, bet: BigInt(row.bet), win: BigInt(row.win) }));
}

/** A member and the time its rounds are counted over: [from, to). */
export type MemberWindow = { memberId: string; from: Date; to: Date };

/**
 * The settled rounds of several members, each closed within its own window (a referred friend's days since
 * it registered), summed per member, status and outcome: the facts games' valid-bet rule is applied to. One
 * statement for the lot.
 */
export async function settledRoundsInWindows(db: Db | Tx, windows: readonly MemberWindow[]) {
  if (windows.length === 0) return [];
  const outcome = roundOutcome;
  const within = or(
    ...windows.map((w) =>
      and(eq(gameRounds.memberId, w.memberId), gte(gameRounds.closedAt, w.from), lt(gameRounds.closedAt, w.to)),
    ),
  );
  const rows = await db
    .select({
      memberId: gameRounds.memberId,
      status: gameRounds.status,
      outcome,
      bet: sql<string>`sum(${gameRounds.betTotal})::text`,
    })
    .from(gameRounds)
    .where(
      and(
        inArray(gameRounds.memberId, [...new Set(windows.map((w) => w.memberId))]),
        ne(gameRounds.status, "open"),
        within,
      ),
    )
    .groupBy(gameRounds.memberId, gameRounds.status, outcome);
  return rows.map((row) => ({ ...row, status: row.status as RoundStatus, bet: BigInt(row.bet) }));
}

/** The round ids of a vendor still open since before `before`: plays that were never settled. */
export async function openRoundIds(db: Db | Tx, vendor: string, before: Date): Promise<string[]> {
  const rows = await db
    .select({ roundId: gameRounds.roundId })
    .from(gameRounds)
    .where(and(eq(gameRounds.vendor, vendor), eq(gameRounds.status, "open"), lt(gameRounds.createdAt, before)));
  return rows.map((row) => row.roundId);
}

/**
 * Rounds played per game since a moment (a round whose every bet was rolled back was not played), as a
 * subquery named "played" (vendor, gameCode, rounds), so the catalogue ranks its games in one query.
 */
export function roundsPerGameSince(db: Db, since: Date) {
  return db
    .select({ vendor: gameRounds.vendor, gameCode: gameRounds.gameCode, rounds: sql<number>`count(*)`.as("rounds") })
    .from(gameRounds)
    .where(and(gte(gameRounds.createdAt, since), ne(gameRounds.status, "cancelled")))
    .groupBy(gameRounds.vendor, gameRounds.gameCode)
    .as("played");
}

/**
 * A member's rounds still open, begun in [from, to) (either end open): their stakes and what they paid so far.
 * The member's money figures leave them out until they settle (ADR 0061).
 */
export async function openStakesOf(
  db: Db | Tx,
  memberId: string,
  period: { from?: Date; to?: Date },
): Promise<{ bets: bigint; wins: bigint }> {
  const [row] = await db
    .select({
      bets: sql<string>`coalesce(sum(${gameRounds.betTotal}), 0)::text`,
      wins: sql<string>`coalesce(sum(${gameRounds.winTotal}), 0)::text`,
    })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.memberId, memberId),
        eq(gameRounds.status, "open"),
        period.from ? gte(gameRounds.createdAt, period.from) : undefined,
        period.to ? lt(gameRounds.createdAt, period.to) : undefined,
      ),
    );
  return { bets: BigInt(row?.bets ?? "0"), wins: BigInt(row?.wins ?? "0") };
}

/**
 * A member's rounds settled (completed or cancelled) before `to`, oldest first: by "placed", those placed at or
 * after `from` (a bonus's wagering counts bets placed after its grant); by "closed", those settled at or after
 * `from` (a rebate's periods follow each other without a gap, whenever a bet was placed). Games applies the
 * valid-bet rule to each.
 */
export async function settledRoundsOfMember(
  db: Db | Tx,
  memberId: string,
  from: Date,
  to: Date,
  by: "placed" | "closed" = "placed",
): Promise<RoundRecord[]> {
  // By "closed", a lower bound on the placing time too keeps to the (member, created) index: a round stays open
  // at most a day (the recovery job settles it).
  const placed =
    by === "placed"
      ? gte(gameRounds.createdAt, from)
      : and(gte(gameRounds.createdAt, new Date(from.getTime() - 86_400_000)), gte(gameRounds.closedAt, from));
  const rows = await db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.memberId, memberId), placed, ne(gameRounds.status, "open"), lt(gameRounds.closedAt, to)))
    .orderBy(gameRounds.createdAt, gameRounds.id);
  return rows.map((r) => ({
    memberId: r.memberId,
    vendor: r.vendor,
    roundId: r.roundId,
    gameCode: r.gameCode,
    betTotal: r.betTotal,
    winTotal: r.winTotal,
    status: r.status as RoundStatus,
    createdAt: r.createdAt,
    closedAt: r.closedAt,
  }));
}
