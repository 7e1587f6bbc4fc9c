import { expect, test, type Page } from "@playwright/test";
import { createMember, freshIdentity, minor, ops, ownAddress, signInWithTicket, visitorFrom } from "./support";
import { expectAccessibleOnPhone } from "./support-a11y";

// The sabong arena, JavaScript on and off: the operator opens a fight with the CLI, a visitor is asked
// to log in to bet, two members bet Meron and Wala after a review, the page shows the pool and the live payouts, the
// operator closes the fight (payouts fixed) and gives Meron the win, and the Meron member sees the bet paid at the
// fixed payout in their bets and their balance. Then the arena's screens pass axe on a 360 px phone.

/**
 * Opens a fight with the CLI and answers its number. One fight at a time: a fight another test left on is cancelled
 * first (a sandbox fight gives way by itself).
 */
async function openFight(meron: string, wala: string): Promise<number> {
  const open = () => ops("cockfight", "open", meron, wala);
  const out = await open().catch(async () => {
    await ops("cockfight", "result", "cancelled", "e2e: another test's fight").catch(() => "");
    return open();
  });
  const number = /fight #(\d+)/.exec(out)?.[1];
  if (!number) throw new Error(`no fight number in:\n${out}`);
  return Number(number);
}

/** A funded member signed in on this page. */
async function member(page: Page, ip: string, vnd: number) {
  const me = await createMember(ip, freshIdentity("cf"));
  await ops("adjust", me.username, String(vnd), "e2e", "cockfight");
  await signInWithTicket(page, me);
  return me;
}

/** Reviews and places a bet on the arena's current fight. */
async function bet(page: Page, side: "Meron" | "Wala", stake: string, number: number) {
  await page.goto("/cockfight?lng=EN");
  await expect(page.getByTestId("current-fight")).toHaveAttribute("data-fight-number", String(number));
  await page.getByRole("radio", { name: new RegExp(`^${side}`) }).check();
  await page.getByLabel("Stake (VND)").fill(stake);
  await page.getByRole("button", { name: "Review bet" }).click();
  const dialog = page.getByRole("dialog", { name: "Please confirm your bet" });
  await expect(dialog.getByTestId("review-side")).toContainText(side);
  await expect(dialog.getByTestId("review-stake")).toHaveText(stake);
  await dialog.getByRole("button", { name: "Place bet" }).click();
  await expect(page.getByRole("status")).toHaveText(`Bet placed: ${stake} on ${side}, fight #${number}.`);
}

test("two members bet Meron and Wala; the operator closes the fight and gives Meron the win, paid at the fixed payout", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow();
  const number = await openFight("Red Rooster", "White Hawk");

  // A visitor sees the fight and is asked to log in to bet.
  const meronSide = await visitorFrom(browser, javaScriptEnabled);
  const page = meronSide.page;
  await page.goto("/cockfight?lng=EN");
  const board = page.getByTestId("current-fight");
  await expect(board).toHaveAttribute("data-fight-number", String(number));
  await expect(board).toContainText("Red Rooster");
  await expect(board).toContainText("White Hawk");
  await expect(board.getByTestId("fight-status")).toHaveText("Open for bets");
  await expect(board.getByTestId("countdown")).toHaveText(/^0[0-5]:\d\d$/);
  await page.getByRole("radio", { name: /^Meron/ }).check();
  await page.getByLabel("Stake (VND)").fill("1,000");
  await page.getByRole("button", { name: "Review bet" }).click();
  await expect(page.locator("dialog#modal-login")).toBeVisible();

  // The Meron member: no side and a stake under the fight's minimum, each said next to its field.
  await member(page, meronSide.ip, 100_000);
  await page.goto("/cockfight?lng=EN");
  await page.getByLabel("Stake (VND)").fill("50");
  await page.getByRole("button", { name: "Review bet" }).click();
  await expect(page.getByText("Choose Meron, Wala or Draw.")).toBeVisible();
  await expect(page.getByText("The stake must be from 100.00 to 5,000,000.00.")).toBeVisible();
  await bet(page, "Meron", "1,000.00", number);

  const walaSide = await visitorFrom(browser, javaScriptEnabled);
  await member(walaSide.page, walaSide.ip, 100_000);
  await bet(walaSide.page, "Wala", "3,000.00", number);
  await walaSide.context.close();

  // Both sides backed: the pool, and live payouts per 100 above the 107 that would cancel the fight.
  await page.goto("/cockfight?lng=EN");
  await expect(page.getByTestId("pool-meron")).toHaveText("1,000.00");
  await expect(page.getByTestId("pool-wala")).toHaveText("3,000.00");
  await expect(page.locator("table.pool-table")).toHaveAttribute("data-fixed", "false");
  for (const side of ["meron", "wala"])
    expect(minor(await page.getByTestId(`payout-${side}`).innerText())).toBeGreaterThan(10_700n);
  await expect(page.getByTestId("my-fight-bets").locator("tbody tr")).toHaveCount(1);

  // Closed: the payouts fixed. Meron wins: the stake × the fixed payout per 100 / 100, rounded down.
  expect(await ops("cockfight", "close")).toContain(`fight #${number} closed`);
  await page.goto("/cockfight?lng=EN");
  await expect(page.getByTestId("fight-status")).toHaveText("Closed");
  await expect(page.locator("table.pool-table")).toHaveAttribute("data-fixed", "true");
  await expect(page.getByTestId("betting-closed")).toBeVisible();
  const per100 = minor(await page.getByTestId("payout-meron").innerText());
  const paid = (100_000n * per100) / 10_000n;
  expect(await ops("cockfight", "result", "meron")).toMatch(
    new RegExp(`fight #${number} settled meron[^]*[1-9]\\d* bet\\(s\\) settled`),
  );

  await page.goto("/cockfight?lng=EN");
  const row = page.getByTestId("my-bets").locator(`tbody tr[data-fight-number="${number}"]`);
  await expect(row).toHaveAttribute("data-status", "won");
  await expect(row.getByTestId("bet-return")).toHaveText(formatVnd(paid));
  // What decided it: the result and the payout per 100 it was paid at.
  await expect(row.getByTestId("bet-why")).toHaveText(`Meron wins: paid at ${formatVnd(per100)} per 100`);
  await expect(page.locator("header#site-header").getByTestId("header-balance")).toHaveText(
    new RegExp(`${formatVnd(10_000_000n - 100_000n + paid).replace(/[.]/g, "\\.")}$`),
  );
  const past = page.getByTestId("fight-history").locator(`li[data-fight-number="${number}"]`);
  await expect(past).toContainText("Meron wins");
  await expect(past).toContainText(`Meron ${formatVnd(per100)}`);

  // The betting record shows the fight's bet as a round of Laro Sabong, paid at the fixed payout.
  await page.goto("/member/personalHistoryCopy?lng=EN");
  const record = page.getByTestId("betting-record").locator("tbody tr").first();
  await expect(record).toContainText("Laro Sabong");
  await expect(record).toContainText("1,000.00");
  await expect(record).toContainText(formatVnd(paid));
  await page.goto("/cockfight?lng=TY");
  await expect(
    page.getByTestId("my-bets").locator(`tbody tr[data-fight-number="${number}"]`).getByTestId("bet-why"),
  ).toHaveText(`Panalo ang Meron: binayaran sa ${formatVnd(per100)} bawat 100`);
  await meronSide.context.close();
});

