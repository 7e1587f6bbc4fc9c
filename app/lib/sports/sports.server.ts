// The sportsbook pages (SPEC §2.1 /sports, /esports): one loader and one action for both lobbies. A
// page is the lobby (?tab=today|early|live, ?sport=, ?competition=), an event with all its markets (?event=<id>) or
// the member's bets (?view=bets&status=open|settled&page=); the bet slip shows beside the lobby and the event. Every
// form works as a whole-page post: an odds button adds its outcome to the slip (a fetcher without a reload once the
// page runs), the slip's "review" checks stakes, limits and the balance and answers the confirmation, whose "place"
// sends the bet(s) with the slip's requestKey. Odds change with every feed message: nothing here is cached.
import crypto from "node:crypto";
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { message } from "~/lib/forms/messages";
import { reply } from "~/lib/forms/reply.server";
import { moneyFailure } from "~/lib/member/money.server";
import { formatDateTime } from "~/lib/member/wallet";
import { PlatformError, PlatformUnreachableError, wps, type Page, type WpsClient } from "~/lib/platform/client.server";
import { routeError } from "~/lib/platform/errors.server";
import { FormReadError, readPlainForm } from "~/lib/security/formData.server";
import { checkForm } from "~/lib/security/security.server";
import { partFailed, viewerOf, type Failed, type Viewer } from "~/lib/session/viewer.server";
import { idParam, pageParam } from "~/lib/shell/paging";
import { modalHref } from "~/lib/shell/urls";
import type { EventBet, EventsLobby, OddsChanged, SlipSelection, SportsEvent } from "~contract/answers/events";
import { oddsChanged } from "~contract/answers/events";
import { ESPORTS, NAME_MAX, SPORTS, type EventGame, type EventSport, type OddsFormat } from "~contract/events";
import { formatMinor } from "~contract/money";
import {
  IN_PLACE_FIELD,
  SLIP_INTENTS,
  betStatusTab,
  isOutcomeId,
  lobbyTab,
  selectionField,
  slipOrder,
  slipSchema,
  stakeField,
  type BetStatusTab,
  type LobbyTab,
  type SlipCheck,
  type SlipIntent,
  type SlipMode,
  type SlipOrder,
} from "./forms";
import { combinedOdds, potentialReturn } from "./odds";
import { addSelection, keepSlip, readSlip, removeSelections, type Slip } from "./slip.server";

const failed = (what: string, error: unknown) => partFailed("sports", what, error);

export type SportsView = "lobby" | "event" | "bets";

export type SportsData = {
  game: EventGame;
  path: string;
  viewer: Viewer;
  view: SportsView;
  tab: LobbyTab;
  sport: EventSport | null;
  competition: string | null;
  lobby: EventsLobby | Failed | null;
  event: SportsEvent | null;
  /** The slip's selections as they stand now (null on the bets screen, which shows no slip). */
  slip: SlipSelection[] | Failed | null;
  bets: Page<EventBet> | Failed | null;
  betStatus: BetStatusTab;
  oddsFormat: OddsFormat;
  notice: string | null;
  /** This render's slip key: the parlay's requestKey, and the root every single's key is derived from. */
  slipKey: string;
};

const BETS_PAGE_SIZE = 10;
const EVENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const SPORTS_OF: Record<EventGame, readonly EventSport[]> = { sports: SPORTS, esports: ESPORTS };

export const sportsPath = (game: EventGame) => `/${game}`;

