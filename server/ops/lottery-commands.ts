// The operator's lottery commands (ADR 0055), the calls of /ops/lottery:
//   lottery [games]                                 the games with their bet types, odds and limits
//   lottery game <code> on|off                      open or close a game to new tickets; audited
//   lottery feed <code> manual|sandbox              where an external game's results come from; audited
//   lottery cap <code> <VND>|none                   a game's default liability cap for the draws made from now; audited
//   lottery odds <code> <type> '<json>'|@file.json  a new version of a bet type (prices and pays in minor units); audited
//   lottery draws <code> [status]                   a game's draws, newest first
//   lottery draw <code> <issue>                     one draw: its results as entered, its tickets by status
//   lottery exposure <code> <issue>                 what a draw stands to pay, per bet type and number
//   lottery result <code> <issue> '<prizes>' [reason…]  enter a result (a correction needs its reason) and settle; audited
//   lottery cancel <code> <issue> <reason…>         cancel a draw and refund its tickets; audited
//   lottery rule <code> <issue> <number> blocked|halfPay|none   a number's rule while the draw takes bets; audited
//   lottery draw-cap <code> <issue> <VND>|none      one draw's liability cap while it takes bets; audited
//   lottery feeds                                   each external game's feed, the draws waiting for a result
//   lottery closed-days <VN|SEA> [add|remove <YYYY-MM-DD>…]   days without external draws (their draws are cancelled); audited
// Amounts typed here are VND (1 VND = 100 minor units) like `adjust` and `channel … limits`; a bet type's JSON
// is the API's body as it is, in minor units.
import { readFileSync } from "node:fs";
import type { z } from "zod";
import type { LotteryDraw } from "../../contract/answers/lottery.js";
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
import { formatMinor } from "../../contract/money.js";
import type { Db } from "../db/connect.js";
import { AppError } from "../http/envelope.js";
import {
  cancelDrawByOperator,
  changeBetType,
  changeGame,
  closedDays,
  drawExposure,
  drawViews,
  enterResult,
  FAMILY_TIERS,
  feedStatus,
  gameDraws,
  lotteryCatalogue,
  operatorDraw,
  operatorGames,
  setClosedDays,
  setDrawCap,
  setNumberRule,
  type NumberRule,
  type Prizes,
} from "../modules/lottery/index.js";
import { command, UsageError, type Reach } from "./command.js";
import { callPlatform } from "./platform-client.js";
import { platformThenDatabase } from "./reach.js";
import { toMinorUnits } from "./wallet-commands.js";

type DrawRef = { code: string; issue: string };

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

/** How many draws `lottery draws` lists, the newest first (the API's default). */
const DRAWS_LISTED = 50;

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
const PRIZES_EXAMPLE = '{ "special": ["98713"], "first": ["12345"], … }';

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
    case "closed-days":
      return parseClosedDays(rest);
    default:
      throw new LotteryUsageError(`lottery takes nothing or one of: ${Object.keys(FORMS).join(", ")} (see help)`);
  }
}

// ---- the calls ----------------------------------------------------------------------------------------

const drawPath = ({ code, issue }: DrawRef) => `/ops/lottery/draws/${code}/${issue}`;

