import type { Prizes } from "../../server/modules/lottery/index.js";
import type { Family } from "../../server/modules/lottery/results.js";

// The lottery's golden corpus (ADR 0054; reference/lottery.md §1.3–1.7): real-format results and
// tickets on them, each with its hits and win worked out by hand from the published rules and the default
// prices and pays of bet-types.ts. Nothing here was produced by settle(): the comment beside each case is the
// arithmetic. Amounts are minor units (1 VND = 100 minor units).
//
// Pay per point per hit, in minor units (ADR 0054 defaults):
//   Miền Bắc and MN/MT: lô 2 số 8,000,000 · lô 3 số 70,000,000 · lô 4 số 500,000,000 · đề 8,500,000 ·
//     đầu/đuôi 850,000 · 3 càng 70,000,000.
//   Miền Bắc xiên 2/3/4 1,500,000 / 5,500,000 / 18,000,000 · trượt 4/8/10 230,000 / 800,000 / 1,100,000.
//   MN/MT xiên 2/3/4 2,700,000 / 15,000,000 / 70,000,000 · trượt 4/8/10 190,000 / 350,000 / 450,000.
//   SEA: 3-top 90,000,000 · 3-tod 13,000,000 · 2-top and 2-bottom 9,000,000 · run-top 320,000 · run-bottom 420,000.
//   Dice: size, parity and a face 195,000 · totals 4 and 17 5,000,000; 9–12 600,000; 13 800,000.

export type GoldenCase = {
  /** What the case pins. */
  name: string;
  family: Family;
  prizes: Prizes;
  code: string;
  selection: string[];
  points: bigint;
  hits: number;
  win: bigint;
  /** Prize numbers ("tier number") the trace must name among the hits that decided it. */
  matched?: string[];
  /** The chosen numbers the trace must show with no hit (all of them). */
  unmatched?: string[];
  /** The dice's total as the trace reads it, and whether they were a triple. */
  dice?: { total: number; triple: boolean };
};

export type StakeCase = {
  name: string;
  family: Family;
  code: string;
  selection: string[];
  points: bigint;
  stake: bigint;
};

// ---------------------------------------------------------------------------------------------------------
// Miền Bắc (vnNorth): G1 1×5, G2 2×5, G3 6×5, G4 4×4, G5 6×4, G6 3×3, G7 4×2, ĐB 1×5 — 27 numbers.
// ---------------------------------------------------------------------------------------------------------

/**
 * Last two digits of the 27 numbers, by tier:
 *   special 13 · first 71 · second 04 27 · third 27 18 60 45 82 13 · fourth 56 34 13 69 ·
 *   fifth 28 58 82 40 91 05 · sixth 19 48 70 · seventh 27 59 04 86.
 * Tally: 13 ×3 (special 48213, third 74413, fourth 0913), 27 ×3 (second 18927, third 90127, seventh 27),
 *   04 ×2 (second 33604, seventh 04), 82 ×2 (third 39082, fifth 1182), 17 others once.
 *   Never: 00 01 02 03 06 07 08 09 10 11 12 21 22 33 44 55 66 77 …
 * Last three (23, the seventh prize's 2-digit numbers have none): 213 · 571 · 604 927 · 127 318 460 245 082 413 ·
 *   156 734 913 469 · 328 058 182 640 791 205 · 619 248 570.
 * Last four (20, the sixth and seventh prizes have none): 8213 · 0571 · 3604 8927 · 0127 5318 7460 1245 9082 4413 ·
 *   2156 8734 0913 4469 · 3328 9058 1182 6640 7791 2205.
 */
export const NORTH_1: Prizes = {
  first: ["90571"],
  second: ["33604", "18927"],
  third: ["90127", "55318", "07460", "61245", "39082", "74413"],
  fourth: ["2156", "8734", "0913", "4469"],
  fifth: ["3328", "9058", "1182", "6640", "7791", "2205"],
  sixth: ["619", "248", "570"],
  seventh: ["27", "59", "04", "86"],
  special: ["48213"],
};

/**
 * Last two: special 55 · first 94 · second 17 90 · third 55 49 36 82 63 01 · fourth 51 90 48 17 ·
 *   fifth 26 33 09 74 60 81 · sixth 55 02 36 · seventh 55 17 63 08.
 * Tally: 55 ×4 (special 70655, third 63855, sixth 455, seventh 55), 17 ×3 (second 40317, fourth 0317, seventh 17),
 *   90 ×2 (second 85290, fourth 1390), 36 ×2 (third 91736, sixth 936), 63 ×2 (third 57763, seventh 63),
 *   14 others once. Never: 03 04 05 06 07 10 11 12 13 65 99 …
 * Last three: 655 · 894 · 317 290 · 855 149 736 482 763 201 · 651 390 248 317 · 126 833 509 674 960 381 · 455 702 936.
 * Last four: 0655 · 2894 · 0317 5290 · 3855 0149 1736 4482 7763 8201 · 6651 1390 7248 0317 · 4126 8833 5509 2674 9960 3381.
 */
export const NORTH_2: Prizes = {
  first: ["12894"],
  second: ["40317", "85290"],
  third: ["63855", "20149", "91736", "04482", "57763", "38201"],
  fourth: ["6651", "1390", "7248", "0317"],
  fifth: ["4126", "8833", "5509", "2674", "9960", "3381"],
  sixth: ["455", "702", "936"],
  seventh: ["55", "17", "63", "08"],
  special: ["70655"],
};

/**
 * Last two: special 39 · first 00 · second 88 46 · third 15 39 71 64 00 27 · fourth 39 12 75 58 ·
 *   fifth 43 16 90 07 64 81 · sixth 39 12 78 · seventh 39 00 72 15.
 * Tally: 39 ×5 (special 05139, third 42039, fourth 9139, sixth 039, seventh 39), 00 ×3 (first 62400, third 73300,
 *   seventh 00), 15 ×2 (third 88115, seventh 15), 12 ×2 (fourth 4012, sixth 512), 64 ×2 (third 10864, fifth 6364),
 *   13 others once. Never: 01 02 03 04 05 06 08 09 10 11 13 51 …
 * Last three: 139 · 400 · 788 946 · 115 039 571 864 300 627 · 139 012 675 058 · 743 216 890 407 364 981 · 039 512 778.
 * Last four: 5139 · 2400 · 7788 0946 · 8115 2039 9571 0864 3300 5627 · 9139 4012 6675 3058 · 0743 5216 8890 1407 6364 2981.
 */
export const NORTH_3: Prizes = {
  first: ["62400"],
  second: ["17788", "30946"],
  third: ["88115", "42039", "69571", "10864", "73300", "25627"],
  fourth: ["9139", "4012", "6675", "3058"],
  fifth: ["0743", "5216", "8890", "1407", "6364", "2981"],
  sixth: ["039", "512", "778"],
  seventh: ["39", "00", "72", "15"],
  special: ["05139"],
};

// ---------------------------------------------------------------------------------------------------------
// Miền Nam / Miền Trung (vnSouth): G8 1×2, G7 1×3, G6 3×4, G5 1×4, G4 7×5, G3 2×5, G2 1×5, G1 1×5, ĐB 1×6 — 18.
// ---------------------------------------------------------------------------------------------------------

/**
 * Last two: eighth 47 · seventh 82 · sixth 47 26 13 · fifth 69 · fourth 04 47 82 31 90 58 76 · third 07 13 ·
 *   second 24 · first 82 · special 47.
 * Tally: 47 ×4 (eighth 47, sixth 5147, fourth 93247, special 815347), 82 ×3 (seventh 382, fourth 08182, first 70982),
 *   13 ×2 (sixth 7713, third 29913), 9 others once. Never: 00 01 02 03 05 06 08 09 11 15 22 33 34 53 99 …
 * Last three (17, the eighth prize has none): 382 · 147 926 713 · 869 · 504 247 182 631 390 858 476 · 107 913 · 324 ·
 *   982 · 347.
 * Last four (16): 5147 0926 7713 · 2869 · 1504 3247 8182 5631 7390 2858 0476 · 4107 9913 · 6324 · 0982 · 5347.
 */
