// What the operator types after `lottery` (ADR 0055), read into the command: amounts typed in VND become minor
// units, a bet type's and a result's JSON is checked by the contract's schemas; a wrong form is refused with its
// usage before anything is contacted.
import { readFileSync } from "node:fs";
import type { z } from "zod";
import {
  DRAW_STATUSES,
  LOTTO_AREAS,
  REASON_MAX,
  RESULT_FEEDS,
  betTypeChangeSchema,
  closedDaysSchema,
  gameCodeSchema,
  issueSchema,
  numberRuleSchema,
  playTypeSchema,
  prizesSchema,
  type BetTypeChange,
  type DrawStatus,
  type GameChange,
  type LottoArea,
} from "../../contract/lottery.js";
import { type NumberRule, type Prizes } from "../modules/lottery/index.js";
import { UsageError } from "./command.js";
import { toMinorUnits } from "./wallet-commands.js";

export type DrawRef = { code: string; issue: string };

export type LotteryCommand =
  | { action: "games" }
  | { action: "game"; code: string; change: GameChange }
  | { action: "odds"; code: string; type: string; change: BetTypeChange }
  | { action: "draws"; code: string; status?: DrawStatus }
  | ({ action: "draw" } & DrawRef)
  | ({ action: "exposure" } & DrawRef)
  | ({ action: "result"; prizes: Prizes; reason?: string } & DrawRef)
  | ({ action: "cancel"; reason: string } & DrawRef)
  | ({ action: "rule"; number: string; rule: NumberRule | null } & DrawRef)
  | ({ action: "drawCap"; liabilityCap: string | null } & DrawRef)
  | { action: "feeds" }
  | { action: "closedDays"; area: LottoArea; change?: { add: string[]; remove: string[] } };

export class LotteryUsageError extends UsageError {}

const FORMS = {
  game: "lottery game <code> on|off",
  feed: "lottery feed <code> manual|sandbox",
  cap: "lottery cap <code> <VND>|none",
  odds: "lottery odds <code> <type> '<json>'|@file.json",
  draws: `lottery draws <code> [${DRAW_STATUSES.join("|")}]`,
  draw: "lottery draw <code> <issue>",
  exposure: "lottery exposure <code> <issue>",
  result: "lottery result <code> <issue> '<prizes json>'|@file.json [reason…]",
  cancel: "lottery cancel <code> <issue> <reason…>",
  rule: "lottery rule <code> <issue> <number> blocked|halfPay|none",
  "draw-cap": "lottery draw-cap <code> <issue> <VND>|none",
  feeds: "lottery feeds",
  "closed-days": "lottery closed-days <VN|SEA> [add|remove <YYYY-MM-DD>…]",
} as const;
type Verb = keyof typeof FORMS;

const ODDS_EXAMPLE =
  '{ "pricePerPoint": "2700000", "payPerPoint": "8000000", "maxPointsPerNumber": 20000, "enabled": true }';
export const PRIZES_EXAMPLE = '{ "special": ["98713"], "first": ["12345"], … }';

const wrong = (verb: Verb, why?: string) => new LotteryUsageError(`${why ? `${why}; ` : ""}${FORMS[verb]}`);

/** The first problem zod found, named by its field. */
const problem = (error: z.ZodError) => {
  const [first] = error.issues;
  return first.path.length ? `${first.path.join(".")}: ${first.message}` : first.message;
};

/** JSON typed on the line, or @file.json. */
function json(verb: Verb, text: string, example: string): unknown {
  try {
    return JSON.parse(text.startsWith("@") ? readFileSync(text.slice(1), "utf8") : text);
  } catch {
    throw wrong(verb, `the JSON must be an object such as ${example}`);
  }
}

function gameCode(verb: Verb, text: string | undefined): string {
  if (text === undefined || !gameCodeSchema.safeParse(text).success)
    throw wrong(verb, text === undefined ? undefined : `"${text}" is not a game code such as vn-north`);
  return text;
}

function drawRef(verb: Verb, [code, issue]: string[]): DrawRef {
  const game = gameCode(verb, code);
  if (issue === undefined || !issueSchema.safeParse(issue).success)
    throw wrong(verb, issue === undefined ? undefined : `"${issue}" is not a draw's issue`);
  return { code: game, issue };
}

/** A cap typed in VND, or none; minor units as the API takes them. */
function cap(verb: Verb, text: string | undefined): string | null {
  if (text === undefined) throw wrong(verb);
  if (text === "none") return null;
  let minor: string;
  try {
    minor = toMinorUnits(text);
  } catch (error) {
    throw wrong(verb, (error as Error).message);
  }
  if (minor.startsWith("-")) throw wrong(verb, "a cap is above zero");
  return minor;
}

function reasonOf(verb: Verb, words: string[]): string {
  const reason = words.join(" ").trim();
  if (reason.length > REASON_MAX) throw wrong(verb, `the reason is at most ${REASON_MAX} characters`);
  return reason;
}

