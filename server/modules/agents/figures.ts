import { and, between, eq, gt, gte, inArray, lt, sql } from "drizzle-orm";
import { nextSiteDay, siteDayStart } from "../../../contract/time-zone.js";
import type { Db, Tx } from "../../db/connect.js";
import { dailyPlay } from "../games/index.js";
import { dailyMoney, firstDepositDays } from "../wallet/index.js";
import { agentTree, memberDayMoney, memberDayPlay } from "./schema.js";
import { teamSize } from "./tree.js";

// The agents' reporting rows (ADR 0043). `refreshFigures` rebuilds the rows of whole site days from games'
// settled rounds (the valid-bet rule) and wallet's ledger, in one transaction: run again over the same days
// it writes the same rows, so a rerun or a second copy never counts twice. Team figures are sums of these
// rows joined to the agent tree: no scan of rounds or of the ledger per request.

/** Rebuilds every member's figures for the site days [fromDay, toDay]. */
export async function refreshFigures(db: Db, fromDay: string, toDay: string): Promise<{ playRows: number; moneyRows: number }> {
  const from = siteDayStart(fromDay);
  const to = siteDayStart(nextSiteDay(toDay));
  const [play, money] = await Promise.all([dailyPlay(db, from, to), dailyMoney(db, from, to)]);
  const firstDays = await firstDepositDays(db, [...new Set(money.filter((m) => m.deposits > 0n).map((m) => m.memberId))]);
  await db.transaction(async (tx) => {
    await tx.delete(memberDayPlay).where(between(memberDayPlay.day, fromDay, toDay));
    await tx.delete(memberDayMoney).where(between(memberDayMoney.day, fromDay, toDay));
    for (let i = 0; i < play.length; i += 1000) await tx.insert(memberDayPlay).values(play.slice(i, i + 1000));
    const moneyRows = money.map((m) => ({ ...m, firstDeposit: firstDays.get(m.memberId) === m.day }));
    for (let i = 0; i < moneyRows.length; i += 1000) await tx.insert(memberDayMoney).values(moneyRows.slice(i, i + 1000));
  });
  return { playRows: play.length, moneyRows: money.length };
}

export type Figures = { betCount: number; validBet: string; payout: string; winLoss: string };

const playSums = {
  betCount: sql<number>`coalesce(sum(${memberDayPlay.betCount}), 0)::int`,
  bet: sql<string>`coalesce(sum(${memberDayPlay.bet}), 0)::text`,
  validBet: sql<string>`coalesce(sum(${memberDayPlay.validBet}), 0)::text`,
  payout: sql<string>`coalesce(sum(${memberDayPlay.payout}), 0)::text`,
};

const figuresOf = (row: { betCount: number; bet: string; validBet: string; payout: string } | undefined): Figures => ({
  betCount: row?.betCount ?? 0,
  validBet: row?.validBet ?? "0",
  payout: row?.payout ?? "0",
  winLoss: (BigInt(row?.payout ?? "0") - BigInt(row?.bet ?? "0")).toString(),
});

/** The agent's whole downline (the agent excluded) over the site days [fromDay, toDay]. */
export async function teamOverview(db: Db | Tx, agentId: string, fromDay: string, toDay: string) {
  const downline = and(eq(agentTree.ancestorId, agentId), gt(agentTree.depth, 0));
  const [team, [registrations], [play], [money]] = await Promise.all([
    teamSize(db, agentId),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(agentTree)
      .where(and(downline, gte(agentTree.joinedAt, siteDayStart(fromDay)), lt(agentTree.joinedAt, siteDayStart(nextSiteDay(toDay))))),
    db
      .select({ ...playSums, active: sql<number>`count(distinct ${memberDayPlay.memberId}) filter (where ${memberDayPlay.validBet} > 0)::int` })
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
  return {
    from: fromDay,
    to: toDay,
    team,
    registrations: registrations?.n ?? 0,
    activeMembers: play?.active ?? 0,
    firstDeposits: money?.firstDeposits ?? 0,
    deposits: money?.deposits ?? "0",
    withdrawals: money?.withdrawals ?? "0",
    bonuses: money?.bonuses ?? "0",
    ...figuresOf(play),
  };
}

/**
 * Profit and loss per direct downline of `parentId` (the agent or one of its downlines) over the site days:
 * each one's own play, and its team's (itself and everyone below it).
 */
export async function profitLossRows(db: Db | Tx, parentId: string, fromDay: string, toDay: string) {
  const children = await db
    .select({ memberId: agentTree.memberId })
    .from(agentTree)
    .where(and(eq(agentTree.ancestorId, parentId), eq(agentTree.depth, 1)));
  const ids = children.map((c) => c.memberId);
  if (!ids.length) return [];
  const branch = db.select({ root: agentTree.ancestorId, memberId: agentTree.memberId, depth: agentTree.depth }).from(agentTree).where(inArray(agentTree.ancestorId, ids)).as("branch");
  const rows = await db
    .select({
      memberId: branch.root,
      own: {
        betCount: sql<number>`coalesce(sum(${memberDayPlay.betCount}) filter (where ${branch.depth} = 0), 0)::int`,
        bet: sql<string>`coalesce(sum(${memberDayPlay.bet}) filter (where ${branch.depth} = 0), 0)::text`,
        validBet: sql<string>`coalesce(sum(${memberDayPlay.validBet}) filter (where ${branch.depth} = 0), 0)::text`,
        payout: sql<string>`coalesce(sum(${memberDayPlay.payout}) filter (where ${branch.depth} = 0), 0)::text`,
      },
      team: playSums,
    })
    .from(branch)
    .innerJoin(memberDayPlay, eq(memberDayPlay.memberId, branch.memberId))
    .where(between(memberDayPlay.day, fromDay, toDay))
    .groupBy(branch.root);
  const byId = new Map(rows.map((r) => [r.memberId, r]));
  return ids.map((memberId) => {
    const row = byId.get(memberId);
    const team = figuresOf(row?.team);
    return { memberId, ...figuresOf(row?.own), teamValidBet: team.validBet, teamWinLoss: team.winLoss, teamBetCount: team.betCount, teamPayout: team.payout };
  });
}

/** A subquery of the member ids of the agent's whole downline, or of one member in it (for the owning modules' lists). */
export function downlineMembers(db: Db | Tx, agentId: string, only?: string) {
  return db
    .select({ memberId: agentTree.memberId })
    .from(agentTree)
    .where(and(eq(agentTree.ancestorId, agentId), gt(agentTree.depth, 0), only ? eq(agentTree.memberId, only) : undefined));
}
