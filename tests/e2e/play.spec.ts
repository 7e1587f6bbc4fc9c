import { expect, test, type FrameLocator, type Page } from "@playwright/test";
import {
  createMember,
  minor,
  ops,
  overFifty,
  ownAddress,
  playRound,
  visitorFrom,
  signInWithTicket,
  unusedMinute,
} from "./support";

// Playing the in-house games end to end, JavaScript on and off: /game frames the game the
// platform launched; each bet goes through the seamless wallet; the header balance, the account record
// and the betting record agree to the unit; a round verifies once its seed has been rotated out.

test.describe.configure({ timeout: 120_000 });

async function openGame(page: Page, nodeId: string) {
  await page.goto(`/game?nodeId=${nodeId}`);
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByRole("button", { name: "Place bet" })).toBeVisible();
  return frame;
}

test("a visitor who opens a game gets the login pop-up, and once logged in the game opens", async ({
  browser,
  javaScriptEnabled,
}) => {
  const ip = ownAddress();
  const member = await createMember(ip);
  const { context, page } = await visitorFrom(browser, javaScriptEnabled, ip);
  await page.goto("/inhouse?lng=EN");
  await page.locator('[data-node-id="inhouse-dice"]').getByRole("link").click();
  await expect(page).toHaveURL(/\/game\?nodeId=inhouse-dice&modal=login$/);
  await expect(page.getByText("You are not logged in, please login")).toBeVisible();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Username").fill(member.username);
  await dialog.getByLabel("Password", { exact: true }).fill(member.password);
  await dialog.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/game\?nodeId=inhouse-dice$/);
  await expect(
    page.frameLocator('[data-testid="game-frame"]').getByRole("button", { name: "Place bet" }),
  ).toBeVisible();
  // Straight to /game (a shared link), the message and a way to the login pop-up.
  await context.clearCookies();
  await page.goto("/game?nodeId=inhouse-dice&lng=EN");
  await expect(page.getByText("You are not logged in, please login")).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "Log in" }).click();
  await expect(page).toHaveURL(/modal=login/);
  await context.close();
});

test("a member plays dice, mines and the slot; balance, account record and betting record agree; a round verifies", async ({
  browser,
  javaScriptEnabled,
}) => {
  const ip = ownAddress();
  const member = await createMember(ip);
  await ops("adjust", member.username, "100000", "e2e", "play", "money");
  const { context, page } = await visitorFrom(browser, javaScriptEnabled, ip);
  await signInWithTicket(page, member);

  let paid = 0n;
  let nonce = 0;
  const diceRounds: string[] = [];
  const dice = await openGame(page, "inhouse-dice");
  for (let i = 0; i < 3; i++) {
    const round = await playRound(dice, ++nonce, overFifty);
    paid += round.paid;
    diceRounds.push(/Roll [\d.]+/.exec(round.text)![0]);
  }
  const mines = await openGame(page, "inhouse-mines");
  for (let i = 0; i < 2; i++) {
    const round = await playRound(mines, ++nonce, async (frame) => {
      await frame.getByLabel("Mines", { exact: true }).selectOption("3");
      await frame.getByRole("checkbox", { name: "Tile 7", exact: true }).check({ force: true });
    });
    paid += round.paid;
    expect(round.text).toMatch(/Mines were at: \d+, \d+, \d+/);
  }
  const slot = await openGame(page, "inhouse-slot");
  for (let i = 0; i < 2; i++) paid += (await playRound(slot, ++nonce, async () => {})).paid;

  // Seven rounds of 1,000 meet the ₫1,000 sign-up bonus's wagering: the job turns it into cash now rather than
  // at whichever minute it next runs. The header, the account record and the betting record say the same.
  await ops("job", "run", "promotion-wagering", unusedMinute());
  const expected = 10_000_000n - 700_000n + paid + 100_000n;
  await page.goto("/member/transactionHistory");
  const balance = await page.locator("header#site-header").getByTestId("header-balance").innerText();
  expect(minor(balance.replace(/^\D*/, ""))).toBe(expected);
  const record = page.getByTestId("account-record");
  await expect(record.locator('tr[data-type="bet"]')).toHaveCount(7);
  const payouts = await record.locator('tr[data-type="payout"] td:nth-child(4)').allInnerTexts();
  expect(payouts.reduce((sum, cell) => sum + minor(cell.replace("+", "")), 0n)).toBe(paid);
  // The newest movement of money (the points these rounds earn are their own unit and may land meanwhile).
  const newest = await record.locator("tbody tr:not([data-type='points'])").first().locator("td").nth(4).innerText();
  expect(minor(newest)).toBe(expected);

  await page.goto("/member/personalHistoryCopy");
  const rounds = page.getByTestId("betting-record").locator("tr[data-round]");
  await expect(rounds).toHaveCount(7);
  const stakes = await rounds.locator("td:nth-child(3)").allInnerTexts();
  const wins = await rounds.locator("td:nth-child(4)").allInnerTexts();
  expect(stakes.every((cell) => cell === "1,000.00")).toBe(true);
  expect(wins.reduce((sum, cell) => sum + minor(cell), 0n)).toBe(paid);
  await expect(page.getByRole("link", { name: "Verify" })).toHaveCount(0);

  // Rotating the seeds in the game reveals the server seed; the first dice round then verifies.
  const again = await openGame(page, "inhouse-dice");
  await again.getByRole("button", { name: "Change seeds" }).click();
  await expect(again.getByTestId("revealed-seed")).toHaveCount(1);
  await page.goto("/member/personalHistoryCopy");
  const oldest = page.getByTestId("betting-record").locator("tr[data-round]").last();
  const proof = await oldest.getByRole("link", { name: "Verify" }).getAttribute("href");
  await page.goto(proof!);
  await expect(page.getByTestId("verified-outcome")).toContainText(diceRounds[0]!);
  await context.close();
});

test("every in-house game plays a round in its frame, and passes axe with the result shown", async ({
  browser,
  javaScriptEnabled,
}) => {
  const ip = ownAddress();
  const member = await createMember(ip);
  await ops("adjust", member.username, "100000", "e2e", "play", "money");
  const { context, page } = await visitorFrom(browser, javaScriptEnabled, ip);
  await signInWithTicket(page, member);
  const choices: Record<string, (frame: FrameLocator) => Promise<void>> = {
    "inhouse-limbo": async (frame) => void (await frame.getByLabel("Target multiplier").fill("1.5")),
    "inhouse-plinko": async (frame) => {
      await frame.getByLabel("Rows").selectOption("16");
      await frame.getByLabel("High").check();
    },
    "inhouse-keno": async (frame) => {
      for (const n of ["3", "17", "29"])
        await frame.getByRole("checkbox", { name: n, exact: true }).check({ force: true });
    },
    "inhouse-baccarat": async (frame) => void (await frame.getByLabel("Banker").check()),
    "inhouse-slot": async () => {},
  };
  let nonce = 0;
  for (const [nodeId, choose] of Object.entries(choices)) {
    const frame = await openGame(page, nodeId);
    const round = await playRound(frame, ++nonce, choose);
    expect(round.text).toMatch(/Won|No win/);
    if (javaScriptEnabled) {
      const { default: AxeBuilder } = await import("@axe-core/playwright");
      const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      expect(
        result.violations.map((v) => `${nodeId} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      ).toEqual([]);
    }
  }
  await context.close();
});
