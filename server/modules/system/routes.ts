import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { route } from "../../http/route.js";
import { systemStatus } from "../merchant/status.js";
import { visitorIp } from "./visitor.js";

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

  // `url` is the host the visitor opened. One platform serves one merchant, so it
  // does not pick anything yet; it is validated so that nothing unchecked gets in.
  route(app, {
    method: "GET",
    url: "/wps/system/status",
    query: z.object({ url: z.string().max(2048).optional() }),
    handler: (_input, request, reply) => {
      reply.header("Cache-Control", "no-store");
      return systemStatus(app, visitorIp(request));
    },
  });
}
