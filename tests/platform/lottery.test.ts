import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameRounds, lotteryDraws, lotteryTicketDraws } from "../../server/db/schema.js";
import { findMemberByUsername } from "../../server/modules/accounts/index.js";
import {
  FAMILY_TIERS,
  drawHouseDraws,
  drawsToSettle,
  scheduleDraws,
  settleDraw,
} from "../../server/modules/lottery/index.js";
import { recordResult } from "../../server/modules/lottery/draw-results.js";
import { accountBalance, memberAccount } from "../../server/modules/wallet/index.js";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { login, withToken } from "./accounts.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";
import { NORTH_RESULT as prizes } from "../support/lottery-results.js";

// The lottery engine through its calls (ADR 0055): draws made ahead, a ticket accepted with its stake
// in one transaction, refused after its draw's close, a house draw drawn from its chain and settled once, an
// external result entered by the operator and corrected, a cancelled draw refunded, a chase stopped after a win.

let platform: Platform;
let token: string;
let memberId: string;
const db = () => platform.database.db;
const main = async () => accountBalance(db(), await memberAccount(db(), memberId, "main"));
const key = () => crypto.randomUUID();

/** Moves a draw's times so that it closed (and drew) `agoMs` ago: the draw as it is one moment after its close. */
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

const lobby = async (game: string) =>
  (await call(platform.app, "GET", `/lgw/lottery/lobby?lottoView=betting&lottoGameCode=${game}`)).body.value;
/** A game's open draws with time left to take a ticket (a draw closing in a moment would refuse it). */
const openIssues = async (game: string): Promise<string[]> =>
  (await lobby(game)).selected.open
    .filter((d: { closesAt: string }) => Date.parse(d.closesAt) > Date.now() + 20_000)
    .map((d: { issue: string }) => d.issue);
const bet = (body: Record<string, unknown>) =>
  withToken(platform.app, "POST", "/lgw/lottery/bet", token, { body: { requestKey: key(), winStop: false, ...body } });

beforeAll(async () => {
  platform = await startPlatform({ seed: true });
  memberId = (await findMemberByUsername(db(), "demo"))!.id;
  token = (await login(platform.app, "demo", "Demo1234", { ip: "127.0.0.1" })).body.value.token;
  await call(platform.app, "POST", "/ops/wallet/adjust", {
    headers: operatorHeaders,
    body: { username: "demo", amount: "100000000", reason: "lottery test funds" },
  });
  await scheduleDraws(db(), new Date());
}, 60_000);

afterAll(async () => {
  expect((await verifyLedger(db())).ok).toBe(true);
  await platform?.close();
});

