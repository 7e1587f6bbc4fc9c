// The cockfight arena (/cockfight, reference/sportsbook.md §2.7): the current fight with its pool and
// payouts per 100, the betting window, the member's bets and the recent results. Anyone sees the arena; a real
// member bets. The bet form is a whole-page post in two steps: review (the fight still takes bets, the stake is
// within its limits) and bet (the form's requestKey, so a resend places one bet). Arena answers are not cached by
// the web: every bet moves the pool.
import crypto from "node:crypto";
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { message } from "~/lib/forms/messages";
import { redirectWithNotice, takeNotice, type Notice } from "~/lib/forms/notice.server";
import { reply } from "~/lib/forms/reply.server";
import { moneyFailure } from "~/lib/member/money.server";
import { formatDateTime } from "~/lib/member/wallet";
import { PlatformError, PlatformUnreachableError, wps, type Page } from "~/lib/platform/client.server";
import { routeError } from "~/lib/platform/errors.server";
import { readMemberPageForm } from "~/lib/forms/memberPageForm.server";
import { partFailed, viewerOf, type Failed, type Viewer } from "~/lib/session/viewer.server";
import { idParam, pageParam } from "~/lib/shell/paging";
import type { ArenaView, FightBet, FightView } from "~contract/answers/events";
import type { FightSide } from "~contract/events";
import { formatMinor, parseAmount } from "~contract/money";
import {
  COCKFIGHT_INTENTS,
  betSchema,
  confirmSchema,
  rangeMessage,
  takesBets,
  type CockfightIntent,
} from "~/lib/cockfight/forms";

export type CockfightData = {
  viewer: Viewer;
  arena: ArenaView;
  /** The member's bets, newest first (a visitor has none to ask for). */
  bets: Page<FightBet> | Failed | null;
  notice: Notice | null;
  /** One per render of the bet form: the confirmation sends it, so a resend places the bet once. */
  requestKey: string;
};

const BETS_PAGE_SIZE = 10;

export async function cockfightLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { viewer, token } = await viewerOf(request);
  const calls = wps(request, context);
  const [arena, bets, { notice, headers }] = await Promise.all([
    calls.cockfightArena(token).catch((error: unknown) => routeError(error)),
    token
      ? calls
          .fightBets(token, {
            pageNo: pageParam(url.searchParams.get("page")),
            pageSize: BETS_PAGE_SIZE,
            betId: idParam(url.searchParams, "bet") ?? undefined,
          })
          .catch((error: unknown) => partFailed("cockfight", "bets", error))
      : Promise.resolve(null),
    takeNotice(request),
  ]);
  return data<CockfightData>({ viewer, arena, bets, notice, requestKey: crypto.randomUUID() }, { headers });
}

// ---- the bet form -------------------------------------------------------------------------------------

type Refusal = { formErrors: string[]; fieldErrors: Record<string, string[]> };
const fieldError = (field: string, text: string): Refusal => ({ formErrors: [], fieldErrors: { [field]: [text] } });
const formError = (text: string): Refusal => ({ formErrors: [text], fieldErrors: {} });
const str = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");

/** The arena's refusals (docs/platform-calls.md "Event betting") next to the field that can fix them. */
function cockfightFailure(error: unknown): Refusal {
  if (!(error instanceof PlatformError)) return moneyFailure(error);
  const details = (error.details ?? {}) as Record<string, unknown>;
  switch (error.code) {
    case "FIGHT_CLOSED":
      return fieldError("side", "cockfight:error.FIGHT_CLOSED");
    case "AMOUNT_OUT_OF_RANGE":
      return fieldError(
        "stake",
        /^\d+$/.test(str(details.min)) && /^\d+$/.test(str(details.max))
          ? rangeMessage({ min: str(details.min), max: str(details.max) })
          : "cockfight:error.AMOUNT_OUT_OF_RANGE_PLAIN",
      );
    case "INSUFFICIENT_FUNDS":
      return fieldError("stake", "cockfight:error.INSUFFICIENT_FUNDS");
    case "NOT_FOUND":
      return formError("cockfight:error.NOT_FOUND");
    case "LOSS_LIMIT":
      return formError(
        message("care:error.LOSS_LIMIT", {
          left: formatMinor(/^\d+$/.test(str(details.left)) ? str(details.left) : "0"),
        }),
      );
    case "REALITY_CHECK_DUE":
      return formError(
        message("cockfight:error.REALITY_CHECK_DUE", {
          since: typeof details.startedAt === "string" ? formatDateTime(details.startedAt) : "",
        }),
      );
    case "SESSION_LIMIT":
      return formError("care:error.SESSION_LIMIT");
    default:
      // TIMED_OUT, SELF_EXCLUDED and the wallet's own refusals, as every money form says them.
      return moneyFailure(error);
  }
}

