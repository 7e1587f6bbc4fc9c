import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/connect.js";
import { operatorAudit } from "../../server/db/schema.js";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { adjustMemberBalance, memberLedger } from "../../server/modules/wallet/index.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";

// The operator's wallet calls: a hand correction of a member's balance (always with a reason, always
// audited, never below zero) and a member's ledger, through /ops and as the plain functions the CLI uses.

let platform: Platform;
let db: Db;
beforeAll(async () => {
  platform = await startPlatform({ seed: true });
  db = platform.database.db;
}, 60_000);
afterAll(() => platform?.close());

const adjust = (body: Record<string, unknown>, headers: Record<string, string> = operatorHeaders) =>
  call(platform.app, "POST", "/ops/wallet/adjust", { headers, body });
const ledger = (query: string) =>
  call(platform.app, "GET", `/ops/wallet/ledger?${query}`, { headers: operatorHeaders });
type LedgerRow = import("../../contract/answers/wallet.js").WalletTransaction;
const adjustAudits = () =>
  db.select().from(operatorAudit).where(eq(operatorAudit.action, "wallet.adjust")).orderBy(desc(operatorAudit.id));

describe("POST /ops/wallet/adjust", () => {
  it("needs the operator key", async () => {
    expect((await adjust({ username: "demo", amount: "100", reason: "goodwill" }, {})).status).toBe(401);
    expect(
      (await adjust({ username: "demo", amount: "100", reason: "goodwill" }, { "x-operator-key": "wrong" })).body.code,
    ).toBe("UNAUTHORIZED");
  });

  it("needs a reason of 3 to 200 characters, a non-zero whole amount and a known member", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ username: "demo", amount: "100" }, "VALIDATION"],
      [{ username: "demo", amount: "100", reason: "  ab " }, "VALIDATION"],
      [{ username: "demo", amount: "100", reason: "x".repeat(201) }, "VALIDATION"],
      [{ username: "demo", amount: "0", reason: "goodwill" }, "VALIDATION"],
      [{ username: "demo", amount: "12.50", reason: "goodwill" }, "VALIDATION"],
      [{ username: "demo", amount: 100, reason: "goodwill" }, "VALIDATION"],
      [{ username: "nobody", amount: "100", reason: "goodwill" }, "NOT_FOUND"],
    ];
    for (const [body, code] of cases) expect((await adjust(body)).body.code, JSON.stringify(body)).toBe(code);
    expect(await adjustAudits()).toHaveLength(0);
  });

  it("credits and debits the main wallet, audited, and refuses going below zero", async () => {
    const credit = await adjust({ username: "DEMO", amount: "50000", reason: "compensation for ticket 812" });
    expect(credit.body).toMatchObject({
      success: true,
      value: {
        action: "wallet.adjust",
        username: "demo",
        transferId: expect.any(Number),
        amount: "50000",
        balance: "50000",
        replayed: false,
      },
    });
    const [audit] = await adjustAudits();
    expect(audit).toMatchObject({
      action: "wallet.adjust",
      detail: {
        source: "api",
        username: "demo",
        amount: "50000",
        reason: "compensation for ticket 812",
        transferId: credit.body.value.transferId,
      },
    });

    const overdraw = await adjust({ username: "demo", amount: "-50001", reason: "reverse a double credit" });
    expect(overdraw).toMatchObject({ status: 409, body: { code: "INSUFFICIENT_FUNDS" } });
    expect(await adjustAudits()).toHaveLength(1);

    const debit = await adjust({ username: "demo", amount: "-20000", reason: "reverse a double credit" });
    expect(debit.body.value).toMatchObject({ amount: "-20000", balance: "30000" });
    expect(await adjustAudits()).toHaveLength(2);
  });

  it("moves once for a requestKey sent twice and audits it once", async () => {
    const body = { username: "demo", amount: "700", reason: "retried from the console", requestKey: "ops-retry-0001" };
    const first = await adjust(body);
    const second = await adjust(body);
    expect(second.body.value).toEqual({ ...first.body.value, replayed: true });
    expect(first.body.value).toMatchObject({ balance: "30700", replayed: false });
    expect(await adjustAudits()).toHaveLength(3);
  });
});

describe("GET /ops/wallet/ledger", () => {
  it("shows a member's balances and entries newest first, with the ledger's proof on request", async () => {
    const res = await ledger("username=demo");
    expect(res.body.value).toMatchObject({
      username: "demo",
      balances: { main: "30700", points: "0", vendors: {} },
      total: 3,
      pageNo: 1,
      pageSize: 50,
      totalPages: 1,
    });
    expect((res.body.value.list as LedgerRow[]).map((r) => [r.type, r.wallet, r.amount, r.balanceAfter])).toEqual([
      ["adjustment", "main", "700", "30700"],
      ["adjustment", "main", "-20000", "30000"],
      ["adjustment", "main", "50000", "50000"],
    ]);
    expect(res.body.value).not.toHaveProperty("report");
    const verified = await ledger("username=demo&verify=1");
    expect(verified.body.value.report).toMatchObject({ ok: true, totals: { money: "0", points: "0" } });
    expect((await ledger("username=nobody")).body.code).toBe("NOT_FOUND");
    expect((await ledger("")).body.code).toBe("VALIDATION");
    expect((await call(platform.app, "GET", "/ops/wallet/ledger?username=demo")).status).toBe(401);
  });
});

describe("the functions the operator CLI calls when the platform is down", () => {
  it("adjusts with source cli and reads the ledger page by page", async () => {
    const result = await adjustMemberBalance(db, {
      username: "agent1",
      amount: 2500n,
      reason: "cli top-up",
      actor: "cli",
      key: "cli-key-1",
    });
    expect(result).toMatchObject({ username: "agent1", amount: "2500", balance: "2500", replayed: false });
    expect(
      (
        await adjustMemberBalance(db, {
          username: "agent1",
          amount: 2500n,
          reason: "cli top-up",
          actor: "cli",
          key: "cli-key-1",
        })
      ).replayed,
    ).toBe(true);
    const [audit] = await adjustAudits();
    expect(audit!.detail).toMatchObject({ source: "cli", username: "agent1", amount: "2500" });
    await expect(
      adjustMemberBalance(db, { username: "agent1", amount: 1n, reason: "", actor: "cli" }),
    ).rejects.toMatchObject({ code: "VALIDATION" });
    await expect(
      adjustMemberBalance(db, { username: "agent1", amount: -2501n, reason: "too much", actor: "cli" }),
    ).rejects.toMatchObject({ code: "INSUFFICIENT_FUNDS" });

    const firstPage = await memberLedger(db, "demo", { pageNo: 1, pageSize: 2 });
    expect(firstPage).toMatchObject({ username: "demo", total: 3, totalPages: 2 });
    expect(firstPage.list).toHaveLength(2);
    expect((await memberLedger(db, "demo", { pageNo: 2, pageSize: 2 })).list.map((r) => r.amount)).toEqual(["50000"]);
  });

  it("leaves the ledger provably whole", async () => {
    expect((await verifyLedger(db)).ok).toBe(true);
  });
});
