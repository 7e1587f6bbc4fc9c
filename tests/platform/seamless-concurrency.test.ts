import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameRounds, gameTransactions, ledgerTransfers, members } from "../../server/db/schema.js";
import { openVendorSession, seamlessDebitCredit } from "../../server/modules/vendors/index.js";
import { signSeamlessBody } from "../../server/modules/vendors/seamless-routes.js";
import { vendorSecret } from "../../server/modules/vendors/sessions.js";
import { accountBalance } from "../../server/modules/wallet/ledger-balances.js";
import { memberAccount, systemAccount } from "../../server/modules/wallet/ledger-accounts.js";
import { postTransfer, type AccountId } from "../../server/modules/wallet/ledger.js";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { startPlatform, type Platform } from "./harness.js";
import { withPostgres } from "../support/services.js";

// A vendor that times out resends the same call, often while the first is still running. Every copy —
// concurrent or later — must get the first answer and move money once (ADR 0016). Skipped
// without DATABASE_URL: PGlite runs one transaction at a time, so copies never overlap there and the race
// this file is about cannot happen. CI sets DATABASE_URL.

const VENDOR = "RACEVENDOR";
const COPIES = 500;
const FUNDS = 1_000_000n;

let platform: Platform;
let secret: string;
let token: string;
let wallet: AccountId;

const id = (prefix: string) => `${prefix}-${crypto.randomUUID()}`;

async function send(action: string, body: Record<string, unknown>) {
  const raw = JSON.stringify({ token, timestamp: new Date().toISOString(), ...body });
  const res = await platform.app.inject({
    method: "POST",
    url: `/wps/seamless/${VENDOR}/${action}`,
    headers: { "content-type": "application/json", "x-signature": signSeamlessBody(secret, raw) },
    payload: raw,
  });
  return {
    status: res.statusCode,
    body: res.json() as { success: boolean; code: string; message: string; value: Record<string, unknown> },
  };
}

/** The same call sent COPIES times at once: every answer must be the first one, and exactly one moved money. */
async function race(action: string, body: Record<string, unknown>) {
  const answers = await Promise.all(Array.from({ length: COPIES }, () => send(action, body)));
  const refused = answers.filter((a) => a.status !== 200).map((a) => `${a.status} ${a.body.code}: ${a.body.message}`);
  expect(refused.slice(0, 3), `${refused.length} of ${COPIES} refused`).toEqual([]);
  const values = new Set(
    answers.map(({ body: { value } }) =>
      JSON.stringify({ balance: value.balance, transactionId: value.transactionId, roundId: value.roundId }),
    ),
  );
  expect([...values]).toHaveLength(1);
  expect(answers.filter((a) => a.body.value.replayed === false)).toHaveLength(1);
  return answers[0]!.body.value;
}

async function transfersOf(transactionId: string): Promise<number> {
  return (
    await platform.database.db
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `game:${VENDOR}:${transactionId}`))
  ).length;
}

