import type { MarketType, Score } from "../../contract/events.js";
import type { LegSettlement, LegState } from "../../server/modules/events/settle.js";

// Event betting's golden corpus (reference/sportsbook.md §2.2–2.4): bets graded from a final score (or
// settled as the feed sends it) and what they return, worked out by hand. Nothing here was produced by gradeMarket()
// or betReturn(): the comment above each group is the arithmetic. Amounts are minor units (1 peso = 100).
//
// The usual stake is 1,000.00 (100000) at odds 1.90, which returns:
//   won       100000 × 1.90                   = 190000
//   half won  50000 × 1.90 + 50000 (refunded) = 95000 + 50000 = 145000
//   void      the stake back                  = 100000
//   half lost 50000 refunded                  = 50000
//   lost                                      = 0

export type GradedLeg = {
  type: MarketType;
  line: string | null;
  map: number | null;
  outcomes: string[];
  outcome: string;
  score: Score;
};

export type GoldenLeg = {
  /** The odds taken, as the slip sends them. */
  odds: string;
  /** Graded from a final score … */
  graded?: GradedLeg;
  /** … or settled as the feed sends it. */
  settlement?: LegSettlement;
  state: LegState;
};

export type GoldenCase = {
  /** What the case pins. */
  name: string;
  stake: string;
  legs: GoldenLeg[];
  /** A BetCancel window and when the bet was placed: a bet inside it is void and gets its stake back. */
  cancel?: { placedAt: string; from: string | null; to: string | null };
  /** What the bet returns, minor units. */
  returned: string;
  /** Each leg's factor as the bet history shows it, where the case pins it. */
  factors?: string[];
};

const STAKE = "100000";
const score = (home: number, away: number, periods: [number, number][] = []): Score => ({
  home,
  away,
  periods: periods.map(([h, a]) => ({ home: h, away: a })),
});
const graded = (
  odds: string,
  type: MarketType,
  line: string | null,
  map: number | null,
  outcomes: string[],
  outcome: string,
  at: Score,
  state: LegState,
): GoldenLeg => ({
  odds,
  graded: { type, line, map, outcomes, outcome, score: at },
  state,
});
const single = (name: string, leg: GoldenLeg, returned: string, factors?: string[]): GoldenCase => ({
  name,
  stake: STAKE,
  legs: [leg],
  returned,
  ...(factors ? { factors } : {}),
});

// Feed settlements (S1's words).
const WON: LegSettlement = { result: "win", voidFactor: "0", deadHeatFactor: "1" };
const LOST: LegSettlement = { result: "lose", voidFactor: "0", deadHeatFactor: "1" };
const VOID: LegSettlement = { result: "lose", voidFactor: "1", deadHeatFactor: "1" };
const HALF_WON: LegSettlement = { result: "win", voidFactor: "0.5", deadHeatFactor: "1" };
const HALF_LOST: LegSettlement = { result: "lose", voidFactor: "0.5", deadHeatFactor: "1" };
const deadHeat = (deadHeatFactor: string): LegSettlement => ({ result: "win", voidFactor: "0", deadHeatFactor });
const fed = (odds: string, settlement: LegSettlement, state: LegState): GoldenLeg => ({ odds, settlement, state });

type Cell = [LegState, string];

// ---------------------------------------------------------------------------------------------------------
// Asian handicap (§2.4's table), odds 1.90, stake 1,000.00. Scores: 2:0 (home wins by 2), 1:0 (by 1), 1:1, 0:1.
// Home's adjusted margin = (home − away) + line; a quarter line is half on each neighbour:
//   −0.25 = 0/−0.5: by 1 → +1/+0.5 win; draw → 0 refund + −0.5 lose = half lost.
//   −0.75 = −0.5/−1: by 2 → +1.5/+1 win; by 1 → +0.5 win + 0 refund = half won; draw → lost.
//   −1.25 = −1/−1.5: by 2 → +1/+0.5 win; by 1 → 0 refund + −0.5 lose = half lost.
// The away bet on the same market takes −line (+0.25 … +1.25) over its own margin (away − home): every cell is the
// mirror (won ↔ lost, half won ↔ half lost, void stays void), e.g. +0.75 on a one-goal defeat = −0.5 lose + 0 refund.
// ---------------------------------------------------------------------------------------------------------

const AH_SCORES: [string, Score][] = [
  ["2:0", score(2, 0)],
  ["1:0", score(1, 0)],
  ["1:1", score(1, 1)],
  ["0:1", score(0, 1)],
];

