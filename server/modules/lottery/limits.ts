import type { BetType } from "./bet-types.js";
import { combinationKey, fullPay, isCombination, type Selection } from "./settle.js";

// What a draw accepts (reference/lottery.md R4, R7, R15; ADR 0054): points per ticket between a
// minimum and a maximum, points per number per draw up to a maximum across every ticket, the operator's
// number rules for the draw (a blocked number is refused; a half-pay number pays half, and the ticket says
// so when it is taken), and a liability cap per draw: what one hit on a number would pay across every
// ticket of the draw may not pass it. Pure: the acceptance transaction reads the draw's exposure under its
// row lock and calls this with it, so two tickets cannot both take the last room.

export type Limits = {
  minPoints: bigint;
  maxPointsPerTicket: bigint;
  maxPointsPerNumber: bigint;
  liabilityCap: bigint;
};
export type NumberRule = "blocked" | "halfPay";
/** Per number of a bet type in one draw: points already taken, and what one hit would already pay. */
export type Exposure = ReadonlyMap<string, { points: bigint; payout: bigint }>;

export type Refusal =
  | { code: "POINTS_OUT_OF_RANGE"; min: bigint; max: bigint }
  | { code: "NUMBER_BLOCKED"; number: string }
  | { code: "NUMBER_LIMIT"; number: string; left: bigint }
  | { code: "LIABILITY_CAP"; number: string };

/** The numbers a ticket puts money on, each as the draw counts its exposure: a combination is one key. */
export const exposureKeys = (type: BetType, selection: Selection): string[] =>
  isCombination(type) ? [combinationKey(selection)] : [...selection];

/** Pay per point per hit of a number (or combination) under the draw's rules: half when a number of it is half-pay. */
export function payPerPoint(type: BetType, key: string, rules: ReadonlyMap<string, NumberRule>): bigint {
  const full = fullPay(type, key);
  return key.split("+").some((n) => rules.get(n) === "halfPay") ? full / 2n : full;
}

/** The pays a ticket is taken at, per exposure key: what settle pays it, whatever the rules become later. */
export const takenPays = (type: BetType, selection: Selection, rules: ReadonlyMap<string, NumberRule>) =>
  new Map(exposureKeys(type, selection).map((key) => [key, payPerPoint(type, key, rules)] as const));

/** Why the draw refuses this ticket, or null when it fits every limit. */
export function ticketRefusal(
  type: BetType,
  selection: Selection,
  points: bigint,
  limits: Limits,
  rules: ReadonlyMap<string, NumberRule>,
  exposure: Exposure,
): Refusal | null {
  if (points < limits.minPoints || points > limits.maxPointsPerTicket)
    return { code: "POINTS_OUT_OF_RANGE", min: limits.minPoints, max: limits.maxPointsPerTicket };
  for (const key of exposureKeys(type, selection)) {
    if (key.split("+").some((n) => rules.get(n) === "blocked")) return { code: "NUMBER_BLOCKED", number: key };
    const taken = exposure.get(key) ?? { points: 0n, payout: 0n };
    if (taken.points + points > limits.maxPointsPerNumber)
      return {
        code: "NUMBER_LIMIT",
        number: key,
        left: limits.maxPointsPerNumber > taken.points ? limits.maxPointsPerNumber - taken.points : 0n,
      };
    if (taken.payout + points * payPerPoint(type, key, rules) > limits.liabilityCap)
      return { code: "LIABILITY_CAP", number: key };
  }
  return null;
}
