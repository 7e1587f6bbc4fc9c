import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { PlatformConfig } from "../../config.js";
import { AppError } from "../errors.js";

// Per-IP and per-account limits of the account calls (DESIGN §8). In memory for one platform
// process; in Redis when REDIS_URL is set, so that every copy of the platform counts together.

export type Throttles = {
  loginPerIp: RateLimiterAbstract;
  loginPerAccount: RateLimiterAbstract;
  smsPerNumber: RateLimiterAbstract;
  smsPerIp: RateLimiterAbstract;
  freeplayPerIp: RateLimiterAbstract;
  recoveryPerIp: RateLimiterAbstract;
  registerPerIp: RateLimiterAbstract;
  /** Wrong authenticator codes and bank account names per member (ADR 0032): only failures count. */
  secondFactorPerMember: RateLimiterAbstract;
  close: () => Promise<void>;
};

/** As many wrong second-factor answers as a verification code allows tries, then a 15-minute pause. */
export const SECOND_FACTOR_FAILURES = 5;
export const SECOND_FACTOR_WINDOW_SECONDS = 900;

export function createThrottles(config: PlatformConfig): Throttles {
  // Commands wait for the connection (offline queue) but give up fast; while Redis cannot answer,
  // each limit falls back to counting in this process (insuranceLimiter) rather than failing calls.
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2_000 })
    : null;
  const make = (name: string, points: number, duration: number): RateLimiterAbstract => {
    const memory = new RateLimiterMemory({ keyPrefix: name, points, duration });
    return redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: `laro:${config.MERCHANT_CODE}:${name}`,
          points,
          duration,
          insuranceLimiter: memory,
        })
      : memory;
  };
  return {
    loginPerIp: make("login-ip", config.LOGIN_PER_IP_PER_MINUTE, 60),
    loginPerAccount: make("login-account", config.LOGIN_PER_ACCOUNT_PER_MINUTE, 60),
    smsPerNumber: make("sms-number", 1, config.SMS_RESEND_SECONDS),
    smsPerIp: make("sms-ip", config.SMS_PER_IP_PER_HOUR, 3600),
    freeplayPerIp: make("freeplay-ip", config.FREEPLAY_PER_IP_PER_HOUR, 3600),
    recoveryPerIp: make("recovery-ip", config.SMS_PER_IP_PER_HOUR, 3600),
    registerPerIp: make("register-ip", config.REGISTER_PER_IP_PER_HOUR, 3600),
    secondFactorPerMember: make("second-factor-member", SECOND_FACTOR_FAILURES, SECOND_FACTOR_WINDOW_SECONDS),
    close: async () => {
      if (redis) await redis.quit();
    },
  };
}

const rateLimited = (msBeforeNext: number) =>
  new AppError("RATE_LIMITED", "Too many requests, retry later", {
    retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)),
  });

/** Takes one point, or answers RATE_LIMITED with how long to wait. */
export async function take(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    throw rateLimited(error.msBeforeNext);
  }
}

/**
 * For limits that count failures only: answers RATE_LIMITED while the key has used up its points,
 * without taking one. The caller counts a failure with `limiter.penalty(key)`.
 */
export async function refuseWhileSpent(limiter: RateLimiterAbstract, key: string): Promise<void> {
  const state = await limiter.get(key);
  if (state && state.consumedPoints >= limiter.points) throw rateLimited(state.msBeforeNext);
}
