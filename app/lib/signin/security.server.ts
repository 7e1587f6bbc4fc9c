// The authenticator app in the security centre (SPEC §4, ADR 0032): its state with the QR code of a
// waiting set-up, drawn here as an inline SVG so that it shows without JavaScript, and the forms that
// start, confirm and turn it off.
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import QRCode from "qrcode";
import { reply } from "~/lib/forms/reply.server";
import { sectionDone, type ActionCtx, type CentreActionData, type SectionForm } from "~/lib/member/centre.server";
import { withSealing } from "~/lib/platform/jwe.server";
import type { AuthenticatorState, WpsClient } from "~/lib/platform/client.server";
import { signinFailure } from "./failure.server";
import { totpConfirmSchema, totpDisableSchema, totpStartSchema } from "./signin";

export type AuthenticatorView = AuthenticatorState & { qrSvg: string | null };

/** The member's app, or null when the platform could not say (the rest of the page still shows). */
export async function authenticatorSection(client: WpsClient, token: string): Promise<AuthenticatorView | null> {
  const state = await client.authenticator(token).catch(() => null);
  if (!state) return null;
  // The SVG is ours (qrcode draws paths from the otpauth:// URL), so it can be put into the page as is.
  const qrSvg = state.setup
    ? await QRCode.toString(state.setup.otpauthUrl, { type: "svg", errorCorrectionLevel: "M", margin: 2 })
    : null;
  return { ...state, qrSvg };
}

const refused = (intent: string, result: ReturnType<typeof reply>) =>
  data<CentreActionData>({ intent, result }, { status: 400 });

async function startAuthenticator(ctx: ActionCtx) {
  const intent = "totpStart";
  const submission = parseWithZod(ctx.form, { schema: totpStartSchema });
  try {
    await ctx.client.startAuthenticator(ctx.token);
    return sectionDone(ctx, "signin:done.started");
  } catch (error) {
    return refused(intent, reply(submission, signinFailure(error, "code", "signin:error.totpInvalid")));
  }
}

async function confirmAuthenticator(ctx: ActionCtx) {
  const intent = "totpConfirm";
  const submission = parseWithZod(ctx.form, { schema: totpConfirmSchema });
  if (submission.status !== "success") return refused(intent, reply(submission));
  try {
    await ctx.client.confirmAuthenticator(ctx.token, submission.value.code);
    return sectionDone(ctx, "signin:done.enabled");
  } catch (error) {
    return refused(intent, reply(submission, signinFailure(error, "code", "signin:error.totpInvalid")));
  }
}

async function disableAuthenticator(ctx: ActionCtx) {
  const intent = "totpDisable";
  const submission = parseWithZod(ctx.form, { schema: totpDisableSchema });
  if (submission.status !== "success") return refused(intent, reply(submission));
  const { code, password } = submission.value;
  const proof = code ? { code } : { password: password ?? "" };
  try {
    await withSealing(ctx.client, (seal) => ctx.client.disableAuthenticator(seal, ctx.token, proof));
    return sectionDone(ctx, "signin:done.disabled");
  } catch (error) {
    return refused(intent, reply(submission, signinFailure(error, "code", "signin:error.totpInvalid")));
  }
}

export const AUTHENTICATOR_ACTIONS: readonly SectionForm[] = [
  { intent: "totpStart", run: startAuthenticator },
  { intent: "totpConfirm", run: confirmAuthenticator },
  { intent: "totpDisable", run: disableAuthenticator },
];
