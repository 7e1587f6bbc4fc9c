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
// is the API's body as it is, in minor units. lottery-forms.ts reads what is typed, lottery-answers.ts words the answers.
import { DRAW_STATUSES } from "../../contract/lottery.js";
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
  feedStatus,
  gameDraws,
  lotteryCatalogue,
  operatorDraw,
  operatorGames,
  setClosedDays,
  setDrawCap,
  setNumberRule,
} from "../modules/lottery/index.js";
import { command, type Reach } from "./command.js";
import { callPlatform } from "./platform-client.js";
import { platformThenDatabase } from "./reach.js";
import { describeLotteryResult } from "./lottery-answers.js";
import { parseLotteryCommand, PRIZES_EXAMPLE, type DrawRef, type LotteryCommand } from "./lottery-forms.js";

/** How many draws `lottery draws` lists, the newest first (the API's default). */
const DRAWS_LISTED = 50;

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