export async function sportsLoader({ request, context }: LoaderFunctionArgs, game: EventGame) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const eventId = params.get("event")?.trim() || null;
  const view: SportsView = eventId ? "event" : params.get("view") === "bets" ? "bets" : "lobby";
  const tab = lobbyTab(params.get("tab"));
  const sportParam = params.get("sport");
  const sport = SPORTS_OF[game].find((s) => s === sportParam) ?? null;
  const competition = params.get("competition")?.trim().slice(0, NAME_MAX) || null;
  const betStatus = betStatusTab(params.get("status"));
  // One bet (?bet=): where the betting record's round leads, to show what decided it.
  const betId = idParam(params, "bet");
  const { viewer, token } = await viewerOf(request);
  const stored = await readSlip(request);
  const events = wps(request, context);
  const ids = stored[game];
  let notice: string | null = stored.notice;

  const [lobby, event, slip, oddsFormat, bets] = await Promise.all([
    view === "lobby"
      ? events
          .eventsLobby({ game, tab, sport: sport ?? undefined, competition: competition ?? undefined })
          .catch((error: unknown) => failed("lobby", error))
      : Promise.resolve(null),
    view === "event" && eventId && EVENT_ID.test(eventId)
      ? events.sportsEvent(eventId).catch((error: unknown) => {
          if (error instanceof PlatformError && (error.code === "NOT_FOUND" || error.code === "VALIDATION"))
            return null;
          throw error;
        })
      : Promise.resolve(null),
    view === "bets"
      ? Promise.resolve(null)
      : ids.length
        ? events.slipSelections(ids).catch((error: unknown) => failed("slip", error))
        : Promise.resolve([] as SlipSelection[]),
    token
      ? events.eventSettings(token).then(
          (settings) => settings.oddsFormat,
          () => "decimal" as const,
        )
      : Promise.resolve("decimal" as const),
    view === "bets" && token
      ? events
          .eventBets(
            token,
            betId
              ? { betId, pageNo: 1, pageSize: 1 }
              : { status: betStatus, pageNo: pageParam(params.get("page")), pageSize: BETS_PAGE_SIZE },
          )
          .catch((error: unknown) => failed("bets", error))
      : Promise.resolve(null),
  ]).catch(routeError);

  // An event of the other lobby (a shared link): shown where it belongs.
  if (event && event.game !== game)
    throw redirect(`${sportsPath(event.game)}?${new URLSearchParams({ event: event.id })}`);
  let changed = stored.notice !== null;
  let kept: Slip = { ...stored, notice: null };
  // A stale link to an event that is gone: the lobby, saying so.
  const gone = view === "event" && !event;
  if (gone) notice = "sports:error.eventGone";
  // Outcomes the platform no longer knows leave the slip.
  if (Array.isArray(slip) && slip.length < ids.length) {
    kept = removeSelections(
      kept,
      game,
      ids.filter((id) => !slip.some((s) => s.outcomeId === id)),
    );
    changed = true;
  }
  const headers = new Headers();
  if (changed) headers.append("Set-Cookie", await keepSlip(kept));
  return data<SportsData>(
    {
      game,
      path: url.pathname,
      viewer,
      view: gone ? "lobby" : view,
      tab,
      sport,
      competition,
      lobby: gone ? await events.eventsLobby({ game, tab }).catch((error: unknown) => failed("lobby", error)) : lobby,
      event,
      slip: Array.isArray(slip) ? orderedLike(ids, slip) : slip,
      bets,
      betStatus,
      oddsFormat,
      notice,
      slipKey: crypto.randomUUID(),
    },
    { headers },
  );
}

/** The slip in the order the member added its selections. */
const orderedLike = (ids: readonly string[], selections: SlipSelection[]) =>
  ids.map((id) => selections.find((s) => s.outcomeId === id)).filter((s) => s !== undefined);

// ---- the slip's forms ------------------------------------------------------------------------------

/** One selection on the confirmation: its price now, the price the member saw, its single's stake and return. */
export type ReviewLine = {
  selection: SlipSelection;
  odds: string;
  seen: string;
  stake: string | null;
  potential: string | null;
};
export type SlipReview = {
  mode: SlipMode;
  slipKey: string;
  lines: ReviewLine[];
  /** The parlay's stake, or all the singles' together (minor units). */
  total: string;
  /** The parlay's price (decimal), null for singles. */
  combined: string | null;
  /** What it all returns if every selection wins (minor units). */
  potential: string;
  balance: string | null;
  /** Some price moved since the member saw it: the confirmation says so and asks to accept. */
  changed: boolean;
  /** The platform refused the bet because the odds moved (ODDS_CHANGED): the new ones are shown to accept. */
  refused: boolean;
  /** Singles already placed before one was refused. */
  placed: number;
};
export type SportsActionData = { intent: SlipIntent; result?: SubmissionResult<string[]>; review?: SlipReview };

