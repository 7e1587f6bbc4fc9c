import { expect, test, type Page } from "@playwright/test";
import { startOidcProvider, type TestProvider } from "../support/oidc-provider.js";
import { createMember, ownAddress, signInWithTicket, visitorFrom } from "./support";

// Social sign-in (SPEC §2.4, ADR 0033) against a real OpenID Connect provider started here, whose
// development sign-in pages are plain HTML forms: with and without JavaScript, a member links Google from
// My account and then logs in with the button; a cancelled, a forged and an unlinked sign-in are refused.

const PORT = Number(process.env.E2E_OIDC_PORT);
const SITE = `http://127.0.0.1:${process.env.E2E_PORT}`;
let provider: TestProvider;

test.beforeAll(async () => {
  provider = await startOidcProvider(PORT, [`${SITE}/auth/social/google/callback`]);
});
test.afterAll(async () => {
  await provider?.close();
});

/** At the provider: signs in as `subject` and allows the site, until the provider sends the browser back. */
async function passProvider(page: Page, subject: string) {
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/`));
  for (let step = 0; step < 4 && page.url().startsWith(provider.issuer); step++) {
    const login = page.locator('input[name="login"]');
    if (await login.isVisible()) {
      await login.fill(subject);
      await page.locator('input[name="password"]').fill("any password");
      await page.getByRole("button", { name: "Sign-in" }).click();
    } else {
      await page.getByRole("button", { name: "Continue" }).click();
    }
    await page.waitForLoadState();
  }
  await expect(page).toHaveURL(new RegExp(`^${SITE}/`));
}

test("a member links Google in My account, then logs in with the Google button", async ({
  browser,
  javaScriptEnabled,
}) => {
  const ip = ownAddress();
  const member = await createMember(ip);
  const subject = `g-${member.username}`;
  {
    const { context, page } = await visitorFrom(browser, javaScriptEnabled, ip);
    await signInWithTicket(page, member);
    await page.goto("/member/securityCenter?lng=EN");
    const linked = page.locator("#linked-sign-ins");
    await expect(linked).toContainText("Google: not linked");
    // Only the configured provider is offered.
    await expect(linked.getByRole("link", { name: "Link Facebook" })).toHaveCount(0);
    // A link made elsewhere (without this session's proof) starts nothing.
    await page.goto("/auth/social/google?link=made-elsewhere");
    await expect(page).toHaveURL(/\/member\/securityCenter$/);
    await expect(
      page.getByText("The Google sign-in took too long or was started in another window. Please try again."),
    ).toBeVisible();
    await page.goto("/member/securityCenter?lng=EN");
    await linked.getByRole("link", { name: "Link Google" }).click();
    await passProvider(page, subject);
    await expect(page).toHaveURL(/\/member\/securityCenter/);
    await expect(page.getByText("Google is linked: you can now log in with its button.")).toBeVisible();
    await expect(linked).toContainText(`Google: linked (${subject}@example.test)`);
    await context.close();
  }

  // Another browser, logged out: the login pop-up's button opens the same account.
  const { context, page } = await visitorFrom(browser, javaScriptEnabled, ip);
  await page.goto("/?lng=EN&modal=login");
  const dialog = page.locator("dialog#modal-login");
  await expect(dialog.getByRole("link", { name: "Continue with Facebook" })).toHaveCount(0);
  await dialog.getByRole("link", { name: "Continue with Google" }).click();
  await passProvider(page, subject);
  await expect(page.locator("header#site-header").getByRole("link", { name: "Deposit" })).toBeVisible();
  await page.goto("/member/securityCenter?lng=EN");
  await expect(page.locator("dl.facts")).toContainText(member.username);
  await expect(page.locator("table.data-table").first()).toContainText("Social sign-in");

  // Unlinked, the identity no longer opens anything.
  await page.locator("#linked-sign-ins").getByRole("button", { name: "Unlink Google" }).click();
  await expect(page.getByText("Google is unlinked.")).toBeVisible();
  await expect(page.locator("#linked-sign-ins")).toContainText("Google: not linked");
  await context.close();
});

test("a cancelled, a forged and an unlinked Google sign-in log nobody in", async ({ browser, javaScriptEnabled }) => {
  const { context, page } = await visitorFrom(browser, javaScriptEnabled);
  const dialog = page.locator("dialog#modal-login");
  const deposit = page.locator("header#site-header").getByRole("link", { name: "Deposit" });

  // Cancelled at the provider.
  await page.goto("/?lng=EN&modal=login");
  await dialog.getByRole("link", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/`));
  await page.getByRole("link", { name: "[ Cancel ]" }).click();
  await expect(dialog.getByText("The Google sign-in was cancelled. Nothing was changed.")).toBeVisible();
  await expect(deposit).toHaveCount(0);

  // An answer this browser's request did not ask for: the state does not match.
  await dialog.getByRole("link", { name: "Continue with Google" }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/`));
  await page.goto(
    `/auth/social/google/callback?code=forged-code&state=forged-state&iss=${encodeURIComponent(provider.issuer)}`,
  );
  await expect(dialog.getByText("The answer from Google could not be verified. Please try again.")).toBeVisible();
  await expect(deposit).toHaveCount(0);

  // No request waiting at all (the flow cookie was spent above).
  await page.goto("/auth/social/google/callback?code=forged-code&state=forged-state");
  await expect(
    dialog.getByText("The Google sign-in took too long or was started in another window. Please try again."),
  ).toBeVisible();

  // A real Google account nobody linked: no account is made, the way to link is said.
  await dialog.getByRole("link", { name: "Continue with Google" }).click();
  await passProvider(page, `stranger-${Date.now()}`);
  await expect(
    dialog.getByText(/This Google account is not linked to any Laro account\. Register \(or log in\) first/),
  ).toBeVisible();
  await expect(deposit).toHaveCount(0);
  await context.close();
});

test("the registration page offers the configured provider only, and says how linking works", async ({ page }) => {
  await page.goto("/register?lng=EN");
  const social = page.locator("main .social-sign-in");
  await expect(social.getByRole("link", { name: "Continue with Google" })).toHaveAttribute(
    "href",
    /^\/auth\/social\/google\?returnTo=/,
  );
  await expect(social.getByRole("link", { name: /Facebook/ })).toHaveCount(0);
  await expect(social).toContainText("Register first, then link the account under My account");
});
