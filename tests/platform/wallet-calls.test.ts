import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/connect.js";
import { createMember, hashPassword, MEMBER_TYPE, rememberIp } from "../../server/modules/accounts/index.js";
import { memberAccount, systemAccount } from "../../server/modules/wallet/ledger-accounts.js";
import { postTransfer, reverseTransfer } from "../../server/modules/wallet/ledger.js";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { configureVendor, transferVendors } from "../../server/modules/games/index.js";
import { login, withToken } from "./accounts.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";
import { connectOutsideVendors } from "./outside-vendors.js";

// The member's wallet calls through HTTP (docs/platform-calls.md, "Wallet and payments"): balances,
// transfers between the main wallet, sub-wallets and other members, the statements, the payment
// password and bank accounts. Money arrives through the operator's adjust call, as in production.

let platform: Platform;
let db: Db;
const tokens: Record<string, string> = {};
const PIN = "135790";

beforeAll(async () => {
  platform = await startPlatform({ seed: true });
  // DS88 and TF stand for connected transfer-mode vendors, each with a sub-wallet.
  await connectOutsideVendors(platform, ["DS88", "TF"]);
  db = platform.database.db;
  for (const [username, password] of [
    ["demo", "Demo1234"],
    ["agent1", "Agent1234"],
    ["agent2", "Agent1234"],
    ["player2", "Player1234"],
  ]) {
    const res = await login(platform.app, username!, password!);
    expect(res.body.success).toBe(true);
    tokens[username!] = res.body.value.token;
  }
}, 60_000);
afterAll(() => platform?.close());

/** Switches the catalogue's vendors to the wallet modes given (the operator's switch, ops game-vendors). */
async function walletModes(modes: Record<string, "seamless" | "transfer">) {
  for (const [code, walletMode] of Object.entries(modes)) await configureVendor(db, code, { walletMode }, "cli");
}

// These tests name two transfer-mode vendors, DS88 and TF: the seed's other ones play seamless here.
beforeAll(async () => {
  const others = (await transferVendors(db)).filter((v) => v.vendor !== "DS88" && v.vendor !== "TF");
  await walletModes(Object.fromEntries(others.map((v) => [v.vendor, "seamless" as const])));
});

const newKey = () => `k-${crypto.randomUUID()}`;
type LedgerRow = import("../../contract/answers/wallet.js").WalletTransaction;
const get = (who: string, url: string) => withToken(platform.app, "GET", url, tokens[who]!);
const post = (who: string, url: string, body: Record<string, unknown>) =>
  withToken(platform.app, "POST", url, tokens[who]!, { body });
const balance = async (who: string) => (await get(who, "/wps/v2/wallets/balance")).body.value;
const transactionCount = async (who: string) =>
  (await get(who, "/wps/v2/wallets/transactions")).body.value.total as number;

async function fund(username: string, amount: string) {
  const res = await call(platform.app, "POST", "/ops/wallet/adjust", {
    headers: operatorHeaders,
    body: { username, amount, reason: "test funding" },
  });
  expect(res.body.success).toBe(true);
}

async function setPin(who: string) {
  const res = await post(who, "/wps/member/paymentPassword", { newPassword: PIN, confirmPassword: PIN });
  expect(res.body).toMatchObject({ success: true, value: { set: true } });
}

/** A member with a clean history, logged in, with a payment password. */
async function freshMember(username: string, payeeName: string | null = null) {
  const member = await createMember(db, {
    username,
    type: MEMBER_TYPE.member,
    passwordHash: await hashPassword(platform.config, "Fresh1234"),
    firstLoginAt: new Date(),
    payeeName,
  });
  await rememberIp(db, member.id, "127.0.0.1");
  const res = await login(platform.app, username, "Fresh1234");
  tokens[username] = res.body.value.token;
  await setPin(username);
  return member;
}

const transferFund = (who: string, vendor: string, direction: "in" | "out", amount: string, requestKey = newKey()) =>
  post(who, "/wps/v2/wallets/transfer", { vendor, direction, amount, paymentPassword: PIN, requestKey });

