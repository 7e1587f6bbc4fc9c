import { and, between, eq, gt, gte, inArray, lt, sql } from "drizzle-orm";
import { nextSiteDay, siteDayStart } from "../../../contract/time-zone.js";
import { affectedRows } from "../../db/affected-rows.js";
import type { Db, Tx } from "../../db/connect.js";
import { dailyPlay } from "../games/index.js";
import { dailyMoney, firstDepositDays } from "../wallet/index.js";
import { agentTree, memberDayMoney, memberDayPlay, teamDayActive, teamDayFigures } from "./schema.js";
import { teamSize } from "./tree.js";

// The agents' reporting rows (ADR 0043): `refreshFigures` rebuilds the rows of whole site days from games'
// settled rounds (the valid-bet rule) and wallet's ledger, in one transaction: run again over the same days
// it writes the same rows, so a rerun or a second copy never counts twice. With them it rebuilds the team
// rollups (ADR 0045): the same rows summed per upline per day, so that a team overview reads a few rows per
// day whatever the size of the team, never the members' rows of a 50,000-member downline.

/**
 * A member's gap of this many days stands for "no valid bet in the 366 days before" (ADR 0045). Active
 * members are summed from the rollups for periods of up to this many days; a longer one counts them directly.
 */
const ACTIVE_GAP_CAP = 367;

/** Serialises the writers of the rollups: refreshes of any days, and a branch's move (migration 0033's trigger). */
const lockRollups = sql`select pg_advisory_xact_lock(hashtext('agent_team_rollups'))`;

/** Rebuilds every member's figures for the site days [fromDay, toDay], and the teams' rollups of them. */
export async function refreshFigures(
  db: Db,
  fromDay: string,
  toDay: string,
): Promise<{ playRows: number; moneyRows: number }> {
  const from = siteDayStart(fromDay);
  const to = siteDayStart(nextSiteDay(toDay));
  const [play, money] = await Promise.all([dailyPlay(db, from, to), dailyMoney(db, from, to)]);
  const firstDays = await firstDepositDays(db, [
    ...new Set(money.filter((m) => m.deposits > 0n).map((m) => m.memberId)),
  ]);
  await db.transaction(async (tx) => {
    await tx.delete(memberDayPlay).where(between(memberDayPlay.day, fromDay, toDay));
    await tx.delete(memberDayMoney).where(between(memberDayMoney.day, fromDay, toDay));
    for (let i = 0; i < play.length; i += 1000) await tx.insert(memberDayPlay).values(play.slice(i, i + 1000));
    const moneyRows = money.map((m) => ({ ...m, firstDeposit: firstDays.get(m.memberId) === m.day }));
    for (let i = 0; i < moneyRows.length; i += 1000)
      await tx.insert(memberDayMoney).values(moneyRows.slice(i, i + 1000));
    // Taken once the members' rows are written (their foreign keys lock member rows): holding it, a refresh never
    // waits for a member row that a move, itself waiting for this lock, has locked.
    await tx.execute(lockRollups);
    await refreshRollups(tx, fromDay, toDay);
  });
  return { playRows: play.length, moneyRows: money.length };
}

