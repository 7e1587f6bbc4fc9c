import crypto from "node:crypto";
import { floatsOf, hmacBytes } from "../games/index.js";
import { FAMILY_TIERS, type Family, type Prizes } from "./results.js";

// Provably fair shared draws (DESIGN §10 "Fairness"; ADR 0054). Every player of a fast game shares
// one draw, so a per-player client seed cannot work. Instead the platform fixes a whole run of draws in
// advance, bustabit's way (reference/lottery.md R13): a secret seed is hashed `length` times with SHA-256,
// and the last hash — the chain's commitment — is published before the first of its draws opens:
//   link(length) = seed,  link(i) = SHA-256(link(i + 1)),  commitment = link(0).
// Draw k of the chain (1 … length) is decided by link(k), revealed once the draw has its result. Anyone can
// check that SHA-256(link(k)) = link(k − 1), and so, hashing k times, that it leads to the commitment: the
// outcome was fixed before any bet, and nobody, the platform included, can find link(k) from what was
// published before it (SHA-256 is one-way). The numbers of the draw are read from
//   HMAC-SHA-256(key = link(k), message = `${game}:${issue}:${cursor}`), cursor = 0, 1, 2 …
// four bytes per float in [0, 1), as the per-player games do (fair/outcomes.ts), so that the draw also names
// its game and issue: one chain cannot be replayed for another game's draws.

const sha256 = (hex: string) => crypto.createHash("sha256").update(Buffer.from(hex, "hex")).digest("hex");

/** The chain's links from link(length) = seed down to link(0) = the commitment, indexed by k. */
export function chainLinks(seed: string, length: number): string[] {
  if (!/^[0-9a-f]{64}$/.test(seed)) throw new Error("a chain seed is 32 bytes of hex");
  if (!Number.isInteger(length) || length < 1 || length > 1_000_000)
    throw new Error("a chain has 1 to 1,000,000 links");
  const links = new Array<string>(length + 1);
  links[length] = seed;
  for (let i = length - 1; i >= 0; i--) links[i] = sha256(links[i + 1]);
  return links;
}

/** A new secret seed for a chain. */
export const newChainSeed = () => crypto.randomBytes(32).toString("hex");

/** The commitment published for a chain: link(0). */
export const chainCommitment = (seed: string, length: number) => chainLinks(seed, length)[0];

/**
 * Whether a revealed link is draw k of the chain with this commitment: k hashes lead from it to the
 * commitment. What the verify page runs, for any draw, from published values only.
 */
export function linkLeadsTo(link: string, k: number, commitment: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(link) || !Number.isInteger(k) || k < 1 || k > 1_000_000) return false;
  let hash = link;
  for (let i = 0; i < k; i++) hash = sha256(hash);
  return hash === commitment;
}

/** `count` floats in [0, 1) of a draw, from its link, game and issue. */
export const drawFloats = (link: string, game: string, issue: string, count: number): number[] =>
  floatsOf(hmacBytes(Buffer.from(link, "hex"), `${game}:${issue}`, count * 4));

/**
 * A house draw's prizes: the family's tiers in reveal order, each digit read from its own float (a die's face
 * 1–6, any other digit 0–9), so a Vietnamese-style fast draw has the 27 numbers of a northern result.
 */
export function drawPrizes(family: Family, link: string, game: string, issue: string): Prizes {
  const tiers = FAMILY_TIERS[family];
  const floats = drawFloats(
    link,
    game,
    issue,
    tiers.reduce((n, t) => n + t.count * t.digits, 0),
  );
  let next = 0;
  const digit = () => (family === "dice" ? Math.floor(floats[next++] * 6) + 1 : Math.floor(floats[next++] * 10));
  return Object.fromEntries(
    tiers.map(({ tier, count, digits }) => [
      tier,
      Array.from({ length: count }, () => Array.from({ length: digits }, digit).join("")),
    ]),
  );
}

/** Three dice of a fast draw (faces 1–6), each from its own float. */
export const drawDice = (link: string, game: string, issue: string): [number, number, number] => {
  const [a, b, c] = drawPrizes("dice", link, game, issue).dice.map(Number);
  return [a, b, c];
};
