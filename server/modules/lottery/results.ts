// A draw's result as structured prizes (reference/lottery.md §1.3, §1.5): each prize tier with its
// numbers, as strings of digits (leading zeros kept), never one flat string. The families and their tiers,
// in the order the draw reveals them (a bet closes before the first tier it reads is revealed).

export type Family = "vnNorth" | "vnSouth" | "sea" | "dice";
export type Prizes = Record<string, string[]>;
type Tier = { tier: string; count: number; digits: number };

const tierRows = (rows: [tier: string, count: number, digits: number][]): Tier[] =>
  rows.map(([tier, count, digits]) => ({ tier, count, digits }));

/**
 * Miền Bắc: 27 numbers, G1 revealed first and the special prize last (R3). Miền Trung and Miền Nam share one
 * structure: 18 numbers, the eighth prize first and the special prize last. The Thai-style SEA draw: a
 * 6-digit first prize, two front-3 and two back-3 numbers and a last-2 prize. A fast dice draw: three faces.
 */
export const FAMILY_TIERS: Record<Family, Tier[]> = {
  vnNorth: tierRows([
    ["first", 1, 5],
    ["second", 2, 5],
    ["third", 6, 5],
    ["fourth", 4, 4],
    ["fifth", 6, 4],
    ["sixth", 3, 3],
    ["seventh", 4, 2],
    ["special", 1, 5],
  ]),
  vnSouth: tierRows([
    ["eighth", 1, 2],
    ["seventh", 1, 3],
    ["sixth", 3, 4],
    ["fifth", 1, 4],
    ["fourth", 7, 5],
    ["third", 2, 5],
    ["second", 1, 5],
    ["first", 1, 5],
    ["special", 1, 6],
  ]),
  sea: tierRows([
    ["first", 1, 6],
    ["front3", 2, 3],
    ["back3", 2, 3],
    ["last2", 1, 2],
  ]),
  dice: tierRows([["dice", 3, 1]]),
};

/** Why these prizes are not a whole result of the family (a tier missing, a count or length wrong), or null. */
export function resultProblem(family: Family, prizes: Prizes): string | null {
  const tiers = FAMILY_TIERS[family];
  const known = new Set(tiers.map((t) => t.tier));
  const extra = Object.keys(prizes).find((tier) => !known.has(tier));
  if (extra) return `${extra}: not a prize of this draw`;
  for (const { tier, count, digits } of tiers) {
    const numbers = prizes[tier];
    if (!Array.isArray(numbers) || numbers.length !== count) return `${tier}: ${count} number${count > 1 ? "s" : ""}`;
    const pattern = family === "dice" ? /^[1-6]$/ : new RegExp(`^\\d{${digits}}$`);
    const wrong = numbers.find((n) => typeof n !== "string" || !pattern.test(n));
    if (wrong !== undefined) return family === "dice" ? `${tier}: faces 1 to 6` : `${tier}: ${digits} digits each`;
  }
  return null;
}

/** The prizes with their tiers in the family's reveal order (a jsonb column keeps its keys in an order of its own). */
export const inRevealOrder = (family: Family, prizes: Prizes): Prizes =>
  Object.fromEntries(FAMILY_TIERS[family].filter((t) => prizes[t.tier]).map((t) => [t.tier, prizes[t.tier]]));

/** Whether two results are the same prizes, whatever order their tiers are listed in. */
export function samePrizes(a: Prizes, b: Prizes): boolean {
  const tiers = Object.keys(a);
  return (
    tiers.length === Object.keys(b).length &&
    tiers.every(
      (tier) =>
        Array.isArray(b[tier]) && a[tier].length === b[tier].length && a[tier].every((n, i) => n === b[tier][i]),
    )
  );
}
