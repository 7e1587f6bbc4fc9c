import type { FastifyInstance, FastifyRequest } from "fastify";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { AppError } from "./envelope.js";
import { hasOperatorKey } from "./operator.js";

// Two budgets a minute, counted in this process (ADR 0016):
// - a visitor's, per address (RATE_LIMIT_PER_MINUTE): every request, except the generated images the
//   web fetches on the visitor's behalf and operator calls that carry the operator key;
// - a signer's, per vendor or payment gateway (VENDOR_RATE_LIMIT_PER_MINUTE): a call on a signed route
//   counts there once its signature holds, whatever address it comes from (our in-house games call from
//   the platform's own). Until then it is a visitor's call: a wrong signature costs the sender's address,
//   so signatures cannot be guessed at a vendor's rate nor a vendor's budget spent by someone else.
// Either kind over its budget answers 429 RATE_LIMITED with value { retryAfterSeconds } and the same
// Retry-After header (errors.ts), the seconds until the budget has room again.

declare module "fastify" {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

type RateLimits = { visitor: Budget; signer: Budget };
/** take: one point or RATE_LIMITED; charge: one point after the fact, for a call already answered. */
type Budget = { take: (key: string) => Promise<void>; charge: (key: string) => Promise<void> };

/**
 * Routes (as matched, never the raw URL, which encoding could disguise) that are not a visitor's call as
 * they arrive: each signed route counts its calls itself, through verifiedSignedCall.
 */
const SIGNED_ROUTES = new Set(["/wps/seamless/:vendor/:action", "/wps/payments/callback/:adapter"]);
// Not a visitor's call: generated images the web fetches for visitors, and the web's once-a-second version question.
const WEB_TIER_ROUTES = new Set(["/wps/static/*", "/wps/system/version"]);
// Calls on a signed route that verifiedSignedCall has counted, one way or the other.
const counted = new WeakSet<FastifyRequest>();

function budget(perMinute: number, keyPrefix: string, whose: string): Budget {
  if (perMinute === 0) return { take: async () => {}, charge: async () => {} };
  const limiter = new RateLimiterMemory({ keyPrefix, points: perMinute, duration: 60 });
  return {
    take: async (key) => {
      try {
        await limiter.consume(key);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const retryAfterSeconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        throw new AppError("RATE_LIMITED", `Too many requests from this ${whose}, retry in ${retryAfterSeconds} s`, {
          retryAfterSeconds,
        });
      }
    },
    charge: async (key) => {
      await limiter.penalty(key, 1);
    },
  };
}

const onSignedRoute = (request: FastifyRequest) => SIGNED_ROUTES.has(request.routeOptions.url ?? "");

function costsVisitor(request: FastifyRequest, operatorKey: string): boolean {
  const route = request.routeOptions.url;
  if (route === undefined) return true;
  if (SIGNED_ROUTES.has(route) || WEB_TIER_ROUTES.has(route)) return false;
  return !(route.startsWith("/ops/") && hasOperatorKey(request, operatorKey));
}

export function registerRateLimits(app: FastifyInstance): void {
  app.decorate("rateLimits", {
    visitor: budget(app.config.RATE_LIMIT_PER_MINUTE, "visitor", "address"),
    signer: budget(app.config.VENDOR_RATE_LIMIT_PER_MINUTE, "signer", "vendor"),
  });
  app.addHook("onRequest", async (request) => {
    if (costsVisitor(request, app.operatorKey)) await app.rateLimits.visitor.take(request.ip);
  });
  // A call on a signed route refused before its signature could be checked (content type, size) is
  // still the sender's: it is charged once answered.
  app.addHook("onResponse", async (request) => {
    if (onSignedRoute(request) && !counted.has(request)) await app.rateLimits.visitor.charge(request.ip);
  });
}

/**
 * Verifies a call on a signed route and counts it: against its signer's budget when `verify` holds,
 * against the sender's address when it throws (then the limit's 429, or else verify's own error).
 */
export async function verifiedSignedCall<T extends { signer: string }>(
  request: FastifyRequest,
  verify: () => T | Promise<T>,
): Promise<T> {
  counted.add(request);
  let verified: T;
  try {
    verified = await verify();
  } catch (error) {
    await request.server.rateLimits.visitor.take(request.ip);
    throw error;
  }
  await request.server.rateLimits.signer.take(verified.signer);
  return verified;
}
