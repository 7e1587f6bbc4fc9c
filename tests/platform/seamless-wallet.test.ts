import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { findMemberByUsername } from "../../server/modules/accounts/index.js";
import { gameRounds } from "../../server/db/schema.js";
import { openVendorSession } from "../../server/modules/vendors/index.js";
import { signSeamlessBody } from "../../server/modules/vendors/seamless-routes.js";
import { vendorSecret } from "../../server/modules/vendors/sessions.js";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { testClock } from "../support/clock.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";

// The seamless wallet as a vendor sees it: signed calls, idempotent by transaction id, every
// round completed or cancelled, and the money in the ledger.

const VENDOR = "TESTVENDOR";
let platform: Platform;
let secret: string;
let token: string;
let memberId: string;

const id = (prefix: string) => `${prefix}-${crypto.randomUUID()}`;

async function wallet(
  action: string,
  body: Record<string, unknown>,
  options: { vendor?: string; sign?: (raw: string) => string; timestamp?: string } = {},
) {
  const raw = JSON.stringify({ token, timestamp: options.timestamp ?? new Date().toISOString(), ...body });
  const res = await platform.app.inject({
    method: "POST",
    url: `/wps/seamless/${options.vendor ?? VENDOR}/${action}`,
    headers: {
      "content-type": "application/json",
      "x-signature": (options.sign ?? ((r) => signSeamlessBody(secret, r)))(raw),
    },
    payload: raw,
  });
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; code: string; value: Record<string, unknown> },
  };
}
const balance = async () => BigInt((await wallet("balance", {})).body.value.balance as string);
const debit = (transactionId: string, roundId: string, amount: string) =>
  wallet("debit", { transactionId, roundId, amount, gameCode: "dice" });
const credit = (transactionId: string, roundId: string, amount: string, roundClosed = true) =>
  wallet("credit", { transactionId, roundId, amount, roundClosed });
const rollback = (transactionId: string, roundId: string, rollbackTransactionId: string) =>
  wallet("rollback", { transactionId, roundId, rollbackTransactionId });

beforeAll(async () => {
  platform = await startPlatform({ seed: true });
  const db = platform.database.db;
  memberId = (await findMemberByUsername(db, "demo"))!.id;
  secret = await vendorSecret(db, VENDOR);
  token = await openVendorSession(db, { memberId, vendor: VENDOR, gameCode: "dice" });
  const funded = await call(platform.app, "POST", "/ops/wallet/adjust", {
    headers: operatorHeaders,
    body: { username: "demo", amount: "100000", reason: "seamless test funds" },
  });
  expect(funded.body.code).toBe("OK");
}, 60_000);
afterAll(async () => {
  expect((await verifyLedger(platform.database.db)).ok).toBe(true);
  await platform?.close();
});

describe("seamless wallet: who may call", () => {
  it("answers the balance to a signed call", async () => {
    expect(await balance()).toBe(100000n);
  });

  it("refuses a wrong signature, an unknown vendor, a stale timestamp and another vendor's session", async () => {
    expect((await wallet("balance", {}, { sign: () => "00".repeat(32) })).body.code).toBe("SIGNATURE_INVALID");
    expect((await wallet("balance", {}, { sign: (raw) => signSeamlessBody(secret, `${raw} `) })).body.code).toBe(
      "SIGNATURE_INVALID",
    );
    expect((await wallet("balance", {}, { vendor: "NOBODY" })).body.code).toBe("SIGNATURE_INVALID");
    expect(
      (await wallet("balance", {}, { timestamp: new Date(Date.now() - 6 * 60_000).toISOString() })).body.code,
    ).toBe("VALIDATION");
    const other = await vendorSecret(platform.database.db, "OTHERVENDOR");
    const res = await wallet("balance", {}, { vendor: "OTHERVENDOR", sign: (raw) => signSeamlessBody(other, raw) });
    expect(res.body.code).toBe("SESSION_INVALID");
    expect(
      (await wallet("debit", { transactionId: "short", roundId: "r", amount: "1", gameCode: "dice" })).body.code,
    ).toBe("VALIDATION");
  });
});

