import { and, eq, inArray, sql } from "drizzle-orm";
import type { EventMarket } from "../../../contract/answers/events.js";
import {
  gameOfSport,
  type EventInput,
  type FeedMessage,
  type MarketChange,
  type MarketInput,
} from "../../../contract/events.js";
import { oddsMilli } from "../../../contract/odds.js";
import type { Db, Tx } from "../../db/connect.js";
import { forgetReads } from "../../db/read-cache.js";
import { AppError } from "../errors.js";
import { gradeMarket } from "./grade.js";
import { eventCancels, eventFeedLog, eventMarkets, eventOutcomes, sportsEvents } from "./schema.js";
import { settleMarkets, type SettlementCounts } from "./settlement.js";
import { eventByRef, eventViews, lockMarkets, type EventRow, type MarketRow } from "./views.js";

// The feed (reference/sportsbook.md §2.1 S1): the operator and any outside feed send the same messages
// — a fixture, a status, an odds change, a bet stop or start, a settlement, its rollback, a cancel (with a time
// window) and its rollback. Each is applied in one transaction under its event's row lock and logged as received;
// a message that changes what outcomes are worth raises its markets' versions, and their bets are evaluated again
// right after (settlement.ts), the job settlePending finishing what a crash left.

export type FeedSource = { kind: "operator" | "feed" | "sandbox"; actor: string };
export type FeedAnswer = {
  ref: string;
  eventId: string;
  status: string;
  markets: EventMarket[];
  settlement: SettlementCounts | null;
};

/** A market's stakes unless the message sets them: 1,000.00 to 10,000,000.00 a bet, 30,000,000.00 a member. */
const DEFAULT_STAKES = { minStake: 100_000n, maxStake: 1_000_000_000n, maxPerMember: 3_000_000_000n };

const TWO_WAY = ["home", "away"];
const OUTCOMES: Record<MarketInput["type"], string[] | null> = {
  "1x2": ["home", "draw", "away"],
  winner: TWO_WAY,
  ah: TWO_WAY,
  ou: ["over", "under"],
  cs: null,
  map_winner: TWO_WAY,
  map_hcp: TWO_WAY,
};

/** What a market message must carry: the outcomes of its type, a line where the type has one, a map for map_winner. */
function marketProblem(m: MarketInput): string | null {
  const codes = Object.keys(m.odds);
  const wanted = OUTCOMES[m.type];
  if (wanted && (codes.length !== wanted.length || wanted.some((c) => !codes.includes(c))))
    return `${m.type} takes the outcomes ${wanted.join(", ")}`;
  if (!wanted && (codes.length < 2 || codes.some((c) => c !== "other" && !/^\d{1,2}:\d{1,2}$/.test(c))))
    return "cs takes at least two scores (h:a) and optionally other";
  if (["ah", "ou", "map_hcp"].includes(m.type) !== (m.line !== undefined))
    return `${m.type} ${m.line === undefined ? "needs" : "takes no"} line`;
  if (m.type === "ou" && Number(m.line) < 0) return "a total is not negative";
  if ((m.type === "map_winner") !== (m.map !== undefined))
    return `${m.type} ${m.map === undefined ? "needs" : "takes no"} map`;
  const min = m.minStake ? BigInt(m.minStake) : DEFAULT_STAKES.minStake;
  const max = m.maxStake ? BigInt(m.maxStake) : DEFAULT_STAKES.maxStake;
  const perMember = m.maxPerMember
    ? BigInt(m.maxPerMember)
    : max > DEFAULT_STAKES.maxPerMember
      ? max
      : DEFAULT_STAKES.maxPerMember;
  if (min <= 0n || min > max || max > perMember) return "stakes: 0 < minStake ≤ maxStake ≤ maxPerMember";
  return null;
}

const marketKey = (m: MarketInput) => `${m.type}|${m.line ?? ""}|${m.map ?? ""}|${m.phase}`;

