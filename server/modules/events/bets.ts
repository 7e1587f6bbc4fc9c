import { and, asc, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { BetLeg, EventBet, SlipSelection } from "../../../contract/answers/events.js";
import type { BetRequest, EventGame, EventSport, MarketType, OddsFormat } from "../../../contract/events.js";
import { formatOdds, oddsMilli } from "../../../contract/odds.js";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { required } from "../../required.js";
import { takeStake } from "../vendors/index.js";
import {
  eventBetLegs,
  eventBets,
  eventMarkets,
  eventMemberSettings,
  eventMemberStakes,
  eventOutcomes,
  sportsEvents,
} from "./schema.js";
import { EVENTS_VENDOR } from "./settlement.js";
import { combinedOdds, potentialReturn } from "../../../contract/money/parlay.js";
import { lockMarkets, marketOpen } from "./views.js";

// Bets (DESIGN §10 "Acceptance in one transaction"): a single or a parlay of 2–10 legs, each of a
// different event, accepted only in the transaction that takes the stake — with the markets and outcomes it names
// share-locked, so a bet stop, a suspension or an odds change waits for the bets already in flight and every bet
// after it sees it — at the odds the member saw (else ODDS_CHANGED with the new ones), within the markets' stakes
// and the member's limit per market. The member's bets are taken one at a time (an advisory lock), so a resent
// form finds the bet the first one made.

const MEMBER_LOCK = 56;

const selectionColumns = {
  outcome: eventOutcomes,
  market: eventMarkets,
  event: sportsEvents,
};

type Selected = {
  outcome: typeof eventOutcomes.$inferSelect;
  market: typeof eventMarkets.$inferSelect;
  event: typeof sportsEvents.$inferSelect;
};

function selectionView(s: Selected, now: Date): SlipSelection {
  return {
    eventId: s.event.id,
    event: {
      home: s.event.home,
      away: s.event.away,
      sport: s.event.sport as EventSport,
      competition: s.event.competition,
      startsAt: s.event.startsAt.toISOString(),
    },
    marketId: s.market.id,
    marketType: s.market.type as MarketType,
    line: s.market.line,
    map: s.market.map,
    outcomeId: s.outcome.id,
    outcome: s.outcome.code,
    odds: formatOdds(s.outcome.oddsMilli),
    open: s.outcome.active && marketOpen(s.market, s.event, now),
    minStake: s.market.minStake.toString(),
    maxStake: s.market.maxStake.toString(),
  };
}

/** The slip's selections as they stand now (unknown ids are left out), in the order asked. */
export async function slipSelections(db: Db, ids: string[]): Promise<SlipSelection[]> {
  if (!ids.length) return [];
  const rows = await db
    .select(selectionColumns)
    .from(eventOutcomes)
    .innerJoin(eventMarkets, eq(eventMarkets.id, eventOutcomes.marketId))
    .innerJoin(sportsEvents, eq(sportsEvents.id, eventMarkets.eventId))
    .where(inArray(eventOutcomes.id, ids));
  const now = new Date();
  return ids.flatMap((id) => {
    const row = rows.find((r) => r.outcome.id === id);
    return row ? [selectionView(row, now)] : [];
  });
}

async function earlierBet(tx: Tx, memberId: string, requestKey: string) {
  return (
    await tx
      .select({ id: eventBets.id })
      .from(eventBets)
      .where(and(eq(eventBets.memberId, memberId), eq(eventBets.requestKey, requestKey)))
  )[0];
}

/** Takes a bet; a resend of the same form (its requestKey) answers the bet the first one made. */
export async function placeBet(db: Db, memberId: string, input: BetRequest): Promise<EventBet> {
  const stake = BigInt(input.stake);
  const ids = input.selections.map((s) => s.outcomeId);
  const betId = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MEMBER_LOCK}, hashtext(${memberId}))`);
    const before = await earlierBet(tx, memberId, input.requestKey);
    if (before) return before.id;
    const named = await tx
      .select({ marketId: eventOutcomes.marketId })
      .from(eventOutcomes)
      .where(inArray(eventOutcomes.id, ids));
    await lockMarkets(
      tx,
      named.map((n) => n.marketId),
      "shared",
    );
    const rows = await tx
      .select(selectionColumns)
      .from(eventOutcomes)
      .innerJoin(eventMarkets, eq(eventMarkets.id, eventOutcomes.marketId))
      .innerJoin(sportsEvents, eq(sportsEvents.id, eventMarkets.eventId))
      .where(inArray(eventOutcomes.id, ids))
      .orderBy(asc(eventMarkets.id), asc(eventOutcomes.id))
      .for("share", { of: [eventMarkets, eventOutcomes] });
    if (rows.length !== ids.length) throw new AppError("NOT_FOUND", "A selection is no longer offered");
    // Judged after the locks, at the database's clock: a stop or a kick-off cannot slip in between.
    const clock = (await tx.execute(sql`select clock_timestamp() as now`)) as unknown as {
      rows: { now: string | Date }[];
    };
    const at = new Date(required(clock.rows[0], "the database's clock").now);
    const selected = ids.map((id) =>
      required(
        rows.find((r) => r.outcome.id === id),
        `selection ${id}`,
      ),
    );
    const closed = selected.filter((s) => !s.outcome.active || !marketOpen(s.market, s.event, at));
    if (closed.length)
      throw new AppError("MARKET_CLOSED", "A selection no longer takes bets", {
        outcomeIds: closed.map((s) => s.outcome.id),
      });
    const moved = selected.filter((s, i) => s.outcome.oddsMilli !== oddsMilli(input.selections[i].odds));
    if (moved.length) {
      throw new AppError("ODDS_CHANGED", "The odds changed since the slip was built", {
        changes: selected.map((s) => ({ outcomeId: s.outcome.id, odds: formatOdds(s.outcome.oddsMilli), open: true })),
      });
    }
    if (new Set(selected.map((s) => s.event.id)).size !== selected.length)
      throw new AppError("SAME_EVENT", "Two legs of one event cannot be in one parlay");
    const games = new Set(selected.map((s) => s.event.game));
    if (games.size !== 1) throw new AppError("SELECTION_INVALID", "A parlay is of sports or of e-sports, not both");
    const min = selected.reduce((m, s) => (s.market.minStake > m ? s.market.minStake : m), 0n);
    const max = selected.reduce((m, s) => (s.market.maxStake < m ? s.market.maxStake : m), selected[0].market.maxStake);
    if (stake < min || stake > max)
      throw new AppError("AMOUNT_OUT_OF_RANGE", `A stake from ${min} to ${max}`, {
        min: min.toString(),
        max: max.toString(),
      });
    for (const s of selected) {
      const [held] = await tx
        .insert(eventMemberStakes)
        .values({ marketId: s.market.id, memberId, stake })
        .onConflictDoUpdate({
          target: [eventMemberStakes.marketId, eventMemberStakes.memberId],
          set: { stake: sql`${eventMemberStakes.stake} + ${stake}` },
        })
        .returning({ stake: eventMemberStakes.stake });
      if (held.stake > s.market.maxPerMember) {
        const left = s.market.maxPerMember - (held.stake - stake);
        throw new AppError("MEMBER_MARKET_LIMIT", "Your stakes on this market reached its limit", {
          max: s.market.maxPerMember.toString(),
          left: (left > 0n ? left : 0n).toString(),
        });
      }
    }
    const legsOdds = selected.map((s) => s.outcome.oddsMilli);
    const game = selected[0].event.game as EventGame;
    const [bet] = await tx
      .insert(eventBets)
      .values({
        memberId,
        game,
        kind: selected.length === 1 ? "single" : "parlay",
        stake,
        oddsMilli: combinedOdds(legsOdds),
        potential: potentialReturn(stake, legsOdds),
        requestKey: input.requestKey,
        placedAt: at,
      })
      .returning({ id: eventBets.id });
    await tx.insert(eventBetLegs).values(
      selected.map((s, i) => ({
        betId: bet.id,
        seq: i + 1,
        eventId: s.event.id,
        marketId: s.market.id,
        outcomeId: s.outcome.id,
        oddsMilli: s.outcome.oddsMilli,
      })),
    );
    await takeStake(tx, { vendor: EVENTS_VENDOR, roundId: bet.id, memberId, gameCode: game }, stake);
    return bet.id;
  });
  return required((await betViews(db, [betId]))[0], `bet ${betId}`);
}

export async function betViews(db: Db | Tx, ids: string[]): Promise<EventBet[]> {
  if (!ids.length) return [];
  const [bets, legs] = await Promise.all([
    db.select().from(eventBets).where(inArray(eventBets.id, ids)),
    db
      .select({
        leg: eventBetLegs,
        outcome: { code: eventOutcomes.code },
        market: { type: eventMarkets.type, line: eventMarkets.line, map: eventMarkets.map },
        event: sportsEvents,
      })
      .from(eventBetLegs)
      .innerJoin(eventOutcomes, eq(eventOutcomes.id, eventBetLegs.outcomeId))
      .innerJoin(eventMarkets, eq(eventMarkets.id, eventBetLegs.marketId))
      .innerJoin(sportsEvents, eq(sportsEvents.id, eventBetLegs.eventId))
      .where(inArray(eventBetLegs.betId, ids))
      .orderBy(asc(eventBetLegs.seq)),
  ]);
  return ids.flatMap((id) => {
    const bet = bets.find((b) => b.id === id);
    if (!bet) return [];
    return [
      {
        id: bet.id,
        game: bet.game as EventGame,
        kind: bet.kind as EventBet["kind"],
        stake: bet.stake.toString(),
        potentialReturn: bet.potential.toString(),
        odds: formatOdds(bet.oddsMilli),
        status: bet.status as EventBet["status"],
        returned: bet.returned?.toString() ?? null,
        settlementVersion: bet.version,
        placedAt: bet.placedAt.toISOString(),
        settledAt: bet.settledAt?.toISOString() ?? null,
        legs: legs
          .filter((l) => l.leg.betId === id)
          .map(({ leg, outcome, market, event }): BetLeg => ({
            eventId: event.id,
            event: {
              home: event.home,
              away: event.away,
              sport: event.sport as EventSport,
              competition: event.competition,
              startsAt: event.startsAt.toISOString(),
            },
            marketId: leg.marketId,
            marketType: market.type as MarketType,
            line: market.line,
            map: market.map,
            outcomeId: leg.outcomeId,
            outcome: outcome.code,
            odds: formatOdds(leg.oddsMilli),
            status: leg.state as BetLeg["status"],
            factor: leg.factor,
            facts: leg.facts ?? null,
          })),
        history: bet.history,
      },
    ];
  });
}

/** The member's bets, newest first: open (a leg still to settle) or settled. */
export async function memberBets(
  db: Db,
  memberId: string,
  query: { status?: "open" | "settled"; betId?: string; pageNo: number; pageSize: number },
) {
  const where = and(
    eq(eventBets.memberId, memberId),
    query.status === "open"
      ? eq(eventBets.status, "open")
      : query.status === "settled"
        ? ne(eventBets.status, "open")
        : undefined,
    query.betId ? eq(eventBets.id, query.betId) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: eventBets.id })
      .from(eventBets)
      .where(where)
      .orderBy(desc(eventBets.placedAt), desc(eventBets.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(eventBets).where(where),
  ]);
  return {
    list: await betViews(
      db,
      rows.map((r) => r.id),
    ),
    total: counted?.total ?? 0,
  };
}

export async function oddsFormatOf(db: Db, memberId: string): Promise<{ oddsFormat: OddsFormat }> {
  const [row] = await db
    .select({ oddsFormat: eventMemberSettings.oddsFormat })
    .from(eventMemberSettings)
    .where(eq(eventMemberSettings.memberId, memberId));
  return { oddsFormat: (row?.oddsFormat ?? "decimal") as OddsFormat };
}

export async function setOddsFormat(
  db: Db,
  memberId: string,
  oddsFormat: OddsFormat,
): Promise<{ oddsFormat: OddsFormat }> {
  await db
    .insert(eventMemberSettings)
    .values({ memberId, oddsFormat })
    .onConflictDoUpdate({ target: eventMemberSettings.memberId, set: { oddsFormat, updatedAt: new Date() } });
  return { oddsFormat };
}
