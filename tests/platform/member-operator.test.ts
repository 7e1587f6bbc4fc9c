import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorAudit } from "../../server/db/schema.js";
import { login, solvedCaptcha, withToken } from "./accounts.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";

// Customer service's two member actions (SPEC §4): the default password, and lifting a lockout.
describe("operator member actions", () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform();
  }, 60_000);
  afterAll(() => platform?.close());

  it("resets a password to the default: old sessions end, the old password fails, the next login must change it", async () => {
    const before = await login(platform.app, "player2", "Player1234", { ip: "127.0.0.1" });
    const oldToken = before.body.value.token as string;
    const reset = await call(platform.app, "POST", "/ops/member/reset-password", {
      headers: operatorHeaders,
      body: { username: "PLAYER2" },
    });
    expect(reset.body).toMatchObject({ success: true, value: { action: "member.resetPassword", username: "player2" } });
    expect((await withToken(platform.app, "GET", "/wps/member/info", oldToken)).status).toBe(401);
    expect((await login(platform.app, "player2", "Player1234", { ip: "127.0.0.1" })).body.code).toBe("LOGIN_FAILED");
    const captcha = await solvedCaptcha(platform);
    const after = await login(platform.app, "player2", platform.config.DEFAULT_PASSWORD, { ip: "127.0.0.1", captcha });
    expect(after.body).toMatchObject({ success: true, value: { mustChangePassword: true } });
    const [audit] = await platform.database.db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(1);
    expect(audit).toMatchObject({ action: "member.resetPassword", detail: { source: "api", username: "player2" } });
  });

  it("unlocks an account locked by failed logins", async () => {
    for (let i = 0; i < platform.config.LOGIN_MAX_FAILURES; i++) {
      const captcha = await solvedCaptcha(platform);
      await login(platform.app, "agent2", "Wrong12345", { ip: "127.0.0.1", captcha });
    }
    const locked = await login(platform.app, "agent2", "Agent1234", {
      ip: "127.0.0.1",
      captcha: await solvedCaptcha(platform),
    });
    expect(locked.body.code).toBe("ACCOUNT_LOCKED");
    const unlock = await call(platform.app, "POST", "/ops/member/unlock", {
      headers: operatorHeaders,
      body: { username: "agent2" },
    });
    expect(unlock.body).toMatchObject({ success: true, value: { action: "member.unlock", username: "agent2" } });
    const again = await login(platform.app, "agent2", "Agent1234", {
      ip: "127.0.0.1",
      captcha: await solvedCaptcha(platform),
    });
    expect(again.body).toMatchObject({ success: true });
  });

  it("names an unknown member and refuses a call without the operator key", async () => {
    const unknown = await call(platform.app, "POST", "/ops/member/unlock", {
      headers: operatorHeaders,
      body: { username: "nobody" },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('there is no member "nobody"');
    const anonymous = await call(platform.app, "POST", "/ops/member/reset-password", { body: { username: "demo" } });
    expect(anonymous.status).toBe(401);
    const empty = await call(platform.app, "POST", "/ops/member/reset-password", {
      headers: operatorHeaders,
      body: { username: "" },
    });
    expect(empty.status).toBe(400);
  });
});
