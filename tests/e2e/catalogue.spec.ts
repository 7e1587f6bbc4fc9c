import { expect, test, type Page } from "@playwright/test";
import { createMember, ops, ownAddress, platform, visitorFrom, signInWithTicket } from "./support";

// The games catalogue on the web (item 4): category lobbies and a name search; the in-house page;
// the home lanes of SPEC §4 and a vendor's pop-up game list; favourites that change only once the
// platform has confirmed them. Only connected vendors are offered (ADR 0031): on this site, the in-house games and lottery.

type GamePage = { list: { nodeId: string; name: string; vassalage: string }[]; total: number; totalPages: number };

const grid = (page: Page, label = "Games") => page.locator(`ul.game-grid[aria-label="${label}"]`);
const cards = (page: Page, label = "Games") => grid(page, label).locator(":scope > li");

test("a visitor searches the in-house lobby by name; a category with nothing playable says so honestly", async ({
  browser,
  javaScriptEnabled,
}) => {
  const { context, page } = await visitorFrom(browser, javaScriptEnabled);
  await page.goto("/inhouse?lng=EN");
  await expect(cards(page)).toHaveCount(7);
  // A name search (the platform matches any part of the name, in any case).
  await page.getByRole("searchbox", { name: "Search games by name" }).fill("DIC");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=DIC/);
  await expect(cards(page)).toHaveCount(1);
  await expect(page.locator('li[data-node-id="inhouse-dice"]')).toBeVisible();
  await page.getByRole("searchbox", { name: "Search games by name" }).fill("no game is called this");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("No games match.")).toBeVisible();

  // No outside vendor is connected on this site (ADR 0031): the slots page offers no game as if it could
  // be played, and points to the games that can. (Paging by 42 is the platform's, tested there.)
  await page.goto("/rng?lng=EN");
  await expect(page.getByRole("heading", { level: 1, name: "Slots" })).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText("No games of this kind can be played on this site yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Play our in-house games" })).toHaveAttribute("href", "/inhouse");
  await expect(page.getByRole("navigation", { name: "Game providers" })).toHaveCount(0);
  await context.close();
});

test("the in-house page lists our seven games, each opening /game (with the login pop-up for a visitor)", async ({
  browser,
  javaScriptEnabled,
}) => {
  const { context, page } = await visitorFrom(browser, javaScriptEnabled);
  await page.goto("/inhouse?lng=EN");
  await expect(page.getByRole("heading", { level: 1, name: "In-house games" })).toBeVisible();
  await expect(cards(page)).toHaveCount(7);
  const hrefs = await grid(page)
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs.sort()).toEqual(
    ["baccarat", "dice", "keno", "limbo", "mines", "plinko", "slot"].map(
      (game) => `/game?nodeId=inhouse-${game}&modal=login`,
    ),
  );
  await context.close();
});

test("the home page shows only what plays, a vendor opens its game list, and an announced vendor is only announced", async ({
  browser,
  javaScriptEnabled,
}) => {
  // Two operator commands, each waiting out the site version's 2 s.
  test.setTimeout(90_000);
  const { context, page } = await visitorFrom(browser, javaScriptEnabled);
  await page.goto("/?lng=EN");
  const main = page.locator("main");
  // The in-house sportsbook (ADR 0056) fills the sports lane, the in-house lottery (ADR 0055) the two lottery lanes.
  expect(await main.locator(".vendor-lane h3").allTextContents()).toEqual([
    "Hot providers",
    "Sports",
    "E-lottery",
    "Lottery",
    "In-house games",
  ]);
  await expect(main.getByText("PG Soft")).toHaveCount(0);

  // A VASSALAGE vendor opens its pop-up (a URL).
  const inhouse = main.locator("section.vendor-lane", {
    has: page.getByRole("heading", { name: "In-house games", exact: true }),
  });
  await inhouse.getByRole("link", { name: "Laro Originals", exact: true }).click();
  await expect(page).toHaveURL(/modal=vendorGames&vendor=INHOUSE/);
  const dialog = page.getByRole("dialog", { name: "Laro Originals games" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("ul.game-grid > li")).toHaveCount(7);
  await dialog.getByRole("link", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).not.toHaveURL(/vendor/);

  // The operator announces PG: its card shows, labelled and leading nowhere; none of its games is listed.
  await ops("vendor", "PG", "coming-soon");
  try {
    await page.goto("/?lng=EN");
    const slots = main.locator("section.vendor-lane", {
      has: page.getByRole("heading", { name: "Slots", exact: true }),
    });
    await expect(slots.getByRole("img", { name: "PG Soft" })).toBeVisible();
    await expect(slots.getByText("Coming soon")).toBeVisible();
    await expect(slots.getByRole("link", { name: "PG Soft" })).toHaveCount(0);
    await page.goto("/rng?lng=EN");
    await expect(page.getByText("Coming soon: PG Soft")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  } finally {
    await ops("vendor", "PG", "disabled");
  }
  await context.close();
});

test("a member's star changes only when the platform confirms, and keeps its state page after page", async ({
  browser,
  javaScriptEnabled,
}) => {
  const ip = ownAddress();
  const member = await createMember(ip);
  const { context, page } = await visitorFrom(browser, javaScriptEnabled, ip);
  await signInWithTicket(page, member);
  await page.goto("/inhouse");
  const game = (await platform<GamePage>("/wps/game/list?gameType=INHOUSE&pageSize=1")).list[0]!;
  const star = cards(page)
    .first()
    .getByRole("button", { name: `Favourite: ${game.name}` });
  await expect(star).toHaveAttribute("aria-pressed", "false");

  if (javaScriptEnabled) {
    // The answer is held back: until it arrives the star does not change.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/favourite*", async (route) => {
      await held;
      await route.continue();
    });
    await star.click();
    await expect(star).toHaveAttribute("aria-busy", "true");
    await page.waitForTimeout(500);
    await expect(star).toHaveAttribute("aria-pressed", "false");
    release();
    await expect(star).toHaveAttribute("aria-pressed", "true");
    await page.unroute("**/favourite*");
  } else {
    await star.click();
    await expect(page).toHaveURL(/\/inhouse/);
    await expect(star).toHaveAttribute("aria-pressed", "true");
  }

  // SPEC §7 keeps the favourites list to slots; the star's state is the member's, page after page.
  await page.goto("/inhouse");
  const again = cards(page)
    .first()
    .getByRole("button", { name: `Favourite: ${game.name}` });
  await expect(again).toHaveAttribute("aria-pressed", "true");
  await again.click();
  await expect(again).toHaveAttribute("aria-pressed", "false");
  await page.goto("/inhouse");
  await expect(
    cards(page)
      .first()
      .getByRole("button", { name: `Favourite: ${game.name}` }),
  ).toHaveAttribute("aria-pressed", "false");
  await context.close();
});

test("a visitor has no stars and no recent games", async ({ browser, javaScriptEnabled }) => {
  const { context, page } = await visitorFrom(browser, javaScriptEnabled);
  await page.goto("/inhouse?lng=EN");
  await expect(cards(page)).toHaveCount(7);
  await expect(page.locator(".fav-star")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Recently played" })).toHaveCount(0);
  await context.close();
});
