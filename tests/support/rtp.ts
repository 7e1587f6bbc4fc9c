import type { Seeds } from "../../server/modules/games/fair/outcomes.js";
import { RTP_BY_SIDE, SIDES, baccarat, sideMultiplier } from "../../server/modules/games/inhouse/rules/baccarat.js";
import { dice } from "../../server/modules/games/inhouse/rules/dice.js";
import { keno, kenoRtp } from "../../server/modules/games/inhouse/rules/keno.js";
import { limbo } from "../../server/modules/games/inhouse/rules/limbo.js";
import { mines } from "../../server/modules/games/inhouse/rules/mines.js";
import { plinko, plinkoRtp } from "../../server/modules/games/inhouse/rules/plinko.js";
import { slot } from "../../server/modules/games/inhouse/rules/slot.js";
import type { GameRules } from "../../server/modules/games/inhouse/rules/types.js";

// The in-house games' RTP by simulation (ADR 0076): the suite plays a few ten thousand rounds of each (a wrong
// paytable or derivation by a few per cent lands outside), `npx tsx bench/rtp.ts` (and `npm run bench`) a million
// (within a few tenths of a per cent). Fixed seeds: the same rounds every run, so neither ever flakes.

/** The suite's rounds per game: 4 standard errors are then 1–3 % of the RTP (bench/rtp.ts plays 10^6). */
export const SUITE_ROUNDS = 50_000;
/** The bench's rounds per game: 4 standard errors are then 0.2–1 % of the RTP. */
export const BENCH_ROUNDS = 1_000_000;

export type RtpCase = {
  name: string;
  /** The round's multiplier at this nonce. */
  play: (nonce: number) => number;
  /** The exact RTP the rounds must approach. */
  exact: number;
  /** The multiplier's standard deviation when known exactly; otherwise measured from the same rounds. */
  sd?: number;
  /** The documented RTP of the game, which the exact one must not fall below. */
  documented: number;
};

const ruleSeeds = (code: string) => ({ serverSeed: "rtp simulation server seed", clientSeed: `rtp-${code}` });
const fixedSeeds = (nonce: number): Seeds => ({ serverSeed: "server seed", clientSeed: "client seed", nonce });

function ruleCase<B extends Record<string, unknown>>(
  name: string,
  rules: GameRules<B, unknown>,
  bet: B,
  exact: number,
): RtpCase {
  const seeds = ruleSeeds(rules.code);
  return { name, play: (nonce) => rules.play({ ...seeds, nonce }, bet).multiplier, exact, documented: rules.rtp };
}

// The standard deviations of slot and baccarat come from their full enumerations (tests/unit/inhouse-*.test.ts).
const BACCARAT_SD = { player: 0.951, banker: 0.9272, tie: 2.6442 } as const;

export const RTP_CASES: RtpCase[] = [
  ruleCase("dice, under 50", dice, { target: 50, direction: "under" }, (5000 / 10001) * 1.98),
  ruleCase("limbo, target 2", limbo, { target: 2 }, 0.495 * 2),
  ruleCase("mines, 3 mines and 2 tiles", mines, { mines: 3, tiles: [6, 18] }, (231 / 300) * 1.2857),
  ruleCase("keno, 2 picks", keno, { picks: [7, 33] }, kenoRtp(2)),
  ruleCase("plinko, 16 rows, medium risk", plinko, { rows: 16, risk: "medium" }, plinkoRtp(16, "medium")),
  {
    name: "slot, 10 lines",
    play: (nonce) => slot.play(fixedSeeds(nonce), {}).multiplier,
    exact: slot.rtp,
    sd: 2.3258,
    documented: slot.rtp,
  },
  ...SIDES.map((side) => ({
    name: `baccarat, ${side}`,
    play: (nonce: number) => sideMultiplier(side, baccarat.play(fixedSeeds(nonce), { side: "tie" }).result.winner),
    exact: RTP_BY_SIDE[side],
    sd: BACCARAT_SD[side],
    documented: RTP_BY_SIDE[side],
  })),
];

export type RtpFigure = {
  name: string;
  rounds: number;
  mean: number;
  exact: number;
  tolerance: number;
  within: boolean;
};

/** Plays `rounds` rounds; the mean multiplier must land within 4 standard errors of the exact RTP. */
export async function simulateRtp(c: RtpCase, rounds: number): Promise<RtpFigure> {
  let sum = 0;
  let squares = 0;
  for (let nonce = 1; nonce <= rounds; nonce++) {
    const multiplier = c.play(nonce);
    sum += multiplier;
    squares += multiplier * multiplier;
    // Seconds of pure work: let the process answer its other calls now and then (vitest's "onTaskUpdate").
    if (nonce % 50_000 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  const mean = sum / rounds;
  const sd = c.sd ?? Math.sqrt(squares / rounds - mean * mean);
  const tolerance = (4 * sd) / Math.sqrt(rounds);
  return { name: c.name, rounds, mean, exact: c.exact, tolerance, within: Math.abs(mean - c.exact) < tolerance };
}
