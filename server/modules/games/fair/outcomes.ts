import crypto from "node:crypto";

// Provably fair outcomes, compatible with Stake's published scheme, so that any outside verifier that
// knows Stake's derivations can check our rounds. The bytes of a round are
//   HMAC_SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${cursor}`), cursor = 0, 1, 2 …
// read 32 at a time; every 4 bytes make one float in [0, 1): b0/256 + b1/256² + b2/256³ + b3/256⁴.
// Nothing here knows about money: a game turns these numbers into a result and a payout.

export type Seeds = { serverSeed: string; clientSeed: string; nonce: number };

/**
 * `count` bytes of HMAC_SHA256(key, `${message}:${cursor}`), cursor = 0, 1, 2 …, 32 at a time: a round's
 * bytes, and a shared lottery draw's (lottery/draw-chain.ts, keyed by its chain link).
 */
export function hmacBytes(key: string | Buffer, message: string, count: number): Buffer {
  const blocks: Buffer[] = [];
  for (let cursor = 0; blocks.length * 32 < count; cursor++) {
    blocks.push(crypto.createHmac("sha256", key).update(`${message}:${cursor}`).digest());
  }
  return Buffer.concat(blocks).subarray(0, count);
}

/** Floats in [0, 1), four bytes each: b0/256 + b1/256² + b2/256³ + b3/256⁴. */
export function floatsOf(bytes: Buffer): number[] {
  const floats: number[] = [];
  for (let i = 0; i + 4 <= bytes.length; i += 4) {
    const [b0, b1, b2, b3] = bytes.subarray(i, i + 4);
    floats.push(b0 / 256 + b1 / 256 ** 2 + b2 / 256 ** 3 + b3 / 256 ** 4);
  }
  return floats;
}

/** The round's bytes, as many as asked for. */
export const roundBytes = ({ serverSeed, clientSeed, nonce }: Seeds, count: number): Buffer =>
  hmacBytes(serverSeed, `${clientSeed}:${nonce}`, count);

/** `count` floats in [0, 1), four bytes each. */
export const roundFloats = (seeds: Seeds, count: number): number[] => floatsOf(roundBytes(seeds, count * 4));

/** Dice: a roll from 0.00 to 100.00. */
export const diceRoll = (seeds: Seeds): number => Math.floor(roundFloats(seeds, 1)[0] * 10001) / 100;

/** Limbo: the multiplier reached, at least 1.00, with a 1% edge: floor(0.99 / f × 100) / 100. */
export function limboMultiplier(seeds: Seeds): number {
  const float = roundFloats(seeds, 1)[0];
  const point = (1e8 / (float * 1e8)) * 0.99;
  return Math.max(1, Math.floor(point * 100) / 100);
}

/**
 * Draws `count` of `size` positions without replacement, in order (Fisher–Yates on the floats): each
 * float picks floor(f × remaining) among the positions still left. Mines (25 tiles) and keno (40).
 */
export function drawWithoutReplacement(seeds: Seeds, size: number, count: number): number[] {
  const left = Array.from({ length: size }, (_, i) => i);
  return roundFloats(seeds, count).map((float) => left.splice(Math.floor(float * left.length), 1)[0]);
}

/** Mines: where the mines are on the 5 × 5 board (tile 0 top left, row by row). */
export const minePositions = (seeds: Seeds, mines: number): number[] => drawWithoutReplacement(seeds, 25, mines);

/** Keno: the 10 numbers drawn from 1 to 40. */
export const kenoDraw = (seeds: Seeds): number[] => drawWithoutReplacement(seeds, 40, 10).map((i) => i + 1);

/** Plinko: left (0) or right (1) at each row; the slot is the number of rights. */
export function plinkoPath(seeds: Seeds, rows: number): number[] {
  return roundFloats(seeds, rows).map((float) => Math.floor(float * 2));
}

/** Cards from an infinite deck (each draw independent), as Stake's baccarat: index = floor(f × 52). */
export function cards(seeds: Seeds, count: number): number[] {
  return roundFloats(seeds, count).map((float) => Math.floor(float * 52));
}

/** Slot: one stop per reel, each floor(f × reel length). */
export function reelStops(seeds: Seeds, reelLengths: readonly number[]): number[] {
  const floats = roundFloats(seeds, reelLengths.length);
  return reelLengths.map((length, i) => Math.floor(floats[i] * length));
}

/** What the member sees before playing: the hash of the server seed, which the seed must match later. */
export const hashServerSeed = (serverSeed: string): string =>
  crypto.createHash("sha256").update(serverSeed).digest("hex");

/** A new server seed: 32 random bytes in hex. */
export const newServerSeed = (): string => crypto.randomBytes(32).toString("hex");