type Refusal = { formErrors: string[]; fieldErrors: Record<string, string[]> };
const noRefusal = (): Refusal => ({ formErrors: [], fieldErrors: {} });
const str = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");
const detailsOf = (error: PlatformError) => (error.details ?? {}) as Record<string, unknown>;
const money = (value: unknown) => (/^\d+$/.test(str(value)) ? formatMinor(str(value)) : "");

/** A bet's refusal (docs/platform-calls.md "Event betting") next to the field that can fix it: the stake, a selection or the form. */
function betFailure(error: unknown, into: Refusal, stakeName: string): Refusal {
  const toField = (field: string, text: string) => (into.fieldErrors[field] ??= []).push(text);
  if (!(error instanceof PlatformError)) {
    const general = moneyFailure(error);
    into.formErrors.push(...general.formErrors);
    return into;
  }
  const d = detailsOf(error);
  switch (error.code) {
    case "AMOUNT_OUT_OF_RANGE":
      toField(stakeName, message("sports:error.AMOUNT_OUT_OF_RANGE", { min: money(d.min), max: money(d.max) }));
      break;
    case "MEMBER_MARKET_LIMIT":
      toField(stakeName, message("sports:error.MEMBER_MARKET_LIMIT", { left: money(d.left), max: money(d.max) }));
      break;
    case "INSUFFICIENT_FUNDS":
      toField(stakeName, "sports:error.INSUFFICIENT_FUNDS");
      break;
    case "MARKET_CLOSED": {
      const closed = Array.isArray(d.outcomeIds) ? d.outcomeIds.filter(isOutcomeId) : [];
      for (const id of closed) toField(selectionField(id), "sports:validation.closed");
      if (closed.length === 0) into.formErrors.push("sports:error.MARKET_CLOSED");
      break;
    }
    case "SAME_EVENT":
      toField("mode", "sports:validation.sameEvent");
      break;
    case "ODDS_CHANGED":
    case "SELECTION_INVALID":
    case "NOT_FOUND":
    case "BONUS_WAGERING":
    case "CONFLICT":
      into.formErrors.push(`sports:error.${error.code}`);
      break;
    case "LOSS_LIMIT":
      into.formErrors.push(message("care:error.LOSS_LIMIT", { left: money(d.left) || "0.00" }));
      break;
    case "REALITY_CHECK_DUE":
      into.formErrors.push(
        message("sports:error.REALITY_CHECK_DUE", {
          since: typeof d.startedAt === "string" ? formatDateTime(d.startedAt) : "",
        }),
      );
      break;
    case "SESSION_LIMIT":
      into.formErrors.push("care:error.SESSION_LIMIT");
      break;
    default: {
      const general = moneyFailure(error);
      into.formErrors.push(...general.formErrors);
      for (const [field, texts] of Object.entries(general.fieldErrors))
        for (const text of texts) toField(field === "amount" ? stakeName : field, text);
    }
  }
  return into;
}