/** The rollups of the days [fromDay, toDay] from the members' rows just written (under the rollups' lock). */
async function refreshRollups(tx: Tx, fromDay: string, toDay: string) {
  const from = sql`${fromDay}::date`;
  const to = sql`${toDay}::date`;
  const cap = sql.raw(String(ACTIVE_GAP_CAP));
  await tx.execute(sql`delete from team_day_figures where day between ${from} and ${to}`);
  await tx.execute(sql`
    insert into team_day_figures (ancestor_id, day, bet_count, bet, valid_bet, payout, deposits, withdrawals, bonuses, first_deposits)
    select t.ancestor_id, m.day, sum(m.bet_count), sum(m.bet), sum(m.valid_bet), sum(m.payout), sum(m.deposits), sum(m.withdrawals), sum(m.bonuses), sum(m.first_deposits)
    from (
      select member_id, day, sum(bet_count) as bet_count, sum(bet) as bet, sum(valid_bet) as valid_bet, sum(payout) as payout,
             sum(deposits) as deposits, sum(withdrawals) as withdrawals, sum(bonuses) as bonuses, sum(first_deposits) as first_deposits
      from (
        select member_id, day, bet_count, bet, valid_bet, payout, 0 as deposits, 0 as withdrawals, 0 as bonuses, 0 as first_deposits
        from member_day_play where day between ${from} and ${to}
        union all
        select member_id, day, 0, 0, 0, 0, deposits, withdrawals, bonuses, first_deposit::int from member_day_money where day between ${from} and ${to}
      ) rows
      group by member_id, day
    ) m
    join agent_tree t on t.member_id = m.member_id and t.depth > 0
    group by t.ancestor_id, m.day`);

  // Each member's days with a valid bet, with the gap since the one before (looked up before `from` for the first).
  await tx.execute(sql`delete from member_day_active where day between ${from} and ${to}`);
  await tx.execute(sql`
    insert into member_day_active (member_id, day, gap)
    select s.member_id, s.day,
           least(${cap}, coalesce(s.day - coalesce(s.prev, (select max(p.day) from member_day_active p where p.member_id = s.member_id and p.day < ${from})), ${cap}))
    from (
      select member_id, day, lag(day) over (partition by member_id order by day) as prev
      from member_day_play where day between ${from} and ${to}
      group by member_id, day having sum(valid_bet) > 0
    ) s`);
  // A member's first active day after `to` now follows another day (or none): its gap, and its uplines' rows, follow.
  const shifted = await tx.execute(sql`
    with next as (
      select distinct on (member_id) member_id, day, gap from member_day_active where day > ${to} order by member_id, day
    ),
    regapped as (
      select n.member_id, n.day, n.gap as old_gap,
             least(${cap}, coalesce(n.day - (select max(p.day) from member_day_active p where p.member_id = n.member_id and p.day <= ${to}), ${cap})) as new_gap
      from next n
    ),
    changed as (
      update member_day_active a set gap = r.new_gap from regapped r
      where a.member_id = r.member_id and a.day = r.day and r.new_gap <> r.old_gap
      returning a.member_id, a.day, r.old_gap, r.new_gap
    )
    insert into team_day_active (ancestor_id, day, gap, members)
    select t.ancestor_id, c.day, x.gap, sum(x.n)
    from changed c
    join agent_tree t on t.member_id = c.member_id and t.depth > 0
    cross join lateral (values (c.old_gap, -1), (c.new_gap, 1)) as x (gap, n)
    group by t.ancestor_id, c.day, x.gap
    on conflict (ancestor_id, day, gap) do update set members = team_day_active.members + excluded.members`);
  if (affectedRows(shifted) > 0) await tx.execute(sql`delete from team_day_active where day > ${to} and members = 0`);

  await tx.execute(sql`delete from team_day_active where day between ${from} and ${to}`);
  await tx.execute(sql`
    insert into team_day_active (ancestor_id, day, gap, members)
    select t.ancestor_id, a.day, a.gap, count(*)
    from member_day_active a
    join agent_tree t on t.member_id = a.member_id and t.depth > 0
    where a.day between ${from} and ${to}
    group by t.ancestor_id, a.day, a.gap`);
}

export type Figures = { betCount: number; validBet: string; payout: string; winLoss: string };

type PlaySums = { betCount: number; bet: string; validBet: string; payout: string };

const playSums = {
  betCount: sql<number>`coalesce(sum(${memberDayPlay.betCount}), 0)::int`,
  bet: sql<string>`coalesce(sum(${memberDayPlay.bet}), 0)::text`,
  validBet: sql<string>`coalesce(sum(${memberDayPlay.validBet}), 0)::text`,
  payout: sql<string>`coalesce(sum(${memberDayPlay.payout}), 0)::text`,
};

const teamPlaySums = {
  betCount: sql<number>`coalesce(sum(${teamDayFigures.betCount}), 0)::int`,
  bet: sql<string>`coalesce(sum(${teamDayFigures.bet}), 0)::text`,
  validBet: sql<string>`coalesce(sum(${teamDayFigures.validBet}), 0)::text`,
  payout: sql<string>`coalesce(sum(${teamDayFigures.payout}), 0)::text`,
};