describe("the lottery engine", () => {
  it("makes the draws ahead: house draws every few minutes with their chain, each region's stations by weekday", async () => {
    const dice = await lobby("dice-1");
    expect(dice.selected.open.length).toBeGreaterThan(20);
    expect(dice.selected.open[0].chain).toMatchObject({
      index: expect.any(Number),
      commitment: expect.stringMatching(/^[0-9a-f]{64}$/),
      link: null,
    });
    const south = await lobby("vn-south");
    expect(south.selected.open.length).toBeGreaterThanOrEqual(3);
    expect(south.selected.open[0].station).toMatchObject({ code: expect.any(String), name: expect.any(String) });
    expect(south.selected.betTypes.map((t: { code: string }) => t.code)).toContain("lo2");
  });

  it("takes a ticket's stake with it, refuses one after the close, and settles the house draw once", async () => {
    const [issue] = await openIssues("dice-1");
    const before = await main();
    const bought = await bet({
      gameCode: "dice-1",
      playType: "size",
      numbers: ["big", "small"],
      points: 10,
      numero: [{ numero: issue, multiple: 1 }],
    });
    expect(bought.body.code).toBe("OK");
    expect(bought.body.value).toMatchObject({ stake: "2000000", status: "open", draws: [{ issue, status: "open" }] });
    expect(await main()).toBe(before - 2_000_000n);

    await pastClose("dice-1", issue, 1_000);
    const late = await bet({
      gameCode: "dice-1",
      playType: "size",
      numbers: ["big"],
      points: 10,
      numero: [{ numero: issue, multiple: 1 }],
    });
    expect(late.body.code).toBe("DRAW_CLOSED");
    expect(await main()).toBe(before - 2_000_000n);

    await pastClose("dice-1", issue, 1_000, true);
    expect(await drawHouseDraws(db(), new Date())).toBeGreaterThan(0);
    const [draw] = await db()
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.game, "dice-1"), eq(lotteryDraws.issue, issue)));
    const first = await settleDraw(db(), draw.id);
    const again = await settleDraw(db(), draw.id);
    expect(first.settled).toBe(1);
    expect(again.settled).toBe(0);
    const [part] = await db().select().from(lotteryTicketDraws).where(eq(lotteryTicketDraws.drawId, draw.id));
    const faces = (draw.result as { dice: string[] }).dice.map(Number);
    const triple = faces.every((f) => f === faces[0]);
    expect(part.win).toBe(triple ? 0n : 1_950_000n);
    const total = faces.reduce((a, b) => a + b, 0);
    const won = triple ? null : total >= 11 ? "big" : "small";
    expect(part.trace).toEqual(
      ["big", "small"].map((chosen) => ({
        rule: "size",
        chosen,
        faces,
        total,
        triple,
        counted: chosen === won ? 1 : 0,
      })),
    );
    expect(await main()).toBe(before - 2_000_000n + (part.win ?? 0n));
    const [round] = await db().select().from(gameRounds).where(eq(gameRounds.roundId, part.id));
    expect(round).toMatchObject({ vendor: "LOTTERY", status: "completed", betTotal: 2_000_000n, winTotal: part.win });

    const proof = (await call(platform.app, "GET", `/lgw/lottery/verify?gameCode=dice-1&issue=${issue}`)).body.value;
    expect(proof).toMatchObject({ linkLeadsToCommitment: true, matches: true });
  });

  it("settles an external draw from the operator's result, and a correction reverses and resettles", async () => {
    const [issue] = await openIssues("vn-north");
    const bought = await bet({
      gameCode: "vn-north",
      playType: "de",
      numbers: ["13", "45"],
      points: 2,
      numero: [{ numero: issue, multiple: 1 }],
    });
    expect(bought.body.value.stake).toBe("400000");
    const before = await main();
    const early = await call(platform.app, "POST", `/ops/lottery/draws/vn-north/${issue}/result`, {
      headers: operatorHeaders,
      body: { prizes },
    });
    expect(early.body.code).toBe("STATE_CONFLICT");
    await pastClose("vn-north", issue, 60_000);
    const entered = await call(platform.app, "POST", `/ops/lottery/draws/vn-north/${issue}/result`, {
      headers: operatorHeaders,
      body: { prizes },
    });
    expect(entered.body.value.counts.settled).toBe(1);
    expect(await main()).toBe(before + 2n * 8_500_000n);
    // What decided it, as facts (ADR 0064): the prizes read, and per chosen number the prize numbers it matched.
    const settled = (await withToken(platform.app, "GET", `/lgw/lottery/tickets/${bought.body.value.id}`, token)).body
      .value;
    expect(settled.draws[0]).toMatchObject({
      status: "won",
      win: "17000000",
      station: { code: expect.any(String), name: expect.any(String) },
      number: null,
      prizes,
      trace: [
        { rule: "count", chosen: "13", hits: [{ tier: "special", number: "98713" }], counted: 1 },
        { rule: "count", chosen: "45", hits: [], counted: 0 },
      ],
      corrections: [],
    });
    expect(Object.keys(settled.draws[0].prizes)).toEqual(FAMILY_TIERS.vnNorth.map((t) => t.tier));
    expect(JSON.stringify(settled.draws[0].trace)).not.toMatch(/→|none|drawn/);

    const noReason = await call(platform.app, "POST", `/ops/lottery/draws/vn-north/${issue}/result`, {
      headers: operatorHeaders,
      body: { prizes: { ...prizes, special: ["98745"] } },
    });
    expect(noReason.body.code).toBe("VALIDATION");
    const corrected = await call(platform.app, "POST", `/ops/lottery/draws/vn-north/${issue}/result`, {
      headers: operatorHeaders,
      body: { prizes: { ...prizes, special: ["00000"] }, reason: "typo in the special prize" },
    });
    expect(corrected.body.value.counts.resettled).toBe(1);
    expect(await main()).toBe(before);
    const ticket = (await withToken(platform.app, "GET", `/lgw/lottery/tickets/${bought.body.value.id}`, token)).body
      .value;
    expect(ticket).toMatchObject({ status: "settled", win: "0", draws: [{ status: "lost", resultVersion: 2 }] });
    // The correction, with its reason and the win before and after; the prizes and hits of the result in force.
    expect(ticket.draws[0]).toMatchObject({
      prizes: { ...prizes, special: ["00000"] },
      trace: [
        { rule: "count", chosen: "13", hits: [], counted: 0 },
        { rule: "count", chosen: "45", hits: [], counted: 0 },
      ],
      corrections: [
        {
          version: 2,
          reason: "typo in the special prize",
          winBefore: "17000000",
          winAfter: "0",
          at: expect.any(String),
        },
      ],
    });
    // The betting record names the round (one draw of the ticket): the ticket answers to it too.
    const [part] = await db()
      .select()
      .from(lotteryTicketDraws)
      .where(eq(lotteryTicketDraws.ticketId, bought.body.value.id));
    expect((await withToken(platform.app, "GET", `/lgw/lottery/tickets/${part.id}`, token)).body.value.id).toBe(
      bought.body.value.id,
    );
    const results = (await call(platform.app, "GET", "/lgw/vn/numeros/opened/game?gameCode=vn-north")).body.value;
    expect(results.list.find((d: { issue: string }) => d.issue === issue)).toMatchObject({
      resultVersion: 2,
      correctionReason: "typo in the special prize",
    });
  });

  it("refunds a cancelled draw's tickets, and stops a chase after a win", async () => {
    const [a, b, c] = await openIssues("dice-3");
    const before = await main();
    const chase = await bet({
      gameCode: "dice-3",
      playType: "sum",
      numbers: Array.from({ length: 14 }, (_, i) => String(i + 4)),
      points: 1,
      winStop: true,
      numero: [
        { numero: a, multiple: 1 },
        { numero: b, multiple: 2 },
        { numero: c, multiple: 1 },
      ],
    });
    expect(chase.body.code).toBe("OK");
    expect(chase.body.value.stake).toBe(String(14 * 100_000 * 4));
    const cancelled = await call(platform.app, "POST", `/ops/lottery/draws/dice-3/${c}/cancel`, {
      headers: operatorHeaders,
      body: { reason: "test" },
    });
    expect(cancelled.body.value.counts.refunded).toBe(1);
    await pastClose("dice-3", a, 1_000, true);
    await drawHouseDraws(db(), new Date());
    for (const d of await drawsToSettle(db())) if (d.game === "dice-3") await settleDraw(db(), d.id);
    const ticket = (await withToken(platform.app, "GET", `/lgw/lottery/tickets/${chase.body.value.id}`, token)).body
      .value;
    const [first, second, third] = ticket.draws;
    expect(third).toMatchObject({
      status: "refunded",
      refundReason: "cancelled",
      cancelReason: "test",
      prizes: null,
      trace: [],
    });
    // A house draw is named by its number in its day, never by its issue.
    expect(first.number).toBe(Number(a.slice(-4)));
    // Every total from 4 to 17 is chosen: only a triple's 3 or 18 misses.
    if (first.status === "won") expect(second).toMatchObject({ status: "refunded", refundReason: "winStop" });
    else expect(second.status).toBe("open");
    const refunded = ticket.draws
      .filter((d: { status: string }) => d.status === "refunded")
      .reduce((s: bigint, d: { stake: string }) => s + BigInt(d.stake), 0n);
    expect(await main()).toBe(before - BigInt(chase.body.value.stake) + refunded + BigInt(first.win ?? "0"));
  });

  it("verifies a house draw of 27 numbers, shows its tiers in reveal order, and takes the same result again as no change", async () => {
    const [issue] = await openIssues("vn-fast-5");
    await pastClose("vn-fast-5", issue, 1_000, true);
    await drawHouseDraws(db(), new Date());
    const proof = (await call(platform.app, "GET", `/lgw/lottery/verify?gameCode=vn-fast-5&issue=${issue}`)).body.value;
    expect(proof).toMatchObject({ linkLeadsToCommitment: true, matches: true });
    expect(Object.keys(proof.draw.result)).toEqual(FAMILY_TIERS.vnNorth.map((t) => t.tier));
    expect(Object.values(proof.draw.result as Record<string, string[]>).flat()).toHaveLength(27);
    const [draw] = await db()
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.game, "vn-fast-5"), eq(lotteryDraws.issue, issue)));
    const reordered = Object.fromEntries(Object.entries(proof.draw.result as Record<string, string[]>).reverse());
    const again = await recordResult(db(), { drawId: draw.id, prizes: reordered, source: "house", actor: "test" });
    expect(again.resultVersion).toBe(1);
  });

  it("refuses a ticket whose stake or one hit would pass what the ledger's integers hold, after an operator's odd price (the fuzz found a 500)", async () => {
    const change = await call(platform.app, "PUT", "/ops/lottery/games/dice-5/bet-types/size", {
      headers: operatorHeaders,
      body: { pricePerPoint: "999999999999999", maxPointsPerTicket: 1_000_000 },
    });
    expect(change.body.code).toBe("OK");
    const [issue] = await openIssues("dice-5");
    const body = {
      gameCode: "dice-5",
      playType: "size",
      numbers: ["big", "small"],
      points: 4627,
      numero: [{ numero: issue, multiple: 1 }],
      winStop: false,
    };
    const quote = await withToken(platform.app, "POST", "/lgw/lottery/quote", token, { body });
    expect(quote.body).toMatchObject({ code: "AMOUNT_OUT_OF_RANGE", value: { max: "1000000000000000" } });
    const before = await main();
    const bought = await bet(body);
    expect(bought.status).toBe(400);
    expect(bought.body.code).toBe("AMOUNT_OUT_OF_RANGE");
    expect(await main()).toBe(before);
  });
});
