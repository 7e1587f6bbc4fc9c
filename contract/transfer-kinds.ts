// The ledger's kinds (docs/platform-calls.md): the `type` of every line of a member's account record.
// The platform filters a statement by any of them; the web offers them as the record's filter.

export const TRANSFER_KINDS = [
  "deposit",
  "withdrawal",
  "withdrawal_release",
  "transfer_in",
  "transfer_out",
  "transfer_upline",
  "transfer_downline",
  "adjustment",
  "bonus",
  "bet",
  "payout",
  "reversal",
  // Agent contracts (ADR 0044): a salary (daily, hourly, real-time) or a dividend paid down the tree.
  "salary",
  "dividend",
  // Promotions (ADR 0046): a held bonus turned into cash, a held bonus taken back (expired or forfeited), a rebate.
  "bonus_conversion",
  "bonus_reversal",
  "rebate",
  // Points earned from valid bets (ADR 0048), in the points unit.
  "points",
  // The points shop (ADR 0049): points taken by a redemption, given back when it is rejected (both in the points
  // unit); a cash voucher paid on approval; points converted to cash (one transfer: points out, cash in).
  "points_redeem",
  "points_refund",
  "points_voucher",
  "points_convert",
  // Play money of a trial account.
  "demo_credit",
] as const;

export type TransferKind = (typeof TRANSFER_KINDS)[number];

/**
 * The account record's filter, in the order it lists them. demo_credit is not offered: only trial
 * accounts have it, and they never see the account record.
 */
export const STATEMENT_FILTER_KINDS = [
  "deposit",
  "withdrawal",
  "withdrawal_release",
  "transfer_in",
  "transfer_out",
  "transfer_upline",
  "transfer_downline",
  "bonus",
  "bet",
  "payout",
  "reversal",
  "adjustment",
  "salary",
  "dividend",
  "bonus_conversion",
  "bonus_reversal",
  "rebate",
  "points",
  "points_redeem",
  "points_refund",
  "points_voucher",
  "points_convert",
] as const satisfies readonly Exclude<TransferKind, "demo_credit">[];
