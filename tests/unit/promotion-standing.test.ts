import { describe, expect, it } from "vitest";
import { goodsStanding, missionStanding } from "../../server/modules/loyalty/standing.js";
import { promotionStanding, type PromotionFacts } from "../../server/modules/promotions/standing.js";
import type { PromotionRule } from "../../contract/promotions.js";

// The standing functions on hand cases (ADR 0060): for each kind, the status and the step agree, a step the
// platform would refuse is never offered, and a time-out offers none.

const limits = { perMember: 1, perDay: null, identities: [] } as unknown as PromotionRule["limits"];
const rule = (r: Record<string, unknown>) => ({ limits, ...r }) as unknown as PromotionRule;
const facts = (terms: PromotionRule, extra: Partial<PromotionFacts> = {}): PromotionFacts => ({
  terms,
  closed: null,
  granted: 0,
  wagering: false,
  entry: null,
  ineligible: null,
  care: null,
  deposits: 0,
  bound: false,
  freeRounds: null,
  draw: null,
  accrued: null,
  ...extra,
});
const pick = (f: PromotionFacts) => {
  const s = promotionStanding(f);
  return [s.status, s.action, s.reason];
};

const first = rule({
  type: "deposit",
  claimMode: "claim",
  reward: { kind: "fixed", amount: "100" },
  deposit: { which: "first", minAmount: "0" },
});
const third = rule({
  type: "deposit",
  claimMode: "claim",
  reward: { kind: "fixed", amount: "100" },
  deposit: { which: "nth", n: 3, minAmount: "0" },
});
const reload = rule({
  type: "deposit",
  claimMode: "automatic",
  reward: { kind: "fixed", amount: "100" },
  deposit: { which: "reload", minAmount: "0" },
});
const zalo = rule({ type: "noDeposit", claimMode: "claim", bind: "zalo", reward: { kind: "fixed", amount: "100" } });
const draw = rule({
  type: "luckyDraw",
  claimMode: "claim",
  drawAt: "2030-01-01T00:00:00Z",
  minValidBet: "100",
  prizes: [],
});
const manual = rule({ type: "manual", claimMode: "apply", reward: { kind: "fixed", amount: "100" } });
const rebate = rule({ type: "rebate", claimMode: "claim" });
const spins = rule({ type: "freeRounds", claimMode: "claim" });
const drawFacts = { drawn: false, tier: false, entered: false, closed: false, shortOfPlay: false };

describe("a deposit bonus", () => {
  it("is joined before its deposit, and closed once that deposit is behind the member", () => {
    expect(pick(facts(first))).toEqual(["join", "join", null]);
    expect(pick(facts(first, { deposits: 1 }))).toEqual(["close", null, "DEPOSIT_PASSED"]);
    expect(pick(facts(first, { deposits: 1, entry: { state: "joined", reason: null } }))).toEqual([
      "close",
      null,
      "DEPOSIT_PASSED",
    ]);
    expect(pick(facts(first, { entry: { state: "joined", reason: null } }))).toEqual(["joined", null, null]);
    expect(pick(facts(third, { deposits: 2 }))).toEqual(["join", "join", null]);
    expect(pick(facts(third, { deposits: 3 }))).toEqual(["close", null, "DEPOSIT_PASSED"]);
    expect(pick(facts(reload, { deposits: 7 }))).toEqual(["joined", null, null]);
    // Granted already: claimed, not "no longer qualifies".
    expect(pick(facts(first, { deposits: 1, granted: 1 }))).toEqual(["claimed", null, null]);
    expect(pick(facts(first, { deposits: 1, granted: 1, wagering: true }))).toEqual(["process", null, null]);
  });
});

describe("a no-deposit bonus", () => {
  it("asks for its bind first and offers Claim only once bound", () => {
    expect(pick(facts(zalo))).toEqual(["close", null, "BIND_ZALO"]);
    expect(pick(facts(rule({ ...zalo, bind: "email" })))).toEqual(["close", null, "BIND_EMAIL"]);
    expect(pick(facts(zalo, { bound: true }))).toEqual(["claim", "claim", null]);
  });
});

describe("a lucky draw", () => {
  it("is ready only with enough play, and says the draw's state", () => {
    expect(pick(facts(draw, { draw: { ...drawFacts, shortOfPlay: true } }))).toEqual([
      "close",
      null,
      "NOT_ENOUGH_PLAY",
    ]);
    expect(pick(facts(draw, { draw: drawFacts }))).toEqual(["claim", "claim", null]);
    expect(pick(facts(draw, { draw: { ...drawFacts, entered: true } }))).toEqual(["joined", null, null]);
    expect(pick(facts(draw, { draw: { ...drawFacts, closed: true } }))).toEqual(["close", null, "DRAW_CLOSED"]);
    expect(pick(facts(draw, { draw: { ...drawFacts, drawn: true, tier: true } }))).toEqual(["issued", null, null]);
  });
});