/** The operator API call that does the same. */
export function lotteryRequest(input: LotteryCommand): { method: string; path: string; body?: unknown } {
  switch (input.action) {
    case "games":
      return { method: "GET", path: "/ops/lottery/games" };
    case "game":
      return { method: "PUT", path: `/ops/lottery/games/${input.code}`, body: input.change };
    case "odds":
      return { method: "PUT", path: `/ops/lottery/games/${input.code}/bet-types/${input.type}`, body: input.change };
    case "draws":
      return {
        method: "GET",
        path: `/ops/lottery/games/${input.code}/draws?${new URLSearchParams({ ...(input.status ? { status: input.status } : {}), limit: String(DRAWS_LISTED) })}`,
      };
    case "draw":
      return { method: "GET", path: drawPath(input) };
    case "exposure":
      return { method: "GET", path: `${drawPath(input)}/exposure` };
    case "result":
      return {
        method: "POST",
        path: `${drawPath(input)}/result`,
        body: { prizes: input.prizes, ...(input.reason ? { reason: input.reason } : {}) },
      };
    case "cancel":
      return { method: "POST", path: `${drawPath(input)}/cancel`, body: { reason: input.reason } };
    case "rule":
      return { method: "PUT", path: `${drawPath(input)}/rules`, body: { number: input.number, rule: input.rule } };
    case "drawCap":
      return { method: "PUT", path: `${drawPath(input)}/cap`, body: { liabilityCap: input.liabilityCap } };
    case "feeds":
      return { method: "GET", path: "/ops/lottery/feeds" };
    case "closedDays":
      return input.change
        ? { method: "PUT", path: `/ops/lottery/closed-days/${input.area}`, body: input.change }
        : { method: "GET", path: `/ops/lottery/closed-days/${input.area}` };
  }
}

/** The same call on the database, through the functions the API calls (audited with actor "cli"). */
async function applyLotteryCommand(db: Db, input: LotteryCommand): Promise<unknown> {
  const actor = "cli";
  switch (input.action) {
    case "games":
      return operatorGames(db);
    case "game":
      return changeGame(db, input.code, input.change, actor);
    case "odds":
      return changeBetType(db, input.code, input.type, input.change, actor);
    case "draws": {
      const { games } = await lotteryCatalogue(db);
      if (!games.some((g) => g.code === input.code)) throw new AppError("NOT_FOUND", `No lottery game ${input.code}`);
      return drawViews(db, await gameDraws(db, input.code, input.status, DRAWS_LISTED));
    }
    case "draw":
      return operatorDraw(db, input.code, input.issue);
    case "exposure":
      return drawExposure(db, input.code, input.issue);
    case "result":
      return enterResult(db, {
        game: input.code,
        issue: input.issue,
        prizes: input.prizes,
        reason: input.reason,
        actor,
      });
    case "cancel":
      return cancelDrawByOperator(db, { game: input.code, issue: input.issue, reason: input.reason, actor });
    case "rule":
      return setNumberRule(db, { game: input.code, issue: input.issue, number: input.number, rule: input.rule, actor });
    case "drawCap":
      return setDrawCap(db, {
        game: input.code,
        issue: input.issue,
        liabilityCap: input.liabilityCap === null ? null : BigInt(input.liabilityCap),
        actor,
      });
    case "feeds":
      return feedStatus(db);
    case "closedDays":
      return input.change
        ? setClosedDays(db, { area: input.area, ...input.change, actor })
        : { area: input.area, closedDays: [...(await closedDays(db, input.area))].sort() };
  }
}

// ---- what the operator reads --------------------------------------------------------------------------

type OperatorGame = Awaited<ReturnType<typeof operatorGames>>[number];
type OperatorBetType = OperatorGame["betTypes"][number];
type GameView = Awaited<ReturnType<typeof changeGame>>;
type OperatorDraw = Awaited<ReturnType<typeof operatorDraw>>;
type Exposure = Awaited<ReturnType<typeof drawExposure>>;
type Settled = Awaited<ReturnType<typeof enterResult>>;
type Feed = Awaited<ReturnType<typeof feedStatus>>[number];
type ClosedDays = { area: string; closedDays: string[]; cancelled?: string[] };

/** Whole numbers (points) with thousands separators. */
const grouped = (n: number | string) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
const money = (minor: string | null) => (minor === null ? "none" : formatMinor(minor));
const onOff = (enabled: boolean) => (enabled ? "on" : "off");

