// The one way a notice crosses a redirect (ADR 0072): a form that did its work redirects (POST, redirect, GET) and
// the page it lands on says what was done, once. The notice rides in a short-lived signed cookie of its own, never
// in the URL (a reload or a shared link would say it again) nor in the member's session (a visitor's form has none).
import { createCookie, redirect } from "@remix-run/node";
import { SECRET } from "~/lib/session/session.server";

/** A success message for the page after a form's redirect (read once). */
const noticeCookie = createCookie("member_notice", {
  httpOnly: true,
  sameSite: "lax",
  secure: process.env.NODE_ENV === "production",
  path: "/",
  maxAge: 120,
  secrets: [SECRET],
});
/**
 * `text`: a message (app/lib/forms/messages.ts). `about`: what the notice is about when a page lists many (the
 * promotion a join or claim was for).
 */
export type Notice = { text: string; about?: string };

/** The Set-Cookie header that carries a notice to the next page, for a redirect that sets other cookies too. */
export function noticeHeader(text: string, about?: string): Promise<string> {
  const notice: Notice = about ? { text, about } : { text };
  return noticeCookie.serialize(notice);
}

export async function redirectWithNotice(to: string, text: string, about?: string): Promise<Response> {
  return redirect(to, { headers: { "Set-Cookie": await noticeHeader(text, about) } });
}

/** The notice a form's redirect left, read once: what the page shows, and the header that forgets it. */
export async function takeNotice(request: Request): Promise<{ notice: Notice | null; headers: Headers }> {
  const notice = (await noticeCookie.parse(request.headers.get("Cookie"))) as Notice | null;
  const headers = new Headers();
  if (notice) headers.append("Set-Cookie", await noticeCookie.serialize("", { maxAge: 0 }));
  return { notice, headers };
}
