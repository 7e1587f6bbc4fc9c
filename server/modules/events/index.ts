// The events module's public face (ADR 0020): event betting as an in-house vendor (ADR 0056) — sports and
// e-sports events fed by the operator or a feed, markets with Asian lines, singles and parlays accepted in one
// transaction with the stake, settled exactly once and reversibly through the seamless wallet; and the cockfight
// arena's pari-mutuel pool.
export {
  EVENTS_VENDOR,
  VALID_BET_MIN_ODDS,
  evaluateBet,
  settleMarkets,
  settlePending,
  type SettlementCounts,
} from "./settlement.js";
export { applyFeedMessage, type FeedAnswer, type FeedSource } from "./feed.js";
export {
  betReturn,
  combinedOdds,
  formatFactor,
  inCancelWindow,
  legFactor,
  legState,
  potentialReturn,
  type LegSettlement,
  type LegState,
} from "./settle.js";
export { gradeMarket } from "./grade.js";
export {
  DRAW_RETURN_PER100,
  MIN_PAYOUT_PER100,
  closeVerdict,
  fightReturn,
  formatPer100,
  payoutPer100,
  type Pool,
} from "./sabong.js";
export { memberBets, placeBet, slipSelections } from "./bets.js";
export {
  COCKFIGHT_GAME,
  closeFight,
  currentFight,
  lastCall,
  memberFightBets,
  openFight,
  placeFightBet,
  recentFights as fights,
  resultFight,
  settlePendingFights,
} from "./fights.js";
export { eventsOperatorRoutes, eventsRoutes } from "./routes.js";
export { eventsAdapter } from "./adapter.js";
