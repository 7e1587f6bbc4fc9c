import type { FastifyInstance } from "fastify";
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import { z } from "zod";
import { CONTRACT_KINDS, RATE_MAX_BP, type ContractKind } from "../../../contract/contracts.js";
import type { PlatformConfig } from "../../config.js";
import type { Db } from "../../db/connect.js";
import { paging, route } from "../../http/route.js";
import { AppError } from "../errors.js";
import { findMemberByUsername, topLevelAgents, usernamesOf } from "../accounts/index.js";
import { recordAudit } from "../system/index.js";
import { contractFeatureList, setContractFeature } from "./contract-features.js";
import { contractViews } from "./contract-views.js";
import { offerContract, operatorTerminate } from "./contracts.js";
import { contractSettlements, contracts } from "./schema.js";
import { settlementViews } from "./settlement-views.js";
import { settle } from "./settlements.js";
import { directCounts, directDownlinePage, teamSize } from "./tree.js";

// What the operator decides about contracts (ADR 0044): which kinds are enabled and the top-level
// ceiling, contracts offered to top-level agents, ending a contract, and viewing and rerunning settlements.
// The routes sit under /ops (agentOperatorRoutes' operator-key hook); the CLI calls the same functions.

const kind = z.enum(CONTRACT_KINDS);
/** A settlement period as a job names it: a site day, an hour "…T16", or a real-time window "…T16:05". */
export const settlementPeriod = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}(:\d{2})?)?$/, "YYYY-MM-DD, YYYY-MM-DDTHH or YYYY-MM-DDTHH:MM");

/** The periods a kind's job settles: dividends and daily salaries by day, hourly by hour, real-time by 5-minute window. */
export function checkPeriodFits(k: ContractKind, period: string): string | null {
  const shape =
    k === "hourlySalary"
      ? /^\d{4}-\d{2}-\d{2}T\d{2}$/
      : k === "realtimeSalary"
        ? /^\d{4}-\d{2}-\d{2}T\d{2}:\d[05]$/
        : /^\d{4}-\d{2}-\d{2}$/;
  return shape.test(period)
    ? null
    : `a ${k} period is ${k === "hourlySalary" ? "YYYY-MM-DDTHH" : k === "realtimeSalary" ? "YYYY-MM-DDTHH:MM (a multiple of 5 minutes)" : "a site day YYYY-MM-DD"}`;
}

/** Reruns (or runs) one kind's settlement for a period; audited. */
export async function rerunSettlement(db: Db, input: { kind: ContractKind; period: string; actor: "api" | "cli" }) {
  const misfit = checkPeriodFits(input.kind, input.period);
  if (misfit) throw new AppError("VALIDATION", `period: ${misfit}`);
  const counts = await settle(db, input.kind, input.period);
  await recordAudit(db, {
    action: "contracts.settle",
    detail: { source: input.actor, kind: input.kind, period: input.period, ...counts },
  });
  return { action: "contracts.settle", kind: input.kind, period: input.period, ...counts };
}

/** Settlements of a kind (one period, or the latest 100), for the operator. */
export async function listSettlements(db: Db, input: { kind?: ContractKind; period?: string; state?: string }) {
  const rows = await db
    .select()
    .from(contractSettlements)
    .where(
      and(
        input.kind ? eq(contractSettlements.kind, input.kind) : undefined,
        input.period ? eq(contractSettlements.period, input.period) : undefined,
        input.state ? eq(contractSettlements.state, input.state) : undefined,
      ),
    )
    .orderBy(desc(contractSettlements.periodEnd), asc(contractSettlements.level), asc(contractSettlements.id))
    .limit(100);
  return settlementViews(db, rows);
}

/** An operator's one-line view of each live contract a holder has: kind, state, the signed and waiting versions. */
function contractsByHolder(views: Awaited<ReturnType<typeof contractViews>>) {
  return (username: string) =>
    views
      .filter((v) => v.holder === username)
      .map((v) => ({
        id: v.id,
        kind: v.kind,
        state: v.state,
        version: v.signed?.version ?? null,
        pending: v.pending?.version ?? null,
      }));
}

