// The browser a member claims promotions from (ADR 0047): a random name kept in a long-lived signed cookie,
// given at every login, and sent to the platform with a claim so that one device claims a promotion once,
// whichever account signs in on it. Clearing cookies escapes it; the platform's other identities remain.
import crypto from "node:crypto";
import { createCookie } from "@remix-run/node";
import { readWebEnv } from "../config/env.server";
import { SECRET } from "./session.server";

/** Browsers cap a cookie's life at 400 days. */
const DEVICE_DAYS = 400;
const DEVICE_NAME = /^[A-Za-z0-9_-]{16,64}$/;

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

/** At a login: the Set-Cookie that keeps the browser's name (a new one when it has none), renewing its life. */
export async function deviceCookieFor(request: Request): Promise<string> {
  return deviceCookie.serialize((await deviceOf(request)) ?? crypto.randomBytes(18).toString("base64url"));
}
