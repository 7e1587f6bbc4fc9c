// What each contract in force earned over a period (ADR 0044): a salary, a real-time wage or a dividend computed
// from the team's figures (games' valid-bet rule over the settled rounds), written once as a row with its inputs.
import { and, asc, desc, eq, gte, isNull, lt, or, sql } from "drizzle-orm";
import {
  floorToUnit,
  rateAt,
  wage,
  type ContractKind,
  type DividendTerms,
  type RealtimeTerms,
  type SalaryTerms,
} from "../../../contract/contracts.js";
import type { Db, Tx } from "../../db/connect.js";
import { memberPlay } from "../games/index.js";
import { dailyMoney } from "../wallet/index.js";
import { contractSettlements, contractTerms, contracts, agentTree } from "./schema.js";
import { dividendPeriodEnding, periodOfName, type SettlementPeriod } from "./settlement-periods.js";

type Eligible = {
  id: string;
  memberId: string;
  uplineId: string | null;
  version: number;
  terms: unknown;
  level: number;
};

/** The contracts of a kind whose terms were signed before `end` and that had not ended by then, with the version in force. */
async function contractsInForce(db: Db | Tx, kind: ContractKind, end: Date): Promise<Eligible[]> {
  const rows = await db
    .select({
      id: contracts.id,
      memberId: contracts.memberId,
      uplineId: contracts.uplineId,
      version: contractTerms.version,
      terms: contractTerms.terms,
      acceptedAt: contractTerms.acceptedAt,
      level: sql<number>`(select count(*)::int from ${agentTree} where ${agentTree.memberId} = ${contracts.memberId} and ${agentTree.depth} > 0)`,
    })
    .from(contracts)
    .innerJoin(contractTerms, eq(contractTerms.contractId, contracts.id))
    .where(
      and(
        eq(contracts.kind, kind),
        lt(contractTerms.acceptedAt, end),
        or(isNull(contracts.endedAt), gte(contracts.endedAt, end)),
      ),
    )
    .orderBy(asc(contracts.id), desc(contractTerms.version));
  const latest = new Map<string, Eligible>();
  for (const r of rows)
    if (!latest.has(r.id))
      latest.set(r.id, {
        id: r.id,
        memberId: r.memberId,
        uplineId: r.uplineId,
        version: r.version,
        terms: r.terms,
        level: r.level,
      });
  return [...latest.values()];
}

const teamOf = (db: Db | Tx, memberId: string) =>
  db.select({ memberId: agentTree.memberId }).from(agentTree).where(eq(agentTree.ancestorId, memberId));

type Computed = { inputs: Record<string, string | number>; amount: bigint };

/** A salary: the tier the team's valid bet and active members reach, times the team's valid bet. */
async function salary(db: Db | Tx, holder: string, terms: SalaryTerms, period: SettlementPeriod): Promise<Computed> {
  const play = await memberPlay(db, teamOf(db, holder), period.start, period.end);
  const teamValidBet = play.reduce((s, p) => s + p.validBet, 0n);
  const activeMembers = play.filter((p) => p.validBet >= BigInt(terms.activeMinBet)).length;
  const rateBp = rateAt(terms, teamValidBet, activeMembers);
  return {
    inputs: { teamValidBet: teamValidBet.toString(), activeMembers, rateBp },
    amount: wage(teamValidBet, rateBp),
  };
}

/** A real-time wage: the profit-wage rate on the stakes of the bets players won, the loss-wage rate on those they lost. */
async function realtime(
  db: Db | Tx,
  holder: string,
  terms: RealtimeTerms,
  period: SettlementPeriod,
): Promise<Computed> {
  const play = await memberPlay(db, teamOf(db, holder), period.start, period.end, BigInt(terms.minSingleBet));
  const winningStake = play.reduce((s, p) => s + p.winningStake, 0n);
  const losingStake = play.reduce((s, p) => s + p.losingStake, 0n);
  const amount = floorToUnit(
    (winningStake * BigInt(terms.profitRateBp) + losingStake * BigInt(terms.lossRateBp)) / 10_000n,
  );
  return {
    inputs: {
      winningStake: winningStake.toString(),
      losingStake: losingStake.toString(),
      profitRateBp: terms.profitRateBp,
      lossRateBp: terms.lossRateBp,
      minSingleBet: terms.minSingleBet,
    },
    amount,
  };
}