describe("balance and vendors", () => {
  it("answers the balance in strings of minor units with every transfer wallet", async () => {
    await fund("demo", "100000");
    const res = await get("demo", "/wps/v2/wallets/balance");
    expect(res.body).toMatchObject({ success: true, code: "OK" });
    expect(res.body.value).toEqual({
      sumBalance: "100000",
      mainBalance: "100000",
      points: "0",
      currency: "VND",
      currencySymbol: "₫",
      wallets: [
        { vendor: "DS88", name: "DS88 Sabong", balance: "0" },
        { vendor: "TF", name: "TF Gaming", balance: "0" },
      ],
    });
  });

  it("names the transfer-mode vendors, and is single-wallet when the catalogue has none", async () => {
    const res = await get("demo", "/wps/v2/wallets/merchant");
    expect(res.body.value).toEqual({
      isSingle: false,
      vendors: [
        { vendor: "DS88", name: "DS88 Sabong" },
        { vendor: "TF", name: "TF Gaming" },
      ],
    });
    await walletModes({ DS88: "seamless", TF: "seamless" });
    try {
      expect((await get("demo", "/wps/v2/wallets/merchant")).body.value).toEqual({ isSingle: true, vendors: [] });
      expect((await get("demo", "/wps/v2/wallets/balance")).body.value.wallets).toEqual([]);
    } finally {
      await walletModes({ DS88: "transfer", TF: "transfer" });
    }
  });
});

describe("payment password", () => {
  it("refuses a transfer before one is set, then sets it (6 digits, confirmed) and checks it", async () => {
    expect((await get("demo", "/wps/member/paymentPassword")).body.value).toEqual({ set: false });
    const unset = await transferFund("demo", "DS88", "in", "1000");
    expect(unset).toMatchObject({ status: 400, body: { code: "PAYMENT_PASSWORD_NOT_SET" } });

    const short = await post("demo", "/wps/member/paymentPassword", { newPassword: "12345", confirmPassword: "12345" });
    expect(short.body.code).toBe("VALIDATION");
    // What anyone tries first is refused, naming the field.
    for (const trivial of ["123456", "654321", "000000", "999999", "012345", "987654"]) {
      const weak = await post("demo", "/wps/member/paymentPassword", {
        newPassword: trivial,
        confirmPassword: trivial,
      });
      expect(weak.body, trivial).toMatchObject({
        code: "PAYMENT_PASSWORD_WEAK",
        message: expect.stringContaining("newPassword"),
      });
    }
    const mismatch = await post("demo", "/wps/member/paymentPassword", { newPassword: PIN, confirmPassword: "999999" });
    expect(mismatch.body).toMatchObject({ code: "VALIDATION", message: expect.stringContaining("confirmPassword") });
    await setPin("demo");
    expect((await get("demo", "/wps/member/paymentPassword")).body.value).toEqual({ set: true });

    const noCurrent = await post("demo", "/wps/member/paymentPassword", {
      newPassword: "246802",
      confirmPassword: "246802",
    });
    expect(noCurrent.body.code).toBe("PAYMENT_PASSWORD_WRONG");
    const changed = await post("demo", "/wps/member/paymentPassword", {
      currentPassword: PIN,
      newPassword: "246802",
      confirmPassword: "246802",
    });
    expect(changed.body.success).toBe(true);
    const back = await post("demo", "/wps/member/paymentPassword", {
      currentPassword: "246802",
      newPassword: PIN,
      confirmPassword: PIN,
    });
    expect(back.body.success).toBe(true);

    const wrong = await post("demo", "/wps/v2/wallets/transfer", {
      vendor: "DS88",
      direction: "in",
      amount: "1000",
      paymentPassword: "000000",
      requestKey: newKey(),
    });
    expect(wrong.body.code).toBe("PAYMENT_PASSWORD_WRONG");
    expect((await balance("demo")).mainBalance).toBe("100000");
  });
});

