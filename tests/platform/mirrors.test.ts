import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MirrorRefusedError } from "../../server/modules/merchant/index.js";
import { publicMirror } from "../../server/modules/merchant/mirrors.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";

// The site's public mirrors (ADR 0066): an operator setting the speed test times from the player's browser, so only a
// public https origin is taken, never an internal address; the domain routes list them in the order added.
let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());

const ops = (method: string, url: string, body?: unknown) =>
  call(platform.app, method, url, { headers: operatorHeaders, body });
const routes = async () =>
  ((await call(platform.app, "GET", "/wps/system/domainRoute?device=0")).body.value as { domainName: string }[]).map(
    (r) => r.domainName,
  );

describe("publicMirror", () => {
  it("takes a public https origin, as its origin", () => {
    expect(publicMirror("https://M1.Laro.ph/")).toBe("https://m1.laro.ph");
    expect(publicMirror(" https://laro-mirror.com:8443 ")).toBe("https://laro-mirror.com:8443");
  });

  it.each([
    "http://m1.laro.ph",
    "https://localhost:4000",
    "https://127.0.0.1:4000",
    "https://127.0.0.2:4000",
    "https://[::1]",
    "https://10.0.0.8",
    "https://192.168.1.20",
    "https://mirror",
    "https://web.internal",
    "https://laro.local",
    "https://m1.laro.ph/path",
    "https://m1.laro.ph/?a=1",
    "https://user:pw@m1.laro.ph",
    "not an address",
  ])("refuses %s", (address) => {
    expect(() => publicMirror(address)).toThrow(MirrorRefusedError);
  });
});

describe("/ops/mirrors", () => {
  it("adds, lists and removes mirrors, answered by the domain routes; refuses an internal address", async () => {
    expect(await routes()).toEqual([]);
    expect((await ops("POST", "/ops/mirrors", { address: "https://m1.laro.ph" })).body.value).toEqual({
      mirrors: ["https://m1.laro.ph"],
    });
    expect((await ops("POST", "/ops/mirrors", { address: "https://m2.laro.ph/" })).body.value).toEqual({
      mirrors: ["https://m1.laro.ph", "https://m2.laro.ph"],
    });
    // Adding one again changes nothing.
    expect((await ops("POST", "/ops/mirrors", { address: "https://m1.laro.ph" })).body.value.mirrors).toEqual([
      "https://m1.laro.ph",
      "https://m2.laro.ph",
    ]);
    const refused = await ops("POST", "/ops/mirrors", { address: "http://127.0.0.2:4000" });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/https/);
    expect(await routes()).toEqual(["https://m1.laro.ph", "https://m2.laro.ph"]);
    expect((await ops("DELETE", "/ops/mirrors", { address: "https://m1.laro.ph" })).body.value).toEqual({
      mirrors: ["https://m2.laro.ph"],
    });
    expect((await ops("DELETE", "/ops/mirrors", { address: "https://m1.laro.ph" })).status).toBe(400);
    expect((await ops("GET", "/ops/mirrors")).body.value).toEqual({ mirrors: ["https://m2.laro.ph"] });
    expect(await routes()).toEqual(["https://m2.laro.ph"]);
    // Without the operator's key, nothing.
    expect((await call(platform.app, "POST", "/ops/mirrors", { body: { address: "https://m3.laro.ph" } })).status).toBe(
      401,
    );
  });
});
