// Opening a game (SPEC §2.1 /game, §3 launch, §6): the platform's launch call with the member's token.
// A visitor is asked to log in, a trial player is warned where the game has no demo, and a game under
// maintenance or from a vendor not connected says so. The game itself runs in a frame of this page.
// A transfer-mode vendor's game first asks how much to move into its wallet (confirmTrans): that form
// posts here, once per requestKey (ADR 0014).
import crypto from "node:crypto";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { transferAsked, type TransferAsk } from "~contract/answers/games";
import { realityDue, type RealityDue } from "~contract/answers/care";
import { getSession } from "../session/session.server";
import { requestLanguage } from "../i18n/i18n.server";
import { checkForm } from "../security/security.server";
import { PlatformError, PlatformUnreachableError, wps } from "../platform/client.server";
import { REALITY_ACK_INTENT, launchTransferSchema } from "./play";
import { EVENTS_VENDOR, LOTTERY_VENDOR } from "./catalogue";
import { parseAmount } from "~contract/money";
import { readPlainForm } from "../security/formData.server";

const REFUSALS = [
  "GAME_MAINTENANCE",
  "UNAVAILABLE",
  "NOT_FOUND",
  "FAILED",
  "TIMED_OUT",
  "SELF_EXCLUDED",
  "LOSS_LIMIT",
  "SESSION_LIMIT",
  "FROZEN",
] as const;
type Refusal = (typeof REFUSALS)[number];

export type GameScreen =
  | { state: "none" }
  | { state: "login"; nodeId: string }
  | { state: "trial"; nodeId: string }
  | { state: "refused"; nodeId: string; reason: Refusal }
  | { state: "transfer"; nodeId: string; ask: TransferAsk; requestKey: string }
  | { state: "reality"; nodeId: string; due: RealityDue & { minutes: number } }
  | { state: "playing"; nodeId: string; name: string; url: string; session: PlayingSession | null };

/**
 * Beside the game (RTS 13C, 2E; ADR 0034): when the session began, its minutes so far and its net position,
 * when the next reality check is due (null: off) and when the session limit ends it (null: none).
 */
export type PlayingSession = {
  startedAt: string;
  minutes: number;
  net: string;
  realityDueAt: string | null;
  limitEndsAt: string | null;
};

/** Only a path on this site may be framed: the platform's own game pages come through the web's proxy. */
const framable = (url: string) => /^\/wps\/inhouse\/[\w-]+\?/.test(url);

const gameNode = (request: Request) => {
  const nodeId = new URL(request.url).searchParams.get("nodeId")?.trim();
  return nodeId && nodeId.length <= 80 ? nodeId : null;
};

/** Launches with the member's session; every refusal becomes a screen, and TRANSFER_REQUIRED the amount form. */
async function launch(
  request: Request,
  context: AppLoadContext,
  nodeId: string,
  transfer?: { amount: string; requestKey: string },
): Promise<GameScreen> {
  const session = await getSession(request);
  const token = session.get("token");
  const { language } = requestLanguage(request);
  if (!session.get("member") || !token) return { state: "login", nodeId };
  try {
    const client = wps(request, context);
    const game = await client.launchGame(token, language, nodeId, transfer);
    // The in-house lottery's and sportsbook's games are this site's own pages (ADR 0055, 0056): opened there, not framed.
    if ((game.vassalage === LOTTERY_VENDOR || game.vassalage === EVENTS_VENDOR) && /^\/[A-Za-z]/.test(game.game_url))
      throw redirect(game.game_url);
    if (!framable(game.game_url)) return { state: "refused", nodeId, reason: "UNAVAILABLE" };
    // The game opens even when its session line cannot be read.
    const position = await client.sessionPosition(token).catch(() => null);
    const session = position && {
      startedAt: position.startedAt,
      minutes: position.minutes,
      net: position.net,
      realityDueAt: position.reality.dueAt,
      limitEndsAt: position.sessionLimit?.endsAt ?? null,
    };
    return { state: "playing", nodeId, name: game.name, url: game.game_url, session };
  } catch (error) {
    if (error instanceof PlatformError) {
      if (error.code === "TRANSFER_REQUIRED") {
        const ask = transferAsked.safeParse(error.details);
        if (ask.success) return { state: "transfer", nodeId, ask: ask.data, requestKey: crypto.randomUUID() };
      }
      if (error.code === "TRIAL_REFUSED") return { state: "trial", nodeId };
      if (error.code === "UNAUTHORIZED") return { state: "login", nodeId };
      // The reality check is due: the reminder, acknowledged by a form, before the game opens (ADR 0034).
      if (error.code === "REALITY_CHECK_DUE") {
        const due = realityDue.safeParse(error.details);
        if (due.success)
          return {
            state: "reality",
            nodeId,
            due: {
              ...due.data,
              minutes: Math.max(0, Math.floor((Date.now() - Date.parse(due.data.startedAt)) / 60_000)),
            },
          };
      }
      if ((REFUSALS as readonly string[]).includes(error.code))
        return { state: "refused", nodeId, reason: error.code as Refusal };
    }
    if (error instanceof PlatformError || error instanceof PlatformUnreachableError) {
      if (transfer) throw error;
      return { state: "refused", nodeId, reason: "FAILED" };
    }
    throw error;
  }
}