describe("transferFund and collectAll", () => {
  it("moves money into and out of sub-wallets, and collects every sub-wallet back to main", async () => {
    const into = await transferFund("demo", "DS88", "in", "30000");
    expect(into.body).toMatchObject({ success: true, value: { transferId: expect.any(Number), balance: "70000" } });
    expect((await transferFund("demo", "TF", "in", "20000")).body.value.balance).toBe("50000");
    expect((await transferFund("demo", "DS88", "out", "5000")).body.value.balance).toBe("55000");
    expect(await balance("demo")).toMatchObject({
      sumBalance: "100000",
      mainBalance: "55000",
      wallets: [
        { vendor: "DS88", balance: "25000" },
        { vendor: "TF", balance: "20000" },
      ],
    });

    const requestKey = newKey();
    const collected = await post("demo", "/wps/v2/wallets/collectAll", { paymentPassword: PIN, requestKey });
    expect(collected.body.value).toEqual({ moved: "45000", balance: "100000" });
    const replay = await post("demo", "/wps/v2/wallets/collectAll", { paymentPassword: PIN, requestKey });
    expect(replay.body.value).toEqual({ moved: "45000", balance: "100000" });
    const nothingLeft = await post("demo", "/wps/v2/wallets/collectAll", {
      paymentPassword: PIN,
      requestKey: newKey(),
    });
    expect(nothingLeft.body.value).toEqual({ moved: "0", balance: "100000" });
    expect(await balance("demo")).toMatchObject({
      sumBalance: "100000",
      mainBalance: "100000",
      wallets: [{ balance: "0" }, { balance: "0" }],
    });
  });

  it("refuses an unknown vendor, a bad amount and a bad requestKey", async () => {
    expect((await transferFund("demo", "NOPE", "in", "100")).body.code).toBe("NOT_FOUND");
    for (const amount of ["0", "-5", "1.50", "", "1234567890123456", 100]) {
      expect((await transferFund("demo", "DS88", "in", amount as string)).body.code).toBe("VALIDATION");
    }
    expect((await transferFund("demo", "DS88", "in", "100", "short")).body.code).toBe("VALIDATION");
  });

  it("refuses more than the wallet holds and moves nothing", async () => {
    const before = await transactionCount("demo");
    const tooMuch = await transferFund("demo", "DS88", "in", "100001");
    expect(tooMuch).toMatchObject({ status: 409, body: { code: "INSUFFICIENT_FUNDS" } });
    const emptySub = await transferFund("demo", "TF", "out", "1");
    expect(emptySub.body.code).toBe("INSUFFICIENT_FUNDS");
    expect(await transactionCount("demo")).toBe(before);
    expect(await balance("demo")).toMatchObject({ sumBalance: "100000", mainBalance: "100000" });
  });

  it("moves once for a requestKey sent twice and answers the first result", async () => {
    const requestKey = newKey();
    const first = await transferFund("demo", "TF", "in", "1000", requestKey);
    const second = await transferFund("demo", "TF", "in", "1000", requestKey);
    expect(second.body.value).toEqual(first.body.value);
    expect(first.body.value).toEqual({ transferId: expect.any(Number), balance: "99000" });
    expect((await balance("demo")).wallets[1]).toMatchObject({ vendor: "TF", balance: "1000" });
    const otherAmount = await transferFund("demo", "TF", "in", "2000", requestKey);
    expect(otherAmount.body.code).toBe("CONFLICT");
    expect((await balance("demo")).mainBalance).toBe("99000");
  });
  it("keeps a vendor switched to seamless visible while it holds money, and lets that money out only", async () => {
    await walletModes({ TF: "seamless" });
    try {
      expect((await balance("demo")).wallets).toEqual([
        { vendor: "DS88", name: "DS88 Sabong", balance: "0" },
        { vendor: "TF", name: "TF", balance: "1000" },
      ]);
      expect((await transferFund("demo", "TF", "in", "1")).body.code).toBe("NOT_FOUND");
      expect((await transferFund("demo", "TF", "out", "1000")).body.value.balance).toBe("100000");
      expect((await balance("demo")).wallets).toEqual([{ vendor: "DS88", name: "DS88 Sabong", balance: "0" }]);
    } finally {
      await walletModes({ TF: "transfer" });
    }
  });

  it("moves once when the same form arrives several times at once", async () => {
    const requestKey = newKey();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => transferFund("demo", "DS88", "in", "2500", requestKey)),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a.body.value))).size).toBe(1);
    expect(answers[0]!.body.value.balance).toBe("97500");
    const collectKey = newKey();
    const collected = await Promise.all(
      Array.from({ length: 4 }, () =>
        post("demo", "/wps/v2/wallets/collectAll", { paymentPassword: PIN, requestKey: collectKey }),
      ),
    );
    expect(collected.map((c) => c.body.value)).toEqual(Array(4).fill({ moved: "2500", balance: "100000" }));
    expect(await balance("demo")).toMatchObject({ sumBalance: "100000", mainBalance: "100000" });
  });
});

