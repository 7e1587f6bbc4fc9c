import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forgetReads } from "../../server/db/read-cache.js";
import { gameRounds, games as gameTable } from "../../server/db/schema.js";
import { findMemberByUsername } from "../../server/modules/accounts/index.js";
import { GAME_CATEGORIES } from "../../server/modules/games/catalogue.js";
import { recordRecentGame, RECENT_GAMES_KEPT } from "../../server/modules/games/favourites.js";
import { login, withToken } from "./accounts.js";
import { call, startPlatform, type Platform } from "./harness.js";
import { connectOutsideVendors } from "./outside-vendors.js";

// The games catalogue: what visitors browse and what members keep as favourites and recent games.

let platform: Platform;
let token: string;
let memberId: string;

beforeAll(async () => {
  platform = await startPlatform({ seed: true });
  await connectOutsideVendors(platform);
  const res = await login(platform.app, "player2", "Player1234");
  expect(res.body.success).toBe(true);
  token = res.body.value.token;
  memberId = (await findMemberByUsername(platform.database.db, "player2"))!.id;
}, 60_000);
afterAll(() => platform?.close());

// The answers as this test reads them: the web's contract, and for a game also what only the
// platform's own checks look at.
type Lane = import("../../contract/answers/games.js").Lane;
type VendorGroup = import("../../contract/answers/games.js").VendorGroup;
type VendorCard = import("../../contract/answers/games.js").VendorCard;
type CatalogueGame = import("../../contract/answers/games.js").Game & {
  gameCode: string;
  minBet: string;
  lines: number | null;
  demo: boolean;
  walletMode: string;
};
type GameMenu = { gameCategory: string; path: string; vendors: VendorCard[] };

const get = (url: string) => call(platform.app, "GET", url);
const list = async (query: string) => {
  const res = await get(`/wps/game/list?${query}`);
  expect(res.body, query).toMatchObject({ success: true });
  return res.body.value as {
    list: CatalogueGame[];
    total: number;
    pageNo: number;
    pageSize: number;
    totalPages: number;
  };
};
const allGames = async () => {
  const first = await list("pageSize=100");
  const pages = await Promise.all(
    Array.from({ length: first.totalPages - 1 }, (_, i) => list(`pageSize=100&pageNo=${i + 2}`)),
  );
  return [first, ...pages].flatMap((p) => p.list);
};
const gameRow = async (nodeId: string) =>
  (await platform.database.db.select().from(gameTable).where(eq(gameTable.nodeId, nodeId)))[0]!;
const favourite = (action: "add" | "remove", body: Record<string, unknown>, as = token) =>
  withToken(platform.app, "POST", `/wps/game/favourite/${action}`, as, { body });

