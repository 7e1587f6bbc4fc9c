// The lottery module's public face (ADR 0020): an in-house vendor of Vietnamese regional, SEA and fast draws
// (ADR 0054 the rules, ADR 0055 the engine): bet types as data, draws made ahead and drawn from a
// committed hash chain or given external results, tickets accepted in one transaction with the stake, settled
// exactly once through the seamless wallet, corrected by reversal and resettlement.
export { DEFAULT_BET_TYPES, betType, type BetType, type Rule } from "./bet-types.js";
export {
  chainCommitment,
  chainLinks,
  drawDice,
  drawFloats,
  drawPrizes,
  linkLeadsTo,
  newChainSeed,
} from "./draw-chain.js";
export {
  FAMILY_TIERS,
  inRevealOrder,
  resultProblem,
  revealIndex,
  samePrizes,
  type Family,
  type Prizes,
} from "./results.js";
export { fullPay, positions, selectionProblem, settle, ticketStake, type Selection, type Settled } from "./settle.js";
export {
  CLOSE_LEAD_MINUTES,
  DRAW_TIMES,
  STATIONS,
  fastIssues,
  indochinaDay,
  seaDraw,
  vietnameseDraws,
  type Region,
  type ScheduledDraw,
  type Station,
} from "./schedule.js";
export { sandboxFeed, sandboxPrizes, type DrawRef, type ResultsFeed } from "./feed.js";
export {
  exposureKeys,
  payPerPoint,
  takenPays,
  ticketRefusal,
  type Exposure,
  type Limits,
  type NumberRule,
  type Refusal,
} from "./limits.js";
export { DEFAULT_GAMES, lotteryCatalogue } from "./games.js";
export { changeBetType, changeGame, operatorGames, seedLotteryGames } from "./game-changes.js";
export { closedDays, markClosed, scheduleDraws } from "./draws.js";
export { drawHouseDraws, fetchFeedResults, recordResult } from "./draw-results.js";
export { drawViews, findDraw, gameDraws } from "./draw-views.js";
export { LOTTERY_VENDOR, buyTicket, quoteTicket } from "./tickets.js";
export { memberTickets } from "./ticket-views.js";
export { cancelDraw, refundCancelledDraw } from "./draw-cancellation.js";
export { drawsToSettle, settleDraw, type SettlementCounts } from "./settlement.js";
export {
  cancelDrawByOperator,
  drawExposure,
  drawProof,
  enterResult,
  feedStatus,
  operatorDraw,
  setClosedDays,
  setDrawCap,
  setNumberRule,
} from "./operator.js";
export { favouriteGames, setFavourite } from "./favourites.js";
export { lotteryClockRoutes, lotteryOperatorRoutes, lotteryRoutes } from "./routes.js";
export { lotteryAdapter } from "./adapter.js";