function gameLine(g: GameView & { liabilityCap?: string | null; closeLeadSeconds?: number }): string {
  const source =
    g.source === "house" ? `house, every ${g.cadenceMinutes} min` : `external, feed ${g.feed?.name ?? "-"}`;
  const cap = g.liabilityCap === undefined ? "" : `  cap ${money(g.liabilityCap)}`;
  const close = g.closeLeadSeconds === undefined ? "" : `  closes ${g.closeLeadSeconds}s before`;
  return `${g.code.padEnd(11)} ${onOff(g.enabled).padEnd(3)} ${g.prizeMode.padEnd(5)} ${g.area.padEnd(3)} ${source.padEnd(21)}${cap}${close}  ${g.name.EN}`;
}

const pays = (pay: OperatorBetType["payPerPoint"]) =>
  typeof pay === "string"
    ? formatMinor(pay)
    : Object.entries(pay)
        .map(([total, minor]) => `${total}:${formatMinor(minor)}`)
        .join(" ");

const betTypeLine = (t: Omit<OperatorBetType, "enabled"> & { enabled?: boolean }) =>
  `${t.code.padEnd(8)} v${String(t.version).padEnd(3)} ${(t.enabled === undefined ? "" : onOff(t.enabled)).padEnd(3)} price ${formatMinor(t.pricePerPoint).padStart(10)}  points ${grouped(t.minPoints)}–${grouped(t.maxPointsPerTicket)} a ticket, ${grouped(t.maxPointsPerNumber)} a number, up to ${t.maxNumbers} numbers  pays ${pays(t.payPerPoint)}`;

/**
 * A draw's prizes, one tier a line, in its family's reveal order: stored as jsonb, the tiers come back in the
 * database's key order, so the family is known again by its tiers.
 */
function prizeLines(prizes: Record<string, string[]>, indent: string): string[] {
  const tiers = Object.keys(prizes);
  const family = Object.values(FAMILY_TIERS).find(
    (rows) => rows.length === tiers.length && rows.every((r) => r.tier in prizes),
  );
  const order = family ? family.map((r) => r.tier) : tiers;
  return order.map((tier) => `${indent}${tier.padEnd(8)} ${prizes[tier].join(" ")}`);
}

const station = (d: LotteryDraw) => (d.station ? ` ${d.station.name} (${d.station.code})` : "");
const rulesOf = (d: LotteryDraw) =>
  d.numberRules.length ? d.numberRules.map((r) => `${r.number} ${r.rule}`).join(", ") : "none";

function drawLine(d: LotteryDraw): string {
  const result = d.result
    ? `  result v${d.resultVersion}${d.resultSource ? ` from ${d.resultSource}` : ""}`
    : d.cancelReason
      ? `  cancelled: ${d.cancelReason}`
      : "";
  const rules = d.numberRules.length ? `  rules ${rulesOf(d)}` : "";
  return `${d.issue.padEnd(20)} ${d.status.padEnd(9)} closes ${d.closesAt}  draws ${d.drawAt}${d.station ? `  ${d.station.name}` : ""}${result}${rules}`;
}

function ticketsLine(tickets: Record<string, { count: number; stake: string; win: string }>): string {
  const parts = Object.entries(tickets).map(
    ([status, t]) =>
      `${status} ${t.count} (stake ${formatMinor(t.stake)}${BigInt(t.win) > 0n ? `, win ${formatMinor(t.win)}` : ""})`,
  );
  return `tickets: ${parts.length ? parts.join(", ") : "none"}`;
}

const countsLine = (c: Settled["counts"]) =>
  `settled ${c.settled}, resettled ${c.resettled}, refunded ${c.refunded}, stopped ${c.stopped}, waiting ${c.waiting}`;

function describeDraw(d: OperatorDraw): string {
  const lines = [`${d.game} ${d.issue}${station(d)}: ${d.status}; closes ${d.closesAt}, draws ${d.drawAt}`];
  if (d.cancelReason) lines.push(`cancelled: ${d.cancelReason}`);
  lines.push(`number rules: ${rulesOf(d)}`);
  lines.push(ticketsLine(d.tickets));
  if (!d.results.length) lines.push("no result entered");
  for (const r of d.results) {
    const settled = d.settledVersion === r.version ? ", settled" : "";
    lines.push(
      `result v${r.version} ${r.enteredAt} from ${r.source} by ${r.enteredBy}${settled}${r.reason ? `: ${r.reason}` : ""}`,
      ...prizeLines(r.prizes as Record<string, string[]>, "  "),
    );
  }
  return lines.join("\n");
}

