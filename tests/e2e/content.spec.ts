import { expect, test } from "@playwright/test";
import { platform } from "./support";

type Page<T> = { list: T[]; total: number; totalPages: number };
type Announcement = { id: string; title: string };
type Promotion = { id: string; title: string; category: string };

test("announcements modal pages 9 titles at a time and shows the chosen one's detail", async ({ page }) => {
  const first = await platform<Page<Announcement>>(
    "/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B&pageNo=1&pageSize=9&language=EN",
  );
  const second = await platform<Page<Announcement>>(
    "/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR&platform=W&execution=B&pageNo=2&pageSize=9&language=EN",
  );
  expect(first.totalPages).toBeGreaterThanOrEqual(3);

  await page.goto("/?lng=EN&modal=announcement");
  const dialog = page.locator("dialog#modal-announcement");
  await expect(dialog).toBeVisible();
  const items = dialog.locator(".announcements__list li");
  await expect(items).toHaveCount(9);
  await expect(items.first()).toContainText(first.list[0].title);

  await dialog.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/noticePage=2/);
  await expect(items).toHaveCount(9);
  await expect(items.first()).toContainText(second.list[0].title);

  await items.nth(2).getByRole("link").click();
  await expect(dialog.locator("#announcement-detail-title")).toHaveText(second.list[2].title);

  await dialog.getByRole("link", { name: "Close" }).first().click();
  await expect(page.locator("dialog#modal-announcement")).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get("modal")).toBeNull();
});

// The demo's promotions (ADR 0046): each listed with its type and terms, its detail at /promotions/:id, the
// first three in the side menu and on the home page; an unknown id is 404.
test("the demo's promotions: listed with their terms in both languages, the first three in the side menu and on the home page", async ({
  page,
}) => {
  // The platform answers in the language asked (ADR 0062): the English page shows the English titles.
  const promotions = await platform<Page<Promotion>>("/wps/promotions?pageNo=1&pageSize=20&language=EN");
  const tagalog = await platform<Page<Promotion>>("/wps/promotions?pageNo=1&pageSize=20");
  // The demo's seven (browser tests may add their own promotions beside them).
  const demo = [
    "registration-bonus",
    "welcome-deposit",
    "zalo-bonus",
    "originals-rebate",
    "big-win-story",
    "free-spins",
    "lucky-draw",
  ];
  expect(promotions.list.map((p) => p.id)).toEqual(expect.arrayContaining(demo));

  await page.goto("/promotions?lng=EN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Promotions");
  for (const p of promotions.list) await expect(page.locator("main").getByText(p.title).first()).toBeVisible();
  await page.goto("/promotions?lng=TY");
  // A demo promotion has both texts; one a browser test adds may have only its own.
  const welcomeTY = tagalog.list.find((p) => p.id === "welcome-deposit")!;
  const welcomeEN = promotions.list.find((p) => p.id === "welcome-deposit")!;
  await expect(page.locator("main").getByText(welcomeTY.title).first()).toBeVisible();
  expect(welcomeTY.title).not.toBe(welcomeEN.title);

  await page.goto("/promotions/welcome-deposit?lng=EN");
  await expect(page.getByRole("heading", { name: "Terms" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Log in to join" })).toBeVisible();
  expect((await page.goto("/promotions/no-such-promotion"))?.status()).toBe(404);

  await page.goto("/?lng=EN");
  await expect(page.locator("nav#side-menu a[href^='/promotions#']")).toHaveCount(3);
  await expect(page.locator("nav#side-menu a[href='/promotions']")).toHaveText("All promotions");
  await expect(
    page.locator("section[aria-labelledby='home-promotions']").getByText(promotions.list[0]!.title).first(),
  ).toBeVisible();
});

test("banner strips show only their own group's banners", async ({ page }) => {
  const home = await platform<{ bannerId: string; url: string }[]>("/wps/system/banners?group=w_home");
  const reg = await platform<{ bannerId: string; url: string }[]>("/wps/system/banners?group=w_reg");
  await page.goto("/");
  const homeImages = page.locator("section#banner-strip img");
  await expect(homeImages.first()).toBeVisible();
  const homeSrcs = new Set(await homeImages.evaluateAll((els) => els.map((e) => e.getAttribute("src"))));
  expect([...homeSrcs].sort()).toEqual(home.map((b) => b.url).sort());
  const first = await page.request.get(home[0].url);
  expect(first.headers()["content-type"]).toContain("image/svg+xml");

  await page.goto("/register");
  const regSrcs = await page
    .locator("section#banner-strip img")
    .evaluateAll((els) => els.map((e) => e.getAttribute("src")));
  expect(regSrcs.sort()).toEqual(reg.map((b) => b.url).sort());
});

test("help centre shows the platform's articles without a header", async ({ page }) => {
  const help = await platform<{ title: string; articles: { title: string }[] }[]>("/wps/system/helpCenter?language=EN");
  await page.goto("/helpmc?lng=EN");
  await expect(page.locator("header#site-header")).toHaveCount(0);
  await expect(page.locator("main")).toContainText(help[0].title);
  await expect(page.locator("main")).toContainText(help[0].articles[0].title);
});

test("not found is a translated 404 page", async ({ page }) => {
  const res = await page.goto("/no/such/page?lng=EN");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  const res2 = await page.goto("/nosuchgametype");
  expect(res2?.status()).toBe(404);
});
