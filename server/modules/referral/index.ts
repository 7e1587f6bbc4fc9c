// The referral module's public face (ADR 0020, 0074): invite friends, a programme paid through promotions'
// grants. The composition root, the jobs and the ops CLI import only this.
export { payReferralRewards, referrerTypes } from "./referral.js";
export { referralOperatorRoutes, referralRoutes } from "./referral-routes.js";
export { operatorReferrals } from "./referral-view.js";
