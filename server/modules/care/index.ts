// The care module's public face (ADR 0020, ADR 0029): the one responsible-play check that every deposit,
// transfer, bet and launch calls, and the member's and operator's calls.
export { careCheckSql, careRefusal, checkCare, releaseDeposit } from "./check.js";
export { freezeMember, liftFreeze } from "./freezes.js";
export { exclusionInForce, playStatus, selfExcludedMembers } from "./limits.js";
export { marketingReaches } from "./marketing.js";
export { careClockRoutes, careOperatorRoutes, careRoutes, memberCare } from "./routes.js";
export { markNoticeSent, queueRaiseNotices, unsentNotices } from "./notices.js";