/** [home line, home's cells for 2:0, 1:0, 1:1, 0:1, away's cells for the same scores]. */
const AH_TABLE: [string, Cell[], Cell[]][] = [
  [
    "0",
    [
      ["won", "190000"],
      ["won", "190000"],
      ["void", "100000"],
      ["lost", "0"],
    ],
    [
      ["lost", "0"],
      ["lost", "0"],
      ["void", "100000"],
      ["won", "190000"],
    ],
  ],
  [
    "-0.25",
    [
      ["won", "190000"],
      ["won", "190000"],
      ["half_lost", "50000"],
      ["lost", "0"],
    ],
    [
      ["lost", "0"],
      ["lost", "0"],
      ["half_won", "145000"],
      ["won", "190000"],
    ],
  ],
  [
    "-0.5",
    [
      ["won", "190000"],
      ["won", "190000"],
      ["lost", "0"],
      ["lost", "0"],
    ],
    [
      ["lost", "0"],
      ["lost", "0"],
      ["won", "190000"],
      ["won", "190000"],
    ],
  ],
  [
    "-0.75",
    [
      ["won", "190000"],
      ["half_won", "145000"],
      ["lost", "0"],
      ["lost", "0"],
    ],
    [
      ["lost", "0"],
      ["half_lost", "50000"],
      ["won", "190000"],
      ["won", "190000"],
    ],
  ],
  [
    "-1",
    [
      ["won", "190000"],
      ["void", "100000"],
      ["lost", "0"],
      ["lost", "0"],
    ],
    [
      ["lost", "0"],
      ["void", "100000"],
      ["won", "190000"],
      ["won", "190000"],
    ],
  ],
  [
    "-1.25",
    [
      ["won", "190000"],
      ["half_lost", "50000"],
      ["lost", "0"],
      ["lost", "0"],
    ],
    [
      ["lost", "0"],
      ["half_won", "145000"],
      ["won", "190000"],
      ["won", "190000"],
    ],
  ],
];

const mirror = (line: string) => (line === "0" ? "+0" : `+${line.slice(1)}`);
const AH_CASES: GoldenCase[] = AH_TABLE.flatMap(([line, home, away]) =>
  AH_SCORES.flatMap(([shown, at], i) => [
    single(
      `ah home ${line} on ${shown}: ${home[i][0]}`,
      graded("1.90", "ah", line, null, ["home", "away"], "home", at, home[i][0]),
      home[i][1],
    ),
    single(
      `ah away ${mirror(line)} on ${shown}: ${away[i][0]}`,
      graded("1.90", "ah", line, null, ["home", "away"], "away", at, away[i][0]),
      away[i][1],
    ),
  ]),
);

// ---------------------------------------------------------------------------------------------------------
// Totals, odds 1.90, stake 1,000.00. Scores with 1, 2, 3, 4 goals: 1:0, 1:1, 2:1, 2:2. Over wins above the line:
//   2.25 = 2/2.5: 2 goals → 0 refund + −0.5 lose = half lost (under: refund + win = half won).
//   2.5: 2 goals lose, 3 win.   3: 3 goals refund.
//   2.75 = 2.5/3: 3 goals → +0.5 win + 0 refund = half won (under: lose + refund = half lost).
// ---------------------------------------------------------------------------------------------------------

const OU_SCORES: [string, Score][] = [
  ["1 goal", score(1, 0)],
  ["2 goals", score(1, 1)],
  ["3 goals", score(2, 1)],
  ["4 goals", score(2, 2)],
];

/** [total, over's cells for 1, 2, 3, 4 goals, under's cells]. */
const OU_TABLE: [string, Cell[], Cell[]][] = [
  [
    "2.25",
    [
      ["lost", "0"],
      ["half_lost", "50000"],
      ["won", "190000"],
      ["won", "190000"],
    ],
    [
      ["won", "190000"],
      ["half_won", "145000"],
      ["lost", "0"],
      ["lost", "0"],
    ],
  ],
  [
    "2.5",
    [
      ["lost", "0"],
      ["lost", "0"],
      ["won", "190000"],
      ["won", "190000"],
    ],
    [
      ["won", "190000"],
      ["won", "190000"],
      ["lost", "0"],
      ["lost", "0"],
    ],
  ],
  [
    "2.75",
    [
      ["lost", "0"],
      ["lost", "0"],
      ["half_won", "145000"],
      ["won", "190000"],
    ],
    [
      ["won", "190000"],
      ["won", "190000"],
      ["half_lost", "50000"],
      ["lost", "0"],
    ],
  ],
  [
    "3",
    [
      ["lost", "0"],
      ["lost", "0"],
      ["void", "100000"],
      ["won", "190000"],
    ],
    [
      ["won", "190000"],
      ["won", "190000"],
      ["void", "100000"],
      ["lost", "0"],
    ],
  ],
];

