import crypto from "node:crypto";
import { and, asc, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  gameRounds,
  gameTransactions,
  jobRuns,
  lotteryDraws,
  lotteryGames,
  lotteryTicketDraws,
} from "../../server/db/schema.js";
import type { JobContext } from "../../server/jobs/job.js";
import { lotteryDraws as lotteryDrawsJob, lotterySettlement } from "../../server/jobs/lottery.js";
import { minuteOf } from "../../server/jobs/periods.js";
import { runPeriod } from "../../server/jobs/run.js";
import { findMemberByUsername } from "../../server/modules/accounts/index.js";
import { plannedDraws } from "../../server/modules/lottery/draws.js";
import { accountBalance, memberAccount } from "../../server/modules/wallet/index.js";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { login, withToken } from "./accounts.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";

// The lottery's jobs through the job machinery (ADR 0055; DESIGN §10 "Periods"): each minute's
// lottery-draws run makes the draws ahead, draws the house draws whose time came and starts one lottery-settlement
// period per draw and result version, each claimed once (job_runs); a minute run again changes nothing. A corrected
// result that takes back a win the member has spent waits — the settlement period fails with the reason and is
// taken again each minute — until the member holds the money again. PGlite by default, PostgreSQL with DATABASE_URL.

let platform: Platform;
let token: string;
let memberId: string;
let ctx: JobContext;
const db = () => platform.database.db;
const silent = { info: () => {}, error: () => {} };
const main = async () => accountBalance(db(), await memberAccount(db(), memberId, "main"));

/** Minutes from now, each its own lottery-draws period (the job reads the clock, not its period). */
let minuteOffset = 0;
const nextMinute = () => minuteOf(new Date(Date.now() + 60_000 * minuteOffset++));
const runDraws = (period: string) => runPeriod(ctx, lotteryDrawsJob, period, { retryFailed: false });

const bet = (body: Record<string, unknown>) =>
  withToken(platform.app, "POST", "/lgw/lottery/bet", token, {
    body: { requestKey: crypto.randomUUID(), winStop: false, ...body },
  });
const adjust = (amount: bigint) =>
  call(platform.app, "POST", "/ops/wallet/adjust", {
    headers: operatorHeaders,
    body: { username: "demo", amount: String(amount), reason: "lottery jobs test" },
  });

async function drawOf(game: string, issue: string) {
  const [draw] = await db()
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.game, game), eq(lotteryDraws.issue, issue)));
  return draw;
}

/** A game's open draws with time left to take a ticket (a draw closing in a moment would refuse it). */
async function openIssues(game: string) {
  const rows = await db()
    .select({ issue: lotteryDraws.issue })
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.game, game),
        eq(lotteryDraws.status, "open"),
        gt(lotteryDraws.closesAt, new Date(Date.now() + 20_000)),
      ),
    )
    .orderBy(asc(lotteryDraws.drawAt));
  return rows.map((r) => r.issue);
}

/** Moves a draw's times so that it closed `agoMs` ago; `drawn`: its draw time has come too. */
async function pastClose(game: string, issue: string, agoMs: number, drawn = false) {
  const closesAt = new Date(Date.now() - agoMs);
  await db()
    .update(lotteryDraws)
    .set({
      opensAt: new Date(closesAt.getTime() - 60_000),
      closesAt,
      drawAt: drawn ? closesAt : new Date(closesAt.getTime() + 10 * 60_000),
    })
    .where(and(eq(lotteryDraws.game, game), eq(lotteryDraws.issue, issue)));
}

const runsOf = (job: string, period?: string) =>
  db()
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), period ? eq(jobRuns.period, period) : undefined));

/** The wallet's records of a ticket draw's round: its stake, payments, reversals. */
async function recordsOf(partId: string) {
  return (
    db()
      .select({
        type: gameTransactions.type,
        transactionId: gameTransactions.transactionId,
        amount: gameTransactions.amount,
      })
      .from(gameTransactions)
      .innerJoin(gameRounds, eq(gameRounds.id, gameTransactions.roundId))
      .where(and(eq(gameRounds.vendor, "LOTTERY"), eq(gameRounds.roundId, partId)))
      // Records of one transaction share its time: then by their ids, which name what they are.
      .orderBy(asc(gameTransactions.createdAt), asc(gameTransactions.transactionId))
  );
}