/** Creates or updates the event's markets and their odds (a fixture or an odds change). */
async function putMarkets(tx: Tx, eventId: string, markets: MarketInput[]): Promise<void> {
  for (const [i, m] of markets.entries()) {
    const problem = marketProblem(m);
    if (problem) throw new AppError("VALIDATION", `Market ${marketKey(m)}: ${problem}`);
    const stakes = {
      ...(m.minStake ? { minStake: BigInt(m.minStake) } : {}),
      ...(m.maxStake ? { maxStake: BigInt(m.maxStake) } : {}),
      ...(m.maxPerMember ? { maxPerMember: BigInt(m.maxPerMember) } : {}),
    };
    const [market] = await tx
      .insert(eventMarkets)
      .values({
        eventId,
        type: m.type,
        line: m.line ?? null,
        map: m.map ?? null,
        phase: m.phase,
        key: marketKey(m),
        sequence: i,
        ...DEFAULT_STAKES,
        ...stakes,
      })
      .onConflictDoUpdate({
        target: [eventMarkets.eventId, eventMarkets.key],
        set: { ...stakes, updatedAt: new Date() },
      })
      .returning();
    if (market.status === "settled" || market.status === "cancelled")
      throw new AppError("STATE_CONFLICT", `Market ${market.key} is ${market.status}: its odds no longer change`);
    for (const [j, [code, odds]] of Object.entries(m.odds).entries()) {
      await tx
        .insert(eventOutcomes)
        .values({ marketId: market.id, code, oddsMilli: oddsMilli(odds), sequence: j })
        .onConflictDoUpdate({
          target: [eventOutcomes.marketId, eventOutcomes.code],
          set: { oddsMilli: oddsMilli(odds), active: true },
        });
    }
  }
}

async function putFixture(tx: Tx, input: EventInput, sandbox: boolean): Promise<EventRow> {
  const values = {
    game: gameOfSport(input.sport),
    sport: input.sport,
    competition: input.competition,
    home: input.home,
    away: input.away,
    startsAt: new Date(input.startsAt),
    sandbox,
  };
  const [event] = await tx
    .insert(sportsEvents)
    .values({ ref: input.ref, ...values })
    .onConflictDoUpdate({
      target: sportsEvents.ref,
      set: { ...values, updatedAt: new Date() },
      where: sql`${sportsEvents.status} = 'not_started'`,
    })
    .returning();
  const found = event ?? (await eventByRef(tx, input.ref));
  if (!found) throw new AppError("STATE_CONFLICT", `Event ${input.ref} could not be written`);
  if (!event)
    throw new AppError("STATE_CONFLICT", `Event ${input.ref} is ${found.status}: its fixture no longer changes`);
  await putMarkets(tx, found.id, input.markets);
  return found;
}

/** The event's markets the message names (all when it names none); a name of another event's market is refused. */
async function namedMarkets(tx: Tx, event: EventRow, ids: string[] | undefined): Promise<MarketRow[]> {
  const rows = await tx
    .select()
    .from(eventMarkets)
    .where(and(eq(eventMarkets.eventId, event.id), ids ? inArray(eventMarkets.id, ids) : undefined))
    // No key update: a bet taking these rows' keys for its legs (a foreign key's share lock) is not held up by it.
    .for("no key update");
  if (ids && rows.length !== new Set(ids).size)
    throw new AppError("NOT_FOUND", `Not every market named is a market of ${event.ref}`);
  return rows;
}

/** Raises the markets' version for `change` (its reason kept for the bets' history, ADR 0064), with any other column `set`. */
const bump = (
  tx: Tx,
  ids: string[],
  change: { kind: MarketChange; reason: string },
  set: Partial<typeof eventMarkets.$inferInsert> = {},
) =>
  ids.length
    ? tx
        .update(eventMarkets)
        .set({
          ...set,
          change: { ...change, at: new Date().toISOString() },
          version: sql`${eventMarkets.version} + 1`,
          updatedAt: new Date(),
        })
        .where(inArray(eventMarkets.id, ids))
    : Promise.resolve();

