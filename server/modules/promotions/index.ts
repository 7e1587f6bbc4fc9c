// The promotions module's public face (ADR 0020): other modules, the composition root, seeds, ops and scripts import only this.
export { applyForPromotion, listApplications, reviewApplication } from "./applications.js";
export { claimPromotion, grantOnDeposit, grantOnRegistration, joinPromotion, memberViews } from "./engine.js";
export { promotionApplicationRoutes, promotionMemberRoutes } from "./member-routes.js";
export {
  created as promotionCreated,
  edited as promotionEdited,
  promotionCosts,
  promotionOperatorRoutes,
} from "./operator-routes.js";
export { commitDraw, drawDueDraws, drawLuckyDraw, luckyDrawView, winningEntries } from "./draws.js";
export { endExpiredFreeRounds, freeRoundsView, playFreeRound } from "./free-rounds.js";
export { accruePoints, accrualDays, currentPointsRates, setPointsRates } from "./points.js";
export {
  allLeaderboards,
  addLeaderboard,
  leaderboardViews,
  rankedTypes,
  readLeaderboard,
  setLeaderboard,
} from "./leaderboard.js";
export { payLeaderboardPrizes, settleLeaderboard } from "./leaderboard-prizes.js";
export type { SettleRun } from "./leaderboard-prizes.js";
export { listPromotions } from "./promotions.js";
export { addMission, allMissions, readMission, setMission } from "./missions.js";
export { claimMission, memberMissions, missionSummary, unclaimedMissionCount } from "./missions-claim.js";
export { missionOperatorRoutes, missionRoutes } from "./missions-routes.js";
export { addGoods, allGoods, memberGoods, offeredGoods, readGoods, setGoods } from "./shop.js";
export { convertPoints } from "./shop-convert.js";
export { decideRedemption, listRedemptions } from "./shop-decide.js";
export { memberRedemptions, redeemGoods } from "./shop-redeem.js";
export { payDailyRebates, rebateOffers } from "./rebates.js";
export { payReferralRewards, referrerTypes } from "./referral.js";
export type { ReferralRun } from "./referral.js";
export { referralOperatorRoutes, referralRoutes } from "./referral-routes.js";
export { operatorReferrals } from "./referral-view.js";
export { promotionRoutes } from "./routes.js";
export { createPromotion, editPromotion, movePromotion, offerOf } from "./rules.js";
export type { Offer } from "./rules.js";
export { refreshWagering, settleWageringBeforeWithdrawal } from "./wagering.js";
export { currentVipSettings, memberVip, setVipSettings, vipMemberTypes, vipTable } from "./vip.js";
export { recomputeVip } from "./vip-ranking.js";
export type { VipRun } from "./vip-ranking.js";
export { operatorMemberVip, vipOperatorRoutes, vipRoutes } from "./vip-routes.js";
