// Points (SPEC §3, §9, ADR 0048): what valid bets earn, per game category, as the operator sets it.
// Points are their own unit in the ledger and never expire (SPEC §9).
import { z } from "zod";
import { GAME_CATEGORIES } from "./game-categories.js";
import { pointsConvertSchema } from "./points-shop.js";

const minorPositive = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/, "a string of 1 to 15 digits (minor units)")
  // Judged only once the digits are there: the regex's issue stands for anything else (a refine runs after it fails too).
  .refine((m) => !/^\d{1,15}$/.test(m) || BigInt(m) > 0n, "more than 0");

/**
 * The valid bet (minor units) that earns one point, per category; a category not named earns none. Each site
 * day's valid bet per category is floored once to whole points.
 */
export const pointsRatesSchema = z.object({
  perPoint: z.record(z.enum(GAME_CATEGORIES), minorPositive),
  /** Converting points to cash (the points shop); absent, conversion is closed. */
  convert: pointsConvertSchema.optional(),
});
export type PointsRates = z.infer<typeof pointsRatesSchema>;

/** The points a day's valid bet in one category earns: whole points, floored. */
export function pointsFor(validBet: bigint, perPoint: string): bigint {
  return validBet / BigInt(perPoint);
}
