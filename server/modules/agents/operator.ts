import type { FastifyInstance } from "fastify";
import type { PlatformConfig } from "../../config.js";
import type { Db } from "../../db/connect.js";
import { z } from "zod";
import { AppError } from "../errors.js";
import { requireOperator } from "../../http/operator.js";
import { route } from "../../http/route.js";
import { findMemberByUsername, isAgent, lockMember, updateMember } from "../accounts/index.js";
import { recordAudit } from "../system/index.js";
import { contractOperatorRoutes } from "./contract-operator.js";
import { endContractsOnMove } from "./contracts.js";
import { refreshFigures } from "./figures.js";
import { siteDate } from "./inputs.js";
import { downlineDepth, teamSize } from "./tree.js";

// What the operator decides about the agent programme: moving a member (with its whole downline)
// under another upline, audited; and rebuilding the reports of a range of days.

/** Moves a member (and its downline) under another agent, or to no upline; audited with before and after. */
export async function moveMember(
  db: Db,
  config: PlatformConfig,
  input: { username: string; upline: string | null; actor: "api" | "cli" },
) {
  const member = await findMemberByUsername(db, input.username);
  if (!member) throw new AppError("NOT_FOUND", `there is no member "${input.username}"`);
  const upline = input.upline ? await findMemberByUsername(db, input.upline) : null;
  if (input.upline && !upline) throw new AppError("NOT_FOUND", `there is no member "${input.upline}"`);
  if (upline && !isAgent(config, upline.type))
    throw new AppError("VALIDATION", `upline: ${upline.username} is not an agent`);
  if (upline && (upline.id === member.id || (await downlineDepth(db, member.id, upline.id)) !== null)) {
    throw new AppError("VALIDATION", `upline: ${upline.username} is in ${member.username}'s own downline`);
  }
  // One merchant per platform install (MERCHANT_CODE): a move can never cross merchants.
  const before = member.uplineId;
  await db.transaction(async (tx) => {
    await lockMember(tx, member.id);
    await updateMember(tx, member.id, { uplineId: upline?.id ?? null });
    // Its contracts came from the old upline (or the operator): they end with the move (ADR 0044).
    if (before !== (upline?.id ?? null)) await endContractsOnMove(tx, member.id);
    await recordAudit(tx, {
      action: "agents.move",
      detail: {
        source: input.actor,
        username: member.username,
        memberId: member.id,
        fromUplineId: before,
        toUpline: upline?.username ?? null,
      },
    });
  });
  return {
    action: "agents.move",
    username: member.username,
    upline: upline?.username ?? null,
    team: await teamSize(db, member.id),
  };
}

/** POST /ops/agents/move and POST /ops/agents/figures. */
export async function agentOperatorRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));
  contractOperatorRoutes(app);
  route(app, {
    method: "POST",
    url: "/agents/move",
    body: z.object({ username: z.string().trim().min(1).max(64), upline: z.string().trim().min(1).max(64).nullable() }),
    handler: ({ body }) => moveMember(app.db, app.config, { ...body, actor: "api" }),
  });
  route(app, {
    method: "POST",
    url: "/agents/figures",
    body: z.object({ from: siteDate, to: siteDate }).refine((p) => p.from <= p.to, "from must not be after to"),
    handler: async ({ body }) => ({
      action: "agents.figures",
      from: body.from,
      to: body.to,
      ...(await refreshFigures(app.db, body.from, body.to)),
    }),
  });
}
