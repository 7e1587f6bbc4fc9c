import { describe, expect, it } from "vitest";
import type { Lane, VendorCard, VendorGroup } from "~contract/answers/games";
import { buildHomeLanes, categoryPath, codeParam, gameHref, searchTerm, throttle } from "~/lib/games/catalogue";

const card = (vassalage: string, isHot: 0 | 1 = 0): VendorCard => ({
  vassalage,
  name: vassalage,
  logo: `/wps/static/vendors/${vassalage}.svg`,
  isHot,
  isGame: "VASSALAGE",
  nodeId: null,
  status: "active",
});

const lanes: Lane[] = [
  { title: "RNG", gameClassify: ["SLOT"], cards: [card("PG", 1), card("JILI", 1), card("CQ9")] },
  { title: "LIVE", gameClassify: ["BACCARAT"], cards: [card("EVO", 1)] },
  { title: "FISH", gameClassify: ["FISHING"], cards: [card("JILI", 1)] },
  { title: "SPORTS", gameClassify: ["SPORTSBOOK"], cards: [card("SABA"), card("DS88", 1), card("TF")] },
  { title: "ELOTT", gameClassify: ["KENO"], cards: [card("TCG")] },
];
const groups: VendorGroup[] = [
  {
    gameCategory: "COCKFIGHT",
    sourceLane: "SPORTS",
    afterLane: "SPORTS",
    gameClassify: ["DERBY"],
    vendors: [card("DS88", 1)],
  },
  {
    gameCategory: "ESPORTS",
    sourceLane: "SPORTS",
    afterLane: "SPORTS",
    gameClassify: ["ESPORTSBOOK"],
    vendors: [card("TF")],
  },
];

describe("home lanes (SPEC §4)", () => {
  it("splits each vendor group out of its source lane and inserts it after the target lane, in the groups' order", () => {
    const { lanes: built } = buildHomeLanes(lanes, groups);
    expect(built.map((l) => l.title)).toEqual(["RNG", "LIVE", "FISH", "SPORTS", "COCKFIGHT", "ESPORTS", "ELOTT"]);
    expect(built.find((l) => l.title === "SPORTS")!.cards.map((c) => c.vassalage)).toEqual(["SABA"]);
    expect(built.find((l) => l.title === "COCKFIGHT")).toMatchObject({
      gameClassify: ["DERBY"],
      cards: [{ vassalage: "DS88" }],
    });
    expect(built.find((l) => l.title === "ESPORTS")!.cards.map((c) => c.vassalage)).toEqual(["TF"]);
  });

  it("leaves the server's lanes untouched", () => {
    buildHomeLanes(lanes, groups);
    expect(lanes[3]!.cards).toHaveLength(3);
    expect(lanes).toHaveLength(5);
  });

  it("puts a group whose target lane is missing at the end, and drops lanes left empty", () => {
    const only: Lane[] = [{ title: "SPORTS", gameClassify: [], cards: [card("DS88")] }];
    const { lanes: built } = buildHomeLanes(only, [{ ...groups[0]!, afterLane: "NOWHERE" }]);
    expect(built.map((l) => l.title)).toEqual(["COCKFIGHT"]);
  });

  it("lists the hot vendors (isHot 1) once each, in lane order", () => {
    expect(buildHomeLanes(lanes, groups).hotVendors.map((c) => c.vassalage)).toEqual(["PG", "JILI", "EVO", "DS88"]);
  });

  it("makes the first RNG vendor the current game, or none without an RNG lane", () => {
    expect(buildHomeLanes(lanes, groups).currentGame?.vassalage).toBe("PG");
    expect(buildHomeLanes(lanes.slice(1), groups).currentGame).toBeNull();
  });
});

describe("infinite scroll throttle (SPEC §9: 200 ms)", () => {
  it("runs at once, drops calls inside the window and runs again after it", () => {
    let time = 1000;
    const calls: number[] = [];
    const run = throttle(
      (n: number) => calls.push(n),
      200,
      () => time,
    );
    run(1);
    time += 50;
    run(2);
    time += 149;
    run(3);
    time += 1;
    run(4);
    time += 199;
    run(5);
    time += 1;
    run(6);
    expect(calls).toEqual([1, 4, 6]);
  });
});

describe("lobby parameters", () => {
  it("keeps a search of 1–50 characters", () => {
    expect(searchTerm(null)).toBeUndefined();
    expect(searchTerm("   ")).toBeUndefined();
    expect(searchTerm(" dice ")).toBe("dice");
    expect(searchTerm("x".repeat(60))).toHaveLength(50);
  });

  it("accepts vendor codes and classifications in any case, nothing else", () => {
    expect(codeParam("pg")).toBe("PG");
    expect(codeParam("DRAGON_TIGER")).toBe("DRAGON_TIGER");
    expect(codeParam("a b")).toBeUndefined();
    expect(codeParam("")).toBeUndefined();
  });

  it("links games to /game and categories to their pages", () => {
    expect(gameHref("inhouse-dice")).toBe("/game?nodeId=inhouse-dice");
    expect(gameHref("a&b")).toBe("/game?nodeId=a%26b");
    expect(categoryPath("COCKFIGHT")).toBe("/cockfight");
    expect(categoryPath("LOTT")).toBe("/lottery");
  });
});

describe("in-house game names", () => {
  it("the game page's title is the catalogue's name for the game, in both languages", async () => {
    const { INHOUSE_GAMES } = await import("../../server/seed/games");
    for (const lng of ["TY", "EN"]) {
      const { default: texts } = await import(`../../locales/${lng}/inhouse.json`);
      for (const game of INHOUSE_GAMES) expect(texts.game[game.gameCode], `${lng} ${game.gameCode}`).toBe(game.name);
    }
  });
});
