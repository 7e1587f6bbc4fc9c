import { expect, test, type Page } from "@playwright/test";
import { createMember, freshIdentity, ops, signInWithTicket, visitorFrom } from "./support";

// The sportsbook, JavaScript on and off: a parlay of two football selections built from the event
// pages, refused when the operator moves a price between the review and the placing, accepted at the new price,
// settled from the scores entered with the CLI and shown won in My bets; an e-sports single a visitor is asked
// to log in for, and the member's odds format.

/** A funded member signed in on this page. */
async function member(page: Page, ip: string, vnd: number) {
  const me = await createMember(ip, freshIdentity("sp"));
  await ops("adjust", me.username, String(vnd), "e2e", "sports");
  await signInWithTicket(page, me);
  return me;
}

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
/** Two days ahead: always on the lobby's "early" tab, whatever the hour. */
const later = () => new Date(Date.now() + 2 * 24 * 3600_000).toISOString();

/** A fixture made with the CLI; answers its event id. */
async function createEvent(event: Record<string, unknown>): Promise<string> {
  const out = await ops("events", "create", JSON.stringify(event));
  const id = /\(([0-9a-f-]{36})\)/.exec(out)?.[1];
  expect(id, out).toBeTruthy();
  return id!;
}

/** Adds an outcome of an event's market to the slip from the event page, and waits until the slip shows it. */
async function pick(page: Page, url: string, type: string, name: RegExp, count: number) {
  await page.goto(url);
  await page.locator(`.market[data-type="${type}"]`).first().getByRole("button", { name }).click();
  await expect(page.locator("#bet-slip li.slip-item")).toHaveCount(count);
}

