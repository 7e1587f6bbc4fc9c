import { expect, test } from "@playwright/test";
import {
  createMember,
  freshIdentity,
  ops,
  overFifty,
  playRound,
  signInWithTicket,
  unusedMinute,
  visitorFrom,
} from "./support";

// Points earned as members play (ADR 0048), JavaScript on and off: two rounds of ₫1,000 on dice earn
// 2 points at the demo's rate (1 per ₫1,000 of valid bets), which the header shows once the accrual has run,
// and the account record lists them.

test("valid bets earn points, which appear in the header", async ({ browser, javaScriptEnabled }) => {
  const { context, page, ip } = await visitorFrom(browser, javaScriptEnabled);
  const me = await createMember(ip, freshIdentity("pt"));
  await signInWithTicket(page, me);
  await expect(page.locator("header#site-header").getByText(/^Points:/)).toHaveCount(0);
  await ops("adjust", me.username, "5000", "e2e", "points", "play");
  await page.goto("/game?nodeId=inhouse-dice&lng=EN");
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await playRound(frame, 1, overFifty);
  await playRound(frame, 2, overFifty);
  await ops("job", "run", "points-accrual", unusedMinute());
  await page.goto("/?lng=EN");
  await expect(page.locator("header#site-header").getByText("Points: 2")).toBeVisible();
  await page.goto("/member/transactionHistory?lng=EN");
  // Counted in points, not money: "+2", with the points balance after it.
  const row = page.locator('tr[data-type="points"]').first();
  await expect(row).toContainText("Points earned");
  await expect(row.locator("td.num").first()).toHaveText("+2");
  await context.close();
});
