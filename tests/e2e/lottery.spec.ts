import { expect, test, type Page } from "@playwright/test";
import { closeDraw, createMember, freshIdentity, ops, signInWithTicket, unusedMinute, visitorFrom } from "./support";
import { NORTH_RESULT } from "../support/lottery-results.js";
import { SOUTH_1 } from "../unit/lottery-golden-cases.js";

// The lottery, JavaScript on and off: a fast-draw ticket bought after its review, drawn by the
// platform's job from its committed chain, paid into the balance and the betting record, its draw verified; a
// Vietnamese ticket settled by the operator's result entered with the CLI; favourites.

/** A funded member signed in on this page. */
async function member(page: Page, ip: string, vnd: number) {
  const me = await createMember(ip, freshIdentity("lo"));
  await ops("adjust", me.username, String(vnd), "e2e", "lottery");
  await signInWithTicket(page, me);
  return me;
}

/** The current draw of the page, once it has at least `seconds` left to take a ticket (else the next one). */
async function currentIssue(page: Page, url: string, seconds = 25): Promise<string> {
  await page.goto(url);
  const left = await page.getByTestId("current-draw").getByTestId("countdown").first().innerText();
  const [m, s] = left.split(":").map(Number);
  if (m * 60 + s < seconds) {
    await page.waitForTimeout((m * 60 + s + 2) * 1000);
    await page.goto(url);
  }
  return (await page.getByTestId("current-draw").first().getAttribute("data-issue")) ?? "";
}

test("a fast-draw ticket is reviewed, bought, drawn from the chain, paid and verified", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow();
  const { context, page, ip } = await visitorFrom(browser, javaScriptEnabled);
  await member(page, ip, 100_000);
  await page.goto("/elott?gameCode=dice-1&playType=face&lng=EN");
  // The draw after the current one: a minute away, however late in its minute the test starts.
  const draws = page.locator('input[name="draws"]');
  const issue = (await draws.nth(1).getAttribute("value")) ?? "";

  // Nothing chosen: said next to the numbers, before anything is taken.
  await page.getByRole("button", { name: "Review ticket" }).click();
  await expect(page.getByText("Choose at least one number.")).toBeVisible();

  // Every face: three dice always show three of them (3 hits × ₫1,950 for ₫6,000).
  for (const face of ["1", "2", "3", "4", "5", "6"])
    await page.getByRole("checkbox", { name: face, exact: true }).check();
  for (const checked of await page.locator('input[name="draws"]:checked').all()) await checked.uncheck();
  await page.locator(`input[name="draws"][value="${issue}"]`).check();
  await page.getByLabel("Points").fill("1");
  await page.getByRole("button", { name: "Review ticket" }).click();
  const dialog = page.getByRole("dialog", { name: "Please confirm your ticket" });
  await expect(dialog.getByTestId("review-total")).toContainText("6,000.00");
  await expect(dialog.getByTestId("review-numbers")).toHaveText("1, 2, 3, 4, 5, 6");
  await dialog.getByRole("button", { name: "Buy ticket" }).click();

  await expect(page).toHaveURL(/view=tickets/);
  await expect(page.getByRole("status")).toContainText("Ticket bought: 6,000.00 for 1 draw.");
  const ticket = page.locator("li.ticket").first();
  await expect(ticket).toHaveAttribute("data-status", "open");
  // Waiting, in words: never "Won: 0.00"; the draw by its number and time, never its issue.
  await expect(ticket.getByTestId("ticket-standing")).toHaveText("Waiting for the draw");
  await expect(ticket).not.toContainText(issue);
  await expect(ticket).toContainText(`Draw no. ${Number(issue.slice(-4))}, `);

  // Its time comes now (the tests' clock), and the lottery-draws job, run through the CLI, draws it from the
  // chain and settles it in the same run — what the scheduled job does at the draw's minute.
  await closeDraw("dice-1", issue);
  expect(await ops("job", "run", "lottery-draws", unusedMinute())).toMatch(/drawn [1-9]/);
  await page.reload();
  await expect(page.locator("li.ticket").first()).toHaveAttribute("data-status", "settled");
  await expect(page.locator("li.ticket").first().getByTestId("ticket-standing")).toHaveText("Won 5,850.00");

  // The balance and the betting record.
  await page.goto("/member/personalHistoryCopy?lng=EN");
  const row = page.getByTestId("betting-record").locator("tbody tr").first();
  await expect(row).toContainText("Tài Xỉu dice, every minute");
  await expect(row).toContainText("6,000.00");
  await expect(row).toContainText("5,850.00");

  // The draw's proof, recomputed by the platform from the revealed link.
  await page.goto(`/elott?gameCode=dice-1&view=results&lng=EN`);
  const drawn = page.locator(`li[data-issue="${issue}"]`);
  await drawn.locator("summary").click();
  await drawn.getByRole("link", { name: "Verify this draw" }).click();
  await expect(page.getByTestId("proof-verdict")).toHaveText(/^Verified/);
  await context.close();
});

