import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { desc } from "drizzle-orm";
import { operatorAudit } from "../../server/db/schema.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());

const status = (headers: Record<string, string> = {}) => call(platform.app, "GET", "/wps/system/status", { headers });
const ops = (method: string, url: string, body?: unknown) =>
  call(platform.app, method, url, { headers: operatorHeaders, body });

const SPEC_MOD_IDS = [
  "CHNGPASSVERIF3",
  "MOBILEVERCODELOGIN3",
  "DIRECTREG3",
  "PTSYS3",
  "FREEPLAY3",
  "PWDEXPFORCECHANGE3",
  "MOBILENUMREG3",
  "REGMOBVERF3",
  "MOBILENUMPASSREG3",
  "USERNAMEREG3",
  "REFERRAL",
  "SOCIALLOGIN_GOOGLE",
  "SOCIALLOGIN_FACEBOOK",
  "SIDEMENU",
];

type Node = { modId: string; enabled: string; childrenNodes: Node[] };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.childrenNodes)]);

describe("GET /wps/system/status", () => {
  it("answers status 0 with the visitor's address and the permission info", async () => {
    const res = await status();
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const value = res.body.value;
    expect(value).toMatchObject({
      status: 0,
      ip: "127.0.0.1",
      location: { ip: "127.0.0.1", country: null },
      maintenance: { enabled: false, until: null },
      regionRestriction: { blocked: false },
      merchant: { code: "laro", name: "Laro", currency: "VND", currencySymbol: "₫" },
      info: { analytics: { gtagId: null }, imageCDNs: [], launchGameCDNs: [] },
    });
    const toggles = Object.fromEntries(flatten(value.info.whitelabel).map((n) => [n.modId, n.enabled]));
    for (const modId of SPEC_MOD_IDS) expect(toggles[modId], modId).toMatch(/^[01]$/);
    for (const on of [
      "DIRECTREG3",
      "FREEPLAY3",
      "MOBILEVERCODELOGIN3",
      "USERNAMEREG3",
      "MOBILENUMREG3",
      "REFERRAL",
      "PTSYS3",
      "CHNGPASSVERIF3",
    ]) {
      expect(toggles[on], on).toBe("1");
    }
    expect(Object.values(toggles)).toContain("0");
    expect(value.info.register.username).toMatchObject({
      enabled: true,
      required: true,
      minLength: 6,
      maxLength: 16,
      type: "text",
    });
    // No app and no social link is seeded (ADR 0037, 0063): the demo has no page on any network.
    expect(value.info.resources).toEqual([]);
    expect(value.info.customerService.version.pathList.map((p: { type: string }) => p.type)).toEqual(["3", "4"]);
  });

  it("answers the same whitelabel tree and register rules as their own calls", async () => {
    const [s, whitelabel, register] = await Promise.all([
      status(),
      call(platform.app, "GET", "/wps/system/whitelabel"),
      call(platform.app, "GET", "/wps/system/setting/register"),
    ]);
    expect(whitelabel.body.value).toEqual(s.body.value.info.whitelabel);
    expect(register.body.value).toEqual(s.body.value.info.register);
    expect(Object.keys(register.body.value)).toEqual(
      expect.arrayContaining([
        "username",
        "password",
        "confirmPassword",
        "payeeName",
        "email",
        "qqNum",
        "mobileNum",
        "recommenderId",
        "captcha",
        "verificationCode",
        "affiliateCode",
        "paymentPassword",
        "line",
        "whatsapp",
        "zalo",
        "facebook",
        "wechat",
        "idNumber",
        "birthday",
      ]),
    );
    for (const rule of Object.values(register.body.value) as {
      acceptedPattern: string;
      minLength: number;
      maxLength: number;
    }[]) {
      const source = rule.acceptedPattern === "*" ? ".*" : rule.acceptedPattern;
      expect(() => new RegExp(source)).not.toThrow();
      expect(rule.maxLength).toBeGreaterThanOrEqual(rule.minLength);
    }
  });

  it("validates the url query", async () => {
    const res = await call(platform.app, "GET", `/wps/system/status?url=${"h".repeat(3000)}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION");
  });
});

describe("operator API", () => {
  beforeEach(async () => {
    await ops("POST", "/ops/maintenance", { enabled: false });
    await ops("DELETE", "/ops/region");
  });

  it("refuses calls without the key or with a wrong one", async () => {
    const none = await call(platform.app, "GET", "/ops/settings");
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ success: false, value: null, code: "UNAUTHORIZED" });
    const wrong = await call(platform.app, "POST", "/ops/maintenance", {
      headers: { "x-operator-key": "not-the-key-at-all-000000" },
      body: { enabled: true },
    });
    expect(wrong.status).toBe(401);
    expect((await status()).body.value.status).toBe(0);
  });

  it("reads the settings", async () => {
    const res = await ops("GET", "/ops/settings");
    expect(res.body.value).toEqual({ maintenance: false, maintenanceUntil: null, region: { block: [], allow: [] } });
  });

  it("switches maintenance on (status 1) and off (status 0) without a restart", async () => {
    const on = await ops("POST", "/ops/maintenance", { enabled: true, until: "2030-01-31T08:00:00+07:00" });
    expect(on.body.value).toMatchObject({ maintenance: true, maintenanceUntil: "2030-01-31T01:00:00.000Z" });
    const during = (await status()).body.value;
    expect(during.status).toBe(1);
    expect(during.maintenance).toEqual({ enabled: true, until: "2030-01-31T01:00:00.000Z" });
    await ops("POST", "/ops/maintenance", { enabled: false });
    const after = (await status()).body.value;
    expect(after.status).toBe(0);
    expect(after.maintenance).toEqual({ enabled: false, until: null });
  });

  it("blocks the visitor's range given by X-Forwarded-For from the trusted web tier (status 2)", async () => {
    const res = await ops("POST", "/ops/region", { action: "block", cidr: "203.0.113.77/24" });
    expect(res.body.value.region).toEqual({ block: ["203.0.113.0/24"], allow: [] });
    const blocked = (await status({ "x-forwarded-for": "203.0.113.9" })).body.value;
    expect(blocked).toMatchObject({ status: 2, ip: "203.0.113.9", regionRestriction: { blocked: true } });
    expect((await status({ "x-forwarded-for": "198.51.100.1" })).body.value.status).toBe(0);
    // dual-stack sockets report IPv4 visitors as IPv4-mapped IPv6
    const mapped = (await status({ "x-forwarded-for": "::ffff:203.0.113.10" })).body.value;
    expect(mapped).toMatchObject({ status: 2, ip: "203.0.113.10" });
  });

  it("lets maintenance win over a blocked region", async () => {
    await ops("POST", "/ops/region", { action: "block", cidr: "203.0.113.0/24" });
    await ops("POST", "/ops/maintenance", { enabled: true });
    const value = (await status({ "x-forwarded-for": "203.0.113.9" })).body.value;
    expect(value.status).toBe(1);
    expect(value.regionRestriction.blocked).toBe(true);
  });

  it("admits only allowed ranges once one is allowed, and block still wins inside them", async () => {
    await ops("POST", "/ops/region", { action: "allow", cidr: "198.51.100.0/24" });
    await ops("POST", "/ops/region", { action: "allow", cidr: "2001:db8::/32" });
    expect((await status({ "x-forwarded-for": "198.51.100.20" })).body.value.status).toBe(0);
    expect((await status({ "x-forwarded-for": "2001:db8:1::5" })).body.value.status).toBe(0);
    expect((await status({ "x-forwarded-for": "192.0.2.1" })).body.value.status).toBe(2);
    expect((await status({ "x-forwarded-for": "2001:db9::1" })).body.value.status).toBe(2);
    await ops("POST", "/ops/region", { action: "block", cidr: "198.51.100.20" });
    expect((await status({ "x-forwarded-for": "198.51.100.20" })).body.value.status).toBe(2);
    expect((await status({ "x-forwarded-for": "198.51.100.21" })).body.value.status).toBe(0);
    const cleared = await ops("DELETE", "/ops/region");
    expect(cleared.body.value.region).toEqual({ block: [], allow: [] });
    expect((await status({ "x-forwarded-for": "192.0.2.1" })).body.value.status).toBe(0);
  });

  it("adds a range once however often it is sent", async () => {
    await ops("POST", "/ops/region", { action: "block", cidr: "10.0.0.0/8" });
    const again = await ops("POST", "/ops/region", { action: "block", cidr: "10.1.2.3/8" });
    expect(again.body.value.region.block).toEqual(["10.0.0.0/8"]);
  });

  it("keeps every range when many are added at once", async () => {
    const cidrs = Array.from({ length: 12 }, (_, i) => `192.0.2.${i * 16}/28`);
    await Promise.all(cidrs.map((cidr) => ops("POST", "/ops/region", { action: "block", cidr })));
    const { block } = (await ops("GET", "/ops/settings")).body.value.region;
    expect([...block].sort()).toEqual([...cidrs].sort());
  });

  it("rejects bad input with a 400 validation envelope", async () => {
    for (const body of [
      { action: "block", cidr: "10.0.0.0/33" },
      { action: "block", cidr: "not-an-ip" },
      { action: "deny", cidr: "10.0.0.0/8" },
      { action: "allow" },
    ]) {
      const res = await ops("POST", "/ops/region", body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe("VALIDATION");
    }
    const res = await ops("POST", "/ops/maintenance", { enabled: "yes" });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^enabled:/);
    expect((await ops("GET", "/ops/settings")).body.value.region).toEqual({ block: [], allow: [] });
  });

  it("records every change in the audit trail", async () => {
    await ops("POST", "/ops/region", { action: "allow", cidr: "192.0.2.0/24" });
    const [last] = await platform.database.db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(1);
    expect(last).toMatchObject({ action: "region.allow", detail: { source: "api", cidr: "192.0.2.0/24" } });
    expect(last!.at).toBeInstanceOf(Date);
  });
});
