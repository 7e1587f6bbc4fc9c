import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { REDEMPTION_STATUSES, goodsSchema, redemptionDecisionSchema } from "../../../contract/points-shop.js";
import { INT4_MAX, numericId, page, paging, route } from "../../http/route.js";
import { addGoods, allGoods, setGoods } from "./shop.js";
import { decideRedemption, listRedemptions } from "./shop-decide.js";

// The operator's points shop (ADR 0049; CLI `points goods …`, `points redemptions`, `points approve|reject`):
// the goods, written whole and audited, and the redemptions to decide. Registered inside the points
// operator plugin (points-routes.ts), behind its operator key, under /ops.

const id = numericId(INT4_MAX);

export function pointsShopOperatorRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, { method: "GET", url: "/points/goods", handler: () => allGoods(db) });
  route(app, {
    method: "POST",
    url: "/points/goods",
    body: goodsSchema,
    handler: ({ body }) => addGoods(db, body, "api"),
  });
  route(app, {
    method: "PUT",
    url: "/points/goods/:id",
    params: z.object({ id }),
    body: goodsSchema,
    handler: ({ params, body }) => setGoods(db, params.id, body, "api"),
  });

  route(app, {
    method: "GET",
    url: "/points/redemptions",
    query: paging(20, 100).extend({ status: z.enum(REDEMPTION_STATUSES).optional() }),
    handler: async ({ query }) => {
      const { list, total } = await listRedemptions(db, query);
      return page(list, total, query.pageNo, query.pageSize);
    },
  });

  route(app, {
    method: "POST",
    url: "/points/redemptions/:id/:decision",
    params: z.object({ id: numericId(), decision: z.enum(["approve", "reject"]) }),
    body: redemptionDecisionSchema,
    handler: ({ params, body }) =>
      decideRedemption(db, { id: params.id, decision: params.decision, remark: body.remark, actor: "api" }),
  });
}
