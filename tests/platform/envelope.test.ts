import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startPlatform, type Platform } from "./harness.js";

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform({ seed: false });
});
afterAll(() => platform.close());

describe("envelope", () => {
  it("answers a call with success, value, message and code", async () => {
    const res = await call(platform.app, "GET", "/wps/system/test/ping?speed=0.42");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, value: { pong: true }, message: "", code: "OK" });
    expect(res.headers["access-control-allow-origin"]).toBe("*");
  });

  it("answers an unknown call with a 404 envelope", async () => {
    const res = await call(platform.app, "GET", "/wps/nothing/here");
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, value: null, code: "NOT_FOUND" });
  });

  it("answers bad input with a 400 validation envelope and no stack", async () => {
    const res = await call(platform.app, "GET", `/wps/system/test/ping?speed=${"x".repeat(100)}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("VALIDATION");
    expect(res.body.message).toMatch(/^speed:/);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts/);
  });
});
