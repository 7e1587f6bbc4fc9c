import { expect, test } from "@playwright/test";
import { createMember, freshIdentity, lastCode, ownAddress, visitorFrom, signInWithTicket } from "./support";

// My account (SPEC §2.6): the profile by the registration rules, with the full name set once, and a
// mobile number and an email bound with a code sent to the new one. With and without JavaScript.

test("a member sets the full name, binds a new mobile and an email with their codes, and sees them", async ({
  browser,
  javaScriptEnabled,
}) => {
  const ip = ownAddress();
  const member = await createMember(ip);
  const { context, page } = await visitorFrom(browser, javaScriptEnabled, ip);
  await signInWithTicket(page, member);
  await page.goto("/member/securityCenter?lng=EN");
  const facts = page.locator("dl.facts");

  // The profile: the full name may be set while it is empty, then only shown.
  const profile = page.locator("#profile-form");
  await profile.getByLabel("Full name").fill("JUAN DELA CRUZ");
  await profile.getByLabel("Nickname").fill("Juanito");
  await profile.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved.")).toBeVisible();
  await expect(facts).toContainText("JUAN DELA CRUZ");
  await expect(facts).toContainText("Juanito");
  await expect(profile.getByLabel("Full name")).toHaveCount(0);
  await expect(profile).toContainText("Full name: JUAN DELA CRUZ");

  // A new mobile number: the code goes to it; the number stays filled in for the second step.
  const mobile = freshIdentity().mobile;
  const mobileForm = page.locator("#bind-mobile-form");
  await mobileForm.getByLabel("New mobile number").fill(mobile);
  await mobileForm.getByRole("button", { name: "Send code" }).click();
  await expect(mobileForm.getByText(`We sent a code to +63 ${mobile}`)).toBeVisible();
  // The buttons are pending until the page's data is reloaded, which renders the section again.
  await expect(mobileForm.getByRole("button", { name: "Confirm" })).toBeEnabled();
  await expect(mobileForm.getByLabel("New mobile number")).toHaveValue(mobile);
  const code = await lastCode("sms", `+63${mobile}`);

  // A wrong code is refused with the translated message; the code step stays open.
  await mobileForm.getByLabel("Verification code").fill(code === "000000" ? "111111" : "000000");
  await mobileForm.getByRole("button", { name: "Confirm" }).click();
  await expect(mobileForm.getByText("Please enter a valid verification code")).toBeVisible();
  await expect(mobileForm.getByLabel("New mobile number")).toHaveValue(mobile);
  await expect(mobileForm.getByRole("button", { name: "Confirm" })).toBeEnabled();

  await mobileForm.getByLabel("Verification code").fill(code);
  await mobileForm.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Mobile number saved.")).toBeVisible();
  await expect(facts).toContainText(`${mobile.slice(0, 3)}****${mobile.slice(-3)}`);

  // An email address, the same way.
  const email = `${member.username}@example.com`;
  const emailForm = page.locator("#bind-email-form");
  await emailForm.getByLabel("New email address").fill(email);
  await emailForm.getByRole("button", { name: "Send code" }).click();
  await expect(emailForm.getByText(`We sent a code to ${email}`)).toBeVisible();
  await expect(emailForm.getByRole("button", { name: "Confirm" })).toBeEnabled();
  await emailForm.getByLabel("Verification code").fill(await lastCode("email", email));
  await emailForm.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByText("Email address saved.")).toBeVisible();
  await expect(facts).toContainText(`${email.slice(0, 1)}***@example.com`);
  await context.close();
});

test("in Tagalog the profile forms and their errors are translated", async ({ browser, javaScriptEnabled }) => {
  const ip = ownAddress();
  const member = await createMember(ip);
  const { context, page } = await visitorFrom(browser, javaScriptEnabled, ip);
  await signInWithTicket(page, member);
  await page.goto("/member/securityCenter?lng=TY");
  const emailForm = page.locator("#bind-email-form");
  await emailForm.getByLabel("Bagong email address").fill("not-an-address");
  await emailForm.getByRole("button", { name: "Ipadala ang code" }).click();
  await expect(emailForm.locator(".field__error")).not.toBeEmpty();
  await expect(emailForm.locator(".field__error")).not.toContainText("auth:");
  await context.close();
});
