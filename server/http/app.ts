import Fastify, { type FastifyInstance } from "fastify";
import type { PlatformConfig } from "../config.js";
import type { Db } from "../db/connect.js";
import { frameworkErrors, registerErrorHandling } from "./errors.js";
import { registerHealth } from "./health.js";
import { logChoice, loggerOptions, RequestLog } from "./logging.js";
import { registerMetrics } from "./metrics.js";
import { registerOpenApi } from "./openapi.js";
import { registerRateLimits } from "./rate-limits.js";
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
  const logs = logChoice(deps.config);
  const app = Fastify({
    logger: loggerOptions(logs),
    logController: new RequestLog(logs.requestLevel),
    // The visitor's address is read from X-Forwarded-For only when the request
    // comes from one of these proxies (the web tier, a load balancer).
    trustProxy: deps.config.TRUSTED_PROXIES.split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  });
  app.decorate("db", deps.db);
  app.decorate("config", deps.config);
  app.decorate("operatorKey", deps.operatorKey);
  registerErrorHandling(app);
  registerRateLimits(app);
  registerHealth(app);
  registerMetrics(app);
  registerOpenApi(app);
  await registerModules(app);
  return app;
}
