// Same-site posts only (ADR 0019): a browser names the page that sends a form (Origin, and Sec-Fetch-Site
// in current browsers). A request that changes something and comes from another site is refused before
// any route sees it — document routes, resource routes (/auth, /theme, /favourite) and the pages the web
// serves for the platform alike. The CSRF token stays the second lock.
import type { NextFunction, Request, Response } from "express";
import { refuse } from "./refusal.js";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * This site's origin as the browser sees it: scheme, host and port. The scheme and host follow
 * X-Forwarded-Proto / X-Forwarded-Host only when TRUST_PROXY says the proxy may set them, so behind a TLS
 * proxy the site's origin is https like the browser's. The Remix request is built on the same origin.
 */
export function siteOrigin(request: Request): string {
  const trust = request.app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  const forwarded = request.get("x-forwarded-host")?.split(",")[0]?.trim();
  const host = forwarded && trust(request.socket.remoteAddress, 0) ? forwarded : request.get("host");
  return new URL(`${request.protocol}://${host}`).origin;
}

export function fromThisSite(request: Request): boolean {
  // Current browsers say where a request comes from: anything but same-origin (or typed by the member) is
  // refused, whatever Origin says.
  const site = request.get("sec-fetch-site");
  if (site !== undefined && site !== "same-origin" && site !== "none") return false;
  const origin = request.get("origin");
  // Old browsers and non-browser clients send no Origin; the form's CSRF token decides for them.
  if (origin === undefined) return true;
  // A page with Referrer-Policy no-referrer (the in-house games, the gateway page) posts with Origin "null";
  // it is believed only when the browser also says same-origin. Otherwise "null" (a sandboxed frame, a
  // data: page) is nobody we know.
  if (origin === "null") return site !== undefined;
  try {
    // Scheme, host and port (ADR 0058): the same host on another port is another site, and Remix would
    // answer it with a 500 "host header does not match origin".
    return new URL(origin).origin === siteOrigin(request);
  } catch {
    return false;
  }
}

export function sameSiteOnly(request: Request, response: Response, next: NextFunction): void {
  if (MUTATING.has(request.method) && !fromThisSite(request)) return refuse(request, response, "crossSite");
  next();
}
