import { expect, test } from "@playwright/test";
import { platform } from "./support";

// What JavaScript adds on top of the same HTML.
test("home banners become a looping swiper carousel with clickable pagination", async ({ page }) => {
  const banners = await platform<unknown[]>("/wps/system/banners?group=w_home");
  expect(banners.length).toBeGreaterThan(1);
  await page.goto("/");
  const swiper = page.locator("section#banner-strip .swiper.swiper-initialized");
  await expect(swiper).toHaveCount(1, { timeout: 10_000 });
  const bullets = page.locator("section#banner-strip .swiper-pagination-bullet");
  await expect(bullets).toHaveCount(banners.length);
  await bullets.nth(2).click();
  await expect(bullets.nth(2)).toHaveClass(/swiper-pagination-bullet-active/);
  // Autoplay every 5 s (SPEC §2.2): the next bullet becomes active without a touch.
  await page.mouse.move(0, 0);
  await expect(bullets.nth(3)).toHaveClass(/swiper-pagination-bullet-active/, { timeout: 8_000 });
});

test("customer service opens a 440 x 500 window", async ({ page }) => {
  await page.goto("/?lng=EN");
  const [popup] = await Promise.all([
    page.waitForEvent("popup"),
    page
      .locator("aside#right-bar")
      .getByRole("link", { name: /Customer service|Support/ })
      .first()
      .click(),
  ]);
  const size = await popup.evaluate(() => [window.outerWidth, window.outerHeight, window.innerWidth, window.innerHeight]);
  expect(size[2]).toBeLessThanOrEqual(440);
  expect(size[0]).toBeGreaterThanOrEqual(400);
  await popup.close();
});

test("Escape closes a modal opened by URL", async ({ page }) => {
  await page.goto("/?lng=EN&modal=announcement");
  // The server's open <dialog> becomes a modal one once the page has hydrated; Escape is JavaScript's from then on.
  await expect(page.locator("dialog#modal-announcement:modal")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator("dialog#modal-announcement")).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get("modal")).toBeNull();
});
