import { createHash } from "node:crypto";
import { and, eq, inArray, isNull, like, lte, or } from "drizzle-orm";
import {
  fightInputSchema,
  type EventInput,
  type EventSport,
  type FeedMessage,
  type FightInput,
  type FightResult,
  type MarketInput,
  type Score,
} from "../../../contract/events.js";
import { formatOdds, oddsMilli } from "../../../contract/odds.js";
import { nextSiteDay, siteDay, siteDayStart } from "../../../contract/time-zone.js";
import type { Db } from "../../db/connect.js";
import { applyFeedMessage } from "./feed.js";
import { closeFight, currentFight, lastCall, openFight, recentFights, resultFight } from "./fights.js";
import { sportsEvents } from "./schema.js";

// The sandbox feed (development and demo installs only): a made-up day of fixtures — football, basketball,
// tennis and e-sports — with odds of a ~5 % margin, and a clock that plays them out: each event goes live at its start,
// ends after its sport's usual length with a score drawn for it, and some odds move now and then. The cockfight arena
// has a made-up fight running too. Everything is derived from (day, seed) or (fight, seed) by SHA-256, never from
// Math.random, so the same install shows the same day; and everything goes through the feed messages and the fight
// functions an operator uses, as source "sandbox", so that every answer says `sandbox: true` and no screen passes a
// made-up event off as a real one.

/** The seed every install's sandbox uses: the same fixtures on every machine for the same day. */
export const SANDBOX_SEED = "laro-sandbox-feed";
/** Who the feed log and the fights name as having sent the sandbox's messages. */
const ACTOR = "sandbox";
const SOURCE = { kind: "sandbox", actor: ACTOR } as const;
/** The bookmaker's margin over the fair probabilities of a market. */
const MARGIN = 0.05;
const MINUTE = 60_000;

// ---- a deterministic source ---------------------------------------------------------------------------------

/** Numbers in [0, 1) from SHA-256 of the parts and a block counter: the same parts always give the same stream. */
function stream(...parts: string[]): () => number {
  const key = parts.join("\u0000");
  let block = 0;
  let bytes = Buffer.alloc(0);
  let at = 0;
  return () => {
    if (at + 4 > bytes.length) {
      bytes = createHash("sha256").update(`${key}\u0000${block++}`).digest();
      at = 0;
    }
    const value = bytes.readUInt32BE(at);
    at += 4;
    return value / 2 ** 32;
  };
}

/** A standard normal draw (Box–Muller). */
const normal = (rand: () => number) => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());