describe.runIf(withPostgres())("seamless wallet under concurrent retries (PostgreSQL)", () => {
  beforeAll(async () => {
    // The visitor limit is another test's subject (rate-limit.test.ts); here nothing but the wallet answers.
    platform = await startPlatform({ seed: false, env: { RATE_LIMIT_PER_MINUTE: "0" } });
    const db = platform.database.db;
    const [member] = await db
      .insert(members)
      .values({ usernameKey: "racer", username: "racer", nickname: "racer", referralCode: "RACER" })
      .returning({ id: members.id });
    wallet = await memberAccount(db, member!.id, "main");
    const bank = await systemAccount(db, "payment_clearing", "bank");
    await postTransfer(db, {
      idempotencyKey: "race:funds",
      kind: "deposit",
      entries: [
        { account: bank, amount: -FUNDS },
        { account: wallet, amount: FUNDS },
      ],
    });
    secret = await vendorSecret(db, VENDOR);
    token = await openVendorSession(db, { memberId: member!.id, vendor: VENDOR, gameCode: "dice" });
  }, 60_000);
  afterAll(async () => platform?.close());

  it(`${COPIES} copies of a bet at once: one bet, one answer`, async () => {
    const before = await accountBalance(platform.database.db, wallet);
    const [bet, round] = [id("bet"), id("round")];
    const answer = await race("debit", { transactionId: bet, roundId: round, amount: "100", gameCode: "dice" });
    expect(answer).toMatchObject({ balance: String(before - 100n), transactionId: bet, roundId: round });
    expect(await accountBalance(platform.database.db, wallet)).toBe(before - 100n);
    expect(await transfersOf(bet)).toBe(1);
  }, 60_000);

  it(`${COPIES} copies of a win at once: one payout, one answer, the round completed`, async () => {
    const [bet, win, round] = [id("bet"), id("win"), id("round")];
    expect(
      (await send("debit", { transactionId: bet, roundId: round, amount: "100", gameCode: "dice" })).body.success,
    ).toBe(true);
    const before = await accountBalance(platform.database.db, wallet);
    const answer = await race("credit", { transactionId: win, roundId: round, amount: "250", roundClosed: true });
    expect(answer).toMatchObject({ balance: String(before + 250n), transactionId: win, roundId: round });
    expect(await accountBalance(platform.database.db, wallet)).toBe(before + 250n);
    expect(await transfersOf(win)).toBe(1);
    const [row] = await platform.database.db.select().from(gameRounds).where(eq(gameRounds.roundId, round));
    expect(row).toMatchObject({ status: "completed", betTotal: 100n, winTotal: 250n });
  }, 60_000);

  it(`${COPIES} copies of a rollback at once: the bet given back once, one answer, the round cancelled`, async () => {
    const [bet, undo, round] = [id("bet"), id("undo"), id("round")];
    expect(
      (await send("debit", { transactionId: bet, roundId: round, amount: "100", gameCode: "dice" })).body.success,
    ).toBe(true);
    const before = await accountBalance(platform.database.db, wallet);
    const answer = await race("rollback", { transactionId: undo, roundId: round, rollbackTransactionId: bet });
    expect(answer).toMatchObject({ balance: String(before + 100n), transactionId: undo, roundId: round });
    expect(await accountBalance(platform.database.db, wallet)).toBe(before + 100n);
    expect(await transfersOf(undo)).toBe(1);
    const [row] = await platform.database.db.select().from(gameRounds).where(eq(gameRounds.roundId, round));
    expect(row).toMatchObject({ status: "cancelled", betTotal: 0n });
  }, 60_000);

  it(`${COPIES} copies of a bet with the win that closes its round at once (the in-house play, ADR 0053): the round written once, one bet, one win`, async () => {
    const db = platform.database.db;
    const [round, before] = [id("round"), await accountBalance(db, wallet)];
    const debit = {
      token,
      timestamp: new Date().toISOString(),
      transactionId: `${round}:bet`,
      roundId: round,
      amount: "100",
      gameCode: "dice",
    };
    const credit = {
      token,
      timestamp: new Date().toISOString(),
      transactionId: `${round}:win`,
      roundId: round,
      amount: "250",
      roundClosed: true,
      detail: { result: 7 },
    };
    const answers = await Promise.all(
      Array.from({ length: COPIES }, () => seamlessDebitCredit(db, VENDOR, debit, credit)),
    );
    const seen = new Set(
      answers.map(({ debit: d, credit: c }) =>
        JSON.stringify([d.balance, d.transactionId, c.balance, c.transactionId, c.roundId]),
      ),
    );
    expect([...seen]).toEqual([
      JSON.stringify([String(before - 100n), debit.transactionId, String(before + 150n), credit.transactionId, round]),
    ]);
    expect(answers.filter((a) => a.debit.replayed === false && a.credit.replayed === false)).toHaveLength(1);
    expect(answers.filter((a) => a.debit.replayed === true && a.credit.replayed === true)).toHaveLength(COPIES - 1);
    expect(await accountBalance(db, wallet)).toBe(before + 150n);
    expect([await transfersOf(debit.transactionId), await transfersOf(credit.transactionId)]).toEqual([1, 1]);
    const rows = await db.select().from(gameRounds).where(eq(gameRounds.roundId, round));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "completed", betTotal: 100n, winTotal: 250n, detail: { result: 7 } });
  }, 60_000);

  it("the ledger balances and every wallet call is recorded once", async () => {
    const db = platform.database.db;
    expect(await verifyLedger(db)).toMatchObject({ ok: true, totals: { money: 0n, points: 0n } });
    // One debit raced, two debits sent once, one credit and one rollback raced, one bet with its win raced: seven records.
    expect(
      await db.select({ id: gameTransactions.id }).from(gameTransactions).where(eq(gameTransactions.vendor, VENDOR)),
    ).toHaveLength(7);
    expect(await accountBalance(db, wallet)).toBe(FUNDS - 100n + 150n + 150n);
  });
});