/** Applies one message; answers the event with its markets and, when results changed, what its bets did. */
export async function applyFeedMessage(db: Db, message: FeedMessage, source: FeedSource): Promise<FeedAnswer> {
  const ref = message.type === "fixture" ? message.event.ref : message.ref;
  const { event, changed } = await db.transaction(async (tx) => {
    await tx.insert(eventFeedLog).values({
      source: source.kind,
      actor: source.actor,
      type: message.type,
      ref,
      message: message as unknown as Record<string, unknown>,
    });
    // The event's messages one at a time; a bet's legs naming the event (its key) pass, so no bet and message deadlock.
    const [locked] = await tx.select().from(sportsEvents).where(eq(sportsEvents.ref, ref)).for("no key update");
    if (locked) {
      const markets = await tx
        .select({ id: eventMarkets.id })
        .from(eventMarkets)
        .where(eq(eventMarkets.eventId, locked.id));
      await lockMarkets(
        tx,
        markets.map((m) => m.id),
        "exclusive",
      );
    }
    if (message.type === "fixture")
      return { event: await putFixture(tx, message.event, source.kind === "sandbox"), changed: [] as string[] };
    if (!locked) throw new AppError("NOT_FOUND", `No event ${ref}`);
    return { event: locked, changed: await apply(tx, locked, message) };
  });
  forgetReads(db);
  const settlement = changed.length ? await settleMarkets(db, changed) : null;
  const fresh = (await eventByRef(db, ref)) ?? event;
  const [view] = await eventViews(db, [fresh], new Date());
  return { ref, eventId: fresh.id, status: fresh.status, markets: view.markets, settlement };
}

/** A settlement taken back: the named markets' results cleared, each market back to its status before. */
async function rollbackSettlement(
  tx: Tx,
  event: EventRow,
  message: Extract<FeedMessage, { type: "rollback_settlement" }>,
): Promise<string[]> {
  const markets = (await namedMarkets(tx, event, message.marketIds)).filter((m) => m.status === "settled");
  const ids = markets.map((m) => m.id);
  if (ids.length)
    await tx
      .update(eventOutcomes)
      .set({ result: null, voidFactor: null, deadHeatFactor: null })
      .where(inArray(eventOutcomes.marketId, ids));
  for (const m of markets)
    await bump(
      tx,
      [m.id],
      { kind: "rollback_settlement", reason: message.reason },
      { status: m.statusBefore ?? "closed", statusBefore: null },
    );
  return ids;
}

/** A cancel taken back: its windows ended, each cancelled market back to its status before. */
async function rollbackCancel(
  tx: Tx,
  event: EventRow,
  message: Extract<FeedMessage, { type: "rollback_cancel" }>,
): Promise<string[]> {
  const markets = await namedMarkets(tx, event, message.marketIds);
  const ids = markets.map((m) => m.id);
  if (!ids.length) return [];
  const windows = await tx
    .update(eventCancels)
    .set({ active: false })
    .where(and(inArray(eventCancels.marketId, ids), eq(eventCancels.active, true)))
    .returning({ marketId: eventCancels.marketId });
  const touched = markets.filter((m) => m.status === "cancelled" || windows.some((w) => w.marketId === m.id));
  const change = { kind: "rollback_cancel", reason: message.reason } as const;
  for (const m of touched)
    await bump(
      tx,
      [m.id],
      change,
      m.status === "cancelled" ? { status: m.statusBefore ?? "closed", statusBefore: null } : {},
    );
  return touched.map((m) => m.id);
}

/** The message's change under the event's lock; answers the markets whose results changed. */
async function apply(tx: Tx, event: EventRow, message: Exclude<FeedMessage, { type: "fixture" }>): Promise<string[]> {
  switch (message.type) {
    case "status": {
      if (event.status === "cancelled" || (event.status === "ended" && message.status !== "ended"))
        throw new AppError("STATE_CONFLICT", `Event ${event.ref} is ${event.status}`);
      await tx
        .update(sportsEvents)
        .set({
          status: message.status,
          ...(message.startsAt ? { startsAt: new Date(message.startsAt) } : {}),
          updatedAt: new Date(),
        })
        .where(eq(sportsEvents.id, event.id));
      if (message.status !== "cancelled") return [];
      // A cancelled event voids every bet on it.
      return cancelMarkets(tx, await namedMarkets(tx, event, undefined), null, null, {
        kind: "event_cancelled",
        reason: "",
      });
    }
    case "odds_change":
      if (event.status === "ended" || event.status === "cancelled")
        throw new AppError("STATE_CONFLICT", `Event ${event.ref} is ${event.status}`);
      await putMarkets(tx, event.id, message.markets);
      return [];
    case "bet_stop":
    case "bet_start": {
      const [from, to] = message.type === "bet_stop" ? ["active", "suspended"] : ["suspended", "active"];
      const markets = (await namedMarkets(tx, event, message.marketIds)).filter((m) => m.status === from);
      if (markets.length)
        await tx
          .update(eventMarkets)
          // The moment the change took the markets' rows (after the bets in flight): no bet is taken after it.
          .set({ status: to, updatedAt: sql`clock_timestamp()` })
          .where(
            inArray(
              eventMarkets.id,
              markets.map((m) => m.id),
            ),
          );
      return [];
    }
    case "settlement":
      return settle(tx, event, message);
    case "rollback_settlement":
      return rollbackSettlement(tx, event, message);
    case "cancel": {
      const from = message.from ? new Date(message.from) : null;
      const to = message.to ? new Date(message.to) : null;
      if (from && to && from >= to) throw new AppError("VALIDATION", "A cancel window ends after it starts");
      return cancelMarkets(tx, await namedMarkets(tx, event, message.marketIds), from, to, {
        kind: "cancel",
        reason: message.reason,
      });
    }
    case "rollback_cancel":
      return rollbackCancel(tx, event, message);
  }
}

