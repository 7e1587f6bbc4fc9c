// The agent centre's calls (docs/platform-calls.md "Agents", SPEC §2.7): each needs an agent's token and
// reads or acts on that agent's own downline only. Dates are the site's days (YYYY-MM-DD, `to` inclusive).
import type {
  AgentAnnouncement,
  DownlineMember,
  DownlineRegistered,
  ReferralLink,
  TeamOverview,
  TeamProfitLoss,
  TeamRound,
  TeamSize,
  TeamTransaction,
} from "~contract/answers/agents";
import type { Page } from "~contract/answers/common";
import type { MoneyMoved } from "~contract/answers/wallet";
import { agentEndpoints as api } from "~contract/routes/agents";
import type { PlatformTransport } from "./transport.server";

export type DayRange = { from: string; to: string };
type Paging = { pageNo: number; pageSize: number };

export const agentCalls = {
  agentTeam(this: PlatformTransport, token: string): Promise<TeamSize> {
    return this.call(api.agentTeam, { token });
  },

  agentDownline(
    this: PlatformTransport,
    token: string,
    query: { parent?: string; username?: string } & Paging,
  ): Promise<Page<DownlineMember>> {
    return this.call(api.agentDownline, { query, token });
  },

  agentOverview(this: PlatformTransport, token: string, query: DayRange): Promise<TeamOverview> {
    return this.call(api.agentOverview, { query, token });
  },

  agentProfitLoss(
    this: PlatformTransport,
    token: string,
    query: DayRange & { parent?: string },
  ): Promise<TeamProfitLoss> {
    return this.call(api.agentProfitLoss, { query, token });
  },

  agentRounds(
    this: PlatformTransport,
    token: string,
    query: DayRange & Paging & { username?: string; vendor?: string; status?: string },
  ): Promise<Page<TeamRound>> {
    return this.call(api.agentRounds, { query, token });
  },

  agentTransactions(
    this: PlatformTransport,
    token: string,
    query: DayRange & Paging & { username?: string; types?: string },
  ): Promise<Page<TeamTransaction>> {
    return this.call(api.agentTransactions, { query, token });
  },

  registerDownline(
    this: PlatformTransport,
    token: string,
    body: { username: string; password: string; confirmPassword: string; accountType: "member" | "agent" },
  ): Promise<DownlineRegistered> {
    return this.call(api.registerDownline, { body, token });
  },

  agentReferral(this: PlatformTransport, token: string): Promise<ReferralLink> {
    return this.call(api.agentReferral, { token });
  },

  agentAnnouncements(this: PlatformTransport, token: string, query: Paging): Promise<Page<AgentAnnouncement>> {
    return this.call(api.agentAnnouncements, { query: { ...query, language: this.language }, token });
  },

  transferDownline(
    this: PlatformTransport,
    token: string,
    body: { username: string; amount: string; paymentPassword: string; requestKey: string },
  ): Promise<MoneyMoved> {
    return this.call(api.transferDownline, { body, token });
  },
};

export type AgentCalls = typeof agentCalls;