describe("transfers between members", () => {
  it("sends money to the member's own upline", async () => {
    await fund("player2", "8000");
    await setPin("player2");
    const agent2Before = BigInt((await balance("agent2")).mainBalance);
    const res = await post("player2", "/wps/v2/wallets/transferUpline", {
      amount: "3000",
      paymentPassword: PIN,
      requestKey: newKey(),
    });
    expect(res.body.value).toEqual({ transferId: expect.any(Number), balance: "5000" });
    expect(BigInt((await balance("agent2")).mainBalance)).toBe(agent2Before + 3000n);
    const noUpline = await post("demo", "/wps/v2/wallets/transferUpline", {
      amount: "1",
      paymentPassword: PIN,
      requestKey: newKey(),
    });
    expect(noUpline.body.code).toBe("NOT_FOUND");
  });

  it("lets an agent send to a direct downline only", async () => {
    await fund("agent1", "50000");
    await setPin("agent1");
    const agent2Before = BigInt((await balance("agent2")).mainBalance);
    const res = await post("agent1", "/wps/v2/wallets/transferDownline", {
      username: "agent2",
      amount: "12000",
      paymentPassword: PIN,
      requestKey: newKey(),
    });
    expect(res.body.value).toEqual({ transferId: expect.any(Number), balance: "38000" });
    expect(BigInt((await balance("agent2")).mainBalance)).toBe(agent2Before + 12000n);

    // player2 is agent2's downline, two levels below agent1.
    for (const username of ["player2", "nobody", "agent1"]) {
      const refused = await post("agent1", "/wps/v2/wallets/transferDownline", {
        username,
        amount: "100",
        paymentPassword: PIN,
        requestKey: newKey(),
      });
      expect(refused).toMatchObject({ status: 403, body: { code: "NOT_DOWNLINE" } });
    }
    const notAgent = await post("demo", "/wps/v2/wallets/transferDownline", {
      username: "player2",
      amount: "100",
      paymentPassword: PIN,
      requestKey: newKey(),
    });
    expect(notAgent.body.code).toBe("NOT_DOWNLINE");
    expect((await balance("agent1")).mainBalance).toBe("38000");
    expect((await balance("player2")).mainBalance).toBe("5000");
  });
});

describe("who may call", () => {
  it("refuses a trial player every wallet call but its balance, and a visitor without a token", async () => {
    const trial = await call(platform.app, "POST", "/wps/session/login/freeplay", {
      body: { platform: "W" },
      remoteAddress: "10.80.0.1",
    });
    const token = trial.body.value.token as string;
    // It reads its play money (the header shows it, ADR 0031) but can move none of it.
    expect((await withToken(platform.app, "GET", "/wps/v2/wallets/balance", token)).status).toBe(200);
    for (const [method, url] of [
      ["GET", "/wps/v2/wallets/merchant"],
      ["GET", "/wps/v2/wallets/transactions"],
      ["GET", "/wps/v2/wallets/profit"],
      ["GET", "/wps/member/paymentPassword"],
      ["GET", "/wps/member/bankAccounts"],
    ]) {
      const res = await withToken(platform.app, method!, url!, token);
      expect(res, url).toMatchObject({ status: 403, body: { code: "TRIAL_REFUSED" } });
    }
    const move = await withToken(platform.app, "POST", "/wps/v2/wallets/transfer", token, {
      body: { vendor: "DS88", direction: "in", amount: "100", paymentPassword: PIN, requestKey: newKey() },
    });
    expect(move.body.code).toBe("TRIAL_REFUSED");
    expect((await call(platform.app, "GET", "/wps/v2/wallets/balance")).status).toBe(401);
  });
});

