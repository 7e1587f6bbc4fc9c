import crypto from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorAudit } from "../../server/db/schema.js";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { login, withToken } from "./accounts.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";

// Bank deposits: the member asks, the operator approves or rejects, and only an approval
// moves money — from the channel's clearing account to the member's main wallet, exactly once.

let platform: Platform;
let token: string;
const newKey = () => `d-${crypto.randomUUID()}`;

beforeAll(async () => {
  platform = await startPlatform({ seed: true });
  const res = await login(platform.app, "player2", "Player1234");
  expect(res.body.success).toBe(true);
  token = res.body.value.token;
}, 60_000);
afterAll(() => platform?.close());

const ask = (body: Record<string, unknown>) => withToken(platform.app, "POST", "/wps/v2/deposit", token, { body });
const decide = (id: string, decision: string, note?: string) =>
  call(platform.app, "POST", `/ops/deposits/${id}/${decision}`, {
    headers: operatorHeaders,
    body: note ? { note } : {},
  });
const mainBalance = async () =>
  (await withToken(platform.app, "GET", "/wps/v2/wallets/balance", token)).body.value.mainBalance as string;

describe("bank deposits", () => {
  it("lists the operator's channels with the account to pay and the limits", async () => {
    const res = await withToken(platform.app, "GET", "/wps/v2/deposit/channels", token);
    expect(res.body.value).toEqual([
      {
        code: "BANK_VCB",
        kind: "bank",
        name: "Vietcombank transfer",
        min: "10000000",
        max: "50000000000",
        bankName: "Vietcombank",
        accountName: "LARO ENTERTAINMENT CO",
        accountNumber: "0071000123456",
      },
      { code: "SANDBOX_PAY", kind: "gateway", name: "Online payment (sandbox)", min: "5000000", max: "10000000000" },
    ]);
  });

  it("a request moves nothing until the operator approves it, then credits once", async () => {
    const before = BigInt(await mainBalance());
    const key = newKey();
    const asked = await ask({ channelCode: "BANK_VCB", amount: "25000000", reference: "VCB 778899", requestKey: key });
    expect(asked.body.value).toMatchObject({
      deposit: { status: "pending", amount: "25000000", kind: "bank", reference: "VCB 778899" },
      payUrl: null,
    });
    // The same form sent again is the same deposit.
    const again = await ask({ channelCode: "BANK_VCB", amount: "25000000", reference: "VCB 778899", requestKey: key });
    expect(again.body.value.deposit.id).toBe(asked.body.value.deposit.id);
    expect(BigInt(await mainBalance())).toBe(before);

    const queue = await call(platform.app, "GET", "/ops/deposits?status=pending", { headers: operatorHeaders });
    expect(queue.body.value.map((d: { id: string }) => d.id)).toContain(asked.body.value.deposit.id);
    expect(queue.body.value.find((d: { id: string }) => d.id === asked.body.value.deposit.id).username).toBe("player2");

    const approved = await decide(asked.body.value.deposit.id, "approve", "seen on the statement");
    expect(approved.body.value).toMatchObject({ action: "deposit.approve", deposit: { status: "approved" } });
    expect(BigInt(await mainBalance())).toBe(before + 25_000_000n);

    // Deciding twice moves nothing and says why.
    for (const decision of ["approve", "reject"]) {
      const twice = await decide(asked.body.value.deposit.id, decision);
      expect(twice.body.code).toBe("STATE_CONFLICT");
    }
    expect(BigInt(await mainBalance())).toBe(before + 25_000_000n);

    const [audit] = await platform.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, "deposit.approve"))
      .orderBy(desc(operatorAudit.id))
      .limit(1);
    expect(audit!.detail).toMatchObject({
      source: "api",
      depositId: asked.body.value.deposit.id,
      amount: "25000000",
      note: "seen on the statement",
    });
    const record = await withToken(platform.app, "GET", "/wps/v2/wallets/transactions?types=deposit", token);
    expect(record.body.value.list[0]).toMatchObject({
      type: "deposit",
      wallet: "main",
      amount: "25000000",
      memo: "VCB 778899",
    });
  });

  it("a rejected deposit moves nothing and cannot be approved afterwards", async () => {
    const before = await mainBalance();
    const asked = await ask({
      channelCode: "BANK_VCB",
      amount: "12000000",
      reference: "never came",
      requestKey: newKey(),
    });
    expect((await decide(asked.body.value.deposit.id, "reject", "no money arrived")).body.value.deposit.status).toBe(
      "rejected",
    );
    expect((await decide(asked.body.value.deposit.id, "approve")).body.code).toBe("STATE_CONFLICT");
    expect(await mainBalance()).toBe(before);
    const mine = await withToken(platform.app, "GET", "/wps/v2/deposit", token);
    expect(mine.body.value.list[0]).toMatchObject({ id: asked.body.value.deposit.id, status: "rejected" });
  });

  it("refuses amounts outside the channel's limits, a missing reference, an unknown channel and a reused key", async () => {
    const low = await ask({ channelCode: "BANK_VCB", amount: "9999999", reference: "ref 1", requestKey: newKey() });
    expect(low.body).toMatchObject({ code: "AMOUNT_OUT_OF_RANGE", value: { min: "10000000", max: "50000000000" } });
    expect(
      (await ask({ channelCode: "BANK_VCB", amount: "50000000001", reference: "ref 1", requestKey: newKey() })).body
        .code,
    ).toBe("AMOUNT_OUT_OF_RANGE");
    expect((await ask({ channelCode: "BANK_VCB", amount: "20000000", requestKey: newKey() })).body.code).toBe(
      "VALIDATION",
    );
    expect(
      (await ask({ channelCode: "NOPE", amount: "20000000", reference: "ref 1", requestKey: newKey() })).body.code,
    ).toBe("NOT_FOUND");
    expect(
      (await ask({ channelCode: "BANK_VCB", amount: "1.5", reference: "ref 1", requestKey: newKey() })).body.code,
    ).toBe("VALIDATION");
    const key = newKey();
    await ask({ channelCode: "BANK_VCB", amount: "20000000", reference: "ref 2", requestKey: key });
    expect(
      (await ask({ channelCode: "BANK_VCB", amount: "30000000", reference: "ref 2", requestKey: key })).body.code,
    ).toBe("CONFLICT");
  });

  it("the operator calls need the key, and a visitor cannot deposit", async () => {
    expect((await call(platform.app, "GET", "/ops/deposits")).status).toBe(401);
    const visitor = await call(platform.app, "POST", "/wps/v2/deposit", {
      body: { channelCode: "BANK_VCB", amount: "20000000", reference: "ref 9", requestKey: newKey() },
    });
    expect(visitor.body.code).toBe("UNAUTHORIZED");
  });

  it("two operators approving at once credit once", async () => {
    const before = BigInt(await mainBalance());
    const asked = await ask({ channelCode: "BANK_VCB", amount: "15000000", reference: "race", requestKey: newKey() });
    const answers = await Promise.all([
      decide(asked.body.value.deposit.id, "approve"),
      decide(asked.body.value.deposit.id, "approve"),
    ]);
    expect(answers.map((a) => a.body.code).sort()).toEqual(["OK", "STATE_CONFLICT"]);
    expect(BigInt(await mainBalance())).toBe(before + 15_000_000n);
    expect((await verifyLedger(platform.database.db)).ok).toBe(true);
  });
});

