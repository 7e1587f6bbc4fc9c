// The games module's public face (ADR 0020): other modules, the composition root, seeds, ops and scripts import only this.
export { gameCardSvg, seededRandom, vendorLogoSvg } from "./art.js";
export { registerVendorAdapter, type VendorAdapter } from "./adapters.js";
export type { VendorColours } from "./art.js";
export type { GameCategory } from "./catalogue.js";
export { inhousePageRoutes } from "./inhouse/pages/routes.js";
export {
  finishInterruptedPlays,
  paidPlays,
  playInhouse,
  playPaidByPromotion,
  stakeOutOfRange,
} from "./inhouse/play.js";
export { inhouseContext, inhouseContextOf } from "./inhouse/wallet-client.js";
export { launchRoutes } from "./launch-routes.js";
export { roundRoutes } from "./round-routes.js";
export { roundsOfMembers } from "./rounds.js";
export { drawWithoutReplacement, floatsOf, hashServerSeed, hmacBytes, newServerSeed } from "./fair/outcomes.js";
export { memberBets } from "./member-bets.js";
export { biggestWins, memberDayFigures, recentBigWins } from "./play-figures.js";
export type { DayFigures } from "./play-figures.js";
export type { MemberBet } from "./member-bets.js";
export { dailyPlay, memberPlay, validBetsInWindows } from "./valid-bet.js";
export { gameCatalogueRoutes } from "./routes.js";
export { transferVendors, vendorNames } from "./transfer-vendors.js";
export { configureVendor, operatorVendors, vendorChange, vendorOperatorRoutes } from "./vendor-switches.js";
export type { OperatorVendor } from "./vendor-switches.js";
