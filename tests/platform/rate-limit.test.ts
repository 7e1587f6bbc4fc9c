import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startPlatform, type Platform } from "./harness.js";

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform({ seed: false, env: { RATE_LIMIT_PER_MINUTE: "3" } });
});
afterAll(() => platform.close());

describe("rate limit per visitor", () => {
  it("answers 429 with a RATE_LIMITED envelope after the limit, per visitor address", async () => {
    const ping = (ip: string) => call(platform.app, "GET", "/wps/system/test/ping", { headers: { "x-forwarded-for": ip } });
    for (let i = 0; i < 3; i++) expect((await ping("203.0.113.1")).status).toBe(200);
    const limited = await ping("203.0.113.1");
    expect(limited.status).toBe(429);
    expect(limited.headers["retry-after"]).toBe("60");
    expect(limited.body).toEqual({ success: false, value: null, message: expect.any(String), code: "RATE_LIMITED" });
    expect((await ping("203.0.113.2")).status).toBe(200);
  });
});
