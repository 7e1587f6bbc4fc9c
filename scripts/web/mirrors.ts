// The site's public mirrors for the content security policy (ADR 0066): the speed test pings each from the player's
// browser, so connect-src names exactly these origins beside the site's own. Read from the platform's domainRoute
// call and kept 2 s (an operator's change reaches every copy as fast as any other, ADR 0025); while the platform
// does not answer (2 s at most), the last list read stays.
import type { NextFunction, Request, Response } from "express";

const FRESH_MS = 2_000;

/** Only an https origin, as the platform lists it, goes into the policy: nothing else can be spliced into it. */
function policyOrigin(value: unknown): string | null {
  if (typeof value !== "string" || !URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === "https:" && url.origin === value ? value : null;
}

export function mirrorOrigins(wpsUrl: string) {
  let known: string[] = [];
  let readAt = 0;
  let reading: Promise<void> | null = null;
  const read = () =>
    (reading ??= fetch(`${wpsUrl.replace(/\/$/, "")}/wps/system/domainRoute?device=0`, {
      signal: AbortSignal.timeout(2_000),
    })
      .then((answer) => answer.json() as Promise<{ success?: boolean; value?: { domainName?: unknown }[] }>)
      .then((body) => {
        if (body.success && Array.isArray(body.value))
          known = body.value
            .map((route) => policyOrigin(route.domainName))
            .filter((origin): origin is string => origin !== null);
      })
      .catch(() => undefined)
      .finally(() => {
        readAt = Date.now();
        reading = null;
      }));
  return async (_request: Request, response: Response, next: NextFunction): Promise<void> => {
    // A list older than 2 s is read again first (one call shared by the answers waiting for it): a page never
    // carries a policy older than the operator's last change by more than that.
    if (Date.now() - readAt > FRESH_MS) await read();
    response.locals.mirrorOrigins = known;
    next();
  };
}
