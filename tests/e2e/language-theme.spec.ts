import { expect, test } from "@playwright/test";

// SPEC §1: TY default, EN supported, a wider catalogue offered; unsupported → TY, stored as TY.
test("TY is the default language", async ({ page, context }) => {
  await context.clearCookies();
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "tl");
});

test("?lng=EN switches to English and the choice is kept in a cookie", async ({ page, context }) => {
  await page.goto("/?lng=EN");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("link", { name: "Log in" }).first()).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === "lng");
  expect(cookie?.value).toBe("EN");
  await page.goto("/promotions");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("an unsupported language falls back to TY and is stored as TY", async ({ page, context }) => {
  await page.goto("/?lng=EN");
  await page.goto("/?lng=FR");
  await expect(page.locator("html")).toHaveAttribute("lang", "tl");
  expect((await context.cookies()).find((c) => c.name === "lng")?.value).toBe("TY");
});

test("the selector offers the wider catalogue and switches language from the side menu form", async ({ page }) => {
  await page.goto("/?lng=TY");
  const select = page.locator("#language-select");
  expect(await select.locator("option").count()).toBeGreaterThanOrEqual(30);
  await expect(select.locator('option[value="EN"]')).toHaveCount(1);
  await expect(select.locator('option[value="PT-BR"]')).toHaveCount(1);
  // The side menu may be collapsed on a narrow screen; the form is submitted as a visitor would.
  await page.setViewportSize({ width: 1280, height: 900 });
  await select.selectOption("EN");
  await page.locator("#language-form").getByRole("button").click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the theme toggle switches dark/light, kept across visits, rendered by the server", async ({ page, request }) => {
  await page.goto("/?lng=EN");
  const html = page.locator("html");
  const before = await html.getAttribute("data-theme");
  expect(["dark", "light"]).toContain(before);
  await page.locator("#theme-form").getByRole("button").click();
  const after = before === "dark" ? "light" : "dark";
  await expect(html).toHaveAttribute("data-theme", after);
  await page.reload();
  await expect(html).toHaveAttribute("data-theme", after);
  // No flash: the theme is in the server's HTML, before any script runs.
  const cookies = await page.context().cookies();
  const themeCookie = cookies.find((c) => c.name === "theme");
  expect(themeCookie?.value).toBe(after);
  const res = await request.get("/", { headers: { Cookie: `theme=${after}` } });
  expect(await res.text()).toMatch(new RegExp(`<html[^>]*data-theme="${after}"`));
});

test("a theme change without the form's CSRF token is refused", async ({ request }) => {
  const res = await request.post("/theme", { form: { theme: "light", redirectTo: "/" }, maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers()["set-cookie"] ?? "").not.toMatch(/theme=/);
});
