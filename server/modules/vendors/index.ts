// The vendors module's public face (ADR 0020): other modules, the composition root, seeds, ops and scripts import only this.
export {
  memberRoundPage,
  openRoundIds,
  openStakesOf,
  roundPageOfMembers,
  roundsPerGameSince,
  settledRoundsByDay,
  settledRoundsInWindows,
  settledRoundsOfMember,
  settledStakesOfMembers,
} from "./round-book.js";
export type { MemberWindow } from "./round-book.js";
export { bigWinsSince, biggestWinsOfMembers } from "./round-highlights.js";
export type { MemberIds } from "./round-book.js";
export type { RoundOutcome, RoundQuery, RoundRecord, RoundStatus } from "./round-book.js";
export { seamlessCall, seamlessDebitCredit, seamlessRoutes } from "./seamless-routes.js";
export type { SeamlessAction } from "./seamless-routes.js";
export type { WalletAnswer } from "./seamless.js";
export { openVendorSession, sessionFor } from "./sessions.js";
export { payRound, refundRound, reopenRound, resettleRound, takeStake, type HouseRound } from "./house-rounds.js";
