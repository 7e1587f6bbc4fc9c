// The agent centre's frame (SPEC §2.7): who may open it (an agent; the member centre's guard, ADR 0072), the menu
// with its contract entries by the consolidated flags, and the path each section's form takes. The centres'
// common ground is app/lib/member/centre.server.ts; the forms kit (reply, the notice) is app/lib/forms/.
import crypto from "node:crypto";
import { data, type AppLoadContext } from "@remix-run/node";
import { takeNotice } from "~/lib/forms/notice.server";
import {
  centreAction,
  centreOrigin,
  guardCentre,
  guarded,
  type AgentSection,
  type SectionContext,
  type SectionForm,
} from "~/lib/member/centre.server";
import { wps } from "~/lib/platform/client.server";
import { CONTRACT_KINDS, type ContractKind } from "~contract/contracts";
import type { Consolidated } from "~contract/answers/contracts";

/**
 * The contract screens an agent has (SPEC §2.7 entries 9–12), by the consolidated flags: the kinds the
 * operator enabled, and those where an offer or a termination waits for this agent's answer.
 */
export type AgentContracts = { enabled: Record<ContractKind, boolean>; waiting: Record<ContractKind, boolean> };

const byKind = (flag: (kind: ContractKind) => boolean) =>
  Object.fromEntries(CONTRACT_KINDS.map((kind) => [kind, flag(kind)])) as Record<ContractKind, boolean>;
const NO_CONTRACTS: AgentContracts = { enabled: byKind(() => false), waiting: byKind(() => false) };

/** SPEC §3's flag names per kind: the one that enables it and the one that says an answer is waiting. */
const CONSOLIDATED_FLAGS: Record<ContractKind, { enabled: keyof Consolidated; waiting: keyof Consolidated }> = {
  dividend: { enabled: "enableDividendContract", waiting: "divtypereq" },
  dailySalary: { enabled: "enableDailySalary", waiting: "dailysalreqtype" },
  hourlySalary: { enabled: "enableHourSalary", waiting: "contracthoursalreq" },
  realtimeSalary: { enabled: "enableAgentRealtimeSalary", waiting: "realtimesalreqtype" },
};

/** The agent's contract screens from the consolidated answer; none when it could not be read. */
export function agentContracts(flags: Consolidated | null): AgentContracts {
  if (!flags) return NO_CONTRACTS;
  return {
    enabled: byKind((kind) => flags[CONSOLIDATED_FLAGS[kind].enabled]),
    waiting: byKind((kind) => flags[CONSOLIDATED_FLAGS[kind].waiting]),
  };
}

/**
 * An agent-centre section (SPEC §2.7): its content from the platform inside the agent centre's frame —
 * the menu (its contract entries by the consolidated flags), the close link, the notice.
 */
export async function agentSectionLoader<T = never>(
  request: Request,
  context: AppLoadContext,
  section: AgentSection,
  content?: (ctx: SectionContext) => Promise<T>,
) {
  const token = await guardCentre(request, "agent");
  const url = new URL(request.url);
  const client = wps(request, context);
  const [loaded, flags, { notice, headers }] = await Promise.all([
    content ? guarded(section, () => content({ client, token, url })) : Promise.resolve(null),
    client.consolidated(token).catch(() => null),
    takeNotice(request),
  ]);
  const from = centreOrigin(request);
  const contracts = agentContracts(flags);
  return data(
    {
      section,
      from,
      closeHref: from ?? "/",
      contracts,
      notice,
      // One per form render (docs/platform-calls.md): the same form sent twice moves money once.
      requestKey: crypto.randomUUID(),
      content: loaded,
    },
    { headers },
  );
}

/** An agent-centre section's action: the same path, for an agent (SPEC §6). */
export function agentSectionAction(
  request: Request,
  context: AppLoadContext,
  section: AgentSection,
  forms: readonly SectionForm[],
) {
  return centreAction(request, context, "agent", section, forms);
}
