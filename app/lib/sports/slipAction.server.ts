// The bet slip's forms (SPEC §2.1), one action for both lobbies: an odds button adds its outcome, "remove" and
// "clear" edit the slip, "review" answers the confirmation (slipReview.server.ts), "place" sends the bet(s) with
// the slip's requestKey. What a form says on the next page is its notice (app/lib/forms/notice.server.ts).
import crypto from "node:crypto";
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { message } from "~/lib/forms/messages";
import { noticeHeader } from "~/lib/forms/notice.server";
import { reply } from "~/lib/forms/reply.server";
import { PlatformError, PlatformUnreachableError, wps, type WpsClient } from "~/lib/platform/client.server";
import { FormReadError, readPlainForm } from "~/lib/security/formData.server";
import { checkForm } from "~/lib/security/security.server";
import { viewerOf } from "~/lib/session/viewer.server";
import { modalHref } from "~/lib/shell/urls";
import type { OddsChanged, SlipSelection } from "~contract/answers/events";
import { oddsChanged } from "~contract/answers/events";
import { type EventGame } from "~contract/events";
import { formatMinor } from "~contract/money";
import {
  IN_PLACE_FIELD,
  SLIP_INTENTS,
  isOutcomeId,
  selectionField,
  slipOrder,
  slipSchema,
  stakeField,
  type SlipIntent,
  type SlipOrder,
} from "./forms";
import { combinedOdds } from "./odds";
import { addSelection, keepSlip, readSlip, removeSelections, type Slip } from "./slip.server";
import {
  betFailure,
  checkOf,
  formIds,
  noRefusal,
  placedNote,
  reviewOf,
  singleRequestKey,
  type SportsActionData,
} from "./slipReview.server";

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
    return slipAnswer(form, here, slip, "sports:error.formExpired");
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
      return slipAnswer(form, here, removeSelections(slip, game, form.getAll("outcomeId").map(String)));
    case "clear":
      return slipAnswer(form, here, { ...slip, [game]: [] });
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

/**
 * The slip changed: back to the page (a whole-page post), or only the data when the page's fetcher asked; what it
 * says comes with the page the fetcher's revalidation or the redirect loads next.
 */
async function slipAnswer(form: FormData, here: string, slip: Slip, notice: string | null = null) {
  const headers = new Headers({ "Set-Cookie": await keepSlip(slip) });
  if (notice) headers.append("Set-Cookie", await noticeHeader(notice));
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
  return slipAnswer(form, here, change.slip, change.notice);
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
    const done = new Headers({ "Set-Cookie": await keepSlip(left) });
    done.append("Set-Cookie", await noticeHeader(notice));
    return redirect(here, { status: 303, headers: done });
  }
  const headers = { "Set-Cookie": await keepSlip(left) };

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
