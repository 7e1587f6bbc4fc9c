// The browser a member claims promotions from (ADR 0047): a random name kept in a long-lived signed cookie,
// given at every login, and sent to the platform with a claim so that one device claims a promotion once,
// whichever account signs in on it. Clearing cookies escapes it; the platform's other identities remain.
import crypto from "node:crypto";
import { createCookie } from "@remix-run/node";
import { DEVICE_NAME } from "~contract/device";
import { readWebEnv } from "../config/env.server";
import { SECRET } from "./session.server";

/** Browsers cap a cookie's life at 400 days. */
const DEVICE_DAYS = 400;

const deviceCookie = createCookie("device", {
  httpOnly: true,
  sameSite: "lax",
  secure: readWebEnv().NODE_ENV === "production",
  path: "/",
  maxAge: DEVICE_DAYS * 86_400,
  secrets: [SECRET],
});

/** The device this request's browser was named at its last login, or null (never logged in here, or cleared). */
export async function deviceOf(request: Request): Promise<string | null> {
  const value: unknown = await deviceCookie.parse(request.headers.get("Cookie"));
  return typeof value === "string" && DEVICE_NAME.test(value) ? value : null;
}

const named = new WeakMap<Request, Promise<string>>();

/**
 * The browser's name for a login: its cookie's, or a new one — the same for the whole request, so the name the
 * platform is told at the login (a known device, ADR 0058) is the one the cookie then keeps.
 */
export function deviceNameFor(request: Request): Promise<string> {
  let name = named.get(request);
  if (!name) {
    name = deviceOf(request).then((known) => known ?? crypto.randomBytes(18).toString("base64url"));
    named.set(request, name);
  }
  return name;
}

/** At a login: the Set-Cookie that keeps the browser's name (a new one when it has none), renewing its life. */
export async function deviceCookieFor(request: Request): Promise<string> {
  return deviceCookie.serialize(await deviceNameFor(request));
}
