import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "../../http/envelope.js";
import { page, paging, route } from "../../http/route.js";
import { findMemberByUsername, isAgent, memberSummaries } from "../accounts/index.js";
import { mainBalancesOf } from "../wallet/index.js";
import { agentOf } from "./guard.js";
import { directCounts, directDownlinePage, downlineDepth, teamSize, withinDownline } from "./tree.js";

// The agent's own calls (SPEC §2.7; docs/platform-calls.md, "Agents"). Each one reads or acts on the
// calling agent's own downline only: a member named outside it is answered NOT_DOWNLINE, never shown.

const username = z.string().trim().min(1).max(64);

export function agentRoutes(app: FastifyInstance) {
  const { db, config } = app;

  /** Who the agent's team is: its direct downlines and its whole downline. */
  route(app, {
    method: "GET",
    url: "/wps/agent/team",
    auth: "realMember",
    handler: async ({ signedIn }) => teamSize(db, agentOf(config, signedIn).id),
  });

  /**
   * The downline under the agent, or under one of its downlines (`parent`, to drill in), newest first;
   * `username` finds one member anywhere in the agent's downline.
   */
  route(app, {
    method: "GET",
    url: "/wps/agent/downline",
    auth: "realMember",
    query: paging(20, 100).extend({ parent: username.optional(), username: username.optional() }),
    handler: async ({ query, signedIn }) => {
      const agent = agentOf(config, signedIn);
      let parentId = agent.id;
      if (query.parent) {
        const parent = await findMemberByUsername(db, query.parent);
        if (!parent || (await downlineDepth(db, agent.id, parent.id)) === null) throw new AppError("NOT_DOWNLINE", `${query.parent} is not in this agent's downline`);
        parentId = parent.id;
      }
      let rows: { memberId: string; depth: number; joinedAt: Date }[];
      let total: number;
      if (query.username) {
        const found = await findMemberByUsername(db, query.username);
        const depth = found ? (await withinDownline(db, agent.id, [found.id])).get(found.id) : undefined;
        rows = found && depth !== undefined ? [{ memberId: found.id, depth, joinedAt: found.createdAt }] : [];
        total = rows.length;
      } else {
        ({ rows, total } = await directDownlinePage(db, agent.id, parentId, { pageNo: query.pageNo, pageSize: query.pageSize }));
      }
      const ids = rows.map((r) => r.memberId);
      const [summaries, balances, counts] = await Promise.all([memberSummaries(db, ids), mainBalancesOf(db, ids), directCounts(db, ids)]);
      const list = rows.flatMap((row) => {
        const who = summaries.get(row.memberId);
        if (!who) return [];
        return [
          {
            username: who.username,
            type: who.type,
            isAgent: isAgent(config, who.type),
            level: row.depth,
            balance: (balances.get(row.memberId) ?? 0n).toString(),
            lastLoginAt: who.lastLoginAt?.toISOString() ?? null,
            registeredAt: who.createdAt.toISOString(),
            downlines: counts.get(row.memberId) ?? 0,
          },
        ];
      });
      return page(list, total, query.pageNo, query.pageSize);
    },
  });
}
