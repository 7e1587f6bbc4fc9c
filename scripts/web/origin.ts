// Same-site posts only (ADR 0019): a browser names the page that sends a form (Origin, and Sec-Fetch-Site
// in current browsers). A request that changes something and comes from another site is refused before
// any route sees it — document routes, resource routes (/auth, /theme, /favourite) and the pages the web
// serves for the platform alike. The CSRF token stays the second lock.
import type { NextFunction, Request, Response } from "express";
import { refuse } from "./refusal.js";

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function fromThisSite(request: Request): boolean {
  // Current browsers say where a request comes from; a page with Referrer-Policy no-referrer (the in-house
  // games, the gateway page) posts with Origin "null", so this header is believed first.
  const site = request.get("sec-fetch-site");
  if (site !== undefined) return site === "same-origin" || site === "none";
  const origin = request.get("origin");
  // Old browsers and non-browser clients send no Origin; the form's CSRF token decides for them.
  if (origin === undefined) return true;
  try {
    // Host names only: behind a TLS proxy the web sees http on its own port while the browser says https;
    // req.hostname follows X-Forwarded-Host only when TRUST_PROXY says the proxy may set it.
    return new URL(origin).hostname === request.hostname;
  } catch {
    // "null" (a sandboxed frame, a data: page, a privacy-preserving redirect) is nobody we know.
    return false;
  }
}

export function sameSiteOnly(request: Request, response: Response, next: NextFunction): void {
  if (MUTATING.has(request.method) && !fromThisSite(request)) return refuse(request, response, "crossSite");
  next();
}
