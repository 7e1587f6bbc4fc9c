// The operator's event-betting commands (ADR 0056), the calls of /ops/events and /ops/cockfight:
//   events [list] [sports|esports]                    events, newest start first, with status and market count
//   events show <ref>                                 one event: its markets with their outcome ids, odds, status and results
//   events create '<EventInput json>'|@file.json      a fixture (feed message "fixture"); prints the markets with outcome ids
//   events odds <ref> '<MarketInput[] json>'|@file    an odds change (markets named by type, line, map and phase)
//   events status <ref> not_started|live|ended|cancelled
//   events stop <ref> | events start <ref>            bet stop / bet start on all the event's markets
//   events result <ref> <home>-<away> [<h>-<a>,…] [--reason <why>]   settlement from the final score (and each
//                                                     period's or map's); a settled event's correction gives its reason;
//                                                     prints "settled N, resettled N, reopened N, unchanged N"
//   events rollback <ref> [reason…]                   rollback of the settlement (the reason shows with every bet it reverses)
//   events cancel <ref> [--from <iso>] [--to <iso>] [reason…]   void the bets placed in the window (all without one)
//   events rollback-cancel <ref> [reason…]            rollback of the cancel
//   cockfight [show]                                  the fight on now and the last ones
//   cockfight open <meron> <wala> [--plasada <bps>] [--window <minutes>]
//   cockfight last-call | close | result meron|wala|draw|cancelled [reason…]   the fight on now
// Each is the operator API's call (the feed messages go as source "operator"); when no platform answers, the same
// functions run on the database with actor "cli". Amounts print in VND (formatMinor), odds as decimal odds.
import { readFileSync } from "node:fs";
import { z } from "zod";
import type { EventMarket, EventOutcome, FightView, SportsEvent } from "../../contract/answers/events.js";
import {
  EVENT_GAMES,
  EVENT_STATUSES,
  FIGHT_RESULTS,
  REASON_MAX,
  eventInputSchema,
  fightInputSchema,
  marketInputSchema,
  type EventGame,
  type EventStatus,
  type FeedMessage,
  type FightInput,
  type FightResult,
} from "../../contract/events.js";
import { formatMinor } from "../../contract/money.js";
import { formatOdds, oddsMilli } from "../../contract/odds.js";
import type { Db } from "../db/connect.js";
import { AppError } from "../http/envelope.js";
import {
  applyFeedMessage,
  closeFight,
  currentFight,
  fights,
  lastCall,
  openFight,
  resultFight,
  type FeedAnswer,
} from "../modules/events/index.js";
import { command, UsageError, type Reach } from "./command.js";
import { PlatformDownError, PlatformRefusedError } from "./platform-client.js";
import { platformThenDatabase } from "./reach.js";

export class EventsUsageError extends UsageError {}

type Request = { method: string; path: string; body?: unknown };
type FeedVerb = "create" | "odds" | "status" | "stop" | "start" | "result" | "rollback" | "cancel" | "rollback-cancel";

export type EventsCommand =
  | { action: "list"; game?: EventGame }
  | { action: "show"; ref: string }
  | { action: "feed"; verb: FeedVerb; message: FeedMessage };
export type CockfightCommand =
  | { action: "show" }
  | { action: "open"; input: FightInput }
  | { action: "last-call" }
  | { action: "close" }
  | { action: "result"; result: FightResult; reason: string };

/** How many events `events` lists, and fights `cockfight` shows besides the one on now. */
const EVENTS_LISTED = 50;
const FIGHTS_LISTED = 10;

