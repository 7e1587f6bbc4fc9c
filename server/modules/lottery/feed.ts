import crypto from "node:crypto";
import { FAMILY_TIERS, type Family, type Prizes } from "./results.js";

// Where an external draw's result comes from (issue 20 §1): the operator enters it (API, CLI), or a results
// feed brings it through this interface. Each result keeps its source. The sandbox feed is for development:
// it makes up a result of the right shape for any draw, the same for the same draw, and says it is a sandbox
// (`sandbox: true`), so that a screen showing its results can say so. It is never used unless the operator
// chooses it.

export type DrawRef = { family: Family; game: string; issue: string };
export type ResultsFeed = { name: string; sandbox: boolean; resultFor: (draw: DrawRef) => Promise<Prizes | null> };

/** A made-up result of the family's shape, from HMAC-SHA-256 of the draw's game and issue: not a real draw. */
export function sandboxPrizes(draw: DrawRef, key = "laro-sandbox-feed"): Prizes {
  let counter = 0;
  const digit = () => crypto.createHmac("sha256", key).update(`${draw.game}:${draw.issue}:${counter++}`).digest()[0] % 10;
  const face = () => (crypto.createHmac("sha256", key).update(`${draw.game}:${draw.issue}:${counter++}`).digest()[0] % 6) + 1;
  return Object.fromEntries(
    FAMILY_TIERS[draw.family].map(({ tier, count, digits }) => [tier, Array.from({ length: count }, () => (draw.family === "dice" ? String(face()) : Array.from({ length: digits }, digit).join("")))]),
  );
}

export const sandboxFeed: ResultsFeed = { name: "sandbox", sandbox: true, resultFor: async (draw) => sandboxPrizes(draw) };
