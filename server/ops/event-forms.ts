// What the operator types after `events` (ADR 0056), read into the feed message or the reading it asks for;
// a wrong form is refused with its usage before anything is contacted.
import { readFileSync } from "node:fs";
import { z } from "zod";
import {
  EVENT_GAMES,
  EVENT_STATUSES,
  eventInputSchema,
  marketInputSchema,
  type EventGame,
  type EventStatus,
  type FeedMessage,
} from "../../contract/events.js";
import { EventsUsageError, options, problem, reasonOf } from "./event-command-words.js";

export type FeedVerb =
  "create" | "odds" | "status" | "stop" | "start" | "result" | "rollback" | "cancel" | "rollback-cancel";

export type EventsCommand =
  | { action: "list"; game?: EventGame }
  | { action: "show"; ref: string }
  | { action: "feed"; verb: FeedVerb; message: FeedMessage };

export const EVENT_FORMS = {
  list: `events [list] [${EVENT_GAMES.join("|")}]`,
  show: "events show <ref>",
  create: "events create '<event json>'|@file.json",
  odds: "events odds <ref> '<markets json>'|@file.json",
  status: `events status <ref> ${EVENT_STATUSES.join("|")}`,
  stop: "events stop <ref>",
  start: "events start <ref>",
  result: "events result <ref> <home>-<away> [<h>-<a>,<h>-<a>…] [--reason <why>]",
  rollback: "events rollback <ref> [reason…]",
  cancel: "events cancel <ref> [--from <iso>] [--to <iso>] [reason…]",
  "rollback-cancel": "events rollback-cancel <ref> [reason…]",
} as const;
type EventVerb = keyof typeof EVENT_FORMS;

const EVENT_EXAMPLE =
  '{ "ref": "m-1001", "sport": "football", "competition": "Cup", "home": "A", "away": "B", "startsAt": "2026-12-01T12:00:00Z", "markets": [{ "type": "1x2", "odds": { "home": "2.10", "draw": "3.30", "away": "3.40" } }] }';
export const MARKETS_EXAMPLE = '[{ "type": "ou", "line": "2.5", "odds": { "over": "1.90", "under": "1.90" } }]';

const wrongEvent = (verb: EventVerb, why?: string) =>
  new EventsUsageError(`${why ? `${why}; ` : ""}${EVENT_FORMS[verb]}`);

/** JSON typed on the line, or @file.json. */
function json(verb: EventVerb, text: string, example: string): unknown {
  try {
    return JSON.parse(text.startsWith("@") ? readFileSync(text.slice(1), "utf8") : text);
  } catch {
    throw wrongEvent(verb, `the JSON must be such as ${example}`);
  }
}

const REF = /^[A-Za-z0-9:_-]{1,60}$/;
function refOf(verb: EventVerb, text: string | undefined): string {
  if (text === undefined || !REF.test(text))
    throw wrongEvent(verb, text === undefined ? undefined : `"${text}" is not an event's ref (letters, digits, : _ -)`);
  return text;
}

/** "2-1" → { home: 2, away: 1 }. */
function scorePair(verb: EventVerb, text: string): { home: number; away: number } {
  const m = /^(\d{1,3})[-:](\d{1,3})$/.exec(text);
  if (!m) throw wrongEvent(verb, `"${text}" is not a score such as 2-1`);
  return { home: Number(m[1]), away: Number(m[2]) };
}

const isIso = (text: string) => z.string().datetime({ offset: true }).safeParse(text).success;

/** `events result <ref> <home>-<away> [<h>-<a>,…] [--reason <why>]`: the settlement from the score. */
function settlementOf(rest: string[]): FeedMessage {
  const verb = "result";
  const { values, rest: words } = options(rest, ["reason"], (why) => wrongEvent(verb, why));
  const [ref, final, ...periods] = words;
  if (final === undefined) throw wrongEvent(verb);
  const score = {
    ...scorePair(verb, final),
    periods: periods
      .flatMap((p) => p.split(","))
      .filter(Boolean)
      .map((p) => scorePair(verb, p)),
  };
  if (score.periods.length > 7) throw wrongEvent(verb, "at most 7 periods or maps");
  return {
    type: "settlement",
    ref: refOf(verb, ref),
    score,
    reason: reasonOf([values.reason ?? ""], (why) => wrongEvent(verb, why)),
  };
}

