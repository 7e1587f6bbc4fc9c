// Security headers on every answer of the web (ADR 0019), through helmet. The content security policy
// lets scripts run only from this site or with the request's nonce (Remix's inline hydration scripts
// carry it, entry.server.tsx), lets nothing frame our pages (the in-house games' own answers allow this
// site, proxy.ts), and sends forms only here. Styles may be inline: the server renders style attributes.
import crypto from "node:crypto";
import helmet from "helmet";
import type { NextFunction, Request, Response } from "express";

export type HeaderOptions = { production: boolean; dev: boolean };

/** A fresh nonce for each answer, in `response.locals.cspNonce` (and then the load context). */
export function cspNonce(_request: Request, response: Response, next: NextFunction): void {
  response.locals.cspNonce = crypto.randomBytes(18).toString("base64");
  next();
}

const nonce = (_request: unknown, response: unknown) => `'nonce-${(response as Response).locals.cspNonce as string}'`;
/** The public mirrors the speed test pings (scripts/web/mirrors.ts), one directive value, or none. */
const mirrors = (_request: unknown, response: unknown) =>
  ((response as Response).locals.mirrorOrigins as string[] | undefined)?.join(" ") ?? "";

export function securityHeaders({ production, dev }: HeaderOptions) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        // Vite's dev server injects its own client scripts and evaluates modules: development only.
        "script-src": dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : ["'self'", nonce],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'", "data:"],
        // The speed test pings the site's public mirrors (SPEC §4) from the browser: exactly those (ADR 0066).
        "connect-src": dev ? ["'self'", "ws:", mirrors] : ["'self'", mirrors],
        "frame-src": ["'self'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
        "manifest-src": ["'self'"],
        "worker-src": ["'self'"],
      },
    },
    // HTTPS is the operator's proxy's; telling browsers to insist on it only makes sense in production.
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    // Outside vendors' games may open pop-ups that talk back to their opener.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
  });
}
