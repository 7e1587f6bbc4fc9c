import type { FightResult, FightSide } from "../../../contract/events.js";
import { DRAW_RETURN_PER100, returnAtPer100 } from "../../../contract/money/cockfight.js";

export { DRAW_RETURN_PER100, formatPer100 } from "../../../contract/money/cockfight.js";

// The cockfight (sabong) pool (reference/sportsbook.md §2.7): pari-mutuel, so Meron's and Wala's winners
// share what both sides staked, less the plasada. Our rule (one of the two conventions seen): the plasada is taken
// on the whole Meron + Wala pool, so the per-100 figure is (Meron + Wala) × (1 − plasada) / pool(side) × 100.
// Draw is not in the pool: it pays a fixed 8:1 from the house. Figures are hundredths of a unit per 100 staked
// (18645n shows as 186.45), always rounded down, so the winners together never get more than the pool less plasada.
// What a bet returns at a figure is the web's estimate too, so that rule lives in contract/ (ADR 0070).

/** What each side has staked, in minor units. */
export type Pool = { meron: bigint; wala: bigint; draw: bigint };
export type Per100 = { meron: bigint | null; wala: bigint | null };

/** A fight whose Meron or Wala payout would be 107.00 per 100 or less is too one-sided to run (C2): it is cancelled. */
export const MIN_PAYOUT_PER100 = 10700n;

function checkPool(pool: Pool, plasadaBps: number) {
  if (!Number.isInteger(plasadaBps) || plasadaBps < 0 || plasadaBps > 10_000)
    throw new Error(`plasada ${plasadaBps} bps: 0 to 10000`);
  if (pool.meron < 0n || pool.wala < 0n || pool.draw < 0n) throw new Error("a pool side below zero");
}

/**
 * The payout per 100 staked on Meron and on Wala, in hundredths, rounded down. In hundredths per 100 the formula's
 * "/ 10000 (basis points) × 100 (per 100) × 100 (hundredths)" cancels out: (M + W) × (10000 − plasada) / pool(side).
 * A side nobody has backed has no figure yet (null).
 */
export function payoutPer100(pool: Pool, plasadaBps: number): Per100 {
  checkPool(pool, plasadaBps);
  const net = (pool.meron + pool.wala) * BigInt(10_000 - plasadaBps);
  return { meron: pool.meron === 0n ? null : net / pool.meron, wala: pool.wala === 0n ? null : net / pool.wala };
}

/**
 * The figures fixed at close, and whether the fight must be cancelled instead: a side with no stake has nobody to pay
 * (EMPTY_SIDE), and a payout of 107.00 or less per 100 is the house rule's "too one-sided" (ONE_SIDED). The check is
 * on the figure the members were shown (rounded down), so a fight showing 107.00 is cancelled.
 */
export function closeVerdict(
  pool: Pool,
  plasadaBps: number,
): { per100: Per100; cancel: null | "ONE_SIDED" | "EMPTY_SIDE" } {
  const per100 = payoutPer100(pool, plasadaBps);
  if (per100.meron === null || per100.wala === null) return { per100, cancel: "EMPTY_SIDE" };
  if (per100.meron <= MIN_PAYOUT_PER100 || per100.wala <= MIN_PAYOUT_PER100) return { per100, cancel: "ONE_SIDED" };
  return { per100, cancel: null };
}

/**
 * What one bet returns once the fight has a result, from the figures fixed at close. A winning side's bet gets its
 * stake × per 100 / 100, rounded down to the minor unit (the house never pays a fraction of a centavo); on a Draw,
 * Meron and Wala stakes come back whole with no plasada and Draw pays 9 × the stake; a cancelled fight returns
 * every stake.
 */
export function fightReturn(result: FightResult, side: FightSide, stake: bigint, per100: Per100): bigint {
  if (stake < 0n) throw new Error(`stake ${stake}: below zero`);
  if (side !== "meron" && side !== "wala" && side !== "draw")
    throw new Error(`fight side "${String(side)}": meron, wala or draw`);
  switch (result) {
    case "cancelled":
      return stake;
    case "draw":
      return side === "draw" ? returnAtPer100(stake, DRAW_RETURN_PER100) : stake;
    case "meron":
    case "wala": {
      if (side !== result) return 0n;
      const figure = per100[result];
      if (figure === null) throw new Error(`a ${result} bet on a fight with no ${result} payout`);
      return returnAtPer100(stake, figure);
    }
    default:
      throw new Error(`fight result "${String(result)}": meron, wala, draw or cancelled`);
  }
}
