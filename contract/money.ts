// Amounts are integer minor units (DESIGN §4): strings on the wire, bigint in arithmetic, never floats.
// Both tiers show and read amounts with these functions, so the web and the platform's own pages
// (in-house games, the gateway sandbox, the ops CLI) never disagree on a figure.

/** Minor units per VND as typed by the member: two decimals. */
const DECIMALS = 2;

/** Minor units → "1,234.50": two decimals, comma thousands separators, a leading "-" when negative. */
export function formatMinor(minor: bigint | number | string): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(3, "0");
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}${whole}.${digits.slice(-2)}`;
}

/** Minor units with a sign always shown: "+1,500.00", "-200.00" (the account record's amounts). */
export function formatSignedMinor(minor: bigint | number | string): string {
  const value = BigInt(minor);
  return value > 0n ? `+${formatMinor(value)}` : formatMinor(value);
}

// Digits with correctly grouped comma separators ("1,500,000") or none at all ("1500000"), then at
// most two decimals. Anything else ("1,50", "1.005", "-5", "1e3") is not an amount.
const AMOUNT = /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;
/** The platform takes at most 15 digits of minor units. */
const MAX_MINOR_DIGITS = 15;

/**
 * An amount typed in VND ("150000", "1,500.50", " 1500.5 ") → minor units, or null when it is not a
 * well-formed non-negative amount. Pure string work: no float ever touches the value.
 */
export function parseAmount(text: string): bigint | null {
  const trimmed = text.trim();
  const match = AMOUNT.exec(trimmed);
  if (!match) return null;
  const [whole] = trimmed.replace(/,/g, "").split(".");
  const fraction = (match[1] ?? "").padEnd(DECIMALS, "0");
  const digits = `${whole}${fraction}`.replace(/^0+(?=\d)/, "");
  if (digits.length > MAX_MINOR_DIGITS) return null;
  return BigInt(digits);
}
