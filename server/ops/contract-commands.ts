// The operator's contract commands (ADR 0044):
//   contracts features                                  every kind: enabled, top-level ceiling
//   contracts features <kind> on|off [maxRateBp]        enable or disable a kind (and set the ceiling); audited
//   contracts offer <username> <kind> '<terms-json>'    offer a top-level agent a contract; audited
//   contracts terminate <contractId>                    end a contract (and those below it); audited
//   contracts agents                                    the top-level agents, their teams and contracts
//   contracts tree <username> [page]                    a member's upline, team, contracts and direct downlines
//   settlements list [kind] [period] [state]            the latest settlements
//   settlements run <kind> <period>                     run (or rerun) a kind's settlement; pays only what is due
import { CONTRACT_KINDS, type ContractKind } from "../../contract/contracts.js";
import {
  agentTreeOf,
  contractFeatureList,
  listAgents,
  listSettlements,
  offerContract,
  operatorTerminate,
  rerunSettlement,
  setContractFeature,
} from "../modules/agents/index.js";
import { command, UsageError, type Reach } from "./command.js";
import { callPlatform } from "./platform-client.js";
import { platformThenDatabase } from "./reach.js";

const PERIOD = /^\d{4}-\d{2}-\d{2}(T\d{2}(:\d{2})?)?$/;
const STATES = ["due", "paid", "pending", "nothing"];
const isKind = (k: string | undefined): k is ContractKind => (CONTRACT_KINDS as readonly string[]).includes(k ?? "");

type ContractsCommand =
  | { action: "contracts.features" }
  | { action: "contracts.feature"; kind: ContractKind; enabled: boolean; maxRateBp?: number }
  | { action: "contracts.offer"; username: string; kind: ContractKind; terms: unknown }
  | { action: "contracts.terminate"; contractId: string }
  | { action: "contracts.agents" }
  | { action: "contracts.tree"; username: string; pageNo: number };
type SettlementsCommand =
  | { action: "settlements.list"; kind?: ContractKind; period?: string; state?: string }
  | { action: "settlements.run"; kind: ContractKind; period: string };

export class ContractUsageError extends UsageError {}

export function parseContractsCommand(args: string[]): ContractsCommand | null {
  const [verb, ...rest] = args;
  if (verb === "features" && rest.length === 0) return { action: "contracts.features" };
  if (verb === "features") {
    const [kind, state, max, ...extra] = rest;
    if (
      !isKind(kind) ||
      (state !== "on" && state !== "off") ||
      extra.length ||
      (max !== undefined && !/^\d{1,5}$/.test(max))
    ) {
      throw new ContractUsageError(`contracts features needs <${CONTRACT_KINDS.join("|")}> on|off [maxRateBp]`);
    }
    return {
      action: "contracts.feature",
      kind,
      enabled: state === "on",
      maxRateBp: max === undefined ? undefined : Number(max),
    };
  }
  if (verb === "offer") {
    const [username, kind, json, ...extra] = rest;
    if (!username || !isKind(kind) || !json || extra.length)
      throw new ContractUsageError(`contracts offer needs <username> <${CONTRACT_KINDS.join("|")}> '<terms as JSON>'`);
    try {
      return { action: "contracts.offer", username, kind, terms: JSON.parse(json) };
    } catch {
      throw new ContractUsageError("contracts offer: the terms are not JSON");
    }
  }
  if (verb === "terminate") {
    const [contractId, ...extra] = rest;
    if (!contractId || extra.length) throw new ContractUsageError("contracts terminate needs <contractId>");
    return { action: "contracts.terminate", contractId };
  }
  if (verb === "agents" && rest.length === 0) return { action: "contracts.agents" };
  if (verb === "tree") {
    const [username, page = "1", ...extra] = rest;
    if (!username || !/^\d{1,6}$/.test(page) || Number(page) < 1 || extra.length)
      throw new ContractUsageError("contracts tree needs <username> [page]");
    return { action: "contracts.tree", username, pageNo: Number(page) };
  }
  return null;
}

export function parseSettlementsCommand(args: string[]): SettlementsCommand | null {
  const [verb, ...rest] = args;
  if (verb === "list") {
    const out: { action: "settlements.list"; kind?: ContractKind; period?: string; state?: string } = {
      action: "settlements.list",
    };
    for (const arg of rest) {
      if (isKind(arg)) out.kind = arg;
      else if (PERIOD.test(arg)) out.period = arg;
      else if (STATES.includes(arg)) out.state = arg;
      else
        throw new ContractUsageError(
          `settlements list takes [${CONTRACT_KINDS.join("|")}] [period] [${STATES.join("|")}]`,
        );
    }
    return out;
  }
  if (verb === "run") {
    const [kind, period, ...extra] = rest;
    if (!isKind(kind) || !period || !PERIOD.test(period) || extra.length)
      throw new ContractUsageError(
        `settlements run needs <${CONTRACT_KINDS.join("|")}> <period: YYYY-MM-DD, YYYY-MM-DDTHH or YYYY-MM-DDTHH:MM>`,
      );
    return { action: "settlements.run", kind, period };
  }
  return null;
}