const figuresOf = (row: PlaySums | undefined): Figures => ({
  betCount: row?.betCount ?? 0,
  validBet: row?.validBet ?? "0",
  payout: row?.payout ?? "0",
  winLoss: (BigInt(row?.payout ?? "0") - BigInt(row?.bet ?? "0")).toString(),
});

const plus = (a: PlaySums | undefined, b: PlaySums | undefined): PlaySums => ({
  betCount: (a?.betCount ?? 0) + (b?.betCount ?? 0),
  bet: (BigInt(a?.bet ?? "0") + BigInt(b?.bet ?? "0")).toString(),
  validBet: (BigInt(a?.validBet ?? "0") + BigInt(b?.validBet ?? "0")).toString(),
  payout: (BigInt(a?.payout ?? "0") + BigInt(b?.payout ?? "0")).toString(),
});

/** How many days [fromDay, toDay] spans, both counted. */
const daysSpanned = (fromDay: string, toDay: string) =>
  Math.round((Date.parse(`${toDay}T00:00:00Z`) - Date.parse(`${fromDay}T00:00:00Z`)) / 86_400_000) + 1;

/** The members who joined the agent's downline in the site days [fromDay, toDay]. */
function registrationsOf(db: Db | Tx, agentId: string, fromDay: string, toDay: string) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(agentTree)
    .where(
      and(
        eq(agentTree.ancestorId, agentId),
        gt(agentTree.depth, 0),
        gte(agentTree.joinedAt, siteDayStart(fromDay)),
        lt(agentTree.joinedAt, siteDayStart(nextSiteDay(toDay))),
      ),
    );
}

/** The agent's whole downline (the agent excluded) over the site days [fromDay, toDay]: sums of the team rollups. */
export async function teamOverview(db: Db | Tx, agentId: string, fromDay: string, toDay: string) {
  if (daysSpanned(fromDay, toDay) > ACTIVE_GAP_CAP) return teamOverviewFromMemberRows(db, agentId, fromDay, toDay);
  const days = and(eq(teamDayFigures.ancestorId, agentId), between(teamDayFigures.day, fromDay, toDay));
  const [team, [registrations], [figures], [active]] = await Promise.all([
    teamSize(db, agentId),
    registrationsOf(db, agentId, fromDay, toDay),
    db
      .select({
        ...teamPlaySums,
        deposits: sql<string>`coalesce(sum(${teamDayFigures.deposits}), 0)::text`,
        withdrawals: sql<string>`coalesce(sum(${teamDayFigures.withdrawals}), 0)::text`,
        bonuses: sql<string>`coalesce(sum(${teamDayFigures.bonuses}), 0)::text`,
        firstDeposits: sql<number>`coalesce(sum(${teamDayFigures.firstDeposits}), 0)::int`,
      })
      .from(teamDayFigures)
      .where(days),
    // Each member active in the period counts once: on its first active day in it, the one whose gap reaches back before `from`.
    db
      .select({ n: sql<number>`coalesce(sum(${teamDayActive.members}), 0)::int` })
      .from(teamDayActive)
      .where(
        and(
          eq(teamDayActive.ancestorId, agentId),
          between(teamDayActive.day, fromDay, toDay),
          gt(teamDayActive.gap, sql`${teamDayActive.day} - ${fromDay}::date`),
        ),
      ),
  ]);
  return overview(fromDay, toDay, team, registrations?.n ?? 0, active?.n ?? 0, figures, figures);
}

/**
 * The same overview summed from the members' own day rows joined to the tree (ADR 0043): for periods longer
 * than the rollups' gaps reach, and as the reference the rollups are checked against.
 */
