// The contract screens' answers (docs/platform-calls.md "Agent contracts", SPEC §2.7 entries 9–12, §3, §4;
// ADR 0044): an agent's own contract of a kind, the contracts it gave its direct downlines, the offers
// waiting, and the settlements it received and paid.
import { z } from "zod";
import { CONTRACT_KINDS, CONTRACT_STATES, SETTLEMENT_STATES } from "../contracts";
import { minorUnits, pageOf } from "./common";

const kind = z.enum(CONTRACT_KINDS);

/** One version of a contract's terms (contract/contracts.ts termsSchema[kind] gives its shape). */
export const termsVersion = z.object({
  version: z.number().int(),
  terms: z.record(z.unknown()),
  offeredAt: z.string(),
  acceptedAt: z.string().nullable(),
});

export const contractView = z.object({
  id: z.string(),
  kind,
  /** The agent holding the contract (the downline side). */
  holder: z.string(),
  /** The upline offering it; null when the operator offered it (a top-level agent). */
  upline: z.string().nullable(),
  state: z.enum(CONTRACT_STATES),
  /** The terms in force; null until the first offer is accepted. */
  signed: termsVersion.nullable(),
  /** An offer (or a change) waiting for the holder's answer. */
  pending: termsVersion.nullable(),
  terminationAskedBy: z.enum(["upline", "downline"]).nullable(),
  updatedAt: z.string(),
});

/** GET /wps/agent/contracts?kind= : the agent's side of one kind. */
export const contractsOfKind = z.object({
  kind,
  /** The operator enabled this kind (SPEC §3 consolidated flags). */
  enabled: z.boolean(),
  /** The agent's own contract with its upline (or the operator), live or last ended; null when it never had one. */
  mine: contractView.nullable(),
  /** The contracts the agent gave its direct downlines (live first), paged. */
  downlines: pageOf(contractView),
  /** What the agent owes its downlines and has not paid: while above zero it is frozen (ADR 0044). */
  owed: z.object({ count: z.number().int(), amount: minorUnits }),
});

export const settlementView = z.object({
  id: z.number().int(),
  contractId: z.string(),
  kind,
  /** A site day "2026-11-23", an hour "2026-11-23T16", a window "2026-11-23T16:05" or a dividend period "2026-11-16..2026-11-22". */
  period: z.string(),
  payee: z.string(),
  /** null: the operator paid. */
  payer: z.string().nullable(),
  version: z.number().int(),
  /** The stored inputs: teamValidBet, activeMembers, rateBp, and for a dividend teamBet, teamPayout, bonuses, carryIn, net, carryOut; for real-time winningStake, losingStake. */
  inputs: z.record(z.string(), z.union([z.string(), z.number()])),
  amount: minorUnits,
  state: z.enum(SETTLEMENT_STATES),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});

export const settlementPage = pageOf(settlementView);

/** GET /wps/agent/income?from&to : salaries and dividends received and paid per kind over site days. */
export const agentIncome = z.object({
  from: z.string(),
  to: z.string(),
  kinds: z.array(z.object({ kind, received: minorUnits, paid: minorUnits, pending: minorUnits, net: minorUnits })),
  total: z.object({ received: minorUnits, paid: minorUnits, pending: minorUnits, net: minorUnits }),
});

export const payAllResult = z.object({ paid: z.number().int(), amount: minorUnits });

/** GET /wps/member/info/funds/consolidated (SPEC §3): the enabled features and which kinds wait for the member's answer. */
export const consolidated = z.object({
  dailysalreqtype: z.boolean(),
  divtypereq: z.boolean(),
  contracthoursalreq: z.boolean(),
  realtimesalreqtype: z.boolean(),
  enableDailySalary: z.boolean(),
  enableHourSalary: z.boolean(),
  enableSalary: z.boolean(),
  enableAgentRealtimeSalary: z.boolean(),
  enableDividendContract: z.boolean(),
});

/** The details of the contract calls' refusals (docs/platform-calls.md "Agent contracts"), which the screens put in words. */
export const contractFailureDetails = {
  /** The downline already gives more to these contracts of its own downlines. */
  belowDownlines: z.object({
    contracts: z.array(z.object({ holder: z.string(), upline: z.string().nullable(), reason: z.string() })),
  }),
  /** The operator's ceiling for a top-level agent's rate. */
  exceedsLimit: z.object({ maxRateBp: z.number().int() }),
  /** payAll: what the main wallet would need to hold. */
  insufficientFunds: z.object({ needed: minorUnits }),
  /** The care check's FROZEN: why and since when (ADR 0044: "contract" until payAll). */
  frozen: z.object({ reason: z.string(), since: z.string() }),
};

export type TermsVersion = z.infer<typeof termsVersion>;
export type ContractView = z.infer<typeof contractView>;
export type ContractsOfKind = z.infer<typeof contractsOfKind>;
export type SettlementView = z.infer<typeof settlementView>;
export type AgentIncome = z.infer<typeof agentIncome>;
export type PayAllResult = z.infer<typeof payAllResult>;
export type Consolidated = z.infer<typeof consolidated>;
