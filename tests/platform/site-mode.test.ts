import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../server/db/schema.js";
import { issueSession } from "../../server/modules/auth/sessions.js";
import { createMember, findMemberByUsername } from "../../server/modules/members/members.js";
import { hashPassword } from "../../server/modules/members/passwords.js";
import { gatewayAdapter } from "../../server/modules/payments/gateway/adapter.js";
import { accountBalance, memberAccount, verifyLedger } from "../../server/modules/wallet/ledger.js";
import { DEMO_LOGINS } from "../../server/seed/index.js";
import { seedPayments } from "../../server/seed/payments.js";
import { login, solvedCaptcha, withToken } from "./accounts.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";

// Production is safe by default (issue 13, ADR 0015): a production platform has no demo accounts,
// no demo content and no sandbox gateway.

const count = async (platform: Platform, table: PgTable) => (await platform.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe("a production platform", () => {
  let platform: Platform;
  let token: string;

  beforeAll(async () => {
    platform = await startPlatform({ mode: "production" });
  }, 60_000);
  afterAll(async () => {
    expect((await verifyLedger(platform.database.db)).ok).toBe(true);
    await platform?.close();
  });

  /** A member of this site, signed in (production has no account to borrow). */
  async function signedInMember(username: string) {
    const member = await createMember(platform.database.db, { username, type: 0, passwordHash: await hashPassword(platform.config, "Own-secret-123") });
    const { token } = await issueSession(platform.database.db, platform.config, { memberId: member.id, accountKey: username, method: "username", ip: "127.0.0.1", userAgent: null });
    return token;
  }

  it("has no demo account and no deposit channel (seed.test.ts checks the rest of its seed)", async () => {
    expect(await count(platform, schema.depositChannels)).toBe(0);
    for (const demo of DEMO_LOGINS) {
      expect((await login(platform.app, demo.username, demo.password, { captcha: await solvedCaptcha(platform) })).body.code).toBe("LOGIN_FAILED");
    }
    token = await signedInMember("prodmember1");
    expect((await withToken(platform.app, "GET", "/wps/v2/deposit/channels", token)).body.value).toEqual([]);
  });

  it("has no sandbox gateway: its page and its callback are not there (404), and the adapter is refused", async () => {
    const id = crypto.randomUUID();
    for (const [method, url] of [["GET", `/wps/gateway/sandbox/pay/${id}`], ["POST", `/wps/gateway/sandbox/pay/${id}`], ["POST", "/wps/payments/callback/sandbox"]] as const) {
      const res = await call(platform.app, method, url, { headers: { authorization: `Bearer ${token}` }, body: {} });
      // The envelope of an unknown call, not the sandbox's own "Payment not found" page.
      expect(res, `${method} ${url}`).toMatchObject({ status: 404, body: { code: "NOT_FOUND", message: expect.stringMatching(/^No call /) } });
    }
    expect(() => gatewayAdapter(platform.config, "sandbox")).toThrow(/only in a demo install/);
  });

  it("refuses to add a sandbox channel through the API, and adds a bank channel", async () => {
    const sandbox = { kind: "gateway", adapter: "sandbox", name: "Online payment", min: "5000000", max: "10000000000" };
    for (const enabled of [true, false]) {
      const res = await call(platform.app, "PUT", "/ops/deposit-channels/SANDBOX_NEW", { headers: operatorHeaders, body: { ...sandbox, enabled } });
      expect(res).toMatchObject({ status: 403, body: { code: "FEATURE_DISABLED", message: expect.stringContaining("SITE_MODE=demo") } });
    }
    const bank = { kind: "bank", name: "BDO transfer", bankName: "BDO", accountName: "LARO PH INC", accountNumber: "001234567890", min: "10000000", max: "50000000000" };
    expect((await call(platform.app, "PUT", "/ops/deposit-channels/BANK_BDO", { headers: operatorHeaders, body: bank })).body.code).toBe("OK");
    const codes = (await call(platform.app, "GET", "/ops/deposit-channels", { headers: operatorHeaders })).body.value.map((c: { code: string }) => c.code);
    expect(codes).toEqual(["BANK_BDO"]);
  });

  it("does not list a sandbox channel left from a demo install, refuses deposits on it and refuses to switch it on", async () => {
    // What a demo install seeded, before the operator switched the site to production.
    await platform.database.db.transaction((tx) => seedPayments(tx));
    const member = await withToken(platform.app, "GET", "/wps/v2/deposit/channels", token);
    expect(member.body.value.map((c: { code: string }) => c.code)).toEqual(["BANK_BDO", "BANK_VCB"]);
    const asked = await withToken(platform.app, "POST", "/wps/v2/deposit", token, { body: { channelCode: "SANDBOX_PAY", amount: "100000000", requestKey: `p-${crypto.randomUUID()}` } });
    expect(asked).toMatchObject({ status: 403, body: { code: "FEATURE_DISABLED" } });
    expect(await count(platform, schema.deposits)).toBe(0);

    const change = (body: Record<string, unknown>) => call(platform.app, "PUT", "/ops/deposit-channels/SANDBOX_PAY", { headers: operatorHeaders, body });
    expect((await change({ enabled: true })).body.code).toBe("FEATURE_DISABLED");
    expect((await change({ adapter: "sandbox" })).body.code).toBe("FEATURE_DISABLED");
    expect((await change({ enabled: false })).body.value).toMatchObject({ channel: { code: "SANDBOX_PAY", enabled: false } });
    expect((await change({ enabled: true })).body.code).toBe("FEATURE_DISABLED");
    const [channel] = await platform.database.db.select().from(schema.depositChannels).where(eq(schema.depositChannels.code, "SANDBOX_PAY"));
    expect(channel!.enabled).toBe(false);
  });

  it("still gives a trial player play money, which cannot leave the trial account", async () => {
    const res = await call(platform.app, "POST", "/wps/session/login/freeplay", { body: { platform: "W" }, remoteAddress: "10.88.0.1" });
    expect(res.body.success).toBe(true);
    const trial = (await findMemberByUsername(platform.database.db, res.body.value.member.account))!;
    const main = await memberAccount(platform.database.db, trial.id, "main");
    expect(await accountBalance(platform.database.db, main)).toBe(platform.config.TRIAL_PLAY_MONEY);
    const deposit = await withToken(platform.app, "POST", "/wps/v2/deposit", res.body.value.token, { body: { channelCode: "BANK_VCB", amount: "10000000", reference: "TRIAL1", requestKey: `t-${crypto.randomUUID()}` } });
    expect(deposit.body.code).toBe("TRIAL_REFUSED");
    expect(await accountBalance(platform.database.db, main)).toBe(platform.config.TRIAL_PLAY_MONEY);
  });
});