const OU_CASES: GoldenCase[] = OU_TABLE.flatMap(([line, over, under]) =>
  OU_SCORES.flatMap(([shown, at], i) => [
    single(
      `ou over ${line} on ${shown}: ${over[i][0]}`,
      graded("1.90", "ou", line, null, ["over", "under"], "over", at, over[i][0]),
      over[i][1],
    ),
    single(
      `ou under ${line} on ${shown}: ${under[i][0]}`,
      graded("1.90", "ou", line, null, ["over", "under"], "under", at, under[i][0]),
      under[i][1],
    ),
  ]),
);

// ---------------------------------------------------------------------------------------------------------
// Parlays: stake × the product of the legs' factors (win share × odds + refund share); a void leg counts 1.
// ---------------------------------------------------------------------------------------------------------

const PARLAY_CASES: GoldenCase[] = [
  // S2: 0 × 1 × 4 = 0.
  {
    name: "S2: LOST/VOID/WON at 2/3/4 on 1",
    stake: "1",
    legs: [fed("2", LOST, "lost"), fed("3", VOID, "void"), fed("4", WON, "won")],
    returned: "0",
    factors: ["0.00", "1.00", "4.00"],
  },
  // S2: 1 × 3 × 4 = 12.
  {
    name: "S2: VOID/WON/WON at 2/3/4 on 1",
    stake: "1",
    legs: [fed("2", VOID, "void"), fed("3", WON, "won"), fed("4", WON, "won")],
    returned: "12",
  },
  // (1.90 + 1)/2 = 1.45; 1.45 × 2.00 = 2.90; × 100000 = 290000.
  {
    name: "parlay half won 1.90 × won 2.00",
    stake: STAKE,
    legs: [fed("1.90", HALF_WON, "half_won"), fed("2.00", WON, "won")],
    returned: "290000",
    factors: ["1.45", "2.00"],
  },
  // 0.5 × 2.00 = 1; × 100000 = 100000.
  {
    name: "parlay half lost × won 2.00",
    stake: STAKE,
    legs: [fed("1.90", HALF_LOST, "half_lost"), fed("2.00", WON, "won")],
    returned: "100000",
    factors: ["0.50", "2.00"],
  },
  // 1.45 × (2.10 + 1)/2 = 1.45 × 1.55 = 2.2475; × 100000 = 224750.
  {
    name: "parlay half won 1.90 × half won 2.10",
    stake: STAKE,
    legs: [fed("1.90", HALF_WON, "half_won"), fed("2.10", HALF_WON, "half_won")],
    returned: "224750",
  },
  // 0.5 × 0.5 = 0.25; × 100000 = 25000.
  {
    name: "parlay half lost × half lost",
    stake: STAKE,
    legs: [fed("1.90", HALF_LOST, "half_lost"), fed("2.10", HALF_LOST, "half_lost")],
    returned: "25000",
  },
  // 1 × 0.5 = 0.5; × 100000 = 50000.
  {
    name: "parlay void × half lost",
    stake: STAKE,
    legs: [fed("3.00", VOID, "void"), fed("1.90", HALF_LOST, "half_lost")],
    returned: "50000",
  },
  // 1 × 1 × 1 = 1: the stake back, the bet void.
  {
    name: "parlay every leg void",
    stake: STAKE,
    legs: [fed("1.90", VOID, "void"), fed("2.50", VOID, "void"), fed("4.00", VOID, "void")],
    returned: "100000",
    factors: ["1.00", "1.00", "1.00"],
  },
  // 1 × 1.85 × 2.10 = 3.885; × 100000 = 388500.
  {
    name: "parlay void × won 1.85 × won 2.10",
    stake: STAKE,
    legs: [fed("1.50", VOID, "void"), fed("1.85", WON, "won"), fed("2.10", WON, "won")],
    returned: "388500",
  },
  // 1.95 × 1.85 = 3.6075; × 2.10 = 7.57575; × 10000 = 75757.5 → 75757 (rounded down).
  {
    name: "parlay 1.95 × 1.85 × 2.10 on 100.00, rounded down",
    stake: "10000",
    legs: [fed("1.95", WON, "won"), fed("1.85", WON, "won"), fed("2.10", WON, "won")],
    returned: "75757",
  },
  // ah −0.75 home on 1:0 = half won 1.45; ou 2.25 over on 1:1 = half lost 0.5; 1.45 × 0.5 = 0.725 → 72500.
  {
    name: "parlay graded: ah -0.75 half won × ou 2.25 half lost",
    stake: STAKE,
    legs: [
      graded("1.90", "ah", "-0.75", null, ["home", "away"], "home", score(1, 0), "half_won"),
      graded("1.90", "ou", "2.25", null, ["over", "under"], "over", score(1, 1), "half_lost"),
    ],
    returned: "72500",
  },
  // (1.875 + 1)/2 = 1.4375; × 1.95 = 2.803125; × 333 = 933.440625 → 933.
  {
    name: "parlay half won 1.875 × won 1.95 on 3.33",
    stake: "333",
    legs: [fed("1.875", HALF_WON, "half_won"), fed("1.95", WON, "won")],
    returned: "933",
    factors: ["1.4375", "1.95"],
  },
  // 0 × 1.45 = 0: one lost leg loses the parlay.
  {
    name: "parlay lost × half won",
    stake: STAKE,
    legs: [fed("2.40", LOST, "lost"), fed("1.90", HALF_WON, "half_won")],
    returned: "0",
  },
  // 0.5 × 3.00 = 1.5 (dead heat); × 2.00 = 3; × 100000 = 300000.
  {
    name: "parlay dead heat 0.5 at 3.00 × won 2.00",
    stake: STAKE,
    legs: [fed("3.00", deadHeat("0.5"), "dead_heat"), fed("2.00", WON, "won")],
    returned: "300000",
  },
];

