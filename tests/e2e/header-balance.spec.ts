import { expect, test } from "@playwright/test";
import { createMember, ops, ownAddress, visitorFrom } from "./support";

// The header's balance (SPEC §2.3, issue 4): the member's real wallet, formatted with two decimals and
// thousands separators, refreshed on demand, hidden as *** on request (JavaScript on or off).

test("the header shows the wallet's balance, and a refresh shows an operator's credit", async ({ browser, javaScriptEnabled }) => {
  const ip = ownAddress();
  const member = await createMember(ip);
  const { context, page } = await visitorFrom(browser, javaScriptEnabled, ip);
  await page.goto(`/login?lng=EN&token=${member.token}`);
  const balance = page.locator("header#site-header").getByTestId("header-balance");
  await expect(balance).toHaveText(/^\D*0\.00$/);

  const credited = await ops("adjust", member.username, "1234567.8", "e2e", "welcome", "credit");
  expect(credited).toMatch(new RegExp(`^Adjusted ${member.username} by 1,234,567\\.80`));
  await page.locator("header#site-header").getByRole("link", { name: "Refresh" }).click();
  await expect(balance).toHaveText(/^\D*1,234,567\.80$/);

  // Hidden as *** (a cookie, so with JavaScript off too), and it stays hidden on the next page.
  await page.getByRole("button", { name: "Hide", exact: true }).click();
  await expect(balance).toHaveText("***");
  await page.goto("/promotions");
  await expect(balance).toHaveText("***");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(balance).toHaveText(/1,234,567\.80$/);
  await context.close();
});