function describeExposure(e: Exposure): string {
  const head = [`${e.game} ${e.issue}: ${e.status}; liability cap ${money(e.liabilityCap)}`, ticketsLine(e.tickets)];
  if (!e.numbers.length) return [...head, "nothing at stake"].join("\n");
  const rows = e.numbers.map(
    (n) =>
      `  ${n.betType.padEnd(8)} ${n.number.padEnd(12)} ${grouped(n.points).padStart(9)} ${formatMinor(n.stake).padStart(16)} ${formatMinor(n.payout).padStart(18)}`,
  );
  return [
    ...head,
    `${e.numbers.length} number(s) at stake, the largest payout first:`,
    `  ${"bet type".padEnd(8)} ${"number".padEnd(12)} ${"points".padStart(9)} ${"stake".padStart(16)} ${"one hit pays".padStart(18)}`,
    ...rows,
  ].join("\n");
}

function feedLine(f: Feed): string {
  const waiting = f.waitingForResult.length
    ? `${f.waitingForResult.length} waiting (${f.waitingForResult.slice(0, 5).join(", ")}${f.waitingForResult.length > 5 ? ", …" : ""})`
    : "none waiting";
  const last = f.lastResult
    ? `last result ${f.lastResult.issue} at ${f.lastResult.at ?? "-"} (${f.lastResult.source ?? "-"})`
    : "no result yet";
  return `${f.game.padEnd(11)} ${onOff(f.enabled).padEnd(3)} ${f.feed.padEnd(8)} ${waiting}; ${last}`;
}

export function describeLotteryResult(input: LotteryCommand, result: unknown): string {
  switch (input.action) {
    case "games": {
      const games = result as OperatorGame[];
      if (!games.length) return "No lottery games";
      return `${games.length} lottery game(s) with their bet types (amounts in VND a point):\n${games.map((g) => [gameLine(g), ...g.betTypes.map((t) => `  ${betTypeLine(t)}`)].join("\n")).join("\n")}`;
    }
    case "game": {
      const cap =
        input.change.liabilityCap !== undefined
          ? `; draws made from now have the cap ${money(input.change.liabilityCap)}`
          : "";
      return `Changed ${gameLine(result as GameView)}${cap}`;
    }
    case "odds":
      return `${input.code}: new version of ${betTypeLine({ ...(result as OperatorBetType), enabled: input.change.enabled })}`;
    case "draws": {
      const draws = result as LotteryDraw[];
      if (!draws.length) return `No ${input.status ? `${input.status} ` : ""}draws of ${input.code}`;
      return `${draws.length} ${input.status ? `${input.status} ` : ""}draw(s) of ${input.code}, newest first:\n${draws.map(drawLine).join("\n")}`;
    }
    case "draw":
      return describeDraw(result as OperatorDraw);
    case "exposure":
      return describeExposure(result as Exposure);
    case "result": {
      const { draw, counts } = result as Settled;
      return [
        `${draw.game} ${draw.issue}: result v${draw.resultVersion} in force, draw ${draw.status}; ${countsLine(counts)}`,
        ...prizeLines(draw.result ?? {}, "  "),
      ].join("\n");
    }
    case "cancel": {
      const { draw, counts } = result as Settled;
      return `${draw.game} ${draw.issue}: ${draw.status} (${draw.cancelReason ?? input.reason}); ${countsLine(counts)}`;
    }
    case "rule": {
      const draw = result as LotteryDraw;
      return `${draw.game} ${draw.issue}: number rules ${rulesOf(draw)}`;
    }
    case "drawCap": {
      const r = result as { issue: string; liabilityCap: string | null };
      return `${input.code} ${r.issue}: liability cap ${money(r.liabilityCap)} for tickets taken from now`;
    }
    case "feeds": {
      const feeds = result as Feed[];
      return feeds.length
        ? `${feeds.length} external game(s) and their results feed:\n${feeds.map(feedLine).join("\n")}`
        : "No external lottery games";
    }
    case "closedDays": {
      const r = result as ClosedDays;
      const days = `${r.area} closed days: ${r.closedDays.length ? r.closedDays.join(", ") : "none"}`;
      if (!r.cancelled) return days;
      return `${days}\ndraws cancelled and refunded: ${r.cancelled.length ? r.cancelled.join(", ") : "none"}`;
    }
  }
}

