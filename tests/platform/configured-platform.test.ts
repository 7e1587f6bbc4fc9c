import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";

// A platform configured through its environment: only the configured proxy may name
// the visitor (anyone else's X-Forwarded-For is ignored), analytics and CDNs come from env.
let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform({
    env: {
      TRUSTED_PROXIES: "10.9.9.9",
      GTAG_ID: "G-LARO12345",
      IMAGE_CDNS: "https://img1.laro.example, https://img2.laro.example",
      LAUNCH_GAME_CDNS: "https://play.laro.example",
    },
  });
});
afterAll(() => platform.close());

const status = (remoteAddress: string, forwardedFor: string) =>
  call(platform.app, "GET", "/wps/system/status", { remoteAddress, headers: { "x-forwarded-for": forwardedFor } });

describe("X-Forwarded-For behind TRUSTED_PROXIES=10.9.9.9", () => {
  it("ignores the header from an untrusted peer, even loopback", async () => {
    const res = await status("127.0.0.1", "203.0.113.9");
    expect(res.body.value.ip).toBe("127.0.0.1");
  });

  it("believes the header from the trusted proxy", async () => {
    const res = await status("10.9.9.9", "203.0.113.9");
    expect(res.body.value.ip).toBe("203.0.113.9");
  });

  it("cannot be used to dodge a block by claiming another address", async () => {
    await call(platform.app, "POST", "/ops/region", {
      headers: operatorHeaders,
      body: { action: "block", cidr: "127.0.0.0/8" },
    });
    const spoofed = await status("127.0.0.1", "198.51.100.1");
    expect(spoofed.body.value).toMatchObject({ status: 2, ip: "127.0.0.1" });
    const proxied = await status("10.9.9.9", "198.51.100.1");
    expect(proxied.body.value).toMatchObject({ status: 0, ip: "198.51.100.1" });
  });
});

describe("analytics and CDNs from the environment", () => {
  it("hands them to the web in the status call", async () => {
    const { info } = (await status("10.9.9.9", "198.51.100.7")).body.value;
    expect(info.analytics).toEqual({ gtagId: "G-LARO12345" });
    expect(info.imageCDNs).toEqual(["https://img1.laro.example", "https://img2.laro.example"]);
    expect(info.launchGameCDNs).toEqual(["https://play.laro.example"]);
  });
});
