import { expect, test, type Page } from "@playwright/test";
import { createMember, ownAddress, platform, visitorFrom, signInWithTicket } from "./support";

// The games catalogue on the web (issue 5, item 4): category lobbies with vendor tabs, pages of 42
// (next-page links without JavaScript, infinite scroll with it) and a name search; the in-house page;
// the home lanes of SPEC §4 and a vendor's pop-up game list; favourites that change only once the
// platform has confirmed them.

type GamePage = { list: { nodeId: string; name: string; vassalage: string }[]; total: number; totalPages: number };

const grid = (page: Page, label = "Games") => page.locator(`ul.game-grid[aria-label="${label}"]`);
const cards = (page: Page, label = "Games") => grid(page, label).locator(":scope > li");

test("a visitor browses the slots by vendor, pages through them and searches by name", async ({ browser, javaScriptEnabled }) => {
  const pg = await platform<GamePage>("/wps/game/list?gameType=RNG&vassalage=PG&pageSize=42");
  expect(pg.totalPages).toBe(2);
  const { context, page } = await visitorFrom(browser, javaScriptEnabled);
  await page.goto("/rng?lng=EN");
  await expect(page.getByRole("heading", { level: 1, name: "Slots" })).toBeVisible();
  await expect(cards(page)).toHaveCount(42);

  await page.getByRole("navigation", { name: "Game providers" }).getByRole("link", { name: "PG Soft" }).click();
  await expect(page).toHaveURL(/[?&]page=PG(&|$)/);
  await expect(cards(page)).toHaveCount(42);
  const first = pg.list[0]!;
  await expect(cards(page).first()).toHaveAttribute("data-node-id", first.nodeId);
  await expect(cards(page).first().getByRole("link")).toHaveAttribute("href", `/game?nodeId=${first.nodeId}&modal=login`);
  await expect(cards(page).first().getByRole("img", { name: first.name })).toHaveAttribute("loading", "lazy");

  const next = page.getByRole("navigation", { name: "Pages of games" }).getByRole("link", { name: "Next page" });
  if (javaScriptEnabled) {
    // Scrolling to the end brings the second page under the first.
    await next.scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(pg.total);
    await expect(page).not.toHaveURL(/pageNo=/);
    await expect(next).toHaveCount(0);
  } else {
    await next.click();
    await expect(page).toHaveURL(/pageNo=2/);
    await expect(cards(page)).toHaveCount(pg.total - 42);
    await expect(page.getByRole("link", { name: "Previous page" })).toBeVisible();
  }

  // A name search within the vendor (the platform matches any part of the name, in any case).
  const wanted = pg.list[5]!;
  await page.getByRole("searchbox", { name: "Search games by name" }).fill(wanted.name.toLowerCase());
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.locator(`li[data-node-id="${wanted.nodeId}"]`)).toBeVisible();
  for (const name of await grid(page).locator(".game-card__name").allTextContents()) expect(name.toLowerCase()).toContain(wanted.name.toLowerCase());
  await expect(page).toHaveURL(/[?&]page=PG(&|$)/);

  await page.getByRole("searchbox", { name: "Search games by name" }).fill("no game is called this");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("No games match.")).toBeVisible();
  await context.close();
});

test("the in-house page lists our seven games, each opening /game (with the login pop-up for a visitor)", async ({ browser, javaScriptEnabled }) => {
  const { context, page } = await visitorFrom(browser, javaScriptEnabled);
  await page.goto("/inhouse?lng=EN");
  await expect(page.getByRole("heading", { level: 1, name: "In-house games" })).toBeVisible();
  await expect(cards(page)).toHaveCount(7);
  const hrefs = await grid(page)
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs.sort()).toEqual(["baccarat", "dice", "keno", "limbo", "mines", "plinko", "slot"].map((game) => `/game?nodeId=inhouse-${game}&modal=login`));
  await context.close();
});

test("the home page shows the vendor lanes, and a vendor opens its game list", async ({ browser, javaScriptEnabled }) => {
  const { context, page } = await visitorFrom(browser, javaScriptEnabled);
  await page.goto("/?lng=EN");
  const main = page.locator("main");
  const lanes = await main.locator(".vendor-lane h3").allTextContents();
  expect(lanes[0]).toBe("Hot providers");
  // SPEC §4: cockfighting and e-sports are split out of sports and follow it.
  expect(lanes.slice(1)).toEqual(["Slots", "Live casino", "Fishing", "Card games", "Sports", "Cockfighting", "E-sports", "E-lottery", "Lottery", "In-house games"].filter((title) => lanes.includes(title)));
  expect(lanes.indexOf("Cockfighting")).toBe(lanes.indexOf("Sports") + 1);
  await expect(main.getByText("Current game:")).toBeVisible();
  await expect(main.getByRole("link", { name: "PG Soft", exact: true }).first()).toBeVisible();

  // A GAME vendor launches its game; a VASSALAGE vendor opens its pop-up (a URL).
  const sports = main.locator("section.vendor-lane", { has: page.getByRole("heading", { name: "Sports", exact: true }) });
  await expect(sports.locator(".vendor-row a").first()).toHaveAttribute("href", /^\/game\?nodeId=[^&]+&modal=login$/);
  const slots = main.locator("section.vendor-lane", { has: page.getByRole("heading", { name: "Slots", exact: true }) });
  await slots.getByRole("link", { name: "PG Soft", exact: true }).click();
  await expect(page).toHaveURL(/modal=vendorGames&vendor=PG/);
  const dialog = page.getByRole("dialog", { name: "PG Soft games" });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator("ul.game-grid > li")).toHaveCount(42);
  await dialog.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/vendorPage=2/);
  await expect(dialog.locator("ul.game-grid > li")).toHaveCount(3);
  await dialog.getByRole("link", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).not.toHaveURL(/vendor/);
  await context.close();
});

test("a member's star changes only when the platform confirms, and the game shows in the favourites", async ({ browser, javaScriptEnabled }) => {
  const ip = ownAddress();
  const member = await createMember(ip);
  const { context, page } = await visitorFrom(browser, javaScriptEnabled, ip);
  await signInWithTicket(page, member);
  await page.goto("/rng?page=JDB");
  const game = (await platform<GamePage>("/wps/game/list?gameType=RNG&vassalage=JDB&pageSize=1")).list[0]!;
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
    await expect(page).toHaveURL(/page=JDB/);
    await expect(star).toHaveAttribute("aria-pressed", "true");
  }

  await page.getByRole("navigation", { name: "Game providers" }).getByRole("link", { name: "Favourites" }).click();
  await expect(page).toHaveURL(/view=favourites/);
  const favourites = cards(page, "Favourites");
  await expect(favourites).toHaveCount(1);
  await expect(favourites.first()).toHaveAttribute("data-node-id", game.nodeId);
  await favourites
    .first()
    .getByRole("button", { name: `Favourite: ${game.name}` })
    .click();
  await expect(page.getByText("You have no favourite games yet.")).toBeVisible();
  await expect(cards(page, "Favourites")).toHaveCount(0);

  await page.goto("/rng?page=JDB");
  await expect(
    cards(page)
      .first()
      .getByRole("button", { name: `Favourite: ${game.name}` }),
  ).toHaveAttribute("aria-pressed", "false");
  await context.close();
});

test("a visitor has no stars and no recent games", async ({ browser, javaScriptEnabled }) => {
  const { context, page } = await visitorFrom(browser, javaScriptEnabled);
  await page.goto("/rng?lng=EN");
  await expect(cards(page)).toHaveCount(42);
  await expect(page.locator(".fav-star")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Recently played" })).toHaveCount(0);
  await context.close();
});
