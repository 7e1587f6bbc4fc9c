// The platform counts every call a visitor's page makes against the visitor's budget a minute (ADR
// 0016). Answers this web copy gives from its cache (ADR 0025) never reach the platform, so they are
// counted here, one point each, against the budget the platform publishes with the site version: a
// visitor over it sees the same 429 screen whether the answer was cached or not.
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { PlatformError } from "./failures.server";

let limiter: { perMinute: number; memory: RateLimiterMemory } | null = null;

/** Charges `points` cached answers to the visitor; throws the platform's RATE_LIMITED when over budget. */
export async function chargeVisitor(ip: string, points: number, perMinute: number): Promise<void> {
  if (perMinute === 0 || points === 0) return;
  if (limiter?.perMinute !== perMinute)
    limiter = {
      perMinute,
      memory: new RateLimiterMemory({ keyPrefix: "web-visitor", points: perMinute, duration: 60 }),
    };
  try {
    await limiter.memory.consume(ip, points);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const retryAfterSeconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw new PlatformError(
      "RATE_LIMITED",
      `Too many requests from this address, retry in ${retryAfterSeconds} s`,
      429,
      { retryAfterSeconds },
    );
  }
}
