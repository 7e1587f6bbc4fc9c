import Fastify, { type FastifyInstance } from "fastify";
import { RateLimiterMemory } from "rate-limiter-flexible";
import type { PlatformConfig } from "../config.js";
import type { Db } from "../db/connect.js";
import { fail } from "./envelope.js";
import { registerErrorHandling } from "./errors.js";
import { registerModules } from "../modules/index.js";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    config: PlatformConfig;
    operatorKey: string;
  }
}

export type AppDeps = { db: Db; config: PlatformConfig; operatorKey: string };

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      deps.config.LOG_LEVEL === "silent"
        ? false
        : { level: deps.config.LOG_LEVEL, redact: ["req.headers.authorization", "req.headers['x-operator-key']"] },
    // The visitor's address is read from X-Forwarded-For only when the request
    // comes from one of these proxies (the web tier, a load balancer).
    trustProxy: deps.config.TRUSTED_PROXIES.split(",").map((s) => s.trim()).filter(Boolean),
    bodyLimit: 1024 * 1024,
  });
  app.decorate("db", deps.db);
  app.decorate("config", deps.config);
  app.decorate("operatorKey", deps.operatorKey);
  registerErrorHandling(app);

  if (deps.config.RATE_LIMIT_PER_MINUTE > 0) {
    const limiter = new RateLimiterMemory({ points: deps.config.RATE_LIMIT_PER_MINUTE, duration: 60 });
    app.addHook("onRequest", async (request, reply) => {
      try {
        await limiter.consume(request.ip);
      } catch {
        reply.header("Retry-After", "60");
        return reply.status(429).send(fail("RATE_LIMITED", "Too many requests, retry later"));
      }
    });
  }

  await registerModules(app);
  return app;
}
