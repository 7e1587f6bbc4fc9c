import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "../errors.js";
import { page, paging, route } from "../../http/route.js";
import { nextSiteDay, siteDayStart } from "../../../contract/time-zone.js";
import {
  findMemberByUsername,
  isAgent,
  memberSummaries,
  registerDownline,
  usernamesOf,
  type Member,
} from "../accounts/index.js";
import { roundsOfMembers } from "../games/index.js";
import { entriesOfMembers, mainBalancesOf } from "../wallet/index.js";
import { downlineMembers, profitLossRows, teamOverview } from "./figures.js";
import { agentOf } from "./guard.js";
import { siteDate, sitePeriod } from "./inputs.js";
import { directCounts, directDownlinePage, downlineDepth, teamSize } from "./tree.js";
import { agentEndpoints } from "../../../contract/routes/agents.js";

// The agent's own calls (SPEC §2.7; docs/platform-calls.md, "Agents"). Each one reads or acts on the
// calling agent's own downline only: a member named outside it is answered NOT_DOWNLINE, never shown.

const username = z.string().trim().min(1).max(64);
/** The filters both of the downline's lists take: one member of it, and a period of site days. */
const downlineListQuery = paging(20, 100).extend({
  username: username.optional(),
  from: siteDate.optional(),
  to: siteDate.optional(),
});

/** The member ids a downline list covers (the whole downline, or the one member named) and its period as instants. */
async function downlineListScope(
  db: FastifyInstance["db"],
  agent: Member,
  query: { username?: string; from?: string; to?: string },
) {
  const one = query.username ? await downlineMember(db, agent, query.username) : undefined;
  return {
    members: downlineMembers(db, agent.id, one?.id),
    from: query.from ? siteDayStart(query.from) : undefined,
    to: query.to ? siteDayStart(nextSiteDay(query.to)) : undefined,
  };
}

/** The member named, when it is in the agent's downline (else NOT_DOWNLINE); the agent itself when none is named. */
async function downlineMember(db: FastifyInstance["db"], agent: Member, name: string | undefined): Promise<Member> {
  if (!name) return agent;
  const member = await findMemberByUsername(db, name);
  if (!member || (await downlineDepth(db, agent.id, member.id)) === null)
    throw new AppError("NOT_DOWNLINE", `${name} is not in this agent's downline`);
  return member;
}

