// Odds as the member reads them and as the platform keeps them (reference/sportsbook.md §2.3): stored as decimal
// odds in thousandths (1.95 → 1950n) so that a bet's price is exact, and converted to the member's format only on
// display. Shared by the web and the platform so that the slip and the bet history show the same figures.
import type { OddsFormat } from "./events.js";

/**
 * Any number of whole digits: a parlay's combined odds (a product of up to ten prices) is read back with this too,
 * and can pass the 1,000 a single price may reach. The range of a single price is oddsSchema's to check.
 */
const DECIMAL_ODDS = /^(\d+)(?:\.(\d{1,3}))?$/;

/** "1.95" → 1950n: decimal odds in thousandths. Throws on a sign, letters, or more than three decimals. */
export function oddsMilli(s: string): bigint {
  const match = typeof s === "string" ? DECIMAL_ODDS.exec(s) : null;
  if (!match) throw new Error(`odds "${String(s)}": decimal odds with at most three decimals, like 1.95`);
  return BigInt(match[1]) * 1000n + BigInt((match[2] ?? "").padEnd(3, "0"));
}

/** 2000n → "2.00", 1875n → "1.875", 1950n → "1.95": a price shows at least two decimals and its third only when it has one. */
export function formatOdds(milli: bigint): string {
  if (milli < 0n) throw new Error(`odds ${milli}: below zero`);
  const thousandths = (milli % 1000n).toString().padStart(3, "0");
  return `${milli / 1000n}.${thousandths.endsWith("0") ? thousandths.slice(0, 2) : thousandths}`;
}

/**
 * num / den to two decimals, a half rounded away from zero (−0.8696 → "-0.87"), with the sign kept even when the
 * figure rounds to 0.00: a negative Malay or Indo price reads "risk to win", and a very long price (Malay at 1000)
 * must not turn into a positive one on screen.
 */
function twoDecimals(num: bigint, den: bigint): string {
  const negative = num !== 0n && num < 0n !== den < 0n;
  const n = num < 0n ? -num : num;
  const d = den < 0n ? -den : den;
  const hundredths = (n * 200n + d) / (2n * d);
  return `${negative ? "-" : ""}${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, "0")}`;
}

/**
 * A decimal price in the member's format (§2.3): Hong Kong is the win per 1 staked (D − 1); Malay keeps prices up
 * to evens and shows longer ones as −1/HK ("risk this much to win 1"); Indo keeps evens and longer and shows
 * shorter ones as −1/HK. Odds of exactly 1 (a late bet settled at odds 1) win nothing: 0.00 in every Asian format.
 */
export function displayOdds(milli: bigint, format: OddsFormat): string {
  if (milli < 1000n) throw new Error(`odds ${milli}: decimal odds are at least 1`);
  if (format === "decimal") return formatOdds(milli);
  const hk = milli - 1000n;
  if (format === "hongkong" || hk === 0n) return twoDecimals(hk, 1000n);
  const keep = format === "malay" ? hk <= 1000n : hk >= 1000n;
  return keep ? twoDecimals(hk, 1000n) : twoDecimals(-1000n, hk);
}
