import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { route } from "../../http/route.js";
import { readSiteVersion } from "./site-version.js";

// Read at most this often however many web copies ask: each asks once a second.
const VERSION_READ_MS = 200;

export function systemRoutes(app: FastifyInstance) {
  let versionRead: { at: number; version: Promise<number> } | null = null;
  // The web tier's once-a-second question (ADR 0025); not a visitor's call, so outside the visitor budget.
  route(app, {
    method: "GET",
    url: "/wps/system/version",
    handler: async (_input, _request, reply) => {
      if (!versionRead || Date.now() - versionRead.at > VERSION_READ_MS)
        versionRead = { at: Date.now(), version: readSiteVersion(app.db) };
      const version = await versionRead.version.catch(
        (error: unknown) => ((versionRead = null), Promise.reject(error)),
      );
      reply.header("Cache-Control", "no-store");
      return { version, visitorBudgetPerMinute: app.config.RATE_LIMIT_PER_MINUTE };
    },
  });

  // Pinged from the browser by the domain speed test, hence open to any origin.
  route(app, {
    method: "GET",
    url: "/wps/system/test/ping",
    query: z.object({ speed: z.string().max(64).optional() }),
    handler: (_input, _request, reply) => {
      reply.header("Access-Control-Allow-Origin", "*").header("Cache-Control", "no-store");
      return { pong: true };
    },
  });
}