/** Minor units → "1,234.50", as the pages show amounts. */
function formatVnd(value: bigint): string {
  const digits = value.toString().padStart(3, "0");
  return `${digits.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${digits.slice(-2)}`;
}

test("the arena passes axe on a 360 px phone: the fight, the review, the member's bets and a cancelled fight", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow();
  const ip = ownAddress();
  const me = await createMember(ip, freshIdentity("ca"));
  await ops("adjust", me.username, "100000", "e2e", "accessibility");
  // "Off" is the server's HTML with every script refused (as lottery-a11y.spec.ts): axe itself needs JavaScript.
  const { context, page } = await visitorFrom(browser, true, ip);
  if (!javaScriptEnabled) await context.route(/\.m?js(\?|$)/, (route) => route.abort());
  await page.setViewportSize({ width: 360, height: 800 });
  await signInWithTicket(page, me);

  const number = await openFight("Blue Comet Roundhead of Batangas", "Red Flame Kelso of Pampanga");
  await page.goto("/cockfight?lng=EN");
  await expect(page.getByTestId("current-fight")).toHaveAttribute("data-fight-number", String(number));
  await expectAccessibleOnPhone(page, "the arena");
  await page.getByRole("radio", { name: /^Draw/ }).check();
  await page.getByLabel("Stake (VND)").fill("200");
  await page.getByRole("button", { name: "Review bet" }).click();
  const dialog = page.getByRole("dialog", { name: "Please confirm your bet" });
  // Draw pays 8:1: 900 per 100.
  await expect(dialog.getByTestId("review-return")).toHaveText("1,800.00");
  await expectAccessibleOnPhone(page, "the review");
  await dialog.getByRole("button", { name: "Place bet" }).click();
  await expect(page.getByTestId("my-fight-bets").locator("tbody tr")).toHaveCount(1);
  await expectAccessibleOnPhone(page, "the member's bets");

  // One side empty at close: the fight is cancelled and every bet refunded, the reason in the results.
  expect(await ops("cockfight", "close")).toContain(`fight #${number} cancelled`);
  await page.goto("/cockfight?lng=EN");
  const row = page.getByTestId("my-bets").locator(`tbody tr[data-fight-number="${number}"]`);
  await expect(row).toHaveAttribute("data-status", "refunded");
  await expect(row.getByTestId("bet-return")).toHaveText("200.00");
  await expect(row.getByTestId("bet-why")).toHaveText("Cancelled (nobody bet on one side): all bets refunded.");
  await expect(page.getByTestId("fight-history").locator(`li[data-fight-number="${number}"]`)).toContainText(
    "Cancelled (nobody bet on one side): all bets refunded.",
  );
  await expectAccessibleOnPhone(page, "results");
  await page.goto("/cockfight?lng=TY");
  await expect(
    page.getByTestId("my-bets").locator(`tbody tr[data-fight-number="${number}"]`).getByTestId("bet-why"),
  ).toHaveText("Kinansela (walang tumaya sa isang panig): ibinalik ang lahat ng taya.");
  await context.close();
});
