// The member centre and agent centre sections (SPEC §2.6, §2.7), by their SPEC names.
import type { ContractKind } from "~contract/contracts";

export const MEMBER_SECTIONS = [
  "securityCenter",
  "transferFund",
  "depositv2",
  "withdraw",
  "transferUpline",
  "personalHistoryCopy",
  "transactionHistory",
  "personalProfit",
  "bonusDetails",
  "rewardCenter",
  "referral",
  "missionLeaderboard",
  "messageV2",
  "manualRebate",
  "playerRank",
  "responsiblePlay",
] as const;

export const AGENT_SECTIONS = [
  "agentAnnouncement",
  "agentTeamOverview",
  "registerCenter",
  "downlineManagmentView",
  "personalHistoryCopy",
  "palStatementsAgentCopy",
  "agentRevenueReport",
  "agentDownlineTransactionDetailsCopy",
] as const;

/** SPEC §2.7 entries 9–12: the contract screens, one per contract kind, each shown only while its consolidated flag is on. */
export const AGENT_CONTRACT_SECTIONS = [
  { section: "agentDividendRecordCopy2", kind: "dividend" },
  { section: "agentDailyWages2", kind: "dailySalary" },
  { section: "agentHourSalary", kind: "hourlySalary" },
  { section: "agentRealtimeSalary", kind: "realtimeSalary" },
] as const satisfies readonly { section: string; kind: ContractKind }[];
export type AgentContractSection = (typeof AGENT_CONTRACT_SECTIONS)[number]["section"];

/** The screen of a contract kind. */
export function contractSection(kind: ContractKind): AgentContractSection {
  const entry = AGENT_CONTRACT_SECTIONS.find((candidate) => candidate.kind === kind);
  if (!entry) throw new Error(`no agent-centre section for the contract kind ${kind}`);
  return entry.section;
}

/** ADR 0044: where a frozen agent pays what it owes (agent._index sends it to the contract screen that shows the debt). */
export const PAY_ALL_HREF = "/agent?pay=all";

type Params = Record<string, string | number | null | undefined>;

/** A member-centre section's address; `from` (the page it was opened from) travels along for its close link. */
export function centreHref(section: string, from: string | null, params: Params = {}): string {
  return sectionAddress("member", section, from, params);
}

/** An agent-centre section's address, likewise. */
export function agentHref(section: string, from: string | null, params: Params = {}): string {
  return sectionAddress("agent", section, from, params);
}

function sectionAddress(centre: "member" | "agent", section: string, from: string | null, params: Params): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== null && value !== undefined && value !== "") query.set(key, String(value));
  if (from && from !== "/") query.set("from", from);
  const search = query.toString();
  return `/${centre}/${section}${search ? `?${search}` : ""}`;
}
