import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "../errors.js";
import { readThrough } from "../../db/read-cache.js";
import { page, paging, route } from "../../http/route.js";
import { listPromotions, promotionById } from "./promotions.js";
import { luckyDrawView } from "./draws.js";
import { promotionId } from "./member-routes.js";
import { languageQuery } from "../system/index.js";

export function promotionRoutes(app: FastifyInstance) {
  route(app, {
    method: "GET",
    url: "/wps/promotions",
    query: paging(20).extend({
      category: z
        .string()
        .regex(/^[a-z0-9_]{1,32}$/, "not a category")
        .optional(),
      // The visitor's language (TY by default), as the help centre reads it; a missing text reads the other one.
      language: languageQuery,
    }),
    handler: ({ query }) =>
      readThrough(
        app.db,
        `promotions:${query.category ?? ""}:${query.pageNo}:${query.pageSize}:${query.language}`,
        async () => {
          const { list, total } = await listPromotions(app.db, query);
          return page(list, total, query.pageNo, query.pageSize);
        },
      ),
  });

  route(app, {
    method: "GET",
    url: "/wps/promotions/:id",
    params: z.object({ id: promotionId }),
    query: z.object({ language: languageQuery }),
    handler: async ({ params, query }) => {
      const promotion = await readThrough(app.db, `promotion:${params.id}:${query.language}`, () =>
        promotionById(app.db, params.id, query.language),
      );
      if (!promotion) throw new AppError("NOT_FOUND", `No promotion ${params.id}`);
      return promotion;
    },
  });

  // Not cached with the public content: its entry count moves with every entry (the draw bumps the site version).
  route(app, {
    method: "GET",
    url: "/wps/lucky-draws/:id",
    params: z.object({ id: promotionId }),
    handler: ({ params }) => luckyDrawView(app.db, params.id),
  });
}
