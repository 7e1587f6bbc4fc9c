import type { FastifyInstance } from "fastify";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/connect.js";
import { affectedRows } from "../../db/affected-rows.js";
import { AppError } from "../errors.js";
import { requireOperator } from "../../http/operator.js";
import { route } from "../../http/route.js";
import { findMemberByUsername } from "../accounts/index.js";

/**
 * POST /ops/dev/agents/rewind (development only, never registered in production): moves the rounds of a
 * member's team (the member and its whole downline) and the acceptance of every contract held in that team
 * or by one of the member's uplines `hours` back, as if the play had happened then, so that the browser tests
 * settle a daily salary for a day that has ended without waiting for midnight. The contracts' events move with
 * their terms, so a contract's history stays in order. The ledger is never rewritten.
 */
export async function agentClockRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));
  route(app, {
    method: "POST",
    url: "/dev/agents/rewind",
    body: z.object({
      username: z.string().trim().min(1).max(64),
      hours: z
        .number()
        .int()
        .min(1)
        .max(24 * 62),
    }),
    handler: async ({ body }) => {
      const member = await findMemberByUsername(app.db, body.username);
      if (!member) throw new AppError("NOT_FOUND", `No member ${body.username}`);
      return rewindTeam(app.db, member.id, body.hours);
    },
  });
}

/** The rewind itself, shared by the development route and the demo seed (which spreads its play over past days). */
export async function rewindTeam(db: Db, memberId: string, hours: number) {
  const back = sql`make_interval(hours => ${hours}::int)`;
  const team = sql`select member_id from agent_tree where ancestor_id = ${memberId}::uuid`;
  const uplines = sql`select ancestor_id from agent_tree where member_id = ${memberId}::uuid`;
  return db.transaction(async (tx) => {
    const rounds = await tx.execute(
      sql`update game_rounds set created_at = created_at - ${back}, closed_at = closed_at - ${back} where member_id in (${team})`,
    );
    const held = sql`select id from contracts where member_id in (${team}) or member_id in (${uplines})`;
    const terms = await tx.execute(
      sql`update contract_terms set offered_at = offered_at - ${back}, accepted_at = accepted_at - ${back} where contract_id in (${held})`,
    );
    await tx.execute(sql`update contract_events set at = at - ${back} where contract_id in (${held})`);
    return { rounds: affectedRows(rounds), terms: affectedRows(terms) };
  });
}