/** What the review step answers: the bet as the confirmation sends it (the page shows the payout as it stands). */
export type CockfightReview = { fightId: string; side: FightSide; stake: string; requestKey: string };
export type CockfightActionData = {
  intent: CockfightIntent;
  result?: SubmissionResult<string[]>;
  review?: CockfightReview;
};

export async function cockfightAction({ request, context }: ActionFunctionArgs) {
  const read = await readMemberPageForm(request, COCKFIGHT_INTENTS);
  if ("refused" in read) {
    const { intent, message: refusal, status } = read.refused;
    return data<CockfightActionData>({ intent, result: { status: "error", error: { "": [refusal] } } }, { status });
  }
  const { form, intent, token, here } = read;
  const client = wps(request, context);
  if (intent === "realityAck") {
    try {
      await client.acknowledgeReality(token);
    } catch (error) {
      return routeError(error);
    }
    return redirect(here, 303);
  }

  const placing = intent === "bet";
  const calls = client;
  // The review asks for the arena as it is now: the fight must still take bets, and the stake be within its limits.
  let arenaFailure: unknown = null;
  const current: FightView | null = placing
    ? null
    : await calls.cockfightArena(null).then(
        (arena) => arena.current,
        (error: unknown) => {
          if (!(error instanceof PlatformError || error instanceof PlatformUnreachableError)) throw error;
          arenaFailure = error;
          return null;
        },
      );
  const fightId = String(form.get("fightId") ?? "");
  const limits = current && current.id === fightId ? { min: current.minStake, max: current.maxStake } : null;
  const submission = parseWithZod(form, { schema: placing ? confirmSchema : betSchema(limits) });
  if (submission.status !== "success")
    return data<CockfightActionData>({ intent: "review", result: reply(submission) }, { status: 400 });
  const value = submission.value as { fightId: string; side: FightSide; stake: string; requestKey?: string };
  const stake = parseAmount(value.stake) ?? 0n;
  const refused = (refusal: Refusal, status = 400) =>
    data<CockfightActionData>({ intent: "review", result: reply(submission, refusal) }, { status });
  if (arenaFailure) return refused(cockfightFailure(arenaFailure), 503);
  try {
    if (!placing) {
      if (!current || current.id !== value.fightId || !takesBets(current.status))
        return refused(fieldError("side", "cockfight:error.FIGHT_CLOSED"), 409);
      return data<CockfightActionData>({
        intent: "review",
        result: reply(submission),
        review: {
          fightId: value.fightId,
          side: value.side,
          stake: stake.toString(),
          requestKey: String(form.get("requestKey") ?? "") || crypto.randomUUID(),
        },
      });
    }
    const bet = await calls.placeFightBet(token, {
      fightId: value.fightId,
      side: value.side,
      stake: stake.toString(),
      requestKey: value.requestKey ?? "",
    });
    return redirectWithNotice(
      new URL(request.url).pathname,
      message(`cockfight:done.placed.${bet.side}`, { stake: formatMinor(bet.stake), number: bet.fightNumber }),
    );
  } catch (error) {
    if (!(error instanceof PlatformError || error instanceof PlatformUnreachableError)) throw error;
    // Refused at the review or at the confirmation (the fight closed meanwhile): back to the form, the message at its field.
    return refused(cockfightFailure(error), error instanceof PlatformError ? 400 : 503);
  }
}