describe("statements", () => {
  it("lists one row per entry with signed amounts and balances after, by page, type and period", async () => {
    await freshMember("stmt1");
    await fund("stmt1", "50000");
    await new Promise((r) => setTimeout(r, 20));
    const mid = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    await transferFund("stmt1", "DS88", "in", "20000");
    await transferFund("stmt1", "DS88", "out", "5000");

    const all = (await get("stmt1", "/wps/v2/wallets/transactions")).body.value;
    expect(all).toMatchObject({ total: 5, pageNo: 1, pageSize: 20, totalPages: 1 });
    const rows = (all.list as LedgerRow[]).map((r) => [r.type, r.wallet, r.amount, r.balanceAfter]);
    expect(rows.slice(0, 2)).toEqual(
      expect.arrayContaining([
        ["transfer_out", "main", "5000", "35000"],
        ["transfer_out", "DS88", "-5000", "15000"],
      ]),
    );
    expect(rows.slice(2, 4)).toEqual(
      expect.arrayContaining([
        ["transfer_in", "main", "-20000", "30000"],
        ["transfer_in", "DS88", "20000", "20000"],
      ]),
    );
    expect(rows[4]).toEqual(["adjustment", "main", "50000", "50000"]);
    expect(all.list[4]).toMatchObject({
      id: expect.any(Number),
      transferId: expect.any(Number),
      memo: "test funding",
      createdAt: expect.any(String),
    });

    const paged = (await get("stmt1", "/wps/v2/wallets/transactions?pageSize=2&pageNo=3")).body.value;
    expect(paged).toMatchObject({ total: 5, pageNo: 3, pageSize: 2, totalPages: 3 });
    expect((paged.list as LedgerRow[]).map((r) => r.type)).toEqual(["adjustment"]);

    expect((await get("stmt1", "/wps/v2/wallets/transactions?types=transfer_in,transfer_out")).body.value.total).toBe(
      4,
    );
    expect((await get("stmt1", "/wps/v2/wallets/transactions?types=adjustment")).body.value.total).toBe(1);
    expect((await get("stmt1", "/wps/v2/wallets/transactions?types=lottery")).body.code).toBe("VALIDATION");
    expect((await get("stmt1", `/wps/v2/wallets/transactions?from=${encodeURIComponent(mid)}`)).body.value.total).toBe(
      4,
    );
    expect((await get("stmt1", `/wps/v2/wallets/transactions?to=${encodeURIComponent(mid)}`)).body.value.total).toBe(1);
    const backwards = `/wps/v2/wallets/transactions?from=${encodeURIComponent(mid)}&to=2000-01-01T00:00:00Z`;
    expect((await get("stmt1", backwards)).body.code).toBe("VALIDATION");
    expect((await get("stmt1", "/wps/v2/wallets/transactions?from=yesterday")).body.code).toBe("VALIDATION");
  });

  it("sums the main wallet's movements per kind for personalProfit, and lists bonuses", async () => {
    const member = await freshMember("profit1");
    const main = await memberAccount(db, member.id, "main");
    const move = async (kind: string, counter: number, amount: bigint) =>
      postTransfer(db, {
        idempotencyKey: `${kind}:profit1:${crypto.randomUUID()}`,
        kind,
        memo: kind,
        entries: [
          { account: main, amount },
          { account: counter, amount: -amount },
        ],
      });
    const bank = await systemAccount(db, "payment_clearing", "bank");
    const house = await systemAccount(db, "house");
    await move("deposit", bank, 100000n);
    await move("bet", house, -30000n);
    await move("payout", house, 45000n);
    const cancelled = await move("bet", house, -10000n);
    await reverseTransfer(db, cancelled.id, `reversal:${cancelled.id}`, "bet cancelled");
    await move("bonus", await systemAccount(db, "promotion"), 5000n);
    await move("withdrawal", bank, -20000n);
    await move("withdrawal", bank, -8000n);
    await move("withdrawal_release", bank, 8000n);
    await transferFund("profit1", "TF", "in", "10000");
    await transferFund("profit1", "TF", "out", "4000");
    await fund("profit1", "1234");

    const profit = await get("profit1", "/wps/v2/wallets/profit");
    expect(profit.body.value).toEqual({
      deposits: "100000",
      withdrawals: "20000",
      bets: "30000",
      payouts: "45000",
      bonuses: "5000",
      transfersIn: "4000",
      transfersOut: "10000",
      profit: "20000",
      open: "0",
    });
    const future = encodeURIComponent(new Date(Date.now() + 3_600_000).toISOString());
    const empty = (await get("profit1", `/wps/v2/wallets/profit?from=${future}`)).body.value;
    expect(Object.values(empty)).toEqual(Array(9).fill("0"));

    const bonus = (await get("profit1", "/wps/v2/wallets/bonus")).body.value;
    expect(bonus).toMatchObject({ total: 1, pageNo: 1, pageSize: 20, totalPages: 1 });
    expect(bonus.list).toEqual([
      { id: expect.any(Number), type: "bonus", amount: "5000", createdAt: expect.any(String), memo: "bonus" },
    ]);
    expect((await get("demo", "/wps/v2/wallets/bonus")).body.value).toEqual({
      list: [],
      total: 0,
      pageNo: 1,
      pageSize: 20,
      totalPages: 1,
    });
  });
});

