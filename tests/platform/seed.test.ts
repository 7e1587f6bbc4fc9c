import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import * as schema from "../../server/db/schema.js";
import { DEMO_LOGINS, seedInstall } from "../../server/seed/index.js";
import { domains } from "../../server/db/schema.js";
import { startPlatform, type Platform } from "./harness.js";

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());

const tables = (Object.values(schema) as unknown[]).filter((t): t is PgTable => is(t, PgTable));

/** Every row of every table, to compare whole contents rather than counts alone. */
async function snapshot() {
  const out: Record<string, unknown[]> = {};
  for (const table of tables) {
    const rows = await platform.database.db.select().from(table as never);
    // Money columns are bigints, which JSON cannot hold: they are compared by their digits.
    out[getTableName(table)] = rows.map((r) => JSON.stringify(r, (_k, v) => (typeof v === "bigint" ? v.toString() : v))).sort();
  }
  return out;
}

describe("demo seed", () => {
  it("fills every content table", async () => {
    const snap = await snapshot();
    expect(Object.keys(snap)).toEqual(expect.arrayContaining(["settings", "operator_audit", "media"]));
    for (const name of [
      "merchants",
      "whitelabel_nodes",
      "register_rules",
      "banners",
      "promotions",
      "promotion_images",
      "announcements",
      "help_categories",
      "help_articles",
      "domains",
      "resources",
      "customer_service_entries",
      "media",
      "members",
      "known_ips",
      "deposit_channels",
      "game_vendors",
      "games",
      "game_lanes",
      "game_lane_cards",
      "game_vendor_groups",
    ]) {
      expect(snap[name]?.length, name).toBeGreaterThan(0);
    }
    expect(snap.promotions!.length).toBeGreaterThanOrEqual(6);
    expect(snap.announcements!.length).toBeGreaterThanOrEqual(28);
    expect(snap.game_vendors!.length).toBeGreaterThanOrEqual(15);
    expect(snap.games!.length).toBeGreaterThanOrEqual(300);
  });

  it("creates the demo accounts: a member, an agent with two levels of downline, and staff", async () => {
    const rows = await platform.database.db.select().from(schema.members);
    const byName = new Map(rows.map((r) => [r.username, r]));
    expect(DEMO_LOGINS.map((l) => l.username).every((u) => byName.has(u))).toBe(true);
    expect(byName.get("agent1")).toMatchObject({ type: 1, uplineId: null });
    expect(byName.get("agent2")).toMatchObject({ type: 2, uplineId: byName.get("agent1")!.id });
    expect(byName.get("player2")).toMatchObject({ type: 0, uplineId: byName.get("agent2")!.id });
    expect(byName.get("staff")!.type).toBe(3);
    expect(byName.get("demo")).toMatchObject({ countryDialingCode: "+63", mobileNum: "9171234567", email: "demo@laro.example" });
  });

  it("changes nothing when it runs again, even at a later time", async () => {
    const before = await snapshot();
    await seedInstall(platform.database.db, platform.config, new Date(Date.now() + 3 * 24 * 3600 * 1000));
    await seedInstall(platform.database.db, platform.config);
    const after = await snapshot();
    expect(Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v.length]))).toEqual(Object.fromEntries(Object.entries(before).map(([k, v]) => [k, v.length])));
    expect(after).toEqual(before);
  });

  it("moves the mirror addresses with PLATFORM_PORT and keeps the operator's own domains", async () => {
    await platform.database.db.insert(domains).values({ domainName: "https://mirror.laro.example", sequence: 9 });
    await seedInstall(platform.database.db, { ...platform.config, PLATFORM_PORT: 4555 });
    const rows = await platform.database.db.select().from(domains).orderBy(asc(domains.sequence));
    expect(rows.map((r) => r.domainName)).toEqual(["http://127.0.0.1:4555", "http://localhost:4555", "http://127.0.0.2:4555", "https://mirror.laro.example"]);
  });
});

describe("production seed", () => {
  let production: Platform;
  beforeAll(async () => {
    production = await startPlatform({ mode: "production" });
  }, 60_000);
  afterAll(() => production?.close());

  it("seeds what the site needs to work and nothing of the demo, and a second run changes nothing", async () => {
    const rows = async (table: PgTable) => (await production.database.db.select().from(table as never)).length;
    const needed = [
      schema.merchants,
      schema.whitelabelNodes,
      schema.registerRules,
      schema.resources,
      schema.customerServiceEntries,
      schema.domains,
      schema.helpCategories,
      schema.helpArticles,
      schema.gameVendors,
      schema.games,
      schema.gameLanes,
    ];
    const demoOnly = [schema.members, schema.knownIps, schema.depositChannels, schema.banners, schema.promotions, schema.promotionImages, schema.announcements];
    for (const table of needed) expect(await rows(table), getTableName(table)).toBeGreaterThan(0);
    for (const table of demoOnly) expect(await rows(table), getTableName(table)).toBe(0);
    expect(await rows(schema.games)).toBeGreaterThanOrEqual(300);
    expect((await production.app.inject({ method: "GET", url: "/wps/system/status" })).json().success).toBe(true);
    const before = await Promise.all(needed.map(rows));
    await seedInstall(production.database.db, production.config);
    expect(await Promise.all(needed.map(rows))).toEqual(before);
  });
});