export const SOUTH_1: Prizes = {
  eighth: ["47"],
  seventh: ["382"],
  sixth: ["5147", "0926", "7713"],
  fifth: ["2869"],
  fourth: ["61504", "93247", "08182", "45631", "77390", "12858", "30476"],
  third: ["84107", "29913"],
  second: ["56324"],
  first: ["70982"],
  special: ["815347"],
};

/**
 * Last two: eighth 06 · seventh 06 · sixth 06 21 89 · fifth 60 · fourth 61 14 53 32 95 18 40 · third 66 21 ·
 *   second 84 · first 49 · special 21.
 * Tally: 06 ×3 (eighth 06, seventh 906, sixth 3306), 21 ×3 (sixth 7021, third 26021, special 209721), 12 others once.
 *   Never: 00 01 02 03 04 05 07 08 09 10 20 72 97 …
 * Last three: 906 · 306 021 589 · 260 · 361 714 053 432 795 118 540 · 766 021 · 384 · 249 · 721.
 * Last four: 3306 7021 4589 · 1260 · 2361 0714 9053 4432 7795 3118 5540 · 1766 6021 · 3384 · 8249 · 9721.
 */
export const SOUTH_2: Prizes = {
  eighth: ["06"],
  seventh: ["906"],
  sixth: ["3306", "7021", "4589"],
  fifth: ["1260"],
  fourth: ["52361", "80714", "19053", "64432", "07795", "33118", "95540"],
  third: ["41766", "26021"],
  second: ["73384"],
  first: ["58249"],
  special: ["209721"],
};

/**
 * Last two: eighth 93 · seventh 50 · sixth 72 93 10 · fifth 88 · fourth 10 93 07 42 16 79 55 · third 41 50 ·
 *   second 63 · first 27 · special 93.
 * Tally: 93 ×4 (eighth 93, sixth 2093, fourth 76693, special 064193), 50 ×2 (seventh 150, third 82650),
 *   10 ×2 (sixth 6610, fourth 45210), 10 others once. Never: 00 01 02 03 04 05 06 19 64 99 …
 * Last three: 150 · 472 093 610 · 388 · 210 693 507 842 116 379 455 · 741 650 · 963 · 027 · 193.
 * Last four: 8472 2093 6610 · 0388 · 5210 6693 3507 0842 8116 1379 4455 · 7741 2650 · 9963 · 5027 · 4193.
 */
export const SOUTH_3: Prizes = {
  eighth: ["93"],
  seventh: ["150"],
  sixth: ["8472", "2093", "6610"],
  fifth: ["0388"],
  fourth: ["45210", "76693", "13507", "90842", "28116", "61379", "04455"],
  third: ["37741", "82650"],
  second: ["19963"],
  first: ["55027"],
  special: ["064193"],
};

// ---------------------------------------------------------------------------------------------------------
// SEA (Thai-style): first 1×6, front-3 2×3, back-3 2×3, last-2 1×2. 3-top, 3-tod, 2-top and run-top read the
// first prize (its last 3 or 2 digits); 2-bottom and run-bottom read the last-2 prize.
// ---------------------------------------------------------------------------------------------------------

/** First 907534: its last three 534, last two 34. Last-2 prize 86. */
export const SEA_1: Prizes = { first: ["907534"], front3: ["418", "062"], back3: ["975", "330"], last2: ["86"] };
/** First 551205: its last three 205 (also a back-3 number, which no type reads), last two 05. Last-2 prize 55. */
export const SEA_2: Prizes = { first: ["551205"], front3: ["739", "115"], back3: ["205", "648"], last2: ["55"] };

// ---------------------------------------------------------------------------------------------------------
// Dice: three faces. Big 11–17, small 4–10 (by the code's total ≥ 11); a triple loses size and parity.
// ---------------------------------------------------------------------------------------------------------

/** 5 + 5 + 2 = 12: big, even; two dice show 5. */
export const DICE_1: Prizes = { dice: ["5", "5", "2"] };
/** 4 + 4 + 4 = 12, a triple: big and even lose; the total 12 still pays. */
export const DICE_2: Prizes = { dice: ["4", "4", "4"] };
/** 1 + 2 + 1 = 4: small, even; the rarest total sold. */
export const DICE_3: Prizes = { dice: ["1", "2", "1"] };
/** 6 + 5 + 6 = 17: big, odd. */
export const DICE_4: Prizes = { dice: ["6", "5", "6"] };
/** 3 + 5 + 2 = 10: small (the highest small total), even. */
export const DICE_5: Prizes = { dice: ["3", "5", "2"] };
/** 6 + 2 + 3 = 11: big (the lowest big total), odd. */
export const DICE_6: Prizes = { dice: ["6", "2", "3"] };

const N = "vnNorth" as const;
const S = "vnSouth" as const;

