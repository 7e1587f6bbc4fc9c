import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { autoConfirmWithdrawals } from "../../server/modules/payments/withdrawal-receipts.js";
import { withdrawals } from "../../server/db/schema.js";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { login, withToken } from "./accounts.js";
import { postReceipt, type ProofFile } from "./receipts.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";

// Withdrawals: the funds are held the moment the member asks; a rejection or a refund gives
// them back; a disbursement is answered by the member's receipt (with a screenshot unless received)
// or, after the deadline, counts as received.

const PIN = "135790";
const DAILY = 8;
// A real 1×1 PNG and a real JPEG (made in beforeAll): what matters is the bytes, not the name.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
let JPEG: Buffer;

let platform: Platform;
let token: string;
let accountId: string;
const newKey = () => `w-${crypto.randomUUID()}`;
const get = (url: string) => withToken(platform.app, "GET", url, token);
const post = (url: string, body: Record<string, unknown>) => withToken(platform.app, "POST", url, token, { body });
const ops = (id: string, verb: string, note?: string) =>
  call(platform.app, "POST", `/ops/withdrawals/${id}/${verb}`, {
    headers: operatorHeaders,
    body: note ? { note } : {},
  });
const mainBalance = async () => BigInt((await get("/wps/v2/wallets/balance")).body.value.mainBalance);
const withdraw = (amount: string, extra: Record<string, unknown> = {}) =>
  post("/wps/v2/withdraw", { bankAccountId: accountId, amount, paymentPassword: PIN, requestKey: newKey(), ...extra });
const rowCount = async () => (await platform.database.db.select({ id: withdrawals.id }).from(withdrawals)).length;

const multipartReceipt = (id: string, fields: Record<string, string>, proof?: ProofFile) =>
  postReceipt(platform.app, token, id, fields, proof);

/** A withdrawal taken through approve and disburse, ready for the member's receipt. */
async function disbursed(amount = "10000000") {
  const asked = await withdraw(amount);
  expect(asked.body.code).toBe("OK");
  expect((await ops(asked.body.value.id, "approve")).body.value.withdrawal.status).toBe("approved");
  const paid = await ops(asked.body.value.id, "disburse", "paid by VCB");
  expect(paid.body.value).toMatchObject({ action: "withdrawal.disburse", withdrawal: { status: "disbursed" } });
  return paid.body.value.withdrawal as { id: string; disbursedAt: string; receiptDeadline: string };
}

beforeAll(async () => {
  JPEG = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#3366cc" } })
    .jpeg()
    .toBuffer();
  platform = await startPlatform({ seed: true, env: { WITHDRAWAL_DAILY_COUNT: String(DAILY) } });
  token = (await login(platform.app, "demo", "Demo1234")).body.value.token;
  expect((await post("/wps/member/paymentPassword", { newPassword: PIN, confirmPassword: PIN })).body.code).toBe("OK");
  const account = await post("/wps/member/bankAccounts", {
    bankName: "Vietcombank",
    accountNumber: "0011223344",
    holderName: "Demo Player",
    paymentPassword: PIN,
  });
  expect(account.body.code).toBe("OK");
  accountId = account.body.value.id;
  const funded = await call(platform.app, "POST", "/ops/wallet/adjust", {
    headers: operatorHeaders,
    body: { username: "demo", amount: "200000000", reason: "test funding" },
  });
  expect(funded.body.code).toBe("OK");
}, 60_000);
afterAll(async () => {
  expect((await verifyLedger(platform.database.db)).ok).toBe(true);
  await platform?.close();
});