test("a parlay survives an odds change, is placed at the new odds and is paid when both events are won", async ({
  browser,
  javaScriptEnabled,
}) => {
  // Eight operator commands (each its own process) and a rollback after the win: longer than test.slow()'s 90 s.
  test.setTimeout(240_000);
  const { context, page, ip } = await visitorFrom(browser, javaScriptEnabled);
  await member(page, ip, 100_000);
  const s = suffix();
  const markets = (home: string) => [
    { type: "1x2", odds: { home, draw: "3.40", away: "3.60" } },
    { type: "ah", line: "-0.75", odds: { home: "1.90", away: "1.95" } },
    { type: "ou", line: "2.5", odds: { over: "1.85", under: "1.95" } },
  ];
  const [refA, refB] = [`e2e-pa-${s}`, `e2e-pb-${s}`];
  const a = await createEvent({
    ref: refA,
    sport: "football",
    competition: `E2E Cup ${s}`,
    home: "Lions",
    away: "Tigers",
    startsAt: later(),
    markets: markets("2.00"),
  });
  const b = await createEvent({
    ref: refB,
    sport: "football",
    competition: `E2E Cup ${s}`,
    home: "Eagles",
    away: "Sharks",
    startsAt: later(),
    markets: markets("1.50"),
  });

  // The lobby lists both under their competition, with the Asian pair of the quarter line.
  await page.goto(`/sports?tab=early&sport=football&competition=${encodeURIComponent(`E2E Cup ${s}`)}&lng=EN`);
  await expect(page.locator("li.event-card")).toHaveCount(2);
  await expect(page.locator(`li.event-card[data-ref="${refA}"]`)).toContainText("Lions -0.75 (-0.5/-1)");

  await pick(page, `/sports?event=${a}&lng=EN`, "1x2", /^Lions 2\.00$/, 1);
  await pick(page, `/sports?event=${b}&lng=EN`, "1x2", /^Eagles 1\.50$/, 2);
  const slip = page.locator("#bet-slip");
  await slip.getByRole("radio", { name: /^Parlay/ }).check();
  await slip.getByLabel("Parlay stake").fill("1000");
  await slip.getByRole("button", { name: "Review bet" }).click();
  const review = page.getByRole("dialog", { name: "Please confirm your bet" });
  await expect(review.getByTestId("review-combined")).toHaveText("3.00");
  await expect(review.getByTestId("review-potential")).toHaveText("3,000.00");

  // The operator moves Lions' price before the member places: the platform refuses, the new price is shown.
  await ops(
    "events",
    "odds",
    refA,
    JSON.stringify([{ type: "1x2", odds: { home: "1.80", draw: "3.40", away: "3.80" } }]),
  );
  await review.getByRole("button", { name: "Place bet" }).click();
  const again = page.getByRole("dialog", { name: "Please confirm your bet" });
  await expect(again.getByTestId("odds-changed")).toContainText("The odds have changed");
  await expect(again.getByTestId("review-combined")).toHaveText("2.70");
  await expect(again.getByTestId("review-potential")).toHaveText("2,700.00");
  await again.getByRole("button", { name: "Accept new odds and place bet" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Parlay of 2 selections placed" })).toBeVisible();
  await expect(page.getByTestId("slip-empty")).toBeVisible();

  await page.goto("/sports?view=bets&lng=EN");
  const open = page.locator("li.bet-card").first();
  await expect(open).toHaveAttribute("data-status", "open");
  await expect(open.getByTestId("bet-stake")).toHaveText("1,000.00");
  await expect(open.getByTestId("bet-potential")).toHaveText("2,700.00");

  // The parlay is settled once its last leg is: the second result settles it.
  await ops("events", "result", refA, "2-1");
  expect(await ops("events", "result", refB, "2-1")).toMatch(/settled [1-9]/);
  await page.goto("/sports?view=bets&status=settled&lng=EN");
  const won = page.locator("li.bet-card").first();
  await expect(won).toHaveAttribute("data-status", "won");
  await expect(won.getByTestId("bet-returned")).toHaveText("2,700.00");
  await expect(won.locator('li.bet-leg[data-leg-status="won"]')).toHaveCount(2);
  await expect(won.getByTestId("leg-factor").first()).toContainText("1.80");
  await expect(won).toContainText("Match result (1X2): Lions at 1.80");

  // The betting record shows the parlay as a round of Laro Sports, beside any game round.
  await page.goto("/member/personalHistoryCopy?lng=EN");
  const record = page.getByTestId("betting-record").locator("tbody tr").first();
  await expect(record).toContainText("Laro Sports");
  await expect(record).toContainText("1,000.00");
  await expect(record).toContainText("2,700.00");
  // The round leads to the bet itself, with what decided it.
  await record.getByRole("link", { name: "How it was settled" }).click();
  await expect(page.locator("li.bet-card")).toHaveCount(1);
  await expect(page.locator("li.bet-card").getByTestId("leg-why").first()).toHaveText(
    "Final score 2–1 · won at odds 1.80",
  );

  // The first result was wrong: rolled back with its reason, the parlay is open again and says what was taken back.
  expect(await ops("events", "rollback", refA, "wrong", "scorer")).toMatch(/reopened 1/);
  await page.goto("/sports?view=bets&lng=EN");
  const reopened = page.locator(`li.bet-card[data-status="open"]`).first();
  await expect(reopened.getByTestId("bet-history").locator('li[data-change="reopened"]')).toHaveText(
    /: the settlement was reversed by a rollback of the result: 2,700.00 taken back, the bet is open again until the new result\. Reason: wrong scorer$/,
  );
  // Lions lose 0-1: the parlay is lost, and its card says why and what happened before.
  expect(await ops("events", "result", refA, "0-1")).toMatch(/settled 1/);
  await page.goto("/sports?view=bets&status=settled&lng=EN");
  const lost = page.locator("li.bet-card").first();
  await expect(lost).toHaveAttribute("data-status", "lost");
  await expect(lost.getByTestId("bet-returned")).toHaveText("0.00");
  await expect(lost.getByTestId("leg-why").first()).toHaveText("Final score 0–1 · lost on this result");
  await expect(lost.getByTestId("leg-why").nth(1)).toHaveText("Final score 2–1 · won at odds 1.50");
  const history = lost.getByTestId("bet-history").locator("li");
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toHaveText(/: settled, Won, returned 2,700.00$/);
  await expect(history.nth(1)).toHaveText(/Reason: wrong scorer$/);
  await expect(history.nth(2)).toHaveText(/: settled again, Lost, returned 0.00$/);

  // The same in Tagalog.
  await page.goto("/sports?view=bets&status=settled&lng=TY");
  const inTagalog = page.locator("li.bet-card").first();
  await expect(inTagalog.getByTestId("leg-why").first()).toHaveText("Huling iskor 0–1 · natalo sa resultang ito");
  await expect(inTagalog.getByTestId("bet-history").locator("li").nth(1)).toHaveText(
    /: binawi ang pag-aayos dahil sa pagbawi ng resulta: kinuha pabalik ang 2,700.00, bukas muli ang taya hanggang sa bagong resulta\. Dahilan: wrong scorer$/,
  );
  await context.close();
});

test("an e-sports single: a visitor is asked to log in, the member places it and reads odds in the chosen format", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow();
  const { context, page, ip } = await visitorFrom(browser, javaScriptEnabled);
  const s = suffix();
  const id = await createEvent({
    ref: `e2e-es-${s}`,
    sport: "lol",
    competition: `E2E League ${s}`,
    home: "Nova",
    away: "Pulse",
    startsAt: later(),
    markets: [
      { type: "winner", odds: { home: "1.85", away: "1.95" } },
      { type: "map_winner", map: 1, odds: { home: "1.70", away: "2.10" } },
    ],
  });
  const url = `/esports?event=${id}&lng=EN`;
  await pick(page, url, "winner", /^Nova 1\.85$/, 1);
  // Every field of the slip is inside its form: text browsers ignore form= attributes and send a form's own
  // descendants only, so a single's stake outside it never arrived there (ADR 0067).
  const outside = await page
    .locator("#bet-slip input:not([type=hidden]), #bet-slip select, #bet-slip textarea")
    .evaluateAll((fields) =>
      fields
        .filter((field) => field.closest("form") === null || field.closest("form") !== (field as HTMLInputElement).form)
        .map((field) => field.getAttribute("name")),
    );
  expect(outside).toEqual([]);
  await page.locator("#bet-slip").getByLabel("Stake on Nova").fill("2000");
  await page.getByRole("button", { name: "Review bet" }).click();
  await page
    .getByRole("dialog", { name: "Please confirm your bet" })
    .getByRole("button", { name: "Place bet" })
    .click();
  await expect(page.locator("dialog#modal-login")).toBeVisible();

  // Logged in, the slip is still there.
  await member(page, ip, 10_000);
  await page.goto(url);
  await expect(page.locator("#bet-slip li.slip-item")).toHaveCount(1);
  await page.locator("#bet-slip").getByLabel("Stake on Nova").fill("2000");
  await page.getByRole("button", { name: "Review bet" }).click();
  const review = page.getByRole("dialog", { name: "Please confirm your bet" });
  await expect(review.getByTestId("review-potential")).toHaveText("3,700.00");
  await review.getByRole("button", { name: "Place bet" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 single bet(s) placed" })).toBeVisible();
  await page.goto("/esports?view=bets&lng=EN");
  const bet = page.locator("li.bet-card").first();
  await expect(bet).toHaveAttribute("data-kind", "single");
  await expect(bet.getByTestId("bet-stake")).toHaveText("2,000.00");
  await expect(bet).toContainText("Nova v Pulse");

  // Hong Kong odds: the win per 1 staked.
  await page.goto("/member/securityCenter?lng=EN");
  await page.getByLabel(/^Hong Kong/).check();
  await page.getByRole("button", { name: "Save odds format" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Odds format saved." })).toBeVisible();
  await page.goto(url);
  await expect(page.locator('.market[data-type="winner"]').getByRole("button", { name: /^Nova/ })).toHaveText(/0\.85/);
  await context.close();
});
