import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { readThrough } from "../../db/read-cache.js";
import { requireOperator } from "../../http/operator.js";
import { route } from "../../http/route.js";
import { currentPointsRates, setPointsRates } from "./points.js";
import { pointsShopOperatorRoutes } from "./shop-operator-routes.js";
import { pointsShopRoutes } from "./shop-routes.js";

// Points (ADR 0048, 0049; docs/platform-calls.md "Points shop"): the public rules and goods, and the operator's rates
// and shop. Registered by the composition root beside the promotions' calls (ADR 0074).

export function pointsRoutes(app: FastifyInstance) {
  // The points rules page (SPEC §2.6): what each category's valid bet earns; null when points are not earned.
  route(app, {
    method: "GET",
    url: "/wps/points/rules",
    handler: () => readThrough(app.db, "points:rules", () => currentPointsRates(app.db)),
  });
  pointsShopRoutes(app);
}

/** Under /ops, behind the operator key: the rates, written whole as a new version, and the points shop. */
export async function pointsOperatorRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));
  const { db } = app;
  route(app, { method: "GET", url: "/points/rates", handler: () => currentPointsRates(db) });
  route(app, {
    method: "PUT",
    url: "/points/rates",
    body: z.record(z.unknown()),
    handler: ({ body }) => setPointsRates(db, body, "api"),
  });
  pointsShopOperatorRoutes(app);
}
