// The events module's public face (ADR 0020): event betting as an in-house vendor (ADR 0056) — sports and
// e-sports events fed by the operator or a feed, markets with Asian lines, singles and parlays accepted in one
// transaction with the stake, settled exactly once and reversibly through the seamless wallet; and the cockfight
// arena's pari-mutuel pool.
export { EVENTS_VENDOR, settlePending } from "./settlement.js";
export { applyFeedMessage, type FeedAnswer } from "./feed.js";
export {
  closeFight,
  currentFight,
  lastCall,
  openFight,
  recentFights as fights,
  resultFight,
  settlePendingFights,
} from "./fights.js";
export { eventsOperatorRoutes, eventsRoutes } from "./routes.js";
export { eventsAdapter } from "./adapter.js";