async function cancelMarkets(
  tx: Tx,
  markets: MarketRow[],
  from: Date | null,
  to: Date | null,
  change: { kind: "cancel" | "event_cancelled"; reason: string },
): Promise<string[]> {
  const open = markets.filter((m) => m.status !== "cancelled");
  if (!from && !to) {
    for (const m of open) await bump(tx, [m.id], change, { status: "cancelled", statusBefore: m.status });
    return open.map((m) => m.id);
  }
  for (const m of open) await tx.insert(eventCancels).values({ marketId: m.id, from, to, reason: change.reason });
  await bump(
    tx,
    open.map((m) => m.id),
    change,
  );
  return open.map((m) => m.id);
}

/** A settlement: from the final score every market is graded; or the outcomes' settlements as the feed gives them. */
async function settle(
  tx: Tx,
  event: EventRow,
  message: Extract<FeedMessage, { type: "settlement" }>,
): Promise<string[]> {
  if (!message.score && !message.outcomes)
    throw new AppError("VALIDATION", "A settlement carries a score or the outcomes' results");
  if (event.status === "cancelled") throw new AppError("STATE_CONFLICT", `Event ${event.ref} is cancelled`);
  const markets = (await namedMarkets(tx, event, undefined)).filter((m) => m.status !== "cancelled");
  const outcomes = markets.length
    ? await tx
        .select()
        .from(eventOutcomes)
        .where(
          inArray(
            eventOutcomes.marketId,
            markets.map((m) => m.id),
          ),
        )
    : [];
  const given = message.outcomes ?? {};
  const unknown = Object.keys(given).filter((id) => !outcomes.some((o) => o.id === id));
  if (unknown.length) throw new AppError("NOT_FOUND", `Not outcomes of ${event.ref}: ${unknown.join(", ")}`);
  const changed: string[] = [];
  for (const m of markets) {
    const mine = outcomes.filter((o) => o.marketId === m.id);
    const graded = message.score
      ? gradeMarket(
          { type: m.type as MarketInput["type"], line: m.line, map: m.map },
          mine.map((o) => o.code),
          message.score,
        )
      : null;
    const explicit = mine.some((o) => given[o.id]);
    if (!graded && !explicit) continue;
    for (const o of mine) {
      const s = given[o.id] ?? graded?.get(o.code) ?? { result: "lose", voidFactor: "0", deadHeatFactor: "1" };
      await tx
        .update(eventOutcomes)
        .set({ result: s.result, voidFactor: s.voidFactor, deadHeatFactor: s.deadHeatFactor })
        .where(eq(eventOutcomes.id, o.id));
    }
    // A settled market settled again is a correction: its bets show it with the message's reason.
    await bump(
      tx,
      [m.id],
      { kind: m.status === "settled" ? "correction" : "settlement", reason: message.reason },
      { status: "settled", statusBefore: m.status === "settled" ? m.statusBefore : m.status },
    );
    changed.push(m.id);
  }
  await tx
    .update(sportsEvents)
    .set({ status: "ended", ...(message.score ? { score: message.score } : {}), updatedAt: new Date() })
    .where(eq(sportsEvents.id, event.id));
  return changed;
}