describe("the catalogue", () => {
  it("offers at least 15 vendors and 300 games, with games in every category of SPEC §1", async () => {
    const { lanes, vendorGroups } = (
      await get("/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&merchantCode=laro")
    ).body.value;
    const vendors = new Set(
      [...(lanes as Lane[]).flatMap((l) => l.cards), ...(vendorGroups as VendorGroup[]).flatMap((g) => g.vendors)].map(
        (c) => c.vassalage,
      ),
    );
    expect(vendors.size).toBeGreaterThanOrEqual(15);
    for (const code of ["DS88", "TF", "INHOUSE"]) expect(vendors).toContain(code);

    const games = await allGames();
    expect(games.length).toBeGreaterThanOrEqual(300);
    expect(new Set(games.map((g) => g.nodeId)).size).toBe(games.length);
    for (const category of GAME_CATEGORIES)
      expect(
        games.some((g) => g.gameType === category),
        category,
      ).toBe(true);
    for (const game of games) {
      expect(game).toMatchObject({
        nodeId: expect.any(String),
        vassalage: expect.any(String),
        name: expect.any(String),
        minBet: expect.stringMatching(/^\d+$/),
      });
      expect(game.image).toBe(`/wps/static/games/${game.nodeId}.svg`);
    }
  });

  it("has the seven in-house games, demo-capable, under stable node ids on a seamless vendor", async () => {
    const { list: inhouse } = await list("gameType=INHOUSE");
    expect(inhouse.map((g) => g.nodeId)).toEqual([
      "inhouse-dice",
      "inhouse-limbo",
      "inhouse-mines",
      "inhouse-plinko",
      "inhouse-keno",
      "inhouse-slot",
      "inhouse-baccarat",
    ]);
    for (const game of inhouse)
      expect(game).toMatchObject({ vassalage: "INHOUSE", demo: true, walletMode: "seamless", status: "active" });
    expect((await get("/wps/game/info?nodeId=inhouse-slot")).body.value).toMatchObject({
      name: "Laro Fortune Reels",
      gameClassify: "SLOT",
      lines: 20,
    });
  });

  it("keeps cockfighting and esports in the SPORTS lane, and the vendor map splits them out after it", async () => {
    const { lanes, vendorGroups } = (await get("/wps/relay/GCSGAME_newGameVendor")).body.value;
    const sports = (lanes as Lane[]).find((l) => l.title === "SPORTS")!;
    expect(sports.cards.map((c) => c.vassalage)).toEqual(expect.arrayContaining(["DS88", "TF"]));
    expect(vendorGroups).toEqual([
      expect.objectContaining({
        gameCategory: "COCKFIGHT",
        sourceLane: "SPORTS",
        afterLane: "SPORTS",
        vendors: [expect.objectContaining({ vassalage: "DS88" })],
      }),
      expect.objectContaining({
        gameCategory: "ESPORTS",
        sourceLane: "SPORTS",
        afterLane: "SPORTS",
        vendors: [expect.objectContaining({ vassalage: "TF" })],
      }),
    ]);
    const ds88 = vendorGroups[0].vendors[0];
    expect(ds88).toMatchObject({
      isGame: "GAME",
      walletMode: "transfer",
      nodeId: expect.stringMatching(/^ds88-/),
      logo: "/wps/static/vendors/DS88.svg",
    });

    const menus = (await get("/lgw/games/game_menus")).body.value as GameMenu[];
    expect(menus.map((m) => m.gameCategory)).toEqual([
      "RNG",
      "LIVE",
      "FISH",
      "PVP",
      "SPORTS",
      "COCKFIGHT",
      "ESPORTS",
      "ELOTT",
      "LOTT",
      "INHOUSE",
    ]);
    const menuSports = menus.find((m) => m.gameCategory === "SPORTS");
    expect(menuSports!.vendors.map((v) => v.vassalage)).not.toContain("DS88");
    expect(menus.find((m) => m.gameCategory === "COCKFIGHT")).toMatchObject({
      path: "/cockfight",
      vendors: [expect.objectContaining({ vassalage: "DS88" })],
    });
    expect(menus.find((m) => m.gameCategory === "ESPORTS")).toMatchObject({
      path: "/esports",
      vendors: [expect.objectContaining({ vassalage: "TF" })],
    });
  });

  it("marks hot vendors with isHot 1 and shows a vendor under maintenance with its games", async () => {
    const { lanes } = (await get("/wps/relay/GCSGAME_newGameVendor")).body.value;
    const cards = (lanes as Lane[]).flatMap((l) => l.cards);
    const hot = new Set(cards.filter((c) => c.isHot === 1).map((c) => c.vassalage));
    expect([...hot]).toEqual(expect.arrayContaining(["PG", "JILI", "EVO", "SABA", "DS88", "INHOUSE"]));
    expect(cards.every((c) => c.isHot === 0 || c.isHot === 1)).toBe(true);
    expect(cards.find((c) => c.vassalage === "WM")!.status).toBe("maintenance");
    const wm = await list("vassalage=WM");
    expect(wm.total).toBeGreaterThan(0);
    expect(wm.list.every((g) => g.status === "maintenance")).toBe(true);
  });

  it("lists hot games and the 20 most popular", async () => {
    const hot = (
      await get("/wps/relay/GCSGAME_hotGamesV2?merchantCode=laro&isPlatform=2&platform=flash,html5-desktop&language=EN")
    ).body.value as CatalogueGame[];
    expect(hot.length).toBeGreaterThan(5);
    expect(hot.every((g) => g.isHot === 1)).toBe(true);
    const hotSlots = (await get("/wps/relay/GCSGAME_hotGamesV2?gameType=RNG")).body.value as CatalogueGame[];
    expect(hotSlots.length).toBeGreaterThan(0);
    expect(hotSlots.every((g) => g.gameType === "RNG")).toBe(true);

    const popular = (await get("/lgw/games/popular?count=20")).body.value as CatalogueGame[];
    expect(popular).toHaveLength(20);
    expect((await get("/lgw/games/popular")).body.value).toHaveLength(20);
    expect(((await get("/lgw/games/popular?count=5")).body.value as CatalogueGame[]).map((g) => g.nodeId)).toEqual(
      popular.slice(0, 5).map((g) => g.nodeId),
    );
  });

  it("ranks popular games by rounds played in the last 30 days, then hot games, then the catalogue's order", async () => {
    const hot = ((await get("/wps/relay/GCSGAME_hotGamesV2")).body.value as CatalogueGame[]).map((g) => g.nodeId);
    const { list: cold } = await list("gameType=RNG&pageSize=100");
    const [a, b] = cold.filter((g) => g.isHot === 0);
    const d = await gameRow(hot[7]!);
    const c = await gameRow(hot[5]!);
    const day = 24 * 60 * 60 * 1000;
    const rounds = (
      game: { vendor: string; gameCode: string },
      n: number,
      extra: Partial<typeof gameRounds.$inferInsert> = {},
    ) =>
      Array.from({ length: n }, () => ({
        vendor: game.vendor,
        gameCode: game.gameCode,
        roundId: crypto.randomUUID(),
        memberId,
        status: "completed",
        ...extra,
      }));
    await platform.database.db.insert(gameRounds).values([
      ...rounds({ vendor: a.vassalage, gameCode: a.gameCode }, 3),
      ...rounds(d, 1),
      ...rounds({ vendor: b.vassalage, gameCode: b.gameCode }, 1, { createdAt: new Date(Date.now() - 29 * day) }),
      // Neither a round older than the month nor a cancelled one counts: c stays where the catalogue puts it.
      ...rounds(c, 5, { createdAt: new Date(Date.now() - 31 * day) }),
      ...rounds(c, 5, { status: "cancelled" }),
    ]);
    forgetReads(platform.database.db);
    const popular = ((await get("/lgw/games/popular?count=20")).body.value as CatalogueGame[]).map((g) => g.nodeId);
    // A game with rounds ranks above every game without; equal rounds: the hot game first.
    expect(popular.slice(0, 3)).toEqual([a.nodeId, d.nodeId, b.nodeId]);
    expect(popular.slice(3)).toEqual(hot.filter((n) => n !== d.nodeId).slice(0, 17));
  });
});