/** A real calendar day, YYYY-MM-DD. */
function isDay(text: string): boolean {
  const day = new Date(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
}

function parseClosedDays([area, verb, ...days]: string[]): LotteryCommand {
  if (!(LOTTO_AREAS as readonly string[]).includes(area ?? "")) throw wrong("closed-days");
  if (verb === undefined) return { action: "closedDays", area: area as LottoArea };
  if (verb !== "add" && verb !== "remove") throw wrong("closed-days");
  const bad = days.find((day) => !isDay(day));
  if (bad !== undefined || days.length === 0)
    throw wrong("closed-days", bad === undefined ? "name at least one day" : `"${bad}" is not a day YYYY-MM-DD`);
  const change = closedDaysSchema.safeParse({ [verb]: [...new Set(days)] });
  if (!change.success) throw wrong("closed-days", problem(change.error));
  return { action: "closedDays", area: area as LottoArea, change: change.data };
}

/** The forms that change one draw: its result, its cancellation, a number's rule, its cap. */
function parseDrawChange(verb: "result" | "cancel" | "rule" | "draw-cap", rest: string[]): LotteryCommand {
  switch (verb) {
    case "result": {
      const [, , text, ...words] = rest;
      const ref = drawRef(verb, rest);
      if (text === undefined)
        throw wrong(verb, `the prizes are an object of each tier's numbers, such as ${PRIZES_EXAMPLE}`);
      const prizes = prizesSchema.safeParse(json(verb, text, PRIZES_EXAMPLE));
      if (!prizes.success) throw wrong(verb, `prizes: ${problem(prizes.error)}`);
      const reason = reasonOf(verb, words);
      return { action: "result", ...ref, prizes: prizes.data, ...(reason ? { reason } : {}) };
    }
    case "cancel": {
      const ref = drawRef(verb, rest);
      const reason = reasonOf(verb, rest.slice(2));
      if (!reason) throw wrong(verb, "a cancellation needs its reason");
      return { action: "cancel", ...ref, reason };
    }
    case "rule": {
      const [, , number, rule, ...extra] = rest;
      const ref = drawRef(verb, rest);
      const chosen = rule === "none" ? null : rule;
      const parsed = numberRuleSchema.safeParse({ number, rule: chosen });
      if (extra.length || rule === undefined || !parsed.success)
        throw wrong(
          verb,
          number !== undefined && !/^\d{1,4}$/.test(number)
            ? `"${number}" is not a number of 1 to 4 digits`
            : undefined,
        );
      return { action: "rule", ...ref, number: parsed.data.number, rule: parsed.data.rule };
    }
    case "draw-cap": {
      const [, , amount, ...extra] = rest;
      const ref = drawRef(verb, rest);
      if (extra.length) throw wrong(verb);
      return { action: "drawCap", ...ref, liabilityCap: cap(verb, amount) };
    }
  }
}

export function parseLotteryCommand(args: string[]): LotteryCommand {
  const [verb, ...rest] = args;
  switch (verb) {
    case undefined:
      return { action: "games" };
    case "games":
      if (rest.length) throw new LotteryUsageError("lottery [games] takes nothing more");
      return { action: "games" };
    case "feeds":
      if (rest.length) throw wrong(verb, "it takes nothing more");
      return { action: "feeds" };
    case "game": {
      const [code, onOff, ...extra] = rest;
      if ((onOff !== "on" && onOff !== "off") || extra.length) throw wrong(verb);
      return { action: "game", code: gameCode(verb, code), change: { enabled: onOff === "on" } };
    }
    case "feed": {
      const [code, feed, ...extra] = rest;
      if (!(RESULT_FEEDS as readonly string[]).includes(feed ?? "") || extra.length) throw wrong(verb);
      return { action: "game", code: gameCode(verb, code), change: { feed: feed as GameChange["feed"] } };
    }
    case "cap": {
      const [code, amount, ...extra] = rest;
      if (extra.length) throw wrong(verb);
      return { action: "game", code: gameCode(verb, code), change: { liabilityCap: cap(verb, amount) } };
    }
    case "odds": {
      const [code, type, text, ...extra] = rest;
      if (type === undefined || text === undefined || extra.length)
        throw wrong(verb, `the JSON is an object such as ${ODDS_EXAMPLE} (amounts in minor units: 1 VND = 100)`);
      if (!playTypeSchema.safeParse(type).success) throw wrong(verb, `"${type}" is not a bet type code such as lo2`);
      const change = betTypeChangeSchema.safeParse(json(verb, text, ODDS_EXAMPLE));
      if (!change.success)
        throw wrong(
          verb,
          `${problem(change.error)} (amounts are minor units as strings of digits, 1 VND = 100: ${ODDS_EXAMPLE})`,
        );
      return { action: "odds", code: gameCode(verb, code), type, change: change.data };
    }
    case "draws": {
      const [code, status, ...extra] = rest;
      if (extra.length || (status !== undefined && !(DRAW_STATUSES as readonly string[]).includes(status)))
        throw wrong(verb);
      return { action: "draws", code: gameCode(verb, code), status: status as DrawStatus | undefined };
    }
    case "draw":
    case "exposure":
      if (rest.length !== 2) throw wrong(verb);
      return { action: verb, ...drawRef(verb, rest) };
    case "result":
    case "cancel":
    case "rule":
    case "draw-cap":
      return parseDrawChange(verb, rest);
    case "closed-days":
      return parseClosedDays(rest);
    default:
      throw new LotteryUsageError(`lottery takes nothing or one of: ${Object.keys(FORMS).join(", ")} (see help)`);
  }
}
