// What the member centre remembers between two requests in cookies, so that it works with JavaScript
// off: the success message after a form's redirect, and the header's hidden balance.
import { createCookie, redirect } from "@remix-run/node";
import { SECRET } from "~/lib/session.server";
import { safeRedirectPath } from "~/lib/urls";

const secure = process.env.NODE_ENV === "production";

/** A success message for the page after a form's redirect (read once). */
export const noticeCookie = createCookie("member_notice", { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 120, secrets: [SECRET] });
export type Notice = { text: string };

/** The header's balance shown as *** (SPEC §2.3): a cookie, so hiding works with JavaScript off. */
export const balanceHiddenCookie = createCookie("balance_hidden", { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge: 60 * 60 * 24 * 365 });

export async function isBalanceHidden(request: Request): Promise<boolean> {
  return (await balanceHiddenCookie.parse(request.headers.get("Cookie"))) === "1";
}

export async function redirectWithNotice(to: string, text: string): Promise<Response> {
  return redirect(to, { headers: { "Set-Cookie": await noticeCookie.serialize({ text }) } });
}

/** The header's "hide balance" form: it needs no member (a page may still show the header after the session ended). */
export async function balanceVisibility(form: FormData): Promise<Response> {
  const hide = form.get("hide") === "1";
  const to = safeRedirectPath(form.get("returnTo"));
  return redirect(to, { headers: { "Set-Cookie": await balanceHiddenCookie.serialize(hide ? "1" : "", { maxAge: hide ? 60 * 60 * 24 * 365 : 0 }) } });
}
