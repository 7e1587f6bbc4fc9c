// The lottery pages (SPEC §2.1 /lottery, /vnlottery, /vnLottery, /seaLottery, /elott): one loader and
// one action for all of them, each page showing its area's games. A page is the lobby (every game with its
// draw open for bets, countdown and last result; favourites), a game's betting view (?gameCode=, ?playType=),
// its results (?view=results, the last 100 opened draws) or the member's tickets (?view=tickets). Every form
// is a whole-page post: review (the platform checks the ticket before anything is taken), buy (the form's
// requestKey), favourite. Lottery answers are not cached by the web: each draw changes them (ADR 0055).
import crypto from "node:crypto";
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { message } from "~/lib/forms/messages";
import { requestLanguage, pageTexts } from "~/lib/i18n/i18n.server";
import { redirectWithNotice, takeNotice } from "~/lib/forms/notice.server";
import { reply } from "~/lib/forms/reply.server";
import { moneyFailure } from "~/lib/member/money.server";
import { formatDateTime } from "~/lib/member/wallet";
import { PlatformError, PlatformUnreachableError, wps, type Page } from "~/lib/platform/client.server";
import { notFound, routeError } from "~/lib/platform/errors.server";
import { readMemberPageForm } from "~/lib/forms/memberPageForm.server";
import { partFailed, viewerOf, type Failed, type Viewer } from "~/lib/session/viewer.server";
import { idParam, pageParam } from "~/lib/shell/paging";
import type {
  DrawProof,
  GameBoard,
  LotteryLobby,
  LotteryTicket,
  OpenedNumeros,
  RecentLottery,
  TicketQuote,
} from "~contract/answers/lottery";
import type { TicketRequest } from "~contract/lottery";
import { formatMinor } from "~contract/money";
import {
  CONFIRM_FORM,
  LOTTERY_INTENTS,
  confirmSchema,
  lotteryView,
  multiplesOf,
  ticketNumbers,
  ticketSchema,
  type LotteryIntent,
  type LotteryView,
  type TicketForm,
} from "./forms";

import { LOTTERY_PAGES, type LotteryPageKind } from "./pages";

export { LOTTERY_PAGES, type LotteryPageKind };

const failed = (what: string, error: unknown) => partFailed("lottery", what, error);

export type LotteryData = {
  kind: LotteryPageKind;
  /** The page's own path as the visitor typed it (/vnLottery and /vnlottery differ in frame only). */
  path: string;
  viewer: Viewer;
  view: LotteryView;
  now: string;
  games: GameBoard[];
  selected: LotteryLobby["selected"];
  playType: string | null;
  results: OpenedNumeros | Failed | null;
  tickets: Page<LotteryTicket> | Failed | null;
  /** One ticket (?view=tickets&ticket=<ticket or round id>): what decided each of its draws, with the prizes. */
  ticket: LotteryTicket | Failed | null;
  favourites: string[];
  /** SPEC §7 recent lottery: the member's recently played games (the lobby's shortcuts). */
  recent: RecentLottery;
  notice: { text: string } | null;
  requestKey: string;
  /** Vietnamese texts of the lottery when the visitor chose Tiếng Việt (SPEC §1), else null. */
  pageLanguage: "VI" | null;
  viTexts: Record<string, unknown> | null;
};

const TICKETS_PAGE_SIZE = 10;

