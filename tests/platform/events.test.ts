import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventBets, gameRounds } from "../../server/db/schema.js";
import { findMemberByUsername } from "../../server/modules/accounts/index.js";
import { validBetOf } from "../../server/modules/games/valid-bet.js";
import { accountBalance, memberAccount } from "../../server/modules/wallet/index.js";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { login, withToken } from "./accounts.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";

// Event betting through its calls (ADR 0056): a fixture fed by the operator, singles and parlays taken at
// the odds seen (else ODDS_CHANGED), refused while suspended or after the start, settled from the score with
// quarter lines, settled twice and paid once, rolled back and resettled, a cancel window voiding only the bets in
// it; and a cockfight's pool fixed at close, paid, drawn and cancelled by the 107 rule.

let platform: Platform;
let token: string;
let memberId: string;
const db = () => platform.database.db;
const main = async () => accountBalance(db(), await memberAccount(db(), memberId, "main"));
const key = () => crypto.randomUUID();
const tag = crypto.randomUUID().slice(0, 8);
const soon = () => new Date(Date.now() + 3_600_000).toISOString();

const feed = async (message: Record<string, unknown>) => {
  const answer = await call(platform.app, "POST", "/ops/events/feed", { headers: operatorHeaders, body: message });
  return answer.body;
};
type Market = { id: string; type: string; line: string | null; outcomes: { id: string; code: string; odds: string }[] };
const outcome = (markets: Market[], type: string, code: string, line: string | null = null) => {
  const market = markets.find((m) => m.type === type && m.line === line);
  const found = market?.outcomes.find((o) => o.code === code);
  if (!found) throw new Error(`no ${type} ${line} ${code}`);
  return found;
};
const bet = (selections: { id: string; odds: string }[], stake: string, requestKey = key()) =>
  withToken(platform.app, "POST", "/lgw/events/bets", token, {
    body: { selections: selections.map((s) => ({ outcomeId: s.id, odds: s.odds })), stake, requestKey },
  });

async function fixture(name: string, markets: Record<string, unknown>[], sport = "football") {
  const answer = await feed({
    type: "fixture",
    event: {
      ref: `${name}-${tag}`,
      sport,
      competition: "Test League",
      home: `${name} Home`,
      away: `${name} Away`,
      startsAt: soon(),
      markets,
    },
  });
  expect(answer.code).toBe("OK");
  return answer.value as { ref: string; eventId: string; markets: Market[] };
}

const FOOTBALL = [
  { type: "1x2", odds: { home: "2.10", draw: "3.30", away: "3.60" } },
  { type: "ah", line: "-0.75", odds: { home: "2.00", away: "1.85" } },
  { type: "ou", line: "2.5", odds: { over: "1.95", under: "1.90" } },
];

beforeAll(async () => {
  platform = await startPlatform({ seed: true });
  memberId = (await findMemberByUsername(db(), "demo"))!.id;
  token = (await login(platform.app, "demo", "Demo1234", { ip: "127.0.0.1" })).body.value.token;
  await call(platform.app, "POST", "/ops/wallet/adjust", {
    headers: operatorHeaders,
    body: { username: "demo", amount: "100000000", reason: "events test funds" },
  });
}, 60_000);

afterAll(async () => {
  expect((await verifyLedger(db())).ok).toBe(true);
  await platform?.close();
});

