import type { PrizeHit, SettlementLine } from "../../../contract/answers/lottery.js";
import type { BetType } from "./bet-types.js";
import { FAMILY_TIERS, resultProblem, type Prizes } from "./results.js";

// The one settlement function (DESIGN §10): (bet type, chosen numbers, points, structured
// result) → hits, win and the rule's trace, which is stored with the settlement so that a player or an
// operator can see why a ticket won what it won. The trace is facts (which prize numbers each chosen number
// matched, what counted), never a sentence: the web says them in the member's language (ADR 0064). Pure: the
// same inputs give the same answer, for the settlement job, a resettlement after a correction and the tests'
// golden draws alike.

export type Selection = readonly string[];
export type Settled = { hits: number; win: bigint; trace: SettlementLine[] };

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
  return selection.every((s) => typeof s === "string" && pattern.test(s))
    ? null
    : `numbers of ${type.chooses.digits} digit${type.chooses.digits > 1 ? "s" : ""}`;
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
export const fullPay = (type: BetType, key: string): bigint =>
  typeof type.payPerPoint === "bigint" ? type.payPerPoint : (type.payPerPoint[key] ?? 0n);

/**
 * Settles a ticket of `points` on `selection`. `pays`, per number (a combination: its numbers sorted and joined
 * by "+"), is what the ticket was taken at (limits.ts takenPays: half for a half-pay number); without it, the
 * type's own pay.
 */
export function settle(
  type: BetType,
  selection: Selection,
  points: bigint,
  prizes: Prizes,
  pays?: ReadonlyMap<string, bigint>,
): Settled {
  const problem = resultProblem(type.family, prizes) ?? selectionProblem(type, selection);
  if (problem) throw new Error(`settle ${type.family}/${type.code}: ${problem}`);
  const read = positions(type, prizes);
  const trace: SettlementLine[] = [];
  const payOf = (key: string) => pays?.get(key) ?? fullPay(type, key);
  const where = (found: { tier: string; number: string }[]): PrizeHit[] =>
    found.map(({ tier, number }) => ({ tier, number }));
  let hits = 0;
  let win = 0n;
  const hit = (key: string, count: number) => {
    hits += count;
    win += points * payOf(key) * BigInt(count);
  };

  switch (type.rule) {
    case "count":
    case "anyOrder":
    case "digitIn": {
      const rule = type.rule;
      const matches = (value: string, chosen: string) =>
        rule === "count"
          ? value === chosen
          : rule === "anyOrder"
            ? sorted(value) === sorted(chosen)
            : value.includes(chosen);
      for (const chosen of selection) {
        const found = read.filter((p) => matches(p.value, chosen));
        // Only a count (lô, a face) pays a repeated hit again, and only when its type says so.
        const counted = rule === "count" && type.repeatPays ? found.length : Math.min(found.length, 1);
        hit(chosen, counted);
        trace.push({ rule, chosen, hits: where(found), counted });
      }
      break;
    }
    case "all":
    case "none": {
      const numbers = selection.map((chosen) => ({ chosen, hits: where(read.filter((p) => p.value === chosen)) }));
      const won =
        type.rule === "all" ? numbers.every((n) => n.hits.length > 0) : numbers.every((n) => n.hits.length === 0);
      hit(combinationKey(selection), won ? 1 : 0);
      trace.push({ rule: type.rule, numbers, counted: won ? 1 : 0 });
      break;
    }
    case "size":
    case "parity":
    case "sum": {
      const faces = read.map((p) => Number(p.value));
      const total = faces.reduce((a, b) => a + b, 0);
      const triple = faces.every((f) => f === faces[0]);
      const outcome =
        type.rule === "size"
          ? total >= 11
            ? "big"
            : "small"
          : type.rule === "parity"
            ? total % 2
              ? "odd"
              : "even"
            : String(total);
      for (const chosen of selection) {
        // A triple loses size and parity (the house's, R10); a total is a total.
        const won = chosen === outcome && !(triple && type.rule !== "sum");
        hit(chosen, won ? 1 : 0);
        trace.push({ rule: type.rule, chosen, faces, total, triple, counted: won ? 1 : 0 });
      }
      break;
    }
  }
  return { hits, win, trace };
}