export async function lotteryLoader({ request, context }: LoaderFunctionArgs, kind: LotteryPageKind) {
  const url = new URL(request.url);
  const page = LOTTERY_PAGES[kind];
  const gameCode = url.searchParams.get("gameCode")?.trim() || null;
  const view = lotteryView(url.searchParams.get("view"));
  const { viewer, token } = await viewerOf(request);
  const { language, pageLanguage } = requestLanguage(request);
  const client = wps(request, context);
  const lobbyOf = (game: string | undefined) =>
    client.lotteryLobby({ lottoArea: page.lottoArea, lottoGameCode: game, language });
  let lobby: LotteryLobby;
  let unknownGame = false;
  try {
    lobby = await lobbyOf(view === "bet" && gameCode ? gameCode : undefined).catch((error: unknown) => {
      // A game the platform does not offer (a stale link, a typo): the lobby, saying so.
      if (!(error instanceof PlatformError && (error.code === "NOT_FOUND" || error.code === "VALIDATION"))) throw error;
      unknownGame = true;
      return lobbyOf(undefined);
    });
  } catch (error) {
    throw routeError(error);
  }
  const games = lobby.games.filter((board) => (page.prizeModes as readonly string[]).includes(board.game.prizeMode));
  const lobbyView = token && !gameCode && view === "bet";
  const ticketId = view === "tickets" ? idParam(url.searchParams, "ticket") : null;
  const [results, tickets, ticket, favourites, recent, { notice, headers }] = await Promise.all([
    view === "results" && gameCode
      ? client
          .openedNumeros(gameCode)
          .catch((error: unknown) =>
            error instanceof PlatformError && error.code === "NOT_FOUND" ? notFound() : failed("results", error),
          )
      : Promise.resolve(null),
    view === "tickets" && token && !ticketId
      ? client
          .lotteryTickets(token, {
            pageNo: pageParam(url.searchParams.get("page")),
            pageSize: TICKETS_PAGE_SIZE,
            gameCode: gameCode ?? undefined,
          })
          .catch((error: unknown) => failed("tickets", error))
      : Promise.resolve(null),
    ticketId && token
      ? client
          .lotteryTicket(token, ticketId)
          .catch((error: unknown) =>
            error instanceof PlatformError && error.code === "NOT_FOUND" ? notFound() : failed("ticket", error),
          )
      : Promise.resolve(null),
    lobbyView
      ? client.lotteryFavourites(token).then(
          (f) => f.games,
          () => [] as string[],
        )
      : Promise.resolve([] as string[]),
    lobbyView ? client.recentLottery(token).catch(() => [] as RecentLottery) : Promise.resolve([] as RecentLottery),
    takeNotice(request),
  ]);
  const playType = url.searchParams.get("playType");
  return data<LotteryData>(
    {
      kind,
      path: url.pathname,
      viewer,
      view,
      now: lobby.now,
      games,
      selected: lobby.selected,
      playType: lobby.selected?.betTypes.some((t) => t.code === playType)
        ? playType
        : (lobby.selected?.betTypes[0]?.code ?? null),
      results,
      tickets,
      ticket,
      favourites,
      recent: recent.filter((r) => games.some((g) => g.game.code === r.game)),
      notice: unknownGame ? { text: "lottery:error.NOT_FOUND" } : notice,
      requestKey: crypto.randomUUID(),
      pageLanguage,
      viTexts: pageLanguage === "VI" ? pageTexts("VI", "lottery") : null,
    },
    { headers },
  );
}

/** The verify page's data (/lottery/verify?gameCode=&issue=): the platform recomputes the house draw. */
export async function proofLoader({ request, context }: LoaderFunctionArgs): Promise<{
  proof: DrawProof;
  pageLanguage: "VI" | null;
  viTexts: Record<string, unknown> | null;
}> {
  const url = new URL(request.url);
  const gameCode = url.searchParams.get("gameCode") ?? "";
  const issue = url.searchParams.get("issue") ?? "";
  if (!/^[a-z0-9-]{1,40}$/.test(gameCode) || !/^[0-9a-z-]{1,40}$/.test(issue)) notFound();
  const { pageLanguage } = requestLanguage(request);
  try {
    return {
      proof: await wps(request, context).drawProof(gameCode, issue),
      pageLanguage,
      viTexts: pageLanguage === "VI" ? pageTexts("VI", "lottery") : null,
    };
  } catch (error) {
    if (error instanceof PlatformError && error.code === "NOT_FOUND") notFound();
    throw routeError(error);
  }
}

// ---- the forms ------------------------------------------------------------------------------------

type Refusal = { formErrors: string[]; fieldErrors: Record<string, string[]> };
const fieldError = (field: string, text: string): Refusal => ({ formErrors: [], fieldErrors: { [field]: [text] } });
const formError = (text: string): Refusal => ({ formErrors: [text], fieldErrors: {} });
const detailsOf = (error: PlatformError) => (error.details ?? {}) as Record<string, unknown>;
const str = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");

/** The lottery's refusals (docs/platform-calls.md "Lottery") next to the field that can fix them. */
function lotteryFailure(error: unknown): Refusal {
  if (!(error instanceof PlatformError)) return moneyFailure(error);
  const d = detailsOf(error);
  switch (error.code) {
    case "SELECTION_INVALID":
      return fieldError(
        "numbers",
        typeof d.pick === "number"
          ? message("lottery:error.pick", { pick: d.pick })
          : message("lottery:error.SELECTION_INVALID", { max: str(d.maxNumbers) }),
      );
    case "POINTS_OUT_OF_RANGE":
      return fieldError(
        "points",
        message("lottery:error.POINTS_OUT_OF_RANGE", { min: str(d.min), max: str(d.max), issue: str(d.issue) }),
      );
    case "NUMBER_BLOCKED":
    case "LIABILITY_CAP":
      return fieldError(
        "numbers",
        message(`lottery:error.${error.code}`, { number: str(d.number), issue: str(d.issue) }),
      );
    case "NUMBER_LIMIT":
      return fieldError(
        "numbers",
        message("lottery:error.NUMBER_LIMIT", { number: str(d.number), left: str(d.left), issue: str(d.issue) }),
      );
    case "DRAW_CLOSED":
      return fieldError("draws", message("lottery:error.DRAW_CLOSED", { issue: str(d.issue) }));
    case "GAME_CLOSED":
    case "NOT_FOUND":
    case "CONFLICT":
      return formError(`lottery:error.${error.code}`);
    case "LOSS_LIMIT":
      return formError(message("care:error.LOSS_LIMIT", { left: formatMinor(str(d.left) || "0") }));
    case "REALITY_CHECK_DUE":
      return formError(
        message("lottery:error.REALITY_CHECK_DUE", {
          since: typeof d.startedAt === "string" ? formatDateTime(d.startedAt) : "",
        }),
      );
    case "SESSION_LIMIT":
      return formError("care:error.SESSION_LIMIT");
    default:
      return moneyFailure(error);
  }
}

