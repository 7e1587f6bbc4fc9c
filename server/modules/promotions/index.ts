// The promotions module's public face (ADR 0020): other modules, the composition root, seeds, ops and scripts import only this.
export { applyForPromotion, listApplications, reviewApplication } from "./applications.js";
export { claimPromotion, grantOnDeposit, grantOnRegistration, joinPromotion, memberViews } from "./engine.js";
export { promotionApplicationRoutes, promotionMemberRoutes } from "./member-routes.js";
export { created as promotionCreated, edited as promotionEdited, promotionCosts, promotionOperatorRoutes } from "./operator-routes.js";
export { commitDraw, drawDueDraws, drawLuckyDraw, luckyDrawView, winningEntries } from "./draws.js";
export { endExpiredFreeRounds, freeRoundsView, playFreeRound } from "./free-rounds.js";
export { accruePoints, accrualDays, currentPointsRates, setPointsRates } from "./points.js";
export { listPromotions } from "./promotions.js";
export { payDailyRebates, rebateOffers } from "./rebates.js";
export { promotionRoutes } from "./routes.js";
export { createPromotion, editPromotion, movePromotion, offerOf } from "./rules.js";
export type { Offer } from "./rules.js";
export { refreshWagering, settleWageringBeforeWithdrawal } from "./wagering.js";
