import { expect, test } from "@playwright/test";
import { createMember, ownAddress, visitorFrom } from "./support";

// A visitor sent to log in on the way to a member page lands on that page once logged in, JavaScript on
// and off; the page to return to is a path of this site only.

test("login returns to the member page asked for, and only to a page of this site", async ({
  browser,
  javaScriptEnabled,
}) => {
  // Four real logins (argon2 each): over 30 s on a busy 2-core machine.
  test.setTimeout(90_000);
  const ip = ownAddress();
  const member = await createMember(ip);
  const { context, page } = await visitorFrom(browser, javaScriptEnabled, ip);
  await page.goto("/member/transactionHistory?lng=EN");
  await expect(page).toHaveURL(/modal=login/);
  // The login page the redirect gives, read in English (the labels are Tagalog by default).
  await page.goto(`${page.url()}&lng=EN`);
  const dialog = page.locator("dialog#modal-login");
  await dialog.getByLabel("Username").fill(member.username);
  await dialog.getByLabel("Password", { exact: true }).fill(member.password);
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/member\/transactionHistory(\?|$)/);
  await context.close();

  // "/.//evil.example" is a path until a URL parser drops its dot segment.
  for (const next of ["//evil.example/steal", "/.//evil.example/steal", "/%2e//evil.example/steal"]) {
    const other = await visitorFrom(browser, javaScriptEnabled, ip);
    await other.page.goto(`/?lng=EN&modal=login&next=${encodeURIComponent(next)}`);
    const login = other.page.locator("dialog#modal-login");
    await login.getByLabel("Username").fill(member.username);
    await login.getByLabel("Password", { exact: true }).fill(member.password);
    await login.getByRole("button", { name: "Log in" }).click();
    await expect(other.page.locator("header#site-header").getByRole("link", { name: "Deposit" })).toBeVisible();
    expect(new URL(other.page.url()).host, next).toBe(new URL(test.info().project.use.baseURL!).host);
    expect(new URL(other.page.url()).pathname, next).toBe("/");
    await other.context.close();
  }
});