/** A Miền Bắc result whose 27 numbers end in 00 to 26 except where `endings` puts other last two digits. */
function northResult(endings: Record<string, string[]>) {
  let n = 0;
  const numbers = (tier: string, count: number, digits: number) =>
    Array.from({ length: count }, (_, i) => {
      const ending = endings[tier]?.[i] ?? String(n).padStart(2, "0");
      n += 1;
      return `${"1".repeat(digits - 2)}${ending}`;
    });
  return {
    first: numbers("first", 1, 5),
    second: numbers("second", 2, 5),
    third: numbers("third", 6, 5),
    fourth: numbers("fourth", 4, 4),
    fifth: numbers("fifth", 6, 4),
    sixth: numbers("sixth", 3, 3),
    seventh: numbers("seventh", 4, 2),
    special: numbers("special", 1, 5),
  };
}

beforeAll(async () => {
  platform = await startPlatform({ seed: true });
  ctx = { db: db(), config: platform.config, log: silent, app: platform.app };
  memberId = (await findMemberByUsername(db(), "demo"))!.id;
  token = (await login(platform.app, "demo", "Demo1234", { ip: "127.0.0.1" })).body.value.token;
  await adjust(100_000_000n);
}, 60_000);

afterAll(async () => {
  expect((await verifyLedger(db())).ok).toBe(true);
  await platform?.close();
});