describe("game lists", () => {
  it("pages by 42 from page 1 and says how many pages there are", async () => {
    const first = await list("gameType=RNG&gameClassify=&minBet=");
    expect(first).toMatchObject({ pageNo: 1, pageSize: 42 });
    expect(first.list).toHaveLength(42);
    expect(first.totalPages).toBe(Math.ceil(first.total / 42));
    expect(first.total).toBeGreaterThan(84);
    const last = await list(`gameType=RNG&pageNo=${first.totalPages}`);
    expect(last.list).toHaveLength(first.total - 42 * (first.totalPages - 1));
    const second = await list("gameType=RNG&pageNo=2");
    const seen = new Set(first.list.map((g) => g.nodeId));
    expect(second.list.some((g) => seen.has(g.nodeId))).toBe(false);
    const beyond = await list(`gameType=RNG&pageNo=${first.totalPages + 1}`);
    expect(beyond.list).toEqual([]);
  });

  it("searches names case-insensitively and takes LIKE wildcards literally", async () => {
    const games = await allGames();
    const sample = games.find((g) => g.vassalage === "PP" && g.gameClassify === "SLOT")!;
    const word = sample.name.split(" ")[1]!;
    const found = await list(`gameName=${encodeURIComponent(word.toUpperCase())}&pageSize=100`);
    expect(found.list.map((g) => g.nodeId)).toContain(sample.nodeId);
    expect(found.total).toBe(games.filter((g) => g.name.toLowerCase().includes(word.toLowerCase())).length);
    expect((await list("gameName=baccarat%20a")).list.map((g) => g.name)).toContain("Baccarat A");
    expect((await list("gameName=%25")).total).toBe(0);
    expect((await list("gameName=no%20such%20game")).list).toEqual([]);
  });

  it("filters by vendor, game type, classification, minimum bet and lines", async () => {
    const games = await allGames();
    const count = (keep: (g: CatalogueGame) => boolean) => games.filter(keep).length;

    expect((await list("vassalage=pg&pageSize=100")).total).toBe(count((g) => g.vassalage === "PG"));
    expect((await list("gameType=live&pageSize=100")).total).toBe(count((g) => g.gameType === "LIVE"));
    const baccarat = await list("gameType=LIVE&gameClassify=BACCARAT&pageSize=100");
    expect(baccarat.total).toBe(count((g) => g.gameType === "LIVE" && g.gameClassify === "BACCARAT"));
    expect(baccarat.list.every((g) => g.gameClassify === "BACCARAT")).toBe(true);

    const cheap = await list("gameType=RNG&minBet=50000&pageSize=100");
    expect(cheap.total).toBe(count((g) => g.gameType === "RNG" && BigInt(g.minBet) <= 50_000n));
    expect(cheap.total).toBeGreaterThan(0);
    const wide = await list("minLineNum=243&pageSize=100");
    expect(wide.total).toBe(count((g) => g.lines !== null && g.lines >= 243));
    expect(wide.list.every((g) => g.lines !== null && g.lines >= 243)).toBe(true);
  });

  it("refuses bad input with VALIDATION", async () => {
    for (const query of [
      "pageNo=0",
      "pageSize=500",
      "gameType=CARDS",
      "minBet=-5",
      "minBet=abc",
      "minLineNum=x",
      "vassalage=<b>",
      `gameName=${"x".repeat(51)}`,
    ]) {
      const res = await get(`/wps/game/list?${query}`);
      expect(res, query).toMatchObject({ status: 400, body: { success: false, code: "VALIDATION" } });
    }
    expect((await get("/lgw/games/popular?count=0")).body.code).toBe("VALIDATION");
    expect((await get("/lgw/games/popular?count=abc")).body.code).toBe("VALIDATION");
    expect((await get("/wps/game/info?nodeId=no-such-game")).body.code).toBe("NOT_FOUND");
    const bad = await favourite("add", { nodeId: "pg-x", vendor: "PG" });
    expect(bad).toMatchObject({ status: 400, body: { code: "VALIDATION" } });
  });
});

