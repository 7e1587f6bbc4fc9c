import { expect, test, type Browser } from "@playwright/test";
import { createMember, freshIdentity, ops, signInWithTicket, visitorFrom } from "./support";

// Standing is one decision (ADR 0060), JavaScript on and off: the label a member reads and the
// button beside it agree — the demo's Zalo bonus without Zalo bound, its lucky draw without enough play, and an
// 8,000-point item to a member with no points say why not and offer no button that would be refused.

async function member(browser: Browser, javaScriptEnabled: boolean) {
  const { context, page, ip } = await visitorFrom(browser, javaScriptEnabled);
  const me = await createMember(ip, freshIdentity("st"));
  await signInWithTicket(page, me);
  return { context, page, me };
}

test("the Zalo bonus without Zalo bound says to bind it, and offers no Claim", async ({
  browser,
  javaScriptEnabled,
}) => {
  const { context, page } = await member(browser, javaScriptEnabled);
  await page.goto("/promotions/zalo-bonus?lng=EN");
  const standing = page.locator(".promo-standing").first();
  await expect(standing.locator(".promo-standing__status")).toContainText("Not available");
  await expect(standing).toContainText("Bind Zalo first, in My account.");
  await expect(standing).not.toContainText("Ready to claim");
  await expect(standing.getByRole("button")).toHaveCount(0);
  await context.close();
});

test("the lucky draw without enough valid bets is not ready, and offers no entry", async ({
  browser,
  javaScriptEnabled,
}) => {
  const { context, page } = await member(browser, javaScriptEnabled);
  await page.goto("/promotions/lucky-draw?lng=EN");
  const standing = page.locator(".promo-standing").first();
  await expect(standing).toContainText("You have not placed enough valid bets yet to enter.");
  await expect(standing).not.toContainText("Ready to claim");
  await expect(standing.getByRole("button")).toHaveCount(0);
  await context.close();
});

test("an 8,000-point item is not offered to a member without the points", async ({ browser, javaScriptEnabled }) => {
  const { context, page } = await member(browser, javaScriptEnabled);
  const name = `E2E standing ${Math.random().toString(36).slice(2, 8)}`;
  const out = await ops(
    "points",
    "goods",
    "add",
    JSON.stringify({
      name: { TY: name, EN: name },
      kind: "physical",
      art: "gift",
      points: 8_000,
      stock: 5,
      perMember: 2,
      value: null,
    }),
  );
  const id = /"id":\s*(\d+)/.exec(out)?.[1];
  expect(id, out).toBeTruthy();
  await page.goto("/pointMall?lng=EN");
  const card = page.locator(`li[data-goods="${id}"]`);
  await expect(card).toContainText("Not enough points");
  await expect(card.getByRole("link", { name: `Redeem ${name}` })).toHaveCount(0);
  // Opened by its address all the same: it says why, with no form to send.
  await page.goto(`/pointMall?goods=${id}&lng=EN#redeem`);
  const panel = page.locator("#redeem");
  await expect(panel).toContainText("you cannot redeem it now: Not enough points");
  await expect(panel).not.toContainText("you can redeem up to");
  await expect(panel.getByRole("button", { name: "Redeem" })).toHaveCount(0);
  await context.close();
});