const EVENT_FORMS = {
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

const FIGHT_FORMS = {
  show: "cockfight [show]",
  open: "cockfight open <meron> <wala> [--plasada <bps>] [--window <minutes>]",
  "last-call": "cockfight last-call",
  close: "cockfight close",
  result: `cockfight result ${FIGHT_RESULTS.join("|")} [reason…]`,
} as const;
type FightVerb = keyof typeof FIGHT_FORMS;

const EVENT_EXAMPLE =
  '{ "ref": "m-1001", "sport": "football", "competition": "Cup", "home": "A", "away": "B", "startsAt": "2026-12-01T12:00:00Z", "markets": [{ "type": "1x2", "odds": { "home": "2.10", "draw": "3.30", "away": "3.40" } }] }';
const MARKETS_EXAMPLE = '[{ "type": "ou", "line": "2.5", "odds": { "over": "1.90", "under": "1.90" } }]';

const wrongEvent = (verb: EventVerb, why?: string) =>
  new EventsUsageError(`${why ? `${why}; ` : ""}${EVENT_FORMS[verb]}`);
const wrongFight = (verb: FightVerb, why?: string) =>
  new EventsUsageError(`${why ? `${why}; ` : ""}${FIGHT_FORMS[verb]}`);

/** The first problem zod found, named by its field. */
const problem = (error: z.ZodError) => {
  const [first] = error.issues;
  return first.path.length ? `${first.path.join(".")}: ${first.message}` : first.message;
};

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

/** --name value options among the words; the rest in order. */
function options(
  words: string[],
  names: string[],
  onWrong: (why: string) => Error,
): { values: Record<string, string>; rest: string[] } {
  const values: Record<string, string> = {};
  const rest: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (!word.startsWith("--")) {
      rest.push(word);
      continue;
    }
    const name = word.slice(2);
    if (!names.includes(name)) throw onWrong(`no option ${word}`);
    if (name in values) throw onWrong(`${word} is given twice`);
    const value = words[i + 1];
    if (value === undefined || value.startsWith("--")) throw onWrong(`${word} needs its value`);
    values[name] = value;
    i += 1;
  }
  return { values, rest };
}

function reasonOf(words: string[], onWrong: (why: string) => Error): string {
  const reason = words.join(" ").trim();
  if (reason.length > REASON_MAX) throw onWrong(`the reason is at most ${REASON_MAX} characters`);
  return reason;
}

const isIso = (text: string) => z.string().datetime({ offset: true }).safeParse(text).success;

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
    case "result": {
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
      return feed(verb, {
        type: "settlement",
        ref: refOf(verb, ref),
        score,
        reason: reasonOf([values.reason ?? ""], (why) => wrongEvent(verb, why)),
      });
    }
    case "cancel": {
      const [ref, ...words] = rest;
      const { values, rest: reasonWords } = options(words, ["from", "to"], (why) => wrongEvent(verb, why));
      for (const [name, value] of Object.entries(values))
        if (!isIso(value)) throw wrongEvent(verb, `--${name} "${value}" is not a time such as 2026-12-01T12:30:00Z`);
      if (values.from && values.to && Date.parse(values.from) >= Date.parse(values.to))
        throw wrongEvent(verb, "--to comes after --from");
      const reason = reasonOf(reasonWords, (why) => wrongEvent(verb, why));
      return feed(verb, {
        type: "cancel",
        ref: refOf(verb, ref),
        ...(values.from ? { from: values.from } : {}),
        ...(values.to ? { to: values.to } : {}),
        reason,
      });
    }
    default:
      throw new EventsUsageError(
        `events takes nothing, a game, or one of: ${Object.keys(EVENT_FORMS).join(", ")} (see help)`,
      );
  }
}