describe("favourites", () => {
  it("adds, lists and removes, each twice without harm", async () => {
    const slots = (await list("gameType=RNG&pageSize=3")).list;
    const [a, b] = slots;
    for (const game of [a, b, a]) {
      const res = await favourite("add", { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType });
      expect(res.body).toMatchObject({ success: true, value: { nodeId: game.nodeId, favourite: true } });
    }
    const ids = (await withToken(platform.app, "GET", "/wps/game/favourite/ids", token)).body.value;
    expect([...ids].sort()).toEqual([a.nodeId, b.nodeId].sort());
    expect(ids.every((id: unknown) => typeof id === "string")).toBe(true);

    // A favourite live table is kept but the favourite list is the slots one (SPEC §7: fixed to RNG).
    const table = (await list("gameType=LIVE&pageSize=1")).list[0];
    await favourite("add", { nodeId: table.nodeId, vendor: table.vassalage, gameType: "LIVE" });
    const favourites = (await withToken(platform.app, "GET", "/wps/game/favourite/list?platform=flash", token)).body
      .value;
    expect(favourites).toMatchObject({ total: 2, pageNo: 1, pageSize: 42, totalPages: 1 });
    expect((favourites.list as CatalogueGame[]).map((g) => g.nodeId).sort()).toEqual([a.nodeId, b.nodeId].sort());
    expect(
      (
        (await withToken(platform.app, "GET", "/wps/game/favourite/list?gameType=LIVE", token)).body.value
          .list as CatalogueGame[]
      ).map((g) => g.nodeId),
    ).toEqual([table.nodeId]);

    for (let i = 0; i < 2; i++) {
      const res = await favourite("remove", { nodeId: a.nodeId, vendor: a.vassalage, gameType: a.gameType });
      expect(res.body).toMatchObject({ success: true, value: { nodeId: a.nodeId, favourite: false } });
    }
    expect((await withToken(platform.app, "GET", "/wps/game/favourite/ids", token)).body.value.sort()).toEqual(
      [b.nodeId, table.nodeId].sort(),
    );
  });

  it("refuses a game that does not exist or whose vendor or type does not match", async () => {
    const game = (await list("vassalage=JILI&gameType=FISH&pageSize=1")).list[0];
    expect((await favourite("add", { nodeId: "pg-no-such-game", vendor: "PG", gameType: "RNG" })).body.code).toBe(
      "NOT_FOUND",
    );
    expect((await favourite("add", { nodeId: game.nodeId, vendor: "PG", gameType: "FISH" })).body.code).toBe(
      "NOT_FOUND",
    );
    expect((await favourite("add", { nodeId: game.nodeId, vendor: "JILI", gameType: "RNG" })).body.code).toBe(
      "NOT_FOUND",
    );
  });

  it("is for members only: a visitor is not logged in, a trial player is refused", async () => {
    const body = { nodeId: "inhouse-dice", vendor: "INHOUSE", gameType: "INHOUSE" };
    for (const [method, url] of [
      ["GET", "/wps/game/favourite/ids"],
      ["GET", "/wps/game/favourite/list"],
      ["POST", "/wps/game/favourite/add"],
      ["POST", "/wps/game/favourite/remove"],
    ] as const) {
      const visitor = await call(platform.app, method, url, method === "POST" ? { body } : {});
      expect(visitor, url).toMatchObject({ status: 401, body: { code: "UNAUTHORIZED" } });
    }
    const trial = await call(platform.app, "POST", "/wps/session/login/freeplay", {
      body: { platform: "W" },
      remoteAddress: "10.90.0.1",
    });
    const trialToken = trial.body.value.token as string;
    expect(await favourite("add", body, trialToken)).toMatchObject({ status: 403, body: { code: "TRIAL_REFUSED" } });
    expect((await withToken(platform.app, "GET", "/wps/game/favourite/ids", trialToken)).body.code).toBe(
      "TRIAL_REFUSED",
    );
    expect((await withToken(platform.app, "GET", "/wps/game/recent", trialToken)).body).toMatchObject({
      success: true,
      value: [],
    });
  });
});

