import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { SignedIn } from "../../http/auth.js";
import { route } from "../../http/route.js";
import { required } from "../../required.js";
import type { Member } from "../accounts/index.js";
import { requestKey } from "../wallet/index.js";
import { launchGame } from "./launch.js";

// GET /wps/game/launchGame (language in the query) and /wps/game/launchGameV2 (language in the Language
// header): login required; a trial player only for demo-capable games (SPEC §3, §6, §7).
// A transfer-mode vendor's game also takes confirmTrans with the amount to move into its wallet and a
// requestKey; the same fields may be POSTed, which is what the web does, since that moves money.

const launchPayload = z
  .object({
    nodeId: z.string().trim().min(1).max(80),
    language: z.string().optional(),
    confirmTrans: z.enum(["true", "false", "1", "0"]).optional(),
    // Minor units; 0 plays with what the game wallet already holds.
    amount: z
      .string()
      .trim()
      .regex(/^\d{1,15}$/, "a string of 1 to 15 digits (minor units)")
      .optional(),
    requestKey: requestKey.optional(),
    // The rest of SPEC's payload is accepted and not needed by our adapters.
    gameId: z.string().optional(),
    roomId: z.string().optional(),
    accountType: z.string().optional(),
    vassalage: z.string().optional(),
    launchMode: z.string().optional(),
    platform: z.string().optional(),
    clientType: z.string().optional(),
  })
  .superRefine((p, ctx) => {
    if (p.confirmTrans !== "true" && p.confirmTrans !== "1") return;
    if (p.amount === undefined)
      ctx.addIssue({ code: "custom", path: ["amount"], message: "required with confirmTrans" });
    if (p.requestKey === undefined)
      ctx.addIssue({ code: "custom", path: ["requestKey"], message: "required with confirmTrans" });
  });

type LaunchPayload = z.infer<typeof launchPayload>;

const language = (value: unknown): "TY" | "EN" => (String(value ?? "").toUpperCase() === "EN" ? "EN" : "TY");

async function launch(app: FastifyInstance, member: Member, payload: LaunchPayload, lang: unknown) {
  const confirmed = payload.confirmTrans === "true" || payload.confirmTrans === "1";
  const { amount, requestKey: transferKey } = payload;
  return launchGame(app, member, {
    nodeId: payload.nodeId,
    language: language(lang),
    transfer:
      confirmed && amount !== undefined && transferKey !== undefined
        ? { amount: BigInt(amount), requestKey: transferKey }
        : undefined,
  });
}

// V1 takes the language from the payload, V2 from the Language header (the payload's as a fallback).
const VERSIONS = [
  { url: "/wps/game/launchGame", language: (_request: FastifyRequest, payload: LaunchPayload) => payload.language },
  {
    url: "/wps/game/launchGameV2",
    language: (request: FastifyRequest, payload: LaunchPayload) => request.headers.language ?? payload.language,
  },
];

export function launchRoutes(app: FastifyInstance) {
  for (const method of ["GET", "POST"] as const) {
    for (const version of VERSIONS) {
      route(app, {
        method,
        url: version.url,
        ...(method === "GET" ? { query: launchPayload } : { body: launchPayload }),
        auth: "member",
        handler: async (parsed: { query?: LaunchPayload; body?: LaunchPayload; signedIn: SignedIn }, request) => {
          const payload = required(parsed.query ?? parsed.body, "the launch payload");
          return launch(app, parsed.signedIn.member, payload, version.language(request, payload));
        },
      });
    }
  }
}
