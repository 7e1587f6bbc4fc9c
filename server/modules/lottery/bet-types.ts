import type { Family } from "./results.js";

// Bet types as data (DESIGN §10 "Rules as data"; ADR 0054): each type says once what part of the
// result it reads, how a chosen number wins, whether a repeated hit pays again, and its price and pay per
// point. These are the defaults a new install starts with; the operator's changes will be versioned rows.
//
// A ticket's stake is points × pricePerPoint × units, where units is the number of numbers chosen for a
// type that pays per number (lô, đề, 3-top …) and 1 for a combination (xiên, trượt) or a choice (size …).
// Its win is points × payPerPoint × hits. Amounts are minor units (1/100 VND, DESIGN §4).
//
// How a type reads the result:
//   - `tiers`: which prize tiers ("all" = every tier of the family); `last`: the last k digits of each of
//     their numbers (a number with fewer digits has no such position and is skipped); `digit`: instead, one
//     digit of those last-k digits ("tens" or "units").
// How a chosen number wins (`rule`):
//   - count: once per position equal to it ("repeated hits pay again", nháy) unless `repeatPays` is false;
//   - all: every chosen number is among the positions (xiên): one hit;
//   - none: no chosen number is among the positions (lô trượt, our published rule, ADR 0054): one hit;
//   - anyOrder: a position has the chosen digits in any order (3-tod);
//   - digitIn: the chosen digit is in a position (run), once;
//   - size, parity, sum: on the dice's total; a triple loses size and parity (K3's rule, R10).

export type Rule = "count" | "all" | "none" | "anyOrder" | "digitIn" | "size" | "parity" | "sum";

export type BetType = {
  code: string;
  family: Family;
  rule: Rule;
  tiers: string[] | "all";
  last: number;
  digit?: "tens" | "units";
  /** Numbers a ticket chooses: exactly `pick` for a combination, 1 to `maxNumbers` otherwise. */
  pick?: number;
  /** How many digits a chosen number has (or, for size/parity/sum, the choice's allowed values). */
  chooses: { digits: number } | { values: readonly string[] };
  repeatPays: boolean;
  pricePerPoint: bigint;
  /** Per hit; for `sum`, per chosen total (its odds differ by total). */
  payPerPoint: bigint | Record<string, bigint>;
};

const vnd = (amount: number) => BigInt(Math.round(amount * 100));
const count = (
  code: string,
  family: Family,
  tiers: string[] | "all",
  last: number,
  price: number,
  pay: number,
  extra: Partial<BetType> = {},
): BetType => ({
  code,
  family,
  rule: "count",
  tiers,
  last,
  chooses: { digits: extra.digit ? 1 : last },
  repeatPays: true,
  pricePerPoint: vnd(price),
  payPerPoint: vnd(pay),
  ...extra,
});
const combination = (code: string, family: Family, rule: "all" | "none", pick: number, pay: number): BetType => ({
  code,
  family,
  rule,
  tiers: "all",
  last: 2,
  pick,
  chooses: { digits: 2 },
  repeatPays: false,
  pricePerPoint: vnd(1_000),
  payPerPoint: vnd(pay),
});

/** Vietnamese regional draws. A lô point covers every position, so it costs 1,000 VND per position (R4). */
function vietnamese(family: "vnNorth" | "vnSouth"): BetType[] {
  const north = family === "vnNorth";
  // Positions with at least 2, 3 and 4 digits: 27 / 23 / 20 in the north, 18 / 17 / 16 elsewhere (R1).
  const [p2, p3, p4] = north ? [27, 23, 20] : [18, 17, 16];
  return [
    count("lo2", family, "all", 2, p2 * 1_000, 80_000),
    count("lo3", family, "all", 3, p3 * 1_000, 700_000),
    count("lo4", family, "all", 4, p4 * 1_000, 5_000_000),
    count("de", family, ["special"], 2, 1_000, 85_000),
    count("dau", family, ["special"], 2, 1_000, 8_500, { digit: "tens" }),
    count("duoi", family, ["special"], 2, 1_000, 8_500, { digit: "units" }),
    count("bacang", family, ["special"], 3, 1_000, 700_000),
    combination("xien2", family, "all", 2, north ? 15_000 : 27_000),
    combination("xien3", family, "all", 3, north ? 55_000 : 150_000),
    combination("xien4", family, "all", 4, north ? 180_000 : 700_000),
    combination("truot4", family, "none", 4, north ? 2_300 : 1_900),
    combination("truot8", family, "none", 8, north ? 8_000 : 3_500),
    combination("truot10", family, "none", 10, north ? 11_000 : 4_500),
  ];
}

/** The Thai-style SEA draw, rates per 1,000 VND as R7's defaults (2-top and 2-bottom at 90, not 95). */
const sea: BetType[] = [
  count("top3", "sea", ["first"], 3, 1_000, 900_000),
  { ...count("tod3", "sea", ["first"], 3, 1_000, 130_000), rule: "anyOrder", repeatPays: false },
  count("top2", "sea", ["first"], 2, 1_000, 90_000),
  count("bottom2", "sea", ["last2"], 2, 1_000, 90_000),
  { ...count("runTop", "sea", ["first"], 3, 1_000, 3_200), rule: "digitIn", chooses: { digits: 1 }, repeatPays: false },
  {
    ...count("runBottom", "sea", ["last2"], 2, 1_000, 4_200),
    rule: "digitIn",
    chooses: { digits: 1 },
    repeatPays: false,
  },
];

/** Totals 4 to 17 of three dice, paid by how rare they are (a triple's 3 and 18 are not sold). */
const SUM_PAYS: Record<string, number> = {
  4: 50,
  5: 18,
  6: 14,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 14,
  16: 18,
  17: 50,
};

/** The fast dice draws (Tài Xỉu): size, parity, a total, a face (paid per die showing it). */
const dice: BetType[] = [
  {
    code: "size",
    family: "dice",
    rule: "size",
    tiers: ["dice"],
    last: 1,
    chooses: { values: ["big", "small"] },
    repeatPays: false,
    pricePerPoint: vnd(1_000),
    payPerPoint: vnd(1_950),
  },
  {
    code: "parity",
    family: "dice",
    rule: "parity",
    tiers: ["dice"],
    last: 1,
    chooses: { values: ["odd", "even"] },
    repeatPays: false,
    pricePerPoint: vnd(1_000),
    payPerPoint: vnd(1_950),
  },
  {
    code: "sum",
    family: "dice",
    rule: "sum",
    tiers: ["dice"],
    last: 1,
    chooses: { values: Object.keys(SUM_PAYS) },
    repeatPays: false,
    pricePerPoint: vnd(1_000),
    payPerPoint: Object.fromEntries(Object.entries(SUM_PAYS).map(([total, odds]) => [total, vnd(odds * 1_000)])),
  },
  { ...count("face", "dice", ["dice"], 1, 1_000, 1_950), chooses: { values: ["1", "2", "3", "4", "5", "6"] } },
];

export const DEFAULT_BET_TYPES: readonly BetType[] = [
  ...vietnamese("vnNorth"),
  ...vietnamese("vnSouth"),
  ...sea,
  ...dice,
];

export const betType = (family: Family, code: string) =>
  DEFAULT_BET_TYPES.find((t) => t.family === family && t.code === code);
