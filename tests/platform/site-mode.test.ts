import crypto from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../server/db/schema.js";
import { issueSession } from "../../server/modules/accounts/sessions.js";
import {
  createMember,
  demoAccountsWithPublishedPasswords,
  describeDemoRetire,
  findMemberByUsername,
  hashPassword,
  updateMember,
} from "../../server/modules/accounts/index.js";
import { gatewayAdapter } from "../../server/modules/payments/gateway/adapter.js";
import { accountBalance } from "../../server/modules/wallet/ledger-balances.js";
import { memberAccount } from "../../server/modules/wallet/ledger-accounts.js";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { refuseUnsafeProduction, StartRefusedError } from "../../server/production-check.js";
import { DEMO_LOGINS } from "../../server/seed/index.js";
import { seedPayments } from "../../server/seed/payments.js";
import { login, solvedCaptcha, withToken } from "./accounts.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";

// Production is safe by default (ADR 0015): a production platform has no demo accounts,
// no demo content and no sandbox gateway, and `demo retire` closes the demo accounts of an install
// that began as a demo.

const count = async (platform: Platform, table: PgTable) =>
  (await platform.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

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
    const member = await createMember(platform.database.db, {
      username,
      type: 0,
      passwordHash: await hashPassword(platform.config, "Own-secret-123"),
    });
    const { token } = await issueSession(platform.database.db, platform.config, {
      memberId: member.id,
      accountKey: username,
      method: "username",
      ip: "127.0.0.1",
      userAgent: null,
    });
    return token;
  }

  it("has no demo account and no deposit channel (seed.test.ts checks the rest of its seed)", async () => {
    expect(await count(platform, schema.depositChannels)).toBe(0);
    for (const demo of DEMO_LOGINS) {
      expect(
        (await login(platform.app, demo.username, demo.password, { captcha: await solvedCaptcha(platform) })).body.code,
      ).toBe("LOGIN_FAILED");
    }
    token = await signedInMember("prodmember1");
    expect((await withToken(platform.app, "GET", "/wps/v2/deposit/channels", token)).body.value).toEqual([]);
  });

  it("has no sandbox gateway: its page and its callback are not there (404), and the adapter is refused", async () => {
    const id = crypto.randomUUID();
    for (const [method, url] of [
      ["GET", `/wps/gateway/sandbox/pay/${id}`],
      ["POST", `/wps/gateway/sandbox/pay/${id}`],
      ["POST", "/wps/payments/callback/sandbox"],
    ] as const) {
      const res = await call(platform.app, method, url, { headers: { authorization: `Bearer ${token}` }, body: {} });
      // The envelope of an unknown call, not the sandbox's own "Payment not found" page.
      expect(res, `${method} ${url}`).toMatchObject({
        status: 404,
        body: { code: "NOT_FOUND", message: expect.stringMatching(/^No call /) },
      });
    }
    expect(() => gatewayAdapter(platform.config, "sandbox")).toThrow(/only in a demo install/);
  });

  it("refuses to add a sandbox channel through the API, and adds a bank channel", async () => {
    const sandbox = { kind: "gateway", adapter: "sandbox", name: "Online payment", min: "5000000", max: "10000000000" };
    for (const enabled of [true, false]) {
      const res = await call(platform.app, "PUT", "/ops/deposit-channels/SANDBOX_NEW", {
        headers: operatorHeaders,
        body: { ...sandbox, enabled },
      });
      expect(res).toMatchObject({
        status: 403,
        body: { code: "FEATURE_DISABLED", message: expect.stringContaining("SITE_MODE=demo") },
      });
    }
    const bank = {
      kind: "bank",
      name: "BDO transfer",
      bankName: "BDO",
      accountName: "LARO PH INC",
      accountNumber: "001234567890",
      min: "10000000",
      max: "50000000000",
    };
    expect(
      (await call(platform.app, "PUT", "/ops/deposit-channels/BANK_BDO", { headers: operatorHeaders, body: bank })).body
        .code,
    ).toBe("OK");
    const codes = (
      await call(platform.app, "GET", "/ops/deposit-channels", { headers: operatorHeaders })
    ).body.value.map((c: { code: string }) => c.code);
    expect(codes).toEqual(["BANK_BDO"]);
  });

  it("does not list a sandbox channel left from a demo install, refuses deposits on it and refuses to switch it on", async () => {
    // What a demo install seeded, before the operator switched the site to production.
    await platform.database.db.transaction((tx) => seedPayments(tx));
    const member = await withToken(platform.app, "GET", "/wps/v2/deposit/channels", token);
    expect(member.body.value.map((c: { code: string }) => c.code)).toEqual(["BANK_BDO", "BANK_VCB"]);
    const asked = await withToken(platform.app, "POST", "/wps/v2/deposit", token, {
      body: { channelCode: "SANDBOX_PAY", amount: "100000000", requestKey: `p-${crypto.randomUUID()}` },
    });
    expect(asked).toMatchObject({ status: 403, body: { code: "FEATURE_DISABLED" } });
    expect(await count(platform, schema.deposits)).toBe(0);

    const change = (body: Record<string, unknown>) =>
      call(platform.app, "PUT", "/ops/deposit-channels/SANDBOX_PAY", { headers: operatorHeaders, body });
    expect((await change({ enabled: true })).body.code).toBe("FEATURE_DISABLED");
    expect((await change({ adapter: "sandbox" })).body.code).toBe("FEATURE_DISABLED");
    expect((await change({ enabled: false })).body.value).toMatchObject({
      channel: { code: "SANDBOX_PAY", enabled: false },
    });
    expect((await change({ enabled: true })).body.code).toBe("FEATURE_DISABLED");
    const [channel] = await platform.database.db
      .select()
      .from(schema.depositChannels)
      .where(eq(schema.depositChannels.code, "SANDBOX_PAY"));
    expect(channel!.enabled).toBe(false);
  });

  it("still gives a trial player play money, which cannot leave the trial account", async () => {
    const res = await call(platform.app, "POST", "/wps/session/login/freeplay", {
      body: { platform: "W" },
      remoteAddress: "10.88.0.1",
    });
    expect(res.body.success).toBe(true);
    const trial = (await findMemberByUsername(platform.database.db, res.body.value.member.account))!;
    const main = await memberAccount(platform.database.db, trial.id, "main");
    expect(await accountBalance(platform.database.db, main)).toBe(platform.config.TRIAL_PLAY_MONEY);
    const deposit = await withToken(platform.app, "POST", "/wps/v2/deposit", res.body.value.token, {
      body: {
        channelCode: "BANK_VCB",
        amount: "10000000",
        reference: "TRIAL1",
        requestKey: `t-${crypto.randomUUID()}`,
      },
    });
    expect(deposit.body.code).toBe("TRIAL_REFUSED");
    expect(await accountBalance(platform.database.db, main)).toBe(platform.config.TRIAL_PLAY_MONEY);
  });
});

