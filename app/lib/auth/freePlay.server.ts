// Free play (SPEC §6): a trial account opened on the spot, logged in like any member.
import crypto from "node:crypto";
import { modalHref } from "~/lib/shell/urls";
import { flashForm, placeOf, redirectWith, translateFailure } from "./account.server";
import { FORM_IDS } from "./fields";
import { loggedIn, type AuthContext, type AuthTask } from "./task.server";

async function freePlay(ctx: AuthContext) {
  const { session, client, request } = ctx;
  try {
    const answer = await client.freePlay({
      os: (request.headers.get("user-agent") ?? "web").slice(0, 64),
      nonce: crypto.randomBytes(16).toString("base64url"),
    });
    return await loggedIn(ctx, answer);
  } catch (error) {
    const translated = translateFailure(error);
    flashForm(session, FORM_IDS.freePlay, { status: "error", error: { "": translated.formErrors } });
    return redirectWith(session, modalHref(placeOf(ctx.returnTo), "login", { freePlay: 1 }));
  }
}

export const FREE_PLAY_TASK: AuthTask = { intent: "freePlay", publicForm: true, run: freePlay };
