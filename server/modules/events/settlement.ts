import { and, asc, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { BetChange, LegFacts } from "../../../contract/answers/events.js";
import type { Db, Tx } from "../../db/connect.js";
import { payRound, reopenRound, resettleRound, type HouseRound } from "../vendors/index.js";
import { eventBetLegs, eventBets, eventCancels, eventMarkets, eventOutcomes, sportsEvents } from "./schema.js";
import { betReturn, formatFactor, inCancelWindow, legFactor, legState, type LegSettlement } from "./settle.js";

// Settlement (DESIGN §10 "Settlement exactly once, reversibly"; ADR 0056). Every change of what a
// market's outcomes are worth — a settlement, its rollback, a cancel window, its rollback — raises the market's
// version; then each bet with a leg on it is evaluated again, one bet per transaction under the bet's row lock:
// its legs read from the current results (a cancelled market or a cancel window covering the bet's time makes a
// leg void), and when they are all known the bet is paid through the wallet, keyed by (bet, version) — the first
// payment `<bet>:win`, a changed result a resettlement (`<bet>:win:v<n>`, the old payment reversed), a rollback
// that leaves a leg unknown a reopening (every payment reversed, the bet open again). An evaluation that finds
// what was already paid changes nothing, so a settlement run twice pays once and one killed mid-way is resumed by
// settlePending from where it stopped.

export const EVENTS_VENDOR = "EVENTS";
/** Bets with odds below this are settled but count no valid bet (DESIGN §10). */
export const VALID_BET_MIN_ODDS = 1750n;
const VOID: LegSettlement = { result: "lose", voidFactor: "1", deadHeatFactor: "1" };
const BATCH = 200;

export type SettlementCounts = { settled: number; resettled: number; reopened: number; unchanged: number };
export const noCounts = (): SettlementCounts => ({ settled: 0, resettled: 0, reopened: 0, unchanged: 0 });
export const addCounts = (a: SettlementCounts, b: SettlementCounts): SettlementCounts => ({
  settled: a.settled + b.settled,
  resettled: a.resettled + b.resettled,
  reopened: a.reopened + b.reopened,
  unchanged: a.unchanged + b.unchanged,
});

type BetRow = typeof eventBets.$inferSelect;
type Outcome = "settled" | "resettled" | "reopened" | "unchanged";

async function legsOf(tx: Tx, bet: BetRow) {
  const legs = await tx
    .select({
      seq: eventBetLegs.seq,
      oddsMilli: eventBetLegs.oddsMilli,
      state: eventBetLegs.state,
      factor: eventBetLegs.factor,
      facts: eventBetLegs.facts,
      marketId: eventBetLegs.marketId,
      marketStatus: eventMarkets.status,
      change: eventMarkets.change,
      score: sportsEvents.score,
      result: eventOutcomes.result,
      voidFactor: eventOutcomes.voidFactor,
      deadHeatFactor: eventOutcomes.deadHeatFactor,
      code: eventOutcomes.code,
      type: eventMarkets.type,
      line: eventMarkets.line,
      home: sportsEvents.home,
      away: sportsEvents.away,
    })
    .from(eventBetLegs)
    .innerJoin(eventOutcomes, eq(eventOutcomes.id, eventBetLegs.outcomeId))
    .innerJoin(eventMarkets, eq(eventMarkets.id, eventBetLegs.marketId))
    .innerJoin(sportsEvents, eq(sportsEvents.id, eventBetLegs.eventId))
    .where(eq(eventBetLegs.betId, bet.id))
    .orderBy(asc(eventBetLegs.seq));
  const cancels = await tx
    .select()
    .from(eventCancels)
    .where(
      and(
        inArray(
          eventCancels.marketId,
          legs.map((l) => l.marketId),
        ),
        eq(eventCancels.active, true),
      ),
    );
  return legs.map((leg) => {
    const window = cancels.find(
      (c) => c.marketId === leg.marketId && inCancelWindow(bet.placedAt, { from: c.from, to: c.to }),
    );
    const voided: LegFacts["voided"] =
      leg.marketStatus === "cancelled"
        ? {
            cause: leg.change?.kind === "event_cancelled" ? "event_cancelled" : "market_cancelled",
            reason: leg.change?.reason ?? "",
            from: null,
            to: null,
          }
        : window
          ? {
              cause: "cancel_window",
              reason: window.reason,
              from: window.from?.toISOString() ?? null,
              to: window.to?.toISOString() ?? null,
            }
          : null;
    const outcome: LegSettlement | null = leg.result
      ? {
          result: leg.result as "win" | "lose",
          voidFactor: (leg.voidFactor ?? "0") as LegSettlement["voidFactor"],
          deadHeatFactor: leg.deadHeatFactor ?? "1",
        }
      : null;
    const settlement = voided ? VOID : outcome;
    // What decided the leg, as the member is shown it (ADR 0064): the score, the outcome's settlement, a void's cause.
    const facts: LegFacts | null = settlement
      ? {
          score: leg.score ? { home: leg.score.home, away: leg.score.away, periods: leg.score.periods ?? [] } : null,
          settlement: voided ? null : outcome,
          voided,
        }
      : null;
    return { ...leg, settlement, newFacts: facts };
  });
}

/** The same facts, whatever order a jsonb column gave their keys. */
const sameFacts = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(",")}]`
    : value && typeof value === "object"
      ? `{${Object.keys(value)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
          .join(",")}}`
      : JSON.stringify(value ?? null);

type MarketChangeRow = (typeof eventMarkets.$inferSelect)["change"];

/** The latest change among the bet's markets: what made this evaluation differ from the last one. */
function causeOf(legs: { change: MarketChangeRow }[]): BetChange["cause"] {
  const latest = legs.map((l) => l.change).reduce<MarketChangeRow>((a, c) => (c && (!a || c.at > a.at) ? c : a), null);
  return latest ? { kind: latest.kind, reason: latest.reason } : null;
}

/** Evaluates one bet against its markets' current results and pays what changed; see the file's comment. */
export async function evaluateBet(db: Db, betId: string): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [bet] = await tx.select().from(eventBets).where(eq(eventBets.id, betId)).for("update");
    if (!bet) return "unchanged";
    const legs = await legsOf(tx, bet);
    const round: HouseRound = { vendor: EVENTS_VENDOR, roundId: bet.id, memberId: bet.memberId, gameCode: bet.game };
    const known = legs.filter((l) => l.settlement !== null);
    const result =
      known.length === legs.length
        ? betReturn(
            bet.stake,
            known.map((l) => ({ oddsMilli: l.oddsMilli, settlement: l.settlement as LegSettlement })),
          )
        : null;
    // Each leg shows what it is known to be now, even while others of a parlay wait.
    const states = legs.map((l) =>
      l.settlement
        ? { state: legState(l.settlement), factor: formatFactor(legFactor(l.oddsMilli, l.settlement)) }
        : { state: "open", factor: null },
    );
    const legsChanged = legs.some((l, i) => l.state !== states[i].state || l.factor !== states[i].factor);
    for (const [i, l] of legs.entries()) {
      // A score corrected without changing what the leg returns updates its facts, not its payment.
      if (l.state !== states[i].state || l.factor !== states[i].factor || !sameFacts(l.facts, l.newFacts))
        await tx
          .update(eventBetLegs)
          .set({ ...states[i], facts: l.newFacts })
          .where(and(eq(eventBetLegs.betId, bet.id), eq(eventBetLegs.seq, l.seq)));
    }
    const at = new Date();
    const entry = (
      change: BetChange["change"],
      status: BetChange["status"],
      returned: bigint | null,
      version: number,
    ): BetChange => ({
      version,
      change,
      status,
      returned: returned?.toString() ?? null,
      before: bet.returned?.toString() ?? null,
      cause: causeOf(legs),
      at: at.toISOString(),
    });
    if (!result) {
      if (bet.status === "open") return "unchanged";
      await reopenRound(tx, round);
      await tx
        .update(eventBets)
        .set({
          status: "open",
          returned: null,
          settledAt: null,
          history: [...bet.history, entry("reopened", "open", null, bet.version)],
        })
        .where(eq(eventBets.id, bet.id));
      return "reopened";
    }
    const status = result.allVoid ? "void" : result.amount > bet.stake ? "won" : "lost";
    if (bet.status !== "open" && !legsChanged && bet.returned === result.amount && bet.status === status)
      return "unchanged";
    const version = bet.version + 1;
    const detail = {
      kind: bet.kind,
      odds: bet.oddsMilli.toString(),
      status,
      version,
      legs: legs.map((l, i) => ({
        market: l.type,
        line: l.line,
        outcome: l.code,
        event: `${l.home} – ${l.away}`,
        odds: l.oddsMilli.toString(),
        state: states[i].state,
        factor: states[i].factor,
      })),
      // The valid-bet rule's reason (games/valid-bet.ts): odds below 1.75 count no valid bet.
      ...(bet.oddsMilli < VALID_BET_MIN_ODDS ? { validBet: "LOW_ODDS" } : {}),
    };
    if (bet.status === "open") await payRound(tx, round, result.amount, detail, version);
    else await resettleRound(tx, round, result.amount, version, detail);
    // The single winner: only the holder of the bet's lock at this version writes the next one.
    const moved = await tx
      .update(eventBets)
      .set({
        status,
        returned: result.amount,
        version,
        settledAt: at,
        history: [
          ...bet.history,
          entry(bet.status === "open" ? "settled" : "resettled", status, result.amount, version),
        ],
      })
      .where(and(eq(eventBets.id, bet.id), eq(eventBets.version, bet.version)))
      .returning({ id: eventBets.id });
    if (!moved.length) throw new Error(`bet ${bet.id} changed under its lock`);
    return bet.status === "open" ? "settled" : "resettled";
  });
}

/** Evaluates every bet with a leg on the market, in batches, then records the version as done. */
export async function settleMarket(db: Db, marketId: string): Promise<SettlementCounts> {
  const [market] = await db
    .select({ version: eventMarkets.version })
    .from(eventMarkets)
    .where(eq(eventMarkets.id, marketId));
  if (!market) return noCounts();
  const counts = noCounts();
  let after = "00000000-0000-0000-0000-000000000000";
  for (;;) {
    const rows = await db
      .selectDistinct({ betId: eventBetLegs.betId })
      .from(eventBetLegs)
      .where(and(eq(eventBetLegs.marketId, marketId), gt(eventBetLegs.betId, after)))
      .orderBy(asc(eventBetLegs.betId))
      .limit(BATCH);
    for (const { betId } of rows) counts[await evaluateBet(db, betId)] += 1;
    if (rows.length < BATCH) break;
    after = rows[rows.length - 1].betId;
  }
  await db
    .update(eventMarkets)
    .set({ doneVersion: sql`greatest(${eventMarkets.doneVersion}, ${market.version})` })
    .where(eq(eventMarkets.id, marketId));
  return counts;
}

export async function settleMarkets(db: Db, marketIds: string[]): Promise<SettlementCounts> {
  let counts = noCounts();
  for (const id of marketIds) counts = addCounts(counts, await settleMarket(db, id));
  return counts;
}

/** The catch-up (job events-settlement): markets whose last change has not been carried to every bet yet. */
export async function settlePending(db: Db): Promise<SettlementCounts> {
  const pending = await db
    .select({ id: eventMarkets.id })
    .from(eventMarkets)
    .where(lt(eventMarkets.doneVersion, eventMarkets.version))
    .limit(500);
  return settleMarkets(
    db,
    pending.map((m) => m.id),
  );
}
