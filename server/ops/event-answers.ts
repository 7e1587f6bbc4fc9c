// What the operator reads after `events …` (ADR 0056): events, markets with their outcome ids and odds,
// a feed message's effect and the counts of what the event's bets did.
import type { EventMarket, EventOutcome, SportsEvent } from "../../contract/answers/events.js";
import { type FeedMessage } from "../../contract/events.js";
import { formatMinor } from "../../contract/money.js";
import { formatOdds, oddsMilli } from "../../contract/odds.js";
import { type FeedAnswer } from "../modules/events/index.js";
import { sandboxMark } from "./event-command-words.js";
import type { EventsCommand, FeedVerb } from "./event-forms.js";

type Counts = NonNullable<FeedAnswer["settlement"]>;

const odds = (o: string) => formatOdds(oddsMilli(o));
const countsLine = (c: Counts | null) => {
  const n = c ?? { settled: 0, resettled: 0, reopened: 0, unchanged: 0 };
  return `settled ${n.settled}, resettled ${n.resettled}, reopened ${n.reopened}, unchanged ${n.unchanged}`;
};
const scoreText = (s: NonNullable<SportsEvent["score"]>) =>
  `${s.home}-${s.away}${s.periods.length ? ` (${s.periods.map((p) => `${p.home}-${p.away}`).join(", ")})` : ""}`;

/** An outcome's settlement in the operator's words. */
function resultText(r: NonNullable<EventOutcome["result"]>): string {
  const base =
    r.result === "win"
      ? r.voidFactor === "0.5"
        ? "half won"
        : "won"
      : r.voidFactor === "1"
        ? "refunded"
        : r.voidFactor === "0.5"
          ? "half lost"
          : "lost";
  return r.deadHeatFactor !== "1" ? `${base}, dead heat ${r.deadHeatFactor}` : base;
}

/** A map market shows its map; a line market its line. */
const specifier = (m: EventMarket) =>
  m.type === "map_winner"
    ? ` map ${m.map ?? m.line}`
    : m.line !== null
      ? ` ${m.line}`
      : m.map !== null
        ? ` map ${m.map}`
        : "";

/**
 * One market: `<marketId> <type> [line] <status>` then one line per outcome, `  <code> <odds> <outcomeId>` and its
 * result once settled.
 */
function marketLines(m: EventMarket): string[] {
  const phase = m.phase === "live" ? " (live)" : "";
  const head = `${m.id} ${m.type}${specifier(m)} ${m.status}${phase}  ${m.open ? "taking bets" : "not taking bets"}, stakes ${formatMinor(m.minStake)}–${formatMinor(m.maxStake)}`;
  return [
    head,
    ...m.outcomes.map(
      (o) =>
        `  ${o.code.padEnd(6)} ${odds(o.odds).padStart(7)} ${o.id}${o.result ? `  ${resultText(o.result)}` : ""}${!o.active && !o.result && m.open ? "  inactive" : ""}`,
    ),
  ];
}

function eventLine(e: SportsEvent): string {
  const score = e.score ? `  ${scoreText(e.score)}` : "";
  return `${e.ref.padEnd(28)} ${e.sport.padEnd(10)} ${e.status.padEnd(11)} ${e.startsAt}  ${e.home} v ${e.away} (${e.competition})${score}  ${e.marketCount} market(s)${sandboxMark(e.sandbox)}`;
}

function describeEvent(e: SportsEvent): string {
  const score = e.score ? `; score ${scoreText(e.score)}` : "";
  return [
    `${e.ref} (${e.id}) ${e.sport}, ${e.competition}: ${e.home} v ${e.away}, starts ${e.startsAt}; ${e.status}${score}${e.sandbox ? "; made up by the sandbox feed" : ""}`,
    ...(e.markets.length ? e.markets.flatMap(marketLines) : ["no markets"]),
  ].join("\n");
}

const FEED_DONE: Record<FeedVerb, string> = {
  create: "fixture applied",
  odds: "odds changed",
  status: "status set",
  stop: "bet stop",
  start: "bet start",
  result: "settled from the score",
  rollback: "settlement rolled back",
  cancel: "bets cancelled",
  "rollback-cancel": "cancel rolled back",
};
/** The messages whose answer counts what the event's bets did. */
const COUNTED: ReadonlySet<FeedVerb> = new Set(["result", "rollback", "cancel", "rollback-cancel", "status"]);

function describeFeed(verb: FeedVerb, message: FeedMessage, a: FeedAnswer): string {
  const what =
    message.type === "settlement" && message.score
      ? `${FEED_DONE[verb]} ${scoreText({ ...message.score, periods: message.score.periods })}`
      : message.type === "cancel"
        ? `${FEED_DONE[verb]}${message.from || message.to ? ` placed from ${message.from ?? "the start"} to ${message.to ?? "the close"}` : ""}${message.reason ? ` (${message.reason})` : ""}`
        : message.type === "status"
          ? `${FEED_DONE[verb]} to ${message.status}`
          : FEED_DONE[verb];
  const lines = [`${a.ref} (${a.eventId}): ${what}; event ${a.status}`];
  if (COUNTED.has(verb) && (verb !== "status" || a.settlement)) lines.push(countsLine(a.settlement));
  lines.push(...(a.markets.length ? a.markets.flatMap(marketLines) : ["no markets"]));
  return lines.join("\n");
}

export function describeEventsResult(input: EventsCommand, result: unknown): string {
  switch (input.action) {
    case "list": {
      const events = result as SportsEvent[];
      const of = input.game ? ` of ${input.game}` : "";
      return events.length
        ? `${events.length} event(s)${of}, the latest start first:\n${events.map(eventLine).join("\n")}`
        : `No events${of}`;
    }
    case "show":
      return describeEvent(result as SportsEvent);
    case "feed":
      return describeFeed(input.verb, input.message, result as FeedAnswer);
  }
}
