import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { decryptCustomerServicePath } from "../../server/modules/merchant/customer-service-cipher.js";
import { BANNER_GROUPS } from "../../contract/banner-groups.js";
import { forgetReads } from "../../server/db/read-cache.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";
import { promotionRules, promotions } from "../../server/db/schema.js";
import { DEMO_PROMOTIONS } from "../../server/seed/promotions.js";
import { insertTestPromotions } from "./promotion-fixtures.js";

let platform: Platform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(() => platform.close());

const get = (url: string, headers?: Record<string, string>) => call(platform.app, "GET", url, { headers });

describe("banners", () => {
  it("answers 1 to 4 banners for every group, ordered by sequence, each with a served SVG", async () => {
    for (const group of BANNER_GROUPS) {
      const res = await get(`/wps/system/banners?group=${group}`);
      expect(res.status, group).toBe(200);
      const list = res.body.value as {
        groupName: string;
        sequence: number;
        url: string;
        linkageType: string | null;
        link: string | null;
      }[];
      expect(list.length, group).toBeGreaterThanOrEqual(group === "w_home" ? 3 : 1);
      expect(list.length, group).toBeLessThanOrEqual(4);
      expect(list.every((b) => b.groupName === group)).toBe(true);
      expect(list.map((b) => b.sequence)).toEqual([...list.map((b) => b.sequence)].sort((a, b) => a - b));
      for (const b of list) {
        expect(b.url).toMatch(/^\/wps\/static\/banners\/.+\.svg$/);
        expect(b.link === null).toBe(b.linkageType === null);
      }
    }
    const image = await platform.app.inject({ method: "GET", url: "/wps/static/banners/w_home-laro-1.svg" });
    expect(image.statusCode).toBe(200);
    expect(image.body).toMatch(/^<svg [^>]*width="1200" height="400"/);
  });

  it("links to pages, or nowhere, and never to a promotion no install has (ADR 0037)", async () => {
    const all = (await Promise.all(BANNER_GROUPS.map((g) => get(`/wps/system/banners?group=${g}`)))).flatMap(
      (r) => r.body.value,
    );
    const kinds = new Set(all.map((b: { linkageType: string | null }) => b.linkageType));
    expect(kinds).toEqual(new Set(["URL", null]));
    for (const b of all.filter((x: { linkageType: string }) => x.linkageType === "URL"))
      expect(b.link, b.bannerId).toMatch(/^\/(inhouse|member\/depositv2|member\/responsiblePlay)$/);
  });

  it("requires a known group", async () => {
    for (const url of ["/wps/system/banners", "/wps/system/banners?group=w_nowhere"]) {
      const res = await get(url);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("VALIDATION");
      expect(res.body.message).toMatch(/^group:/);
    }
  });
});

describe("GET /wps/system/notice/home", () => {
  it("answers player and popup notices, the home banners and the demo's first promotions", async () => {
    const { value } = (await get("/wps/system/notice/home")).body;
    expect(Object.keys(value).sort()).toEqual(["banners", "player", "popup", "promotion"]);
    expect(value.player.length).toBeGreaterThan(0);
    expect(value.popup.length).toBeGreaterThan(0);
    expect(value.player[0]).toEqual({
      id: expect.any(String),
      title: expect.any(String),
      content: expect.stringContaining("<p>"),
    });
    expect(value.banners).toEqual((await get("/wps/system/banners?group=w_home")).body.value);
    expect(value.promotion.map((p: { id: string }) => p.id)).toEqual(
      DEMO_PROMOTIONS.slice(0, value.promotion.length).map((p) => p.id),
    );
    expect(value.promotion.length).toBeGreaterThan(0);
  });
});

