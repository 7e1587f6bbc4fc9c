import type { FastifyInstance } from "fastify";
import { metrics, requestSeconds } from "../metrics.js";
import { requireOperator } from "./operator.js";

/**
 * Times every answered call by its route pattern (ADR 0073) and serves the registry at GET /wps/metrics in
 * Prometheus's text format, to operators only (the X-Operator-Key of /ops): the counts say how busy the
 * merchant is, which no visitor needs to know.
 */
export function registerMetrics(app: FastifyInstance): void {
  app.addHook("onResponse", async (request, reply) => {
    // A call that matched no route is counted under one name, so probes of random URLs make no new series.
    const route = request.routeOptions.url ?? "unmatched";
    requestSeconds.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get("/wps/metrics", async (request, reply) => {
    requireOperator(request, app.operatorKey);
    reply.header("Content-Type", metrics.contentType).header("Cache-Control", "no-store");
    return reply.send(await metrics.metrics());
  });
}