/**
 * A dividend (ADR 0044): net = team stakes − team payouts − team bonuses + the carry from the contract's last
 * period (never positive); the dividend is the tier's rate of a positive net, floored to whole VND, and the
 * carry restarts at 0; a net of zero or less pays nothing and becomes the carry.
 */
async function dividend(
  db: Db | Tx,
  contractId: string,
  holder: string,
  terms: DividendTerms,
  period: SettlementPeriod,
): Promise<Computed> {
  const ids = new Set((await teamOf(db, holder)).map((r) => r.memberId));
  const play = await memberPlay(db, teamOf(db, holder), period.start, period.end);
  const money = (await dailyMoney(db, period.start, period.end)).filter((m) => ids.has(m.memberId));
  const [previous] = await db
    .select({ inputs: contractSettlements.inputs })
    .from(contractSettlements)
    .where(and(eq(contractSettlements.contractId, contractId), lt(contractSettlements.periodEnd, period.end)))
    .orderBy(desc(contractSettlements.periodEnd))
    .limit(1);
  const carryIn = BigInt(
    ((previous?.inputs as Record<string, string> | undefined)?.carryOut as string | undefined) ?? "0",
  );
  const teamValidBet = play.reduce((s, p) => s + p.validBet, 0n);
  const teamBet = play.reduce((s, p) => s + p.bet, 0n);
  const teamPayout = play.reduce((s, p) => s + p.payout, 0n);
  const bonuses = money.reduce((s, m) => s + m.bonuses, 0n);
  const activeMembers = play.filter((p) => p.validBet >= BigInt(terms.activeMinBet)).length;
  const net = teamBet - teamPayout - bonuses + carryIn;
  const rateBp = rateAt(terms, teamValidBet, activeMembers);
  const amount = net > 0n ? wage(net, rateBp) : 0n;
  const carryOut = net > 0n ? 0n : net;
  return {
    inputs: {
      teamValidBet: teamValidBet.toString(),
      activeMembers,
      rateBp,
      teamBet: teamBet.toString(),
      teamPayout: teamPayout.toString(),
      bonuses: bonuses.toString(),
      carryIn: carryIn.toString(),
      net: net.toString(),
      carryOut: carryOut.toString(),
    },
    amount,
  };
}

/**
 * Writes the rows of one kind's settlement for the periods of `name`, which all end at `end` (a contract's row
 * once: a rerun adds nothing).
 */
export async function writeRows(db: Db, kind: ContractKind, name: string, end: Date): Promise<number> {
  const eligible = await contractsInForce(db, kind, end);
  let written = 0;
  for (const c of eligible) {
    let period: SettlementPeriod | null = periodOfName(name);
    let computed: Computed;
    if (kind === "dividend") {
      period = dividendPeriodEnding((c.terms as DividendTerms).period, name.slice(0, 10));
      if (!period) continue;
      computed = await dividend(db, c.id, c.memberId, c.terms as DividendTerms, period);
    } else if (kind === "realtimeSalary") computed = await realtime(db, c.memberId, c.terms as RealtimeTerms, period);
    else computed = await salary(db, c.memberId, c.terms as SalaryTerms, period);
    const inserted = await db
      .insert(contractSettlements)
      .values({
        contractId: c.id,
        kind,
        period: period.key,
        periodStart: period.start,
        periodEnd: period.end,
        payeeId: c.memberId,
        payerId: c.uplineId,
        version: c.version,
        level: c.level,
        inputs: computed.inputs,
        amount: computed.amount,
        state: computed.amount > 0n ? "due" : "nothing",
      })
      .onConflictDoNothing()
      .returning({ id: contractSettlements.id });
    written += inserted.length;
  }
  return written;
}
