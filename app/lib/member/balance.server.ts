// The header's balance shown as *** (SPEC §2.3): remembered in a cookie, so hiding works with
// JavaScript off; the form posts to the member centre.
import { createCookie, redirect } from "@remix-run/node";
import { safeRedirectPath } from "~/lib/shell/urls";

const secure = process.env.NODE_ENV === "production";

export const balanceHiddenCookie = createCookie("balance_hidden", {
  httpOnly: true,
  sameSite: "lax",
  secure,
  path: "/",
  maxAge: 60 * 60 * 24 * 365,
});

export async function isBalanceHidden(request: Request): Promise<boolean> {
  return (await balanceHiddenCookie.parse(request.headers.get("Cookie"))) === "1";
}

/** The header's "hide balance" form: it needs no member (a page may still show the header after the session ended). */
export async function balanceVisibility(form: FormData): Promise<Response> {
  const hide = form.get("hide") === "1";
  const to = safeRedirectPath(form.get("returnTo"));
  return redirect(to, {
    headers: {
      "Set-Cookie": await balanceHiddenCookie.serialize(hide ? "1" : "", { maxAge: hide ? 60 * 60 * 24 * 365 : 0 }),
    },
  });
}