describe("demo retire, and the start's refusal it lifts", () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform();
  }, 60_000);
  afterAll(() => platform?.close());

  const production = (defaultPassword?: string) => ({
    ...platform.config,
    SITE_MODE: "production" as const,
    siteMode: "production" as const,
    ...(defaultPassword ? { DEFAULT_PASSWORD: defaultPassword } : {}),
  });
  const audits = async () =>
    (await platform.database.db.select().from(schema.operatorAudit).orderBy(desc(schema.operatorAudit.id))).filter(
      (a) => a.action === "demo.retire",
    );

  it("a production start is refused while demo accounts open with their published passwords, or DEFAULT_PASSWORD is the published one", async () => {
    expect(await demoAccountsWithPublishedPasswords(platform.database.db)).toEqual([
      "demo",
      "agent1",
      "agent2",
      "agent3",
      "player1",
      "player2",
      "player3",
      "staff",
    ]);
    await expect(refuseUnsafeProduction(platform.database.db, platform.config)).resolves.toBeUndefined();
    const both = refuseUnsafeProduction(platform.database.db, production());
    await expect(both).rejects.toBeInstanceOf(StartRefusedError);
    await expect(both).rejects.toThrow(
      /demo, agent1, agent2, agent3, player1, player2, player3, staff\.[\s\S]*npm run ops -- demo retire[\s\S]*DEFAULT_PASSWORD is the published default "Laro123456"/,
    );
    const accountsOnly = refuseUnsafeProduction(platform.database.db, production("Own-default-123"));
    await expect(accountsOnly).rejects.toThrow(/demo retire/);
    await expect(refuseUnsafeProduction(platform.database.db, production("Own-default-123"))).rejects.not.toThrow(
      /DEFAULT_PASSWORD/,
    );
  });

  it("retires every demo account: no password or temporary password, sessions and login tickets ended, mobile and email unbound, audited", async () => {
    const session = (await login(platform.app, "demo", "Demo1234")).body.value.token as string;
    const ticket = (await withToken(platform.app, "POST", "/wps/session/ticket", session)).body.value.ticket as string;
    const demo = (await findMemberByUsername(platform.database.db, "demo"))!;
    await updateMember(platform.database.db, demo.id, {
      tempPasswordHash: await hashPassword(platform.config, "Temp12345"),
      tempPasswordExpiresAt: new Date(Date.now() + 3600_000),
    });

    expect((await call(platform.app, "POST", "/ops/demo/retire")).status).toBe(401);
    const res = await call(platform.app, "POST", "/ops/demo/retire", { headers: operatorHeaders });
    expect(res.body.value).toEqual({
      action: "demo.retire",
      accounts: [
        { username: "demo", sessionsEnded: 1, codesVoided: 1, unbound: ["mobile", "email"], alreadyRetired: false },
        ...["agent1", "agent2", "agent3", "player1", "player2", "player3", "staff"].map((username) => ({
          username,
          sessionsEnded: 0,
          codesVoided: 0,
          unbound: [],
          alreadyRetired: false,
        })),
      ],
    });
    expect((await withToken(platform.app, "GET", "/wps/member/info", session)).status).toBe(401);
    // The login ticket asked for before the retire opens nothing after it.
    expect((await call(platform.app, "POST", "/wps/session/login/ticket", { body: { ticket } })).body.code).toBe(
      "CODE_INVALID",
    );
    for (const [username, password] of [...DEMO_LOGINS.map((l) => [l.username, l.password]), ["demo", "Temp12345"]]) {
      expect(
        (await login(platform.app, username!, password!, { captcha: await solvedCaptcha(platform) })).body.code,
      ).toBe("LOGIN_FAILED");
    }
    expect(await findMemberByUsername(platform.database.db, "demo")).toMatchObject({
      passwordHash: null,
      tempPasswordHash: null,
      tempPasswordExpiresAt: null,
      countryDialingCode: null,
      mobileNum: null,
      email: null,
    });
    // Nobody can be sent a code for the demo's old mobile any more: no account has it.
    expect(
      (
        await call(platform.app, "POST", "/wps/verification/sms/noLogin", {
          body: { mobileNum: "9171234567", countryDialingCode: "+63" },
        })
      ).body.success,
    ).toBe(true);
    expect(
      await platform.database.db.select().from(schema.members).where(eq(schema.members.mobileNum, "9171234567")),
    ).toHaveLength(0);

    const audited = await audits();
    expect(audited).toHaveLength(8);
    expect(audited.find((a) => (a.detail as { username: string }).username === "demo")!.detail).toMatchObject({
      source: "api",
      sessionsEnded: 1,
      codesVoided: 1,
      unbound: ["mobile", "email"],
      mobile: "+639171234567",
      email: "demo@laro.example",
    });

    expect(await demoAccountsWithPublishedPasswords(platform.database.db)).toEqual([]);
    await expect(refuseUnsafeProduction(platform.database.db, production("Own-default-123"))).resolves.toBeUndefined();
    await expect(refuseUnsafeProduction(platform.database.db, production())).rejects.toThrow(/DEFAULT_PASSWORD/);
  });

  it("a second retire finds them retired, changes nothing and audits nothing more", async () => {
    const again = await call(platform.app, "POST", "/ops/demo/retire", { headers: operatorHeaders, body: {} });
    expect(again.body.value.accounts.every((a: { alreadyRetired: boolean }) => a.alreadyRetired)).toBe(true);
    expect(describeDemoRetire(again.body.value)).toBe(
      `Demo accounts retired (they can no longer log in or recover a password):\n${DEMO_LOGINS.map((l) => `  ${l.username}: already retired`).join("\n")}`,
    );
    expect(await audits()).toHaveLength(8);
    expect(describeDemoRetire({ action: "demo.retire", accounts: [] })).toBe(
      "No demo accounts on this site: nothing to retire",
    );
  });
});
