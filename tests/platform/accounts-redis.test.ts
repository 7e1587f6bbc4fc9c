import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, freePort, startPlatform, type Platform } from "./harness.js";
import { withRedis } from "../support/services.js";

// With REDIS_URL the account limits live in Redis, so every copy of the platform counts together.
// Runs where a redis-server binary exists; this file starts its own on a free port.
const hasRedis = withRedis();

describe.runIf(hasRedis)("rate limits shared through Redis", () => {
  let redis: ChildProcess;
  let first: Platform;
  let second: Platform;

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: "ignore",
    });
    const url = `redis://127.0.0.1:${port}`;
    for (
      let i = 0;
      i < 50 &&
      spawnSync("redis-cli", ["-p", String(port), "ping"])
        .stdout?.toString()
        .trim() !== "PONG";
      i++
    ) {
      await new Promise((r) => setTimeout(r, 100));
    }
    // The merchant code prefixes the keys; two copies of one site share it.
    first = await startPlatform({ env: { REDIS_URL: url } });
    second = await startPlatform({ env: { REDIS_URL: url } });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    redis?.kill("SIGTERM");
  });

  it("counts an SMS to one number on one copy against the next request on another", async () => {
    const body = { mobileNum: "9171234567", countryDialingCode: "+63" };
    expect(
      (await call(first.app, "POST", "/wps/verification/sms/noLogin", { body, remoteAddress: "10.95.0.1" })).body.code,
    ).toBe("OK");
    // The second copy (its own database here) has counted nothing itself, yet the number is spent.
    const limited = await call(second.app, "POST", "/wps/verification/sms/noLogin", {
      body,
      remoteAddress: "10.95.0.2",
    });
    expect(limited.body.code).toBe("RATE_LIMITED");
    expect(limited.body.value.retryAfterSeconds).toBeGreaterThan(50);
  });
});
