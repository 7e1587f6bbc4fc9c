import type { FastifyInstance } from "fastify";
import { isProduction, type PlatformConfig } from "../config.js";
import {
  authRoutes,
  captchaAnswerRoutes,
  createAccountServices,
  demoOperatorRoutes,
  memberOperatorRoutes,
  memberRoutes,
  outboxOperatorRoutes,
  paymentPasswordRoutes,
  socialRoutes,
  useMemberAuthentication,
} from "./accounts/index.js";
import { agentClockRoutes, agentOperatorRoutes, agentRoutes, contractRoutes } from "./agents/index.js";
import { careClockRoutes, careOperatorRoutes, careRoutes } from "./care/index.js";
import { agentAnnouncementRoutes, announcementOperatorRoutes, contentRoutes } from "./content/index.js";
import {
  gameCatalogueRoutes,
  inhousePageRoutes,
  launchRoutes,
  registerVendorAdapter,
  roundRoutes,
  transferVendors,
  vendorNames,
  vendorOperatorRoutes,
} from "./games/index.js";
import { EVENTS_VENDOR, eventsAdapter, eventsOperatorRoutes, eventsRoutes } from "./events/index.js";
import {
  LOTTERY_VENDOR,
  lotteryAdapter,
  lotteryClockRoutes,
  lotteryOperatorRoutes,
  lotteryRoutes,
  registerSandboxFeed,
} from "./lottery/index.js";
import { mediaRoutes } from "./media/index.js";
import { feedbackRoutes, messageOperatorRoutes, messageRoutes } from "./messages/index.js";
import { contactRoutes, merchantRoutes, mirrorRoutes, siteSwitchRoutes } from "./merchant/index.js";
import {
  missionOperatorRoutes,
  missionRoutes,
  pointsOperatorRoutes,
  pointsRoutes,
  pointsShopMemberRoutes,
  vipOperatorRoutes,
  vipRoutes,
} from "./loyalty/index.js";
import {
  grantOnDeposit,
  grantOnRegistration,
  promotionApplicationRoutes,
  promotionMemberRoutes,
  promotionOperatorRoutes,
  promotionRoutes,
  settleWageringBeforeWithdrawal,
} from "./promotions/index.js";
import { referralOperatorRoutes, referralRoutes } from "./referral/index.js";
import {
  bankAccountRoutes,
  boundHolderNames,
  listenToPayments,
  paymentOperatorRoutes,
  paymentRoutes,
} from "./payments/index.js";
import { operatorRoutes, publishSiteVersions, systemRoutes } from "./system/index.js";
import { openStakesOf, seamlessRoutes } from "./vendors/index.js";
import { givePlayMoney, walletOperatorRoutes, walletRoutes } from "./wallet/index.js";
import { jobOperatorRoutes } from "../jobs/routes.js";

/**
 * What payments tells promotions (ADR 0046): a credited deposit earns its bonuses, a withdrawal settles a
 * wagering bonus first. Once per process, by the platform and by the ops CLI when it works on the database.
 */
export function listenAcrossModules(): void {
  listenToPayments({
    deposit: grantOnDeposit,
    withdrawal: (tx, request) => settleWageringBeforeWithdrawal(tx, request.memberId, request.forfeitBonus),
  });
}

/**
 * The demo sandboxes' adapters (ADR 0075): a demo install loads them from server/sandbox and registers them with their
 * modules; production returns before the import, so no sandbox is ever loaded there. By the platform and by the ops CLI
 * when it works on the database.
 */
export async function registerSandboxes(config: Pick<PlatformConfig, "siteMode">): Promise<void> {
  if (isProduction(config)) return;
  const { sandboxFeed } = await import("../sandbox/lottery/index.js");
  registerSandboxFeed(sandboxFeed);
}

export async function registerModules(app: FastifyInstance) {
  listenAcrossModules();
  await registerSandboxes(app.config);
  // The in-house lottery and event betting are connected vendors of the catalogue (ADR 0031, 0055, 0056).
  registerVendorAdapter(LOTTERY_VENDOR, lotteryAdapter);
  registerVendorAdapter(EVENTS_VENDOR, eventsAdapter);
  useMemberAuthentication(app);
  systemRoutes(app);
  publishSiteVersions(app);
  merchantRoutes(app);
  contentRoutes(app);
  promotionRoutes(app);
  pointsRoutes(app);
  vipRoutes(app);
  mediaRoutes(app);
  gameCatalogueRoutes(app);
  const accounts = await createAccountServices(app, {
    fundTrial: (tx, memberId) => givePlayMoney(tx, memberId, app.config.TRIAL_PLAY_MONEY),
    boundHolderNames,
    registered: grantOnRegistration,
  });
  authRoutes(app, accounts);
  socialRoutes(app, accounts);
  memberRoutes(app, accounts);
  messageRoutes(app);
  await app.register(feedbackRoutes);
  careRoutes(app);
  walletRoutes(app, transferVendors, vendorNames, openStakesOf);
  paymentPasswordRoutes(app);
  bankAccountRoutes(app);
  await paymentRoutes(app);
  await app.register(seamlessRoutes);
  roundRoutes(app);
  launchRoutes(app);
  lotteryRoutes(app);
  eventsRoutes(app);
  agentRoutes(app);
  contractRoutes(app);
  promotionMemberRoutes(app);
  pointsShopMemberRoutes(app);
  referralRoutes(app);
  missionRoutes(app);
  await app.register(promotionApplicationRoutes);
  agentAnnouncementRoutes(app);
  await app.register(inhousePageRoutes);
  await app.register(operatorRoutes, { prefix: "/ops" });
  await app.register(outboxOperatorRoutes, { prefix: "/ops" });
  // The tests' captcha answers: no such route at all in production (ADR 0017).
  if (!isProduction(app.config)) await app.register(captchaAnswerRoutes, { prefix: "/ops" });
  await app.register(siteSwitchRoutes, { prefix: "/ops" });
  await app.register(mirrorRoutes, { prefix: "/ops" });
  await app.register(contactRoutes, { prefix: "/ops" });
  await app.register(memberOperatorRoutes, { prefix: "/ops" });
  await app.register(demoOperatorRoutes, { prefix: "/ops" });
  await app.register(walletOperatorRoutes, { prefix: "/ops" });
  await app.register(paymentOperatorRoutes, { prefix: "/ops" });
  await app.register(vendorOperatorRoutes, { prefix: "/ops" });
  await app.register(messageOperatorRoutes, { prefix: "/ops" });
  await app.register(jobOperatorRoutes, { prefix: "/ops" });
  await app.register(careOperatorRoutes, { prefix: "/ops" });
  await app.register(agentOperatorRoutes, { prefix: "/ops" });
  await app.register(announcementOperatorRoutes, { prefix: "/ops" });
  await app.register(promotionOperatorRoutes, { prefix: "/ops" });
  await app.register(pointsOperatorRoutes, { prefix: "/ops" });
  await app.register(referralOperatorRoutes, { prefix: "/ops" });
  await app.register(vipOperatorRoutes, { prefix: "/ops" });
  await app.register(missionOperatorRoutes, { prefix: "/ops" });
  await app.register(lotteryOperatorRoutes, { prefix: "/ops" });
  await app.register(eventsOperatorRoutes, { prefix: "/ops" });
  // The tests' way to let a session's minutes pass (ADR 0034): no such route at all in production.
  if (!isProduction(app.config)) {
    await app.register(careClockRoutes, { prefix: "/ops" });
    await app.register(agentClockRoutes, { prefix: "/ops" });
    await app.register(lotteryClockRoutes, { prefix: "/ops" });
  }
}
