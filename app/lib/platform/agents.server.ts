// The agent centre's calls (docs/platform-calls.md "Agents", SPEC §2.7): each needs an agent's token and
// reads or acts on that agent's own downline only. Dates are the site's days (YYYY-MM-DD, `to` inclusive).
import {
  agentAnnouncementPage,
  downlinePage,
  downlineRegistered,
  referralLink,
  teamOverview,
  teamProfitLoss,
  teamRoundPage,
  teamSize,
  teamTransactionPage,
  type AgentAnnouncement,
  type DownlineMember,
  type DownlineRegistered,
  type ReferralLink,
  type TeamOverview,
  type TeamProfitLoss,
  type TeamRound,
  type TeamSize,
  type TeamTransaction,
} from "~contract/answers/agents";
import type { Page } from "~contract/answers/common";
import { moneyMoved, type MoneyMoved } from "~contract/answers/wallet";
import type { PlatformTransport } from "./transport.server";

export type DayRange = { from: string; to: string };
type Paging = { pageNo: number; pageSize: number };

export const agentCalls = {
  agentTeam(this: PlatformTransport, token: string): Promise<TeamSize> {
    return this.get("/wps/agent/team", teamSize, {}, token);
  },

  agentDownline(
    this: PlatformTransport,
    token: string,
    query: { parent?: string; username?: string } & Paging,
  ): Promise<Page<DownlineMember>> {
    return this.get("/wps/agent/downline", downlinePage, query, token);
  },

  agentOverview(this: PlatformTransport, token: string, query: DayRange): Promise<TeamOverview> {
    return this.get("/wps/agent/overview", teamOverview, query, token);
  },

  agentProfitLoss(
    this: PlatformTransport,
    token: string,
    query: DayRange & { parent?: string },
  ): Promise<TeamProfitLoss> {
    return this.get("/wps/agent/profitLoss", teamProfitLoss, query, token);
  },

  agentRounds(
    this: PlatformTransport,
    token: string,
    query: DayRange & Paging & { username?: string; vendor?: string; status?: string },
  ): Promise<Page<TeamRound>> {
    return this.get("/wps/agent/rounds", teamRoundPage, query, token);
  },

  agentTransactions(
    this: PlatformTransport,
    token: string,
    query: DayRange & Paging & { username?: string; types?: string },
  ): Promise<Page<TeamTransaction>> {
    return this.get("/wps/agent/transactions", teamTransactionPage, query, token);
  },

  registerDownline(
    this: PlatformTransport,
    token: string,
    body: { username: string; password: string; confirmPassword: string; accountType: "member" | "agent" },
  ): Promise<DownlineRegistered> {
    return this.call("POST", "/wps/agent/register", downlineRegistered, { body, token });
  },

  agentReferral(this: PlatformTransport, token: string): Promise<ReferralLink> {
    return this.get("/wps/agent/referral", referralLink, {}, token);
  },

  agentAnnouncements(this: PlatformTransport, token: string, query: Paging): Promise<Page<AgentAnnouncement>> {
    return this.get("/wps/agent/announcements", agentAnnouncementPage, { ...query, language: this.language }, token);
  },

  transferDownline(
    this: PlatformTransport,
    token: string,
    body: { username: string; amount: string; paymentPassword: string; requestKey: string },
  ): Promise<MoneyMoved> {
    return this.call("POST", "/wps/v2/wallets/transferDownline", moneyMoved, { body, token });
  },
};

export type AgentCalls = typeof agentCalls;