describe("content in the visitor's language (ADR 0062)", () => {
  const operator = (body: Record<string, unknown>) =>
    call(platform.app, "POST", "/ops/announcements", { body, headers: operatorHeaders });
  const titles = async (url: string) =>
    ((await get(url)).body.value.list as { id: string; title: string }[]).map((a) => a.title);

  it("answers the seeded announcements, banners and promotions in TY by default and in EN when asked, and they differ", async () => {
    const list = "/wps/relay/MCSFE_getListAnnouncements?types=PU";
    expect(await titles(list)).toEqual(await titles(`${list}&language=TY`));
    expect(await titles(list)).toContain("Maligayang pagdating sa Laro");
    expect(await titles(`${list}&language=EN`)).toContain("Welcome to Laro");
    expect(await titles(`${list}&language=en`)).toEqual(await titles(`${list}&language=EN`));
    const ty = (await get("/wps/system/notice/home")).body.value;
    const en = (await get("/wps/system/notice/home?language=EN")).body.value;
    for (const part of ["player", "popup", "banners", "promotion"]) {
      expect(
        ty[part].map((x: { id?: string; bannerId?: string }) => x.id ?? x.bannerId),
        part,
      ).toEqual(en[part].map((x: { id?: string; bannerId?: string }) => x.id ?? x.bannerId));
      ty[part].forEach((x: { title: string }, i: number) => expect(x.title, part).not.toBe(en[part][i].title));
    }
    expect(
      (await get("/wps/system/banners?group=w_home&language=EN")).body.value.map((b: { title: string }) => b.title),
    ).toContain("Deposit by Bank Transfer");
    expect((await get("/wps/system/banners?group=w_home")).body.value.map((b: { title: string }) => b.title)).toContain(
      "Magdeposito sa bank transfer",
    );
    const promotion = (language: string) =>
      get(`/wps/promotions/registration-bonus?language=${language}`).then((r) => r.body.value);
    expect(await promotion("TY")).toMatchObject({
      title: "₫1,000 na bonus sa pag-sign up",
      summary: expect.stringContaining("Mag-register"),
      content: expect.stringContaining("<p>Bawat bagong account"),
    });
    expect(await promotion("EN")).toMatchObject({
      title: "₫1,000 sign-up bonus",
      content: expect.stringContaining("<p>Every new account"),
    });
    expect((await get("/wps/promotions?language=EN")).body.value.list[0].title).toBe("₫1,000 sign-up bonus");
    expect((await get("/wps/promotions")).body.value.list[0].title).toBe("₫1,000 na bonus sa pag-sign up");
  });

  it("answers the other language where the operator wrote one only, and publishes both at once", async () => {
    const enOnly = await operator({ type: "PU", titleEn: "Only in English", contentEn: "<p>English text.</p>" });
    const tyOnly = await operator({ type: "PU", title: "Tagalog lamang", content: "<p>Tekstong Tagalog.</p>" });
    const both = await operator({
      type: "PU",
      title: "Sa dalawang wika",
      content: "<p>Tagalog.</p>",
      titleEn: "In both languages",
      contentEn: "<p>English.</p>",
    });
    expect([enOnly.status, tyOnly.status, both.status]).toEqual([200, 200, 200]);
    expect(both.body.value).toMatchObject({ languages: ["TY", "EN"], title: "Sa dalawang wika" });
    const list = "/wps/relay/MCSFE_getListAnnouncements?types=PU&pageSize=3";
    expect(await titles(list)).toEqual(["Sa dalawang wika", "Tagalog lamang", "Only in English"]);
    expect(await titles(`${list}&language=EN`)).toEqual(["In both languages", "Tagalog lamang", "Only in English"]);
    // A language is written whole (title and text) or not at all, and one at least.
    for (const body of [
      { type: "PU" },
      { type: "PU", title: "Walang teksto" },
      { type: "PU", titleEn: "No text" },
      { type: "PU", title: "T", content: "C", contentEn: "no title" },
    ]) {
      expect((await operator(body)).status, JSON.stringify(body)).toBe(400);
    }
    for (const r of [enOnly, tyOnly, both])
      await call(platform.app, "DELETE", `/ops/announcements/${r.body.value.id}`, { headers: operatorHeaders });
    expect(await titles(list)).not.toContain("Tagalog lamang");
  });

  it("edits a promotion's texts per language: an EN-only promotion reads English in TY until its TY texts are written", async () => {
    const ops = (method: "POST" | "PUT", url: string, body: Record<string, unknown>) =>
      call(platform.app, method, url, { body, headers: operatorHeaders });
    const rule = { type: "manual", claimMode: "apply", reward: { kind: "fixed", amount: "5000000" } };
    expect((await ops("POST", "/ops/promotions", { id: "lang-story", category: "event", rule })).status).toBe(400);
    expect(
      (
        await ops("POST", "/ops/promotions", {
          id: "lang-story",
          category: "event",
          titleEn: "Tell your story",
          summaryEn: "A story, a reward.",
          rule,
        })
      ).status,
    ).toBe(200);
    const read = (language: string) => get(`/wps/promotions/lang-story?language=${language}`).then((r) => r.body.value);
    expect(await read("TY")).toMatchObject({ title: "Tell your story", summary: "A story, a reward." });
    expect(
      (
        await ops("PUT", "/ops/promotions/lang-story", {
          title: "Ikuwento ang iyong panalo",
          summary: "Isang kuwento, isang gantimpala.",
        })
      ).status,
    ).toBe(200);
    expect(await read("TY")).toMatchObject({
      title: "Ikuwento ang iyong panalo",
      summary: "Isang kuwento, isang gantimpala.",
    });
    expect(await read("EN")).toMatchObject({ title: "Tell your story", summary: "A story, a reward." });
    expect((await ops("PUT", "/ops/promotions/lang-story", { summaryEn: "One story, one reward." })).status).toBe(200);
    expect(await read("EN")).toMatchObject({ title: "Tell your story", summary: "One story, one reward." });
    expect((await call(platform.app, "GET", "/ops/promotions", { headers: operatorHeaders })).body.value).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: "lang-story", title: "Ikuwento ang iyong panalo" })]),
    );
    await platform.database.db.delete(promotions).where(eq(promotions.id, "lang-story"));
    forgetReads(platform.database.db);
  });
});

