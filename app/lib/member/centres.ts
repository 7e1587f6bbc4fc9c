// The member centre and agent centre sections (SPEC §2.6, §2.7), by their SPEC names.
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

/** A member-centre section's address; `from` (the page it was opened from) travels along for its close link. */
export function centreHref(section: string, from: string | null, params: Record<string, string | number | null | undefined> = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== null && value !== undefined && value !== "") query.set(key, String(value));
  if (from && from !== "/") query.set("from", from);
  const search = query.toString();
  return `/member/${section}${search ? `?${search}` : ""}`;
}
