import type { EventInput, EventSport, MarketInput, Score } from "../../../contract/events.js";
import { discreteNormal, halfLine, lineMarket, logistic, market, priced, quarterLine } from "./odds.js";
import { normal } from "./source.js";

// ---- the sports -------------------------------------------------------------------------------------------

/** A fixture and how to draw its final score. */
export type Fixture = { event: EventInput; durationMinutes: number; score: () => Score };

function poisson(lambda: number, max: number): number[] {
  const out = [Math.exp(-lambda)];
  for (let k = 1; k <= max; k++) out.push((out[k - 1] * lambda) / k);
  return out;
}

const CORRECT_SCORES = ["0:0", "1:0", "2:0", "2:1", "1:1", "2:2", "0:1", "0:2", "1:2", "3:1"];

export function football(
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

export function basketball(
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

export function tennis(
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
export function esports(
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
