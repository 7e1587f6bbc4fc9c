import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { route } from "../../http/route.js";

export function systemRoutes(app: FastifyInstance) {
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