/** What the review step answers: the platform's quote, and the ticket's values the confirmation sends again. */
export type LotteryReview = {
  quote: TicketQuote;
  values: [string, string][];
  requestKey: string;
  ticket: TicketRequest;
};
export type LotteryActionData = { intent: LotteryIntent; result?: SubmissionResult<string[]>; review?: LotteryReview };

/** The form's values, as the confirmation sends them back (multiples included). */
function valuesOf(form: FormData): [string, string][] {
  const kept: [string, string][] = [];
  for (const [name, value] of form) {
    if (typeof value !== "string" || ["intent", "csrf", "requestKey"].includes(name)) continue;
    kept.push([name, value]);
  }
  return kept;
}

function ticketOf(value: TicketForm, multiples: Map<string, number>): Omit<TicketRequest, "requestKey"> {
  return {
    gameCode: value.gameCode,
    playType: value.playType,
    numbers: ticketNumbers(value),
    points: value.points,
    numero: value.draws.map((issue) => ({ numero: issue, multiple: multiples.get(issue) ?? 1 })),
    winStop: value.winStop,
  };
}

export async function lotteryAction({ request, context }: ActionFunctionArgs) {
  const read = await readMemberPageForm(request, [...LOTTERY_INTENTS, "realityAck"]);
  if ("refused" in read) {
    const { intent, message: refusal, status } = read.refused;
    return data<LotteryActionData>(
      { intent: intent === "realityAck" ? "review" : intent, result: { status: "error", error: { "": [refusal] } } },
      { status },
    );
  }
  const { form, intent, token, here } = read;
  const client = wps(request, context);
  try {
    if (intent === "realityAck") {
      await client.acknowledgeReality(token);
      return redirect(here, 303);
    }
    if (intent === "favourite") {
      const gameCode = String(form.get("gameCode") ?? "");
      if (/^[a-z0-9-]{1,40}$/.test(gameCode))
        await client.setLotteryFavourite(token, gameCode, form.get("favourite") === "1");
      return redirect(here, 303);
    }
  } catch (error) {
    return routeError(error);
  }

  const buying = intent === "buy";
  const submission = parseWithZod(form, { schema: buying ? confirmSchema : ticketSchema });
  if (submission.status !== "success")
    return data<LotteryActionData>({ intent: intent as LotteryIntent, result: reply(submission) }, { status: 400 });
  const value = submission.value as TicketForm & { requestKey?: string };
  const { multiples, errors } = multiplesOf(form, value.draws);
  if (Object.keys(errors).length)
    return data<LotteryActionData>(
      { intent: "review", result: reply(submission, { formErrors: [], fieldErrors: errors }) },
      { status: 400 },
    );
  const ticket = ticketOf(value, multiples);
  try {
    if (!buying) {
      const quote = await client.quoteTicket(token, ticket);
      return data<LotteryActionData>({
        intent: "review",
        result: reply(submission),
        review: {
          quote,
          values: valuesOf(form),
          requestKey: String(form.get("requestKey") ?? "") || crypto.randomUUID(),
          ticket: { ...ticket, requestKey: "" },
        },
      });
    }
    const bought = await client.buyTicket(token, { ...ticket, requestKey: value.requestKey ?? "" });
    const url = new URL(request.url);
    const to = `${url.pathname}?${new URLSearchParams({ gameCode: bought.game, view: "tickets" })}`;
    return redirectWithNotice(
      to,
      message("lottery:done.bought", { stake: formatMinor(bought.stake), count: bought.draws.length }),
    );
  } catch (error) {
    if (!(error instanceof PlatformError || error instanceof PlatformUnreachableError)) throw error;
    // Refused at the review or at the confirmation (a draw closed meanwhile): back to the form, the message at its field.
    return data<LotteryActionData>(
      { intent: "review", result: reply(submission, lotteryFailure(error)) },
      { status: error instanceof PlatformError ? 400 : 503 },
    );
  }
}

export { CONFIRM_FORM };
export type { AppLoadContext };
