import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { page, paging, route } from "../../http/route.js";
import { playStatus } from "../care/index.js";
import { memberRounds } from "./rounds.js";
import { gameEndpoints } from "../../../contract/routes/games.js";

// The member's side of the games' money: the betting record (docs/platform-calls.md, "Seamless wallet").

const instant = z
  .string()
  .datetime({ offset: true })
  .transform((iso) => new Date(iso));

export function roundRoutes(app: FastifyInstance) {
  route(app, {
    endpoint: gameEndpoints.gameRounds,
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

  // The session's clock and net position, shown beside a game (RTS 13C, 2E; ADR 0029, 0034), with the
  // reality check's next reminder and the session limit's end: one call for a game page.
  route(app, {
    endpoint: gameEndpoints.sessionPosition,
    auth: "realMember",
    handler: ({ signedIn: { member } }) => playStatus(app.db, member.id),
  });
}
