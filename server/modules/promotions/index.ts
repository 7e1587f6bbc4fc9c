// The promotions module's public face (ADR 0020, 0074): other modules (referral, content), the composition root,
// seeds, jobs and the ops CLI import only this; tests may import the files themselves.
export { listApplications, reviewApplication } from "./applications.js";
export { commitDraw, drawDueDraws, drawLuckyDraw, luckyDrawView } from "./draws.js";
export { grantOnDeposit, grantOnRegistration } from "./engine.js";
export { endExpiredFreeRounds } from "./free-rounds.js";
export { UNKNOWN_ORIGIN, admitMember, identitiesOf, postBonus } from "./grants.js";
export { promotionApplicationRoutes, promotionMemberRoutes } from "./member-routes.js";
export {
  created as promotionCreated,
  edited as promotionEdited,
  promotionCosts,
  promotionOperatorRoutes,
} from "./operator-routes.js";
export { listPromotions, promotionTitles } from "./promotions.js";
export { payDailyRebates, rebateOffers } from "./rebates.js";
export { promotionRoutes } from "./routes.js";
export { createPromotion, editPromotion, listedOffers, lockOffer, movePromotion } from "./rules.js";
export type { Offer, OfferOf } from "./rules.js";
export { bonusKey, promotionKey } from "./schema.js";
export { refreshWagering, settleWageringBeforeWithdrawal } from "./wagering.js";