describe("deposit channels, as the operator configures them", () => {
  const configure = (code: string, body: Record<string, unknown>) =>
    call(platform.app, "PUT", `/ops/deposit-channels/${code}`, { headers: operatorHeaders, body });
  const memberChannels = async () =>
    (await withToken(platform.app, "GET", "/wps/v2/deposit/channels", token)).body.value.map(
      (c: { code: string }) => c.code,
    );

  it("lists every channel with its state, and switches one off and on again for new deposits", async () => {
    const listed = await call(platform.app, "GET", "/ops/deposit-channels", { headers: operatorHeaders });
    expect(listed.body.value.map((c: { code: string; enabled: boolean }) => [c.code, c.enabled])).toEqual([
      ["BANK_VCB", true],
      ["SANDBOX_PAY", true],
    ]);
    expect((await configure("SANDBOX_PAY", { enabled: false })).body.value).toMatchObject({
      action: "depositChannel.change",
      channel: { code: "SANDBOX_PAY", enabled: false },
    });
    expect(await memberChannels()).toEqual(["BANK_VCB"]);
    const refused = await ask({ channelCode: "SANDBOX_PAY", amount: "6000000", requestKey: newKey() });
    expect(refused.body.code).toBe("NOT_FOUND");
    await configure("SANDBOX_PAY", { enabled: true });
    expect(await memberChannels()).toEqual(["BANK_VCB", "SANDBOX_PAY"]);
  });

  it("new limits apply to the next request at once, and are audited with what they were", async () => {
    expect((await configure("BANK_VCB", { min: "20000000", max: "30000000000" })).body.value.channel).toMatchObject({
      min: "20000000",
      max: "30000000000",
    });
    const low = await ask({ channelCode: "BANK_VCB", amount: "15000000", reference: "VCB 1", requestKey: newKey() });
    expect(low.body).toMatchObject({ code: "AMOUNT_OUT_OF_RANGE", value: { min: "20000000", max: "30000000000" } });
    const [audit] = await platform.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, "depositChannel.change"))
      .orderBy(desc(operatorAudit.id))
      .limit(1);
    expect(audit!.detail).toMatchObject({
      source: "api",
      code: "BANK_VCB",
      before: { min: "10000000" },
      after: { min: "20000000" },
    });
    await configure("BANK_VCB", { min: "10000000", max: "50000000000" });
  });

  it("adds a bank channel, and refuses a bad one without writing anything", async () => {
    const added = await configure("BANK_BDO", {
      kind: "bank",
      name: "BDO transfer",
      bankName: "BDO",
      accountName: "LARO PH",
      accountNumber: "00112233",
      min: "10000000",
      max: "20000000",
      sequence: 5,
    });
    expect(added.body.value).toMatchObject({
      action: "depositChannel.add",
      channel: { code: "BANK_BDO", kind: "bank", enabled: true },
    });
    expect(await memberChannels()).toEqual(["BANK_VCB", "SANDBOX_PAY", "BANK_BDO"]);

    expect((await configure("BANK_XYZ", { kind: "bank", name: "No account", min: "100", max: "200" })).body.code).toBe(
      "VALIDATION",
    );
    expect((await configure("BANK_VCB", { min: "900", max: "100" })).body.code).toBe("VALIDATION");
    expect((await configure("BANK_VCB", { kind: "gateway" })).body.code).toBe("CONFLICT");
    expect((await configure("bad code", { enabled: true })).body.code).toBe("VALIDATION");
    expect((await configure("BANK_VCB", { min: "-5" })).body.code).toBe("VALIDATION");
    const codes = (
      await call(platform.app, "GET", "/ops/deposit-channels", { headers: operatorHeaders })
    ).body.value.map((c: { code: string }) => c.code);
    expect(codes).toEqual(["BANK_VCB", "SANDBOX_PAY", "BANK_BDO"]);
    expect(
      (await call(platform.app, "PUT", "/ops/deposit-channels/BANK_BDO", { body: { enabled: false } })).status,
    ).toBe(401);
  });
});
