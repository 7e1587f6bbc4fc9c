import { expect, test } from "@playwright/test";
import { ops, platform } from "./support";

// What JavaScript adds on top of the same HTML.
test("home banners become a looping carousel with clickable pagination, autoplay and swipe", async ({ page }) => {
  const banners = await platform<unknown[]>("/wps/system/banners?group=w_home");
  expect(banners.length).toBeGreaterThan(1);
  await page.goto("/?lng=EN");
  await expect(page.locator("section#banner-strip .banner-carousel--running")).toHaveCount(1, { timeout: 10_000 });
  const bullets = page.locator("section#banner-strip .banner-bullet");
  await expect(bullets).toHaveCount(banners.length);
  await expect(bullets.nth(0)).toHaveAttribute("aria-current", "true");
  // The slide under the middle of the strip: a real one, never one of the loop's copies at rest.
  const centred = () =>
    page.locator("section#banner-strip .banner-carousel").evaluate((carousel) => {
      const box = carousel.getBoundingClientRect();
      return (
        document
          .elementFromPoint(box.left + box.width / 2, box.top + box.height / 3)
          ?.closest(".banner-slide")
          ?.getAttribute("aria-label") ?? null
      );
    });

  const last = banners.length - 1;
  await bullets.nth(last).click();
  await expect(bullets.nth(last)).toHaveAttribute("aria-current", "true");
  await expect.poll(centred).toBe(`${last + 1} of ${banners.length}`);
  // Autoplay every 5 s (SPEC §2.2), and the loop goes on from the last banner to the first.
  await page.mouse.move(0, 0);
  await expect(bullets.nth(0)).toHaveAttribute("aria-current", "true", { timeout: 8_000 });
  await expect.poll(centred).toBe(`1 of ${banners.length}`);

  // A swipe (here a mouse drag) to the left shows the next banner.
  const box = (await page.locator("section#banner-strip .banner-carousel").boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(bullets.nth(1)).toHaveAttribute("aria-current", "true");
  await expect.poll(centred).toBe(`2 of ${banners.length}`);
  // A drag is not a click: the banner's link did not open.
  expect(new URL(page.url()).pathname).toBe("/");
});

test("an outside customer-service chat opens in a 440 x 500 window", async ({ page, context }) => {
  test.setTimeout(60_000);
  // The operator's chat, answered here: the test reaches no outside address.
  await context.route("https://chat.laro.ph/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>chat</title>" }),
  );
  try {
    await ops("service", "set", "live", "https://chat.laro.ph/room");
    await page.goto("/?lng=EN");
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.locator("aside#right-bar").getByRole("link", { name: "Support" }).click(),
    ]);
    const size = await popup.evaluate(() => [
      window.outerWidth,
      window.outerHeight,
      window.innerWidth,
      window.innerHeight,
    ]);
    expect(size[2]).toBeLessThanOrEqual(440);
    expect(size[0]).toBeGreaterThanOrEqual(400);
    await popup.close();
  } finally {
    await ops("service", "set", "live", "/member/messageV2?tab=feedback");
  }
});

test("the demo's customer service opens its feedback page in place, no window", async ({ page }) => {
  await page.goto("/?lng=EN");
  let popups = 0;
  page.on("popup", () => (popups += 1));
  await page.locator("aside#right-bar").getByRole("link", { name: "Support" }).click();
  await expect(page).toHaveURL(/modal=login&next=%2Fmember%2FmessageV2%3Ftab%3Dfeedback/);
  expect(popups).toBe(0);
});

test("Escape closes a modal opened by URL", async ({ page }) => {
  await page.goto("/?lng=EN&modal=announcement");
  // The server's open <dialog> becomes a modal one once the page has hydrated; Escape is JavaScript's from then on.
  await expect(page.locator("dialog#modal-announcement:modal")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.locator("dialog#modal-announcement")).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get("modal")).toBeNull();
});