describe("bank accounts", () => {
  const add = (who: string, body: Record<string, unknown>) =>
    post(who, "/wps/member/bankAccounts", {
      bankName: "BDO",
      accountNumber: "1234567890",
      holderName: "DEMO PLAYER",
      paymentPassword: PIN,
      ...body,
    });

  it("adds an account in the member's own name, shows only the last 4 digits, and removes it", async () => {
    const mismatch = await add("demo", { holderName: "John Doe" });
    expect(mismatch).toMatchObject({ status: 400, body: { code: "HOLDER_NAME_MISMATCH" } });
    expect((await add("demo", { paymentPassword: "000000" })).body.code).toBe("PAYMENT_PASSWORD_WRONG");
    expect((await add("demo", { accountNumber: "12 34" })).body.code).toBe("VALIDATION");

    const added = await add("demo", { holderName: "  demo   Player " });
    expect(added.body.value).toEqual({
      id: expect.any(String),
      bankName: "BDO",
      accountNumber: "******7890",
      holderName: "DEMO PLAYER",
      createdAt: expect.any(String),
    });
    const listed = await get("demo", "/wps/member/bankAccounts");
    expect(listed.body.value).toEqual([added.body.value]);
    expect(JSON.stringify(listed.body)).not.toContain("1234567890");
    expect((await add("demo", {})).body.code).toBe("CONFLICT");

    const foreign = await withToken(
      platform.app,
      "DELETE",
      `/wps/member/bankAccounts/${added.body.value.id}`,
      tokens.agent1!,
    );
    expect(foreign.body.code).toBe("NOT_FOUND");
    const removed = await withToken(
      platform.app,
      "DELETE",
      `/wps/member/bankAccounts/${added.body.value.id}`,
      tokens.demo!,
    );
    expect(removed.body.value).toEqual({ removed: true });
    expect((await get("demo", "/wps/member/bankAccounts")).body.value).toEqual([]);
    const again = await withToken(
      platform.app,
      "DELETE",
      `/wps/member/bankAccounts/${added.body.value.id}`,
      tokens.demo!,
    );
    expect(again.body.code).toBe("NOT_FOUND");
  });

  it("keeps at most 5 live accounts, and refuses a member without a payee name", async () => {
    for (let i = 0; i < 5; i++) expect((await add("demo", { accountNumber: `55500000${i}` })).body.success).toBe(true);
    const sixth = await add("demo", { accountNumber: "555000009" });
    expect(sixth.body).toMatchObject({ code: "CONFLICT", value: { max: 5 } });
    expect((await get("demo", "/wps/member/bankAccounts")).body.value).toHaveLength(5);
    expect((await add("player2", { holderName: "" })).body.code).toBe("VALIDATION");
    expect((await add("player2", { holderName: "Player Two" })).body.code).toBe("HOLDER_NAME_MISMATCH");
  });
});

it("leaves the ledger provably whole after every call above", async () => {
  const report = await verifyLedger(db);
  expect(
    report.ok,
    JSON.stringify(report, (_k, v) => (typeof v === "bigint" ? v.toString() : v)),
  ).toBe(true);
});

describe("guessing the payment password", () => {
  it("five wrong tries make the member wait, even with the right one, and nothing moves", async () => {
    await freshMember("pinguesser");
    await fund("pinguesser", "5000");
    for (let i = 0; i < 5; i++) {
      const res = await post("pinguesser", "/wps/v2/wallets/transferUpline", {
        amount: "100",
        paymentPassword: "000000",
        requestKey: newKey(),
      });
      expect(res.body.code).toBe("PAYMENT_PASSWORD_WRONG");
    }
    const vendor = (await get("pinguesser", "/wps/v2/wallets/merchant")).body.value.vendors[0].vendor;
    const locked = await transferFund("pinguesser", vendor, "in", "100");
    expect(locked.body.code).toBe("RATE_LIMITED");
    expect(locked.body.value.retryAfterSeconds).toBeGreaterThan(0);
    expect((await balance("pinguesser")).mainBalance).toBe("5000");
  });
});
