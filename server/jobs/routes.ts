import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireOperator } from "../http/operator.js";
import { route } from "../http/route.js";
import { jobsOverview, runJobByHand } from "./operator.js";

/** /ops/jobs: the jobs with their last runs, and one period run by hand. */
export async function jobOperatorRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));

  route(app, {
    method: "GET",
    url: "/jobs",
    handler: () => jobsOverview(app.db),
  });

  route(app, {
    method: "POST",
    url: "/jobs/:name/run",
    params: z.object({ name: z.string().regex(/^[a-z0-9-]{1,60}$/) }),
    body: z.object({ period: z.string().min(1).max(40).optional() }),
    handler: ({ params, body }) =>
      runJobByHand({ db: app.db, config: app.config, log: app.log, app }, params.name, body.period),
  });
}
