import { expect, type Browser, type Page } from "@playwright/test";
import { logInWithPassword, visitorFrom } from "./support";

// What the agent centre's specs share: an agent registering a downline, and a downline's first login.

export type Account = { username: string; password: string };

/** A second password of the same shape as freshIdentity's (a downline's first login must change its password). */
export const changedPassword = (account: Account) => `${account.password.slice(0, -2)}7y`;

export /** Registers a direct downline from the registerCenter form and waits for the notice. */
async function registerDownline(page: Page, account: Account, type: "Member" | "Agent") {
  await page.goto("/agent/registerCenter?lng=EN");
  const form = page.locator("form#register-downline-form");
  await form.getByLabel("Username").fill(account.username);
  await form.getByLabel("Password", { exact: true }).fill(account.password);
  await form.getByLabel("Confirm password").fill(account.password);
  await form.getByLabel("Account type").selectOption({ label: type });
  await form.getByRole("button", { name: "Register account" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `${type} account ${account.username} registered as your direct downline.` }),
  ).toBeVisible();
}

export /**
 * A browser logged in as the account. An account an agent registered has never logged in, so its first
 * login must change the password (SPEC §2.6 first-login change): done here, to `newPassword`.
 */
async function loggedIn(browser: Browser, javaScriptEnabled: boolean, account: Account, newPassword?: string) {
  const visitor = await visitorFrom(browser, javaScriptEnabled);
  const { page } = visitor;
  await logInWithPassword(page, account);
  if (newPassword) {
    await page.goto("/?lng=EN");
    const dialog = page.locator("dialog#modal-changePassword");
    await dialog.getByLabel("Current password").fill(account.password);
    await dialog.getByLabel("New password", { exact: true }).fill(newPassword);
    await dialog.getByLabel("Confirm new password").fill(newPassword);
    await dialog.getByRole("button", { name: "Change password" }).click();
    await expect(page.locator("dialog#modal-passwordChanged")).toBeVisible();
  }
  return visitor;
}
