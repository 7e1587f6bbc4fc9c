// What every task of POST /auth gets and how it answers (DESIGN §4): the same for JavaScript on and
// off — validate with the task's schema, call the platform, and answer with a redirect; on failure
// back to the page with the modal open and the result in a flash (account.server.ts).
import { deviceCookieFor } from "~/lib/session/device.server";
import type { WebSession } from "~/lib/session/session.server";
import { closeModalHref, safeRedirectPath } from "~/lib/shell/urls";
import type { Login, WpsClient } from "~/lib/platform/client.server";
import { HIDDEN_FIELDS, placeOf, redirectWith, startSession, type Translated } from "./account.server";

export type AuthContext = {
  request: Request;
  form: FormData;
  session: WebSession;
  client: WpsClient;
  returnTo: string;
};

/**
 * One account form's task, named by the intent of its submit button. A public task (a visitor's form)
 * also passes the honeypot; the others need the CSRF token only.
 */
export type AuthTask = { intent: string; publicForm: boolean; run: (ctx: AuthContext) => Promise<Response> };

export function reply(submission: { reply: (options?: object) => unknown }, translated?: Translated) {
  return submission.reply({ hideFields: HIDDEN_FIELDS, ...(translated ?? {}) }) as never;
}

/**
 * Where a login lands: the page the visitor asked for before being sent to log in (`next`, a path on
 * this site only, checked like every redirect target), else where they were with the modal closed.
 */
export function afterLoginHref(returnTo: unknown): string {
  const place = placeOf(returnTo);
  const next = new URLSearchParams(place.search).get("next");
  return next ? safeRedirectPath(next) : closeModalHref(place);
}

/**
 * After any login: the forced change first (SPEC §4), else back where the player was with the modal
 * closed (a game they opened as a visitor then launches; from /login, home).
 */
export async function loggedIn(
  ctx: AuthContext,
  login: Login,
  headers = new Headers(),
  to = afterLoginHref(ctx.returnTo),
) {
  startSession(ctx.session, login);
  // The browser's device name for promotion claims (ADR 0047), kept or given.
  headers.append("Set-Cookie", await deviceCookieFor(ctx.request));
  return redirectWith(ctx.session, login.mustChangePassword ? "/?modal=changePassword" : to, headers);
}