// ---------------------------------------------------------------------------------------------------------
// Dead heat: the winning share × odds.
// ---------------------------------------------------------------------------------------------------------

const DEAD_HEAT_CASES: GoldenCase[] = [
  // 0.5 × 3.00 = 1.5; × 100000 = 150000.
  single("dead heat 0.5 at 3.00", fed("3.00", deadHeat("0.5"), "dead_heat"), "150000", ["1.50"]),
  // 0.3333 × 4.50 = 1.49985; × 100000 = 149985.
  single("dead heat 0.3333 at 4.50", fed("4.50", deadHeat("0.3333"), "dead_heat"), "149985", ["1.49985"]),
  // 0.3333 × 3.00 = 0.9999; × 100 = 99.99 → 99.
  {
    name: "dead heat 0.3333 at 3.00 on 1.00, rounded down",
    stake: "100",
    legs: [fed("3.00", deadHeat("0.3333"), "dead_heat")],
    returned: "99",
    factors: ["0.9999"],
  },
  // 0.25 × 5.00 = 1.25; × 100000 = 125000.
  single("dead heat 0.25 at 5.00", fed("5.00", deadHeat("0.25"), "dead_heat"), "125000"),
  // A loser's dead-heat factor changes nothing: 0.
  single(
    "lost with a dead-heat factor",
    fed("3.00", { result: "lose", voidFactor: "0", deadHeatFactor: "0.5" }, "lost"),
    "0",
  ),
];

// ---------------------------------------------------------------------------------------------------------
// 1x2 (home 2.10, draw 3.40, away 3.20) and winner (home 1.65, away 2.25; a draw refunds both).
// ---------------------------------------------------------------------------------------------------------

const X12 = ["home", "draw", "away"];
const TWO = ["home", "away"];
const RESULT_CASES: GoldenCase[] = [
  // 100000 × 2.10 = 210000.
  single("1x2 home on 2:1", graded("2.10", "1x2", null, null, X12, "home", score(2, 1), "won"), "210000"),
  single("1x2 draw on 2:1", graded("3.40", "1x2", null, null, X12, "draw", score(2, 1), "lost"), "0"),
  single("1x2 away on 2:1", graded("3.20", "1x2", null, null, X12, "away", score(2, 1), "lost"), "0"),
  // 100000 × 3.40 = 340000.
  single("1x2 draw on 1:1", graded("3.40", "1x2", null, null, X12, "draw", score(1, 1), "won"), "340000"),
  single("1x2 home on 1:1", graded("2.10", "1x2", null, null, X12, "home", score(1, 1), "lost"), "0"),
  // 100000 × 3.20 = 320000.
  single("1x2 away on 0:2", graded("3.20", "1x2", null, null, X12, "away", score(0, 2), "won"), "320000"),
  // 100000 × 1.65 = 165000.
  single("winner home on 3:2", graded("1.65", "winner", null, null, TWO, "home", score(3, 2), "won"), "165000"),
  single("winner away on 3:2", graded("2.25", "winner", null, null, TWO, "away", score(3, 2), "lost"), "0"),
  // A draw in a two-way market: the stake back.
  single(
    "winner home on a 1:1 draw: refunded",
    graded("1.65", "winner", null, null, TWO, "home", score(1, 1), "void"),
    "100000",
    ["1.00"],
  ),
  single(
    "winner away on a 1:1 draw: refunded",
    graded("2.25", "winner", null, null, TWO, "away", score(1, 1), "void"),
    "100000",
  ),
];