describe("withdrawals", () => {
  it("tells the member the limits and what is left today", async () => {
    expect((await get("/wps/v2/withdraw/settings")).body.value).toEqual({
      min: "10000000",
      max: "50000000000",
      dailyCount: DAILY,
      usedToday: 0,
      autoReceiptMinutes: 1440,
    });
  });

  it("holds the funds at request time, once per requestKey", async () => {
    const before = await mainBalance();
    const requestKey = newKey();
    const asked = await post("/wps/v2/withdraw", {
      bankAccountId: accountId,
      amount: "20000000",
      paymentPassword: PIN,
      requestKey,
    });
    expect(asked.body.value).toMatchObject({
      amount: "20000000",
      status: "pending",
      bankAccount: { bankName: "Vietcombank", accountNumber: "******3344", holderName: "DEMO PLAYER" },
      receiptDeadline: null,
    });
    expect(await mainBalance()).toBe(before - 20_000_000n);
    const again = await post("/wps/v2/withdraw", {
      bankAccountId: accountId,
      amount: "20000000",
      paymentPassword: PIN,
      requestKey,
    });
    expect(again.body.value.id).toBe(asked.body.value.id);
    const other = await post("/wps/v2/withdraw", {
      bankAccountId: accountId,
      amount: "30000000",
      paymentPassword: PIN,
      requestKey,
    });
    expect(other.body.code).toBe("CONFLICT");
    expect(await mainBalance()).toBe(before - 20_000_000n);
    const record = await get("/wps/v2/wallets/transactions?types=withdrawal");
    expect(record.body.value.list[0]).toMatchObject({ type: "withdrawal", amount: "-20000000" });
    const queue = await call(platform.app, "GET", "/ops/withdrawals?status=pending", { headers: operatorHeaders });
    expect(queue.body.value.find((w: { id: string }) => w.id === asked.body.value.id)).toMatchObject({
      username: "demo",
      bankAccount: { accountNumber: "0011223344" },
    });
  });

  it("refuses a wrong payment password, amounts out of range, someone else's or a removed account, and too much, writing nothing", async () => {
    const before = await mainBalance();
    const rows = await rowCount();
    expect((await withdraw("20000000", { paymentPassword: "000000" })).body.code).toBe("PAYMENT_PASSWORD_WRONG");
    expect((await withdraw("9999999")).body).toMatchObject({
      code: "AMOUNT_OUT_OF_RANGE",
      value: { min: "10000000", max: "50000000000" },
    });
    expect((await withdraw("50000000001")).body.code).toBe("AMOUNT_OUT_OF_RANGE");
    expect((await withdraw("20000000", { bankAccountId: crypto.randomUUID() })).body.code).toBe("NOT_FOUND");
    const spare = await post("/wps/member/bankAccounts", {
      bankName: "ACB",
      accountNumber: "99887766",
      holderName: "DEMO PLAYER",
      paymentPassword: PIN,
    });
    await withToken(platform.app, "DELETE", `/wps/member/bankAccounts/${spare.body.value.id}`, token);
    expect((await withdraw("20000000", { bankAccountId: spare.body.value.id })).body.code).toBe("NOT_FOUND");
    const tooMuch = await withdraw("50000000000");
    expect(tooMuch.body.code).toBe("INSUFFICIENT_FUNDS");
    expect(await mainBalance()).toBe(before);
    expect(await rowCount()).toBe(rows);
  });

  it("a rejection releases the hold, and a rejected withdrawal cannot be approved", async () => {
    const before = await mainBalance();
    const asked = await withdraw("15000000");
    expect(await mainBalance()).toBe(before - 15_000_000n);
    expect((await ops(asked.body.value.id, "approve")).body.code).toBe("OK");
    const rejected = await ops(asked.body.value.id, "reject", "name mismatch at bank");
    expect(rejected.body.value).toMatchObject({ action: "withdrawal.reject", withdrawal: { status: "rejected" } });
    expect(await mainBalance()).toBe(before);
    for (const verb of ["approve", "reject", "disburse", "refund"])
      expect((await ops(asked.body.value.id, verb)).body.code).toBe("STATE_CONFLICT");
    expect(await mainBalance()).toBe(before);
    const released = await get("/wps/v2/wallets/transactions?types=withdrawal_release");
    expect(released.body.value.list[0]).toMatchObject({ type: "withdrawal_release", amount: "15000000" });
  });

  it("a receipt needs a disbursed withdrawal, and a screenshot unless received; the screenshot is checked by its bytes and size", async () => {
    const pending = await withdraw("10000000");
    expect((await post(`/wps/v2/withdraw/${pending.body.value.id}/receipt`, { answer: "received" })).body.code).toBe(
      "STATE_CONFLICT",
    );
    await ops(pending.body.value.id, "reject");

    const w = await disbursed();
    expect(new Date(w.receiptDeadline).getTime() - new Date(w.disbursedAt).getTime()).toBe(1440 * 60_000);
    expect((await multipartReceipt(w.id, { answer: "not_received" })).body.code).toBe("VALIDATION");
    const fake = Buffer.concat([Buffer.from("GIF89a"), PNG.subarray(6)]);
    expect(
      (await multipartReceipt(w.id, { answer: "not_received" }, { bytes: fake, name: "shot.png", type: "image/png" }))
        .body.code,
    ).toBe("VALIDATION");
    const huge = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length + 1)]);
    expect(
      (await multipartReceipt(w.id, { answer: "not_received" }, { bytes: huge, name: "big.png", type: "image/png" }))
        .status,
    ).toBe(413);
    const hugeJson = await post(`/wps/v2/withdraw/${w.id}/receipt`, {
      answer: "not_received",
      proof: huge.toString("base64"),
    });
    expect(hugeJson).toMatchObject({ status: 413, body: { code: "PAYLOAD_TOO_LARGE" } });
    expect((await platform.database.db.select().from(withdrawals).where(eq(withdrawals.id, w.id)))[0]!.status).toBe(
      "disbursed",
    );

    const answered = await multipartReceipt(
      w.id,
      { answer: "not_received", note: "nothing on my statement" },
      { bytes: PNG, name: "statement.png", type: "image/png" },
    );
    expect(answered.body).toMatchObject({
      code: "OK",
      value: { id: w.id, status: "not_received", confirmedAt: expect.any(String) },
    });
    const [row] = await platform.database.db.select().from(withdrawals).where(eq(withdrawals.id, w.id));
    expect(row).toMatchObject({ proofType: "image/png", receiptNote: "nothing on my statement" });
    // Stored as decoded and encoded anew (receipt-proof.test.ts): the same picture.
    expect(await sharp(Buffer.from(row!.proof!)).raw().toBuffer()).toEqual(await sharp(PNG).raw().toBuffer());
    expect((await post(`/wps/v2/withdraw/${w.id}/receipt`, { answer: "received" })).body.code).toBe("STATE_CONFLICT");
  });

  it("refunds a not_received withdrawal once, and never a received one", async () => {
    const notReceived = await disbursed("12000000");
    await multipartReceipt(
      notReceived.id,
      { answer: "not_received" },
      { bytes: PNG, name: "a.png", type: "image/png" },
    );
    const before = await mainBalance();
    expect((await ops(notReceived.id, "refund", "bank returned it")).body.value.withdrawal.status).toBe("refunded");
    expect(await mainBalance()).toBe(before + 12_000_000n);
    expect((await ops(notReceived.id, "refund")).body.code).toBe("STATE_CONFLICT");

    const partly = await disbursed();
    const jpeg = await post(`/wps/v2/withdraw/${partly.id}/receipt`, {
      answer: "partly_received",
      proof: `data:image/jpeg;base64,${JPEG.toString("base64")}`,
    });
    expect(jpeg.body.value.status).toBe("partly_received");
    const received = await disbursed();
    expect((await post(`/wps/v2/withdraw/${received.id}/receipt`, { answer: "received" })).body.value.status).toBe(
      "received",
    );
    const balance = await mainBalance();
    for (const id of [partly.id, received.id]) expect((await ops(id, "refund")).body.code).toBe("STATE_CONFLICT");
    expect(await mainBalance()).toBe(balance);
  });

  it("after the deadline an unanswered withdrawal is auto_received, which is never refunded", async () => {
    const w = await disbursed();
    const deadline = new Date(w.receiptDeadline);
    expect(await autoConfirmWithdrawals(platform.database.db, new Date(deadline.getTime() - 1000), 1440)).not.toContain(
      w.id,
    );
    const marked = await autoConfirmWithdrawals(platform.database.db, new Date(deadline.getTime() + 1000), 1440);
    expect(marked).toContain(w.id);
    const mine = await get("/wps/v2/withdraw?pageSize=100");
    expect(mine.body.value.list.find((x: { id: string }) => x.id === w.id)).toMatchObject({
      status: "auto_received",
      confirmedAt: expect.any(String),
    });
    expect((await ops(w.id, "refund")).body.code).toBe("STATE_CONFLICT");
    expect(
      (await post(`/wps/v2/withdraw/${w.id}/receipt`, { answer: "not_received", proof: PNG.toString("base64") })).body
        .code,
    ).toBe("STATE_CONFLICT");
  });

  it("stops at the daily count; rejected requests give their turn back", async () => {
    const { usedToday } = (await get("/wps/v2/withdraw/settings")).body.value as { usedToday: number };
    for (let i = usedToday; i < DAILY; i++) expect((await withdraw("10000000")).body.code).toBe("OK");
    const before = await mainBalance();
    expect((await withdraw("10000000")).body.code).toBe("DAILY_LIMIT_REACHED");
    expect(await mainBalance()).toBe(before);
    const queue = await call(platform.app, "GET", "/ops/withdrawals?status=pending", { headers: operatorHeaders });
    await ops(queue.body.value[0].id, "reject");
    expect((await withdraw("10000000")).body.code).toBe("OK");
  });

  it("the operator calls need the key", async () => {
    expect((await call(platform.app, "GET", "/ops/withdrawals")).status).toBe(401);
    expect(
      (
        await call(platform.app, "POST", `/ops/withdrawals/${crypto.randomUUID()}/approve`, {
          headers: operatorHeaders,
          body: {},
        })
      ).body.code,
    ).toBe("NOT_FOUND");
  });
});