export const GOLDEN_CASES: GoldenCase[] = [
  // ---------------- Miền Bắc 1 (special 48213) ----------------
  // 27 ends second 18927, third 90127, seventh 27 → 3 hits × 3 points × 8,000,000 = 72,000,000
  {
    name: "MB1 lô 2 số 27: three repeated hits",
    family: N,
    prizes: NORTH_1,
    code: "lo2",
    selection: ["27"],
    points: 3n,
    hits: 3,
    win: 72_000_000n,
    matched: ["second 18927", "third 90127", "seventh 27"],
  },
  // 13 ends special 48213, third 74413, fourth 0913 → 3 × 1 × 8,000,000 = 24,000,000
  {
    name: "MB1 lô 2 số 13: special, third and fourth prizes",
    family: N,
    prizes: NORTH_1,
    code: "lo2",
    selection: ["13"],
    points: 1n,
    hits: 3,
    win: 24_000_000n,
    matched: ["special 48213", "fourth 0913"],
  },
  // 04 ends second 33604 and seventh 04 → 2 × 2 × 8,000,000 = 32,000,000
  {
    name: "MB1 lô 2 số 04: two repeated hits",
    family: N,
    prizes: NORTH_1,
    code: "lo2",
    selection: ["04"],
    points: 2n,
    hits: 2,
    win: 32_000_000n,
  },
  // 21 is inside 48213 (4-8-[2-1]-3) but ends no number → 0
  {
    name: "MB1 lô 2 số 21: an inner substring of the special prize does not win",
    family: N,
    prizes: NORTH_1,
    code: "lo2",
    selection: ["21"],
    points: 5n,
    hits: 0,
    win: 0n,
    unmatched: ["21"],
  },
  // 82 is inside 48213 too, but counts only where it ends: third 39082, fifth 1182 → 2 × 1 × 8,000,000 = 16,000,000
  {
    name: "MB1 lô 2 số 82: inner of the special not counted, two endings are",
    family: N,
    prizes: NORTH_1,
    code: "lo2",
    selection: ["82"],
    points: 1n,
    hits: 2,
    win: 16_000_000n,
  },
  // 27 ×3 + 45 ×1 (third 61245) + 21 ×0 = 4 hits × 1 × 8,000,000 = 32,000,000
  {
    name: "MB1 lô 2 số on three numbers",
    family: N,
    prizes: NORTH_1,
    code: "lo2",
    selection: ["27", "45", "21"],
    points: 1n,
    hits: 4,
    win: 32_000_000n,
  },
  // last three 213 only at special 48213 → 1 × 2 × 70,000,000 = 140,000,000
  {
    name: "MB1 lô 3 số 213",
    family: N,
    prizes: NORTH_1,
    code: "lo3",
    selection: ["213"],
    points: 2n,
    hits: 1,
    win: 140_000_000n,
    matched: ["special 48213"],
  },
  // 027: the seventh prize's 27 has only 2 digits, so no 3-digit position; no last three is 027 → 0
  {
    name: "MB1 lô 3 số 027: the 2-digit seventh prize 27 is skipped",
    family: N,
    prizes: NORTH_1,
    code: "lo3",
    selection: ["027"],
    points: 1n,
    hits: 0,
    win: 0n,
  },
  // 927 (second 18927) 1 + 127 (third 90127) 1; seventh 27 skipped → 2 × 1 × 70,000,000 = 140,000,000
  {
    name: "MB1 lô 3 số 927 and 127 (seventh 27 not read)",
    family: N,
    prizes: NORTH_1,
    code: "lo3",
    selection: ["927", "127"],
    points: 1n,
    hits: 2,
    win: 140_000_000n,
  },
  // 8213 (special 48213), 0913 (fourth), 4469 (fourth) → 3 × 1 × 500,000,000 = 1,500,000,000
  {
    name: "MB1 lô 4 số on three numbers",
    family: N,
    prizes: NORTH_1,
    code: "lo4",
    selection: ["8213", "0913", "4469"],
    points: 1n,
    hits: 3,
    win: 1_500_000_000n,
  },
  // đề reads the special only: 13 → 1 hit (not 3) × 10 × 8,500,000 = 85,000,000
  {
    name: "MB1 đề 13: once, from the special prize only",
    family: N,
    prizes: NORTH_1,
    code: "de",
    selection: ["13"],
    points: 10n,
    hits: 1,
    win: 85_000_000n,
    matched: ["special 48213"],
  },
  // 27 comes three times in lô but the special ends 13 → 0
  {
    name: "MB1 đề 27: a lô number that is not the special's loses",
    family: N,
    prizes: NORTH_1,
    code: "de",
    selection: ["27"],
    points: 1n,
    hits: 0,
    win: 0n,
  },
  // special's last two 13: tens digit 1 → 1 × 4 × 850,000 = 3,400,000
  {
    name: "MB1 đầu 1",
    family: N,
    prizes: NORTH_1,
    code: "dau",
    selection: ["1"],
    points: 4n,
    hits: 1,
    win: 3_400_000n,
  },
  // units digit 3 wins, 1 (the tens) does not → 1 × 1 × 850,000 = 850,000
  {
    name: "MB1 đuôi 3 and 1: only the units digit",
    family: N,
    prizes: NORTH_1,
    code: "duoi",
    selection: ["3", "1"],
    points: 1n,
    hits: 1,
    win: 850_000n,
  },
  // special's last three 213 → 1 × 70,000,000; 821 is inner (4-[8-2-1]-3) → 0
  {
    name: "MB1 3 càng 213 and 821",
    family: N,
    prizes: NORTH_1,
    code: "bacang",
    selection: ["213", "821"],
    points: 1n,
    hits: 1,
    win: 70_000_000n,
  },
  // 27 and 13 both among the last two → 1 hit × 1 × 1,500,000 = 1,500,000
  {
    name: "MB1 xiên 2 27+13: all come",
    family: N,
    prizes: NORTH_1,
    code: "xien2",
    selection: ["27", "13"],
    points: 1n,
    hits: 1,
    win: 1_500_000n,
    unmatched: [],
    matched: ["second 18927", "special 48213"],
  },
  // 27 and 13 come, 21 (inner of 48213 only) does not → all but one → 0
  {
    name: "MB1 xiên 3 27+13+21: all but one come",
    family: N,
    prizes: NORTH_1,
    code: "xien3",
    selection: ["27", "13", "21"],
    points: 1n,
    hits: 0,
    win: 0n,
    unmatched: ["21"],
  },
  // 27, 13, 04, 82 all come (once each is enough, repeats don't add) → 1 × 2 × 18,000,000 = 36,000,000
  {
    name: "MB1 xiên 4 27+13+04+82: all come, paid once",
    family: N,
    prizes: NORTH_1,
    code: "xien4",
    selection: ["27", "13", "04", "82"],
    points: 2n,
    hits: 1,
    win: 36_000_000n,
  },
  // none of 00 11 22 33 ends a number → 1 × 1 × 230,000 = 230,000
  {
    name: "MB1 trượt 4: none comes, wins",
    family: N,
    prizes: NORTH_1,
    code: "truot4",
    selection: ["00", "11", "22", "33"],
    points: 1n,
    hits: 1,
    win: 230_000n,
    unmatched: ["00", "11", "22", "33"],
  },
  // 00 11 22 33 44 55 66 absent but 86 is the seventh prize → 0
  {
    name: "MB1 trượt 8: one number comes, loses",
    family: N,
    prizes: NORTH_1,
    code: "truot8",
    selection: ["00", "11", "22", "33", "44", "55", "66", "86"],
    points: 1n,
    hits: 0,
    win: 0n,
    matched: ["seventh 86"],
    unmatched: ["00", "11", "22", "33", "44", "55", "66"],
  },
  // 00 01 02 03 06 07 08 09 10 11 all absent → 1 × 3 × 1,100,000 = 3,300,000
  {
    name: "MB1 trượt 10: none comes, wins",
    family: N,
    prizes: NORTH_1,
    code: "truot10",
    selection: ["00", "01", "02", "03", "06", "07", "08", "09", "10", "11"],
    points: 3n,
    hits: 1,
    win: 3_300_000n,
  },

  // ---------------- Miền Bắc 2 (special 70655) ----------------
  // 55 ends special 70655, third 63855, sixth 455, seventh 55 → 4 × 1 × 8,000,000 = 32,000,000
  {
    name: "MB2 lô 2 số 55: four repeated hits",
    family: N,
    prizes: NORTH_2,
    code: "lo2",
    selection: ["55"],
    points: 1n,
    hits: 4,
    win: 32_000_000n,
    matched: ["sixth 455", "seventh 55"],
  },
  // 17 ×3 (second 40317, fourth 0317, seventh 17) + 90 ×2 (second 85290, fourth 1390) = 5 × 2 × 8,000,000 = 80,000,000
  {
    name: "MB2 lô 2 số 17 and 90",
    family: N,
    prizes: NORTH_2,
    code: "lo2",
    selection: ["17", "90"],
    points: 2n,
    hits: 5,
    win: 80_000_000n,
  },
  // 06 and 65 are inside 70655 (7-[0-6]-5-5, 7-0-[6-5]-5) but end nothing → 0
  {
    name: "MB2 lô 2 số 06 and 65: inner substrings do not win",
    family: N,
    prizes: NORTH_2,
    code: "lo2",
    selection: ["06", "65"],
    points: 1n,
    hits: 0,
    win: 0n,
  },
  // last three 317 at second 40317 and fourth 0317 → 2 × 2 × 70,000,000 = 280,000,000
  {
    name: "MB2 lô 3 số 317: two repeated hits",
    family: N,
    prizes: NORTH_2,
    code: "lo3",
    selection: ["317"],
    points: 2n,
    hits: 2,
    win: 280_000_000n,
    matched: ["second 40317", "fourth 0317"],
  },
  // last four 0317 at second 40317 and fourth 0317 = 2; 7065 is inner of 70655 = 0 → 2 × 1 × 500,000,000 = 1,000,000,000
  {
    name: "MB2 lô 4 số 0317 and 7065",
    family: N,
    prizes: NORTH_2,
    code: "lo4",
    selection: ["0317", "7065"],
    points: 1n,
    hits: 2,
    win: 1_000_000_000n,
  },
  // special ends 55 → 1 × 1 × 8,500,000 = 8,500,000
  {
    name: "MB2 đề 55",
    family: N,
    prizes: NORTH_2,
    code: "de",
    selection: ["55"],
    points: 1n,
    hits: 1,
    win: 8_500_000n,
  },
  // special's last two 55: tens 5 → 1 × 2 × 850,000 = 1,700,000
  {
    name: "MB2 đầu 5",
    family: N,
    prizes: NORTH_2,
    code: "dau",
    selection: ["5"],
    points: 2n,
    hits: 1,
    win: 1_700_000n,
  },
  // units 5 → 1; 6 (the hundreds digit of 70655) → 0 → 1 × 1 × 850,000 = 850,000
  {
    name: "MB2 đuôi 5 and 6",
    family: N,
    prizes: NORTH_2,
    code: "duoi",
    selection: ["5", "6"],
    points: 1n,
    hits: 1,
    win: 850_000n,
  },
  // special's last three 655 → 1 × 70,000,000
  {
    name: "MB2 3 càng 655",
    family: N,
    prizes: NORTH_2,
    code: "bacang",
    selection: ["655"],
    points: 1n,
    hits: 1,
    win: 70_000_000n,
    matched: ["special 70655"],
  },
  // 455 is the sixth prize, not the special's last three (655) → 0
  {
    name: "MB2 3 càng 455: the sixth prize does not count",
    family: N,
    prizes: NORTH_2,
    code: "bacang",
    selection: ["455"],
    points: 1n,
    hits: 0,
    win: 0n,
  },
  // 17 and 36 both come → 1 × 5 × 1,500,000 = 7,500,000
  {
    name: "MB2 xiên 2 17+36",
    family: N,
    prizes: NORTH_2,
    code: "xien2",
    selection: ["17", "36"],
    points: 5n,
    hits: 1,
    win: 7_500_000n,
  },
  // 55, 17, 90 all come → 1 × 1 × 5,500,000 = 5,500,000
  {
    name: "MB2 xiên 3 55+17+90: all come",
    family: N,
    prizes: NORTH_2,
    code: "xien3",
    selection: ["55", "17", "90"],
    points: 1n,
    hits: 1,
    win: 5_500_000n,
  },
  // 55, 17, 90 come, 99 does not → 0
  {
    name: "MB2 xiên 4 55+17+90+99: all but one come",
    family: N,
    prizes: NORTH_2,
    code: "xien4",
    selection: ["55", "17", "90", "99"],
    points: 1n,
    hits: 0,
    win: 0n,
    unmatched: ["99"],
  },
  // 00 11 22 absent, 17 comes three times → 0
  {
    name: "MB2 trượt 4: one number comes, loses",
    family: N,
    prizes: NORTH_2,
    code: "truot4",
    selection: ["00", "11", "22", "17"],
    points: 1n,
    hits: 0,
    win: 0n,
  },
  // 03 04 05 06 07 10 11 12 all absent → 1 × 2 × 800,000 = 1,600,000
  {
    name: "MB2 trượt 8: none comes, wins",
    family: N,
    prizes: NORTH_2,
    code: "truot8",
    selection: ["03", "04", "05", "06", "07", "10", "11", "12"],
    points: 2n,
    hits: 1,
    win: 1_600_000n,
  },
  // nine absent, but 01 ends third 38201 → 0
  {
    name: "MB2 trượt 10: one number comes, loses",
    family: N,
    prizes: NORTH_2,
    code: "truot10",
    selection: ["03", "04", "05", "06", "07", "10", "11", "12", "13", "01"],
    points: 1n,
    hits: 0,
    win: 0n,
    matched: ["third 38201"],
  },

  // ---------------- Miền Bắc 3 (special 05139) ----------------
  // 39 ends special 05139, third 42039, fourth 9139, sixth 039, seventh 39 → 5 × 1 × 8,000,000 = 40,000,000
  {
    name: "MB3 lô 2 số 39: five repeated hits",
    family: N,
    prizes: NORTH_3,
    code: "lo2",
    selection: ["39"],
    points: 1n,
    hits: 5,
    win: 40_000_000n,
  },
  // 00 ends first 62400, third 73300, seventh 00 → 3 × 2 × 8,000,000 = 48,000,000
  {
    name: "MB3 lô 2 số 00: leading zeros kept, three hits",
    family: N,
    prizes: NORTH_3,
    code: "lo2",
    selection: ["00"],
    points: 2n,
    hits: 3,
    win: 48_000_000n,
    matched: ["first 62400", "third 73300", "seventh 00"],
  },
  // 51 and 13 are inside 05139 (0-[5-1]-3-9, 0-5-[1-3]-9) but end nothing → 0
  {
    name: "MB3 lô 2 số 51 and 13: inner substrings do not win",
    family: N,
    prizes: NORTH_3,
    code: "lo2",
    selection: ["51", "13"],
    points: 1n,
    hits: 0,
    win: 0n,
  },
  // 039 at third 42039 and sixth 039 (2) + 139 at special 05139 and fourth 9139 (2); seventh 39 skipped → 4 × 70,000,000 = 280,000,000
  {
    name: "MB3 lô 3 số 039 and 139 (seventh 39 not read)",
    family: N,
    prizes: NORTH_3,
    code: "lo3",
    selection: ["039", "139"],
    points: 1n,
    hits: 4,
    win: 280_000_000n,
  },
  // last four 5139 (special) = 1; 0139 is no last four (special's is 5139) = 0 → 1 × 500,000,000
  {
    name: "MB3 lô 4 số 5139 and 0139",
    family: N,
    prizes: NORTH_3,
    code: "lo4",
    selection: ["5139", "0139"],
    points: 1n,
    hits: 1,
    win: 500_000_000n,
  },
  // special ends 39 → 1 × 8,500,000; 00 (first prize 62400) is not the special → 0
  {
    name: "MB3 đề 39 and 00: the first prize does not count",
    family: N,
    prizes: NORTH_3,
    code: "de",
    selection: ["39", "00"],
    points: 1n,
    hits: 1,
    win: 8_500_000n,
  },
  // special's last two 39: tens 3 → 1; 9 → 0 → 1 × 850,000
  {
    name: "MB3 đầu 3 and 9",
    family: N,
    prizes: NORTH_3,
    code: "dau",
    selection: ["3", "9"],
    points: 1n,
    hits: 1,
    win: 850_000n,
  },
  // units 9 → 1 × 2 × 850,000 = 1,700,000
  {
    name: "MB3 đuôi 9",
    family: N,
    prizes: NORTH_3,
    code: "duoi",
    selection: ["9"],
    points: 2n,
    hits: 1,
    win: 1_700_000n,
  },
  // special's last three 139 → 1; 039 (third, sixth) → 0 → 1 × 70,000,000
  {
    name: "MB3 3 càng 139 and 039",
    family: N,
    prizes: NORTH_3,
    code: "bacang",
    selection: ["139", "039"],
    points: 1n,
    hits: 1,
    win: 70_000_000n,
  },
  // 39 and 00 both come → 1 × 1,500,000
  {
    name: "MB3 xiên 2 39+00",
    family: N,
    prizes: NORTH_3,
    code: "xien2",
    selection: ["39", "00"],
    points: 1n,
    hits: 1,
    win: 1_500_000n,
  },
  // 39, 00, 15 all come → 1 × 3 × 5,500,000 = 16,500,000
  {
    name: "MB3 xiên 3 39+00+15",
    family: N,
    prizes: NORTH_3,
    code: "xien3",
    selection: ["39", "00", "15"],
    points: 3n,
    hits: 1,
    win: 16_500_000n,
  },
  // 39, 00, 15, 12 all come → 1 × 18,000,000
  {
    name: "MB3 xiên 4 39+00+15+12",
    family: N,
    prizes: NORTH_3,
    code: "xien4",
    selection: ["39", "00", "15", "12"],
    points: 1n,
    hits: 1,
    win: 18_000_000n,
  },
  // 01 02 03 04 all absent → 1 × 10 × 230,000 = 2,300,000
  {
    name: "MB3 trượt 4: none comes, wins",
    family: N,
    prizes: NORTH_3,
    code: "truot4",
    selection: ["01", "02", "03", "04"],
    points: 10n,
    hits: 1,
    win: 2_300_000n,
  },
  // 01 02 03 04 05 06 08 09 all absent → 1 × 800,000
  {
    name: "MB3 trượt 8: none comes, wins",
    family: N,
    prizes: NORTH_3,
    code: "truot8",
    selection: ["01", "02", "03", "04", "05", "06", "08", "09"],
    points: 1n,
    hits: 1,
    win: 800_000n,
  },
  // 01 … 06 08 09 10 absent, 07 ends fifth 1407 → 0
  {
    name: "MB3 trượt 10: one number comes, loses",
    family: N,
    prizes: NORTH_3,
    code: "truot10",
    selection: ["01", "02", "03", "04", "05", "06", "08", "09", "10", "07"],
    points: 1n,
    hits: 0,
    win: 0n,
  },

  // ---------------- Miền Nam 1 (special 815347) ----------------
  // 47 ends eighth 47, sixth 5147, fourth 93247, special 815347 → 4 × 1 × 8,000,000 = 32,000,000
  {
    name: "MN1 lô 2 số 47: four repeated hits, the eighth prize included",
    family: S,
    prizes: SOUTH_1,
    code: "lo2",
    selection: ["47"],
    points: 1n,
    hits: 4,
    win: 32_000_000n,
    matched: ["eighth 47", "special 815347"],
  },
  // 82 ends seventh 382, fourth 08182, first 70982 → 3 × 2 × 8,000,000 = 48,000,000
  {
    name: "MN1 lô 2 số 82: three repeated hits",
    family: S,
    prizes: SOUTH_1,
    code: "lo2",
    selection: ["82"],
    points: 2n,
    hits: 3,
    win: 48_000_000n,
  },
  // 15, 53, 34 are inside 815347 (8-[1-5]-3-4-7, 8-1-[5-3]-4-7, 8-1-5-[3-4]-7) but end nothing → 0
  {
    name: "MN1 lô 2 số 15, 53, 34: inner substrings of the 6-digit special do not win",
    family: S,
    prizes: SOUTH_1,
    code: "lo2",
    selection: ["15", "53", "34"],
    points: 1n,
    hits: 0,
    win: 0n,
  },
  // 347 (special) 1 + 382 (seventh) 1 + 047 0 (the eighth 47 has no 3-digit position) → 2 × 70,000,000 = 140,000,000
  {
    name: "MN1 lô 3 số 347, 382, 047 (the eighth prize not read)",
    family: S,
    prizes: SOUTH_1,
    code: "lo3",
    selection: ["347", "382", "047"],
    points: 1n,
    hits: 2,
    win: 140_000_000n,
    matched: ["seventh 382"],
  },
  // last four 5347 (special) + 3247 (fourth 93247) → 2 × 500,000,000 = 1,000,000,000
  {
    name: "MN1 lô 4 số 5347 and 3247",
    family: S,
    prizes: SOUTH_1,
    code: "lo4",
    selection: ["5347", "3247"],
    points: 1n,
    hits: 2,
    win: 1_000_000_000n,
  },
  // special ends 47 → 1 hit (the eighth 47 is not the special) × 8,500,000
  {
    name: "MN1 đề 47: once, from the special prize",
    family: S,
    prizes: SOUTH_1,
    code: "de",
    selection: ["47"],
    points: 1n,
    hits: 1,
    win: 8_500_000n,
    matched: ["special 815347"],
  },
  // special's last two 47: tens 4 → 1 × 850,000
  { name: "MN1 đầu 4", family: S, prizes: SOUTH_1, code: "dau", selection: ["4"], points: 1n, hits: 1, win: 850_000n },
  // units 7 → 1 × 3 × 850,000 = 2,550,000
  {
    name: "MN1 đuôi 7",
    family: S,
    prizes: SOUTH_1,
    code: "duoi",
    selection: ["7"],
    points: 3n,
    hits: 1,
    win: 2_550_000n,
  },
  // special's last three 347 → 1; 534 inner → 0 → 1 × 70,000,000
  {
    name: "MN1 3 càng 347 and 534",
    family: S,
    prizes: SOUTH_1,
    code: "bacang",
    selection: ["347", "534"],
    points: 1n,
    hits: 1,
    win: 70_000_000n,
  },
  // 47 and 82 both come → 1 × 2,700,000 (the southern xiên 2 pay)
  {
    name: "MN1 xiên 2 47+82",
    family: S,
    prizes: SOUTH_1,
    code: "xien2",
    selection: ["47", "82"],
    points: 1n,
    hits: 1,
    win: 2_700_000n,
  },
  // 47, 82, 13 all come → 1 × 2 × 15,000,000 = 30,000,000
  {
    name: "MN1 xiên 3 47+82+13",
    family: S,
    prizes: SOUTH_1,
    code: "xien3",
    selection: ["47", "82", "13"],
    points: 2n,
    hits: 1,
    win: 30_000_000n,
  },
  // 47, 82, 13 come, 99 does not → 0
  {
    name: "MN1 xiên 4 47+82+13+99: all but one come",
    family: S,
    prizes: SOUTH_1,
    code: "xien4",
    selection: ["47", "82", "13", "99"],
    points: 1n,
    hits: 0,
    win: 0n,
  },
  // 00 11 22 33 absent → 1 × 190,000
  {
    name: "MN1 trượt 4: none comes, wins",
    family: S,
    prizes: SOUTH_1,
    code: "truot4",
    selection: ["00", "11", "22", "33"],
    points: 1n,
    hits: 1,
    win: 190_000n,
  },
  // 00 01 02 03 05 06 08 09 absent → 1 × 350,000
  {
    name: "MN1 trượt 8: none comes, wins",
    family: S,
    prizes: SOUTH_1,
    code: "truot8",
    selection: ["00", "01", "02", "03", "05", "06", "08", "09"],
    points: 1n,
    hits: 1,
    win: 350_000n,
  },
  // nine absent, 07 ends third 84107 → 0
  {
    name: "MN1 trượt 10: one number comes, loses",
    family: S,
    prizes: SOUTH_1,
    code: "truot10",
    selection: ["00", "01", "02", "03", "05", "06", "08", "09", "10", "07"],
    points: 1n,
    hits: 0,
    win: 0n,
  },

  // ---------------- Miền Trung 2 (special 209721) ----------------
  // 06 ends eighth 06, seventh 906, sixth 3306 → 3 × 1 × 8,000,000 = 24,000,000
  {
    name: "MT2 lô 2 số 06: eighth, seventh and sixth prizes",
    family: S,
    prizes: SOUTH_2,
    code: "lo2",
    selection: ["06"],
    points: 1n,
    hits: 3,
    win: 24_000_000n,
    matched: ["eighth 06", "seventh 906", "sixth 3306"],
  },
  // 21 ends sixth 7021, third 26021, special 209721 → 3 × 4 × 8,000,000 = 96,000,000
  {
    name: "MT2 lô 2 số 21: three repeated hits",
    family: S,
    prizes: SOUTH_2,
    code: "lo2",
    selection: ["21"],
    points: 4n,
    hits: 3,
    win: 96_000_000n,
  },
  // 20, 09, 97, 72 are inside 209721 but end nothing → 0
  {
    name: "MT2 lô 2 số 20, 09, 97, 72: inner substrings do not win",
    family: S,
    prizes: SOUTH_2,
    code: "lo2",
    selection: ["20", "09", "97", "72"],
    points: 1n,
    hits: 0,
    win: 0n,
  },
  // 021 at sixth 7021 and third 26021 = 2; 006: eighth 06 has no 3-digit position, 906/306 ≠ 006 = 0 → 2 × 70,000,000 = 140,000,000
  {
    name: "MT2 lô 3 số 021 and 006 (the eighth prize not read)",
    family: S,
    prizes: SOUTH_2,
    code: "lo3",
    selection: ["021", "006"],
    points: 1n,
    hits: 2,
    win: 140_000_000n,
  },
  // last four 9721 (special) = 1; 0972 inner = 0 → 1 × 500,000,000
  {
    name: "MT2 lô 4 số 9721 and 0972",
    family: S,
    prizes: SOUTH_2,
    code: "lo4",
    selection: ["9721", "0972"],
    points: 1n,
    hits: 1,
    win: 500_000_000n,
  },
  // special ends 21 → 1 × 2 × 8,500,000 = 17,000,000
  {
    name: "MT2 đề 21",
    family: S,
    prizes: SOUTH_2,
    code: "de",
    selection: ["21"],
    points: 2n,
    hits: 1,
    win: 17_000_000n,
  },
  // đề reads the special, not the eighth prize 06 → 0
  {
    name: "MT2 đề 06: the eighth prize is not đề",
    family: S,
    prizes: SOUTH_2,
    code: "de",
    selection: ["06"],
    points: 1n,
    hits: 0,
    win: 0n,
  },
  // special's last two 21: tens 2 → 1; 1 → 0 → 1 × 850,000
  {
    name: "MT2 đầu 2 and 1",
    family: S,
    prizes: SOUTH_2,
    code: "dau",
    selection: ["2", "1"],
    points: 1n,
    hits: 1,
    win: 850_000n,
  },
  // units 1 → 1 × 850,000
  {
    name: "MT2 đuôi 1",
    family: S,
    prizes: SOUTH_2,
    code: "duoi",
    selection: ["1"],
    points: 1n,
    hits: 1,
    win: 850_000n,
  },
  // special's last three 721 → 1 × 70,000,000
  {
    name: "MT2 3 càng 721",
    family: S,
    prizes: SOUTH_2,
    code: "bacang",
    selection: ["721"],
    points: 1n,
    hits: 1,
    win: 70_000_000n,
  },
  // 06 and 21 come → 1 × 2,700,000
  {
    name: "MT2 xiên 2 06+21",
    family: S,
    prizes: SOUTH_2,
    code: "xien2",
    selection: ["06", "21"],
    points: 1n,
    hits: 1,
    win: 2_700_000n,
  },
  // 06, 21, 66 come → 1 × 15,000,000
  {
    name: "MT2 xiên 3 06+21+66",
    family: S,
    prizes: SOUTH_2,
    code: "xien3",
    selection: ["06", "21", "66"],
    points: 1n,
    hits: 1,
    win: 15_000_000n,
  },
  // 06, 21, 66, 84 all come → 1 × 70,000,000
  {
    name: "MT2 xiên 4 06+21+66+84: all come",
    family: S,
    prizes: SOUTH_2,
    code: "xien4",
    selection: ["06", "21", "66", "84"],
    points: 1n,
    hits: 1,
    win: 70_000_000n,
  },
  // 00 01 02 absent, 06 comes → 0
  {
    name: "MT2 trượt 4: one number comes, loses",
    family: S,
    prizes: SOUTH_2,
    code: "truot4",
    selection: ["00", "01", "02", "06"],
    points: 1n,
    hits: 0,
    win: 0n,
    matched: ["eighth 06", "seventh 906", "sixth 3306"],
    unmatched: ["00", "01", "02"],
  },
  // 00 01 02 03 04 05 07 08 09 10 absent → 1 × 2 × 450,000 = 900,000
  {
    name: "MT2 trượt 10: none comes, wins",
    family: S,
    prizes: SOUTH_2,
    code: "truot10",
    selection: ["00", "01", "02", "03", "04", "05", "07", "08", "09", "10"],
    points: 2n,
    hits: 1,
    win: 900_000n,
  },

  // ---------------- Miền Nam 3 (special 064193) ----------------
  // 93 ends eighth 93, sixth 2093, fourth 76693, special 064193 → 4 × 8,000,000 = 32,000,000
  {
    name: "MN3 lô 2 số 93: four repeated hits",
    family: S,
    prizes: SOUTH_3,
    code: "lo2",
    selection: ["93"],
    points: 1n,
    hits: 4,
    win: 32_000_000n,
  },
  // 50 ×2 (seventh 150, third 82650) + 10 ×2 (sixth 6610, fourth 45210) + 64 ×0 (inner of 064193) → 4 × 8,000,000 = 32,000,000
  {
    name: "MN3 lô 2 số 50, 10, 64",
    family: S,
    prizes: SOUTH_3,
    code: "lo2",
    selection: ["50", "10", "64"],
    points: 1n,
    hits: 4,
    win: 32_000_000n,
  },
  // 093 (sixth 2093) + 693 (fourth 76693) + 193 (special 064193), eighth 93 has no 3-digit position → 3 × 70,000,000 = 210,000,000
  {
    name: "MN3 lô 3 số 093, 693, 193",
    family: S,
    prizes: SOUTH_3,
    code: "lo3",
    selection: ["093", "693", "193"],
    points: 1n,
    hits: 3,
    win: 210_000_000n,
  },
  // last four 4193 (special) = 1; 0641 inner = 0 → 1 × 500,000,000
  {
    name: "MN3 lô 4 số 4193 and 0641",
    family: S,
    prizes: SOUTH_3,
    code: "lo4",
    selection: ["4193", "0641"],
    points: 1n,
    hits: 1,
    win: 500_000_000n,
  },
  // special ends 93 → 1 × 8,500,000
  {
    name: "MN3 đề 93",
    family: S,
    prizes: SOUTH_3,
    code: "de",
    selection: ["93"],
    points: 1n,
    hits: 1,
    win: 8_500_000n,
  },
  // tens 9 → 1 × 850,000
  { name: "MN3 đầu 9", family: S, prizes: SOUTH_3, code: "dau", selection: ["9"], points: 1n, hits: 1, win: 850_000n },
  // units 3 → 1; 9 (the tens) → 0 → 1 × 850,000
  {
    name: "MN3 đuôi 3 and 9",
    family: S,
    prizes: SOUTH_3,
    code: "duoi",
    selection: ["3", "9"],
    points: 1n,
    hits: 1,
    win: 850_000n,
  },
  // last three 193 → 1; 093 (sixth 2093) → 0 → 1 × 70,000,000
  {
    name: "MN3 3 càng 193 and 093",
    family: S,
    prizes: SOUTH_3,
    code: "bacang",
    selection: ["193", "093"],
    points: 1n,
    hits: 1,
    win: 70_000_000n,
  },
  // 93 comes, 99 does not → 0
  {
    name: "MN3 xiên 2 93+99: all but one come",
    family: S,
    prizes: SOUTH_3,
    code: "xien2",
    selection: ["93", "99"],
    points: 1n,
    hits: 0,
    win: 0n,
  },
  // 00 01 02 03 absent → 1 × 190,000
  {
    name: "MN3 trượt 4: none comes, wins",
    family: S,
    prizes: SOUTH_3,
    code: "truot4",
    selection: ["00", "01", "02", "03"],
    points: 1n,
    hits: 1,
    win: 190_000n,
  },
  // seven absent, 93 comes → 0
  {
    name: "MN3 trượt 8: one number comes, loses",
    family: S,
    prizes: SOUTH_3,
    code: "truot8",
    selection: ["00", "01", "02", "03", "04", "05", "06", "93"],
    points: 1n,
    hits: 0,
    win: 0n,
  },

  // ---------------- SEA 1 (first 907534, last-2 86) ----------------
  // last three of the first prize 534 → 1 × 90,000,000
  {
    name: "SEA1 3-top 534",
    family: "sea",
    prizes: SEA_1,
    code: "top3",
    selection: ["534"],
    points: 1n,
    hits: 1,
    win: 90_000_000n,
    matched: ["first 907534"],
  },
  // 453 is 534 in another order: 3-top needs the order → 0; 418 is a front-3 number, not read → 0
  {
    name: "SEA1 3-top 453 and 418: order matters, front-3 not read",
    family: "sea",
    prizes: SEA_1,
    code: "top3",
    selection: ["453", "418"],
    points: 1n,
    hits: 0,
    win: 0n,
  },
  // 3-tod: 453 and 345 are 534 in any order (1 each), 907 (the first three) → 0 → 2 × 13,000,000 = 26,000,000
  {
    name: "SEA1 3-tod 453, 345, 907: any order",
    family: "sea",
    prizes: SEA_1,
    code: "tod3",
    selection: ["453", "345", "907"],
    points: 1n,
    hits: 2,
    win: 26_000_000n,
    matched: ["first 907534"],
  },
  // last two of the first prize 34 → 1 × 2 × 9,000,000 = 18,000,000; 53 inner → 0
  {
    name: "SEA1 2-top 34 and 53",
    family: "sea",
    prizes: SEA_1,
    code: "top2",
    selection: ["34", "53"],
    points: 2n,
    hits: 1,
    win: 18_000_000n,
  },
  // 2-bottom reads the last-2 prize 86 → 1; 34 (the first prize's) → 0 → 1 × 9,000,000
  {
    name: "SEA1 2-bottom 86 and 34",
    family: "sea",
    prizes: SEA_1,
    code: "bottom2",
    selection: ["86", "34"],
    points: 1n,
    hits: 1,
    win: 9_000_000n,
  },
  // run-top reads 534: 5 → 1; 9 (in 907, not the last three) → 0 → 1 × 320,000
  {
    name: "SEA1 run-top 5 and 9",
    family: "sea",
    prizes: SEA_1,
    code: "runTop",
    selection: ["5", "9"],
    points: 1n,
    hits: 1,
    win: 320_000n,
  },
  // run-bottom reads 86: 8 → 1, 6 → 1, 3 → 0 → 2 × 420,000 = 840,000
  {
    name: "SEA1 run-bottom 8, 6, 3",
    family: "sea",
    prizes: SEA_1,
    code: "runBottom",
    selection: ["8", "6", "3"],
    points: 1n,
    hits: 2,
    win: 840_000n,
  },

  // ---------------- SEA 2 (first 551205, last-2 55) ----------------
  // last three 205 → 1 (the back-3 number 205 is not read, so not 2) × 90,000,000
  {
    name: "SEA2 3-top 205: the back-3 copy does not pay again",
    family: "sea",
    prizes: SEA_2,
    code: "top3",
    selection: ["205"],
    points: 1n,
    hits: 1,
    win: 90_000_000n,
  },
  // 3-tod on 205 (sorted 025): 502 ✓, 250 ✓, 520 ✓, 552 (sorted 255) ✗ → 3 × 13,000,000 = 39,000,000
  {
    name: "SEA2 3-tod 502, 250, 520, 552",
    family: "sea",
    prizes: SEA_2,
    code: "tod3",
    selection: ["502", "250", "520", "552"],
    points: 1n,
    hits: 3,
    win: 39_000_000n,
  },
  // last two of the first 05 → 1; 55 (its first two, and the last-2 prize) → 0 → 1 × 9,000,000
  {
    name: "SEA2 2-top 05 and 55",
    family: "sea",
    prizes: SEA_2,
    code: "top2",
    selection: ["05", "55"],
    points: 1n,
    hits: 1,
    win: 9_000_000n,
  },
  // last-2 prize 55 → 1 × 9,000,000
  {
    name: "SEA2 2-bottom 55",
    family: "sea",
    prizes: SEA_2,
    code: "bottom2",
    selection: ["55"],
    points: 1n,
    hits: 1,
    win: 9_000_000n,
  },
  // run-top reads 205: 5 → 1 (once, though 551205 has three 5s); 1 (only in 551) → 0 → 1 × 320,000
  {
    name: "SEA2 run-top 5 and 1: the last three only",
    family: "sea",
    prizes: SEA_2,
    code: "runTop",
    selection: ["5", "1"],
    points: 1n,
    hits: 1,
    win: 320_000n,
  },
  // run-bottom reads 55: the digit 5 twice, paid once → 1 × 3 × 420,000 = 1,260,000
  {
    name: "SEA2 run-bottom 5: a digit shown twice pays once",
    family: "sea",
    prizes: SEA_2,
    code: "runBottom",
    selection: ["5"],
    points: 3n,
    hits: 1,
    win: 1_260_000n,
    matched: ["last2 55"],
  },

  // ---------------- Dice ----------------
  // 5,5,2: two dice show 5 → 2 × 195,000 = 390,000
  {
    name: "Dice 5+5+2 face 5: two dice",
    family: "dice",
    prizes: DICE_1,
    code: "face",
    selection: ["5"],
    points: 1n,
    hits: 2,
    win: 390_000n,
    matched: ["dice 5"],
  },
  // 5 ×2 + 2 ×1 + 6 ×0 = 3 × 2 × 195,000 = 1,170,000
  {
    name: "Dice 5+5+2 faces 5, 2, 6",
    family: "dice",
    prizes: DICE_1,
    code: "face",
    selection: ["5", "2", "6"],
    points: 2n,
    hits: 3,
    win: 1_170_000n,
  },
  // 12 ≥ 11: big → 1 × 195,000; small → 0
  {
    name: "Dice 5+5+2 = 12 size big and small",
    family: "dice",
    prizes: DICE_1,
    code: "size",
    selection: ["big", "small"],
    points: 1n,
    hits: 1,
    win: 195_000n,
  },
  // 12 even → 1 × 195,000
  {
    name: "Dice 5+5+2 = 12 parity even",
    family: "dice",
    prizes: DICE_1,
    code: "parity",
    selection: ["even"],
    points: 1n,
    hits: 1,
    win: 195_000n,
  },
  // total 12 pays 6,000 VND → 1 × 600,000
  {
    name: "Dice 5+5+2 = 12 sum 12",
    family: "dice",
    prizes: DICE_1,
    code: "sum",
    selection: ["12"],
    points: 1n,
    hits: 1,
    win: 600_000n,
  },
  // 4,4,4 = 12 would be big, but a triple loses size → 0
  {
    name: "Dice triple 4+4+4 size big loses",
    family: "dice",
    prizes: DICE_2,
    code: "size",
    selection: ["big"],
    points: 1n,
    hits: 0,
    win: 0n,
    dice: { total: 12, triple: true },
  },
  // 12 would be even, but a triple loses parity → 0
  {
    name: "Dice triple 4+4+4 parity even loses",
    family: "dice",
    prizes: DICE_2,
    code: "parity",
    selection: ["even"],
    points: 1n,
    hits: 0,
    win: 0n,
  },
  // a total is a total: 12 → 1 × 2 × 600,000 = 1,200,000
  {
    name: "Dice triple 4+4+4 sum 12 still pays",
    family: "dice",
    prizes: DICE_2,
    code: "sum",
    selection: ["12"],
    points: 2n,
    hits: 1,
    win: 1_200_000n,
  },
  // three dice show 4 → 3 × 195,000 = 585,000
  {
    name: "Dice triple 4+4+4 face 4: three dice",
    family: "dice",
    prizes: DICE_2,
    code: "face",
    selection: ["4"],
    points: 1n,
    hits: 3,
    win: 585_000n,
  },
  // 1,2,1 = 4 pays 50,000 VND → 1 × 5,000,000
  {
    name: "Dice 1+2+1 = 4 sum 4",
    family: "dice",
    prizes: DICE_3,
    code: "sum",
    selection: ["4"],
    points: 1n,
    hits: 1,
    win: 5_000_000n,
  },
  // 4 ≤ 10: small → 1 × 10 × 195,000 = 1,950,000
  {
    name: "Dice 1+2+1 = 4 size small",
    family: "dice",
    prizes: DICE_3,
    code: "size",
    selection: ["small"],
    points: 10n,
    hits: 1,
    win: 1_950_000n,
  },
  // 4 is even → odd 0
  {
    name: "Dice 1+2+1 = 4 parity odd loses",
    family: "dice",
    prizes: DICE_3,
    code: "parity",
    selection: ["odd"],
    points: 1n,
    hits: 0,
    win: 0n,
  },
  // two dice show 1, none 3 → 2 × 195,000 = 390,000
  {
    name: "Dice 1+2+1 faces 1 and 3",
    family: "dice",
    prizes: DICE_3,
    code: "face",
    selection: ["1", "3"],
    points: 1n,
    hits: 2,
    win: 390_000n,
  },
  // 6,5,6 = 17 pays 50,000 VND → 1 × 5,000,000; 16 → 0
  {
    name: "Dice 6+5+6 = 17 sum 17 and 16",
    family: "dice",
    prizes: DICE_4,
    code: "sum",
    selection: ["17", "16"],
    points: 1n,
    hits: 1,
    win: 5_000_000n,
  },
  // 17 odd → 1 × 195,000
  {
    name: "Dice 6+5+6 = 17 parity odd",
    family: "dice",
    prizes: DICE_4,
    code: "parity",
    selection: ["odd"],
    points: 1n,
    hits: 1,
    win: 195_000n,
  },
  // 17 big → 1 × 5 × 195,000 = 975,000
  {
    name: "Dice 6+5+6 = 17 size big",
    family: "dice",
    prizes: DICE_4,
    code: "size",
    selection: ["big"],
    points: 5n,
    hits: 1,
    win: 975_000n,
  },
  // two dice show 6 → 2 × 195,000 = 390,000
  {
    name: "Dice 6+5+6 face 6: two dice",
    family: "dice",
    prizes: DICE_4,
    code: "face",
    selection: ["6"],
    points: 1n,
    hits: 2,
    win: 390_000n,
  },
  // 3,5,2 = 10: small (10 is not ≥ 11) → small 1, big 0 → 1 × 195,000
  {
    name: "Dice 3+5+2 = 10 is small",
    family: "dice",
    prizes: DICE_5,
    code: "size",
    selection: ["small", "big"],
    points: 1n,
    hits: 1,
    win: 195_000n,
  },
  // total 10 pays 6,000 VND → 1 × 600,000
  {
    name: "Dice 3+5+2 = 10 sum 10",
    family: "dice",
    prizes: DICE_5,
    code: "sum",
    selection: ["10"],
    points: 1n,
    hits: 1,
    win: 600_000n,
  },
  // 6,2,3 = 11: big → 1 × 195,000
  {
    name: "Dice 6+2+3 = 11 is big",
    family: "dice",
    prizes: DICE_6,
    code: "size",
    selection: ["big"],
    points: 1n,
    hits: 1,
    win: 195_000n,
  },
  // 11 odd → even 0
  {
    name: "Dice 6+2+3 = 11 parity even loses",
    family: "dice",
    prizes: DICE_6,
    code: "parity",
    selection: ["even"],
    points: 1n,
    hits: 0,
    win: 0n,
  },
];