describe("the sportsbook", () => {
  it("takes a single at the odds seen, refuses moved odds with the new ones, a suspended market and a stake out of range", async () => {
    const event = await fixture("odds", FOOTBALL);
    const home = outcome(event.markets, "1x2", "home");
    const before = await main();
    const placed = await bet([home], "1000000");
    expect(placed.body.code).toBe("OK");
    expect(placed.body.value).toMatchObject({
      kind: "single",
      stake: "1000000",
      odds: "2.10",
      potentialReturn: "2100000",
      status: "open",
    });
    expect(await main()).toBe(before - 1_000_000n);

    // A resend of the same slip answers the same bet and takes nothing more.
    const again = await bet(
      [home],
      "1000000",
      placed.body.value.id &&
        (await db().select().from(eventBets).where(eq(eventBets.id, placed.body.value.id)))[0].requestKey,
    );
    expect(again.body.value.id).toBe(placed.body.value.id);
    expect(await main()).toBe(before - 1_000_000n);

    expect(
      (
        await feed({
          type: "odds_change",
          ref: event.ref,
          markets: [{ type: "1x2", odds: { home: "2.05", draw: "3.30", away: "3.70" } }],
        })
      ).code,
    ).toBe("OK");
    const moved = await bet([home], "1000000");
    expect(moved.body.code).toBe("ODDS_CHANGED");
    expect(moved.body.value.changes).toEqual([{ outcomeId: home.id, odds: "2.05", open: true }]);
    expect((await bet([{ id: home.id, odds: "2.05" }], "1000000")).body.code).toBe("OK");

    await feed({ type: "bet_stop", ref: event.ref });
    const stopped = await bet([{ id: home.id, odds: "2.05" }], "1000000");
    expect(stopped.body).toMatchObject({ code: "MARKET_CLOSED", value: { outcomeIds: [home.id] } });
    await feed({ type: "bet_start", ref: event.ref });
    const tiny = await bet([{ id: home.id, odds: "2.05" }], "100");
    expect(tiny.body).toMatchObject({ code: "AMOUNT_OUT_OF_RANGE", value: { min: "100000" } });
    expect(await main()).toBe(before - 2_000_000n);

    // Kicked off: a pre-match market takes nothing more.
    await feed({ type: "status", ref: event.ref, status: "live" });
    expect((await bet([{ id: home.id, odds: "2.05" }], "1000000")).body.code).toBe("MARKET_CLOSED");
  });

  it("settles a quarter line from the score, pays once when settled twice, and resettles after a rollback", async () => {
    const event = await fixture("quarter", FOOTBALL);
    const ah = outcome(event.markets, "ah", "home", "-0.75");
    const before = await main();
    const placed = await bet([ah], "1000000");
    expect(placed.body.code).toBe("OK");

    // Home wins by one on -0.75: half the stake wins at 2.00 (-0.5), half is refunded (-1) → 1,500,000 back.
    const score = { type: "settlement", ref: event.ref, score: { home: 2, away: 1 } };
    const first = await feed(score);
    expect(first.value.settlement).toMatchObject({ settled: 1, resettled: 0 });
    const [settled] = (
      await withToken(platform.app, "GET", "/lgw/events/bets?status=settled", token)
    ).body.value.list.filter((b: { id: string }) => b.id === placed.body.value.id);
    expect(settled).toMatchObject({
      status: "won",
      returned: "1500000",
      legs: [{ status: "half_won", factor: "1.50" }],
    });
    // What decided it (ADR 0064): the final score and the outcome's settlement, as facts.
    expect(settled.legs[0].facts).toEqual({
      score: { home: 2, away: 1, periods: [] },
      settlement: { result: "win", voidFactor: "0.5", deadHeatFactor: "1" },
      voided: null,
    });
    expect(settled.history).toEqual([
      {
        version: 1,
        change: "settled",
        status: "won",
        returned: "1500000",
        before: null,
        cause: { kind: "settlement", reason: "" },
        at: expect.any(String),
      },
    ]);
    expect(await main()).toBe(before + 500_000n);

    const second = await feed(score);
    expect(second.value.settlement).toMatchObject({ settled: 0, resettled: 0, unchanged: 1 });
    expect(await main()).toBe(before + 500_000n);

    // The result was wrong: rolled back (the payment reversed, the bet open), then 3-0 (a whole win at 2.00).
    const rolled = await feed({ type: "rollback_settlement", ref: event.ref, reason: "wrong scorer" });
    expect(rolled.value.settlement).toMatchObject({ reopened: 1 });
    expect(await main()).toBe(before - 1_000_000n);
    // Reopened: the reversal shows with its reason and what it took back, not as a loss.
    const reopened = (await withToken(platform.app, "GET", "/lgw/events/bets?status=open", token)).body.value.list.find(
      (b: { id: string }) => b.id === placed.body.value.id,
    );
    expect(reopened).toMatchObject({ status: "open", returned: null, legs: [{ status: "open", facts: null }] });
    expect(reopened.history[1]).toMatchObject({
      change: "reopened",
      status: "open",
      before: "1500000",
      returned: null,
      cause: { kind: "rollback_settlement", reason: "wrong scorer" },
    });
    const resettled = await feed({ type: "settlement", ref: event.ref, score: { home: 3, away: 0 } });
    expect(resettled.value.settlement).toMatchObject({ settled: 1 });
    expect(await main()).toBe(before + 1_000_000n);
    const [round] = await db().select().from(gameRounds).where(eq(gameRounds.roundId, placed.body.value.id));
    expect(round).toMatchObject({ status: "completed", betTotal: 1_000_000n, winTotal: 2_000_000n });

    // A correction straight over the settlement (no rollback) resettles: 1-1 loses the whole -0.75.
    const corrected = await feed({
      type: "settlement",
      ref: event.ref,
      score: { home: 1, away: 1 },
      reason: "late equaliser missed",
    });
    expect(corrected.value.settlement).toMatchObject({ resettled: 1 });
    expect(await main()).toBe(before - 1_000_000n);
    const [lost] = (
      await withToken(platform.app, "GET", "/lgw/events/bets?status=settled", token)
    ).body.value.list.filter((b: { id: string }) => b.id === placed.body.value.id);
    expect(lost).toMatchObject({
      status: "lost",
      returned: "0",
      legs: [
        {
          status: "lost",
          facts: { score: { home: 1, away: 1 }, settlement: { result: "lose", voidFactor: "0" }, voided: null },
        },
      ],
    });
    expect(
      lost.history.map(
        (h: {
          change: string;
          before: string | null;
          returned: string | null;
          cause: { kind: string; reason: string } | null;
        }) => [h.change, h.before, h.returned, h.cause],
      ),
    ).toEqual([
      ["settled", null, "1500000", { kind: "settlement", reason: "" }],
      ["reopened", "1500000", null, { kind: "rollback_settlement", reason: "wrong scorer" }],
      ["settled", null, "2000000", { kind: "settlement", reason: "" }],
      ["resettled", "2000000", "0", { kind: "correction", reason: "late equaliser missed" }],
    ]);
  });

  it("builds a parlay of different events only, multiplies its legs, and counts a void leg as 1", async () => {
    const a = await fixture("parlay-a", FOOTBALL);
    const b = await fixture("parlay-b", FOOTBALL);
    const same = await bet([outcome(a.markets, "1x2", "home"), outcome(a.markets, "ou", "over", "2.5")], "1000000");
    expect(same.body.code).toBe("SAME_EVENT");
    const before = await main();
    const placed = await bet([outcome(a.markets, "1x2", "home"), outcome(b.markets, "ou", "over", "2.5")], "1000000");
    expect(placed.body.value).toMatchObject({ kind: "parlay", odds: "4.095", potentialReturn: "4095000" });

    await feed({ type: "settlement", ref: a.ref, score: { home: 1, away: 0 } });
    let [open] = (await withToken(platform.app, "GET", "/lgw/events/bets?status=open", token)).body.value.list.filter(
      (x: { id: string }) => x.id === placed.body.value.id,
    );
    expect(open.legs.map((l: { status: string }) => l.status)).toEqual(["won", "open"]);
    // The second event is cancelled: its leg is void, the parlay pays the first leg alone.
    await feed({ type: "status", ref: b.ref, status: "cancelled" });
    [open] = (await withToken(platform.app, "GET", "/lgw/events/bets?status=settled", token)).body.value.list.filter(
      (x: { id: string }) => x.id === placed.body.value.id,
    );
    expect(open).toMatchObject({
      status: "won",
      returned: "2100000",
      legs: [{ status: "won" }, { status: "void", factor: "1.00" }],
    });
    // The void leg says why: its event was cancelled (no score, no result of its own).
    expect(open.legs[1].facts).toEqual({
      score: null,
      settlement: null,
      voided: { cause: "event_cancelled", reason: "", from: null, to: null },
    });
    expect(open.legs[0].facts).toMatchObject({ score: { home: 1, away: 0 }, settlement: { result: "win" } });
    expect(await main()).toBe(before - 1_000_000n + 2_100_000n);
  });

  it("voids only the bets placed inside a cancel window, and takes the void back on its rollback", async () => {
    const event = await fixture("window", FOOTBALL);
    const over = outcome(event.markets, "ou", "over", "2.5");
    const early = (await bet([over], "1000000")).body.value;
    const from = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    const late = (await bet([over], "1000000")).body.value;
    await feed({ type: "settlement", ref: event.ref, score: { home: 2, away: 2 } });
    const before = await main();
    const cancelled = await feed({
      type: "cancel",
      ref: event.ref,
      from,
      to: new Date(Date.now() + 1_000).toISOString(),
      reason: "late bets after a goal",
    });
    expect(cancelled.value.settlement).toMatchObject({ resettled: 1, unchanged: 1 });
    // The late bet's win (1,950,000) becomes its stake back; the early one still wins.
    expect(await main()).toBe(before - 1_950_000n + 1_000_000n);
    const list = (await withToken(platform.app, "GET", "/lgw/events/bets?status=settled&pageSize=50", token)).body.value
      .list;
    expect(list.find((x: { id: string }) => x.id === late.id)).toMatchObject({
      status: "void",
      returned: "1000000",
      legs: [
        {
          facts: {
            score: { home: 2, away: 2 },
            settlement: null,
            voided: { cause: "cancel_window", reason: "late bets after a goal", from, to: expect.any(String) },
          },
        },
      ],
      history: [
        { change: "settled", returned: "1950000" },
        {
          change: "resettled",
          before: "1950000",
          returned: "1000000",
          cause: { kind: "cancel", reason: "late bets after a goal" },
        },
      ],
    });
    expect(list.find((x: { id: string }) => x.id === early.id)).toMatchObject({ status: "won", returned: "1950000" });
    await feed({ type: "rollback_cancel", ref: event.ref, reason: "the goal stood" });
    expect(await main()).toBe(before);
    const restored = (
      await withToken(platform.app, "GET", "/lgw/events/bets?status=settled&pageSize=50", token)
    ).body.value.list.find((x: { id: string }) => x.id === late.id);
    expect(restored.legs[0].facts.voided).toBeNull();
    expect(restored.history.at(-1)).toMatchObject({
      change: "resettled",
      before: "1000000",
      returned: "1950000",
      cause: { kind: "rollback_cancel", reason: "the goal stood" },
    });
  });

  it("counts no valid bet for a settled bet at odds below 1.75, and the whole stake above", async () => {
    const event = await fixture("valid", [{ type: "winner", odds: { home: "1.50", away: "2.60" } }], "tennis");
    const low = (await bet([outcome(event.markets, "winner", "home")], "1000000")).body.value;
    const high = (await bet([outcome(event.markets, "winner", "away")], "1000000")).body.value;
    await feed({ type: "settlement", ref: event.ref, score: { home: 2, away: 1 } });
    const rounds = await db().select().from(gameRounds).where(eq(gameRounds.vendor, "EVENTS"));
    const of = (id: string) => {
      const round = rounds.find((r) => r.roundId === id)!;
      return validBetOf({ ...round, status: round.status as "completed" });
    };
    expect(of(low.id)).toEqual({ validBet: 0n, reason: "LOW_ODDS" });
    expect(of(high.id)).toEqual({ validBet: 1_000_000n, reason: null });
  });
});