describe("the operator titles a banner in both languages (ADR 0062)", () => {
  it("writes TY and EN titles with PUT /ops/banners/:id, each read in its language, and refuses an unknown banner or no title", async () => {
    const put = (id: string, body: Record<string, unknown>) =>
      call(platform.app, "PUT", `/ops/banners/${id}`, { body, headers: operatorHeaders });
    const titleOf = async (language: string) =>
      (
        (await get(`/wps/system/banners?group=w_help&language=${language}`)).body.value as {
          bannerId: string;
          title: string;
        }[]
      ).find((b) => b.bannerId === "w_help-laro-1")?.title;
    expect(await put("w_help-laro-1", { title: "Tutulungan ka namin", titleEn: "We will help you" })).toMatchObject({
      status: 200,
      body: {
        value: {
          action: "banner.retitle",
          id: "w_help-laro-1",
          titles: { TY: "Tutulungan ka namin", EN: "We will help you" },
        },
      },
    });
    expect([await titleOf("TY"), await titleOf("EN")]).toEqual(["Tutulungan ka namin", "We will help you"]);
    expect((await put("w_help-laro-1", { titleEn: "Here to help" })).status).toBe(200);
    expect([await titleOf("TY"), await titleOf("EN")]).toEqual(["Tutulungan ka namin", "Here to help"]);
    expect((await put("no-such-banner", { title: "Wala" })).body.code).toBe("NOT_FOUND");
    expect((await put("w_help-laro-1", {})).status).toBe(400);
  });
});