function contractsRequest(input: ContractsCommand) {
  switch (input.action) {
    case "contracts.features":
      return { method: "GET", path: "/ops/agents/contract-features" };
    case "contracts.feature":
      return {
        method: "POST",
        path: "/ops/agents/contract-features",
        body: { kind: input.kind, enabled: input.enabled, maxRateBp: input.maxRateBp },
      };
    case "contracts.offer":
      return {
        method: "POST",
        path: "/ops/agents/contracts/offer",
        body: { username: input.username, kind: input.kind, terms: input.terms },
      };
    case "contracts.terminate":
      return { method: "POST", path: "/ops/agents/contracts/terminate", body: { contractId: input.contractId } };
    case "contracts.agents":
      return { method: "GET", path: "/ops/agents" };
    case "contracts.tree":
      return {
        method: "GET",
        path: `/ops/agents/tree?${new URLSearchParams({ username: input.username, pageNo: String(input.pageNo) })}`,
      };
  }
}

async function contractsHandler(input: ContractsCommand, reach: Reach): Promise<number> {
  const { result, via } = await platformThenDatabase<unknown>(
    reach,
    () => callPlatform(reach.baseUrl, reach.key, contractsRequest(input)),
    (db) => {
      switch (input.action) {
        case "contracts.features":
          return contractFeatureList(db);
        case "contracts.feature":
          return setContractFeature(db, { ...input, actor: "cli" });
        case "contracts.offer":
          return offerContract(db, reach.config, {
            upline: null,
            username: input.username,
            kind: input.kind,
            terms: input.terms,
            actor: "cli",
          });
        case "contracts.terminate":
          return operatorTerminate(db, { contractId: input.contractId, actor: "cli" });
        case "contracts.agents":
          return listAgents(db, reach.config);
        case "contracts.tree":
          return agentTreeOf(db, { username: input.username, pageNo: input.pageNo, pageSize: 50 });
      }
    },
  );
  console.log(`${JSON.stringify(result, null, 2)}\n(${via})`);
  return 0;
}

async function settlementsHandler(input: SettlementsCommand, reach: Reach): Promise<number> {
  const { result, via } = await platformThenDatabase<unknown>(
    reach,
    () =>
      input.action === "settlements.run"
        ? callPlatform(reach.baseUrl, reach.key, {
            method: "POST",
            path: "/ops/agents/settlements/run",
            body: { kind: input.kind, period: input.period },
          })
        : callPlatform(reach.baseUrl, reach.key, {
            method: "GET",
            path: `/ops/agents/settlements?${new URLSearchParams(Object.entries({ kind: input.kind, period: input.period, state: input.state }).filter((e): e is [string, string] => e[1] !== undefined))}`,
          }),
    (db) =>
      input.action === "settlements.run"
        ? rerunSettlement(db, { kind: input.kind, period: input.period, actor: "cli" })
        : listSettlements(db, input),
  );
  if (input.action === "settlements.run") {
    const r = result as { written: number; paid: number; pending: number; nothing: number };
    console.log(
      `Settled ${input.kind} for ${input.period}: ${r.written} new rows; ${r.paid} paid, ${r.pending} pending (payer frozen), ${r.nothing} with nothing due\n(${via})`,
    );
  } else {
    console.log(`${JSON.stringify(result, null, 2)}\n(${via})`);
  }
  return 0;
}

export const contractsCommand = command<ContractsCommand>({
  name: "contracts",
  forms: [
    { arguments: "features", help: "list the contract kinds: enabled, the top-level ceiling (bp)" },
    {
      arguments: "features <kind> on|off [maxRateBp]",
      help: "enable or disable a kind, and set the top-level agents' ceiling; audited",
    },
    {
      arguments: "offer <username> <kind> '<terms-json>'",
      help: "offer a top-level agent a contract (it accepts in its agent centre); audited",
    },
    {
      arguments: "terminate <contractId>",
      help: "end a contract now, and every contract of its kind below it; audited",
    },
    { arguments: "agents", help: "the top-level agents with their team sizes and contracts" },
    {
      arguments: "tree <username> [page]",
      help: "a member's upline, team and contracts, and its direct downlines (50 a page)",
    },
  ],
  parse: parseContractsCommand,
  handler: contractsHandler,
});

export const settlementsCommand = command<SettlementsCommand>({
  name: "settlements",
  forms: [
    { arguments: "list [kind] [period] [state]", help: "the latest settlements (at most 100), filtered" },
    {
      arguments: "run <kind> <period>",
      help: "run or rerun a kind's settlement for a period (a site day; an hour\nYYYY-MM-DDTHH; a window YYYY-MM-DDTHH:MM); pays only what is still due; audited",
    },
  ],
  parse: parseSettlementsCommand,
  handler: settlementsHandler,
});
