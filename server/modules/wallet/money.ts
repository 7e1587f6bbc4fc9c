// Amounts live as integer minor units (DESIGN §4): 123450 minor units of VND are shown as "1,234.50".
// Formatting works on the digits of a bigint, never through a float, so no amount is ever rounded.

/** Minor units → "1,234.50": two decimals, comma thousands separators, a leading "-" when negative. */
export function formatMinor(minor: bigint | number | string): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(3, "0");
  const whole = digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return `${negative ? "-" : ""}${whole}.${digits.slice(-2)}`;
}
