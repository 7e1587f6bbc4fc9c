import { spawn } from "node:child_process";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITE_VERSION_CHANNEL } from "../../contract/answers/system.js";
import { testClock, type TestClock } from "../support/clock.js";
import { call, freePort, operatorHeaders, startPlatform, type Platform } from "./harness.js";
import { withRedis } from "../support/services.js";

// The site version (ADR 0025): every operator change of what public pages show raises it, in the same
// transaction; the web tier asks for it once a second and keys its caches on it.
let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform({ env: { RATE_LIMIT_PER_MINUTE: "3" } });
});
afterAll(() => platform.close());

const ops = (method: string, url: string, body?: unknown) =>
  call(platform.app, method, url, { headers: operatorHeaders, body });
// The route reads the database at most every 200 ms, whoever asks: the clock moves past that (tests/support/clock.ts).
// One clock for the file: a clock given back between tests would run behind the last read, and the route would
// answer that read again.
let clock: TestClock;
beforeAll(() => {
  clock = testClock();
});
afterAll(() => clock.restore());
const version = async () => {
  clock.advance(250);
  return call(platform.app, "GET", "/wps/system/version");
};

describe("GET /wps/system/version", () => {
  it("answers the version and the visitor budget, uncached and outside that budget", async () => {
    for (let n = 0; n < 5; n++) {
      const res = await version();
      expect(res.status).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.body.value).toEqual({ version: expect.any(Number), visitorBudgetPerMinute: 3 });
    }
  });

  it("rises with maintenance, region, site switches and game vendors, one step each", async () => {
    const seen = [(await version()).body.value.version as number];
    const after = async (change: () => Promise<{ status: number }>) => {
      expect((await change()).status).toBe(200);
      seen.push((await version()).body.value.version);
    };
    await after(() => ops("POST", "/ops/maintenance", { enabled: true }));
    await after(() => ops("POST", "/ops/maintenance", { enabled: false }));
    await after(() => ops("POST", "/ops/region", { action: "block", cidr: "203.0.113.0/24" }));
    await after(() => ops("DELETE", "/ops/region"));
    await after(() => ops("POST", "/ops/toggle", { modId: "FREEPLAY3", enabled: false }));
    await after(() => ops("POST", "/ops/toggle", { modId: "FREEPLAY3", enabled: true }));
    await after(() => ops("PUT", "/ops/game-vendors/PG", { status: "coming_soon" }));
    await after(() => ops("PUT", "/ops/game-vendors/PG", { status: "disabled" }));
    for (let i = 1; i < seen.length; i++) expect(seen[i], `change ${i}`).toBe(seen[i - 1] + 1);
  });

  it("a refused change raises nothing", async () => {
    const before = (await version()).body.value.version;
    expect(
      (await ops("POST", "/ops/toggle", { modId: "NO-SUCH-TOGGLE", enabled: true })).status,
    ).toBeGreaterThanOrEqual(400);
    expect((await version()).body.value.version).toBe(before);
  });
});

const hasRedis = withRedis();

describe.runIf(hasRedis)("with REDIS_URL", () => {
  it("announces the new version on Redis as soon as the operator's change is answered", async () => {
    const port = await freePort();
    const server = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: "ignore" },
    );
    const url = `redis://127.0.0.1:${port}`;
    const listener = new Redis(url, { retryStrategy: () => 100 });
    listener.on("error", () => {}); // until the server listens
    let withRedis: Platform | undefined;
    try {
      const heard: number[] = [];
      listener.on("message", (_channel, message: string) => heard.push(Number(message)));
      await listener.subscribe(SITE_VERSION_CHANNEL);
      withRedis = await startPlatform({ env: { REDIS_URL: url } });
      const res = await call(withRedis.app, "POST", "/ops/maintenance", {
        headers: operatorHeaders,
        body: { enabled: true },
      });
      expect(res.status).toBe(200);
      await expect.poll(() => heard, { timeout: 1_000 }).toHaveLength(1);
      expect(heard[0]).toBe((await call(withRedis.app, "GET", "/wps/system/version")).body.value.version);
    } finally {
      await withRedis?.close();
      listener.disconnect();
      server.kill();
    }
  });
});
