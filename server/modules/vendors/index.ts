// The vendors module's public face (ADR 0020): other modules, the composition root, seeds, ops and scripts import only this.
export { memberRoundPage, openRoundIds, positionSince, roundsPerGameSince } from "./round-book.js";
export type { RoundQuery } from "./round-book.js";
export { SEAMLESS_SIGNATURE_HEADER, seamlessCall, seamlessDebitCredit, seamlessRoutes, signSeamlessBody } from "./seamless-routes.js";
export type { SeamlessAction } from "./seamless-routes.js";
export type { WalletAnswer } from "./seamless.js";
export { openVendorSession, sessionFor, vendorSecret } from "./sessions.js";
