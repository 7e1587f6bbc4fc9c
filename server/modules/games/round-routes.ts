import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { page, paging, route } from "../../http/route.js";
import { memberRounds } from "./rounds.js";

// The member's side of the games' money: the betting record (docs/platform-calls.md, "Seamless wallet").

const instant = z
  .string()
  .datetime({ offset: true })
  .transform((iso) => new Date(iso));

export function roundRoutes(app: FastifyInstance) {
  route(app, {
    method: "GET",
    url: "/wps/v2/games/rounds",
    query: paging(20).extend({
      from: instant.optional(),
      to: instant.optional(),
      vendor: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,40}$/)
        .optional(),
      status: z.enum(["open", "completed", "cancelled"]).optional(),
    }),
    auth: "realMember",
    handler: async ({ query, signedIn: { member } }) => {
      const { list, total } = await memberRounds(app.db, member.id, query);
      return page(list, total, query.pageNo, query.pageSize);
    },
  });
}
