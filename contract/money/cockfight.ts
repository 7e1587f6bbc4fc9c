// What a cockfight (sabong) bet returns at a payout per 100, the one rule both tiers use (ADR 0070;
// reference/sportsbook.md §2.7): the platform pays a settled bet by it, the web shows the estimate of an open one
// by it. A payout per 100 is kept in hundredths (18645n is 186.45 per 100 staked) and written on the wire as
// "186.45"; the platform alone works the figure out of the pool (server/modules/events/sabong.ts).

/** Draw pays 8:1: the stake back and eight times it, 900.00 per 100. */
export const DRAW_RETURN_PER100 = 90000n;

/** What a stake returns at a payout per 100 (hundredths): stake × payout / 100, rounded down to the minor unit. */
export function returnAtPer100(stake: bigint, per100: bigint): bigint {
  if (stake < 0n) throw new Error(`stake ${stake}: below zero`);
  return (stake * per100) / 10_000n;
}

/** 18645n → "186.45" (null while the side is empty): the payout as the platform writes it. */
export function formatPer100(h: bigint | null): string | null {
  if (h === null) return null;
  if (h < 0n) throw new Error(`payout ${h}: below zero`);
  return `${h / 100n}.${(h % 100n).toString().padStart(2, "0")}`;
}

/** "185.25" (payout per 100 as the platform writes it) → hundredths; null when it is not a payout. */
export function parsePer100(per100: string | null): bigint | null {
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(per100 ?? "");
  if (!match) return null;
  return BigInt(match[1] ?? "0") * 100n + BigInt((match[2] ?? "").slice(0, 2).padEnd(2, "0"));
}