// What a ticket costs: points × price × numbers, or × 1 for a combination (ADR 0054). A lô point costs
// 1,000 VND (100,000 minor) per position: 27 / 23 / 20 in the north, 18 / 17 / 16 in the south.
export const STAKE_CASES: StakeCase[] = [
  // 3 points × 27,000 VND × 1 number = 81,000 VND = 8,100,000
  {
    name: "MB lô 2 số, one number, 3 points",
    family: N,
    code: "lo2",
    selection: ["27"],
    points: 3n,
    stake: 8_100_000n,
  },
  // 1 × 27,000 × 3 numbers = 81,000 VND = 8,100,000
  {
    name: "MB lô 2 số, three numbers",
    family: N,
    code: "lo2",
    selection: ["27", "45", "21"],
    points: 1n,
    stake: 8_100_000n,
  },
  // 2 × 23,000 × 1 = 46,000 VND = 4,600,000
  { name: "MB lô 3 số", family: N, code: "lo3", selection: ["213"], points: 2n, stake: 4_600_000n },
  // 1 × 20,000 × 3 = 60,000 VND = 6,000,000
  {
    name: "MB lô 4 số, three numbers",
    family: N,
    code: "lo4",
    selection: ["8213", "0913", "4469"],
    points: 1n,
    stake: 6_000_000n,
  },
  // 2 × 18,000 × 1 = 36,000 VND = 3,600,000
  { name: "MN lô 2 số", family: S, code: "lo2", selection: ["47"], points: 2n, stake: 3_600_000n },
  // 1 × 16,000 × 2 = 32,000 VND = 3,200,000
  {
    name: "MN lô 4 số, two numbers",
    family: S,
    code: "lo4",
    selection: ["5347", "3247"],
    points: 1n,
    stake: 3_200_000n,
  },
  // 10 × 1,000 × 1 = 10,000 VND = 1,000,000
  { name: "MB đề", family: N, code: "de", selection: ["13"], points: 10n, stake: 1_000_000n },
  // 1 × 1,000 × 2 = 2,000 VND = 200,000
  { name: "MB 3 càng, two numbers", family: N, code: "bacang", selection: ["213", "821"], points: 1n, stake: 200_000n },
  // a combination once: 2 × 1,000 × 1 = 2,000 VND = 200,000 (not × 4 numbers)
  {
    name: "MB xiên 4, once per combination",
    family: N,
    code: "xien4",
    selection: ["27", "13", "04", "82"],
    points: 2n,
    stake: 200_000n,
  },
  // 5 × 1,000 × 1 = 5,000 VND = 500,000
  {
    name: "MB xiên 2, once per combination",
    family: N,
    code: "xien2",
    selection: ["17", "36"],
    points: 5n,
    stake: 500_000n,
  },
  // 3 × 1,000 × 1 = 3,000 VND = 300,000 (not × 10 numbers)
  {
    name: "MB trượt 10, once per combination",
    family: N,
    code: "truot10",
    selection: ["00", "01", "02", "03", "06", "07", "08", "09", "10", "11"],
    points: 3n,
    stake: 300_000n,
  },
  // 1 × 1,000 × 1 = 1,000 VND = 100,000
  { name: "SEA 3-top", family: "sea", code: "top3", selection: ["534"], points: 1n, stake: 100_000n },
  // 10 × 1,000 × 1 = 10,000 VND = 1,000,000
  { name: "Dice size", family: "dice", code: "size", selection: ["small"], points: 10n, stake: 1_000_000n },
];
