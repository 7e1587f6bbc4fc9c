// Answers of the responsible-play calls (/wps/care).
import { z } from "zod";
import { ALL_LIMIT_PERIODS, LIMIT_KINDS, SELF_EXCLUSION_PERIODS, TIMEOUT_PERIODS } from "../care";
import { minorUnits } from "./common";

export const careLimit = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(ALL_LIMIT_PERIODS),
  /** What binds now; null: no limit. Minor units; a session limit's minutes. */
  amount: minorUnits.nullable(),
  /** What was deposited or lost (never below 0) in the period's window so far; a session limit's minutes so far. */
  used: minorUnits,
  /**
   * A loss limit's stakes in open bets (begun in the window, not yet settled): not lost, but held by the limit
   * until they settle (ADR 0061); "0" for the other kinds.
   */
  open: minorUnits.default("0"),
  /** A raise or a removal waiting for its cooling-off, then for the member's confirmation. */
  pending: z.object({ amount: minorUnits.nullable(), from: z.string() }).nullable(),
});

export const careExclusion = z.object({
  kind: z.enum(["timeout", "selfExclusion"]),
  period: z.enum([...TIMEOUT_PERIODS, ...SELF_EXCLUSION_PERIODS]),
  startsAt: z.string(),
  until: z.string(),
});

export const careState = z.object({
  limits: z.array(careLimit),
  /** The exclusion in force (a self-exclusion before a time-out), or null. */
  exclusion: careExclusion.nullable(),
  /** The reality check's interval in minutes; null: off. */
  reality: z.object({ interval: z.number().int().nullable() }),
});
export type CareState = z.infer<typeof careState>;

export const limitChange = z.object({ limit: careLimit, applied: z.boolean() });
export type LimitChange = z.infer<typeof limitChange>;

/** A game page's one status call (ADR 0034): the session's clock and net position, the reality check, the session limit. */
export const playStatus = z.object({
  startedAt: z.string(),
  minutes: z.number().int(),
  bets: minorUnits,
  wins: minorUnits,
  net: minorUnits,
  /** Stakes of the session's open bets: counted in none of the three above until they settle (ADR 0061). */
  open: minorUnits.default("0"),
  reality: z.object({ interval: z.number().int().nullable(), dueAt: z.string().nullable(), due: z.boolean() }),
  sessionLimit: z.object({ minutes: z.string(), endsAt: z.string() }).nullable(),
});
export type PlayStatus = z.infer<typeof playStatus>;

/** The details of a REALITY_CHECK_DUE refusal: what the reminder shows. */
export const realityDue = z.object({
  startedAt: z.string(),
  dueAt: z.string(),
  interval: z.number().int(),
  bets: minorUnits,
  wins: minorUnits,
  net: minorUnits,
  open: minorUnits.default("0"),
});
// bets, wins and net are the session's settled rounds; open is the stake of its rounds not settled yet (ADR 0061).
export type RealityDue = z.infer<typeof realityDue>;
