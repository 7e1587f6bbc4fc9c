import { expect, test, type Locator } from "@playwright/test";
import { createMember, ops, overFifty, ownAddress, playRound, signInWithTicket, visitorFrom } from "./support";

// What a newcomer met first: JavaScript on and off.

test("the trial warning offers Register: free play ends and the registration page opens", async ({
  browser,
  javaScriptEnabled,
}) => {
  const { context, page } = await visitorFrom(browser, javaScriptEnabled);
  await page.goto("/?lng=EN&modal=login&freePlay=1");
  await page.locator("dialog#modal-login").getByRole("button", { name: "Start free play" }).click();
  const header = page.locator("header#site-header");
  await header.getByRole("link", { name: "Deposit" }).click();
  const warning = page.locator("dialog#modal-needTrueAccount");
  await expect(warning).toContainText("This needs a real account");
  await expect(warning.getByRole("link", { name: "OK" })).toBeVisible();
  await warning.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.locator("form#register-form")).toBeVisible();
  // A visitor now: the header offers login, no play money.
  await expect(header.getByText("Play money:")).toHaveCount(0);
  await expect(header.getByRole("link", { name: "Log in" })).toBeVisible();
  await context.close();
});

test("the help centre answers in Tagalog under TY and names no channel the site does not offer", async ({ page }) => {
  await page.goto("/helpmc");
  await expect(page.locator("html")).toHaveAttribute("lang", "tl");
  const main = page.locator("main");
  await expect(main.getByRole("heading", { level: 2, name: "Mga deposito at withdrawal" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 3, name: "Paano ako magdedeposito?" })).toBeVisible();
  await expect(main).not.toContainText("How do I deposit?");
  for (const unoffered of ["MoMo", "Scratch card", "Zalo", "Telegram"]) await expect(main).not.toContainText(unoffered);
  await page.goto("/helpmc?lng=EN");
  await expect(main.getByRole("heading", { level: 3, name: "How do I deposit?" })).toBeVisible();
  await expect(main).toContainText("Feedback");
  await expect(main).not.toContainText("live chat");
});

test("the footer shows badges only of vendors whose games play here", async ({ page }) => {
  await page.goto("/?lng=EN");
  const badges = page.getByTestId("footer-vendors").getByRole("img");
  await expect(badges).toHaveCount(3);
  expect(
    await badges.evaluateAll((images) =>
      images.map((image) => image.getAttribute("alt") ?? image.getAttribute("aria-label")),
    ),
  ).toEqual(["Laro Sports", "Laro Lottery", "Laro Originals"]);
  await expect(page.locator("footer#site-footer")).not.toContainText("DS88");
  await expect(page.locator("footer#site-footer").getByRole("img", { name: "DS88" })).toHaveCount(0);
  await expect(page.locator("footer#site-footer").getByRole("img", { name: "TF" })).toHaveCount(0);
});

test("the betting record names the game and its vendor, the account record the game wallet", async ({
  browser,
  javaScriptEnabled,
}) => {
  const { context, page, ip } = await visitorFrom(browser, javaScriptEnabled);
  const member = await createMember(ip);
  await ops("adjust", member.username, "100000", "records", "names");
  await signInWithTicket(page, member);
  await page.goto("/game?nodeId=inhouse-dice&lng=EN");
  await playRound(page.frameLocator('[data-testid="game-frame"]'), 1, overFifty);
  await page.goto("/member/personalHistoryCopy?lng=EN");
  const record = page.getByTestId("betting-record");
  await expect(record.locator("tbody tr").first()).toContainText("Dice");
  await expect(record.locator("tbody tr").first()).toContainText("Laro Originals");
  await expect(record).not.toContainText("INHOUSE");
  await expect(record).not.toContainText("·");
  await page.goto("/member/transactionHistory?lng=EN");
  await expect(page.getByTestId("account-record")).toContainText("Main wallet");
  // On a phone the recent games' strip shows three tiles a row, as the lobby does.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/?lng=EN");
  const tiles = page.locator(".game-row .game-grid > li");
  await expect(tiles.first()).toBeVisible();
  expect((await box(tiles.first())).width, "a recent game's tile").toBeLessThanOrEqual((320 - 32) / 3);
  await context.close();
});

/** Where each box lies, and whether its text runs past it. */
async function box(locator: Locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return {
      left: r.left,
      right: r.right,
      top: r.top,
      bottom: r.bottom,
      width: r.width,
      height: r.height,
      overflows: el.scrollWidth > el.clientWidth + 1,
    };
  });
}