// ---------------------------------------------------------------------------------------------------------
// Correct score: listed 1:0, 2:1, 1:1, 0:0 and "other" (any score not listed).
// ---------------------------------------------------------------------------------------------------------

const CS = ["1:0", "2:1", "1:1", "0:0", "other"];
const CS_CASES: GoldenCase[] = [
  // 100000 × 8.50 = 850000.
  single("cs 2:1 on 2:1", graded("8.50", "cs", null, null, CS, "2:1", score(2, 1), "won"), "850000"),
  single("cs 1:0 on 2:1", graded("6.00", "cs", null, null, CS, "1:0", score(2, 1), "lost"), "0"),
  single("cs other on 2:1 (listed)", graded("4.00", "cs", null, null, CS, "other", score(2, 1), "lost"), "0"),
  // 3:3 is not listed: "other" wins, 100000 × 4.00 = 400000.
  single("cs other on 3:3 (not listed)", graded("4.00", "cs", null, null, CS, "other", score(3, 3), "won"), "400000"),
  single("cs 1:1 on 3:3", graded("6.50", "cs", null, null, CS, "1:1", score(3, 3), "lost"), "0"),
  // 100000 × 9.00 = 900000.
  single("cs 0:0 on 0:0", graded("9.00", "cs", null, null, CS, "0:0", score(0, 0), "won"), "900000"),
];

// ---------------------------------------------------------------------------------------------------------
// E-sports maps. A best of three won 2:1 (maps 13:9, 7:13, 13:11) and one won 2:0 (13:5, 13:10; no map 3).
// map_hcp is a handicap in maps: home −1.5 on 2:1 → 1 − 1.5 = −0.5 lost; away +1.5 → −1 + 1.5 = +0.5 won.
// ---------------------------------------------------------------------------------------------------------

const BO3_21 = score(2, 1, [
  [13, 9],
  [7, 13],
  [13, 11],
]);
const BO3_20 = score(2, 0, [
  [13, 5],
  [13, 10],
]);
const MAP_CASES: GoldenCase[] = [
  // 100000 × 1.70 = 170000.
  single("map_winner map 1 home on 13:9", graded("1.70", "map_winner", null, 1, TWO, "home", BO3_21, "won"), "170000"),
  // 100000 × 1.80 = 180000.
  single("map_winner map 2 away on 7:13", graded("1.80", "map_winner", null, 2, TWO, "away", BO3_21, "won"), "180000"),
  single("map_winner map 2 home on 7:13", graded("2.00", "map_winner", null, 2, TWO, "home", BO3_21, "lost"), "0"),
  single("map_winner map 3 home on 13:11", graded("1.70", "map_winner", null, 3, TWO, "home", BO3_21, "won"), "170000"),
  // No map 3 was played: void, the stake back.
  single(
    "map_winner map 3 home, not played: void",
    graded("1.70", "map_winner", null, 3, TWO, "home", BO3_20, "void"),
    "100000",
  ),
  single(
    "map_winner map 3 away, not played: void",
    graded("2.10", "map_winner", null, 3, TWO, "away", BO3_20, "void"),
    "100000",
  ),
  single("map_hcp home -1.5 on 2:1", graded("1.95", "map_hcp", "-1.5", null, TWO, "home", BO3_21, "lost"), "0"),
  // 100000 × 1.85 = 185000.
  single("map_hcp away +1.5 on 2:1", graded("1.85", "map_hcp", "-1.5", null, TWO, "away", BO3_21, "won"), "185000"),
  // 2 − 1.5 = +0.5: 100000 × 1.95 = 195000.
  single("map_hcp home -1.5 on 2:0", graded("1.95", "map_hcp", "-1.5", null, TWO, "home", BO3_20, "won"), "195000"),
  // 1 − 1 = 0: refunded.
  single(
    "map_hcp home -1 on 2:1: refunded",
    graded("1.95", "map_hcp", "-1", null, TWO, "home", BO3_21, "void"),
    "100000",
  ),
  // −1.25 = −1/−1.5 on 2:0: +1/+0.5 both win, 195000.
  single("map_hcp home -1.25 on 2:0", graded("1.95", "map_hcp", "-1.25", null, TWO, "home", BO3_20, "won"), "195000"),
  // −1.25 on 2:1: 0 refund + −0.5 lose = half lost, 50000.
  single(
    "map_hcp home -1.25 on 2:1: half lost",
    graded("1.95", "map_hcp", "-1.25", null, TWO, "home", BO3_21, "half_lost"),
    "50000",
  ),
];