async function handler(input: LotteryCommand, reach: Reach): Promise<number> {
  const { result, via } = await platformThenDatabase<unknown>(
    reach,
    () => callPlatform(reach.baseUrl, reach.key, lotteryRequest(input)),
    (db) => applyLotteryCommand(db, input),
  );
  console.log(`${describeLotteryResult(input, result)}\n(${via})`);
  return 0;
}

export const lotteryCommand = command<LotteryCommand>({
  name: "lottery",
  forms: [
    {
      arguments: "[games]",
      help: "the lottery games with their bet types: prices, pays and points limits\n(amounts in VND), versions, on or off",
    },
    { arguments: "game <code> on|off", help: "open or close a game to new tickets; audited" },
    {
      arguments: "feed <code> manual|sandbox",
      help: "where an external game's results come from: typed by the operator,\nor made up by the sandbox feed (development only); audited",
    },
    {
      arguments: "cap <code> <VND>|none",
      help: "a game's default liability cap (what one hit on a number may pay\nacross a draw's tickets) for the draws made from now; audited",
    },
    {
      arguments: "odds <code> <type> '<json>'|@file.json",
      help: `a new version of a bet type: { pricePerPoint, payPerPoint, minPoints,\nmaxPointsPerTicket, maxPointsPerNumber, enabled }, prices and pays in\nMINOR UNITS as the API takes them (1 VND = 100), e.g.\n'{ "payPerPoint": "8000000" }' pays 80,000 VND a point; tickets taken\nkeep their version; audited`,
    },
    {
      arguments: `draws <code> [status]`,
      help: `a game's newest ${DRAWS_LISTED} draws, of one status if given\n(${DRAW_STATUSES.join(", ")})`,
    },
    {
      arguments: "draw <code> <issue>",
      help: "one draw: every result entered (one tier a line), its rules and\nits tickets by status",
    },
    {
      arguments: "exposure <code> <issue>",
      help: "what a draw stands to pay: per bet type and number, the points,\nstakes and what one hit pays, the largest first",
    },
    {
      arguments: "result <code> <issue> '<prizes json>'|@file.json [reason…]",
      help: `enter an external draw's result once its bets closed, e.g.\n${PRIZES_EXAMPLE}, and settle its tickets;\na correction of an entered result needs its reason and settles\nevery ticket again; audited`,
    },
    { arguments: "cancel <code> <issue> <reason…>", help: "cancel a draw: its tickets are refunded; audited" },
    {
      arguments: "rule <code> <issue> <number> blocked|halfPay|none",
      help: "block a number, halve its pay or lift its rule, for the tickets\ntaken from now on a draw still taking bets; audited",
    },
    {
      arguments: "draw-cap <code> <issue> <VND>|none",
      help: "one draw's liability cap while it takes bets; tickets taken stay;\naudited",
    },
    {
      arguments: "feeds",
      help: "each external game's results feed, the draws past their time still\nwaiting for a result, and the last result",
    },
    {
      arguments: "closed-days <VN|SEA> [add|remove <YYYY-MM-DD>…]",
      help: "the days without external draws in an area (Tết); the draws of an\nadded day are cancelled and refunded; audited",
    },
  ],
  parse: parseLotteryCommand,
  handler,
});
