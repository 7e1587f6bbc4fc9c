import { spawn } from "node:child_process";
import crypto from "node:crypto";
import path from "node:path";
import { and, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EventBet } from "../../contract/answers/events.js";
import type { Db } from "../../server/db/connect.js";
import { eventBets, eventMarkets, gameRounds, gameTransactions } from "../../server/db/schema.js";
import { applyFeedMessage, settlePending } from "../../server/modules/events/index.js";
import { placeBet } from "../../server/modules/events/bets.js";
import { accountBalance, memberAccount } from "../../server/modules/wallet/index.js";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { fundedMembers as funded, raceSite, type FundedMember, type RaceSite } from "./race-support.js";
import { call, operatorHeaders } from "./harness.js";
import { withPostgres } from "../support/services.js";

// Event betting under real concurrency (DESIGN §10): 500 bets racing a bet stop — none taken after it;
// a settlement run twice at once — every bet paid once; a settlement killed mid-way (SIGKILL) and resumed — every
// bet settled and paid once. Bets go through placeBet on a pool of 40 connections, so their transactions overlap;
// the operator's messages through /ops/events/feed of a second platform copy with its own pool. PostgreSQL only:
// PGlite runs one transaction at a time. CI sets DATABASE_URL.

const FUNDS = 10_000_000_000n;
const STAKE = 1_000_000n;
const root = path.resolve(import.meta.dirname, "../..");
const tag = crypto.randomUUID().slice(0, 8);

let site: RaceSite;
let db: Db;
let app: FastifyInstance;
let databaseUrl: URL;
let operatorDb: Db;

type Member = FundedMember;
const rowsOf = async <T = unknown>(handle: Db, query: SQL) =>
  ((await handle.execute(query)) as unknown as { rows: T[] }).rows;
const codeOf = (reason: unknown) => (reason as { code?: string }).code ?? String(reason);
const balanceOf = async (memberId: string) => accountBalance(db, await memberAccount(db, memberId, "main"));

const fundedMembers = (prefix: string, count: number) => funded(db, prefix, count, FUNDS);

/** A football fixture with a 1x2 market, starting in an hour; answers its ref and outcome ids by code. */
async function fixture(name: string) {
  const ref = `${name}-${tag}`;
  const answer = await applyFeedMessage(
    db,
    {
      type: "fixture",
      event: {
        ref,
        sport: "football",
        competition: "Race League",
        home: "Home",
        away: "Away",
        startsAt: new Date(Date.now() + 3_600_000).toISOString(),
        markets: [
          {
            type: "1x2",
            phase: "prematch",
            odds: { home: "2.10", draw: "3.30", away: "3.60" },
            maxPerMember: "100000000000",
          },
        ],
      },
    },
    { kind: "operator", actor: "test" },
  );
  const market = answer.markets[0]!;
  return {
    ref,
    marketId: market.id,
    outcomes: Object.fromEntries(market.outcomes.map((o) => [o.code, { id: o.id, odds: o.odds }])),
  };
}

const order = (outcome: { id: string; odds: string }) => ({
  selections: [{ outcomeId: outcome.id, odds: outcome.odds }],
  stake: STAKE.toString(),
  requestKey: crypto.randomUUID(),
});
const CODES = ["home", "draw", "away"] as const;
/** What a 2-1 result pays a bet on each outcome: home at 2.10, the others nothing. */
const WIN: Record<string, bigint> = { home: 2_100_000n, draw: 0n, away: 0n };

/** Places `count` bets at once spread over the members and outcomes; answers each call's outcome in order. */
async function placeAll(players: Member[], event: Awaited<ReturnType<typeof fixture>>, count: number) {
  const orders = Array.from({ length: count }, (_, i) => ({
    member: players[i % players.length]!,
    code: CODES[i % 3]!,
  }));
  const results = await Promise.allSettled(
    orders.map((o) => placeBet(db, o.member.id, order(event.outcomes[o.code]!))),
  );
  return { orders, results };
}

/** Every bet of the market with the wallet's credits of its round. */
async function betsOf(marketId: string) {
  const bets = await rowsOf<{ id: string; member_id: string; status: string; returned: string | null }>(
    db,
    sql`select b.id, b.member_id, b.status, b.returned::text from events_bets b join events_bet_legs l on l.bet_id = b.id where l.market_id = ${marketId} order by b.id`,
  );
  const credits = bets.length
    ? await db
        .select({ roundId: gameRounds.roundId, amount: gameTransactions.amount, type: gameTransactions.type })
        .from(gameTransactions)
        .innerJoin(gameRounds, eq(gameRounds.id, gameTransactions.roundId))
        .where(
          and(
            eq(gameRounds.vendor, "EVENTS"),
            inArray(
              gameRounds.roundId,
              bets.map((b) => b.id),
            ),
          ),
        )
    : [];
  return bets.map((b) => ({
    ...b,
    credits: credits.filter((c) => c.roundId === b.id && c.type === "credit").map((c) => c.amount),
  }));
}