test("the operator's result, entered with the CLI, settles a Vietnamese ticket", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow();
  const { context, page, ip } = await visitorFrom(browser, javaScriptEnabled);
  await member(page, ip, 100_000);
  const url = "/vnlottery?gameCode=vn-north&playType=xien2&lng=EN";
  const issue = await currentIssue(page, url);

  // A combination takes exactly its count of numbers: the platform says so next to them.
  for (const n of ["13", "45", "67"]) await page.getByRole("checkbox", { name: n, exact: true }).check();
  await page.getByRole("button", { name: "Review ticket" }).click();
  await expect(page.getByText("Choose exactly 2 different numbers.")).toBeVisible();

  await page.goto(`/vnlottery?gameCode=vn-north&playType=de&lng=EN`);
  await page.getByRole("checkbox", { name: "13", exact: true }).check();
  await page.getByLabel("Points").fill("2");
  await page.getByRole("button", { name: "Review ticket" }).click();
  const dialog = page.getByRole("dialog", { name: "Please confirm your ticket" });
  await expect(dialog.getByTestId("review-total")).toContainText("2,000.00");
  await dialog.getByRole("button", { name: "Buy ticket" }).click();
  await expect(page.getByRole("status")).toContainText("Ticket bought");

  await closeDraw("vn-north", issue);
  const out = await ops("lottery", "result", "vn-north", issue, JSON.stringify(NORTH_RESULT));
  // Other tests may hold tickets on the same day's draw: at least this one settles, none is left waiting.
  expect(out).toMatch(/settled [1-9]\d*, .*waiting 0/);
  await page.goto("/vnlottery?view=tickets&lng=EN");
  const ticket = page.locator("li.ticket").first();
  await expect(ticket).toHaveAttribute("data-status", "settled");
  // Đề pays ₫85,000 a point: 2 points; what decided it, in words.
  await expect(ticket.getByTestId("ticket-standing")).toHaveText("Won 170,000.00");
  await expect(ticket.getByTestId("settlement-lines")).toHaveText("13: Special prize 98713, 1 hit");
  await context.close();
});

test("a settled ticket shows the draw's prizes and the numbers that counted; a corrected result shows its reason and the win before and after, in English and Tagalog", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow();
  const { context, page, ip } = await visitorFrom(browser, javaScriptEnabled);
  await member(page, ip, 100_000);
  // The last draws offered, days ahead, one per project: the correction below changes no other test's ticket.
  await page.goto("/vnlottery?gameCode=vn-south&playType=de&lng=EN");
  const offered = page.locator('input[name="draws"]');
  await expect(offered.first()).toBeAttached();
  const issue = (await offered.nth((await offered.count()) - (javaScriptEnabled ? 1 : 2)).getAttribute("value")) ?? "";
  for (const checked of await page.locator('input[name="draws"]:checked').all()) await checked.uncheck();
  await page.locator(`input[name="draws"][value="${issue}"]`).check();
  await page.getByRole("checkbox", { name: "47", exact: true }).check();
  await page.getByLabel("Points").fill("2");
  await page.getByRole("button", { name: "Review ticket" }).click();
  await page
    .getByRole("dialog", { name: "Please confirm your ticket" })
    .getByRole("button", { name: "Buy ticket" })
    .click();
  await expect(page.getByRole("status")).toContainText("Ticket bought");
  await closeDraw("vn-south", issue);
  expect(await ops("lottery", "result", "vn-south", issue, JSON.stringify(SOUTH_1))).toMatch(/settled [1-9]/);

  // The ticket's own page: the prizes the settlement read, each number apart, the one that counted marked.
  await page.goto("/vnlottery?view=tickets&lng=EN");
  const listed = page.locator(`li.ticket:has(li[data-issue="${issue}"])`);
  await expect(listed.getByTestId("ticket-standing")).toHaveText("Won 170,000.00");
  await expect(listed.getByTestId("settlement-lines")).toHaveText("47: Special prize 815347, 1 hit");
  await listed.getByRole("link", { name: "Southern Vietnam lottery (Miền Nam)" }).click();
  await expect(page).toHaveURL(/ticket=/);
  const prizes = page.locator("details.ticket__prizes table.prize-table");
  await expect(prizes).toBeVisible();
  await expect(prizes.locator("mark.prize-number--hit")).toHaveText(/^815347/);
  expect(await prizes.locator("tr", { hasText: "Fourth prize" }).locator("td").textContent()).toBe(
    "61504 93247 08182 45631 77390 12858 30476",
  );
  await expect(page.locator("main")).not.toContainText(issue);

  // The operator corrects the special prize, with the reason: the ticket says so, with its win before and after.
  const corrected = { ...SOUTH_1, special: ["000000"] };
  expect(
    await ops(
      "lottery",
      "result",
      "vn-south",
      issue,
      JSON.stringify(corrected),
      "typo",
      "in",
      "the",
      "special",
      "prize",
    ),
  ).toMatch(/resettled [1-9]/);
  await page.reload();
  await expect(page.getByTestId("ticket-standing")).toHaveText("No win");
  await expect(page.getByTestId("ticket-correction")).toHaveText(
    /^The result was corrected on .+ \(typo in the special prize\): this ticket had won 170,000.00 and now wins 0.00\.$/,
  );
  await expect(page.getByTestId("settlement-lines")).toHaveText("47: not among the prize numbers, no hit");
  await expect(
    page.locator("details.ticket__prizes table.prize-table").locator("tr", { hasText: "Special prize" }),
  ).toContainText("000000");

  // The same page in Tagalog.
  const tagalog = new URL(page.url());
  tagalog.searchParams.set("lng", "TY");
  await page.goto(tagalog.toString());
  await expect(page.getByTestId("ticket-standing")).toHaveText("Walang panalo");
  await expect(page.getByTestId("ticket-correction")).toHaveText(
    /^Itinama ang resulta noong .+ \(typo in the special prize\): nanalo dati ang tiket na ito ng 170,000.00, ngayon ay 0.00\.$/,
  );
  await expect(page.getByTestId("settlement-lines")).toHaveText("47: wala sa mga numerong nanalo, walang tama");
  await expect(page.locator("details.ticket__prizes table.prize-table")).toContainText("Espesyal na premyo");
  await context.close();
});

