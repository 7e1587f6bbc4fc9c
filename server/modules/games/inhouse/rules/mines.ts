import { z } from "zod";
import { minePositions } from "../../fair/outcomes.js";
import type { GameRules } from "./types.js";

// Mines, one form per bet: the member chooses how many mines hide among 25 tiles and which tiles to
// open; the round places the mines (drawn without replacement, Stake-compatible) and the bet wins when
// no chosen tile hides one. Fair odds for n tiles are C(25, n) / C(25 − mines, n); the multiplier is
// 0.99 of that, cut to 4 decimals, so RTP = 0.99 for every choice (a hair under, from the cut).

const comb = (n: number, k: number): number => {
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return result;
};

const bet = z
  .object({
    mines: z.coerce.number().int().min(1, "mines: 1 to 24").max(24, "mines: 1 to 24"),
    tiles: z
      .array(z.coerce.number().int().min(0).max(24))
      .min(1, "tiles: open at least one")
      .refine((tiles) => new Set(tiles).size === tiles.length, "tiles: each tile once"),
  })
  .refine((b) => b.tiles.length <= 25 - b.mines, { message: "tiles: at most 25 − mines", path: ["tiles"] });
export type MinesBet = z.infer<typeof bet>;
export type MinesResult = { mines: number[]; tiles: number[]; hit: number | null; won: boolean };

export const minesMultiplier = (mines: number, opened: number) =>
  Math.floor(0.99 * (comb(25, opened) / comb(25 - mines, opened)) * 10_000) / 10_000;

export const mines: GameRules<MinesBet, MinesResult> = {
  code: "mines",
  bet,
  play(seeds, choice) {
    const placed = minePositions(seeds, choice.mines);
    const hit = choice.tiles.find((tile) => placed.includes(tile)) ?? null;
    const won = hit === null;
    return {
      result: { mines: placed, tiles: choice.tiles, hit, won },
      multiplier: won ? minesMultiplier(choice.mines, choice.tiles.length) : 0,
    };
  },
  rtp: 0.99,
  minStake: 1_000n,
  maxStake: 5_000_000_000n,
  // Opening every safe tile with 12 mines: 0.99 × C(25, 13).
  maxMultiplier: Math.max(...Array.from({ length: 24 }, (_, i) => minesMultiplier(i + 1, 24 - i))),
};