describe("the lottery-draws job", () => {
  it("makes the draws ahead; the same minute run again changes nothing", async () => {
    expect(await db().select({ id: lotteryDraws.id }).from(lotteryDraws)).toHaveLength(0);
    const minute = nextMinute();
    const first = await runDraws(minute);
    expect(first).toMatchObject({ ran: true, run: { status: "done", attempts: 1 } });
    expect(first.run.outcome).toMatchObject({ made: expect.any(Number), failed: 0 });
    const made = (first.run.outcome as { made: number }).made;
    const draws = await db().select().from(lotteryDraws).orderBy(asc(lotteryDraws.id));
    expect(made).toBe(draws.length);
    // Every game: house draws every few minutes two hours ahead, external ones for the week.
    const games = new Set(draws.map((d) => d.game));
    for (const game of ["vn-north", "vn-central", "vn-south", "vn-fast-5", "dice-1", "dice-3", "dice-5"])
      expect(games, game).toContain(game);
    expect(draws.filter((d) => d.game === "dice-1").length).toBeGreaterThanOrEqual(100);

    const again = await runDraws(minute);
    expect(again).toMatchObject({ ran: false, run: { status: "done", attempts: 1, finishedAt: first.run.finishedAt } });
    expect(await db().select().from(lotteryDraws).orderBy(asc(lotteryDraws.id))).toEqual(draws);
    expect(await runsOf("lottery-draws", minute)).toHaveLength(1);
  });

  it("keeps the Thai-style draw's next draw open between its draw days (the 2nd of a month takes tickets for the 16th)", async () => {
    const next = new Date();
    const secondOfNextMonth = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 2, 5));
    const [thai] = await db().select().from(lotteryGames).where(eq(lotteryGames.code, "sea-thai"));
    const planned = await plannedDraws(db(), thai!, secondOfNextMonth);
    expect(planned.map((d) => d.issue)).toEqual([
      `${secondOfNextMonth.toISOString().slice(0, 8).replaceAll("-", "")}16`,
    ]);
  });

  it("draws a due house draw, settles it in its own lottery-settlement period claimed once, and a rerun pays nothing more", async () => {
    const [issue] = await openIssues("dice-1");
    const before = await main();
    const bought = await bet({
      gameCode: "dice-1",
      playType: "size",
      numbers: ["big", "small"],
      points: 10,
      numero: [{ numero: issue, multiple: 1 }],
    });
    expect(bought.body).toMatchObject({ code: "OK", value: { stake: "2000000", status: "open" } });
    await pastClose("dice-1", issue!, 1_000, true);

    const minute = nextMinute();
    const ran = await runDraws(minute);
    expect(ran).toMatchObject({ ran: true, run: { status: "done" } });
    expect(ran.run.outcome).toMatchObject({ drawn: expect.any(Number), settlements: expect.any(Number), failed: 0 });
    const outcome = ran.run.outcome as { drawn: number; settlements: number };
    expect(outcome.drawn).toBeGreaterThanOrEqual(1);
    expect(outcome.settlements).toBeGreaterThanOrEqual(1);

    const draw = await drawOf("dice-1", issue!);
    expect(draw).toMatchObject({ status: "settled", resultVersion: 1, settledVersion: 1, resultSource: "house" });
    const period = `dice-1/${issue}/v1`;
    const settlementRuns = await runsOf("lottery-settlement", period);
    expect(settlementRuns).toHaveLength(1);
    expect(settlementRuns[0]).toMatchObject({
      status: "done",
      attempts: 1,
      outcome: { settled: 1, resettled: 0, waiting: 0 },
    });

    const [part] = await db().select().from(lotteryTicketDraws).where(eq(lotteryTicketDraws.drawId, draw!.id));
    const faces = draw!.result!.dice!.map(Number);
    const win = faces.every((f) => f === faces[0]) ? 0n : 1_950_000n;
    expect(part).toMatchObject({ status: win ? "won" : "lost", win });
    expect((await recordsOf(part!.id)).map((r) => r.type)).toEqual(["debit", "credit"]);
    expect(await main()).toBe(before - 2_000_000n + win);

    // The same minute, the settlement period by hand, and the next minute: nothing runs or moves again.
    expect(await runDraws(minute)).toMatchObject({ ran: false, run: { status: "done", attempts: 1 } });
    expect(await runPeriod(ctx, lotterySettlement, period, { retryFailed: true })).toMatchObject({
      ran: false,
      run: { status: "done", attempts: 1 },
    });
    const later = await runDraws(nextMinute());
    expect(later).toMatchObject({ ran: true, run: { status: "done" } });
    expect(await runsOf("lottery-settlement", period)).toMatchObject([{ status: "done", attempts: 1 }]);
    expect((await recordsOf(part!.id)).map((r) => r.type)).toEqual(["debit", "credit"]);
    expect(await main()).toBe(before - 2_000_000n + win);
  });

  it("two minutes' runs at once start a due draw's settlement once", async () => {
    const [issue] = await openIssues("dice-3");
    const bought = await bet({
      gameCode: "dice-3",
      playType: "parity",
      numbers: ["odd"],
      points: 5,
      numero: [{ numero: issue, multiple: 2 }],
    });
    expect(bought.body.code).toBe("OK");
    await pastClose("dice-3", issue!, 1_000, true);
    const runs = await Promise.all([runDraws(nextMinute()), runDraws(nextMinute())]);
    expect(runs.every((r) => r.ran && r.run.status === "done")).toBe(true);
    const period = `dice-3/${issue}/v1`;
    expect(await runsOf("lottery-settlement", period)).toMatchObject([
      { status: "done", attempts: 1, outcome: { settled: 1 } },
    ]);
    const [part] = await db()
      .select()
      .from(lotteryTicketDraws)
      .where(eq(lotteryTicketDraws.drawId, (await drawOf("dice-3", issue!))!.id));
    expect((await recordsOf(part!.id)).filter((r) => r.type === "credit")).toHaveLength(1);
  });
});

