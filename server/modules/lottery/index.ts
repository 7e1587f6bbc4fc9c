// The lottery module's public face (ADR 0020): an in-house vendor of Vietnamese regional, SEA and fast draws
// (ADR 0054 the rules, ADR 0055 the engine): bet types as data, draws made ahead and drawn from a
// committed hash chain or given external results, tickets accepted in one transaction with the stake, settled
// exactly once through the seamless wallet, corrected by reversal and resettlement.
export { FAMILY_TIERS, type Prizes } from "./results.js";
export { registerSandboxFeed, type DrawRef, type ResultsFeed } from "./feed.js";
export { type NumberRule } from "./limits.js";
export { DEFAULT_GAMES, lotteryCatalogue } from "./games.js";
export { changeBetType, changeGame, operatorGames, seedLotteryGames } from "./game-changes.js";
export { closedDays, markClosed, scheduleDraws } from "./draws.js";
export { drawHouseDraws, fetchFeedResults } from "./draw-results.js";
export { drawViews, findDraw, gameDraws } from "./draw-views.js";
export { LOTTERY_VENDOR } from "./tickets.js";
export { refundCancelledDraw } from "./draw-cancellation.js";
export { drawsToSettle, settleDraw } from "./settlement.js";
export {
  cancelDrawByOperator,
  drawExposure,
  enterResult,
  feedStatus,
  operatorDraw,
  setClosedDays,
  setDrawCap,
  setNumberRule,
} from "./operator.js";
export { lotteryClockRoutes, lotteryOperatorRoutes, lotteryRoutes } from "./routes.js";
export { lotteryAdapter } from "./adapter.js";
