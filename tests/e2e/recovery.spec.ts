import { expect, test, type Page } from "@playwright/test";
import { ops } from "./support";

// Password recovery by email, the forced change on a login with the temporary password, the
// ordinary change, and the trial account's refusal (SPEC §4, §6, §8) — JavaScript on and off.

test.describe.configure({ mode: "serial" });

async function fillLogin(page: Page, username: string, password: string) {
  await page.goto("/?lng=EN&modal=login");
  const dialog = page.locator("dialog#modal-login");
  await dialog.getByLabel("Username").fill(username);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Log in" }).click();
}

async function changePassword(page: Page, from: string, to: string, confirm = to) {
  const dialog = page.locator("dialog#modal-changePassword");
  await dialog.getByLabel("Current password").fill(from);
  await dialog.getByLabel("New password", { exact: true }).fill(to);
  await dialog.getByLabel("Confirm new password").fill(confirm);
  await dialog.getByRole("button", { name: "Change password" }).click();
}

// The demo member is the seeded account with an email; this file is the only one that logs in as it.
test("forgot password by email, then the temporary password forces a change that cannot be closed", async ({
  page,
}) => {
  const first = `Newpass${Date.now() % 1_000_000}`;
  const second = `Again${Date.now() % 1_000_000}x`;
  await page.goto("/?lng=EN&modal=forgotPassword");
  const forgot = page.locator("dialog#modal-forgotPassword");
  await forgot.getByLabel("Username").fill("demo");
  await forgot.getByLabel("Email").fill("demo@laro.example");
  await forgot.getByRole("button", { name: "Send" }).click();
  await expect(page.locator("dialog#modal-forgotPassword")).toHaveCount(0);
  await expect(page.locator("dialog#modal-passwordEmailed")).toContainText("a temporary password has been sent");

  const mail = await ops("outbox", "email", "--to", "demo@laro.example");
  const temporary = /temporary password is (\S+)/.exec(mail)?.[1];
  expect(temporary).toBeTruthy();

  await fillLogin(page, "demo", temporary!);
  await expect(page).toHaveURL(/modal=changePassword/);
  const dialog = page.locator("dialog#modal-changePassword");
  await expect(dialog).toContainText("please change your password");
  await expect(dialog.getByRole("link", { name: "Close" })).toHaveCount(0);
  // Another page keeps the change in front.
  await page.goto("/promotions");
  await expect(page).toHaveURL(/modal=changePassword/);

  await changePassword(page, temporary!, first, "Other123");
  await expect(page.locator("dialog#modal-changePassword").getByText("The two passwords do not match")).toBeVisible();

  await changePassword(page, temporary!, first);
  await expect(page.locator("dialog#modal-passwordChanged")).toContainText("Your password has been changed.");
  await expect(page.locator("header#site-header").getByRole("link", { name: "Deposit" })).toBeVisible();

  // The ordinary change, from the account menu's modal: the wrong current password is named.
  await page.goto("/?lng=EN&modal=changePassword");
  await changePassword(page, "Wrong1234", second);
  await expect(page.locator("dialog#modal-changePassword").getByText("The current password is wrong")).toBeVisible();
  await changePassword(page, first, second);
  await expect(page.locator("dialog#modal-passwordChanged")).toBeVisible();
});

test("a trial player starts free play and is refused the member centre", async ({ page }) => {
  await page.goto("/?lng=EN&modal=login&freePlay=1");
  await page.locator("dialog#modal-login").getByRole("button", { name: "Start free play" }).click();
  await expect(page).toHaveURL(/\/\?lng=EN$/);
  const header = page.locator("header#site-header");
  await expect(header.getByRole("link", { name: "Deposit" })).toHaveAttribute("href", /modal=needTrueAccount/);
  await header.getByRole("link", { name: "Deposit" }).click();
  const warning = page.locator("dialog#modal-needTrueAccount");
  await expect(warning).toContainText("This needs a real account");
  await expect(warning.getByRole("link", { name: "OK" })).toBeVisible();
  await page.goto("/member/securityCenter");
  await expect(page.locator("dialog#modal-needTrueAccount")).toBeVisible();
});
