// The operator's event-betting commands (ADR 0056), the calls of /ops/events (cockfight-commands.ts: /ops/cockfight):
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
// Each is the operator API's call (the feed messages go as source "operator"); when no platform answers, the same
// functions run on the database with actor "cli". Amounts print in VND (formatMinor), odds as decimal odds.
import { EVENT_GAMES, EVENT_STATUSES } from "../../contract/events.js";
import type { Db } from "../db/connect.js";
import { applyFeedMessage } from "../modules/events/index.js";
import { command, type Reach } from "./command.js";
import { PlatformRefusedError } from "./platform-client.js";
import { platformThenDatabase } from "./reach.js";
import { callOps, OPERATOR, withCode, type Request } from "./event-command-words.js";
import { describeEventsResult } from "./event-answers.js";
import { MARKETS_EXAMPLE, parseEventsCommand, type EventsCommand } from "./event-forms.js";

/** How many events `events` lists, and fights `cockfight` shows besides the one on now. */
const EVENTS_LISTED = 50;

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

async function eventsHandler(input: EventsCommand, reach: Reach): Promise<number> {
  const { result, via } = await platformThenDatabase<unknown>(
    reach,
    () => callOps(reach, eventsRequest(input)),
    (db) => applyEventsCommand(db, input),
  );
  console.log(`${describeEventsResult(input, result)}\n(${via})`);
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
