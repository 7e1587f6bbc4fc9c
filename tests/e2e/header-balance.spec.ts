import { expect, test } from "@playwright/test";
import { createMember, ops, ownAddress, visitorFrom, signInWithTicket } from "./support";

// The header's balance (SPEC §2.3): the member's real wallet, formatted with two decimals and
// thousands separators, refreshed on demand, hidden as *** on request (JavaScript on or off).

test("the header shows the wallet's balance, and a refresh shows an operator's credit", async ({
  browser,
  javaScriptEnabled,
}) => {
  const ip = ownAddress();
  const member = await createMember(ip);
  const { context, page } = await visitorFrom(browser, javaScriptEnabled, ip);
  await signInWithTicket(page, member);
  const balance = page.locator("header#site-header").getByTestId("header-balance");
  await expect(balance).toHaveText(/^\D*0\.00$/);

  const credited = await ops("adjust", member.username, "1234567.8", "e2e", "welcome", "credit");
  expect(credited).toMatch(new RegExp(`^Adjusted ${member.username} by 1,234,567\\.80`));
  await page.locator("header#site-header").getByRole("link", { name: "Refresh" }).click();
  await expect(balance).toHaveText(/^\D*1,234,567\.80$/);

  // Hidden as *** (a cookie, so with JavaScript off too), and it stays hidden on the next page.
  await page.getByRole("button", { name: "Hide", exact: true }).click();
  await expect(balance).toHaveText("***");
  // With JavaScript the *** shows at once (optimistic) while the choice is still on its way: the next page
  // knows it only once the cookie is set.
  await expect
    .poll(async () => (await context.cookies()).some((cookie) => cookie.name === "balance_hidden"))
    .toBe(true);
  await page.goto("/promotions");
  await expect(balance).toHaveText("***");
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(balance).toHaveText(/1,234,567\.80$/);
  await context.close();
});

test("the member's header keeps every control whole and apart on a phone, a tablet and a desktop", async ({
  browser,
  javaScriptEnabled,
}) => {
  const ip = ownAddress();
  const member = await createMember(ip);
  await ops("adjust", member.username, "987654321", "e2e", "a", "long", "balance");
  const { context, page } = await visitorFrom(browser, javaScriptEnabled, ip);
  await signInWithTicket(page, member);
  const header = page.locator("header#site-header");
  const parts = [
    header.locator(".site-header__logo"),
    header.getByRole("link", { name: "Deposit" }),
    header.getByRole("link", { name: "Withdraw" }),
    header.getByTestId("header-balance"),
    header.getByRole("button", { name: "Hide", exact: true }),
    header.getByRole("link", { name: "Refresh" }),
  ];
  for (const width of [360, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const boxes = [];
    for (const part of parts) {
      const box = (await part.boundingBox())!;
      expect(box.x, `${width}px: inside the screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${width}px: inside the screen`).toBeLessThanOrEqual(width);
      boxes.push(box);
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i]!, boxes[j]!];
        const apart =
          a.x + a.width <= b.x + 0.5 ||
          b.x + b.width <= a.x + 0.5 ||
          a.y + a.height <= b.y + 0.5 ||
          b.y + b.height <= a.y + 0.5;
        expect(apart, `${width}px: header parts ${i} and ${j} overlap`).toBe(true);
      }
    }
  }
  await context.close();
});
