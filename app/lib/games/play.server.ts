// Opening a game (SPEC §2.1 /game, §3 launch, §6): the platform's launch call with the member's token.
// A visitor is asked to log in, a trial player is warned where the game has no demo, and a game under
// maintenance or from a vendor not connected says so. The game itself runs in a frame of this page.
// A transfer-mode vendor's game first asks how much to move into its wallet (confirmTrans): that form
// posts here, once per requestKey (ADR 0014).
import crypto from "node:crypto";
import { data, type AppLoadContext } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod";
import { transferAsked, type TransferAsk } from "~contract/answers/games";
import { getSession } from "../session/session.server";
import { requestLanguage } from "../i18n/i18n.server";
import { checkForm } from "../security/security.server";
import { PlatformError, PlatformUnreachableError, wps } from "../platform/client.server";
import { launchTransferSchema } from "./play";
import { parseAmount } from "~contract/money";
import { readPlainForm } from "../security/formData.server";

type Refusal = "GAME_MAINTENANCE" | "UNAVAILABLE" | "NOT_FOUND" | "FAILED";

export type GameScreen =
  | { state: "none" }
  | { state: "login"; nodeId: string }
  | { state: "trial"; nodeId: string }
  | { state: "refused"; nodeId: string; reason: Refusal }
  | { state: "transfer"; nodeId: string; ask: TransferAsk; requestKey: string }
  | { state: "playing"; nodeId: string; name: string; url: string };

/** Only a path on this site may be framed: the platform's own game pages come through the web's proxy. */
const framable = (url: string) => /^\/wps\/inhouse\/[\w-]+\?/.test(url);

const gameNode = (request: Request) => {
  const nodeId = new URL(request.url).searchParams.get("nodeId")?.trim();
  return nodeId && nodeId.length <= 80 ? nodeId : null;
};

/** Launches with the member's session; every refusal becomes a screen, and TRANSFER_REQUIRED the amount form. */
async function launch(request: Request, context: AppLoadContext, nodeId: string, transfer?: { amount: string; requestKey: string }): Promise<GameScreen> {
  const session = await getSession(request);
  const token = session.get("token");
  const { language } = requestLanguage(request);
  if (!session.get("member") || !token) return { state: "login", nodeId };
  try {
    const game = await wps(request, context).launchGame(token, language, nodeId, transfer);
    if (!framable(game.game_url)) return { state: "refused", nodeId, reason: "UNAVAILABLE" };
    return { state: "playing", nodeId, name: game.name, url: game.game_url };
  } catch (error) {
    if (error instanceof PlatformError) {
      if (error.code === "TRANSFER_REQUIRED") {
        const ask = transferAsked.safeParse(error.details);
        if (ask.success) return { state: "transfer", nodeId, ask: ask.data, requestKey: crypto.randomUUID() };
      }
      if (error.code === "TRIAL_REFUSED") return { state: "trial", nodeId };
      if (error.code === "UNAUTHORIZED") return { state: "login", nodeId };
      if (error.code === "GAME_MAINTENANCE" || error.code === "UNAVAILABLE" || error.code === "NOT_FOUND") return { state: "refused", nodeId, reason: error.code };
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
};

/** The amount form: moves the amount into the vendor's wallet and opens the game, or says why not. */
export async function launchWithTransfer(request: Request, context: AppLoadContext) {
  const nodeId = gameNode(request);
  const form = await readPlainForm(request);
  const submission = parseWithZod(form, { schema: launchTransferSchema });
  if (!nodeId) return data({ screen: { state: "none" } as GameScreen, result: submission.reply() });
  if ((await checkForm(form, request.headers, { publicForm: false })) !== "ok") {
    return data({ screen: null, result: submission.reply({ formErrors: ["member:error.formExpired"] }) }, { status: 403 });
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
    return data({ screen: null, result: submission.reply({ formErrors: [key ?? "games:launch.FAILED"] }) }, { status: key ? 409 : 502 });
  }
}
