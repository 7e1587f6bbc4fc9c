// A rate in basis points as the site writes it, with no schema attached: promotion terms on public pages use it.

/** Basis points as a percentage with two decimals: 150 → "1.50%". Integer work, no float. */
export function formatRate(bp: number): string {
  return `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, "0")}%`;
}