/** Each single's requestKey: derived from the slip's key and its outcome, so a resend of the slip places each once. */
export function singleRequestKey(slipKey: string, outcomeId: string): string {
  const hex = crypto.createHash("sha256").update(`${slipKey}:${outcomeId}`).digest("hex");
  const variant = (8 | (parseInt(hex[16] ?? "0", 16) & 3)).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const checkOf = (selections: SlipSelection[], balance: bigint | null): SlipCheck => ({
  selections: selections.map((s) => ({
    outcomeId: s.outcomeId,
    eventId: s.eventId,
    open: s.open,
    minStake: s.minStake,
    maxStake: s.maxStake,
  })),
  balance,
});

/** The confirmation of an order at the selections' prices now. */
function reviewOf(
  order: SlipOrder,
  selections: SlipSelection[],
  balance: bigint | null,
  slipKey: string,
  refused = false,
  placed = 0,
): SlipReview {
  const byId = new Map(selections.map((s) => [s.outcomeId, s]));
  const lines: ReviewLine[] = [];
  for (const leg of order.legs) {
    const selection = byId.get(leg.outcomeId);
    if (!selection) continue;
    const stake = order.mode === "singles" ? (order.stakes.get(leg.outcomeId) ?? 0n) : null;
    lines.push({
      selection,
      odds: selection.odds,
      seen: leg.odds,
      stake: stake === null ? null : stake.toString(),
      potential: stake === null ? null : potentialReturn(stake, [selection.odds]).toString(),
    });
  }
  const total =
    order.mode === "parlay" ? order.stake : lines.reduce((acc, line) => acc + BigInt(line.stake ?? "0"), 0n);
  const potential =
    order.mode === "parlay"
      ? potentialReturn(
          order.stake,
          lines.map((l) => l.odds),
        )
      : lines.reduce((acc, line) => acc + BigInt(line.potential ?? "0"), 0n);
  return {
    mode: order.mode,
    slipKey,
    lines,
    total: total.toString(),
    combined: order.mode === "parlay" ? combinedOdds(lines.map((l) => l.odds)) : null,
    potential: potential.toString(),
    balance: balance === null ? null : balance.toString(),
    changed: lines.some((line) => line.odds !== line.seen),
    refused,
    placed,
  };
}

const formIds = (form: FormData) => [...new Set(form.getAll("selection").map(String).filter(isOutcomeId))];

type ActionContext = {
  request: Request;
  form: FormData;
  events: WpsClient;
  game: EventGame;
  here: string;
  token: string | null;
  slip: Slip;
};

export async function sportsAction({ request, context }: ActionFunctionArgs, game: EventGame) {
  const url = new URL(request.url);
  const here = `${url.pathname}${url.search}`;
  const place = { pathname: url.pathname, search: url.search };
  const { viewer, token } = await viewerOf(request);
  let form: FormData;
  try {
    form = await readPlainForm(request);
  } catch (error) {
    if (!(error instanceof FormReadError)) throw error;
    return data<SportsActionData>(
      { intent: "review", result: { status: "error", error: { "": ["member:error.formUnreadable"] } } },
      { status: 400 },
    );
  }
  const intent = String(form.get("intent") ?? "") as SlipIntent;
  if (!(SLIP_INTENTS as readonly string[]).includes(intent)) return redirect(here, 303);
  const slip = await readSlip(request);
  if ((await checkForm(form, request.headers, { publicForm: false })) !== "ok") {
    if (intent === "review" || intent === "place")
      return data<SportsActionData>(
        { intent, result: { status: "error", error: { "": ["sports:error.formExpired"] } } },
        { status: 403 },
      );
    return slipAnswer(form, here, { ...slip, notice: "sports:error.formExpired" });
  }
  // Betting is a real member's: a visitor logs in first (the slip waits in its cookie), a trial player is told it needs a true account.
  if (intent === "place" && viewer === "visitor") throw redirect(modalHref(place, "login"), 303);
  if ((intent === "place" || intent === "review" || intent === "realityAck") && viewer === "trial")
    throw redirect(modalHref(place, "needTrueAccount"), 303);
  const client = wps(request, context);
  const ctx: ActionContext = { request, form, events: client, game, here, token, slip };
  switch (intent) {
    case "add":
      return addToSlip(ctx);
    case "remove":
      return slipAnswer(form, here, {
        ...removeSelections(slip, game, form.getAll("outcomeId").map(String)),
        notice: null,
      });
    case "clear":
      return slipAnswer(form, here, { ...slip, [game]: [], notice: null });
    case "realityAck":
      if (token) await client.acknowledgeReality(token).catch(() => null);
      return redirect(here, 303);
    case "review":
      return reviewSlip(
        ctx,
        token
          ? client.walletBalance(token).then(
              (w) => BigInt(w.mainBalance),
              () => null,
            )
          : Promise.resolve(null),
      );
    case "place":
      return placeSlip(ctx);
  }
}

/** The slip changed: back to the page (a whole-page post), or only the data when the page's fetcher asked. */
async function slipAnswer(form: FormData, here: string, slip: Slip) {
  const headers = { "Set-Cookie": await keepSlip(slip) };
  if (form.get(IN_PLACE_FIELD) === "1") return data({ intent: "slip" as const }, { headers });
  return redirect(here, { status: 303, headers });
}

async function addToSlip({ form, events, game, here, slip }: ActionContext) {
  const outcomeId = String(form.get("outcomeId") ?? "");
  if (!isOutcomeId(outcomeId)) return redirect(here, 303);
  // One pick per market: another outcome of the same market replaces the one on the slip.
  let sameMarket: string[] = [];
  if (slip[game].length) {
    const selections = await events
      .slipSelections([...slip[game].filter((id) => id !== outcomeId), outcomeId].slice(-10))
      .catch(() => [] as SlipSelection[]);
    const market = selections.find((s) => s.outcomeId === outcomeId)?.marketId;
    sameMarket = market
      ? selections.filter((s) => s.marketId === market && s.outcomeId !== outcomeId).map((s) => s.outcomeId)
      : [];
  }
  const change = addSelection(slip, game, outcomeId, sameMarket);
  return slipAnswer(form, here, { ...change.slip, notice: change.notice });
}

function unreachable(intent: SlipIntent, error: unknown) {
  if (!(error instanceof PlatformError || error instanceof PlatformUnreachableError)) throw error;
  const refusal = betFailure(error, noRefusal(), "stake");
  return data<SportsActionData>(
    {
      intent,
      result: {
        status: "error",
        error: { "": refusal.formErrors.length ? refusal.formErrors : ["sports:error.generic"] },
      },
    },
    { status: 503 },
  );
}

/** "Review": the slip checked against its selections as they stand and the balance, then the confirmation. */
async function reviewSlip({ form, events }: ActionContext, balanceOf: Promise<bigint | null>) {
  let selections: SlipSelection[];
  try {
    selections = await events.slipSelections(formIds(form));
  } catch (error) {
    return unreachable("review", error);
  }
  const balance = await balanceOf;
  const submission = parseWithZod(form, { schema: slipSchema(checkOf(selections, balance)) });
  if (submission.status !== "success")
    return data<SportsActionData>({ intent: "review", result: reply(submission) }, { status: 400 });
  const order = slipOrder(submission.value);
  return data<SportsActionData>({
    intent: "review",
    result: reply(submission),
    review: reviewOf(order, selections, balance, submission.value.slipKey),
  });
}

/** "Place bet": the confirmed order to the platform, a parlay in one call, each single in its own. */
async function placeSlip({ form, events, game, here, token, slip }: ActionContext) {
  if (!token) throw redirect(here, 303);
  let selections: SlipSelection[];
  try {
    selections = await events.slipSelections(formIds(form));
  } catch (error) {
    return unreachable("place", error);
  }
  const submission = parseWithZod(form, { schema: slipSchema(checkOf(selections, null)) });
  if (submission.status !== "success")
    return data<SportsActionData>({ intent: "place", result: reply(submission) }, { status: 400 });
  const order = slipOrder(submission.value);
  const slipKey = submission.value.slipKey;

  const placed: string[] = [];
  const refusals: { outcomeIds: string[]; error: unknown }[] = [];
  if (order.mode === "parlay") {
    try {
      await events.placeEventBet(token, { selections: order.legs, stake: order.stake.toString(), requestKey: slipKey });
      placed.push(...order.legs.map((l) => l.outcomeId));
    } catch (error) {
      if (!(error instanceof PlatformError || error instanceof PlatformUnreachableError)) throw error;
      refusals.push({ outcomeIds: order.legs.map((l) => l.outcomeId), error });
    }
  } else {
    for (const leg of order.legs) {
      try {
        await events.placeEventBet(token, {
          selections: [leg],
          stake: (order.stakes.get(leg.outcomeId) ?? 0n).toString(),
          requestKey: singleRequestKey(slipKey, leg.outcomeId),
        });
        placed.push(leg.outcomeId);
      } catch (error) {
        if (!(error instanceof PlatformError || error instanceof PlatformUnreachableError)) throw error;
        refusals.push({ outcomeIds: [leg.outcomeId], error });
      }
    }
  }

  const left = removeSelections(slip, game, placed);
  if (refusals.length === 0) {
    const total = order.mode === "parlay" ? order.stake : [...order.stakes.values()].reduce((a, b) => a + b, 0n);
    const notice =
      order.mode === "parlay"
        ? message("sports:done.parlay", {
            stake: formatMinor(total),
            odds: combinedOdds(order.legs.map((l) => l.odds)),
            legs: order.legs.length,
          })
        : message("sports:done.singles", { stake: formatMinor(total), count: placed.length });
    return redirect(here, { status: 303, headers: { "Set-Cookie": await keepSlip({ ...left, notice }) } });
  }
  const headers = { "Set-Cookie": await keepSlip({ ...left, notice: null }) };

  // The odds moved: the confirmation again, with the new prices to accept, for what is still to place (a new key:
  // the refused request is not the one the member now confirms).
  const moved = refusals.filter((r) => r.error instanceof PlatformError && r.error.code === "ODDS_CHANGED");
  if (moved.length === refusals.length) {
    const changes: OddsChanged["changes"] = moved.flatMap((r) => {
      const value = oddsChanged.safeParse((r.error as PlatformError).details);
      return value.success ? value.data.changes : [];
    });
    const refusedIds = new Set(moved.flatMap((r) => r.outcomeIds));
    let fresh: SlipSelection[] = selections;
    try {
      fresh = await events.slipSelections([...refusedIds]);
    } catch {
      fresh = selections;
    }
    const now = fresh.map((s) => {
      const change = changes.find((c) => c.outcomeId === s.outcomeId);
      return change ? { ...s, odds: change.odds, open: s.open && change.open } : s;
    });
    if (now.every((s) => s.open)) {
      const remaining: SlipOrder = { ...order, legs: order.legs.filter((l) => refusedIds.has(l.outcomeId)) };
      return data<SportsActionData>(
        {
          intent: "place",
          result: reply(submission),
          review: reviewOf(remaining, now, null, crypto.randomUUID(), true, placed.length),
        },
        { status: 409, headers },
      );
    }
    const refusal = noRefusal();
    for (const s of now)
      if (!s.open) (refusal.fieldErrors[selectionField(s.outcomeId)] ??= []).push("sports:validation.closed");
    return data<SportsActionData>(
      { intent: "place", result: reply(submission, placedNote(refusal, placed.length)) },
      { status: 409, headers },
    );
  }
  const refusal = noRefusal();
  for (const r of refusals)
    betFailure(r.error, refusal, order.mode === "parlay" ? "stake" : stakeField(r.outcomeIds[0] ?? ""));
  const status = refusals.some((r) => r.error instanceof PlatformUnreachableError) ? 503 : 400;
  return data<SportsActionData>(
    { intent: "place", result: reply(submission, placedNote(refusal, placed.length)) },
    { status, headers },
  );
}

/** When some singles went through before another was refused, the form says how many. */
function placedNote(refusal: Refusal, placed: number): Refusal {
  if (placed > 0) refusal.formErrors.unshift(message("sports:done.somePlaced", { count: placed }));
  return refusal;
}