export async function teamOverviewFromMemberRows(db: Db | Tx, agentId: string, fromDay: string, toDay: string) {
  const downline = and(eq(agentTree.ancestorId, agentId), gt(agentTree.depth, 0));
  const [team, [registrations], [play], [money]] = await Promise.all([
    teamSize(db, agentId),
    registrationsOf(db, agentId, fromDay, toDay),
    db
      .select({
        ...playSums,
        active: sql<number>`count(distinct ${memberDayPlay.memberId}) filter (where ${memberDayPlay.validBet} > 0)::int`,
      })
      .from(memberDayPlay)
      .innerJoin(agentTree, eq(agentTree.memberId, memberDayPlay.memberId))
      .where(and(downline, between(memberDayPlay.day, fromDay, toDay))),
    db
      .select({
        deposits: sql<string>`coalesce(sum(${memberDayMoney.deposits}), 0)::text`,
        withdrawals: sql<string>`coalesce(sum(${memberDayMoney.withdrawals}), 0)::text`,
        bonuses: sql<string>`coalesce(sum(${memberDayMoney.bonuses}), 0)::text`,
        firstDeposits: sql<number>`count(*) filter (where ${memberDayMoney.firstDeposit})::int`,
      })
      .from(memberDayMoney)
      .innerJoin(agentTree, eq(agentTree.memberId, memberDayMoney.memberId))
      .where(and(downline, between(memberDayMoney.day, fromDay, toDay))),
  ]);
  return overview(fromDay, toDay, team, registrations?.n ?? 0, play?.active ?? 0, money, play);
}

type MoneySums = { deposits: string; withdrawals: string; bonuses: string; firstDeposits: number };

/** The overview's answer, whichever rows its sums came from. */
function overview(
  fromDay: string,
  toDay: string,
  team: { direct: number; total: number },
  registrations: number,
  activeMembers: number,
  money: MoneySums | undefined,
  play: Parameters<typeof figuresOf>[0],
) {
  return {
    from: fromDay,
    to: toDay,
    team,
    registrations,
    activeMembers,
    firstDeposits: money?.firstDeposits ?? 0,
    deposits: money?.deposits ?? "0",
    withdrawals: money?.withdrawals ?? "0",
    bonuses: money?.bonuses ?? "0",
    ...figuresOf(play),
  };
}

/**
 * Profit and loss per direct downline of `parentId` (the agent or one of its downlines) over the site days:
 * each one's own play, and its team's (itself and everyone below it: its own rows plus its rollup). The direct
 * downlines are read first and named to the sums, a thousand at a time: from a subquery the planner guessed
 * thousands of them for an agent with ten, and paid for that guess (a hash join over the period's rows, JIT).
 */
export async function profitLossRows(db: Db | Tx, parentId: string, fromDay: string, toDay: string) {
  const children = await db
    .select({ memberId: agentTree.memberId })
    .from(agentTree)
    .where(and(eq(agentTree.ancestorId, parentId), eq(agentTree.depth, 1)));
  const ids = children.map((c) => c.memberId);
  const own = new Map<string, PlaySums>();
  const below = new Map<string, PlaySums>();
  for (let i = 0; i < ids.length; i += 1000) {
    const some = ids.slice(i, i + 1000);
    const [ownRows, belowRows] = await Promise.all([
      db
        .select({ memberId: memberDayPlay.memberId, ...playSums })
        .from(memberDayPlay)
        .where(and(inArray(memberDayPlay.memberId, some), between(memberDayPlay.day, fromDay, toDay)))
        .groupBy(memberDayPlay.memberId),
      db
        .select({ memberId: teamDayFigures.ancestorId, ...teamPlaySums })
        .from(teamDayFigures)
        .where(and(inArray(teamDayFigures.ancestorId, some), between(teamDayFigures.day, fromDay, toDay)))
        .groupBy(teamDayFigures.ancestorId),
    ]);
    for (const row of ownRows) own.set(row.memberId, row);
    for (const row of belowRows) below.set(row.memberId, row);
  }
  return ids.map((memberId) => {
    const team = figuresOf(plus(own.get(memberId), below.get(memberId)));
    return {
      memberId,
      ...figuresOf(own.get(memberId)),
      teamValidBet: team.validBet,
      teamWinLoss: team.winLoss,
      teamBetCount: team.betCount,
      teamPayout: team.payout,
    };
  });
}

/** A subquery of the member ids of the agent's whole downline, or of one member in it (for the owning modules' lists). */
export function downlineMembers(db: Db | Tx, agentId: string, only?: string) {
  return db
    .select({ memberId: agentTree.memberId })
    .from(agentTree)
    .where(
      and(eq(agentTree.ancestorId, agentId), gt(agentTree.depth, 0), only ? eq(agentTree.memberId, only) : undefined),
    );
}
