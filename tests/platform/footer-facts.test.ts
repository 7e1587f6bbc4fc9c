import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";

// What the footer says the site offers comes from what is connected (ADR 0063): the categories with a game a
// player can launch now, and the kinds of deposit the site takes — public calls, with no channel's details.
let demo: Platform;
let production: Platform;
beforeAll(async () => {
  [demo, production] = await Promise.all([startPlatform(), startPlatform({ mode: "production" })]);
}, 60_000);
afterAll(async () => {
  await Promise.all([demo?.close(), production?.close()]);
});

const categories = async (platform: Platform) =>
  (await call(platform.app, "GET", "/wps/game/categories")).body.value.categories;
const methods = async (platform: Platform) =>
  (await call(platform.app, "GET", "/wps/v2/deposit/methods")).body.value.methods;
const ops = (platform: Platform, url: string, body: unknown) =>
  call(platform.app, "PUT", url, { headers: operatorHeaders, body });

describe("GET /wps/game/categories", () => {
  it("names only categories with a launchable game: no slots, live casino, fishing or card games while no vendor of them is connected", async () => {
    expect(await categories(demo)).toEqual(["SPORTS", "ESPORTS", "ELOTT", "LOTT", "COCKFIGHT", "INHOUSE"]);
  });

  it("follows the operator: a vendor switched off takes its category with it", async () => {
    expect((await ops(demo, "/ops/game-vendors/INHOUSE", { status: "disabled" })).status).toBe(200);
    expect(await categories(demo)).not.toContain("INHOUSE");
    await ops(demo, "/ops/game-vendors/INHOUSE", { status: "active" });
    expect(await categories(demo)).toContain("INHOUSE");
  });
});

describe("GET /wps/v2/deposit/methods", () => {
  it("answers the kinds of deposit the site takes, to anyone; production has none until the operator adds a channel", async () => {
    const res = await call(demo.app, "GET", "/wps/v2/deposit/methods");
    expect(res.status).toBe(200);
    expect(res.body.value).toEqual({ methods: ["bank", "gateway"] });
    expect(await methods(production)).toEqual([]);
  });

  it("drops a kind whose channels are all closed", async () => {
    expect((await ops(demo, "/ops/deposit-channels/SANDBOX_PAY", { enabled: false })).status).toBe(200);
    expect(await methods(demo)).toEqual(["bank"]);
    await ops(demo, "/ops/deposit-channels/SANDBOX_PAY", { enabled: true });
    expect(await methods(demo)).toEqual(["bank", "gateway"]);
  });
});
