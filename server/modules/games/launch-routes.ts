import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { route } from "../../http/route.js";
import { requireMember } from "../auth/guard.js";
import { launchGame } from "./launch.js";

// GET /wps/game/launchGame (language in the query) and /wps/game/launchGameV2 (language in the Language
// header): login required; a trial player only for demo-capable games (SPEC §3, §6, §7).

const launchQuery = z.object({
  nodeId: z.string().trim().min(1).max(80),
  language: z.string().optional(),
  // The rest of SPEC's payload is accepted and not needed by our adapters.
  gameId: z.string().optional(),
  roomId: z.string().optional(),
  accountType: z.string().optional(),
  confirmTrans: z.string().optional(),
  vassalage: z.string().optional(),
  launchMode: z.string().optional(),
  platform: z.string().optional(),
  clientType: z.string().optional(),
});

const language = (value: unknown): "TY" | "EN" => (String(value ?? "").toUpperCase() === "EN" ? "EN" : "TY");

export function launchRoutes(app: FastifyInstance) {
  route(app, {
    method: "GET",
    url: "/wps/game/launchGame",
    query: launchQuery,
    handler: async ({ query }, request) => launchGame(app, (await requireMember(request)).member, { nodeId: query.nodeId, language: language(query.language) }),
  });
  route(app, {
    method: "GET",
    url: "/wps/game/launchGameV2",
    query: launchQuery,
    handler: async ({ query }, request) => launchGame(app, (await requireMember(request)).member, { nodeId: query.nodeId, language: language(request.headers.language ?? query.language) }),
  });
}
