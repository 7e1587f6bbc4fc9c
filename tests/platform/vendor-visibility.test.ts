import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";

// Games that cannot be played are not offered as if they could (ADR 0031): on a freshly seeded platform
// only the connected in-house vendors are listed (the games, and the lottery in its two lanes, ADR 0055); an operator may announce an outside vendor as coming
// soon (its card, none of its games) but cannot open one that has no adapter.

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform({ seed: true });
}, 60_000);
afterAll(() => platform?.close());

type Card = { vassalage: string; status: string };
const get = async (url: string) => (await call(platform.app, "GET", url)).body;
const menuVendors = async () =>
  ((await get("/lgw/games/game_menus")).value as { gameCategory: string; vendors: Card[] }[]).flatMap((m) => m.vendors);
const vendorSwitch = (code: string, body: unknown) =>
  call(platform.app, "PUT", `/ops/game-vendors/${code}`, { headers: operatorHeaders, body });

describe("vendor visibility", () => {
  it("lists only the in-house vendors and their games on a fresh catalogue", async () => {
    expect((await menuVendors()).map((v) => v.vassalage)).toEqual(["EVENTS", "LOTTERY", "LOTTERY", "INHOUSE"]);
    const all = (await get("/wps/game/list?pageSize=100")).value as { list: { vassalage: string }[]; total: number };
    expect(all.total).toBe(7 + 8 + 3);
    expect(new Set(all.list.map((g) => g.vassalage))).toEqual(new Set(["EVENTS", "INHOUSE", "LOTTERY"]));
    expect(
      ((await get("/wps/relay/GCSGAME_hotGamesV2")).value as { vassalage: string }[]).every(
        (g) => g.vassalage === "INHOUSE",
      ),
    ).toBe(true);
    expect(
      ((await get("/lgw/games/popular?count=20")).value as { vassalage: string }[]).every((g) =>
        ["EVENTS", "INHOUSE", "LOTTERY"].includes(g.vassalage),
      ),
    ).toBe(true);
  });

  it("refuses to open or put under maintenance a vendor that is not connected", async () => {
    for (const status of ["active", "maintenance"]) {
      const res = await vendorSwitch("PG", { status });
      expect(res.body).toMatchObject({ success: false, code: "VALIDATION" });
      expect(res.body.message).toMatch(/PG is not connected/);
    }
    expect((await vendorSwitch("INHOUSE", { status: "maintenance" })).body.success).toBe(true);
    expect((await vendorSwitch("INHOUSE", { status: "active" })).body.success).toBe(true);
  });

  it("shows a vendor announced as coming soon as a card, with none of its games, and says so to the operator", async () => {
    const changed = await vendorSwitch("PG", { status: "coming_soon" });
    expect(changed.body.value.vendor).toMatchObject({
      code: "PG",
      status: "coming_soon",
      connected: false,
      shown: "coming soon",
    });
    expect((await menuVendors()).find((v) => v.vassalage === "PG")).toMatchObject({ status: "coming_soon" });
    expect(((await get("/wps/game/list?vassalage=PG")).value as { total: number }).total).toBe(0);
    const listed = (await call(platform.app, "GET", "/ops/game-vendors", { headers: operatorHeaders })).body.value as {
      code: string;
      shown: string;
    }[];
    expect(listed.find((v) => v.code === "INHOUSE")).toMatchObject({ shown: "playable" });
    expect(listed.find((v) => v.code === "EVO")).toMatchObject({ shown: "hidden" });
    await vendorSwitch("PG", { status: "disabled" });
    expect((await menuVendors()).map((v) => v.vassalage)).toEqual(["EVENTS", "LOTTERY", "LOTTERY", "INHOUSE"]);
  });
});
