// The agent contract calls (docs/platform-calls.md "Agent contracts", SPEC §2.7 entries 7 and 9–12, §3, §4):
// each needs an agent's token; terms travel as contract/contracts.ts termsSchema shapes them (basis points,
// minor units). The consolidated flags are every member's, so they are asked here too.
import type { ContractKind, ContractTerms } from "~contract/contracts";
import type { Page } from "~contract/answers/common";
import type {
  AgentIncome,
  Consolidated,
  ContractView,
  ContractsOfKind,
  PayAllResult,
  SettlementView,
} from "~contract/answers/contracts";
import type { DayRange } from "./agents.server";
import { contractEndpoints as api } from "~contract/routes/contracts";
import type { PlatformTransport } from "./transport.server";

type Paging = { pageNo: number; pageSize: number };
export type SettlementSide = "received" | "paid";

export const contractCalls = {
  /** SPEC §3: the contract kinds the operator enabled, and those waiting for this member's answer. */
  consolidated(this: PlatformTransport, token: string): Promise<Consolidated> {
    return this.call(api.consolidated, { token });
  },

  contractsOfKind(
    this: PlatformTransport,
    token: string,
    query: { kind: ContractKind } & Paging,
  ): Promise<ContractsOfKind> {
    return this.call(api.contractsOfKind, { query, token });
  },

  contractSettlements(
    this: PlatformTransport,
    token: string,
    query: { kind: ContractKind; side: SettlementSide } & DayRange & Paging,
  ): Promise<Page<SettlementView>> {
    return this.call(api.contractSettlements, { query, token });
  },

  offerContract(
    this: PlatformTransport,
    token: string,
    body: { kind: ContractKind; username: string; terms: ContractTerms; terminateLower?: boolean },
  ): Promise<ContractView> {
    return this.call(api.offerContract, { body, token });
  },

  answerContract(
    this: PlatformTransport,
    token: string,
    body: { contractId: string; answer: "accept" | "reject" },
  ): Promise<ContractView> {
    return this.call(api.answerContract, { body, token });
  },

  withdrawContract(this: PlatformTransport, token: string, body: { contractId: string }): Promise<ContractView> {
    return this.call(api.withdrawContract, { body, token });
  },

  terminateContract(
    this: PlatformTransport,
    token: string,
    body: { contractId: string; step: "ask" | "agree" | "decline" },
  ): Promise<ContractView> {
    return this.call(api.terminateContract, { body, token });
  },

  payAllContracts(this: PlatformTransport, token: string): Promise<PayAllResult> {
    return this.call(api.payAllContracts, { body: {}, token });
  },

  agentIncome(this: PlatformTransport, token: string, query: DayRange): Promise<AgentIncome> {
    return this.call(api.agentIncome, { query, token });
  },
};

export type ContractCalls = typeof contractCalls;
