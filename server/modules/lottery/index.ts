// The lottery engine (issue 20): an in-house vendor of Vietnamese regional, SEA and fast draws. So far its
// rules: structured results, bet types as data, the one settlement function, the shared draws' hash chain,
// the schedule, the limits of a draw and the results feed with its sandbox (ADR 0054). Draws, tickets, the ledger and the pages come next.
export { DEFAULT_BET_TYPES, betType, type BetType, type Rule } from "./bet-types.js";
export { chainCommitment, chainLinks, drawDice, drawFloats, linkLeadsTo, newChainSeed } from "./draw-chain.js";
export { FAMILY_TIERS, resultProblem, revealIndex, type Family, type Prizes } from "./results.js";
export { fullPay, positions, selectionProblem, settle, ticketStake, type Selection, type Settled } from "./settle.js";
export { CLOSE_LEAD_MINUTES, DRAW_TIMES, STATIONS, fastIssues, vietnameseDraws, type Region, type ScheduledDraw, type Station } from "./schedule.js";
export { sandboxFeed, sandboxPrizes, type DrawRef, type ResultsFeed } from "./feed.js";
export { exposureKeys, payPerPoint, takenPays, ticketRefusal, type Exposure, type Limits, type NumberRule, type Refusal } from "./limits.js";