describe("seamless wallet: bets, wins and rollbacks", () => {
  it("a bet and its win move money once each; a repeated transaction id answers the first answer", async () => {
    const before = await balance();
    const round = id("round");
    const bet = id("bet");
    const first = await debit(bet, round, "1500");
    expect(first.body).toMatchObject({
      success: true,
      value: { balance: String(before - 1500n), transactionId: bet, roundId: round, replayed: false },
    });
    const again = await debit(bet, round, "1500");
    expect(again.body.value).toMatchObject({ balance: String(before - 1500n), replayed: true });
    expect((await debit(bet, round, "1600")).body.code).toBe("CONFLICT");
    expect(await balance()).toBe(before - 1500n);

    const win = id("win");
    expect((await credit(win, round, "3000")).body.value).toMatchObject({
      balance: String(before + 1500n),
      replayed: false,
    });
    expect((await credit(win, round, "3000")).body.value).toMatchObject({
      balance: String(before + 1500n),
      replayed: true,
    });
    expect(await balance()).toBe(before + 1500n);
    const [row] = await platform.database.db.select().from(gameRounds).where(eq(gameRounds.roundId, round));
    expect(row).toMatchObject({ status: "completed", betTotal: 1500n, winTotal: 3000n });
    // A closed round takes nothing more.
    expect((await debit(id("bet"), round, "10")).body.code).toBe("ROUND_CLOSED");
    expect((await credit(id("win"), round, "10")).body.code).toBe("ROUND_CLOSED");
  });

  it("a bet above the balance is refused with the balance, and moves nothing", async () => {
    const before = await balance();
    const round = id("round");
    const res = await debit(id("bet"), round, String(before + 1n));
    expect(res.body).toMatchObject({ success: false, code: "INSUFFICIENT_FUNDS", value: { balance: String(before) } });
    expect(await balance()).toBe(before);
    expect(await platform.database.db.select().from(gameRounds).where(eq(gameRounds.roundId, round))).toHaveLength(0);
  });

  it("a win without its bet is refused; a losing round closes with a win of 0", async () => {
    expect((await credit(id("win"), id("round"), "500")).body.code).toBe("CREDIT_WITHOUT_DEBIT");
    const before = await balance();
    const round = id("round");
    await debit(id("bet"), round, "700");
    expect((await credit(id("win"), round, "0")).body.value).toMatchObject({ balance: String(before - 700n) });
    const [row] = await platform.database.db.select().from(gameRounds).where(eq(gameRounds.roundId, round));
    expect(row?.status).toBe("completed");
  });

  it("a rollback gives the bet back once and cancels the round; a bet with a win cannot be rolled back", async () => {
    const before = await balance();
    const round = id("round");
    const bet = id("bet");
    await debit(bet, round, "900");
    const undo = id("undo");
    expect((await rollback(undo, round, bet)).body.value).toMatchObject({ balance: String(before), replayed: false });
    expect((await rollback(undo, round, bet)).body.value).toMatchObject({ balance: String(before), replayed: true });
    expect((await rollback(id("undo"), round, bet)).body.code).toBe("CONFLICT");
    const [row] = await platform.database.db.select().from(gameRounds).where(eq(gameRounds.roundId, round));
    expect(row).toMatchObject({ status: "cancelled", betTotal: 0n });
    expect(await balance()).toBe(before);

    const settled = id("round");
    const paidBet = id("bet");
    await debit(paidBet, settled, "400");
    await credit(id("win"), settled, "100", false);
    expect((await rollback(id("undo"), settled, paidBet)).body.code).toBe("ROUND_SETTLED");
    expect((await rollback(id("undo"), settled, id("nobet"))).body.code).toBe("NOT_FOUND");
    expect(await balance()).toBe(before - 300n);
  });

  it("a win and a rollback are taken after the session has ended; a bet is not", async () => {
    const db = platform.database.db;
    // A one-minute session, and the clock moved past its end (tests/support/clock.ts): no race with the machine's load.
    const shortToken = await openVendorSession(db, { memberId, vendor: VENDOR, gameCode: "dice" }, 1);
    const round = id("round");
    const bet = id("bet");
    const withShort = (action: string, body: Record<string, unknown>) => wallet(action, { ...body, token: shortToken });
    expect(
      (await withShort("debit", { transactionId: bet, roundId: round, amount: "100", gameCode: "dice" })).body.success,
    ).toBe(true);
    const clock = testClock();
    onTestFinished(() => clock.restore());
    clock.advance(61_000);
    expect(
      (await withShort("debit", { transactionId: id("bet"), roundId: round, amount: "100", gameCode: "dice" })).body
        .code,
    ).toBe("SESSION_INVALID");
    // A late copy of the bet the session took still gets the first answer.
    expect(
      (await withShort("debit", { transactionId: bet, roundId: round, amount: "100", gameCode: "dice" })).body.value,
    ).toMatchObject({ transactionId: bet, replayed: true });
    expect((await withShort("credit", { transactionId: id("win"), roundId: round, amount: "250" })).body.success).toBe(
      true,
    );
  });

  it("bets and wins are in the member's account record as bet and payout", async () => {
    const login = await call(platform.app, "GET", `/ops/wallet/ledger?username=demo&pageSize=50`, {
      headers: operatorHeaders,
    });
    const kinds = new Set(login.body.value.list.map((line: { type: string }) => line.type));
    expect(kinds).toContain("bet");
    expect(kinds).toContain("payout");
    expect(kinds).toContain("reversal");
  });
});