export function parseCockfightCommand(args: string[]): CockfightCommand {
  const [verb, ...rest] = args;
  switch (verb) {
    case undefined:
    case "show":
      if (rest.length) throw wrongFight("show", "it takes nothing more");
      return { action: "show" };
    case "open": {
      const { values, rest: names } = options(rest, ["plasada", "window"], (why) => wrongFight(verb, why));
      if (names.length !== 2) throw wrongFight(verb, names.length > 2 ? "quote a name of several words" : undefined);
      const whole = (name: string) =>
        values[name] === undefined ? undefined : /^\d{1,5}$/.test(values[name]) ? Number(values[name]) : Number.NaN;
      const input = fightInputSchema.safeParse({
        meron: names[0],
        wala: names[1],
        ...(values.plasada !== undefined ? { plasadaBps: whole("plasada") } : {}),
        ...(values.window !== undefined ? { windowMinutes: whole("window") } : {}),
      });
      if (!input.success) {
        const field = input.error.issues[0].path[0];
        const why =
          field === "plasadaBps"
            ? "--plasada is basis points from 0 to 2000 (500 is 5 %)"
            : field === "windowMinutes"
              ? "--window is minutes from 1 to 120"
              : problem(input.error);
        throw wrongFight(verb, why);
      }
      if (input.data.meron === input.data.wala) throw wrongFight(verb, "Meron and Wala are two different entries");
      return { action: "open", input: input.data };
    }
    case "last-call":
    case "close":
      if (rest.length) throw wrongFight(verb);
      return { action: verb };
    case "result": {
      const [result, ...words] = rest;
      if (!(FIGHT_RESULTS as readonly string[]).includes(result ?? "")) throw wrongFight(verb);
      return {
        action: "result",
        result: result as FightResult,
        reason: reasonOf(words, (why) => wrongFight(verb, why)),
      };
    }
    default:
      throw new EventsUsageError(
        `cockfight takes nothing or one of: ${Object.keys(FIGHT_FORMS).join(", ")} (see help)`,
      );
  }
}

// ---- the calls ----------------------------------------------------------------------------------------

/** The operator API call that does the same. */
export function eventsRequest(input: EventsCommand): Request {
  switch (input.action) {
    case "list":
      return {
        method: "GET",
        path: `/ops/events?${new URLSearchParams({ ...(input.game ? { game: input.game } : {}), limit: String(EVENTS_LISTED) })}`,
      };
    case "show":
      return { method: "GET", path: `/ops/events/${encodeURIComponent(input.ref)}` };
    case "feed":
      return { method: "POST", path: "/ops/events/feed?source=operator", body: input.message };
  }
}

/** The operator API call that does the same, on the fight on now (`fightId`) where it acts on one. */
export function cockfightRequest(input: Exclude<CockfightCommand, { action: "show" }>, fightId: string): Request {
  const fight = `/ops/cockfight/fights/${encodeURIComponent(fightId)}`;
  switch (input.action) {
    case "open":
      return { method: "POST", path: "/ops/cockfight/fights", body: input.input };
    case "last-call":
      return { method: "POST", path: `${fight}/last-call`, body: {} };
    case "close":
      return { method: "POST", path: `${fight}/close`, body: {} };
    case "result":
      return { method: "POST", path: `${fight}/result`, body: { result: input.result, reason: input.reason } };
  }
}

type Envelope = { success: boolean; value: unknown; message: string; code: string };

/**
 * platform-client.ts's callPlatform, keeping the platform's error code in what the operator reads
 * ("the platform refused: STATE_CONFLICT: Fight 12 is closed"): an odds change, a closed market, a fight's state
 * are told apart by it.
 */
