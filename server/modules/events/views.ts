import { asc, eq, inArray, sql } from "drizzle-orm";
import type { EventMarket, EventOutcome, SportsEvent } from "../../../contract/answers/events.js";
import type {
  EventGame,
  EventSport,
  EventStatus,
  MarketPhase,
  MarketStatus,
  MarketType,
} from "../../../contract/events.js";
import { formatOdds } from "../../../contract/odds.js";
import type { Db, Tx } from "../../db/connect.js";
import { eventMarkets, eventOutcomes, sportsEvents } from "./schema.js";

// How events, markets and outcomes read (contract/answers/events.ts), and the one rule of when a market takes a bet.

/** Rows grouped by a key (Node 20 has no Map.groupBy). */
export function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

export type EventRow = typeof sportsEvents.$inferSelect;
export type MarketRow = typeof eventMarkets.$inferSelect;
export type OutcomeRow = typeof eventOutcomes.$inferSelect;

/**
 * A market takes a bet while it is active and, pre-match, its event has not started (by status and by the clock:
 * a late start message cannot let a bet in after kick-off), or, live, while its event is live.
 */
export function marketOpen(
  market: Pick<MarketRow, "status" | "phase">,
  event: Pick<EventRow, "status" | "startsAt">,
  now: Date,
): boolean {
  if (market.status !== "active") return false;
  return market.phase === "prematch" ? event.status === "not_started" && event.startsAt > now : event.status === "live";
}

export function outcomeView(o: OutcomeRow): EventOutcome {
  return {
    id: o.id,
    code: o.code,
    odds: formatOdds(o.oddsMilli),
    active: o.active,
    result: o.result
      ? { result: o.result as "win" | "lose", voidFactor: o.voidFactor ?? "0", deadHeatFactor: o.deadHeatFactor ?? "1" }
      : null,
  };
}

export function marketView(m: MarketRow, event: EventRow, outcomes: OutcomeRow[], now: Date): EventMarket {
  const open = marketOpen(m, event, now);
  return {
    id: m.id,
    type: m.type as MarketType,
    line: m.line,
    map: m.map,
    phase: m.phase as MarketPhase,
    status: m.status as MarketStatus,
    open,
    minStake: m.minStake.toString(),
    maxStake: m.maxStake.toString(),
    outcomes: outcomes.map((o) => ({ ...outcomeView(o), active: o.active && open })),
  };
}

export function eventView(e: EventRow, markets: EventMarket[], marketCount: number): SportsEvent {
  return {
    id: e.id,
    ref: e.ref,
    game: e.game as EventGame,
    sport: e.sport as EventSport,
    competition: e.competition,
    home: e.home,
    away: e.away,
    startsAt: e.startsAt.toISOString(),
    status: e.status as EventStatus,
    score: e.score ? { home: e.score.home, away: e.score.away, periods: e.score.periods ?? [] } : null,
    sandbox: e.sandbox,
    markets,
    marketCount,
  };
}

/** The events with their markets (all, or those `keep` chooses), read in two queries whatever their number. */
export async function eventViews(
  db: Db | Tx,
  events: EventRow[],
  now: Date,
  keep: (m: MarketRow, e: EventRow) => boolean = () => true,
): Promise<SportsEvent[]> {
  if (!events.length) return [];
  const markets = await db
    .select()
    .from(eventMarkets)
    .where(
      inArray(
        eventMarkets.eventId,
        events.map((e) => e.id),
      ),
    )
    .orderBy(asc(eventMarkets.sequence), asc(eventMarkets.key));
  const outcomes = markets.length
    ? await db
        .select()
        .from(eventOutcomes)
        .where(
          inArray(
            eventOutcomes.marketId,
            markets.map((m) => m.id),
          ),
        )
        .orderBy(asc(eventOutcomes.sequence))
    : [];
  const byMarket = groupBy(outcomes, (o) => o.marketId);
  const byEvent = groupBy(markets, (m) => m.eventId);
  return events.map((e) => {
    const all = byEvent.get(e.id) ?? [];
    const shown = all.filter((m) => keep(m, e)).map((m) => marketView(m, e, byMarket.get(m.id) ?? [], now));
    return eventView(e, shown, all.length);
  });
}

export async function eventByRef(db: Db | Tx, ref: string): Promise<EventRow | undefined> {
  return (await db.select().from(sportsEvents).where(eq(sportsEvents.ref, ref)))[0];
}

export async function eventById(db: Db | Tx, id: string): Promise<EventRow | undefined> {
  return (await db.select().from(sportsEvents).where(eq(sportsEvents.id, id)))[0];
}

const MARKET_LOCK = 58;

/**
 * Takes the markets' advisory locks, in one order: shared by a bet being accepted, exclusive by a message that
 * changes them (a stop, odds, a result). Unlike row locks these queue fairly — a stop waits for the bets already in
 * flight, and every bet sent after it waits for the stop and then sees it — so a flood of bets cannot hold a bet
 * stop back (ADR 0056).
 */
export async function lockMarkets(tx: Tx, ids: string[], mode: "shared" | "exclusive"): Promise<void> {
  for (const id of [...new Set(ids)].sort()) {
    await tx.execute(
      mode === "shared"
        ? sql`select pg_advisory_xact_lock_shared(${MARKET_LOCK}, hashtext(${id}))`
        : sql`select pg_advisory_xact_lock(${MARKET_LOCK}, hashtext(${id}))`,
    );
  }
}
