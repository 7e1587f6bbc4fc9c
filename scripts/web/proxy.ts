// The few platform pages a browser reaches through the web (ADR 0005, ADR 0019): generated images, the
// in-house games (framed by /game) and the sandbox gateway's payment page. Only these paths pass, and
// only in plain form: a path with any percent-encoding, backslash, empty or dot segment is refused
// before it is matched, so "/wps/inhouse/%2e%2e/session/…" can never reach the rest of the platform.
import { Readable } from "node:stream";
import type { Request, Response } from "express";
import { getSession } from "../../app/lib/session/session.server.js";
import { refuse } from "./refusal.js";

type Passage = { path: RegExp; methods: readonly string[]; framedBy: "self" | "none"; memberToken?: boolean };

const PASSAGES: readonly Passage[] = [
  { path: /^\/wps\/static\/[A-Za-z0-9_-][A-Za-z0-9_./-]{0,199}$/, methods: ["GET", "HEAD"], framedBy: "none" },
  { path: /^\/wps\/inhouse\/[a-z]{2,20}(\/(play|seeds))?$/, methods: ["GET", "HEAD", "POST"], framedBy: "self" },
  { path: /^\/wps\/inhouse\/assets\/play\.js$/, methods: ["GET", "HEAD"], framedBy: "none" },
  // The speed test times this site itself too (ADR 0066): its ping answers through the web, as a mirror's does.
  { path: /^\/wps\/system\/test\/ping$/, methods: ["GET", "HEAD"], framedBy: "none" },
  // The gateway's page acts only for the deposit's owner: the platform is told who the visitor is.
  {
    path: /^\/wps\/gateway\/sandbox\/pay\/[0-9a-f-]{36}$/,
    methods: ["GET", "HEAD", "POST"],
    framedBy: "none",
    memberToken: true,
  },
];

/** The path as the browser sent it, when it is plain: no %, no backslash, no empty, "." or ".." segment. */
export function plainPath(rawUrl: string): string | null {
  const path = rawUrl.split("?", 1)[0];
  if (/[%\\]/.test(path)) return null;
  const segments = path.split("/").slice(1);
  if (segments.some((segment) => segment === "" || segment === "." || segment === "..")) return null;
  return path;
}

export function passageFor(method: string, rawUrl: string): Passage | null {
  const path = plainPath(rawUrl);
  if (path === null) return null;
  return PASSAGES.find((passage) => passage.path.test(path) && passage.methods.includes(method)) ?? null;
}

const PASSED_BACK = ["content-type", "cache-control", "etag", "location", "content-security-policy", "referrer-policy"];

export function platformProxy(wpsUrl: string) {
  return async (request: Request, response: Response): Promise<void> => {
    const passage = passageFor(request.method, request.originalUrl);
    if (!passage) return refuse(request, response, "badPath");
    const body = response.locals.body as Buffer | null;
    const headers: Record<string, string> = { "x-forwarded-for": request.ip ?? request.socket.remoteAddress ?? "" };
    for (const name of ["content-type", "accept-language", "if-none-match"]) {
      const value = request.get(name);
      if (value) headers[name] = value;
    }
    if (passage.memberToken) {
      const token = (
        await getSession(
          new globalThis.Request("http://web.invalid/", { headers: { cookie: request.get("cookie") ?? "" } }),
        )
      ).get("token");
      if (token) headers.authorization = `Bearer ${token}`;
    }
    try {
      const upstream = await fetch(`${wpsUrl}${request.originalUrl}`, {
        method: request.method,
        headers,
        body: request.method === "GET" || request.method === "HEAD" || !body ? undefined : new Uint8Array(body),
        redirect: "manual",
        signal: AbortSignal.timeout(15_000),
      });
      response.status(upstream.status);
      for (const name of PASSED_BACK) {
        const value = upstream.headers.get(name);
        if (value) response.setHeader(name, value);
      }
      response.setHeader("x-frame-options", passage.framedBy === "self" ? "SAMEORIGIN" : "DENY");
      if (upstream.body) Readable.fromWeb(upstream.body as never).pipe(response);
      else response.end();
    } catch {
      if (!response.headersSent) response.status(502).end();
    }
  };
}
