import { describe, expect, it } from "vitest";
import {
  FAILED_SPEED,
  THIS_SITE,
  domainOrigin,
  isFailedSpeed,
  measureDomains,
  pingDomain,
  pingUrl,
  sortBySpeed,
  speedClass,
  speedValue,
} from "~/lib/content/speedTest";

const fixed = (value: number) => () => value;

describe("speedValue — SPEC §9", () => {
  it.each([
    [0, 20, 40],
    [99, 20, 40],
    [100, 40, 60],
    [199, 40, 60],
    [200, 60, 100],
    [399, 60, 100],
    [400, 100, 150],
    [2999, 100, 150],
  ])("elapsed %d ms → %d..%d", (elapsed, min, max) => {
    expect(speedValue(elapsed, fixed(0))).toBe(min);
    expect(speedValue(elapsed, fixed(0.999999))).toBe(max);
    const middle = speedValue(elapsed, fixed(0.5));
    expect(middle).toBeGreaterThanOrEqual(min);
    expect(middle).toBeLessThanOrEqual(max);
    expect(Number.isInteger(middle)).toBe(true);
  });

  it("is 9999 when the ping failed", () => {
    expect(speedValue(null)).toBe(FAILED_SPEED);
    expect(speedValue(Number.NaN)).toBe(9999);
    expect(speedValue(-1)).toBe(9999);
  });
});

describe("speedClass — SPEC §9", () => {
  it.each([
    [20, "fast"],
    [80, "fast"],
    [81, "normal"],
    [150, "normal"],
    [151, "slow"],
    [9999, "slow"],
  ])("%d → %s", (value, expected) => {
    expect(speedClass(value)).toBe(expected);
  });

  it("marks 9999 as failed", () => {
    expect(isFailedSpeed(9999)).toBe(true);
    expect(isFailedSpeed(150)).toBe(false);
  });
});

describe("ordering and URLs", () => {
  it("sorts fastest first, keeping ties in order", () => {
    const sorted = sortBySpeed([
      { domainName: "a", speed: 9999 },
      { domainName: "b", speed: 55 },
      { domainName: "c", speed: 22 },
      { domainName: "d", speed: 55 },
    ]);
    expect(sorted.map((item) => item.domainName)).toEqual(["c", "b", "d", "a"]);
  });

  it("builds the ping URL with a random speed parameter", () => {
    expect(pingUrl("https://a.example", fixed(0.25))).toBe("https://a.example/wps/system/test/ping?speed=0.25");
    expect(pingUrl("https://a.example/", fixed(0.5))).toBe("https://a.example/wps/system/test/ping?speed=0.5");
    expect(domainOrigin("b.example")).toBe("https://b.example");
    expect(domainOrigin("http://127.0.0.1:4000")).toBe("http://127.0.0.1:4000");
    // The site the player is on: its own origin, so the ping needs nothing but 'self' in the policy.
    expect(pingUrl(THIS_SITE, fixed(0.5))).toBe("/wps/system/test/ping?speed=0.5");
  });
});

describe("pinging", () => {
  it("times an OK answer and classes it", async () => {
    let clock = 1000;
    const result = await pingDomain("https://a.example", {
      now: () => clock,
      random: fixed(0),
      fetch: async (url, init) => {
        expect(url).toBe("https://a.example/wps/system/test/ping?speed=0");
        expect(init.mode).toBe("no-cors");
        clock += 150;
        return { ok: true };
      },
    });
    expect(result).toEqual({ domainName: "https://a.example", speed: 40 });
  });

  it("times a mirror's opaque answer (another origin that allows no reading)", async () => {
    let clock = 0;
    const fetch = async () => {
      clock += 50;
      return { ok: false, type: "opaque" };
    };
    expect(await pingDomain("https://m1.laro.ph", { now: () => clock, random: fixed(0), fetch })).toEqual({
      domainName: "https://m1.laro.ph",
      speed: 20,
    });
  });

  it("gives 9999 to an error or a non-OK answer", async () => {
    const deps = { now: () => 0, random: fixed(0) };
    expect((await pingDomain("x", { ...deps, fetch: async () => ({ ok: false }) })).speed).toBe(9999);
    expect((await pingDomain("x", { ...deps, fetch: async () => Promise.reject(new Error("refused")) })).speed).toBe(
      9999,
    );
  });

  it("measures every domain in parallel and sorts them", async () => {
    const delays: Record<string, number> = { "https://slow.example": 450, "https://fast.example": 10 };
    const started = performance.now();
    const results = await measureDomains(["https://slow.example", "https://down.example", "https://fast.example"], {
      now: () => performance.now(),
      random: fixed(0),
      fetch: async (url) => {
        const origin = new URL(url).origin;
        if (!(origin in delays)) throw new Error("unreachable");
        await new Promise((resolve) => setTimeout(resolve, delays[origin]));
        return { ok: true };
      },
    });
    expect(results.map((result) => result.domainName)).toEqual([
      "https://fast.example",
      "https://slow.example",
      "https://down.example",
    ]);
    expect(results.map((result) => result.speed)).toEqual([20, 100, 9999]);
    expect(performance.now() - started).toBeLessThan(900);
  });
});
