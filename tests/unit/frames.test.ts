import { describe, expect, it } from "vitest";
import { GAME_TYPES, isGameType, routeFrame, showsBannerStrip, type Frame } from "~/lib/shell/frames";

type Parts = Omit<Frame, "bannerGroup">;
const full: Parts = { header: true, banner: true, footer: true, sideMenu: true, rightBar: true };
const none: Parts = { header: false, banner: false, footer: false, sideMenu: false, rightBar: false };
const parts = (frame: Frame): Parts => ({
  header: frame.header,
  banner: frame.banner,
  footer: frame.footer,
  sideMenu: frame.sideMenu,
  rightBar: frame.rightBar,
});

describe("routeFrame — SPEC §2.1 table", () => {
  it.each([
    ["/", full],
    ["/index", full],
    ["/index.html", full],
    ["/home", full],
    ["/pointMall", full],
    ["/register", { ...none, header: true, banner: true }],
    ["/register.html", { ...none, header: true, banner: true }],
    ["/lottery", { ...none, header: true }],
    ["/vnlottery", { ...none, header: true, sideMenu: true, rightBar: true }],
    ["/promotions", { ...none, header: true, footer: true, sideMenu: true, rightBar: true }],
    ["/promotions/p1", { ...none, header: true, footer: true, sideMenu: true, rightBar: true }],
    ["/promoDetail", { ...none, header: true, footer: true, sideMenu: true, rightBar: true }],
    ["/helpmc", none],
    ["/down", none],
    ["/game", { ...none, header: true }],
    ["/inhouse", full],
  ] as [string, Parts][])("%s", (path, expected) => {
    expect(parts(routeFrame(path))).toEqual(expected);
  });

  it("gives the not-shown game-type paths the whole frame", () => {
    for (const type of ["elott", "live", "sports", "fish", "pvp", "esports", "cockfight", "rng"]) {
      expect(parts(routeFrame(`/${type}`)), type).toEqual(full);
    }
  });

  it("removes the side menu (and right bar) on game pages, spelled exactly", () => {
    expect(parts(routeFrame("/seamless"))).toEqual({ ...none, header: true });
    expect(parts(routeFrame("/vnLottery"))).toEqual({ ...none, header: true, banner: true, footer: true });
    expect(parts(routeFrame("/seaLottery"))).toEqual({ ...none, header: true, banner: true, footer: true });
    // Same route file, other spelling: the table's /vnlottery row keeps its side menu.
    expect(routeFrame("/vnlottery").sideMenu).toBe(true);
  });

  it("matches other spellings case-insensitively, preferring the lowercase row", () => {
    expect(routeFrame("/VNLOTTERY").sideMenu).toBe(true);
    expect(parts(routeFrame("/PointMall"))).toEqual(full);
    expect(parts(routeFrame("/HELPMC"))).toEqual(none);
  });

  it("ignores a trailing slash", () => {
    expect(routeFrame("/promotions/")).toEqual(routeFrame("/promotions"));
    expect(routeFrame("/down/")).toEqual(routeFrame("/down"));
  });

  it("keeps navigation for unknown paths and the guard's /login shows home", () => {
    expect(parts(routeFrame("/no/such/page"))).toEqual({
      ...none,
      header: true,
      footer: true,
      sideMenu: true,
      rightBar: true,
    });
    expect(routeFrame("/login")).toEqual(routeFrame("/"));
  });

  it("the right bar follows the side menu everywhere", () => {
    for (const path of [
      "/",
      "/register",
      "/lottery",
      "/vnlottery",
      "/vnLottery",
      "/promotions",
      "/seamless",
      "/helpmc",
      "/down",
      "/game",
      "/x",
    ]) {
      const frame = routeFrame(path);
      expect(frame.rightBar, path).toBe(frame.sideMenu);
    }
  });
});

describe("banner groups — SPEC §2.2", () => {
  it.each([
    ["/", "w_home"],
    ["/home", "w_home"],
    ["/rng", "w_rng"],
    ["/live", "w_live"],
    ["/fish", "w_fish"],
    ["/pvp", "w_pvp"],
    ["/sports", "w_sports"],
    ["/esports", "w_esports"],
    ["/elott", "w_lott"],
    ["/down", "w_down"],
    ["/promotions", "w_promotion"],
    ["/pointMall", "w_shop"],
    ["/helpmc", "w_help"],
    ["/register", "w_reg"],
    ["/register.html", "w_reg"],
    ["/inhouse", "w_inhouse"],
    ["/cockfight", "w_sports"],
    ["/lottery", null],
    ["/game", null],
  ])("%s → %s", (path, group) => {
    expect(routeFrame(path).bannerGroup).toBe(group);
  });

  it("shows the strip only when the frame has it and the group has banners", () => {
    expect(showsBannerStrip(routeFrame("/"), 3)).toBe(true);
    expect(showsBannerStrip(routeFrame("/"), 0)).toBe(false);
    expect(showsBannerStrip(routeFrame("/promotions"), 3)).toBe(false);
    expect(showsBannerStrip(routeFrame("/down"), 3)).toBe(false);
    expect(showsBannerStrip(routeFrame("/poker"), 3)).toBe(false);
  });
});

describe("game types", () => {
  it("accepts only the lowercased game types", () => {
    for (const type of GAME_TYPES) expect(isGameType(type)).toBe(true);
    expect(isGameType("Live")).toBe(false);
    expect(isGameType("casino")).toBe(false);
    expect(isGameType("")).toBe(false);
  });
});