export async function gameScreen(request: Request, context: AppLoadContext): Promise<GameScreen> {
  const nodeId = gameNode(request);
  if (!nodeId) return { state: "none" };
  return launch(request, context, nodeId);
}

// What the amount form's post can answer in place: the form's errors, in the member's words.
const TRANSFER_ERRORS: Record<string, string> = {
  INSUFFICIENT_FUNDS: "member:error.INSUFFICIENT_FUNDS",
  VALIDATION: "games:launch.transfer.empty",
  CONFLICT: "member:error.formExpired",
  TRIAL_REFUSED: "games:launch.trial",
  FROZEN: "care:error.FROZEN",
};

/** The reality check's "continue" (ADR 0034): recorded by the platform, then the game page loads again. */
async function acknowledgeReality(request: Request, context: AppLoadContext, form: FormData, nodeId: string | null) {
  const url = new URL(request.url);
  const again = nodeId ? `${url.pathname}${url.search}` : "/";
  if ((await checkForm(form, request.headers, { publicForm: false })) !== "ok") return redirect(again, 303);
  const token = (await getSession(request)).get("token");
  if (token) await wps(request, context).acknowledgeReality(token);
  return redirect(again, 303);
}

/** The amount form: moves the amount into the vendor's wallet and opens the game, or says why not. */
export async function launchWithTransfer(request: Request, context: AppLoadContext) {
  const nodeId = gameNode(request);
  const form = await readPlainForm(request);
  if (form.get("intent") === REALITY_ACK_INTENT) return acknowledgeReality(request, context, form, nodeId);
  const submission = parseWithZod(form, { schema: launchTransferSchema });
  if (!nodeId) return data({ screen: { state: "none" } as GameScreen, result: submission.reply() });
  if ((await checkForm(form, request.headers, { publicForm: false })) !== "ok") {
    return data(
      { screen: null, result: submission.reply({ formErrors: ["member:error.formExpired"] }) },
      { status: 403 },
    );
  }
  if (submission.status !== "success") return data({ screen: null, result: submission.reply() }, { status: 400 });
  const minor = parseAmount(submission.value.amount);
  if (minor === null) throw new Error("launchTransferSchema let an unreadable amount through");
  const amount = minor.toString();
  try {
    const screen = await launch(request, context, nodeId, { amount, requestKey: submission.value.requestKey });
    return data({ screen, result: submission.reply({ resetForm: true }) });
  } catch (error) {
    const key = error instanceof PlatformError ? TRANSFER_ERRORS[error.code] : undefined;
    return data(
      { screen: null, result: submission.reply({ formErrors: [key ?? "games:launch.FAILED"] }) },
      { status: key ? 409 : 502 },
    );
  }
}
