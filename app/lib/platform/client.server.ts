// The one client of the platform (DESIGN §2, docs/platform-calls.md): every call of every area on
// one typed object, each answer checked against the contract's zod schemas. The calls are written
// in one file per area; this entry joins them and is what the rest of the web imports.
import type { AppLoadContext } from "@remix-run/node";
import { accountCalls, type AccountCalls } from "./accounts.server";
import { agentCalls, type AgentCalls } from "./agents.server";
import { careCalls, type CareCalls } from "./care.server";
import { contentCalls, type ContentCalls } from "./content.server";
import { contractCalls, type ContractCalls } from "./contracts.server";
import { gameCalls, type GameCalls } from "./games.server";
import { cockfightCalls, type CockfightCalls } from "./cockfight.server";
import { eventsCalls, type EventsCalls } from "./events.server";
import { lotteryCalls, type LotteryCalls } from "./lottery.server";
import { messageCalls, type MessageCalls } from "./messages.server";
import { missionCalls, type MissionCalls } from "./missions.server";
import { paymentCalls, type PaymentCalls } from "./payments.server";
import { pointsCalls, type PointsCalls } from "./points.server";
import { profileCalls, type ProfileCalls } from "./profile.server";
import { promotionCalls, type PromotionCalls } from "./promotions.server";
import { referralCalls, type ReferralCalls } from "./referral.server";
import { socialCalls, type SocialCalls } from "./social.server";
import { signinCalls, type SigninCalls } from "./signin.server";
import { systemCalls, type SystemCalls } from "./system.server";
import { requestLanguage } from "../i18n/i18n.server";
import { PlatformTransport } from "./transport.server";
import { vipCalls, type VipCalls } from "./vip.server";
import { walletCalls, type WalletCalls } from "./wallet.server";

/**
 * The areas' calls as the methods of one object per visitor request, whatever the area. An interface:
 * the calls name WpsClient as their `this`, and two areas naming a call alike fail to compile.
 */
export interface WpsClient
  extends
    PlatformTransport,
    SystemCalls,
    ContentCalls,
    AccountCalls,
    ProfileCalls,
    WalletCalls,
    PaymentCalls,
    GameCalls,
    MessageCalls,
    CareCalls,
    SocialCalls,
    SigninCalls,
    AgentCalls,
    ContractCalls,
    PromotionCalls,
    ReferralCalls,
    PointsCalls,
    VipCalls,
    MissionCalls,
    LotteryCalls,
    EventsCalls,
    CockfightCalls {}
const areaCalls = {
  ...systemCalls,
  ...contentCalls,
  ...accountCalls,
  ...profileCalls,
  ...walletCalls,
  ...paymentCalls,
  ...gameCalls,
  ...messageCalls,
  ...careCalls,
  ...socialCalls,
  ...signinCalls,
  ...agentCalls,
  ...contractCalls,
  ...promotionCalls,
  ...referralCalls,
  ...pointsCalls,
  ...vipCalls,
  ...missionCalls,
  ...lotteryCalls,
  ...eventsCalls,
  ...cockfightCalls,
};

// The load context is made once per HTTP request and shared by all its loaders.
const clients = new WeakMap<AppLoadContext, WpsClient>();

/** The client for one visitor's request. */
export function wps(request: Request, context: AppLoadContext): WpsClient {
  let client = clients.get(context);
  if (!client) {
    client = Object.assign(
      new PlatformTransport({
        clientIp: context.clientIp ?? "",
        acceptLanguage: request.headers.get("accept-language"),
        language: requestLanguage(request).language,
      }),
      areaCalls,
    );
    clients.set(context, client);
  }
  return client;
}

/** What a request cost the platform (round trips, answers from the public cache); none when it asked nothing. */
export function platformCallsOf(context: AppLoadContext): { platform: number; cached: number } {
  return clients.get(context)?.calls ?? { platform: 0, cached: 0 };
}

/** The Server-Timing entry of a page's platform cost, which the call-budget guard reads (ADR 0025). */
export function platformTiming(calls: { platform: number; cached: number }, sharedPage = false): string {
  return `platform;desc="calls=${calls.platform} cached=${calls.cached}${sharedPage ? " page=shared" : ""}"`;
}

export {
  PlatformError,
  PlatformUnreachableError,
  type Query,
  type Sealer,
  type VisitorHeaders,
} from "./transport.server";
export type { GameListQuery } from "./games.server";
export type { Page } from "~contract/answers/common";
export type { WhitelabelNode, Status, Resource, DomainRoute, Country } from "~contract/answers/system";
export type { RegisterRule } from "~contract/registration";
export type { Banner, Notice, Announcement, Promotion, HelpCategory, HomeNotice } from "~contract/answers/content";
export { failureDetails } from "~contract/answers/accounts";
export type { MemberInfo, Login, EncryptionKey, Captcha, LoginRecord, Profile } from "~contract/answers/accounts";
export { moneyFailureDetails } from "~contract/answers/wallet";
export type {
  WalletBalance,
  WalletMerchant,
  MoneyMoved,
  WalletTransaction,
  PersonalProfit,
} from "~contract/answers/wallet";
export type { BankAccount, DepositChannel, Deposit, WithdrawSettings, Withdrawal } from "~contract/answers/payments";
export type { GameRound, TransferAsk } from "~contract/answers/games";
export type { Message, FeedbackEntry } from "~contract/answers/messages";
export type { CareState, LimitChange } from "~contract/answers/care";
export type { LinkedIdentity, SocialProvider } from "~contract/answers/social";
export type { AuthenticatorState, NewIpOption } from "~contract/answers/signin";
export type {
  DownlineMember,
  TeamOverview,
  TeamProfitLoss,
  TeamRound,
  TeamTransaction,
  ReferralLink,
  AgentAnnouncement,
} from "~contract/answers/agents";
export type {
  Consolidated,
  ContractView,
  ContractsOfKind,
  SettlementView,
  AgentIncome,
  TermsVersion,
} from "~contract/answers/contracts";
export type { MemberReferral, Referee } from "~contract/answers/referral";
export type {
  MemberPromotion,
  Bonus,
  BonusBet,
  BonusSummary,
  Rebate,
  Application,
  FreeRound,
  FreeRounds,
  FreeRoundPlayed,
  LuckyDraw,
} from "~contract/answers/promotions";