function shuffled<T>(rand: () => number, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

// ---- who plays (made up; no name is the start of another) --------------------------------------------------------

type League = { sport: EventSport; competition: string; teams: readonly string[]; perDay: number };

const LEAGUES: readonly League[] = [
  {
    sport: "football",
    competition: "Archipelago Premier League",
    teams: [
      "Manila Harbour",
      "Cebu Mariners",
      "Davao Highlanders",
      "Iloilo River",
      "Bacolod Sugarmen",
      "Cagayan Rangers",
      "Baguio Pines",
      "Zamboanga Sailors",
    ],
    perDay: 4,
  },
  {
    sport: "football",
    competition: "Mekong Championship",
    teams: [
      "Saigon Lotus",
      "Hanoi Dragons",
      "Da Nang Waves",
      "Hue Citadel",
      "Can Tho Delta",
      "Hai Phong Port",
      "Nha Trang Reef",
      "Vinh Phoenix",
    ],
    perDay: 4,
  },
  {
    sport: "football",
    competition: "Straits Cup",
    teams: [
      "Penang Straits",
      "Malacca Traders",
      "Ipoh Miners",
      "Kuching Hornbills",
      "Chiang Mai Lanna",
      "Phuket Surf",
      "Medan Rhinos",
      "Bandung Blues",
    ],
    perDay: 4,
  },
  {
    sport: "basketball",
    competition: "Islands Basketball Association",
    teams: [
      "Makati Blaze",
      "Quezon Titans",
      "Pasig Comets",
      "Taguig Storm",
      "Cavite Hawks",
      "Laguna Herons",
      "Pampanga Giants",
      "Bulacan Kings",
    ],
    perDay: 4,
  },
  {
    sport: "tennis",
    competition: "Harbour Open",
    teams: [
      "Marco Villanueva",
      "Kenji Arakawa",
      "Luca Brenner",
      "Tomas Ferreira",
      "Arjun Mehta",
      "Daniel Okafor",
      "Hugo Lindqvist",
      "Mateo Rossi",
    ],
    perDay: 2,
  },
  {
    sport: "lol",
    competition: "Pacific Rift League",
    teams: ["Azure Tempest", "Crimson Lotus", "Nova Hydra", "Iron Monarchs", "Silent Tide", "Golden Phantoms"],
    perDay: 2,
  },
  {
    sport: "dota2",
    competition: "Ancient Masters",
    teams: ["Void Runners", "Radiant Oath", "Ember Wolves", "Frost Legion", "Sky Reapers", "Jade Serpents"],
    perDay: 1,
  },
  {
    sport: "cs2",
    competition: "Dust Masters Series",
    teams: ["Night Owls", "Steel Vipers", "Red Comet", "Blue Orbit", "Ghost Unit", "Apex Falcons"],
    perDay: 2,
  },
  {
    sport: "valorant",
    competition: "Spike Pacific",
    teams: ["Neon Shift", "Viper Pit", "Lotus Eaters", "Radiant Core", "Onyx Rise", "Tidal Wraiths"],
    perDay: 1,
  },
];

/** How long after its start an event of the sport ends, in minutes (football: 90 + the break and stoppage time). */
const DURATION_MINUTES: Record<EventSport, number> = {
  football: 115,
  basketball: 135,
  tennis: 110,
  volleyball: 100,
  lol: 100,
  dota2: 130,
  cs2: 150,
  valorant: 140,
};
/** A day's fixtures start from 09:00 of the site day, within 14 ½ hours (the last before 23:30 of that same day). */
const FIRST_START_MINUTES = 9 * 60;
const START_WINDOW_MINUTES = 14 * 60 + 30;
/** Kick-offs fall on the quarter hour; e-sports series on the five minutes. */
const START_STEP_MINUTES: Record<EventSport, number> = {
  football: 15,
  basketball: 15,
  tennis: 15,
  volleyball: 15,
  lol: 5,
  dota2: 5,
  cs2: 5,
  valorant: 5,
};

/** A side's strength from -0.7 to 0.7: its own, the same every day, with a little form of the day on top. */
function strength(seed: string, day: string, team: string): number {
  const base = (stream(seed, "team", team)() * 2 - 1) * 0.6;
  const form = (stream(seed, "form", day, team)() - 0.5) * 0.2;
  return base + form;
}

// ---- odds ---------------------------------------------------------------------------------------------------

/** Thousandths per step of the grid prices are quoted on: 1.835 and 2.76 and 12.5, as bookmakers show them. */
const gridStep = (milli: number) =>
  milli < 2_000 ? 5 : milli < 5_000 ? 10 : milli < 10_000 ? 50 : milli < 30_000 ? 250 : milli < 100_000 ? 1_000 : 5_000;

/** Decimal odds (a float) on the grid, 1.01 to 500. */
function onGrid(odds: number): string {
  const raw = Math.max(1_010, Math.min(500_000, odds * 1000));
  const step = gridStep(raw);
  return formatOdds(BigInt(Math.max(1_010, Math.round(raw / step) * step)));
}

/** A market's odds from each outcome's fair probability (they sum to 1), with the margin on top. */
function priced(fair: Record<string, number>): Record<string, string> {
  const total = Object.values(fair).reduce((a, b) => a + b, 0);
  return Object.fromEntries(
    Object.entries(fair).map(([code, p]) => [code, onGrid(1 / (Math.max(p / total, 0.0015) * (1 + MARGIN)))]),
  );
}

/** A distribution of a whole number (a goal margin, a total): value → probability. */
type Dist = [value: number, p: number][];

/**
 * The fair probability of a line bet: it wins when value × 4 + quarters > 0 and is refunded at 0, a quarter line putting
 * half the stake on each neighbouring line (reference/sportsbook.md §2.4). Refunds are taken out: win / (1 − refund).
 */
function lineChance(dist: Dist, quarters: number): number {
  const halves = quarters % 2 === 0 ? [quarters, quarters] : [quarters - 1, quarters + 1];
  let win = 0;
  let refund = 0;
  for (const [value, p] of dist)
    for (const half of halves) {
      const margin = value * 4 + half;
      if (margin > 0) win += p / 2;
      else if (margin === 0) refund += p / 2;
    }
  return refund >= 1 ? 0.5 : win / (1 - refund);
}

/** A two-way line market: the first code backs value + line, the second the mirror. */
function lineMarket(
  type: "ah" | "ou" | "map_hcp",
  dist: Dist,
  line: number,
  codes: [string, string],
  sign: 1 | -1,
): MarketInput {
  // ah/map_hcp: home wins when margin + hcp > 0; ou: over wins when total − line > 0.
  const quarters = Math.round(line * 4) * sign;
  const first = lineChance(dist, quarters);
  const second = lineChance(
    dist.map(([v, p]) => [-v, p]),
    -quarters,
  );
  return market(type, priced({ [codes[0]]: first, [codes[1]]: second }), { line: String(line) });
}

function market(
  type: MarketInput["type"],
  odds: Record<string, string>,
  extra: { line?: string; map?: number } = {},
): MarketInput {
  return { type, ...extra, phase: "prematch", odds };
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));
/** The standard normal's distribution function (Abramowitz–Stegun 7.1.26). */
function phi(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const erf =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
/** A normal distribution over whole numbers, mean ± 5 sd. */
function discreteNormal(mean: number, sd: number): Dist {
  const out: Dist = [];
  for (let v = Math.floor(mean - 5 * sd); v <= Math.ceil(mean + 5 * sd); v++)
    out.push([v, phi((v + 0.5 - mean) / sd) - phi((v - 0.5 - mean) / sd)]);
  return out;
}
/** The x.5 line nearest a value; the x.25/x.75 one. */
const halfLine = (x: number) => Math.round(x - 0.5) + 0.5;
const quarterLine = (x: number) => Math.round((x - 0.25) * 2) / 2 + 0.25;

// ---- the sports -------------------------------------------------------------------------------------------

/** A fixture and how to draw its final score. */
type Fixture = { event: EventInput; durationMinutes: number; score: () => Score };

function poisson(lambda: number, max: number): number[] {
  const out = [Math.exp(-lambda)];
  for (let k = 1; k <= max; k++) out.push((out[k - 1] * lambda) / k);
  return out;
}

const CORRECT_SCORES = ["0:0", "1:0", "2:0", "2:1", "1:1", "2:2", "0:1", "0:2", "1:2", "3:1"];

function football(
  home: number,
  away: number,
  newDraw: () => () => number,
): Pick<Fixture, "score"> & { markets: MarketInput[] } {
  const lambdaHome = Math.exp(Math.log(1.45) + 0.55 * (home - away));
  const lambdaAway = Math.exp(Math.log(1.15) + 0.55 * (away - home));
  const ph = poisson(lambdaHome, 10);
  const pa = poisson(lambdaAway, 10);
  const cells: [number, number, number][] = [];
  for (let h = 0; h <= 10; h++) for (let a = 0; a <= 10; a++) cells.push([h, a, ph[h] * pa[a]]);
  const total = cells.reduce((s, [, , p]) => s + p, 0);
  const sum = (keep: (h: number, a: number) => boolean) =>
    cells.reduce((s, [h, a, p]) => (keep(h, a) ? s + p / total : s), 0);
  const distOf = (f: (h: number, a: number) => number) => {
    const m = new Map<number, number>();
    for (const [h, a, p] of cells) m.set(f(h, a), (m.get(f(h, a)) ?? 0) + p / total);
    return [...m.entries()];
  };
  const margins = distOf((h, a) => h - a);
  const goals = distOf((h, a) => h + a);
  const supremacy = lambdaHome - lambdaAway;
  const listed = Object.fromEntries(CORRECT_SCORES.map((s) => [s, sum((h, a) => `${h}:${a}` === s)]));
  const other = 1 - Object.values(listed).reduce((a, b) => a + b, 0);
  const markets = [
    market("1x2", priced({ home: sum((h, a) => h > a), draw: sum((h, a) => h === a), away: sum((h, a) => h < a) })),
    lineMarket("ah", margins, quarterLine(-supremacy), ["home", "away"], 1),
    lineMarket("ah", margins, halfLine(-supremacy), ["home", "away"], 1),
    lineMarket("ou", goals, 2.5, ["over", "under"], -1),
    lineMarket("ou", goals, lambdaHome + lambdaAway > 2.6 ? 2.75 : 2.25, ["over", "under"], -1),
    market("cs", priced({ ...listed, other })),
  ];
  const score = () => {
    let u = newDraw()();
    for (const [h, a, p] of cells) {
      u -= p / total;
      if (u <= 0) return { home: h, away: a, periods: [] };
    }
    return { home: 1, away: 1, periods: [] };
  };
  return { markets, score };
}

function basketball(
  home: number,
  away: number,
  pace: number,
  newDraw: () => () => number,
): Pick<Fixture, "score"> & { markets: MarketInput[] } {
  const sd = 11;
  // pace, from -1 to 1: a quick game or a slow one (the total moves about 12 points either way).
  const meanHome = 106 + 6 * pace + 6 * (home - away) + 1.5;
  const meanAway = 106 + 6 * pace + 6 * (away - home) - 1.5;
  const margins = discreteNormal(meanHome - meanAway, sd * Math.SQRT2);
  const totals = discreteNormal(meanHome + meanAway, sd * Math.SQRT2);
  // A tie goes to overtime: half the chance to each side.
  const winHome = margins.reduce((s, [v, p]) => s + (v > 0 ? p : v === 0 ? p / 2 : 0), 0);
  const markets = [
    market("winner", priced({ home: winHome, away: 1 - winHome })),
    lineMarket("ah", margins, halfLine(meanAway - meanHome), ["home", "away"], 1),
    lineMarket("ou", totals, halfLine(meanHome + meanAway), ["over", "under"], -1),
  ];
  const score = () => {
    const draw = newDraw();
    let h = Math.max(60, Math.round(meanHome + sd * normal(draw)));
    let a = Math.max(60, Math.round(meanAway + sd * normal(draw)));
    // Overtime until someone leads.
    while (h === a) {
      h += 6 + Math.floor(draw() * 10);
      a += 6 + Math.floor(draw() * 10);
    }
    return { home: h, away: a, periods: [] };
  };
  return { markets, score };
}

/** A set's games: the winner's 6 or 7 and the loser's. */
function setGames(draw: () => number): [number, number] {
  const u = draw();
  if (u < 0.12) return [7, 6];
  if (u < 0.22) return [7, 5];
  return [6, Math.floor(draw() * 5)];
}

function tennis(
  home: number,
  away: number,
  newDraw: () => () => number,
): Pick<Fixture, "score"> & { markets: MarketInput[] } {
  const pSet = logistic(1.6 * (home - away));
  const pMatch = pSet * pSet * (3 - 2 * pSet);
  const score = () => {
    const draw = newDraw();
    const sets: { home: number; away: number }[] = [];
    let h = 0;
    let a = 0;
    while (h < 2 && a < 2) {
      const [w, l] = setGames(draw);
      if (draw() < pSet) {
        h++;
        sets.push({ home: w, away: l });
      } else {
        a++;
        sets.push({ home: l, away: w });
      }
    }
    return { home: h, away: a, periods: sets };
  };
  return { markets: [market("winner", priced({ home: pMatch, away: 1 - pMatch }))], score };
}

/** A best of three: the series, maps 1 and 2, and home −1.5 maps. */
function esports(
  sport: EventSport,
  home: number,
  away: number,
  newDraw: () => () => number,
): Pick<Fixture, "score"> & { markets: MarketInput[] } {
  const p = logistic(1.4 * (home - away));
  const series = p * p * (3 - 2 * p);
  const markets = [
    market("winner", priced({ home: series, away: 1 - series })),
    market("map_winner", priced({ home: p, away: 1 - p }), { map: 1 }),
    market("map_winner", priced({ home: p, away: 1 - p }), { map: 2 }),
    market("map_hcp", priced({ home: p * p, away: 1 - p * p }), { line: "-1.5" }),
  ];
  const rounds = sport === "cs2" || sport === "valorant";
  const score = () => {
    const draw = newDraw();
    const maps: { home: number; away: number }[] = [];
    let h = 0;
    let a = 0;
    while (h < 2 && a < 2) {
      // A map's score: rounds for the shooters (13 to at most 11, or 16–14 after overtime), 1–0 for the others.
      const [w, l] = rounds ? (draw() < 0.15 ? [16, 14] : [13, Math.floor(draw() * 12)]) : [1, 0];
      if (draw() < p) {
        h++;
        maps.push({ home: w, away: l });
      } else {
        a++;
        maps.push({ home: l, away: w });
      }
    }
    return { home: h, away: a, periods: maps };
  };
  return { markets, score };
}

/** The ref of a sandbox fixture: its day and a number, so the sandbox finds its own events again. */
const refOf = (day: string, sport: EventSport, n: number) =>
  `sbx-${day.replace(/-/g, "")}-${sport}-${String(n).padStart(2, "0")}`;
const REF = /^sbx-(\d{4})(\d{2})(\d{2})-[a-z0-9]+-\d{2}$/;
const dayOfRef = (ref: string) => {
  const m = REF.exec(ref);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
};

const cache = new Map<string, Fixture[]>();

/** The day's fixtures with their score draws, in start order. */
function fixtures(day: string, seed: string): Fixture[] {
  const key = `${seed}\u0000${day}`;
  const known = cache.get(key);
  if (known) return known;
  const dayStart = siteDayStart(day).getTime();
  const out: Fixture[] = [];
  for (const league of LEAGUES) {
    const rand = stream(seed, "day", day, league.competition);
    const teams = shuffled(rand, league.teams);
    for (let i = 0; i < league.perDay; i++) {
      const [home, away] = [teams[2 * i], teams[2 * i + 1]];
      // Inside the site day it belongs to (ADR 0061): from 09:00 to before 23:30 of that day, on the sport's step,
      // so that the day's fixtures are the site's Today on that day and none is pushed to the next.
      const step = START_STEP_MINUTES[league.sport];
      const minutes = FIRST_START_MINUTES + Math.floor((rand() * START_WINDOW_MINUTES) / step) * step;
      const startsAt = new Date(dayStart + minutes * MINUTE).toISOString();
      const n = out.filter((f) => f.event.sport === league.sport).length + 1;
      const ref = refOf(day, league.sport, n);
      // A fresh stream at each call: the same score however often it is asked for.
      const draw = () => stream(seed, "score", ref);
      const [sh, sa] = [strength(seed, day, home), strength(seed, day, away)];
      const built =
        league.sport === "football"
          ? football(sh, sa, draw)
          : league.sport === "basketball"
            ? basketball(sh, sa, rand() * 2 - 1, draw)
            : league.sport === "tennis"
              ? tennis(sh, sa, draw)
              : esports(league.sport, sh, sa, draw);
      out.push({
        event: {
          ref,
          sport: league.sport,
          competition: league.competition,
          home,
          away,
          startsAt,
          markets: built.markets,
        },
        durationMinutes: DURATION_MINUTES[league.sport],
        score: built.score,
      });
    }
  }
  out.sort((a, b) => a.event.startsAt.localeCompare(b.event.startsAt) || a.event.ref.localeCompare(b.event.ref));
  if (cache.size > 8) cache.clear();
  cache.set(key, out);
  return out;
}

/**
 * A made-up day of fixtures (the site's day YYYY-MM-DD): 12 football matches, 4 basketball games, 2 tennis matches and
 * 6 e-sports series (lol, dota2, cs2, valorant), starting from 09:00 to before 23:30 of that site day, each with its
 * markets and odds of a ~5 % margin. Pure: the same day and seed always give the same messages.
 */
export function sandboxDay(day: string, seed: string): FeedMessage[] {
  return fixtures(day, seed).map((f) => ({ type: "fixture", event: f.event }));
}

/** The final score the sandbox gives a fixture of its own (null for a ref it did not make). */
export function sandboxScore(ref: string, seed: string = SANDBOX_SEED): Score | null {
  const day = dayOfRef(ref);
  const fixture = day ? fixtures(day, seed).find((f) => f.event.ref === ref) : undefined;
  return fixture ? fixture.score() : null;
}

// ---- playing it out ----------------------------------------------------------------------------------------------

export type SandboxCounts = {
  fixtures: number;
  live: number;
  ended: number;
  nudged: number;
  fightsOpened: number;
  fightsMoved: number;
  failed: number;
};
/** Told of each message the platform refused, so the job can log it; the tick goes on with the next. */
export type SandboxErrors = (what: string, error: unknown) => void;

async function attempt(
  counts: SandboxCounts,
  onError: SandboxErrors | undefined,
  what: string,
  act: () => Promise<unknown>,
): Promise<boolean> {
  try {
    await act();
    return true;
  } catch (error) {
    counts.failed += 1;
    onError?.(what, error);
    return false;
  }
}

/**
 * Applies the day's sandbox fixtures that the platform does not have yet (a fixture resent would overwrite the odds
 * and states it has come to), leaving out those already over by `now`. Returns how many it applied.
 */
export async function applySandboxDay(
  db: Db,
  day: string,
  now: Date,
  seed: string = SANDBOX_SEED,
  onError?: SandboxErrors,
): Promise<number> {
  const day_ = fixtures(day, seed).filter(
    (f) => Date.parse(f.event.startsAt) + f.durationMinutes * MINUTE > now.getTime(),
  );
  if (!day_.length) return 0;
  const have = new Set(
    (
      await db
        .select({ ref: sportsEvents.ref })
        .from(sportsEvents)
        .where(
          inArray(
            sportsEvents.ref,
            day_.map((f) => f.event.ref),
          ),
        )
    ).map((r) => r.ref),
  );
  const counts = emptyCounts();
  for (const f of day_) {
    if (have.has(f.event.ref)) continue;
    if (
      await attempt(counts, onError, `fixture ${f.event.ref}`, () =>
        applyFeedMessage(db, { type: "fixture", event: f.event }, SOURCE),
      )
    )
      counts.fixtures += 1;
  }
  return counts.fixtures;
}

const emptyCounts = (): SandboxCounts => ({
  fixtures: 0,
  live: 0,
  ended: 0,
  nudged: 0,
  fightsOpened: 0,
  fightsMoved: 0,
  failed: 0,
});

/** The two-way markets whose odds the sandbox moves now and then. */
const NUDGED: ReadonlySet<string> = new Set(["ah", "ou", "winner", "map_winner", "map_hcp"]);
/** Of the events not started yet, about this share has one market's odds moved each minute. */
const NUDGE_SHARE = 0.15;

/** One two-way market of the fixture with its odds moved up to 4 % one way and the other side's the other way. */
function nudge(fixture: Fixture, minute: string, seed: string): MarketInput | null {
  const rand = stream(seed, "nudge", fixture.event.ref, minute);
  if (rand() >= NUDGE_SHARE) return null;
  const candidates = fixture.event.markets.filter((m) => NUDGED.has(m.type));
  if (!candidates.length) return null;
  const chosen = candidates[Math.floor(rand() * candidates.length)];
  const move = 1 + (rand() - 0.5) * 0.08;
  const [first, second] = Object.keys(chosen.odds);
  const odds = {
    [first]: onGrid((Number(oddsMilli(chosen.odds[first])) / 1000) * move),
    [second]: onGrid(Number(oddsMilli(chosen.odds[second])) / 1000 / move),
  };
  return { ...chosen, odds };
}

async function playEvents(
  db: Db,
  now: Date,
  seed: string,
  counts: SandboxCounts,
  onError?: SandboxErrors,
): Promise<void> {
  const rows = await db
    .select({ ref: sportsEvents.ref, status: sportsEvents.status, startsAt: sportsEvents.startsAt })
    .from(sportsEvents)
    .where(
      and(
        eq(sportsEvents.sandbox, true),
        like(sportsEvents.ref, "sbx-%"),
        // Not started or live; or ended without a score (its settlement was refused last time).
        or(
          inArray(sportsEvents.status, ["not_started", "live"]),
          and(eq(sportsEvents.status, "ended"), isNull(sportsEvents.score)),
        ),
        lte(sportsEvents.startsAt, new Date(now.getTime() + 2 * 24 * 60 * MINUTE)),
      ),
    );
  const minute = now.toISOString().slice(0, 16);
  for (const row of rows) {
    const day = dayOfRef(row.ref);
    const fixture = day ? fixtures(day, seed).find((f) => f.event.ref === row.ref) : undefined;
    if (!fixture) continue;
    const started = row.startsAt.getTime() <= now.getTime();
    const over = row.startsAt.getTime() + fixture.durationMinutes * MINUTE <= now.getTime();
    if (!started) {
      const moved = nudge(fixture, minute, seed);
      if (
        moved &&
        (await attempt(counts, onError, `odds ${row.ref}`, () =>
          applyFeedMessage(db, { type: "odds_change", ref: row.ref, markets: [moved] }, SOURCE),
        ))
      )
        counts.nudged += 1;
      continue;
    }
    let status = row.status;
    if (
      status === "not_started" &&
      (await attempt(counts, onError, `live ${row.ref}`, () =>
        applyFeedMessage(db, { type: "status", ref: row.ref, status: "live" }, SOURCE),
      ))
    ) {
      status = "live";
      counts.live += 1;
    }
    if (!over || status === "not_started") continue;
    // The settlement ends the event with its score and grades every market from it.
    if (
      await attempt(counts, onError, `settle ${row.ref}`, () =>
        applyFeedMessage(db, { type: "settlement", ref: row.ref, score: fixture.score(), reason: "" }, SOURCE),
      )
    )
      counts.ended += 1;
  }
}

// ---- the cockfight arena ------------------------------------------------------------------------------------------

const FARMS = [
  "Batangas",
  "Tarlac",
  "Laguna",
  "Pampanga",
  "Bulacan",
  "Cavite",
  "Iloilo",
  "Negros",
  "Cebu",
  "Bohol",
  "Leyte",
  "Quezon",
];
const BREEDS = ["Hatch", "Kelso", "Sweater", "Roundhead", "Lemon", "Grey", "Claret", "Whitehackle", "Asil", "Radio"];
/** Minutes a sandbox fight takes bets before last call; last call lasts a minute, and the result comes a minute after close. */
const FIGHT_WINDOW_MINUTES = 3;
/** After a fight ends, the next opens no sooner than this (and an operator's fight is never touched). */
const BETWEEN_FIGHTS = MINUTE;

/** A made-up fight's two entries, from the minute it opens. */
export function sandboxFightInput(now: Date, seed: string = SANDBOX_SEED): FightInput {
  const rand = stream(seed, "fight", now.toISOString().slice(0, 16));
  const entry = () => `${FARMS[Math.floor(rand() * FARMS.length)]} ${BREEDS[Math.floor(rand() * BREEDS.length)]}`;
  const meron = entry();
  let wala = entry();
  while (wala === meron) wala = entry();
  return fightInputSchema.parse({ meron, wala, windowMinutes: FIGHT_WINDOW_MINUTES });
}

/** The result of a sandbox fight: Meron a little more often (the favourite), a draw now and then. */
export function sandboxFightResult(fightId: string, seed: string = SANDBOX_SEED): FightResult {
  const u = stream(seed, "fight-result", fightId)();
  return u < 0.5 ? "meron" : u < 0.96 ? "wala" : "draw";
}

async function runArena(
  db: Db,
  now: Date,
  seed: string,
  counts: SandboxCounts,
  onError?: SandboxErrors,
): Promise<void> {
  const current = await currentFight(db);
  const at = now.getTime();
  if (!current) {
    const [last] = await recentFights(db, 1);
    const endedAt = last ? Date.parse(last.settledAt ?? last.closedAt ?? last.lastCallAt) : 0;
    if (at - endedAt < BETWEEN_FIGHTS) return;
    if (await attempt(counts, onError, "open a fight", () => openFight(db, sandboxFightInput(now, seed), ACTOR, true)))
      counts.fightsOpened += 1;
    return;
  }
  // The operator's own fight runs at the operator's pace.
  if (!current.sandbox) return;
  const lastCallAt = Date.parse(current.lastCallAt);
  const step =
    current.status === "open" && at >= lastCallAt
      ? () => lastCall(db, current.id, ACTOR)
      : current.status === "last_call" && at >= lastCallAt + MINUTE
        ? () => closeFight(db, current.id, ACTOR)
        : current.status === "closed" && at >= Date.parse(current.closedAt ?? current.lastCallAt) + MINUTE
          ? () => resultFight(db, current.id, sandboxFightResult(current.id, seed), "", ACTOR)
          : null;
  if (step && (await attempt(counts, onError, `fight ${current.number} ${current.status}`, step)))
    counts.fightsMoved += 1;
}

/**
 * One minute of the sandbox (the events-sandbox job, demo installs only): today's and tomorrow's fixtures when missing,
 * events past their start made live, those past their sport's length ended and settled with their drawn score, some
 * odds moved; and the arena's made-up fight opened, called, closed and given its result in turn.
 */
export async function sandboxTick(
  db: Db,
  now: Date = new Date(),
  onError?: SandboxErrors,
  seed: string = SANDBOX_SEED,
): Promise<SandboxCounts> {
  const counts = emptyCounts();
  const today = siteDay(now);
  for (const day of [today, nextSiteDay(today)]) {
    try {
      counts.fixtures += await applySandboxDay(db, day, now, seed, (what, error) => {
        counts.failed += 1;
        onError?.(what, error);
      });
    } catch (error) {
      counts.failed += 1;
      onError?.(`fixtures of ${day}`, error);
    }
  }
  await playEvents(db, now, seed, counts, onError);
  await runArena(db, now, seed, counts, onError);
  return counts;
}