async function callOps(reach: Reach, { method, path, body }: Request): Promise<unknown> {
  const headers: Record<string, string> = {};
  if (reach.key) headers["X-Operator-Key"] = reach.key;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(new URL(path, reach.baseUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED")
      throw new PlatformDownError(`nothing listens at ${reach.baseUrl}`);
    throw new PlatformRefusedError(`the platform at ${reach.baseUrl} did not answer: ${(error as Error).message}`);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope | null;
  if (!envelope || typeof envelope.success !== "boolean")
    throw new PlatformRefusedError(
      `${reach.baseUrl} answered HTTP ${response.status} without an envelope; is WPS_URL the platform?`,
    );
  if (!envelope.success) {
    const hint =
      envelope.code === "UNAUTHORIZED"
        ? reach.key
          ? " (the key does not match the platform's; check OPERATOR_KEY)"
          : " (no key found: set OPERATOR_KEY or run where DATA_DIR/operator.key is)"
        : "";
    throw new PlatformRefusedError(`the platform refused: ${envelope.code}: ${envelope.message}${hint}`);
  }
  return envelope.value;
}

/** The module's refusal, read as the platform's would be: its code, then its message. */
async function withCode<T>(act: () => Promise<T>): Promise<T> {
  try {
    return await act();
  } catch (error) {
    if (error instanceof AppError)
      throw new AppError(error.code, `${error.code}: ${error.message}`, error.value, error.status);
    throw error;
  }
}

const ACTOR = "cli";
const OPERATOR = { kind: "operator", actor: ACTOR } as const;

/** The same call on the database, through the functions the API calls (actor "cli"). */
function applyEventsCommand(db: Db, input: EventsCommand): Promise<unknown> {
  if (input.action !== "feed") {
    // The module has no listing of its own outside its routes: reading events needs the running platform.
    throw new PlatformRefusedError(
      `events ${input.action} reads the running platform's API, and none answers; start the platform or set WPS_URL`,
    );
  }
  return withCode(() => applyFeedMessage(db, input.message, OPERATOR));
}

/** The fight on now, or a NOT_FOUND naming the command. */
function onNow(fight: FightView | null, verb: string): FightView {
  if (!fight) throw new PlatformRefusedError(`no fight on now to ${verb}; open one with cockfight open <meron> <wala>`);
  return fight;
}

async function applyCockfightCommand(db: Db, input: CockfightCommand): Promise<unknown> {
  if (input.action === "show") return { current: await currentFight(db), history: await fights(db, FIGHTS_LISTED + 1) };
  if (input.action === "open") return withCode(() => openFight(db, input.input, ACTOR));
  const fight = onNow(await currentFight(db), input.action);
  return withCode(() =>
    input.action === "last-call"
      ? lastCall(db, fight.id, ACTOR)
      : input.action === "close"
        ? closeFight(db, fight.id, ACTOR)
        : resultFight(db, fight.id, input.result, input.reason, ACTOR),
  );
}

async function cockfightViaPlatform(reach: Reach, input: CockfightCommand): Promise<unknown> {
  if (input.action === "show") {
    const [current, history] = await Promise.all([
      callOps(reach, { method: "GET", path: "/ops/cockfight/current" }),
      callOps(reach, { method: "GET", path: `/ops/cockfight/fights?limit=${FIGHTS_LISTED + 1}` }),
    ]);
    return { current, history };
  }
  if (input.action === "open") return callOps(reach, cockfightRequest(input, ""));
  const fight = onNow(
    (await callOps(reach, { method: "GET", path: "/ops/cockfight/current" })) as FightView | null,
    input.action,
  );
  return callOps(reach, cockfightRequest(input, fight.id));
}

// ---- what the operator reads --------------------------------------------------------------------------

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

const sandboxMark = (sandbox: boolean) => (sandbox ? "  [sandbox]" : "");

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

const per100 = (v: string | null) => v ?? "-";

/** `#<number> <status>[ <result>]: Meron … v Wala …; pool …; payout per 100 …`. */
function fightLine(f: FightView): string {
  const result = f.result && f.result !== "cancelled" ? ` ${f.result}` : "";
  const cancelled = f.status === "cancelled" && f.cancelReason ? ` (${f.cancelReason})` : "";
  const when = f.status === "open" ? `; last call due ${f.lastCallAt}` : f.closedAt ? `; closed ${f.closedAt}` : "";
  return (
    `#${f.number} ${f.status}${result}${cancelled}: Meron ${f.meron} v Wala ${f.wala}; ` +
    `pool meron ${formatMinor(f.pool.meron)}, wala ${formatMinor(f.pool.wala)}, draw ${formatMinor(f.pool.draw)}; ` +
    `payout per 100 meron ${per100(f.payoutPer100.meron)}, wala ${per100(f.payoutPer100.wala)}, draw ${f.payoutPer100.draw}; ` +
    `plasada ${(f.plasadaBps / 100).toFixed(2)}%${when}${sandboxMark(f.sandbox)}`
  );
}

const FIGHT_DONE = { open: "Opened", "last-call": "Last call on", close: "Closed", result: "Result of" } as const;

export function describeCockfightResult(input: CockfightCommand, result: unknown): string {
  if (input.action === "show") {
    const { current, history } = result as { current: FightView | null; history: FightView[] };
    const past = history.filter((f) => f.id !== current?.id).slice(0, FIGHTS_LISTED);
    return [
      current ? `On now: ${fightLine(current)}` : "No fight on now",
      ...(past.length ? [`The last ${past.length} fight(s):`, ...past.map((f) => `  ${fightLine(f)}`)] : []),
    ].join("\n");
  }
  const fight = result as FightView & { settled?: number };
  const settled = input.action === "result" ? `\n${fight.settled ?? 0} bet(s) settled` : "";
  return `${FIGHT_DONE[input.action]} fight ${fightLine(fight)}${settled}`;
}

async function eventsHandler(input: EventsCommand, reach: Reach): Promise<number> {
  const { result, via } = await platformThenDatabase<unknown>(
    reach,
    () => callOps(reach, eventsRequest(input)),
    (db) => applyEventsCommand(db, input),
  );
  console.log(`${describeEventsResult(input, result)}\n(${via})`);
  return 0;
}

async function cockfightHandler(input: CockfightCommand, reach: Reach): Promise<number> {
  const { result, via } = await platformThenDatabase<unknown>(
    reach,
    () => cockfightViaPlatform(reach, input),
    (db) => applyCockfightCommand(db, input),
  );
  console.log(`${describeCockfightResult(input, result)}\n(${via})`);
  return 0;
}

export const eventsCommand = command<EventsCommand>({
  name: "events",
  forms: [
    {
      arguments: `[list] [${EVENT_GAMES.join("|")}]`,
      help: `the newest ${EVENTS_LISTED} events by start time, with status, score and\nhow many markets`,
    },
    {
      arguments: "show <ref>",
      help: "one event: each market with its id, status and stakes, and each\noutcome's code, odds, id and result",
    },
    {
      arguments: "create '<event json>'|@file.json",
      help: 'a fixture: { ref, sport, competition, home, away, startsAt, markets:\n[{ type, line, map, phase, odds: { <code>: "1.95" } }] }; prints\nthe markets with their outcome ids',
    },
    {
      arguments: "odds <ref> '<markets json>'|@file.json",
      help: `new odds: a list of markets as in create, e.g.\n${MARKETS_EXAMPLE}`,
    },
    {
      arguments: `status <ref> ${EVENT_STATUSES.join("|")}`,
      help: "the event's status; cancelled voids every bet on it",
    },
    { arguments: "stop <ref>", help: "bet stop: every market of the event suspended" },
    { arguments: "start <ref>", help: "bet start: its suspended markets take bets again" },
    {
      arguments: "result <ref> <home>-<away> [<h>-<a>,<h>-<a>…]",
      help: "the final score (and each period's or map's) grades every market and\nsettles its bets; prints settled, resettled, reopened, unchanged",
    },
    { arguments: "rollback <ref>", help: "take the settlement back: its bets are open again" },
    {
      arguments: "cancel <ref> [--from <iso>] [--to <iso>] [reason…]",
      help: "void the bets placed in the window (every bet without one)",
    },
    { arguments: "rollback-cancel <ref>", help: "take the cancel back" },
  ],
  parse: parseEventsCommand,
  handler: eventsHandler,
});

export const cockfightCommand = command<CockfightCommand>({
  name: "cockfight",
  forms: [
    { arguments: "[show]", help: `the fight on now and the last ${FIGHTS_LISTED}: pools (VND) and payout per 100` },
    {
      arguments: "open <meron> <wala> [--plasada <bps>] [--window <minutes>]",
      help: "open a fight now (plasada 500 = 5 %, window 5 minutes unless given);\na sandbox fight on now gives way to it",
    },
    { arguments: "last-call", help: "last call on the fight on now" },
    {
      arguments: "close",
      help: "close its betting: payouts fixed, or the fight cancelled and refunded\nwhen a side is empty or would pay 107 per 100 or less",
    },
    {
      arguments: `result ${FIGHT_RESULTS.join("|")} [reason…]`,
      help: "its result: the bets settled; cancelled refunds every bet",
    },
  ],
  parse: parseCockfightCommand,
  handler: cockfightHandler,
});
