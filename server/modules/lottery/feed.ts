import { hmacBytes } from "../games/index.js";
import { FAMILY_TIERS, type Family, type Prizes } from "./results.js";

// Where an external draw's result comes from: the operator enters it (API, CLI), or a results
// feed brings it through this interface. Each result keeps its source. The sandbox feed is for development:
// it makes up a result of the right shape for any draw, the same for the same draw, and says it is a sandbox
// (`sandbox: true`), so that a screen showing its results can say so. It is never used unless the operator
// chooses it.

export type DrawRef = { family: Family; game: string; issue: string };
export type ResultsFeed = { name: string; sandbox: boolean; resultFor: (draw: DrawRef) => Promise<Prizes | null> };

/** A made-up result of the family's shape, one HMAC-SHA-256 byte per digit of the draw's game and issue: not a real draw. */
export function sandboxPrizes(draw: DrawRef, key = "laro-sandbox-feed"): Prizes {
  const tiers = FAMILY_TIERS[draw.family];
  const bytes = hmacBytes(
    key,
    `${draw.game}:${draw.issue}`,
    tiers.reduce((n, t) => n + t.count * t.digits, 0),
  );
  let next = 0;
  const digit = () => (draw.family === "dice" ? (bytes[next++] % 6) + 1 : bytes[next++] % 10);
  return Object.fromEntries(
    tiers.map(({ tier, count, digits }) => [
      tier,
      Array.from({ length: count }, () => Array.from({ length: digits }, digit).join("")),
    ]),
  );
}

export const sandboxFeed: ResultsFeed = {
  name: "sandbox",
  sandbox: true,
  resultFor: async (draw) => sandboxPrizes(draw),
};
