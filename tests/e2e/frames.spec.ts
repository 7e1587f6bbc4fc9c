import { test } from "@playwright/test";
import { expectFrame, type Frame } from "./support";

// SPEC §2.1 route table, with the game pages' side menu removed (ADR 0006). Every seeded
// banner group has banners, so "banner" in a frame means the strip is in the HTML.
const full: Frame = { header: true, banner: true, footer: true, sideMenu: true, rightBar: true };
const routes: [string, Frame][] = [
  ["/", full],
  ["/index", full],
  ["/index.html", full],
  ["/home", full],
  ["/register", { header: true, banner: true, footer: false, sideMenu: false, rightBar: false }],
  ["/register.html", { header: true, banner: true, footer: false, sideMenu: false, rightBar: false }],
  ["/pointMall", full],
  ["/lottery", { header: true, banner: false, footer: false, sideMenu: false, rightBar: false }],
  ["/lottery?gameCode=VN1&playType=lobby", { header: true, banner: false, footer: false, sideMenu: false }],
  ["/vnlottery", { header: true, banner: false, footer: false, sideMenu: true }],
  ["/vnLottery", { header: true, sideMenu: false, rightBar: false }],
  ["/seaLottery", { header: true, sideMenu: false, rightBar: false }],
  ["/promotions", { header: true, banner: false, footer: true, sideMenu: true }],
  ["/promoDetail", { header: true, banner: false, footer: true, sideMenu: true }],
  ["/seamless", { header: true, banner: false, footer: false, sideMenu: false, rightBar: false }],
  ["/helpmc", { header: false, banner: false, sideMenu: false, rightBar: false }],
  ["/down", { header: false, banner: false, footer: false, sideMenu: false, rightBar: false }],
  ["/game", { header: true, banner: false, footer: false, sideMenu: false, rightBar: false }],
  ["/live", full],
  ["/sports", full],
  ["/fish", full],
  ["/pvp", full],
  ["/esports", full],
  ["/elott", full],
  ["/cockfight", full],
  ["/rng?page=INHOUSE&vassalage=INHOUSE", full],
  ["/inhouse", full],
];

for (const [path, frame] of routes) {
  test(`frame of ${path}`, async ({ page }) => {
    const res = await page.goto(path);
    test.expect(res?.status()).toBe(200);
    await expectFrame(page, frame);
  });
}
