import { expect, test } from "@playwright/test";
import {
  closeDraw,
  createMember,
  freshIdentity,
  ops,
  ownAddress,
  signInWithTicket,
  unusedMinute,
  visitorFrom,
} from "./support";
import { expectAccessibleOnPhone } from "./support-a11y";

// The lottery's screens pass axe (WCAG 2.1 A and AA) with real content, on a 360 px phone, and keep
// within it: the lobby, a game's number grid, the review dialog, results with their prizes opened, the member's
// tickets and a draw's proof. "Off" is the server's HTML with every script refused, as in member-centre-a11y.

test.describe.configure({ timeout: 120_000 });

test("the lottery's screens pass axe on a phone", async ({ browser, javaScriptEnabled }) => {
  const ip = ownAddress();
  const member = await createMember(ip, freshIdentity("la"));
  await ops("adjust", member.username, "100000", "e2e", "accessibility");
  const { context, page } = await visitorFrom(browser, true, ip);
  if (!javaScriptEnabled) await context.route(/\.m?js(\?|$)/, (route) => route.abort());
  await page.setViewportSize({ width: 360, height: 800 });
  await signInWithTicket(page, member);

  await page.goto("/lottery?lng=EN");
  await expectAccessibleOnPhone(page, "lobby");
  await page.goto("/vnlottery?gameCode=vn-north&playType=lo2&lng=EN");
  await expectAccessibleOnPhone(page, "the number grid");
  await page.getByRole("checkbox", { name: "27", exact: true }).check();
  await page.getByRole("button", { name: "Review ticket" }).click();
  await expect(page.getByRole("dialog", { name: "Please confirm your ticket" })).toBeVisible();
  await expectAccessibleOnPhone(page, "the review");
  await page
    .getByRole("dialog", { name: "Please confirm your ticket" })
    .getByRole("button", { name: "Buy ticket" })
    .click();
  await expect(page.locator("li.ticket").first()).toBeVisible();
  await expectAccessibleOnPhone(page, "my tickets");

  // A draw with its result: the next dice draw's time let come, and the draw job run (as lottery.spec.ts does).
  await page.goto("/elott?gameCode=dice-1&lng=EN");
  const issue = (await page.locator('input[name="draws"]').nth(1).getAttribute("value")) ?? "";
  await closeDraw("dice-1", issue);
  await ops("job", "run", "lottery-draws", unusedMinute());
  await page.goto("/elott?gameCode=dice-1&view=results&lng=EN");
  const drawn = page.locator(`li.results-list__item[data-issue="${issue}"]`);
  await expect(drawn).toBeVisible();
  await drawn.locator("summary").click();
  await expectAccessibleOnPhone(page, "results");
  await drawn.getByRole("link", { name: "Verify this draw" }).click();
  await expect(page.getByTestId("proof-verdict")).toHaveText(/^Verified/);
  await expectAccessibleOnPhone(page, "proof");
  await context.close();
});