// ---------------------------------------------------------------------------------------------------------
// BetCancel windows: ah 0 home on 1:0 at 1.90 wins 190000 unless placed in [from, to), then it is refunded 100000.
// ---------------------------------------------------------------------------------------------------------

const FROM = "2025-03-01T12:00:00.000Z";
const TO = "2025-03-01T12:05:00.000Z";
const cancelled = (
  name: string,
  placedAt: string,
  from: string | null,
  to: string | null,
  returned: string,
): GoldenCase => ({
  name,
  stake: STAKE,
  legs: [graded("1.90", "ah", "0", null, TWO, "home", score(1, 0), "won")],
  cancel: { placedAt, from, to },
  returned,
});
const CANCEL_CASES: GoldenCase[] = [
  cancelled("cancel: placed at from is inside", FROM, FROM, TO, "100000"),
  cancelled("cancel: placed 1 ms before from is outside", "2025-03-01T11:59:59.999Z", FROM, TO, "190000"),
  cancelled("cancel: placed 1 ms before to is inside", "2025-03-01T12:04:59.999Z", FROM, TO, "100000"),
  cancelled("cancel: placed at to is outside", TO, FROM, TO, "190000"),
  cancelled("cancel: no from, since the market opened", "2025-02-01T08:00:00.000Z", null, TO, "100000"),
  cancelled("cancel: no from, placed at to is outside", TO, null, TO, "190000"),
  cancelled("cancel: no to, until the market closed", "2025-03-02T20:00:00.000Z", FROM, null, "100000"),
  cancelled("cancel: no window voids every bet", "2025-03-01T12:30:00.000Z", null, null, "100000"),
];

// ---------------------------------------------------------------------------------------------------------
// Rounding down to the minor unit (the house never pays a fraction of a centavo).
// ---------------------------------------------------------------------------------------------------------

const ROUNDING_CASES: GoldenCase[] = [
  // 33 × 1.95 = 64.35 → 64.
  { name: "won 1.95 on 0.33", stake: "33", legs: [fed("1.95", WON, "won")], returned: "64" },
  // (1.95 + 1)/2 = 1.475; × 1001 = 1476.475 → 1476.
  {
    name: "half won 1.95 on 10.01",
    stake: "1001",
    legs: [fed("1.95", HALF_WON, "half_won")],
    returned: "1476",
    factors: ["1.475"],
  },
  // 1001 / 2 = 500.5 → 500.
  { name: "half lost on 10.01", stake: "1001", legs: [fed("1.95", HALF_LOST, "half_lost")], returned: "500" },
  // 7 × 1.333 = 9.331 → 9.
  { name: "won 1.333 on 0.07", stake: "7", legs: [fed("1.333", WON, "won")], returned: "9" },
  // 999 × 1.001 = 999.999 → 999.
  { name: "won 1.001 on 9.99", stake: "999", legs: [fed("1.001", WON, "won")], returned: "999" },
  // A late bet settled at odds 1 (S4): 100000 × 1 = the stake.
  single("won at odds 1 (late bet)", fed("1.00", WON, "won"), "100000", ["1.00"]),
];

export const GOLDEN_CASES: GoldenCase[] = [
  ...AH_CASES,
  ...OU_CASES,
  ...PARLAY_CASES,
  ...DEAD_HEAT_CASES,
  ...RESULT_CASES,
  ...CS_CASES,
  ...MAP_CASES,
  ...CANCEL_CASES,
  ...ROUNDING_CASES,
];
