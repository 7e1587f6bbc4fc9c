// Odds, lines and returns as the sportsbook's screens show them (reference/sportsbook.md §2.3): prices in
// the member's format, a parlay's combined price and a bet's potential return by the platform's own rule
// (contract/money/parlay.ts: exact bigints, rounded down once), and handicap or total lines with the Asian pair of
// a quarter line. Shared by the server (the review step) and the browser (the slip's live figures).
import type { OddsFormat } from "~contract/events";
import { combinedOdds as combinedOddsMilli, potentialReturn as potentialReturnMilli } from "~contract/money/parlay";
import { displayOdds, formatOdds, oddsMilli } from "~contract/odds";

/** A decimal price ("1.95") in the member's format; a price that is not one is shown as it came. */
export function showOdds(odds: string, format: OddsFormat): string {
  try {
    return displayOdds(oddsMilli(odds), format);
  } catch {
    return odds;
  }
}

const millis = (odds: readonly string[]) => odds.map(oddsMilli);

/** A parlay's price in decimal: the product of its legs' prices, rounded down to the thousandth (as the platform shows it). */
export function combinedOdds(odds: readonly string[]): string {
  if (odds.length === 0) return "1.00";
  return formatOdds(combinedOddsMilli(millis(odds)));
}

/** What a stake returns if every leg wins: the platform's own rule (ADR 0070); an empty slip returns the stake. */
export function potentialReturn(stake: bigint, odds: readonly string[]): bigint {
  if (odds.length === 0) return stake;
  return potentialReturnMilli(stake, millis(odds));
}

/** Lines are quarters: 2.25 is 9 quarters. Quarters are exact in binary, so Number loses nothing here. */
const quartersOf = (line: string) => Math.round(Number(line) * 4);
const shown = (value: number, signed: boolean) => (signed && value > 0 ? `+${value}` : String(value));

/** A line as a figure: a handicap with its sign ("+0.5", "-1.25", "0"), a total without ("2.5"). */
export function formatLine(line: string, signed: boolean): string {
  return shown(quartersOf(line) / 4, signed);
}

/**
 * The Asian pair of a quarter line, the two half-stakes it splits into, nearer zero first: -0.75 → "-0.5/-1",
 * 2.25 → "2/2.5", -0.25 → "0/-0.5". Whole and half lines have none (null).
 */
export function asianPair(line: string, signed: boolean): string | null {
  const quarters = quartersOf(line);
  if (Number.isNaN(quarters) || quarters % 2 === 0) return null;
  const [near, far] = [quarters - 1, quarters + 1].sort((a, b) => Math.abs(a) - Math.abs(b));
  return `${shown(near / 4, signed)}/${shown(far / 4, signed)}`;
}

/** A line with its Asian pair when it has one: "-0.75 (-0.5/-1)". */
export function lineText(line: string, signed: boolean): string {
  const pair = asianPair(line, signed);
  const plain = formatLine(line, signed);
  return pair ? `${plain} (${pair})` : plain;
}

/** The away side's handicap: the home line turned round. */
export function awayLine(line: string): string {
  return String(-quartersOf(line) / 4);
}