describe("the others", () => {
  it("manual: apply, then under review; rebate: claim only what accrued; free rounds: claim, then in progress", () => {
    expect(pick(facts(manual))).toEqual(["join", "apply", null]);
    expect(pick(facts(manual, { entry: { state: "applying", reason: null } }))).toEqual(["applying", null, null]);
    expect(pick(facts(manual, { entry: { state: "rejected", reason: "blurry" } }))).toEqual([
      "rejected",
      null,
      "blurry",
    ]);
    expect(pick(facts(rebate, { accrued: 0n }))).toEqual(["joined", null, "NOTHING_TO_CLAIM"]);
    expect(promotionStanding(facts(rebate, { accrued: 250n }))).toMatchObject({
      status: "claim",
      action: "claim",
      claimable: "250",
    });
    expect(pick(facts(spins, { freeRounds: { playing: false, sets: 0 } }))).toEqual(["claim", "claim", null]);
    expect(pick(facts(spins, { freeRounds: { playing: true, sets: 1 } }))).toEqual(["process", null, null]);
    expect(pick(facts(first, { closed: "PAUSED" }))).toEqual(["close", null, "PAUSED"]);
    expect(pick(facts(first, { closed: "NOT_STARTED" }))).toEqual(["comingSoon", null, null]);
    expect(pick(facts(first, { ineligible: "VIP_LEVEL" }))).toEqual(["close", null, "VIP_LEVEL"]);
  });

  it("a time-out or self-exclusion offers no step of any kind, and keeps what is only information", () => {
    for (const f of [
      facts(first),
      facts(zalo, { bound: true }),
      facts(draw, { draw: drawFacts }),
      facts(manual),
      facts(spins, { freeRounds: { playing: false, sets: 0 } }),
    ]) {
      expect(pick({ ...f, care: "TIMED_OUT" })).toEqual(["close", null, "TIMED_OUT"]);
      expect(pick({ ...f, care: "SELF_EXCLUDED" })).toEqual(["close", null, "SELF_EXCLUDED"]);
    }
    expect(pick(facts(first, { care: "TIMED_OUT", entry: { state: "joined", reason: null } }))).toEqual([
      "joined",
      null,
      null,
    ]);
  });
});

describe("a points-shop item", () => {
  const item = { points: 8_000, stock: 5, perMember: 2 };
  it("is redeemed only as many times as the points, the stock and the limit allow", () => {
    expect(goodsStanding(item, { redeemed: 0, points: 2n }, 10)).toEqual({
      action: null,
      reason: "NOT_ENOUGH_POINTS",
      max: 0,
    });
    expect(goodsStanding(item, { redeemed: 0, points: 8_000n }, 10)).toEqual({
      action: "redeem",
      reason: null,
      max: 1,
    });
    expect(goodsStanding(item, { redeemed: 0, points: 100_000n }, 10)).toEqual({
      action: "redeem",
      reason: null,
      max: 2,
    });
    expect(goodsStanding(item, { redeemed: 2, points: 100_000n }, 10)).toEqual({
      action: null,
      reason: "LIMIT_REACHED",
      max: 0,
    });
    expect(goodsStanding({ ...item, stock: 0 }, { redeemed: 0, points: 100_000n }, 10)).toEqual({
      action: null,
      reason: "OUT_OF_STOCK",
      max: 0,
    });
  });
});

describe("a mission", () => {
  it("offers its claim only when done, not claimed in its period and the member is free to play", () => {
    expect(missionStanding({ done: false, claimed: false, care: null })).toEqual({ action: null, reason: "NOT_DONE" });
    expect(missionStanding({ done: true, claimed: false, care: null })).toEqual({ action: "claim", reason: null });
    expect(missionStanding({ done: true, claimed: true, care: null })).toEqual({
      action: null,
      reason: "ALREADY_CLAIMED",
    });
    expect(missionStanding({ done: true, claimed: false, care: "TIMED_OUT" })).toEqual({
      action: null,
      reason: "TIMED_OUT",
    });
    expect(missionStanding({ done: true, claimed: false, care: "SELF_EXCLUDED" })).toEqual({
      action: null,
      reason: "SELF_EXCLUDED",
    });
    // Claimed stays claimed under a time-out: information is kept.
    expect(missionStanding({ done: true, claimed: true, care: "TIMED_OUT" })).toEqual({
      action: null,
      reason: "ALREADY_CLAIMED",
    });
  });
});
