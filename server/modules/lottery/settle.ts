import type { BetType } from "./bet-types.js";
import { FAMILY_TIERS, resultProblem, type Prizes } from "./results.js";

// The one settlement function (issue 20 §1; DESIGN §10): (bet type, chosen numbers, points, structured
// result) → hits, win and the rule's trace, which is stored with the settlement so that a player or an
// operator can see why a ticket won what it won. Pure: the same inputs give the same answer, for the
// settlement job, a resettlement after a correction and the tests' golden draws alike.

export type Selection = readonly string[];
export type Settled = { hits: number; win: bigint; trace: string[] };

/** The positions a type reads: the last `last` digits of each number of its tiers (or one digit of them). */
export function positions(type: BetType, prizes: Prizes): { tier: string; number: string; value: string }[] {
  const tiers = type.tiers === "all" ? FAMILY_TIERS[type.family].map((t) => t.tier) : type.tiers;
  return tiers.flatMap((tier) =>
    (prizes[tier] ?? [])
      // Only the last k digits: never every k-digit run of a number (the known over-paying bug, §1.5).
      .filter((number) => number.length >= type.last)
      .map((number) => {
        const last = number.slice(-type.last);
        const value = type.digit === "tens" ? last[0] : type.digit === "units" ? last[last.length - 1] : last;
        return { tier, number, value };
      }),
  );
}

/** Why a selection cannot be a ticket of this type (count, digits, repeats), or null. */
export function selectionProblem(type: BetType, selection: Selection, maxNumbers = 100): string | null {
  if (!Array.isArray(selection) || selection.length === 0) return "choose at least one number";
  if (new Set(selection).size !== selection.length) return "each number once";
  if (type.pick !== undefined && selection.length !== type.pick) return `choose exactly ${type.pick} numbers`;
  if (type.pick === undefined && selection.length > maxNumbers) return `choose at most ${maxNumbers} numbers`;
  if ("values" in type.chooses) {
    const allowed = type.chooses.values;
    return selection.every((s) => allowed.includes(s)) ? null : `choose among ${allowed.join(", ")}`;
  }
  const pattern = new RegExp(`^\\d{${type.chooses.digits}}$`);
  return selection.every((s) => typeof s === "string" && pattern.test(s)) ? null : `numbers of ${type.chooses.digits} digit${type.chooses.digits > 1 ? "s" : ""}`;
}

/** What a ticket of `points` costs: per chosen number, or once for a combination or a choice of one. */
export function ticketStake(type: BetType, selection: Selection, points: bigint): bigint {
  const units = isCombination(type) ? 1n : BigInt(selection.length);
  return points * type.pricePerPoint * units;
}

/** A combination's (xiên, trượt) one key: its numbers sorted and joined by "+", as its pay and exposure are kept. */
export const combinationKey = (selection: Selection) => [...selection].sort().join("+");
/** Whether a type's numbers win together (xiên, trượt) rather than each on its own. */
export const isCombination = (type: BetType) => type.rule === "all" || type.rule === "none";

const sorted = (digits: string) => [...digits].sort().join("");

/** A type's own pay per point per hit for a number, or for `sum` a total. */
export const fullPay = (type: BetType, key: string): bigint => (typeof type.payPerPoint === "bigint" ? type.payPerPoint : (type.payPerPoint[key] ?? 0n));

/**
 * Settles a ticket of `points` on `selection`. `pays`, per number (a combination: its numbers sorted and joined
 * by "+"), is what the ticket was taken at (limits.ts takenPays: half for a half-pay number); without it, the
 * type's own pay.
 */
export function settle(type: BetType, selection: Selection, points: bigint, prizes: Prizes, pays?: ReadonlyMap<string, bigint>): Settled {
  const problem = resultProblem(type.family, prizes) ?? selectionProblem(type, selection);
  if (problem) throw new Error(`settle ${type.family}/${type.code}: ${problem}`);
  const read = positions(type, prizes);
  const values = read.map((p) => p.value);
  const trace: string[] = [];
  const payOf = (key: string) => pays?.get(key) ?? fullPay(type, key);
  let hits = 0;
  let win = 0n;
  const hit = (key: string, count: number) => {
    hits += count;
    win += points * payOf(key) * BigInt(count);
  };

  switch (type.rule) {
    case "count":
      for (const chosen of selection) {
        const found = read.filter((p) => p.value === chosen);
        const counted = type.repeatPays ? found.length : Math.min(found.length, 1);
        hit(chosen, counted);
        trace.push(found.length ? `${chosen}: ${found.map((p) => `${p.tier} ${p.number}`).join(", ")} → ${counted}` : `${chosen}: none → 0`);
      }
      break;
    case "anyOrder":
      for (const chosen of selection) {
        const found = read.filter((p) => sorted(p.value) === sorted(chosen));
        hit(chosen, found.length ? 1 : 0);
        trace.push(`${chosen} in any order: ${found.length ? found.map((p) => `${p.tier} ${p.number}`).join(", ") + " → 1" : "none → 0"}`);
      }
      break;
    case "digitIn":
      for (const chosen of selection) {
        const found = read.filter((p) => p.value.includes(chosen));
        hit(chosen, found.length ? 1 : 0);
        trace.push(`digit ${chosen}: ${found.length ? found.map((p) => `${p.tier} ${p.number}`).join(", ") + " → 1" : "none → 0"}`);
      }
      break;
    case "all": {
      const missing = selection.filter((chosen) => !values.includes(chosen));
      hit(combinationKey(selection), missing.length ? 0 : 1);
      trace.push(missing.length ? `not drawn: ${missing.join(", ")} → 0` : `all of ${selection.join(", ")} drawn → 1`);
      break;
    }
    case "none": {
      const drawn = selection.filter((chosen) => values.includes(chosen));
      hit(combinationKey(selection), drawn.length ? 0 : 1);
      trace.push(drawn.length ? `drawn: ${drawn.join(", ")} → 0` : `none of ${selection.join(", ")} drawn → 1`);
      break;
    }
    case "size":
    case "parity":
    case "sum": {
      const faces = values.map(Number);
      const total = faces.reduce((a, b) => a + b, 0);
      const triple = faces.every((f) => f === faces[0]);
      const outcome = type.rule === "size" ? (total >= 11 ? "big" : "small") : type.rule === "parity" ? (total % 2 ? "odd" : "even") : String(total);
      for (const chosen of selection) {
        // A triple loses size and parity (the house's, R10); a total is a total.
        const won = chosen === outcome && !(triple && type.rule !== "sum");
        hit(chosen, won ? 1 : 0);
        trace.push(`${faces.join("+")} = ${total}${triple ? " (triple)" : ""}: ${chosen} ${won ? "→ 1" : "→ 0"}`);
      }
      break;
    }
  }
  return { hits, win, trace };
}