test("favourites: a member stars a game, a visitor is asked to log in", async ({ browser, javaScriptEnabled }) => {
  const { context, page, ip } = await visitorFrom(browser, javaScriptEnabled);
  await page.goto("/lottery?lng=EN");
  await page
    .locator('li[data-game="sea-thai"]')
    .getByRole("link", { name: /Add .* to favourites/ })
    .click();
  await expect(page.locator("dialog#modal-login")).toBeVisible();

  await member(page, ip, 1_000);
  await page.goto("/lottery?lng=EN");
  const card = page.locator('li[data-game="sea-thai"]');
  await card.getByRole("button", { name: /Add .* to favourites/ }).click();
  await expect(
    page.locator('li[data-game="sea-thai"]').getByRole("button", { name: /Remove .* from favourites/ }),
  ).toHaveAttribute("aria-pressed", "true");
  // Favourites come first.
  await expect(page.locator("li.lottery-card").first()).toHaveAttribute("data-game", "sea-thai");
  await page.reload();
  await expect(page.locator("li.lottery-card").first()).toHaveAttribute("data-game", "sea-thai");
  await page
    .locator('li[data-game="sea-thai"]')
    .getByRole("button", { name: /Remove .* from favourites/ })
    .click();
  await expect(
    page.locator('li[data-game="sea-thai"]').getByRole("button", { name: /Add .* to favourites/ }),
  ).toHaveAttribute("aria-pressed", "false");
  await context.close();
});

test("Tiếng Việt shows the lottery in Vietnamese and the rest of the site in its own language", async ({ page }) => {
  await page.goto("/vnlottery?gameCode=vn-south&lng=VI");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Xổ số Việt Nam");
  await expect(page.getByRole("link", { name: "Lô 2 số" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Xem lại vé" })).toBeVisible();
  await expect(page.locator("section.lottery")).toHaveAttribute("lang", "vi");
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "tl");
  await expect(page.locator("#language-select")).toHaveValue("VI");
  await page.goto("/vnlottery?lng=EN");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vietnamese lottery");
});

test("every lottery route sells its games' tickets, and the lobby remembers what was played", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow();
  const { context, page, ip } = await visitorFrom(browser, javaScriptEnabled);
  await member(page, ip, 200_000);
  const buy = async (url: string, choose: () => Promise<void>, total: string) => {
    await currentIssue(page, url, 30);
    await choose();
    await page.getByRole("button", { name: "Review ticket" }).click();
    const dialog = page.getByRole("dialog", { name: "Please confirm your ticket" });
    await expect(dialog.getByTestId("review-total")).toContainText(total);
    await dialog.getByRole("button", { name: "Buy ticket" }).click();
    await expect(page.getByRole("status")).toContainText("Ticket bought");
    await expect(page.locator("li.ticket").first()).toHaveAttribute("data-status", "open");
  };
  // The southern lô covers 18 positions: ₫18,000 a point and number.
  await buy(
    "/vnLottery?gameCode=vn-south&playType=lo2&lng=EN",
    () => page.getByRole("checkbox", { name: "27", exact: true }).check(),
    "18,000.00",
  );
  // Three digits are typed.
  await buy(
    "/seaLottery?gameCode=sea-thai&playType=top3&lng=EN",
    () => page.getByLabel("Type your 3-digit numbers, separated by spaces").fill("123 907"),
    "2,000.00",
  );
  await buy(
    "/lottery?gameCode=dice-5&playType=sum&lng=EN",
    () => page.getByRole("checkbox", { name: "Total 10", exact: true }).check(),
    "1,000.00",
  );
  await page.goto("/lottery?lng=EN");
  const recent = page.getByRole("navigation", { name: "Played lately" });
  for (const name of [
    "Southern Vietnam lottery (Miền Nam)",
    "Thai-style lottery (1st and 16th)",
    "Tài Xỉu dice, every 5 minutes",
  ])
    await expect(recent.getByRole("link", { name })).toBeVisible();
  await context.close();
});
