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