describe("GET /wps/relay/MCSFE_getListAnnouncements", () => {
  const url = "/wps/relay/MCSFE_getListAnnouncements?platform=W&execution=B";

  it("pages B, PL, PU and PR by 9, newest first, over at least 3 pages", async () => {
    const first = (await get(`${url}&types=B,PL,PU,PR`)).body.value;
    expect(first).toMatchObject({ pageNo: 1, pageSize: 9 });
    expect(first.list).toHaveLength(9);
    expect(first.total).toBeGreaterThanOrEqual(25);
    expect(first.totalPages).toBe(Math.ceil(first.total / 9));
    expect(first.totalPages).toBeGreaterThanOrEqual(3);
    const pages = [first];
    for (let pageNo = 2; pageNo <= first.totalPages; pageNo++)
      pages.push((await get(`${url}&types=B,PL,PU,PR&pageNo=${pageNo}`)).body.value);
    const all = pages.flatMap((p) => p.list);
    expect(all).toHaveLength(first.total);
    expect(new Set(all.map((a: { id: string }) => a.id)).size).toBe(first.total);
    expect(new Set(all.map((a: { type: string }) => a.type))).toEqual(new Set(["B", "PL", "PU", "PR"]));
    const times = all.map((a: { publishedAt: string }) => Date.parse(a.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(pages.at(-1).list.length).toBe(first.total - 9 * (first.totalPages - 1));
  });

  it("defaults to B,PL,PU,PR and filters by type", async () => {
    const byDefault = (await get("/wps/relay/MCSFE_getListAnnouncements")).body.value;
    const explicit = (await get(`${url}&types=B,PL,PU,PR`)).body.value;
    expect(byDefault.total).toBe(explicit.total);
    const home = (await get(`${url}&types=H`)).body.value;
    expect(home.total).toBeGreaterThanOrEqual(2);
    expect(home.list.every((a: { type: string }) => a.type === "H")).toBe(true);
  });

  it("answers an empty page past the end", async () => {
    const res = (await get(`${url}&pageNo=99`)).body.value;
    expect(res.list).toEqual([]);
    expect(res.pageNo).toBe(99);
  });

  it("validates types, platform, execution and paging", async () => {
    for (const bad of [
      "types=B,XX",
      "types=",
      "platform=Q",
      "execution=Z",
      "pageNo=0",
      "pageSize=51",
      "pageSize=abc",
    ]) {
      const res = await get(`/wps/relay/MCSFE_getListAnnouncements?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.code, bad).toBe("VALIDATION");
    }
  });
});

describe("promotions", () => {
  it("lists the demo's promotions, each with the rule it pays (ADR 0046)", async () => {
    const demo = (await get("/wps/promotions")).body.value;
    expect(demo.list.map((p: { id: string }) => p.id)).toEqual(DEMO_PROMOTIONS.map((p) => p.id));
    for (const p of demo.list)
      expect(p).toMatchObject({
        lifecycle: "live",
        type: expect.any(String),
        claimMode: expect.any(String),
        terms: expect.objectContaining({ type: p.type }),
      });
    expect((await get("/wps/promotions/welcome-bonus")).status).toBe(404);
    // What follows tests the pages with promotions as an operator will publish them, without the demo's.
    await platform.database.db.delete(promotionRules);
    await platform.database.db.delete(promotions);
    await insertTestPromotions(platform.database.db);
    forgetReads(platform.database.db);
    expect((await get("/wps/system/notice/home")).body.value.promotion.length).toBeGreaterThanOrEqual(3);
  });

  it("lists running and coming promotions by sequence with rich content and images", async () => {
    const res = (await get("/wps/promotions")).body.value;
    expect(res).toMatchObject({ pageNo: 1, pageSize: 20, totalPages: 1 });
    expect(res.total).toBeGreaterThanOrEqual(6);
    expect(res.list.map((p: { sequence: number }) => p.sequence)).toEqual(
      [...res.list.map((p: { sequence: number }) => p.sequence)].sort((a, b) => a - b),
    );
    for (const p of res.list) {
      expect(p.content).toMatch(/<h3>/);
      expect(p.content).toMatch(/<ol>|<ul>/);
      expect(p.content).toMatch(/<table>/);
      expect(p.announcementImages.length).toBeGreaterThan(0);
      expect(p.announcementImages[0]).toEqual({
        url: expect.stringMatching(/^\/wps\/static\/promotions\/.+\.svg$/),
        sequence: 1,
      });
      expect(p.endsAt === null || Date.parse(p.endsAt) > Date.now()).toBe(true);
    }
  });

  it("filters by category and pages", async () => {
    const newPlayer = (await get("/wps/promotions?category=new_player")).body.value;
    expect(newPlayer.total).toBeGreaterThanOrEqual(2);
    expect(newPlayer.list.every((p: { category: string }) => p.category === "new_player")).toBe(true);
    const all = (await get("/wps/promotions")).body.value;
    const second = (await get("/wps/promotions?pageSize=2&pageNo=2")).body.value;
    expect(second).toMatchObject({ pageNo: 2, pageSize: 2, total: all.total, totalPages: Math.ceil(all.total / 2) });
    expect(second.list.map((p: { id: string }) => p.id)).toEqual(all.list.slice(2, 4).map((p: { id: string }) => p.id));
    expect((await get("/wps/promotions?category=nothing_here")).body.value).toMatchObject({
      list: [],
      total: 0,
      totalPages: 1,
    });
  });

  it("answers one promotion by id, a finished one too, and 404 for an unknown id", async () => {
    const one = await get("/wps/promotions/welcome-bonus");
    expect(one.body.value).toMatchObject({ id: "welcome-bonus", category: "new_player", sequence: 1 });
    expect(one.body.value.announcementImages).toHaveLength(2);
    const finished = await get("/wps/promotions/summer-slots-race");
    expect(finished.status).toBe(200);
    expect(Date.parse(finished.body.value.endsAt)).toBeLessThan(Date.now());
    const listed = (await get("/wps/promotions")).body.value.list.map((p: { id: string }) => p.id);
    expect(listed).not.toContain("summer-slots-race");
    const missing = await get("/wps/promotions/no-such-promotion");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, value: null, code: "NOT_FOUND" });
  });

  it("validates the id, category and paging", async () => {
    for (const url of [
      "/wps/promotions/bad%20id",
      "/wps/promotions?category=Bad-Category",
      "/wps/promotions?pageSize=101",
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(res.body.code, url).toBe("VALIDATION");
    }
  });
});

describe("help centre, domains and customer service", () => {
  it("answers help categories with their articles in order", async () => {
    const value = (await get("/wps/system/helpCenter")).body.value;
    expect(value.length).toBeGreaterThanOrEqual(3);
    for (const c of value) {
      expect(c).toEqual({ id: expect.any(String), title: expect.any(String), articles: expect.any(Array) });
      expect(c.articles.length).toBeGreaterThan(0);
      expect(c.articles[0].content).toMatch(/^<(p|ul|ol)>/);
    }
  });

  it("answers the help centre in the asked language, Tagalog (TY) by default, the same articles in both", async () => {
    type Category = { id: string; title: string; articles: { id: string; title: string; content: string }[] };
    const ty: Category[] = (await get("/wps/system/helpCenter")).body.value;
    const en: Category[] = (await get("/wps/system/helpCenter?language=EN")).body.value;
    expect((await get("/wps/system/helpCenter?language=TY")).body.value).toEqual(ty);
    expect(ty.map((c) => c.articles.map((a) => a.id))).toEqual(en.map((c) => c.articles.map((a) => a.id)));
    expect(ty.find((c) => c.id === "payments")!.title).toBe("Mga deposito at withdrawal");
    expect(en.find((c) => c.id === "payments")!.title).toBe("Deposits and withdrawals");
    // Every Tagalog title is its own, none left in English.
    const enTitles = new Set(en.flatMap((c) => [c.title, ...c.articles.map((a) => a.title)]));
    for (const title of ty.flatMap((c) => [c.title, ...c.articles.map((a) => a.title)]))
      expect(enTitles.has(title), title).toBe(false);
    // An unknown language reads as the default.
    expect((await get("/wps/system/helpCenter?language=XX")).body.value).toEqual(ty);
  });

  it("names no channel the site does not offer: deposits as the deposit form lists them, customer service as its settings do", async () => {
    const text = [
      ...(await get("/wps/system/helpCenter")).body.value,
      ...(await get("/wps/system/helpCenter?language=EN")).body.value,
    ]
      .flatMap((c: { articles: { title: string; content: string }[] }) =>
        c.articles.map((a) => `${a.title} ${a.content}`),
      )
      .join(" ");
    for (const unoffered of [
      "MoMo",
      "scratch",
      "card",
      "Zalo",
      "Telegram",
      "WhatsApp",
      "Viber",
      "GCash",
      "hotline",
      "15 minutes",
    ])
      expect(text, unoffered).not.toMatch(new RegExp(unoffered, "i"));
    // Customer service is what its settings list (the demo's desks: type 3 and the VIP desk, type 4) and the
    // member centre's feedback; no live chat is promised (ADR 0063).
    const types = (await get("/wps/system/customerService")).body.value.version.pathList
      .map((p: { type: string }) => p.type)
      .sort();
    expect(types).toEqual(["3", "4"]);
    expect(text).toMatch(/Feedback/);
    expect(text).not.toMatch(/live chat/i);
  });

  it("offers no mirror until the operator adds one: never the platform's own, internal addresses (ADR 0066)", async () => {
    const res = await get("/wps/system/domainRoute?device=0");
    expect(res.body.value).toEqual([]);
    expect((await get("/wps/system/domainRoute?device=x")).status).toBe(400);
  });

  it("answers encrypted desk links that decrypt with their last 8 characters: the demo's are the site's own feedback and messages (ADR 0063)", async () => {
    const value = (await get("/wps/system/customerService")).body.value;
    const byType = Object.fromEntries(
      value.version.pathList.map((p: { type: string; path: string }) => [p.type, p.path]),
    );
    expect(Object.keys(byType)).toEqual(["3", "4"]);
    expect(byType["3"]).toMatch(/^[A-Za-z0-9+/]+=*[A-Za-z0-9]{8}$/);
    expect(decryptCustomerServicePath(byType["3"])).toBe("/member/messageV2?tab=feedback");
    expect(decryptCustomerServicePath(byType["4"])).toBe("/member/messageV2");
  });

  it("links to no social network and offers no app: the demo has no page anywhere else (ADR 0063, 0037)", async () => {
    const status = (await get("/wps/system/status")).body.value;
    expect(status.info.resources).toEqual([]);
  });
});

describe("GET /wps/static/*", () => {
  it("serves generated SVG with caching headers and revalidates by ETag", async () => {
    const first = await platform.app.inject({ method: "GET", url: "/wps/static/promotions/welcome-bonus-1.svg" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toBe("image/svg+xml");
    expect(first.headers["cache-control"]).toBe("public, max-age=86400");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.body).toContain("<title>100% Welcome Bonus</title>");
    const again = await platform.app.inject({
      method: "GET",
      url: "/wps/static/promotions/welcome-bonus-1.svg",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const weak = await platform.app.inject({
      method: "GET",
      url: "/wps/static/promotions/welcome-bonus-1.svg",
      headers: { "if-none-match": `"x", W/${etag}` },
    });
    expect(weak.statusCode).toBe(304);
    const other = await platform.app.inject({
      method: "GET",
      url: "/wps/static/promotions/welcome-bonus-1.svg",
      headers: { "if-none-match": '"stale"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it("answers 404 for a missing image and 400 for a path that tries to escape", async () => {
    const missing = await get("/wps/static/banners/nope.svg");
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false, code: "NOT_FOUND" });
    const escape = await get("/wps/static/banners/..%2F..%2Fetc%2Fpasswd");
    expect(escape.status).toBe(400);
    expect(escape.body.code).toBe("VALIDATION");
  });
});
