// The one settlement function of event betting (DESIGN §10; reference/sportsbook.md §2.2–2.4): (stake,
// each leg's odds taken and its outcome's settlement) → what the bet returns, each leg's factor and state. Pure: the
// settlement job, a resettlement after a rollback and the golden corpus get the same answer from the same inputs.
// Every figure is an exact fraction of bigints; only the final amount is rounded, once, down to the minor unit.
// The price and potential return of a bet not yet settled are the web's too, so they live in contract/ (ADR 0070).
import { checkOdds, checkStake } from "../../../contract/money/parlay.js";

export { combinedOdds, potentialReturn } from "../../../contract/money/parlay.js";

/** One outcome's settlement as the feed (or the grader) sends it: win or lose, the share refunded, the dead-heat share. */
export type LegSettlement = { result: "win" | "lose"; voidFactor: "0" | "0.5" | "1"; deadHeatFactor: string };
/** What the member sees on a leg: the names of reference §2.4 plus dead heat and, before settlement, open. */
export type LegState = "open" | "won" | "half_won" | "lost" | "half_lost" | "void" | "dead_heat";
/** An exact non-negative fraction. */
export type Fraction = { num: bigint; den: bigint };

/** The refunded share in halves: a quarter line refunds half the stake at most, a void leg all of it. */
const REFUND_HALVES: Record<string, bigint> = { "0": 0n, "0.5": 1n, "1": 2n };
/** "1", or a share above 0 with up to four decimals (three-way dead heat: 0.3333), as the feed sends it. */
const DEAD_HEAT = /^(?:1|0\.(\d{1,4}))$/;

function refundHalves(voidFactor: string): bigint {
  if (!Object.hasOwn(REFUND_HALVES, voidFactor)) throw new Error(`void factor "${voidFactor}": one of 0, 0.5, 1`);
  return REFUND_HALVES[voidFactor];
}

function deadHeat(factor: string): Fraction {
  const match = DEAD_HEAT.exec(factor);
  if (!match) throw new Error(`dead-heat factor "${factor}": 1, or above 0 and below 1 with up to four decimals`);
  if (match[1] === undefined) return { num: 1n, den: 1n };
  const share = { num: BigInt(match[1]), den: 10n ** BigInt(match[1].length) };
  if (share.num === 0n) throw new Error(`dead-heat factor "${factor}": a winner shares in something`);
  return share;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
const reduced = ({ num, den }: Fraction): Fraction => {
  const g = gcd(num, den);
  return g > 1n ? { num: num / g, den: den / g } : { num, den };
};

/**
 * A leg's return per 1 staked (S2): (win ? (1 − void) × dead heat × odds : 0) + void. A half win pays half the stake
 * at the odds and refunds the other half; a half loss refunds half; a void leg gives the stake back (factor 1).
 */
export function legFactor(oddsMilli: bigint, s: LegSettlement): Fraction {
  checkOdds(oddsMilli);
  if (s.result !== "win" && s.result !== "lose") throw new Error(`result "${String(s.result)}": win or lose`);
  const refunded = refundHalves(s.voidFactor);
  const share = deadHeat(s.deadHeatFactor);
  // Over a common denominator of 2 (halves) × the dead-heat share's × 1000 (the odds' thousandths).
  const won = s.result === "win" ? (2n - refunded) * share.num * oddsMilli : 0n;
  return reduced({ num: won + refunded * share.den * 1000n, den: 2n * share.den * 1000n });
}

/** The leg's state for the member: a full refund is void whatever the result; a shared win is a dead heat. */
export function legState(s: LegSettlement): LegState {
  const refunded = refundHalves(s.voidFactor);
  if (refunded === 2n) return "void";
  if (s.result === "lose") return refunded === 1n ? "half_lost" : "lost";
  if (refunded === 1n) return "half_won";
  const share = deadHeat(s.deadHeatFactor);
  return share.num < share.den ? "dead_heat" : "won";
}

/** A factor for the bet history: six decimals rounded down (never more than the leg paid), "1.95", "1.475", "0.50", "1.00". */
export function formatFactor(f: Fraction): string {
  if (f.num < 0n || f.den <= 0n) throw new Error(`factor ${f.num}/${f.den}: not a return`);
  const millionths = (f.num * 1_000_000n) / f.den;
  const decimals = (millionths % 1_000_000n).toString().padStart(6, "0").replace(/0+$/, "").padEnd(2, "0");
  return `${millionths / 1_000_000n}.${decimals}`;
}

/**
 * What a settled bet returns: stake × the product of its legs' factors (a single has one leg; a parlay multiplies
 * them, a void leg counts 1, S2). Computed exactly, then rounded DOWN to the minor unit: the house rule is that a
 * fraction of a centavo is never paid, so the member gets the whole units the bet earned and the ledger stays exact.
 * allVoid: every leg was void, so the bet is void and the stake goes back.
 */
export function betReturn(
  stake: bigint,
  legs: { oddsMilli: bigint; settlement: LegSettlement }[],
): { amount: bigint; factors: string[]; states: LegState[]; allVoid: boolean } {
  checkStake(stake);
  if (legs.length === 0) throw new Error("a bet has at least one leg");
  const fractions = legs.map((leg) => legFactor(leg.oddsMilli, leg.settlement));
  const product = fractions.reduce((acc, f) => reduced({ num: acc.num * f.num, den: acc.den * f.den }), {
    num: 1n,
    den: 1n,
  });
  const states = legs.map((leg) => legState(leg.settlement));
  return {
    amount: (stake * product.num) / product.den,
    factors: fractions.map(formatFactor),
    states,
    allVoid: states.every((state) => state === "void"),
  };
}

/**
 * Whether a bet falls in a BetCancel's window (S1): placed at or after `from` and before `to`. No `from` means since
 * the market opened, no `to` until it closed, so a cancel without a window voids every bet of the market.
 */
export function inCancelWindow(placedAt: Date, window: { from: Date | null; to: Date | null }): boolean {
  const at = placedAt.getTime();
  return (window.from === null || at >= window.from.getTime()) && (window.to === null || at < window.to.getTime());
}
