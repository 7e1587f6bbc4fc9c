// Responsible play (ADR 0029, ADR 0034): the periods a member chooses from, shared by the
// platform's inputs and the web's forms.

/** A deposit or loss limit binds over a rolling window of each of these; the lowest room left governs. */
export const LIMIT_PERIODS = ["day", "week", "month"] as const;
export type MoneyPeriod = (typeof LIMIT_PERIODS)[number];
/** A session limit has one "period": the login session; its amount is in minutes. */
export const SESSION_PERIOD = "session" as const;
export type LimitPeriod = MoneyPeriod | typeof SESSION_PERIOD;
export const ALL_LIMIT_PERIODS = [...LIMIT_PERIODS, SESSION_PERIOD] as const;

/**
 * Kinds of limit the platform enforces: deposits (gross, minor units), losses (stakes minus wins of the
 * rounds begun in the window, minor units) and the length of a login session (minutes).
 */
export const LIMIT_KINDS = ["deposit", "loss", "session"] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** The periods a limit of this kind is set for. */
export const periodsOf = (kind: LimitKind): readonly LimitPeriod[] =>
  kind === "session" ? [SESSION_PERIOD] : LIMIT_PERIODS;

/** A time-out: 24 hours, 7 days, 30 days or six weeks. */
export const TIMEOUT_PERIODS = ["24h", "7d", "30d", "42d"] as const;
/** A self-exclusion: 6 months, 1 year or 5 years. */
export const SELF_EXCLUSION_PERIODS = ["6m", "1y", "5y"] as const;
export type ExclusionKind = "timeout" | "selfExclusion";
export type ExclusionPeriod = (typeof TIMEOUT_PERIODS)[number] | (typeof SELF_EXCLUSION_PERIODS)[number];

/** How long a raised (or removed) limit waits before the member may confirm it. */
export const COOLING_OFF_HOURS = 24;

/** The reality check's intervals in minutes the member chooses from ("off": none). */
export const REALITY_INTERVALS = ["off", "15", "30", "60"] as const;
export type RealityInterval = (typeof REALITY_INTERVALS)[number];
