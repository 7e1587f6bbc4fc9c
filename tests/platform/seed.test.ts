import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { asc, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import * as schema from "../../server/db/schema.js";
import { DEMO_LOGINS, seedInstall } from "../../server/seed/index.js";
import { domains } from "../../server/db/schema.js";
import { startPlatform, type Platform } from "./harness.js";
import { ruleSchema } from "../../contract/promotions.js";
import { DEMO_PROMOTIONS } from "../../server/seed/promotions.js";

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
    out[getTableName(table)] = rows
      .map((r) => JSON.stringify(r, (_k, v) => (typeof v === "bigint" ? v.toString() : v)))
      .sort();
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
      "banner_texts",
      "announcements",
      "announcement_texts",
      "promotion_texts",
      "help_categories",
      "help_articles",
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
    // The demo's promotions, each with a rule the engine pays (ADR 0046); no pictures of promotions.
    expect(snap.promotions).toHaveLength(DEMO_PROMOTIONS.length);
    expect(snap.promotion_images).toEqual([]);
    expect(snap.announcements!.length).toBeGreaterThanOrEqual(28);
    // Every seeded text a player reads is written in TY and EN, and the two differ (ADR 0062).
    for (const [texts, parents, key] of [
      [snap.announcement_texts!, snap.announcements!, "announcementId"],
      [snap.banner_texts!, snap.banners!, "bannerId"],
      [snap.promotion_texts!, snap.promotions!, "promotionId"],
    ] as const) {
      for (const parent of parents.map((p) => JSON.parse(p as string) as { id: string })) {
        const mine = texts
          .map((t) => JSON.parse(t as string) as Record<string, string>)
          .filter((t) => t[key] === parent.id);
        expect(mine.map((t) => t.language).sort(), parent.id).toEqual(["EN", "TY"]);
        expect(mine[0]!.title, parent.id).not.toBe(mine[1]!.title);
      }
    }
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
    expect(byName.get("demo")).toMatchObject({
      countryDialingCode: "+63",
      mobileNum: "9171234567",
      email: "demo@laro.example",
    });
  });

  it("changes nothing when it runs again, even at a later time", async () => {
    const before = await snapshot();
    await seedInstall(platform.database.db, platform.config, new Date(Date.now() + 3 * 24 * 3600 * 1000));
    await seedInstall(platform.database.db, platform.config);
    const after = await snapshot();
    expect(Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v.length]))).toEqual(
      Object.fromEntries(Object.entries(before).map(([k, v]) => [k, v.length])),
    );
    expect(after).toEqual(before);
  });

  it("seeds promotions whose every amount, rate, multiple and day count in the text is the rule's (ADR 0046)", async () => {
    const rows = await platform.database.db.select().from(schema.promotions);
    const texts = await platform.database.db.select().from(schema.promotionTexts);
    expect(rows).toHaveLength(DEMO_PROMOTIONS.length);
    for (const row of rows) {
      const rule = ruleSchema.parse(row.rule);
      const written = (language: string) => texts.find((t) => t.promotionId === row.id && t.language === language)!;
      const textOf = (language: string) =>
        `${written(language).title} ${written(language).summary} ${written(language).content}`;
      const text = textOf("EN");
      // The TY text states the same amounts and rates, no more and no fewer (its words are its own).
      const figures = (t: string) => [...new Set(t.match(/₫\d{1,3}(?:,\d{3})*|\d+(?:\.\d+)?%/g) ?? [])].sort();
      expect(figures(textOf("TY")), `${row.id} TY`).toEqual(figures(text));
      const vnd = (minor: string | bigint) => (BigInt(minor) / 100n).toLocaleString("en-US");
      // What the rule pays and asks, in the words the text uses.
      const stated: string[] = [];
      if ("reward" in rule) {
        if (rule.reward.kind === "fixed") stated.push(`₫${vnd(rule.reward.amount)}`);
        else stated.push(`${rule.reward.rateBp / 100}%`, `₫${vnd(rule.reward.cap)}`);
      }
      if (rule.type === "deposit" && BigInt(rule.deposit.minAmount) > 0n)
        stated.push(`₫${vnd(rule.deposit.minAmount)}`);
      if (rule.type === "rebate") {
        for (const rate of Object.values(rule.rates)) stated.push(`${(rate ?? 0) / 100}%`);
        if (rule.claimMode === "claim")
          stated.push(rule.limits.perMember === 1 ? "once a day" : `${rule.limits.perMember} times a day`);
      }
      if (rule.type === "freeRounds")
        stated.push(`${rule.rounds} free spins`, `₫${vnd(rule.stake)} each`, `${rule.days} days`);
      if (rule.type === "luckyDraw") {
        stated.push(`₫${vnd(rule.minValidBet)}`, `${rule.prizes.reduce((n, p) => n + p.count, 0)} winners`);
        for (const prize of rule.prizes)
          stated.push(`${prize.count === 1 ? "1 first prize" : `${prize.count} prizes`} of ₫${vnd(prize.amount)}`);
      }
      if (rule.type === "referral") {
        stated.push(
          `₫${vnd(rule.qualify.minDeposit)}`,
          `₫${vnd(rule.qualify.minValidBet)}`,
          `${rule.qualify.days} days`,
        );
        if (rule.maxReferees) stated.push(`up to ${rule.maxReferees} friends`);
      }
      const wagering = "wagering" in rule ? rule.wagering : undefined;
      if (wagering) {
        stated.push(`${wagering.days} days`, wagering.multiple === 1 ? "1 time" : `${wagering.multiple} times`);
        if (wagering.maxBet) stated.push(`₫${vnd(wagering.maxBet)}`);
      } else {
        expect(text, row.id).toMatch(/cash/);
      }
      for (const s of stated) expect(text, `${row.id}: ${s}`).toContain(s);
      // And no amount in the text that the rule does not give (a wagering target the text works out is the rule's too).
      const allowed = new Set(stated.flatMap((s) => s.match(/₫\d{1,3}(?:,\d{3})*/g) ?? []));
      if (wagering && "reward" in rule && rule.reward.kind === "fixed")
        allowed.add(`₫${vnd(BigInt(rule.reward.amount) * BigInt(wagering.multiple))}`);
      for (const amount of text.match(/₫\d{1,3}(?:,\d{3})*/g) ?? [])
        expect(allowed, `${row.id}: ${amount}`).toContain(amount);
      for (const rate of text.match(/\d+(\.\d+)?%/g) ?? []) expect(stated, `${row.id}: ${rate}`).toContain(rate);
    }
  });

  it("promises no money, game or feature the platform does not deliver (ADR 0037)", async () => {
    const db = platform.database.db;
    const notices = await db.select().from(schema.announcementTexts);
    const banners = await db.select().from(schema.bannerTexts);
    const art = await db.select().from(schema.media);
    const text = [
      ...notices.map((n) => `${n.title} ${n.content}`),
      ...banners.map((b) => b.title),
      ...art.filter((m) => m.path.startsWith("banners/")).map((m) => String(m.body)),
    ].join(" ");
    // Bonuses and rebates are paid now (ADR 0046); their promotions are checked against their rules below.
    const undelivered = [
      "cashback",
      "free spin",
      "jackpot",
      "referral",
      "commission",
      "lucky draw",
      "prize",
      "parlay",
      "accumulator",
      "MoMo",
      "Zalo",
      "e-wallet",
      "version 3",
      "face login",
      "sport",
      "lottery",
      "live casino",
      "real dealer",
      "fishing",
      "cockfight",
      "Evolution",
      "PG Soft",
      "JILI",
      "Fa Chai",
      "24/7",
      "VIP",
      "Android",
      "iOS",
    ];
    for (const word of undelivered) expect(text, word).not.toMatch(new RegExp(word, "i"));
    // No app download: there is no app (ADR 0037, the download page offers the site itself).
    const apps = (await db.select().from(schema.resources)).filter((r) => r.resourceType !== "SOCIAL");
    expect(apps).toEqual([]);
    // Banners lead only to pages that exist here, or nowhere.
    for (const b of await db.select().from(schema.banners)) {
      expect(b.linkageType === null || b.linkageType === "URL", b.id).toBe(true);
      if (b.link !== null) expect(["/inhouse", "/member/depositv2", "/member/responsiblePlay"], b.id).toContain(b.link);
    }
  });

  it("seeds no mirror, removes the internal ones an older seed made and keeps the operator's own", async () => {
    await platform.database.db.insert(domains).values([
      { domainName: "https://mirror.laro.ph", sequence: 9 },
      { domainName: "http://127.0.0.2:4000", sequence: 3, seeded: true },
    ]);
    await seedInstall(platform.database.db, { ...platform.config, PLATFORM_PORT: 4555 });
    const rows = await platform.database.db.select().from(domains).orderBy(asc(domains.sequence));
    expect(rows.map((r) => r.domainName)).toEqual(["https://mirror.laro.ph"]);
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
      schema.helpCategories,
      schema.helpArticles,
      schema.gameVendors,
      schema.games,
      schema.gameLanes,
    ];
    const demoOnly = [
      schema.members,
      schema.knownIps,
      schema.depositChannels,
      schema.banners,
      schema.promotions,
      schema.promotionImages,
      schema.announcements,
    ];
    // No customer service, no social link and no app (ADR 0063, 0037): the site shows an entry once the operator sets it.
    const notSeeded = [schema.customerServiceEntries, schema.resources];
    for (const table of notSeeded) expect(await rows(table), getTableName(table)).toBe(0);
    for (const table of needed) expect(await rows(table), getTableName(table)).toBeGreaterThan(0);
    for (const table of demoOnly) expect(await rows(table), getTableName(table)).toBe(0);
    // No mirror is seeded (ADR 0066): the speed test times the site itself until the operator adds one.
    expect(await rows(schema.domains), "domains").toBe(0);
    expect(await rows(schema.games)).toBeGreaterThanOrEqual(300);
    expect((await production.app.inject({ method: "GET", url: "/wps/system/status" })).json().success).toBe(true);
    const before = await Promise.all(needed.map(rows));
    await seedInstall(production.database.db, production.config);
    expect(await Promise.all(needed.map(rows))).toEqual(before);
  });
});

describe("removing the first demo's app downloads (migration no_app_downloads)", () => {
  it("deletes the rows to download.laro.example and keeps an operator's own app", async () => {
    const db = platform.database.db;
    const file = readdirSync("server/db/migrations").find((f) => f.endsWith("_no_app_downloads.sql"))!;
    await db
      .insert(schema.resources)
      .values([
        {
          id: "lite",
          resourceType: "LITE",
          labelNameEn: "Lite app",
          url: "https://download.laro.example/lite",
          qrCodeUrl: "https://download.laro.example/lite",
          sequence: 6,
        },
        {
          id: "android",
          resourceType: "ANDROID",
          labelNameEn: "Android app",
          url: "https://apps.operator.test/laro.apk",
          qrCodeUrl: "",
          sequence: 4,
        },
      ])
      .onConflictDoNothing();
    await db.execute(sql.raw(readFileSync(`server/db/migrations/${file}`, "utf8")));
    const left = (await db.select().from(schema.resources)).filter((r) => r.resourceType !== "SOCIAL").map((r) => r.id);
    expect(left).toEqual(["android"]);
    await db.delete(schema.resources).where(sql`id = 'android'`);
  });
});