export function agentRoutes(app: FastifyInstance) {
  const { db, config } = app;

  /** Who the agent's team is: its direct downlines and its whole downline. */
  route(app, {
    endpoint: agentEndpoints.agentTeam,
    auth: "realMember",
    handler: async ({ signedIn }) => teamSize(db, agentOf(config, signedIn).id),
  });

  /**
   * The downline under the agent, or under one of its downlines (`parent`, to drill in), newest first;
   * `username` finds one member anywhere in the agent's downline.
   */
  route(app, {
    endpoint: agentEndpoints.agentDownline,
    auth: "realMember",
    query: paging(20, 100).extend({ parent: username.optional(), username: username.optional() }),
    handler: async ({ query, signedIn }) => {
      const agent = agentOf(config, signedIn);
      const parentId = (await downlineMember(db, agent, query.parent)).id;
      let rows: { memberId: string; depth: number; joinedAt: Date }[];
      let total: number;
      if (query.username) {
        const found = await findMemberByUsername(db, query.username);
        const depth = found ? await downlineDepth(db, agent.id, found.id) : null;
        rows = found && depth !== null ? [{ memberId: found.id, depth, joinedAt: found.createdAt }] : [];
        total = rows.length;
      } else {
        ({ rows, total } = await directDownlinePage(db, agent.id, parentId, {
          pageNo: query.pageNo,
          pageSize: query.pageSize,
        }));
      }
      const ids = rows.map((r) => r.memberId);
      const [summaries, balances, counts] = await Promise.all([
        memberSummaries(db, ids),
        mainBalancesOf(db, ids),
        directCounts(db, ids),
      ]);
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

  /** agentTeamOverview: the whole downline's figures over a period of site days. */
  route(app, {
    endpoint: agentEndpoints.agentOverview,
    auth: "realMember",
    query: sitePeriod,
    handler: async ({ query, signedIn }) => teamOverview(db, agentOf(config, signedIn).id, query.from, query.to),
  });

  /** palStatementsAgentCopy: each direct downline of the agent (or of `parent`), its own and its team's play. */
  route(app, {
    endpoint: agentEndpoints.agentProfitLoss,
    auth: "realMember",
    query: z.intersection(sitePeriod, z.object({ parent: username.optional() })),
    handler: async ({ query, signedIn }) => {
      const agent = agentOf(config, signedIn);
      const parent = await downlineMember(db, agent, query.parent);
      const parentDepth = parent.id === agent.id ? 0 : ((await downlineDepth(db, agent.id, parent.id)) ?? 0);
      const rows = await profitLossRows(db, parent.id, query.from, query.to);
      const ids = rows.map((r) => r.memberId);
      const who = await memberSummaries(db, ids);
      const sum = (pick: (r: (typeof rows)[number]) => string) =>
        rows.reduce((total, r) => total + BigInt(pick(r)), 0n).toString();
      return {
        from: query.from,
        to: query.to,
        parent: parent.id === agent.id ? null : parent.username,
        rows: rows.map((r) => ({
          username: who.get(r.memberId)?.username ?? "",
          isAgent: isAgent(config, who.get(r.memberId)?.type ?? 0),
          level: parentDepth + 1,
          betCount: r.betCount,
          validBet: r.validBet,
          payout: r.payout,
          winLoss: r.winLoss,
          teamValidBet: r.teamValidBet,
          teamWinLoss: r.teamWinLoss,
        })),
        total: {
          betCount: rows.reduce((n, r) => n + r.teamBetCount, 0),
          validBet: sum((r) => r.teamValidBet),
          payout: sum((r) => r.teamPayout),
          winLoss: sum((r) => r.teamWinLoss),
        },
      };
    },
  });

  /** Team betting: the rounds of the agent's downline (or of one member in it), newest first. */
  route(app, {
    endpoint: agentEndpoints.agentRounds,
    auth: "realMember",
    query: downlineListQuery.extend({
      vendor: z.string().trim().max(40).optional(),
      gameCode: z.string().trim().max(100).optional(),
      status: z.enum(["open", "completed", "cancelled"]).optional(),
    }),
    handler: async ({ query, signedIn }) => {
      const { members, from, to } = await downlineListScope(db, agentOf(config, signedIn), query);
      const { list, total } = await roundsOfMembers(db, members, {
        vendor: query.vendor,
        gameCode: query.gameCode,
        status: query.status,
        from,
        to,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      });
      const names = await usernamesOf(
        db,
        list.map((r) => r.memberId),
      );
      return page(
        list.map(({ memberId, ...round }) => ({ username: names.get(memberId) ?? "", ...round })),
        total,
        query.pageNo,
        query.pageSize,
      );
    },
  });

  /** agentDownlineTransactionDetailsCopy: the downline's main-wallet movements, newest first. */
  route(app, {
    endpoint: agentEndpoints.agentTransactions,
    auth: "realMember",
    query: downlineListQuery.extend({
      types: z
        .string()
        .max(300)
        .optional()
        // An empty list is no filter (every kind), as when it is left out.
        .transform((t) => (t ? t.split(",").flatMap((k) => (k.trim() ? [k.trim()] : [])) : undefined)),
    }),
    handler: async ({ query, signedIn }) => {
      const { members, from, to } = await downlineListScope(db, agentOf(config, signedIn), query);
      const { list, total } = await entriesOfMembers(db, members, {
        kinds: query.types,
        from,
        to,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      });
      const names = await usernamesOf(
        db,
        list.flatMap((r) => (r.memberId ? [r.memberId] : [])),
      );
      return page(
        list.map((r) => ({
          username: r.memberId ? (names.get(r.memberId) ?? "") : "",
          transferId: r.transferId,
          type: r.type,
          amount: r.amount,
          balanceAfter: r.balanceAfter,
          createdAt: r.createdAt,
        })),
        total,
        query.pageNo,
        query.pageSize,
      );
    },
  });

  /** registerCenter: an account registered directly under the agent. */
  route(app, {
    endpoint: agentEndpoints.registerDownline,
    auth: "realMember",
    body: z.object({
      username: z.string().max(64),
      password: z.string().max(128),
      confirmPassword: z.string().max(128),
      accountType: z.enum(["member", "agent"]).default("member"),
    }),
    handler: async ({ body, signedIn }) => registerDownline({ db, config }, agentOf(config, signedIn), body),
  });

  /** registerCenter: the agent's own code and the site path that registers under it (SPEC §6: always shown to agents). */
  route(app, {
    endpoint: agentEndpoints.agentReferral,
    auth: "realMember",
    handler: async ({ signedIn }) => {
      const agent = agentOf(config, signedIn);
      return {
        code: agent.referralCode,
        registerPath: `/?${new URLSearchParams({ modal: "register", affiliateCode: agent.referralCode })}`,
      };
    },
  });
}
