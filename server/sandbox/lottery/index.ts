import { hmacBytes } from "../../modules/games/index.js";
import { FAMILY_TIERS, type DrawRef, type Prizes, type ResultsFeed } from "../../modules/lottery/index.js";
import { markSandboxLoaded } from "../loaded.js";

// The lottery's sandbox results feed (demo installs only, ADR 0075; never loaded by production): it makes up a result
// of the right shape for any draw, the same for the same draw, and says it is a sandbox (`sandbox: true`), so that a
// screen showing its results can say so. The composition root registers it with the lottery on a demo install; an
// external game takes its results from it only when the operator chose it.

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

markSandboxLoaded("lottery");