/** The agents: top-level ones (no upline) by default, each with its team and live contracts. */
export async function listAgents(db: Db, config: PlatformConfig) {
  const top = await topLevelAgents(db, config.AGENT_TYPES);
  const ids = top.map((r) => r.id);
  const live = ids.length
    ? await db
        .select()
        .from(contracts)
        .where(and(inArray(contracts.memberId, ids), isNull(contracts.endedAt)))
    : [];
  const contractsOf = contractsByHolder(await contractViews(db, live));
  return Promise.all(
    top.map(async (s) => {
      const id = s.id;
      return {
        username: s.username,
        type: s.type,
        team: await teamSize(db, id),
        contracts: contractsOf(s.username),
      };
    }),
  );
}

/** One member's place in the tree for the operator: its upline, team, contracts, and a page of its direct downlines. */
export async function agentTreeOf(db: Db, input: { username: string; pageNo: number; pageSize: number }) {
  const member = await findMemberByUsername(db, input.username);
  if (!member) throw new AppError("NOT_FOUND", `there is no member "${input.username}"`);
  const { rows, total } = await directDownlinePage(db, member.id, member.id, input);
  const ids = rows.map((r) => r.memberId);
  const [names, counts, upline, live] = await Promise.all([
    usernamesOf(db, ids),
    directCounts(db, ids),
    member.uplineId ? usernamesOf(db, [member.uplineId]) : Promise.resolve(new Map<string, string>()),
    db
      .select()
      .from(contracts)
      .where(and(inArray(contracts.memberId, [member.id, ...ids]), isNull(contracts.endedAt))),
  ]);
  const contractsOf = contractsByHolder(await contractViews(db, live));
  return {
    username: member.username,
    upline: member.uplineId ? (upline.get(member.uplineId) ?? null) : null,
    team: await teamSize(db, member.id),
    contracts: contractsOf(member.username),
    downlines: {
      total,
      pageNo: input.pageNo,
      pageSize: input.pageSize,
      list: rows.map((r) => ({
        username: names.get(r.memberId) ?? "",
        joinedAt: r.joinedAt.toISOString(),
        downlines: counts.get(r.memberId) ?? 0,
        contracts: contractsOf(names.get(r.memberId) ?? ""),
      })),
    },
  };
}

export function contractOperatorRoutes(app: FastifyInstance) {
  const { db, config } = app;
  route(app, { method: "GET", url: "/agents", handler: () => listAgents(db, config) });
  route(app, {
    method: "GET",
    url: "/agents/tree",
    query: paging(50, 200).extend({ username: z.string().trim().min(1).max(64) }),
    handler: ({ query }) => agentTreeOf(db, query),
  });
  route(app, { method: "GET", url: "/agents/contract-features", handler: () => contractFeatureList(db) });
  route(app, {
    method: "POST",
    url: "/agents/contract-features",
    body: z.object({ kind, enabled: z.boolean(), maxRateBp: z.number().int().min(0).max(RATE_MAX_BP).optional() }),
    handler: ({ body }) => setContractFeature(db, { ...body, actor: "api" }),
  });
  route(app, {
    method: "POST",
    url: "/agents/contracts/offer",
    body: z.object({ username: z.string().trim().min(1).max(64), kind, terms: z.unknown() }),
    handler: async ({ body }) =>
      (await contractViews(db, [await offerContract(db, config, { upline: null, ...body, actor: "api" })]))[0],
  });
  route(app, {
    method: "POST",
    url: "/agents/contracts/terminate",
    body: z.object({ contractId: z.string().uuid() }),
    handler: async ({ body }) => (await contractViews(db, [await operatorTerminate(db, { ...body, actor: "api" })]))[0],
  });
  route(app, {
    method: "GET",
    url: "/agents/settlements",
    query: z.object({
      kind: kind.optional(),
      period: settlementPeriod.optional(),
      state: z.enum(["due", "paid", "pending", "nothing"]).optional(),
    }),
    handler: ({ query }) => listSettlements(db, query),
  });
  route(app, {
    method: "POST",
    url: "/agents/settlements/run",
    body: z.object({ kind, period: settlementPeriod }).superRefine((b, ctx) => {
      const misfit = checkPeriodFits(b.kind, b.period);
      if (misfit) ctx.addIssue({ code: "custom", path: ["period"], message: misfit });
    }),
    handler: ({ body }) => rerunSettlement(db, { ...body, actor: "api" }),
  });
}
