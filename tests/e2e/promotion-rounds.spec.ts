import { expect, test, type Browser } from "@playwright/test";
import { createMember, freshIdentity, ops, overFifty, playRound, signInWithTicket, visitorFrom } from "./support";

// Free spins and the lucky draw (ADR 0047), JavaScript on and off: the demo's ten free spins are
// claimed and spun on their promotion's page, each with its result and proof, and what they won is paid once as
// a bonus; a lucky draw takes an entry after play, is drawn by the operator at its time, and shows the seed that
// its published hash committed to, the masked winner and what the member won.

async function member(browser: Browser, javaScriptEnabled: boolean) {
  const { context, page, ip } = await visitorFrom(browser, javaScriptEnabled);
  const me = await createMember(ip, freshIdentity("f"));
  await signInWithTicket(page, me);
  return { context, page, me };
}

test("ten free spins are claimed and spun on the promotion's page, and their winnings paid once as a bonus", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await member(browser, javaScriptEnabled);
  // The member centre badges the reward centre with the promotions offering a step now (SPEC §3).
  const available = async () => {
    await page.goto("/member/rewardCenter?lng=EN");
    return Number(await page.getByTestId("available-count").locator(".unread-badge__count").innerText());
  };
  const before = await available();
  await page.goto("/promotions/free-spins?lng=EN");
  await expect(page.getByText("10 free spins of Laro Fortune Reels at 1,000.00 each.")).toBeVisible();
  await page.getByRole("button", { name: "Get the free spins: 10 free spins on Laro Fortune Reels" }).click();
  await expect(page.getByText("10 of 10 free spins left")).toBeVisible();
  expect(await available()).toBe(before - 1);
  await page.goto("/promotions/free-spins?lng=EN");
  for (let round = 1; round <= 10; round++) {
    await page.getByRole("button", { name: `Spin round ${round} of 10` }).click();
    await expect(page.getByTestId("free-spin-result")).toContainText(`Round ${round}:`);
  }
  await expect(page.getByText("All 10 spins have been played.")).toBeVisible();
  const spins = page.getByTestId("free-spins");
  await expect(spins.locator("tbody tr[data-round]")).toHaveCount(10);
  await expect(spins).toContainText("Nonce 10");
  // What they won, from the page's own list, is the bonus Bonus details shows (or nothing was won).
  const paid = (await spins.locator("tbody tr[data-round] td:last-child").allInnerTexts()).reduce(
    (sum, text) => sum + Number(text.replace(/,/g, "")),
    0,
  );
  const won = paid.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await page.goto("/member/bonusDetails?lng=EN");
  if (paid > 0)
    await expect(
      page.locator("article.bonus-card").filter({ hasText: "10 free spins on Laro Fortune Reels" }),
    ).toContainText(won);
  else
    await expect(
      page.locator("article.bonus-card").filter({ hasText: "10 free spins on Laro Fortune Reels" }),
    ).toHaveCount(0);
  // Claimed once: the promotion offers no second set.
  await page.goto("/promotions/free-spins?lng=EN");
  await expect(page.getByRole("button", { name: /^Get the free spins/ })).toHaveCount(0);
  await context.close();
});

test("a lucky draw takes an entry after play, is drawn at its time, and shows its seed and the winner", async ({
  browser,
  javaScriptEnabled,
}) => {
  // The draw is made at its time, 25 seconds after it is created.
  test.setTimeout(90_000);
  const { context, page, me } = await member(browser, javaScriptEnabled);
  const id = `draw-${javaScriptEnabled ? "js" : "nojs"}-${Date.now().toString(36)}`;
  const drawAt = new Date(Date.now() + 25_000);
  const rule = {
    type: "luckyDraw",
    claimMode: "claim",
    drawAt: drawAt.toISOString(),
    minValidBet: "100000",
    prizes: [{ amount: "5000000", count: 1 }],
  };
  await ops("promotions", "create", JSON.stringify({ id, category: "event", title: `Draw ${id}`, rule }));

  await page.goto(`/promotions/${id}?lng=EN`);
  await expect(page.getByText("You have not placed enough valid bets yet to enter.").first()).toBeVisible();
  await ops("adjust", me.username, "5000", "e2e", "draw", "play");
  await page.goto("/game?nodeId=inhouse-dice&lng=EN");
  await playRound(page.frameLocator('[data-testid="game-frame"]'), 1, overFifty);
  await page.goto(`/promotions/${id}?lng=EN`);
  const hash = (await page.getByTestId("lucky-draw-hash").innerText()).trim();
  expect(hash).toMatch(/^[0-9a-f]{64}$/);
  await page.getByRole("button", { name: `Enter the draw: Draw ${id}` }).click();
  await expect(page.getByText("Your entry number: #1")).toBeVisible();

  await page.waitForTimeout(Math.max(0, drawAt.getTime() - Date.now() + 500));
  await ops("promotions", "draw", id);
  await page.goto(`/promotions/${id}?lng=EN`);
  await expect(page.getByText("You won 50,000.00!")).toBeVisible();
  const seed = (await page.getByTestId("lucky-draw-seed").innerText()).trim();
  const digest = Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(seed))).toString("hex");
  expect(digest).toBe(hash);
  await expect(page.getByRole("table", { name: "Winners" })).toContainText(`${me.username.slice(0, 2)}***`);
  await context.close();
});

test("one browser claims a promotion once, whichever account signs in on it", async ({
  browser,
  javaScriptEnabled,
}) => {
  const { context, page, ip } = await visitorFrom(browser, javaScriptEnabled);
  const first = await createMember(ip, freshIdentity("d"));
  await signInWithTicket(page, first);
  await page.goto("/promotions/free-spins?lng=EN");
  await page.getByRole("button", { name: "Get the free spins: 10 free spins on Laro Fortune Reels" }).click();
  await expect(page.getByText("10 of 10 free spins left")).toBeVisible();
  // A second account on the same browser: its device name (the cookie given at login) has had the spins.
  const second = await createMember(ip, freshIdentity("d"));
  await signInWithTicket(page, second);
  await page.goto("/promotions/free-spins?lng=EN");
  await page.getByRole("button", { name: "Get the free spins: 10 free spins on Laro Fortune Reels" }).click();
  await expect(page.getByText("This promotion was already given to your device.")).toBeVisible();
  await context.close();
});