/** `events cancel <ref> [--from <iso>] [--to <iso>] [reason…]`: the bets placed in the window voided. */
function cancelOf(rest: string[]): FeedMessage {
  const verb = "cancel";
  const [ref, ...words] = rest;
  const { values, rest: reasonWords } = options(words, ["from", "to"], (why) => wrongEvent(verb, why));
  for (const [name, value] of Object.entries(values))
    if (!isIso(value)) throw wrongEvent(verb, `--${name} "${value}" is not a time such as 2026-12-01T12:30:00Z`);
  if (values.from && values.to && Date.parse(values.from) >= Date.parse(values.to))
    throw wrongEvent(verb, "--to comes after --from");
  const reason = reasonOf(reasonWords, (why) => wrongEvent(verb, why));
  return {
    type: "cancel",
    ref: refOf(verb, ref),
    ...(values.from ? { from: values.from } : {}),
    ...(values.to ? { to: values.to } : {}),
    reason,
  };
}

export function parseEventsCommand(args: string[]): EventsCommand {
  const [verb, ...rest] = args;
  if (verb === undefined) return { action: "list" };
  if ((EVENT_GAMES as readonly string[]).includes(verb) || verb === "list") {
    const [game, ...extra] = verb === "list" ? rest : [verb, ...rest];
    if (extra.length || (game !== undefined && !(EVENT_GAMES as readonly string[]).includes(game)))
      throw wrongEvent("list");
    return { action: "list", ...(game ? { game: game as EventGame } : {}) };
  }
  const feed = (v: FeedVerb, message: FeedMessage): EventsCommand => ({ action: "feed", verb: v, message });
  switch (verb) {
    case "show": {
      if (rest.length !== 1) throw wrongEvent(verb);
      return { action: "show", ref: refOf(verb, rest[0]) };
    }
    case "create": {
      const [text, ...extra] = rest;
      if (text === undefined || extra.length) throw wrongEvent(verb, `the event is an object such as ${EVENT_EXAMPLE}`);
      const event = eventInputSchema.safeParse(json(verb, text, EVENT_EXAMPLE));
      if (!event.success) throw wrongEvent(verb, `event: ${problem(event.error)}`);
      return feed(verb, { type: "fixture", event: event.data });
    }
    case "odds": {
      const [ref, text, ...extra] = rest;
      if (text === undefined || extra.length)
        throw wrongEvent(verb, `the markets are a list such as ${MARKETS_EXAMPLE}`);
      const markets = z
        .array(marketInputSchema)
        .min(1)
        .max(60)
        .safeParse(json(verb, text, MARKETS_EXAMPLE));
      if (!markets.success) throw wrongEvent(verb, `markets: ${problem(markets.error)}`);
      return feed(verb, { type: "odds_change", ref: refOf(verb, ref), markets: markets.data });
    }
    case "status": {
      const [ref, status, ...extra] = rest;
      if (extra.length || !(EVENT_STATUSES as readonly string[]).includes(status ?? "")) throw wrongEvent(verb);
      return feed(verb, { type: "status", ref: refOf(verb, ref), status: status as EventStatus });
    }
    case "stop":
    case "start": {
      if (rest.length !== 1) throw wrongEvent(verb);
      return feed(verb, { type: verb === "stop" ? "bet_stop" : "bet_start", ref: refOf(verb, rest[0]) });
    }
    case "rollback":
    case "rollback-cancel": {
      const [ref, ...words] = rest;
      const reason = reasonOf(words, (why) => wrongEvent(verb, why));
      return feed(verb, {
        type: verb === "rollback" ? "rollback_settlement" : "rollback_cancel",
        ref: refOf(verb, ref),
        reason,
      });
    }
    case "result":
      return feed(verb, settlementOf(rest));
    case "cancel":
      return feed(verb, cancelOf(rest));
    default:
      throw new EventsUsageError(
        `events takes nothing, a game, or one of: ${Object.keys(EVENT_FORMS).join(", ")} (see help)`,
      );
  }
}
