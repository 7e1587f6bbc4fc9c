import { expect, test } from "@playwright/test";
import { createMember, freshIdentity, ops, ownAddress, signInWithTicket, visitorFrom } from "./support";
import { expectAccessibleOnPhone } from "./support-a11y";

// The sportsbook's screens pass axe (WCAG 2.1 A and AA) with real content on a 360 px phone, and keep
// within it: the lobby, an event's markets with quarter lines, the slip with two selections and its confirmation,
// and the member's bets. "Off" is the server's HTML with every script refused, as in lottery-a11y.

test.describe.configure({ timeout: 120_000 });

test("the sportsbook's screens pass axe on a phone", async ({ browser, javaScriptEnabled }) => {
  const ip = ownAddress();
  const member = await createMember(ip, freshIdentity("sa"));
  await ops("adjust", member.username, "100000", "e2e", "accessibility");
  const { context, page } = await visitorFrom(browser, true, ip);
  if (!javaScriptEnabled) await context.route(/\.m?js(\?|$)/, (route) => route.abort());
  await page.setViewportSize({ width: 360, height: 800 });
  await signInWithTicket(page, member);

  const s = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const competition = `E2E Very Long Competition Name Premier Division ${s}`;
  const startsAt = new Date(Date.now() + 2 * 24 * 3600_000).toISOString();
  const ids: string[] = [];
  for (const [ref, home, away] of [
    [`e2e-aa-${s}`, "Internazionale Milano Football Club", "Borussia Mönchengladbach"],
    [`e2e-ab-${s}`, "Wolverhampton Wanderers", "Brighton and Hove Albion"],
  ]) {
    const out = await ops(
      "events",
      "create",
      JSON.stringify({
        ref,
        sport: "football",
        competition,
        home,
        away,
        startsAt,
        markets: [
          { type: "1x2", odds: { home: "2.45", draw: "3.30", away: "2.90" } },
          { type: "ah", line: "-0.25", odds: { home: "1.92", away: "1.98" } },
          { type: "ah", line: "0.75", odds: { home: "1.80", away: "2.05" } },
          { type: "ou", line: "2.25", odds: { over: "1.95", under: "1.85" } },
          { type: "cs", odds: { "1:0": "7.50", "2:1": "9.00", "0:0": "11.00", other: "3.10" } },
        ],
      }),
    );
    ids.push(/\(([0-9a-f-]{36})\)/.exec(out)?.[1] ?? "");
  }

  await page.goto(`/sports?tab=early&sport=football&competition=${encodeURIComponent(competition)}&lng=EN`);
  await expect(page.locator("li.event-card")).toHaveCount(2);
  await expectAccessibleOnPhone(page, "lobby");

  await page.goto(`/sports?event=${ids[0]}&lng=EN`);
  await expect(page.locator(".market-group")).toHaveCount(4);
  await expectAccessibleOnPhone(page, "event page");
  await page
    .locator('.market[data-type="1x2"]')
    .getByRole("button", { name: /^Internazionale/ })
    .click();
  await expect(page.locator("#bet-slip li.slip-item")).toHaveCount(1);
  await page.goto(`/sports?event=${ids[1]}&lng=EN`);
  await page.locator('.market[data-type="ou"]').getByRole("button", { name: /^Over/ }).click();
  await expect(page.locator("#bet-slip li.slip-item")).toHaveCount(2);
  // A stake the slip refuses before the confirmation: said next to its field.
  await page.locator("#bet-slip").getByLabel("Parlay stake").fill("12,34");
  await page.getByRole("button", { name: "Review bet" }).click();
  await expect(page.locator("#bet-slip").getByText("Enter the stake as an amount")).toBeVisible();
  await expectAccessibleOnPhone(page, "slip");
  await page.locator("#bet-slip").getByLabel("Parlay stake").fill("2000");
  await page.getByRole("button", { name: "Review bet" }).click();
  const review = page.getByRole("dialog", { name: "Please confirm your bet" });
  await expect(review).toBeVisible();
  await expectAccessibleOnPhone(page, "confirmation");
  await review.getByRole("button", { name: "Place bet" }).click();
  await expect(page.getByRole("status").filter({ hasText: "placed" })).toBeVisible();

  await page.goto("/sports?view=bets&lng=EN");
  await expect(page.locator("li.bet-card")).toHaveCount(1);
  await expectAccessibleOnPhone(page, "my bets");
  await context.close();
});
