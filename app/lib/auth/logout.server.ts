import { PlatformError } from "~/lib/platform/client.server";
import { closeModalHref } from "~/lib/shell/urls";
import { forgetMember, placeOf, redirectWith } from "./account.server";
import type { AuthContext, AuthTask } from "./task.server";

async function endSession(ctx: AuthContext) {
  const { session, client } = ctx;
  const token = session.get("token");
  if (token) {
    try {
      await client.logout(token);
    } catch (error) {
      // Already ended on the platform (expired, revoked): the visitor is logged out all the same.
      if (!(error instanceof PlatformError)) console.error(`logout: ${(error as Error).message}`);
    }
  }
  forgetMember(session);
}

async function logout(ctx: AuthContext) {
  await endSession(ctx);
  return redirectWith(ctx.session, "/");
}

/**
 * The trial warning's Register button (SPEC §6): a free-play player leaves the play-money account and
 * lands on the registration page as a visitor. A real member's session is left alone.
 */
async function trialRegister(ctx: AuthContext) {
  if (ctx.session.get("member")?.isTrial !== true)
    return redirectWith(ctx.session, closeModalHref(placeOf(ctx.returnTo)));
  await endSession(ctx);
  return redirectWith(ctx.session, "/register");
}

export const LOGOUT_TASK: AuthTask = { intent: "logout", publicForm: false, run: logout };
export const TRIAL_REGISTER_TASK: AuthTask = { intent: "trialRegister", publicForm: false, run: trialRegister };
