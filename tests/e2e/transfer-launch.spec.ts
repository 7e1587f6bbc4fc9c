import { expect, test } from "@playwright/test";
import { createMember, minor, ops, overFifty, ownAddress, playRound, visitorFrom, signInWithTicket } from "./support";

// A transfer-mode vendor (ADR 0014), JavaScript on and off: the operator switches the in-house
// vendor to transfer mode; opening its game first asks how much to move into its wallet, refuses what
// cannot be moved with a clear message, then frames the game, whose bets come from that wallet only.

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  expect(await ops("vendor", "INHOUSE", "transfer")).toContain("transfer");
});
test.afterAll(async () => {
  await ops("vendor", "INHOUSE", "seamless");
});

test("opening a transfer-mode game moves the chosen amount into its wallet, and its bets come from there", async ({
  browser,
  javaScriptEnabled,
}) => {
  const ip = ownAddress();
  const member = await createMember(ip);
  await ops("adjust", member.username, "100000", "e2e", "transfer", "launch");
  const { context, page } = await visitorFrom(browser, javaScriptEnabled, ip);
  await signInWithTicket(page, member);

  await page.goto("/game?nodeId=inhouse-dice");
  await expect(page.getByRole("heading", { name: "Play at Laro Originals" })).toBeVisible();
  await expect(page.getByTestId("main-balance")).toHaveText("100,000.00");
  await expect(page.getByTestId("vendor-balance")).toHaveText("0.00");
  const amount = page.getByLabel("Amount to move (VND)");
  const submit = page.getByRole("button", { name: "Move and play" });

  for (const [typed, error] of [
    ["lots", "Enter an amount in VND, such as 50000 or 1,500.50."],
    ["200000", "Your balance is not enough for this amount."],
    ["0", "The game wallet is empty: move some money into it."],
  ] as const) {
    await amount.fill(typed);
    await submit.click();
    await expect(page.getByText(error)).toBeVisible();
    await expect(page.getByTestId("game-frame")).toHaveCount(0);
  }

  await amount.fill("30000");
  await submit.click();
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await expect(frame.getByTestId("game-balance")).toHaveText("30,000.00");
  const { paid } = await playRound(frame, 1, overFifty);
  const gameWallet = 3_000_000n - 100_000n + paid;
  await expect(frame.getByTestId("game-balance")).toHaveText(
    new Intl.NumberFormat("en-US", { minimumFractionDigits: 2 }).format(Number(gameWallet) / 100),
  );

  // The main wallet gave 30,000 and nothing more; the game wallet holds the rest of the round.
  await page.goto("/member/transferFund");
  await expect(page.getByTestId("main-balance")).toContainText("70,000.00");
  const row = page.getByRole("row", { name: /Laro Originals/ });
  expect(minor(await row.getByRole("cell").innerText())).toBe(gameWallet);

  // Coming back with 0 plays on with what the game wallet holds.
  await page.goto("/game?nodeId=inhouse-mines");
  await expect(page.getByTestId("vendor-balance")).toHaveText(
    new Intl.NumberFormat("en-US", { minimumFractionDigits: 2 }).format(Number(gameWallet) / 100),
  );
  await page.getByLabel("Amount to move (VND)").fill("0");
  await page.getByRole("button", { name: "Move and play" }).click();
  await expect(
    page.frameLocator('[data-testid="game-frame"]').getByRole("button", { name: "Place bet" }),
  ).toBeVisible();
  await context.close();
});
