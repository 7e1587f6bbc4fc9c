import { expect, test, type Browser, type Page } from "@playwright/test";

/**
 * Failed logins turn the captcha on for the address they come from: tests that fail on purpose
 * speak from an address of their own (the e2e web server trusts loopback proxies).
 */
let nextAddress = Math.floor(Math.random() * 200);
async function fromOwnAddress(browser: Browser, javaScriptEnabled: boolean) {
  nextAddress += 1;
  const ip = `198.18.${Math.floor(nextAddress / 250) % 250}.${(nextAddress % 250) + 1}`;
  const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { "X-Forwarded-For": ip } });
  return { context, page: await context.newPage(), ip };
}

// Accounts: login, logout prompt, errors in the chosen language — with JavaScript on and off.

async function openLogin(page: Page, lng = "EN") {
  await page.goto(`/?lng=${lng}&modal=login`);
  await expect(page.locator("dialog#modal-login")).toBeVisible();
}

/** Opens the avatar's account menu (a <details>; the first click may land while the page hydrates). */
async function openAccountMenu(page: Page) {
  const header = page.locator("header#site-header");
  const signOut = header.getByRole("link", { name: "Sign out" });
  await expect(async () => {
    if (!(await signOut.isVisible())) await header.locator(".member-menu__summary").click();
    await expect(signOut).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

async function login(page: Page, username: string, password: string) {
  const dialog = page.locator("dialog#modal-login");
  await dialog.getByLabel("Username").fill(username);
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Log in" }).click();
}

test("a member logs in, sees the member header, and signs out behind the prompt", async ({ page }) => {
  await openLogin(page);
  await login(page, "  player2 ", "Player1234");
  // A run's first login: the password check runs at its production cost (argon2) while the other site starts.
  await expect(page).toHaveURL(/\/\?lng=EN$/, { timeout: 20_000 });
  const header = page.locator("header#site-header");
  await expect(header.getByRole("link", { name: "Deposit" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Withdraw" })).toBeVisible();
  // The wallet answers: a number with two decimals, never the updating text once it has.
  await expect(header.getByTestId("header-balance")).toHaveText(/^\D*[\d,]+\.\d\d$/);
  await expect(header.getByRole("link", { name: "Log in" })).toHaveCount(0);

  await openAccountMenu(page);
  await expect(header.getByRole("link", { name: "Agent" })).toHaveCount(0);
  await header.getByRole("link", { name: "Sign out" }).click();
  const prompt = page.locator("dialog#modal-logout");
  await expect(prompt.getByRole("heading")).toHaveText("Prompt");
  await expect(prompt).toContainText("Are you sure you want to log out?");
  await prompt.getByRole("link", { name: "Cancel" }).click();
  await expect(page.locator("dialog#modal-logout")).toHaveCount(0);
  await expect(header.getByRole("link", { name: "Deposit" })).toBeVisible();

  await openAccountMenu(page);
  await header.getByRole("link", { name: "Sign out" }).click();
  await page.locator("dialog#modal-logout").getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header.getByRole("link", { name: "Log in" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Deposit" })).toHaveCount(0);
});

test("an agent's menu has the Agent entry and the referral entry leads to registerCenter", async ({ page }) => {
  await openLogin(page);
  await login(page, "agent1", "Agent1234");
  const header = page.locator("header#site-header");
  await openAccountMenu(page);
  await expect(header.getByRole("link", { name: "Agent" })).toHaveAttribute("href", "/agent/agentTeamOverview");
  await expect(page.locator("nav#side-menu").getByRole("link", { name: "Refer and earn" })).toHaveAttribute(
    "href",
    "/agent/registerCenter",
  );
});

test("a wrong password says so without revealing which, brings the captcha, in the chosen language", async ({
  browser,
  javaScriptEnabled,
}) => {
  const { context, page } = await fromOwnAddress(browser, javaScriptEnabled);
  const name = `nobody${Date.now()}`;
  await openLogin(page);
  await login(page, name, "Wrong1234");
  const dialog = page.locator("dialog#modal-login");
  await expect(dialog.getByRole("alert")).toHaveText("Wrong username or password");
  await expect(dialog.getByRole("img", { name: "Captcha image" })).toBeVisible();
  // The image really is a picture from the platform.
  const image = await page.request.get("/captcha.png");
  expect(image.headers()["content-type"]).toBe("image/png");
  expect(image.headers()["cache-control"]).toContain("no-store");

  await page.goto("/?lng=TY&modal=login");
  const ty = page.locator("dialog#modal-login");
  await ty.getByLabel("Pangalan ng user").fill(name);
  await ty.getByLabel("Password ng account", { exact: true }).fill("Wrong1234");
  await ty.getByLabel("Captcha na sagot").fill("xxxx");
  await ty.getByRole("button", { name: "Mag-log in" }).click();
  await expect(ty.getByText("Mali ang captcha, subukan ang bagong larawan")).toBeVisible();
  // The picture is a new one: the spent answer is not put back in the field.
  if (!javaScriptEnabled) await expect(ty.getByLabel("Captcha na sagot")).toHaveValue("");
  await context.close();
});

test("empty fields are refused with the field's message", async ({ page }) => {
  await openLogin(page);
  const dialog = page.locator("dialog#modal-login");
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(dialog.getByText("Username cannot be empty")).toBeVisible();
  await expect(dialog.getByText("Password cannot be empty")).toBeVisible();
});

test("a non-member account cannot log in to the member site", async ({ browser, javaScriptEnabled }) => {
  const { context, page } = await fromOwnAddress(browser, javaScriptEnabled);
  await openLogin(page);
  await login(page, "staff", "Staff1234");
  await expect(page.locator("dialog#modal-login").getByRole("alert")).toHaveText("Non-member account unable to login");
  await context.close();
});

test("a visitor's member-centre link opens the login pop-up", async ({ page }) => {
  await page.goto("/member/securityCenter?lng=EN");
  await expect(page.locator("dialog#modal-login")).toBeVisible();
});
