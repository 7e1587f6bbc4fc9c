// The modules' base (ADR 0075): what every module refuses with. A module throws AppError with a stable code;
// the HTTP layer (server/http/envelope.ts, errors.ts) turns it into the envelope and its status. It lives below
// the modules, not in the HTTP layer, so a module's rules do not depend on how they are served.
export const errorCodes = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  // Accounts: the web shows a translated message per code.
  LOGIN_FAILED: 401,
  ACCOUNT_LOCKED: 423,
  CAPTCHA_REQUIRED: 400,
  CAPTCHA_WRONG: 400,
  NON_MEMBER: 403,
  NEW_IP_VERIFICATION: 403,
  CODE_INVALID: 400,
  CODE_EXPIRED: 400,
  FIELD_INVALID: 400,
  USERNAME_TAKEN: 409,
  MOBILE_TAKEN: 409,
  AFFILIATE_INVALID: 400,
  TRIAL_REFUSED: 403,
  ENCRYPTION_REQUIRED: 400,
  PASSWORD_WRONG: 400,
  FEATURE_DISABLED: 403,
  // Wallet and payments.
  INSUFFICIENT_FUNDS: 409,
  PAYMENT_PASSWORD_NOT_SET: 400,
  PAYMENT_PASSWORD_WRONG: 400,
  PAYMENT_PASSWORD_WEAK: 400,
  AMOUNT_OUT_OF_RANGE: 400,
  DAILY_LIMIT_REACHED: 409,
  HOLDER_NAME_MISMATCH: 400,
  NOT_DOWNLINE: 403,
  // The agent programme: an account that is not an agent asked for an agent call.
  NON_AGENT: 403,
  STATE_CONFLICT: 409,
  SIGNATURE_INVALID: 401,
  UNAVAILABLE: 503,
  // My account (profile, bound mobile and email).
  PAYEE_NAME_LOCKED: 409,
  EMAIL_TAKEN: 409,
  // Games: the seamless wallet that vendors call.
  SESSION_INVALID: 401,
  CREDIT_WITHOUT_DEBIT: 409,
  ROUND_SETTLED: 409,
  ROUND_CLOSED: 409,
  GAME_MAINTENANCE: 503,
  // A transfer-mode vendor's game needs the amount to move into its wallet before it opens.
  TRANSFER_REQUIRED: 409,
  // Responsible play (ADR 0029): refusals of the one check, and a raised limit confirmed too early.
  TIMED_OUT: 403,
  SELF_EXCLUDED: 403,
  DEPOSIT_LIMIT: 409,
  COOLING_OFF: 409,
  // Part 2 (ADR 0034): a loss limit, the session limit, and a reality check waiting for its acknowledgement.
  LOSS_LIMIT: 409,
  SESSION_LIMIT: 403,
  REALITY_CHECK_DUE: 409,
  // Social sign-in (ADR 0033): a provider not configured here, a provider's answer refused or cancelled,
  // an identity no member has linked, or one linked already.
  SOCIAL_NOT_CONFIGURED: 404,
  SOCIAL_REFUSED: 401,
  SOCIAL_CANCELLED: 400,
  SOCIAL_NOT_LINKED: 404,
  SOCIAL_LINKED_ELSEWHERE: 409,
  SOCIAL_PROVIDER_LINKED: 409,
  // Agent contracts (ADR 0044): a kind the operator has not enabled, a downline not of an agent type, terms
  // above the offering agent's own or the operator's limit, below what the downline gives its own downlines,
  // a step the contract's state does not allow; and an agent frozen until it pays its downlines.
  CONTRACT_DISABLED: 403,
  NOT_AGENT: 409,
  EXCEEDS_UPLINE: 409,
  EXCEEDS_LIMIT: 409,
  BELOW_DOWNLINES: 409,
  CONTRACT_STATE: 409,
  FROZEN: 403,
  // Promotions (ADR 0046): a promotion outside its window or paused, a member it is not for, a limit, an
  // identity another member used, the budget spent, a second wagering bonus, nothing accrued, a contact to
  // bind first, and a withdrawal asked while a bonus is wagered (it needs forfeitBonus).
  PROMOTION_NOT_OPEN: 409,
  NOT_ELIGIBLE: 403,
  LIMIT_REACHED: 409,
  IDENTITY_USED: 409,
  BUDGET_SPENT: 409,
  ONE_ACTIVE_BONUS: 409,
  NOTHING_TO_CLAIM: 409,
  BIND_REQUIRED: 409,
  BONUS_WAGERING: 409,
  // Free rounds and lucky draws (ADR 0047): none left to play, their time run out; a draw's entries closed, a
  // member short of the valid bet an entry needs, a draw asked before its time.
  NO_FREE_ROUNDS: 409,
  FREE_ROUNDS_EXPIRED: 409,
  DRAW_CLOSED: 409,
  NOT_ENOUGH_PLAY: 409,
  DRAW_NOT_DUE: 409,
  // VIP levels (ADR 0050): the member's level allows no more withdrawals this site day.
  WITHDRAWAL_COUNT_LIMIT: 409,
  // The points shop (ADR 0049): none left of an item, a physical item without a shipping address, fewer
  // points than the redemption or conversion takes, a redemption decided already, conversion not offered, and
  // a conversion below its minimum. A member's own limit of an item is LIMIT_REACHED.
  OUT_OF_STOCK: 409,
  ADDRESS_REQUIRED: 400,
  NOT_ENOUGH_POINTS: 409,
  ALREADY_DECIDED: 409,
  CONVERT_CLOSED: 409,
  BELOW_MIN: 400,
  // Missions (ADR 0052): a mission whose goal the period's figures have not reached (progress and target
  // in the value), and a reward claimed already in this period.
  NOT_DONE: 409,
  ALREADY_CLAIMED: 409,
  // The lottery (ADR 0055): a game or bet type switched off, numbers a bet type cannot take, points
  // outside a ticket's limits, a number the draw's rules block, a number's points or the draw's liability cap
  // full, and a result that is not a whole result of its draw (or entered while the draw still takes bets).
  // A draw that no longer takes bets is DRAW_CLOSED.
  GAME_CLOSED: 409,
  SELECTION_INVALID: 400,
  POINTS_OUT_OF_RANGE: 400,
  NUMBER_BLOCKED: 409,
  NUMBER_LIMIT: 409,
  LIABILITY_CAP: 409,
  RESULT_INVALID: 400,
  // Event betting (ADR 0056): a selection's market suspended, closed or started; the odds moved since the
  // slip was built (the new ones in the value); two legs of one event in a parlay; the member's stakes on a market
  // at its limit; a cockfight no longer taking bets.
  MARKET_CLOSED: 409,
  ODDS_CHANGED: 409,
  SAME_EVENT: 400,
  MEMBER_MARKET_LIMIT: 409,
  FIGHT_CLOSED: 409,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly value: unknown = null,
    readonly status: number = errorCodes[code],
  ) {
    super(message);
  }
}