for (const width of [320, 360]) {
  test(`at ${width} px the visitor's Register button fits, in Tagalog and English`, async ({
    browser,
    javaScriptEnabled,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 640 } });
    const page = await context.newPage();
    for (const lng of ["TY", "EN"]) {
      await page.goto(`/?lng=${lng}`);
      const buttons = page.locator("header#site-header .site-header__auth .btn");
      await expect(buttons).toHaveCount(3);
      for (let i = 0; i < 3; i++) {
        const where = await box(buttons.nth(i));
        const name = await buttons.nth(i).innerText();
        expect(where.overflows, `${lng}: the text of ${name} runs past its button`).toBe(false);
        expect(where.left, name).toBeGreaterThanOrEqual(0);
        expect(where.right, name).toBeLessThanOrEqual(width);
        expect(where.height, name).toBeGreaterThanOrEqual(24);
      }
    }
    await context.close();
  });

  test(`at ${width} px a member's header is compact and the balance stays in view`, async ({
    browser,
    javaScriptEnabled,
  }) => {
    const ip = ownAddress();
    const member = await createMember(ip);
    await ops("adjust", member.username, "123456789", "header", "compact");
    const context = await browser.newContext({
      javaScriptEnabled,
      viewport: { width, height: 640 },
      extraHTTPHeaders: { "X-Forwarded-For": ip },
    });
    const page = await context.newPage();
    await signInWithTicket(page, member);
    await page.goto("/?lng=TY");
    const header = page.locator("header#site-header");
    const balance = header.getByTestId("header-balance");
    await expect(balance).toHaveText(/123,456,789\.00/);
    const balanceBox = await box(balance);
    // One line: the amount is not broken over two.
    expect(balanceBox.height, "the balance on one line").toBeLessThan(30);
    expect((await box(header)).height, "the header's height").toBeLessThanOrEqual(150);
    // Scrolled down the page, the balance is still on the screen.
    await page.mouse.wheel(0, 1500);
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const scrolled = await box(balance);
    expect(scrolled.top, "the balance in view after scrolling").toBeGreaterThanOrEqual(0);
    expect(scrolled.bottom).toBeLessThanOrEqual(640);
    await context.close();
  });

  test(`at ${width} px the registration page's dialing code and its label stay clear of the mobile field`, async ({
    browser,
    javaScriptEnabled,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 640 } });
    const page = await context.newPage();
    for (const lng of ["TY", "EN"]) {
      await page.goto(`/register?lng=${lng}`);
      const form = page.locator("form#register-form");
      const codeLabel = await box(form.locator('label[for$="countryDialingCode"]'));
      const code = await box(form.locator('select[name="countryDialingCode"]'));
      const mobile = await box(form.locator('input[name="mobileNum"]'));
      const mobileLabel = await box(form.locator('label[for$="mobileNum"]'));
      for (const [name, part] of [
        ["label", codeLabel],
        ["select", code],
      ] as const) {
        expect(part.overflows, `${lng}: the dialing code's ${name} runs past its box`).toBe(false);
        for (const [otherName, other] of [
          ["mobile field", mobile],
          ["mobile label", mobileLabel],
        ] as const) {
          const overlap =
            part.left < other.right - 1 &&
            other.left < part.right - 1 &&
            part.top < other.bottom - 1 &&
            other.top < part.bottom - 1;
          expect(overlap, `${lng}: the dialing code's ${name} overlaps the ${otherName}`).toBe(false);
        }
      }
      // The select and the number's input line up.
      expect(Math.abs(code.top - mobile.top), `${lng}: the dialing code beside the number`).toBeLessThan(4);
    }
    await context.close();
  });
}

for (const [width, height] of [
  [320, 568],
  [360, 640],
]) {
  test(`the login pop-up is not clipped at ${width} × ${height}`, async ({ browser, javaScriptEnabled }) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height } });
    const page = await context.newPage();
    for (const path of ["/?lng=TY&modal=login", "/?lng=TY&modal=login&loginType=sms", "/?lng=TY&modal=register"]) {
      await page.goto(path);
      const dialog = page.locator("dialog[open]").first();
      await expect(dialog).toBeVisible();
      const frame = await box(dialog);
      expect(frame.left, path).toBeGreaterThanOrEqual(0);
      expect(frame.right, path).toBeLessThanOrEqual(width);
      expect(frame.top, path).toBeGreaterThanOrEqual(0);
      expect(frame.bottom, path).toBeLessThanOrEqual(height);
      expect(frame.overflows, `${path}: the pop-up scrolls sideways`).toBe(false);
      // Every control lies across the pop-up's width, and the pop-up scrolls to reach the ones below.
      const controls = dialog.locator("a[href], button, input:not([type=hidden]), select");
      for (let i = 0; i < (await controls.count()); i++) {
        const control = controls.nth(i);
        if (!(await control.isVisible())) continue;
        const where = await box(control);
        expect(where.left, `${path}: control ${i} cut on the left`).toBeGreaterThanOrEqual(frame.left - 1);
        expect(where.right, `${path}: control ${i} cut on the right`).toBeLessThanOrEqual(frame.right + 1);
      }
      const last = controls.last();
      await last.scrollIntoViewIfNeeded();
      const lastBox = await box(last);
      expect(lastBox.bottom, `${path}: the last control can be scrolled to`).toBeLessThanOrEqual(height);
    }
    await context.close();
  });
}

test("the download page promises no app: it offers the site itself on the home screen, on both tabs", async ({
  browser,
  javaScriptEnabled,
}) => {
  const { context, page } = await visitorFrom(browser, javaScriptEnabled);
  await page.goto("/down?lng=EN");
  await expect(page.getByTestId("no-app")).toContainText("There is no Android app to install");
  await expect(page.getByRole("img", { name: "QR code of this site's address" })).toBeVisible();
  await expect(page.getByText(/open http:\/\/127\.0\.0\.1:\d+\/ in Chrome/)).toBeVisible();
  await expect(page.getByRole("link", { name: /Download for/ })).toHaveCount(0);
  await page.getByRole("link", { name: "iOS", exact: true }).click();
  await expect(page.getByTestId("no-app")).toContainText("There is no iOS app to install");
  await expect(page.getByText("Tap Share, then Add to Home Screen.")).toBeVisible();
  await context.close();
});
