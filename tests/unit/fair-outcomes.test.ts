import { describe, expect, it } from "vitest";
import {
  cards,
  diceRoll,
  drawWithoutReplacement,
  hashServerSeed,
  kenoDraw,
  limboMultiplier,
  minePositions,
  plinkoPath,
  reelStops,
  roundBytes,
  roundFloats,
} from "../../server/modules/games/fair/outcomes.js";

// Stake's published scheme, checked against its known vectors and against the definitions.
const seeds = (nonce: number) => ({ serverSeed: "server seed", clientSeed: "client seed", nonce });

describe("provably fair outcomes", () => {
  it("dice matches the known vectors: 74.67 at nonce 1, 53.86 at nonce 2", () => {
    expect(diceRoll(seeds(1))).toBe(74.67);
    expect(diceRoll(seeds(2))).toBe(53.86);
  });

  it("reads 32 bytes per cursor and 4 bytes per float", () => {
    const bytes = roundBytes(seeds(1), 40);
    expect(bytes).toHaveLength(40);
    // The 33rd byte is the first of cursor 1.
    expect(bytes.subarray(32)).toEqual(roundBytes(seeds(1), 64).subarray(32, 40));
    const [b0, b1, b2, b3] = bytes;
    expect(roundFloats(seeds(1), 1)[0]).toBeCloseTo(b0! / 256 + b1! / 65536 + b2! / 16777216 + b3! / 4294967296, 15);
    expect(roundFloats(seeds(1), 9)).toHaveLength(9);
  });

  it("draws without replacement: distinct positions in range, stable for the same seeds", () => {
    const mines = minePositions(seeds(7), 24);
    expect(new Set(mines).size).toBe(24);
    expect(mines.every((m) => m >= 0 && m < 25)).toBe(true);
    expect(minePositions(seeds(7), 3)).toEqual(mines.slice(0, 3));
    const keno = kenoDraw(seeds(3));
    expect(new Set(keno).size).toBe(10);
    expect(keno.every((n) => n >= 1 && n <= 40)).toBe(true);
    expect(drawWithoutReplacement(seeds(3), 40, 10).map((i) => i + 1)).toEqual(keno);
  });

  it("limbo is at least 1 with two decimals; plinko, cards and reels stay in range", () => {
    for (let nonce = 1; nonce < 200; nonce++) {
      const m = limboMultiplier(seeds(nonce));
      expect(m).toBeGreaterThanOrEqual(1);
      expect(Math.round(m * 100)).toBeCloseTo(m * 100, 6);
      expect(plinkoPath(seeds(nonce), 16).every((d) => d === 0 || d === 1)).toBe(true);
      expect(cards(seeds(nonce), 6).every((c) => c >= 0 && c < 52)).toBe(true);
      const stops = reelStops(seeds(nonce), [30, 31, 32, 33, 34]);
      expect(stops.every((s, i) => s >= 0 && s < 30 + i)).toBe(true);
    }
  });

  it("the seed's hash is SHA-256 in hex", () => {
    expect(hashServerSeed("server seed")).toMatch(/^[0-9a-f]{64}$/);
    expect(hashServerSeed("server seed")).not.toBe(hashServerSeed("server seed "));
  });
});
