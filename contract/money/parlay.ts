// A sports bet's price and potential return, the one rule both tiers use (ADR 0070; reference/sportsbook.md
// §2.2–2.3): the platform stores them on the bet it places, the web shows them on the slip before it is placed.
// Odds are decimal thousandths (contract/odds.ts, 1.95 → 1950n), stakes minor units; the product is exact in
// bigints and rounded down once, as a settlement is, so the figure shown is the figure paid if every leg wins.

/** Odds of 1 exist (a late bet is settled at odds 1); below that a bet would lose money by winning. */
export function checkOdds(oddsMilli: bigint): void {
  if (oddsMilli < 1000n) throw new Error(`odds ${oddsMilli} thousandths: decimal odds are at least 1`);
}

/** A stake is never negative. */
export function checkStake(stake: bigint): void {
  if (stake < 0n) throw new Error(`stake ${stake}: below zero`);
}

function checkLegs(oddsMilli: readonly bigint[]): void {
  if (oddsMilli.length === 0) throw new Error("a bet has at least one leg");
  oddsMilli.forEach(checkOdds);
}

/** What the bet returns if every leg wins: stake × the product of the odds taken, rounded down to the minor unit. */
export function potentialReturn(stake: bigint, oddsMilli: readonly bigint[]): bigint {
  checkStake(stake);
  checkLegs(oddsMilli);
  const num = oddsMilli.reduce((acc, odds) => acc * odds, stake);
  return num / 1000n ** BigInt(oddsMilli.length);
}

/** A parlay's odds as one price in thousandths (the slip and the bet show it): the product, rounded down. */
export function combinedOdds(oddsMilli: readonly bigint[]): bigint {
  checkLegs(oddsMilli);
  return oddsMilli.reduce((acc, odds) => acc * odds, 1n) / 1000n ** BigInt(oddsMilli.length - 1);
}