describe("the cockfight arena", () => {
  const fightCall = (path: string, body: unknown = {}) =>
    call(platform.app, "POST", `/ops/cockfight/fights${path}`, { headers: operatorHeaders, body });
  const fightBet = (fightId: string, side: string, stake: string) =>
    withToken(platform.app, "POST", "/lgw/cockfight/bets", token, {
      body: { fightId, side, stake, requestKey: key() },
    });

  it("fixes the payout per 100 at close from the pool, pays Meron, and returns stakes on a draw", async () => {
    const open = await fightCall("", { meron: "Red", wala: "White" });
    expect(open.body.code).toBe("OK");
    const fight = open.body.value;
    const before = await main();
    for (const [side, stake] of [
      ["meron", "1000000"],
      ["wala", "800000"],
      ["draw", "100000"],
    ])
      expect((await fightBet(fight.id, side, stake)).body.code).toBe("OK");
    const arena = (await withToken(platform.app, "GET", "/lgw/cockfight/arena", token)).body.value;
    expect(arena.current).toMatchObject({
      pool: { meron: "1000000", wala: "800000", draw: "100000" },
      payoutPer100: { meron: "171.00", wala: "213.75", draw: "900.00" },
    });
    expect(arena.myBets).toHaveLength(3);
    const closed = (await fightCall(`/${fight.id}/close`)).body.value;
    expect(closed).toMatchObject({ status: "closed", payoutPer100: { meron: "171.00", wala: "213.75" } });
    expect((await fightBet(fight.id, "meron", "100000")).body.code).toBe("FIGHT_CLOSED");
    const result = (await fightCall(`/${fight.id}/result`, { result: "meron" })).body.value;
    expect(result).toMatchObject({ status: "settled", settled: 3 });
    // Meron 1,000,000 × 171.00 / 100 = 1,710,000 back; Wala and Draw lost.
    expect(await main()).toBe(before - 1_900_000n + 1_710_000n);
    // Each bet says what decided it: the result and the payout per 100 fixed for its side.
    const mine = (
      await withToken(platform.app, "GET", "/lgw/cockfight/bets?pageSize=50", token)
    ).body.value.list.filter((b: { fightId: string }) => b.fightId === fight.id);
    expect(
      mine
        .map((b: { side: string; status: string; result: string; per100: string; meron: string; wala: string }) => [
          b.side,
          b.status,
          b.result,
          b.per100,
          b.meron,
          b.wala,
        ])
        .sort(),
    ).toEqual([
      ["draw", "lost", "meron", "900.00", "Red", "White"],
      ["meron", "won", "meron", "171.00", "Red", "White"],
      ["wala", "lost", "meron", "213.75", "Red", "White"],
    ]);

    const drawn = (await fightCall("", { meron: "Blue", wala: "Gold" })).body.value;
    const beforeDraw = await main();
    await fightBet(drawn.id, "meron", "500000");
    await fightBet(drawn.id, "wala", "500000");
    await fightBet(drawn.id, "draw", "100000");
    await fightCall(`/${drawn.id}/close`);
    await fightCall(`/${drawn.id}/result`, { result: "draw" });
    // Meron and Wala back whole, the Draw bet pays 8:1 (900 per 100).
    expect(await main()).toBe(beforeDraw + 800_000n);
  });

  it("cancels and refunds a fight whose payout would be 107 per 100 or less", async () => {
    const fight = (await fightCall("", { meron: "Big", wala: "Small" })).body.value;
    const before = await main();
    await fightBet(fight.id, "meron", "10000000");
    await fightBet(fight.id, "wala", "100000");
    const closed = (await fightCall(`/${fight.id}/close`)).body.value;
    expect(closed).toMatchObject({ status: "cancelled", cancelReason: "ONE_SIDED" });
    expect(await main()).toBe(before);
    const refunded = (
      await withToken(platform.app, "GET", "/lgw/cockfight/bets?pageSize=50", token)
    ).body.value.list.filter((b: { fightId: string }) => b.fightId === fight.id);
    expect(
      refunded.map((b: { status: string; result: string; cancelReason: string }) => [
        b.status,
        b.result,
        b.cancelReason,
      ]),
    ).toEqual([
      ["refunded", "cancelled", "ONE_SIDED"],
      ["refunded", "cancelled", "ONE_SIDED"],
    ]);
    expect((await fightCall(`/${fight.id}/result`, { result: "meron" })).body.code).toBe("STATE_CONFLICT");
  });
});
