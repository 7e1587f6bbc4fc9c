// The agent centre's answers (docs/platform-calls.md "Agents", SPEC §2.7): the agent's team, its
// downline, the team's figures and records, the referral link and the agents' announcements.
import { z } from "zod";
import { ledgerId, minorUnits, pageOf } from "./common";
import { round } from "./games";

export const teamSize = z.object({ direct: z.number().int(), total: z.number().int() });

export const downlineMember = z.object({
  username: z.string(),
  type: z.number().int(),
  isAgent: z.boolean(),
  level: z.number().int(),
  balance: minorUnits,
  lastLoginAt: z.string().nullable(),
  registeredAt: z.string(),
  downlines: z.number().int(),
});

export const teamOverview = z.object({
  from: z.string(),
  to: z.string(),
  team: teamSize,
  registrations: z.number().int(),
  activeMembers: z.number().int(),
  firstDeposits: z.number().int(),
  deposits: minorUnits,
  withdrawals: minorUnits,
  betCount: z.number().int(),
  validBet: minorUnits,
  payout: minorUnits,
  winLoss: minorUnits,
  bonuses: minorUnits,
});

const figures = { betCount: z.number().int(), validBet: minorUnits, payout: minorUnits, winLoss: minorUnits };

export const teamProfitLoss = z.object({
  from: z.string(),
  to: z.string(),
  /** The downline drilled into; null for the agent's own direct downlines. */
  parent: z.string().nullable(),
  rows: z.array(
    z.object({
      username: z.string(),
      isAgent: z.boolean(),
      level: z.number().int(),
      ...figures,
      teamValidBet: minorUnits,
      teamWinLoss: minorUnits,
    }),
  ),
  total: z.object(figures),
});

/**
 * A downline's round: the games' round (its vendorName and gameName the code when the catalogue has none)
 * with whose it is and its valid bet, without the fairness proof, and a status as the platform words it.
 */
export const teamRound = round.omit({ status: true, proof: true }).extend({
  username: z.string(),
  validBet: minorUnits,
  /** Why the valid bet is zero (ADR 0043); a reason not known to this web reads "Not valid". */
  validReason: z.string().nullable(),
  status: z.string(),
});

export const teamTransaction = z.object({
  username: z.string(),
  transferId: ledgerId,
  type: z.string(),
  amount: minorUnits,
  balanceAfter: minorUnits,
  createdAt: z.string(),
});

export const downlineRegistered = z.object({ username: z.string(), type: z.number().int() });
export const referralLink = z.object({ code: z.string(), registerPath: z.string() });
export const agentAnnouncement = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
});

export const downlinePage = pageOf(downlineMember);
export const teamRoundPage = pageOf(teamRound);
export const teamTransactionPage = pageOf(teamTransaction);
export const agentAnnouncementPage = pageOf(agentAnnouncement);

export type TeamSize = z.infer<typeof teamSize>;
export type DownlineMember = z.infer<typeof downlineMember>;
export type TeamOverview = z.infer<typeof teamOverview>;
export type TeamProfitLoss = z.infer<typeof teamProfitLoss>;
export type TeamRound = z.infer<typeof teamRound>;
export type TeamTransaction = z.infer<typeof teamTransaction>;
export type DownlineRegistered = z.infer<typeof downlineRegistered>;
export type ReferralLink = z.infer<typeof referralLink>;
export type AgentAnnouncement = z.infer<typeof agentAnnouncement>;
