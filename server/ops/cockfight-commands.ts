// The operator's cockfight commands (ADR 0056), the calls of /ops/cockfight:
//   cockfight [show]                                  the fight on now and the last ones
//   cockfight open <meron> <wala> [--plasada <bps>] [--window <minutes>]
//   cockfight last-call | close | result meron|wala|draw|cancelled [reason…]   the fight on now
// Each is the operator API's call; when no platform answers, the same functions run on the database with actor
// "cli". Pools print in VND (formatMinor).
import type { FightView } from "../../contract/answers/events.js";
import { FIGHT_RESULTS, fightInputSchema, type FightInput, type FightResult } from "../../contract/events.js";
import { formatMinor } from "../../contract/money.js";
import type { Db } from "../db/connect.js";
import { closeFight, currentFight, fights, lastCall, openFight, resultFight } from "../modules/events/index.js";
import { command, type Reach } from "./command.js";
import { PlatformRefusedError } from "./platform-client.js";
import { platformThenDatabase } from "./reach.js";
import {
  ACTOR,
  EventsUsageError,
  callOps,
  options,
  problem,
  reasonOf,
  sandboxMark,
  withCode,
  type Request,
} from "./event-command-words.js";

export type CockfightCommand =
  | { action: "show" }
  | { action: "open"; input: FightInput }
  | { action: "last-call" }
  | { action: "close" }
  | { action: "result"; result: FightResult; reason: string };

const FIGHTS_LISTED = 10;

const FIGHT_FORMS = {
  show: "cockfight [show]",
  open: "cockfight open <meron> <wala> [--plasada <bps>] [--window <minutes>]",
  "last-call": "cockfight last-call",
  close: "cockfight close",
  result: `cockfight result ${FIGHT_RESULTS.join("|")} [reason…]`,
} as const;
type FightVerb = keyof typeof FIGHT_FORMS;

const wrongFight = (verb: FightVerb, why?: string) =>
  new EventsUsageError(`${why ? `${why}; ` : ""}${FIGHT_FORMS[verb]}`);

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

async function cockfightHandler(input: CockfightCommand, reach: Reach): Promise<number> {
  const { result, via } = await platformThenDatabase<unknown>(
    reach,
    () => cockfightViaPlatform(reach, input),
    (db) => applyCockfightCommand(db, input),
  );
  console.log(`${describeCockfightResult(input, result)}\n(${via})`);
  return 0;
}

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
