import type { MarketType, Score } from "../../../contract/events.js";
import type { LegSettlement } from "./settle.js";

// Grading a market from the final score the operator (or the feed) enters (reference/sportsbook.md §2.4):
// each outcome's settlement, in the feed's own words (result, void factor, dead-heat factor), so that a graded
// market and a feed-settled one go through the same settlement function. Handicaps and totals are worked in
// quarters of a goal as integers: −0.75 is −3, 2.5 is 10, and a score's margin of 1 is 4.

export type GradedMarket = { type: MarketType; line: string | null; map: number | null };

const WIN: LegSettlement = { result: "win", voidFactor: "0", deadHeatFactor: "1" };
const LOSE: LegSettlement = { result: "lose", voidFactor: "0", deadHeatFactor: "1" };
const HALF_WIN: LegSettlement = { result: "win", voidFactor: "0.5", deadHeatFactor: "1" };
const HALF_LOSE: LegSettlement = { result: "lose", voidFactor: "0.5", deadHeatFactor: "1" };
/** A refund is a loss with the whole stake given back, as the feed sends it (S1). */
const REFUND: LegSettlement = { result: "lose", voidFactor: "1", deadHeatFactor: "1" };

const OUTCOMES: Record<Exclude<MarketType, "cs">, readonly string[]> = {
  "1x2": ["home", "draw", "away"],
  winner: ["home", "away"],
  ah: ["home", "away"],
  ou: ["over", "under"],
  map_winner: ["home", "away"],
  map_hcp: ["home", "away"],
};
const SCORE = /^(\d{1,2}):(\d{1,2})$/;
const LINE = /^([+-]?)(\d{1,3})(?:\.(0|00|25|5|50|75))?$/;
const QUARTERS_OF: Record<string, bigint> = { "": 0n, "0": 0n, "00": 0n, "25": 1n, "5": 2n, "50": 2n, "75": 3n };

/** "-0.75" → −3n: a handicap or total in quarters. Only whole, half and quarter lines exist. */
export function lineQuarters(line: string | null, market: string): bigint {
  const match = line === null ? null : LINE.exec(line);
  if (!match) throw new Error(`${market}: line "${String(line)}" is not a line in quarters (2.25, -0.75)`);
  const quarters = BigInt(match[2]) * 4n + QUARTERS_OF[match[3] ?? ""];
  return match[1] === "-" ? -quarters : quarters;
}

/**
 * A bet whose adjusted margin is `quarters` (after the handicap or the total): on a whole or half line it wins above
 * 0, is refunded at 0 and loses below. A quarter line (an odd number of quarters) puts half the stake on each of the
 * two neighbouring lines (−0.75 = −0.5 and −1), and the two halves combine into a half win or a half loss (§2.4).
 */
function splitLine(quarters: bigint): LegSettlement {
  const halves = quarters % 2n === 0n ? [quarters, quarters] : [quarters - 1n, quarters + 1n];
  const wins = halves.filter((q) => q > 0n).length;
  const refunds = halves.filter((q) => q === 0n).length;
  if (wins === 2) return WIN;
  if (wins === 1 && refunds === 1) return HALF_WIN;
  if (refunds === 2) return REFUND;
  if (refunds === 1) return HALF_LOSE;
  // Neighbouring lines are half a goal apart, so one half cannot win while the other loses.
  if (wins === 0) return LOSE;
  throw new Error(`line split ${halves.join("/")} quarters: a half won and a half lost`);
}

/** The home side takes the handicap, the away side its mirror: home's margin + line, away's margin − line. */
function handicap(home: number, away: number, line: bigint): Map<string, LegSettlement> {
  const margin = BigInt(home - away) * 4n;
  return new Map([
    ["home", splitLine(margin + line)],
    ["away", splitLine(-margin - line)],
  ]);
}

/** A two-way market: the winner wins, the other loses; a tie refunds both. */
function twoWay(home: number, away: number): Map<string, LegSettlement> {
  if (home === away)
    return new Map([
      ["home", REFUND],
      ["away", REFUND],
    ]);
  return new Map([
    ["home", home > away ? WIN : LOSE],
    ["away", away > home ? WIN : LOSE],
  ]);
}

function correctScore(outcomes: string[], score: Score): Map<string, LegSettlement> {
  const scores = outcomes.filter((code) => code !== "other");
  for (const code of scores)
    if (!SCORE.test(code)) throw new Error(`cs: no outcome "${code}" (a score "h:a" or "other")`);
  const hit = (code: string) => {
    const [h, a] = code.split(":").map(Number);
    return h === score.home && a === score.away;
  };
  // "other" is every score the market did not list, so it wins exactly when no listed score did.
  const listed = scores.some(hit);
  return new Map(outcomes.map((code) => [code, (code === "other" ? !listed : hit(code)) ? WIN : LOSE]));
}

/** Every outcome's settlement for a market from the final score (maps, for e-sports, in score.periods). */
export function gradeMarket(market: GradedMarket, outcomes: string[], score: Score): Map<string, LegSettlement> {
  const name = `${market.type}${market.line === null ? "" : ` ${market.line}`}${market.map === null ? "" : ` map ${market.map}`}`;
  if (market.type !== "cs") {
    const known = OUTCOMES[market.type];
    if (!known) throw new Error(`${name}: no such market type`);
    const unknown = outcomes.find((code) => !known.includes(code));
    if (unknown !== undefined) throw new Error(`${name}: no outcome "${unknown}" (${known.join(", ")})`);
  }
  const graded = (() => {
    switch (market.type) {
      case "1x2": {
        const happened = score.home > score.away ? "home" : score.home < score.away ? "away" : "draw";
        return new Map(OUTCOMES["1x2"].map((code) => [code, code === happened ? WIN : LOSE]));
      }
      case "winner":
        return twoWay(score.home, score.away);
      case "ah":
      case "map_hcp":
        // map_hcp's score is maps won, so it is the same handicap over score.home and score.away.
        return handicap(score.home, score.away, lineQuarters(market.line, name));
      case "ou": {
        const total = lineQuarters(market.line, name);
        if (total < 0n) throw new Error(`${name}: a total is not below 0`);
        const goals = BigInt(score.home + score.away) * 4n;
        return new Map([
          ["over", splitLine(goals - total)],
          ["under", splitLine(total - goals)],
        ]);
      }
      case "cs":
        return correctScore(outcomes, score);
      case "map_winner": {
        if (market.map === null || !Number.isInteger(market.map) || market.map < 1)
          throw new Error(`${name}: which map is not given`);
        const played = score.periods[market.map - 1];
        // A map that was not played (a 2–0 in a best of three has no map 3) has no winner: every bet is refunded.
        if (!played)
          return new Map([
            ["home", REFUND],
            ["away", REFUND],
          ]);
        return twoWay(played.home, played.away);
      }
    }
  })();
  return new Map(
    outcomes.map((code) => {
      const settlement = graded.get(code);
      if (!settlement) throw new Error(`${name}: no outcome "${code}"`);
      return [code, settlement];
    }),
  );
}