describe("recent games", () => {
  it("lists the games a member opened, newest first, keeping the last 20", async () => {
    const games = (await list("gameType=RNG&pageSize=25")).list;
    const start = Date.parse("2026-01-01T00:00:00Z");
    for (const [i, game] of games.entries())
      await recordRecentGame(platform.database.db, memberId, game.nodeId, new Date(start + i * 60_000));
    // Opening an older game again brings it to the top.
    await recordRecentGame(platform.database.db, memberId, games[0].nodeId, new Date(start + 3600_000));

    const recent = (await withToken(platform.app, "GET", "/wps/game/recent", token)).body.value as {
      nodeId: string;
      lastPlayedAt: string;
    }[];
    expect(recent).toHaveLength(RECENT_GAMES_KEPT);
    expect(recent[0]).toMatchObject({ nodeId: games[0].nodeId, lastPlayedAt: "2026-01-01T01:00:00.000Z" });
    expect(recent.slice(1).map((g) => g.nodeId)).toEqual(
      games
        .slice(6)
        .reverse()
        .map((g) => g.nodeId),
    );
    expect((await call(platform.app, "GET", "/wps/game/recent")).body.code).toBe("UNAUTHORIZED");
  });
});

describe("game art", () => {
  it("serves each card and vendor logo as SVG with long caching", async () => {
    const [game] = (await list("vassalage=EVO&pageSize=1")).list;
    for (const url of [game.image, "/wps/static/vendors/EVO.svg", "/wps/static/games/inhouse-mines.svg"]) {
      const res = await platform.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^image\/svg\+xml/);
      expect(res.headers["cache-control"]).toMatch(/max-age=\d{5,}/);
      expect(res.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 \d+ \d+"/);
      expect(res.body.trim().endsWith("</svg>")).toBe(true);
      // Well formed enough for a browser: balanced groups and no raw ampersands.
      expect(res.body.split("<g").length).toBe(res.body.split("</g>").length);
      expect(res.body).not.toMatch(/&(?!(amp|lt|gt|quot|apos|#39);)/);
    }
    const card = await platform.app.inject({ method: "GET", url: game.image });
    expect(card.body).toContain(`<title>${game.name}</title>`);
    const other = await platform.app.inject({ method: "GET", url: "/wps/static/games/inhouse-dice.svg" });
    expect(other.body).not.toBe(
      (await platform.app.inject({ method: "GET", url: "/wps/static/games/inhouse-mines.svg" })).body,
    );
  });
});