describe.runIf(withPostgres())("event betting under concurrency (PostgreSQL)", () => {
  beforeAll(async () => {
    site = await raceSite();
    ({ db, app, databaseUrl, operatorDb } = site);
  }, 60_000);
  afterAll(async () => {
    await site?.close();
  });

  it("500 bets racing a bet stop: every bet taken before the stop took the market, none after, the rest MARKET_CLOSED", async () => {
    const players = await fundedMembers("stop", 20);
    const event = await fixture("stop");
    const before = new Map(await Promise.all(players.map(async (p) => [p.id, await balanceOf(p.id)] as const)));
    const started = performance.now();
    const racing = placeAll(players, event, 500);
    // The stop goes in once some bets are taken, while the rest are still coming.
    while (
      (await rowsOf(operatorDb, sql`select 1 from events_bet_legs where market_id = ${event.marketId}`)).length < 50 &&
      performance.now() - started < 30_000
    )
      await new Promise((r) => setTimeout(r, 2));
    const stopSent = performance.now();
    const stop = await call(app, "POST", "/ops/events/feed", {
      headers: operatorHeaders,
      body: { type: "bet_stop", ref: event.ref },
    });
    const stopMs = Math.round(performance.now() - stopSent);
    expect(stop.body.code).toBe("OK");
    const { orders, results } = await racing;
    const taken = results.flatMap((r) => (r.status === "fulfilled" ? [r.value as EventBet] : []));
    const refused = results.flatMap((r) => (r.status === "rejected" ? [codeOf(r.reason)] : []));
    console.log(
      `events stop race: 500 bets, ${taken.length} taken, ${refused.length} refused; the stop answered in ${stopMs} ms; all in ${Math.round(performance.now() - started)} ms`,
    );
    expect(refused.filter((c) => c !== "MARKET_CLOSED")).toEqual([]);
    expect(taken.length).toBeGreaterThanOrEqual(50);
    expect(refused.length).toBeGreaterThan(0);

    const [market] = await db.select().from(eventMarkets).where(eq(eventMarkets.id, event.marketId));
    expect(market.status).toBe("suspended");
    const placed = await db
      .select({ placedAt: eventBets.placedAt })
      .from(eventBets)
      .where(
        inArray(
          eventBets.id,
          taken.map((b) => b.id),
        ),
      );
    expect(placed).toHaveLength(taken.length);
    // updatedAt is the database's clock when the stop took the market's row; each bet's is when it was judged.
    expect(placed.filter((b) => b.placedAt >= market.updatedAt)).toEqual([]);
    for (const p of players) {
      const mine = results.filter((r, i) => r.status === "fulfilled" && orders[i]!.member.id === p.id).length;
      expect(await balanceOf(p.id)).toBe(before.get(p.id)! - BigInt(mine) * STAKE);
    }
    expect((await verifyLedger(db)).ok).toBe(true);
  }, 90_000);

  it("a settlement and the catch-up job at the same time on 150 bets: every bet paid exactly once", async () => {
    const players = await fundedMembers("twice", 10);
    const event = await fixture("twice");
    const { results } = await placeAll(players, event, 150);
    expect(
      results.filter((r) => r.status === "rejected").map((r) => codeOf((r as PromiseRejectedResult).reason)),
    ).toEqual([]);
    const started = performance.now();
    const message = call(app, "POST", "/ops/events/feed", {
      headers: operatorHeaders,
      body: { type: "settlement", ref: event.ref, score: { home: 2, away: 1 } },
    });
    // As soon as the result is in, the job runs too.
    while (
      (
        await db.select({ version: eventMarkets.version }).from(eventMarkets).where(eq(eventMarkets.id, event.marketId))
      )[0]!.version === 0
    )
      await new Promise((r) => setTimeout(r, 1));
    const [answer, job] = await Promise.all([message, settlePending(db)]);
    const fromMessage = answer.body.value.settlement;
    console.log(
      `events settle twice: 150 bets, message ${JSON.stringify(fromMessage)}, job ${JSON.stringify(job)}, ${Math.round(performance.now() - started)} ms`,
    );
    expect(fromMessage.settled + job.settled).toBe(150);
    expect(fromMessage.resettled + job.resettled).toBe(0);

    const bets = await betsOf(event.marketId);
    expect(bets).toHaveLength(150);
    const codes = await rowsOf<{ bet_id: string; code: string }>(
      db,
      sql`select l.bet_id, o.code from events_bet_legs l join events_outcomes o on o.id = l.outcome_id where l.market_id = ${event.marketId}`,
    );
    for (const b of bets) {
      const code = codes.find((c) => c.bet_id === b.id)!.code;
      expect(b.credits, b.id).toEqual([WIN[code]]);
      expect(b).toMatchObject({ status: code === "home" ? "won" : "lost", returned: WIN[code]!.toString() });
    }
    expect((await settlePending(db)).settled).toBe(0);
    expect((await verifyLedger(db)).ok).toBe(true);
  }, 90_000);

  it("a settlement killed mid-way (SIGKILL) and resumed by the job: each of 300 bets settled and paid once", async () => {
    const players = await fundedMembers("crash", 10);
    const event = await fixture("crash");
    const { results } = await placeAll(players, event, 300);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(0);
    const ordered = await betsOf(event.marketId);
    // Bets are settled in id order; the 181st is held here, so the child settles 180 and waits for it, and is killed.
    const GATE = 180;
    let release = () => {};
    let gateHeld = () => {};
    const held = new Promise<void>((resolve) => (gateHeld = resolve));
    const gate = db.transaction(async (tx) => {
      await tx.select({ id: eventBets.id }).from(eventBets).where(eq(eventBets.id, ordered[GATE]!.id)).for("update");
      gateHeld();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await held;

    const script = [
      `import pg from "pg";`,
      `import { drizzle } from "drizzle-orm/node-postgres";`,
      `import * as schema from "./server/db/schema.ts";`,
      `import { applyFeedMessage } from "./server/modules/events/index.ts";`,
      `const pool = new pg.Pool({ connectionString: process.env.EVENTS_CRASH_DB, max: 2 });`,
      `const answer = await applyFeedMessage(drizzle(pool, { schema }), { type: "settlement", ref: process.env.EVENTS_CRASH_REF, score: { home: 2, away: 1, periods: [] } }, { kind: "operator", actor: "crash" });`,
      `console.log(JSON.stringify(answer.settlement));`,
      `await pool.end();`,
    ].join("\n");
    const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      cwd: root,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, EVENTS_CRASH_DB: databaseUrl.toString(), EVENTS_CRASH_REF: event.ref },
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    const settledCount = async () =>
      (
        await rowsOf(
          operatorDb,
          sql`select 1 from events_bets b join events_bet_legs l on l.bet_id = b.id where l.market_id = ${event.marketId} and b.status <> 'open'`,
        )
      ).length;
    const started = performance.now();
    while ((await settledCount()) < GATE && child.exitCode === null && performance.now() - started < 60_000)
      await new Promise((r) => setTimeout(r, 20));
    expect(child.exitCode, output).toBeNull();
    expect(await settledCount()).toBe(GATE);
    const waitingForLock = async () =>
      (
        await rowsOf(
          operatorDb,
          sql`select pid from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like 'select%events_bets%for update%'`,
        )
      ).length;
    while ((await waitingForLock()) === 0 && child.exitCode === null && performance.now() - started < 60_000)
      await new Promise((r) => setTimeout(r, 10));
    expect(await waitingForLock()).toBe(1);
    child.kill("SIGKILL");
    expect(await exited).toBeNull();
    console.log(
      `events crash: child killed after ${GATE} of 300 bets settled (${Math.round(performance.now() - started)} ms after its start)`,
    );

    const cut = await betsOf(event.marketId);
    expect(cut.filter((b) => b.status !== "open")).toHaveLength(GATE);
    expect(cut.every((b) => b.credits.length === (b.status === "open" ? 0 : 1))).toBe(true);
    expect((await verifyLedger(db)).ok).toBe(true);

    release();
    await gate;
    const resumedAt = performance.now();
    const resumed = await settlePending(db);
    console.log(
      `events crash: the job resumed ${JSON.stringify(resumed)} in ${Math.round(performance.now() - resumedAt)} ms`,
    );
    expect(resumed).toMatchObject({ settled: 300 - GATE, resettled: 0 });
    const codes = await rowsOf<{ bet_id: string; code: string }>(
      db,
      sql`select l.bet_id, o.code from events_bet_legs l join events_outcomes o on o.id = l.outcome_id where l.market_id = ${event.marketId}`,
    );
    for (const b of await betsOf(event.marketId))
      expect(b.credits, b.id).toEqual([WIN[codes.find((c) => c.bet_id === b.id)!.code]]);
    for (const p of players) {
      const bets = (
        await db
          .select()
          .from(eventBets)
          .where(and(eq(eventBets.memberId, p.id), ne(eventBets.status, "open")))
      ).map((b) => b.returned! - b.stake);
      expect(await balanceOf(p.id)).toBe(FUNDS + bets.reduce((a, b) => a + b, 0n));
    }
    expect((await settlePending(db)).settled).toBe(0);
    expect((await verifyLedger(db)).ok).toBe(true);
  }, 120_000);
});
