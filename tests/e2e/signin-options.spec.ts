import { expect, test, type Page } from "@playwright/test";
import { authenticator } from "otplib";
import { createMember, ownAddress, signInWithTicket, visitorFrom } from "./support";

// Sign-in options (SPEC §4, ADR 0032), JavaScript on and off: the authenticator app set up from the
// security centre with the key read off the page, then a login from a new address confirmed by its code.

/** The app's code `steps` 30-second steps from now, as the member's phone would show it. */
const codeAt = (secret: string, steps = 0) =>
  authenticator.clone({ epoch: Date.now() + steps * 30_000 }).generate(secret);
const header = (page: Page) => page.locator("header#site-header");

test("the authenticator app is set up in the security centre and confirms a login from a new address", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(60_000);
  const home = ownAddress();
  const member = await createMember(home);

  // Set up at home.
  const atHome = await visitorFrom(browser, javaScriptEnabled, home);
  await signInWithTicket(atHome.page, member);
  await atHome.page.goto("/member/securityCenter?lng=EN");
  const section = atHome.page.locator("section[aria-labelledby=authenticator]");
  await expect(section.getByRole("heading", { name: "Authenticator app" })).toBeVisible();
  await section.getByRole("button", { name: "Set up the authenticator app" }).click();
  await expect(section.getByRole("img", { name: "QR code for your authenticator app" }).locator("svg")).toBeVisible();
  const secret = (await section.locator("#authenticator-secret").textContent())?.trim() ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  const confirmCode = codeAt(secret);
  await section.getByLabel("Authenticator app code").fill(confirmCode === "000000" ? "000001" : "000000");
  await section.getByRole("button", { name: "Turn on" }).click();
  await expect(section.getByText("That code is not right or was already used")).toBeVisible();
  await section.getByLabel("Authenticator app code").fill(confirmCode);
  await section.getByRole("button", { name: "Turn on" }).click();
  await expect(atHome.page.locator("#authenticator-on")).toHaveText(/The authenticator app is on/);
  await expect(atHome.page.locator("#authenticator-secret")).toHaveCount(0);
  await atHome.context.close();

  // Away: a new address is asked for a proof; the app's code is one of the options.
  const away = await visitorFrom(browser, javaScriptEnabled, ownAddress());
  await away.page.goto("/?lng=EN&modal=login");
  const login = away.page.locator("dialog#modal-login");
  await login.getByLabel("Username").fill(member.username);
  await login.getByLabel("Password", { exact: true }).fill(member.password);
  await login.getByRole("button", { name: "Log in" }).click();
  await expect(away.page).toHaveURL(/modal=verifyNewIp/);
  const dialog = away.page.locator("dialog#modal-verifyNewIp");
  await expect(dialog.getByRole("heading", { name: "With your authenticator app" })).toBeVisible();
  await expect(dialog.getByLabel("Verification code")).toBeVisible();

  // The code that turned the app on is spent.
  await dialog.getByLabel("Authenticator app code").fill(confirmCode);
  await dialog.getByRole("button", { name: "Verify with the app" }).click();
  await expect(dialog.getByText("That code is not right or was already used")).toBeVisible();
  await expect(header(away.page).getByRole("link", { name: "Log in" })).toBeVisible();

  await dialog.getByLabel("Authenticator app code").fill(codeAt(secret, 1));
  await dialog.getByRole("button", { name: "Verify with the app" }).click();
  await expect(header(away.page).getByRole("link", { name: "Deposit" })).toBeVisible();
  await away.context.close();
});