describe("a correction the member cannot pay back yet", () => {
  /**
   * A lô 2 số ticket on 45 wins twice under the first result (2 × 8,000,000); the operator then corrects the result
   * to one 45 (8,000,000), after the member's balance went down to 0. Answers the draw and its ticket draw.
   */
  async function spentWinCorrected(game: string) {
    const [issue] = await openIssues(game);
    const bought = await bet({
      gameCode: game,
      playType: "lo2",
      numbers: ["45"],
      points: 1,
      numero: [{ numero: issue, multiple: 1 }],
    });
    expect(bought.body).toMatchObject({ code: "OK", value: { stake: "2700000" } });
    await pastClose(game, issue!, 60_000);
    const result = (prizes: ReturnType<typeof northResult>, reason?: string) =>
      call(platform.app, "POST", `/ops/lottery/draws/${game}/${issue}/result`, {
        headers: operatorHeaders,
        body: { prizes, reason },
      });
    const won = await result(northResult({ seventh: ["45"], special: ["45"] }));
    expect(won.body.value.counts).toMatchObject({ settled: 1, waiting: 0 });
    const draw = (await drawOf(game, issue!))!;
    const [part] = await db().select().from(lotteryTicketDraws).where(eq(lotteryTicketDraws.drawId, draw.id));
    expect(part).toMatchObject({ status: "won", win: 16_000_000n, resultVersion: 1 });

    // The member spends everything, the win included.
    expect((await adjust(-(await main()))).body.code).toBe("OK");
    expect(await main()).toBe(0n);
    const corrected = await result(northResult({ seventh: ["45"] }), "the special prize was misread");
    expect(corrected.body).toMatchObject({
      code: "OK",
      value: { counts: { resettled: 0, waiting: 1 }, draw: { status: "drawn", resultVersion: 2 } },
    });
    return { issue: issue!, partId: part!.id, period: `${game}/${issue}/v2` };
  }

  it("leaves the ticket at its old version, fails the settlement period with the reason, and resettles once the member has money again", async () => {
    const { issue, partId, period } = await spentWinCorrected("vn-north");

    const waiting = await runDraws(nextMinute());
    expect(waiting.run.outcome).toMatchObject({ failed: 1 });
    const [failed] = await runsOf("lottery-settlement", period);
    expect(failed).toMatchObject({ status: "failed", attempts: 1, outcome: null });
    expect(failed!.error).toMatch(/^1 ticket\(s\) wait for their member's balance to take back a corrected win/);
    const [kept] = await db().select().from(lotteryTicketDraws).where(eq(lotteryTicketDraws.id, partId));
    expect(kept).toMatchObject({ status: "won", win: 16_000_000n, resultVersion: 1 });
    expect(await drawOf("vn-north", issue)).toMatchObject({ status: "drawn", resultVersion: 2, settledVersion: 1 });
    expect(await main()).toBe(0n);
    expect((await recordsOf(partId)).map((r) => r.type)).toEqual(["debit", "credit"]);

    // Still nothing to take it from: the next minute fails again.
    const still = await runDraws(nextMinute());
    expect(still.run.outcome).toMatchObject({ failed: 1 });
    expect(await runsOf("lottery-settlement", period)).toMatchObject([{ status: "failed", attempts: 2 }]);

    // A deposit of the whole first win: the next minute resettles the ticket.
    await adjust(16_000_000n);
    const paid = await runDraws(nextMinute());
    expect(paid.run.outcome).toMatchObject({ failed: 0 });
    expect(await runsOf("lottery-settlement", period)).toMatchObject([
      { status: "done", attempts: 3, error: null, outcome: { resettled: 1, waiting: 0 } },
    ]);
    const [resettled] = await db().select().from(lotteryTicketDraws).where(eq(lotteryTicketDraws.id, partId));
    expect(resettled).toMatchObject({ status: "won", win: 8_000_000n, hits: 1, resultVersion: 2 });
    expect(await main()).toBe(8_000_000n);
    expect(await recordsOf(partId)).toMatchObject([
      { type: "debit", amount: 2_700_000n },
      { type: "credit", transactionId: `${partId}:win`, amount: 16_000_000n },
      { type: "rollback", transactionId: `${partId}:win:reversal`, amount: 16_000_000n },
      { type: "credit", transactionId: `${partId}:win:v2`, amount: 8_000_000n },
    ]);
    expect(await drawOf("vn-north", issue)).toMatchObject({ status: "settled", settledVersion: 2 });

    // Another minute: the period is done, nothing moves.
    await runDraws(nextMinute());
    expect(await runsOf("lottery-settlement", period)).toMatchObject([{ status: "done", attempts: 3 }]);
    expect(await main()).toBe(8_000_000n);
    expect((await verifyLedger(db())).ok).toBe(true);
  });

  it("resettles as soon as the member holds what the correction takes back (the win's difference), not the whole first win", async () => {
    const { partId, period } = await spentWinCorrected("vn-north");
    // The correction takes back 16,000,000 − 8,000,000: with exactly that, the member ends at 0.
    await adjust(8_000_000n);
    await runDraws(nextMinute());
    const [resettled] = await db().select().from(lotteryTicketDraws).where(eq(lotteryTicketDraws.id, partId));
    expect(resettled).toMatchObject({ win: 8_000_000n, resultVersion: 2 });
    expect(await runsOf("lottery-settlement", period)).toMatchObject([{ status: "done" }]);
    expect(await main()).toBe(0n);
  });
});
