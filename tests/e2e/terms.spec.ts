import { expect, test } from "@playwright/test";

// The registration form's user agreement (SPEC §2.4: a link to /help) leads to the terms of use, in the
// interface's language (TY is Tagalog, the default; EN).

test("the user agreement link opens the terms of use, in Tagalog and in English", async ({ page }) => {
  await page.goto("/register?lng=EN");
  const link = page.getByRole("link", { name: "user agreement", exact: false }).first();
  await expect(link).toHaveAttribute("href", "/help");
  const response = await page.goto("/help?lng=EN");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Terms of use" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Who may play" })).toBeVisible();
  await expect(page.getByText("You must be 18 years old or older")).toBeVisible();
  await page.goto("/help?lng=TY");
  await expect(page.getByRole("heading", { level: 1, name: "Mga tuntunin ng paggamit" })).toBeVisible();
  await expect(page.getByText("Dapat ay 18 taong gulang ka pataas")).toBeVisible();
});
