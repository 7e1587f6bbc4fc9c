import { expect, test } from "@playwright/test";
import { minor, overFifty, playRound, visitorFrom } from "./support";

// Free demo play end to end, JavaScript on and off: a visitor who opens an in-house game
// chooses free play in the login pop-up, lands in the game with the trial account's play money
// (TRIAL_PLAY_MONEY, 2,000,000 VND by default), plays a round and sees the balance move in the frame.

test.describe.configure({ timeout: 90_000 });

test("a visitor starts free play from a game and plays dice with the play money", async ({
  browser,
  javaScriptEnabled,
}) => {
  const { context, page } = await visitorFrom(browser, javaScriptEnabled);
  await page.goto("/inhouse?lng=EN");
  await page.locator('[data-node-id="inhouse-dice"]').getByRole("link").click();
  await expect(page).toHaveURL(/\/game\?nodeId=inhouse-dice&modal=login$/);
  const dialog = page.locator("dialog#modal-login");
  await dialog.getByRole("link", { name: "Free demo" }).click();
  await expect(page).toHaveURL(/\/game\?nodeId=inhouse-dice&modal=login&freePlay=1$/);
  await dialog.getByRole("button", { name: "Start free play" }).click();
  await expect(page).toHaveURL(/\/game\?nodeId=inhouse-dice$/);

  const frame = page.frameLocator('[data-testid="game-frame"]');
  const balance = frame.getByTestId("game-balance");
  await expect(balance).toHaveText("2,000,000.00");
  // The header shows the play money too, never 'Updating…' for ever.
  await expect(page.locator("header#site-header").getByTestId("header-balance")).toHaveText(/^\D*2,000,000\.00$/);
  await expect(page.locator("header#site-header").getByText("Play money:")).toBeVisible();
  await expect(frame.getByTestId("play-money")).toHaveText("Play money of the free demo, not real money");

  const { paid } = await playRound(frame, 1, overFifty);
  await expect(balance).not.toHaveText("2,000,000.00");
  expect(minor(await balance.innerText())).toBe(200_000_000n - 100_000n + paid);
  // With JavaScript the header follows the rounds; without it, its refresh link does.
  if (javaScriptEnabled)
    await expect(page.locator("header#site-header").getByTestId("header-balance")).toContainText(
      await balance.innerText(),
    );
  await context.close();
});

test("a trial player is warned up front where a form would refuse a trial account: the lottery, the sportsbook, the arena", async ({
  browser,
  javaScriptEnabled,
}) => {
  const { context, page } = await visitorFrom(browser, javaScriptEnabled);
  await page.goto("/?lng=EN&modal=login&freePlay=1");
  await page.locator("dialog#modal-login").getByRole("button", { name: "Start free play" }).click();
  await expect(page.locator("header#site-header").getByText("Play money:")).toBeVisible();

  // SPEC §6 in_need_true_account, in place of the ticket form: nothing to fill in that would then be refused.
  await page.goto("/elott?gameCode=dice-1&playType=face&lng=EN");
  await expect(page.getByTestId("current-draw")).toBeVisible();
  const warning = page.getByTestId("true-account-needed");
  await expect(warning).toContainText("This needs a real account. Please register to use it.");
  await expect(page.getByRole("button", { name: "Review ticket" })).toHaveCount(0);
  await expect(page.getByLabel("Points")).toHaveCount(0);
  await warning.getByRole("link", { name: "Open a real account" }).click();
  await expect(page.locator("dialog#modal-needTrueAccount")).toBeVisible();

  // The sportsbook's slip and the arena's bet form the same.
  await page.goto("/sports?tab=early&lng=EN");
  const odds = page.locator("button.odds-button:not([disabled])").first();
  if ((await odds.count()) > 0) {
    await odds.click();
    await expect(page.locator("#bet-slip li.slip-item")).toHaveCount(1);
    await expect(page.locator("#bet-slip").getByTestId("true-account-needed")).toBeVisible();
    await expect(page.locator("#bet-slip").getByRole("button", { name: "Review bet" })).toHaveCount(0);
  }
  await page.goto("/cockfight?lng=EN");
  await expect(page.locator("form.bet-form")).toHaveCount(0);
  await context.close();
});
