import { expect, test } from "@playwright/test";
import { createMember, freshIdentity, ops, overFifty, playRound, signInWithTicket, visitorFrom } from "./support";

// Missions and the leaderboard, JavaScript on and off: a new member's open missions badge the menu; a
// real round of ₫50,000 completes the demo's daily valid-bet mission, whose 20 points are claimed once; the
// weekly leaderboard ranks the member by that round with the name masked.

test("a real round completes a mission, claimed once, and ranks the member on the leaderboard", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow();
  const { context, page, ip } = await visitorFrom(browser, javaScriptEnabled);
  const me = await createMember(ip, freshIdentity("msn"));
  await ops("adjust", me.username, "60000", "e2e", "mission", "play");
  await signInWithTicket(page, me);
  await page.goto("/member/missionLeaderboard?lng=EN");
  const openCount = page.getByTestId("open-missions").locator(".unread-badge__count");
  const openBefore = Number(await openCount.innerText());
  expect(openBefore).toBeGreaterThanOrEqual(1);
  const mission = page.locator("li[data-mission]").filter({ hasText: "Place ₫50,000 in valid bets today: 20 points" });
  await expect(mission).toContainText("Place 50,000.00 in valid bets on any game.");
  await expect(mission).toContainText("0% — 0.00 of 50,000.00");
  await expect(mission.getByRole("button", { name: /^Claim/ })).toHaveCount(0);

  await page.goto("/game?nodeId=inhouse-dice&lng=EN");
  await playRound(page.frameLocator('[data-testid="game-frame"]'), 1, overFifty, "50000");
  await page.goto("/member/missionLeaderboard?lng=EN");
  await expect(mission).toContainText("100% — 50,000.00 of 50,000.00");
  await mission.getByRole("button", { name: "Claim: Place ₫50,000 in valid bets today: 20 points" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Claimed: 20 points." })).toBeVisible();
  await expect(mission).toContainText("Reward claimed");
  await expect(mission.getByRole("button", { name: /^Claim/ })).toHaveCount(0);
  await expect(openCount).toHaveText(String(openBefore - 1));

  await page.getByRole("link", { name: "Leaderboard", exact: true }).click();
  const board = page.locator("section[data-board]").first();
  await expect(board.getByTestId("leaderboard-mine")).toContainText(/Your rank: #\d+ with 50,000\.00/);
  await expect(board.getByRole("cell", { name: `${me.username.slice(0, 2)}***` }).first()).toBeVisible();
  await expect(board).not.toContainText(me.username);
  await context.close();
});

test("home shows the winners board from real rounds", async ({ browser, javaScriptEnabled }) => {
  const { context, page } = await visitorFrom(browser, javaScriptEnabled);
  await page.goto("/?lng=EN");
  await expect(page.getByRole("heading", { name: "Recent big wins" })).toBeVisible();
  await context.close();
});
