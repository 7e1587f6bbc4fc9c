import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { CONTRACT_KINDS, type ContractKind } from "../../../contract/contracts.js";
import { nextSiteDay, siteDayStart } from "../../../contract/time-zone.js";
import { page, paging, route } from "../../http/route.js";
import { contractFeatureList } from "./contract-features.js";
import { contractView, contractViews, givenContracts, ownContract, waitingKinds } from "./contract-views.js";
import { answerContract, offerContract, terminateStep, withdrawOffer } from "./contracts.js";
import { agentOf } from "./guard.js";
import { siteDate, sitePeriod } from "./inputs.js";
import { incomeOf, settlementPage, settlementViews } from "./settlement-views.js";
import { owedBy, payAll } from "./settlements.js";
import { contractEndpoints } from "../../../contract/routes/contracts.js";

// The agent's contract calls (docs/platform-calls.md "Agent contracts", ADR 0044) and SPEC §3's consolidated
// flags. Every step is the state machine's (contracts.ts); these only read the input and name the agent.

const kind = z.enum(CONTRACT_KINDS);
const contractId = z.string().uuid();

export function contractRoutes(app: FastifyInstance) {
  const { db, config } = app;

  route(app, {
    endpoint: contractEndpoints.contractsOfKind,
    auth: "realMember",
    query: paging(20, 100).extend({ kind }),
    handler: async ({ query, signedIn }) => {
      const agent = agentOf(config, signedIn);
      const [features, mine, given, owed] = await Promise.all([
        contractFeatureList(db),
        ownContract(db, agent.id, query.kind),
        givenContracts(db, agent.id, query.kind, query),
        owedBy(db, agent.id),
      ]);
      return {
        kind: query.kind,
        enabled: features.find((f) => f.kind === query.kind)?.enabled ?? false,
        mine: mine ? await contractView(db, mine) : null,
        downlines: page(await contractViews(db, given.rows), given.total, query.pageNo, query.pageSize),
        owed: { count: owed.count, amount: owed.amount.toString() },
      };
    },
  });

  route(app, {
    endpoint: contractEndpoints.contractSettlements,
    auth: "realMember",
    query: paging(20, 100).extend({
      kind: kind.optional(),
      side: z.enum(["received", "paid"]).default("received"),
      from: siteDate.optional(),
      to: siteDate.optional(),
    }),
    handler: async ({ query, signedIn }) => {
      const agent = agentOf(config, signedIn);
      const { rows, total } = await settlementPage(db, {
        memberId: agent.id,
        kind: query.kind,
        side: query.side,
        from: query.from ? siteDayStart(query.from) : undefined,
        to: query.to ? siteDayStart(nextSiteDay(query.to)) : undefined,
        pageNo: query.pageNo,
        pageSize: query.pageSize,
      });
      return page(await settlementViews(db, rows), total, query.pageNo, query.pageSize);
    },
  });

  route(app, {
    endpoint: contractEndpoints.offerContract,
    auth: "realMember",
    body: z.object({
      kind,
      username: z.string().trim().min(1).max(64),
      terms: z.unknown(),
      terminateLower: z.boolean().default(false),
    }),
    handler: async ({ body, signedIn }) =>
      contractView(db, await offerContract(db, config, { upline: agentOf(config, signedIn), ...body })),
  });

  route(app, {
    endpoint: contractEndpoints.answerContract,
    auth: "realMember",
    body: z.object({ contractId, answer: z.enum(["accept", "reject"]) }),
    handler: async ({ body, signedIn }) => contractView(db, await answerContract(db, agentOf(config, signedIn), body)),
  });

  route(app, {
    endpoint: contractEndpoints.withdrawContract,
    auth: "realMember",
    body: z.object({ contractId }),
    handler: async ({ body, signedIn }) =>
      contractView(db, await withdrawOffer(db, agentOf(config, signedIn), body.contractId)),
  });

  route(app, {
    endpoint: contractEndpoints.terminateContract,
    auth: "realMember",
    body: z.object({ contractId, step: z.enum(["ask", "agree", "decline"]) }),
    handler: async ({ body, signedIn }) => contractView(db, await terminateStep(db, agentOf(config, signedIn), body)),
  });

  route(app, {
    endpoint: contractEndpoints.payAllContracts,
    auth: "realMember",
    handler: async ({ signedIn }) => payAll(db, agentOf(config, signedIn)),
  });

  /** agentRevenueReport (my income): settlements received and paid per kind over site days. */
  route(app, {
    endpoint: contractEndpoints.agentIncome,
    auth: "realMember",
    query: sitePeriod,
    handler: async ({ query, signedIn }) => {
      const agent = agentOf(config, signedIn);
      const { from, to } = query;
      const rows = await incomeOf(db, agent.id, siteDayStart(from), siteDayStart(nextSiteDay(to)));
      const kinds = CONTRACT_KINDS.map((k) => {
        const r = rows.find((x) => x.kind === k);
        const received = BigInt(r?.received ?? "0");
        const paid = BigInt(r?.paid ?? "0");
        return {
          kind: k,
          received: received.toString(),
          paid: paid.toString(),
          pending: r?.pending ?? "0",
          net: (received - paid).toString(),
        };
      });
      const sum = (key: "received" | "paid" | "pending" | "net") =>
        kinds.reduce((s, k) => s + BigInt(k[key]), 0n).toString();
      return {
        from,
        to,
        kinds,
        total: { received: sum("received"), paid: sum("paid"), pending: sum("pending"), net: sum("net") },
      };
    },
  });

  /** SPEC §3 consolidated contract info: the operator's enabled features and which kinds wait for this member. */
  route(app, {
    endpoint: contractEndpoints.consolidated,
    auth: "realMember",
    handler: async ({ signedIn }) => {
      const [features, waiting] = await Promise.all([contractFeatureList(db), waitingKinds(db, signedIn.member.id)]);
      const on = (k: ContractKind) => features.find((f) => f.kind === k)?.enabled ?? false;
      return {
        dailysalreqtype: waiting.has("dailySalary"),
        divtypereq: waiting.has("dividend"),
        contracthoursalreq: waiting.has("hourlySalary"),
        realtimesalreqtype: waiting.has("realtimeSalary"),
        enableDailySalary: on("dailySalary"),
        enableHourSalary: on("hourlySalary"),
        enableSalary: on("dailySalary") || on("hourlySalary"),
        enableAgentRealtimeSalary: on("realtimeSalary"),
        enableDividendContract: on("dividend"),
      };
    },
  });
}
