import { expect, test, type Page } from "@playwright/test";
import {
  createMember,
  freshIdentity,
  ops,
  overFifty,
  playRound,
  setPaymentPassword,
  signInWithTicket,
  unusedMinute,
  visitorFrom,
} from "./support";

// The points shop, JavaScript on and off: points earned from real rounds redeem an item of the shop
// with the payment password after a confirmation; the stock and the points move; the operator's rejection returns
// the points; conversion to cash at the demo's ratio. Each test stocks its own item, so runs never share stock.

const PASSWORD = "864209";

/** A member with `vnd` of valid bets in one dice round, accrued to points (1 per ₫1,000 in the demo). */
async function memberWithPoints(page: Page, javaScriptEnabled: boolean, ip: string, stakeVnd: string) {
  const me = await createMember(ip, freshIdentity("pm"));
  await ops("adjust", me.username, String(Number(stakeVnd) + 10_000), "e2e", "points", "shop");
  await signInWithTicket(page, me);
  await page.goto("/?lng=EN");
  await setPaymentPassword(page, PASSWORD);
  await page.goto("/game?nodeId=inhouse-dice&lng=EN");
  await playRound(page.frameLocator('[data-testid="game-frame"]'), 1, overFifty, stakeVnd);
  await ops("job", "run", "points-accrual", unusedMinute());
  return me;
}

/** Stocks an item of the test's own through the operator's CLI; answers its name and id. */
async function stockItem(item: { kind: "physical" | "voucher"; points: number; stock: number; value?: string }) {
  const name = `E2E ${item.kind} ${Math.random().toString(36).slice(2, 8)}`;
  const out = await ops(
    "points",
    "goods",
    "add",
    JSON.stringify({ name: { TY: name, EN: name }, art: "gift", perMember: 1, value: null, ...item }),
  );
  const id = /"id":\s*(\d+)/.exec(out)?.[1];
  if (!id) throw new Error(`no goods id in: ${out}`);
  return { name, id };
}

test("a member redeems an item with points; the operator's rejection returns them", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow();
  const { context, page, ip } = await visitorFrom(browser, javaScriptEnabled);
  await memberWithPoints(page, javaScriptEnabled, ip, "200000");
  const item = await stockItem({ kind: "physical", points: 150, stock: 1 });

  await page.goto("/pointMall?lng=EN");
  await expect(page.getByTestId("points-balance")).toHaveText("Your points: 200");
  const card = page.locator(`li[data-goods="${item.id}"]`);
  await expect(card).toContainText("150 points");
  await expect(card).toContainText("1 left");
  await card.getByRole("link", { name: `Redeem ${item.name}` }).click();

  // Physical goods need an address: said next to it before any confirmation.
  const form = page.locator("#redeem");
  await form.getByRole("button", { name: "Redeem" }).click();
  await expect(form.getByText("Enter the delivery address (10 to 200 characters)")).toBeVisible();
  const address = "12 Rizal Street, Makati City, 0917 555 0101";
  await form.getByLabel("Delivery address").fill(address);
  await form.getByRole("button", { name: "Redeem" }).click();

  const dialog = page.getByRole("dialog", { name: "Please confirm" });
  await expect(dialog).toContainText(`Redeem 1 × ${item.name} for 150 points, delivered to: ${address}`);
  await dialog.getByLabel("Payment password", { exact: true }).fill("000000");
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(
    page.getByRole("dialog", { name: "Please confirm" }).getByText("The payment password is wrong"),
  ).toBeVisible();
  await page
    .getByRole("dialog", { name: "Please confirm" })
    .getByLabel("Payment password", { exact: true })
    .fill(PASSWORD);
  await page.getByRole("dialog", { name: "Please confirm" }).getByRole("button", { name: "Confirm" }).click();

  await expect(page).toHaveURL(/view=history/);
  await expect(page.getByRole("status")).toContainText(`Redeemed 1 × ${item.name} for 150 points`);
  const row = page.locator("tr[data-redemption]").filter({ hasText: item.name });
  await expect(row).toContainText("In process");
  const redemptionId = await row.getAttribute("data-redemption");
  await expect(page.getByTestId("points-balance")).toHaveText("Your points: 50");
  await page.goto("/pointMall?lng=EN");
  await expect(page.locator(`li[data-goods="${item.id}"]`)).toContainText("Sold out");

  await ops("points", "reject", String(redemptionId), "Outside the delivery area");
  await page.goto("/pointMall?view=history&lng=EN");
  await expect(row).toContainText("Rejected");
  await expect(row).toContainText("Outside the delivery area");
  await expect(page.getByTestId("points-balance")).toHaveText("Your points: 200");
  await context.close();
});

test("points convert to cash at the rules' ratio, after a confirmation", async ({ browser, javaScriptEnabled }) => {
  test.slow();
  const { context, page, ip } = await visitorFrom(browser, javaScriptEnabled);
  await memberWithPoints(page, javaScriptEnabled, ip, "1200000");
  await page.goto("/pointMall?view=rules&lng=EN");
  await expect(
    page.getByText("Points convert to cash at 10.00 per point, at least 1,000 points at a time"),
  ).toBeVisible();

  await page.goto("/pointMall?view=convert&lng=EN");
  await expect(page.getByTestId("points-balance")).toHaveText("Your points: 1,200");
  await page.getByLabel("Points to convert").fill("999");
  await page.getByRole("button", { name: "Convert", exact: true }).click();
  await expect(page.getByText("Convert at least 1,000 points", { exact: true })).toBeVisible();
  await page.getByLabel("Points to convert").fill("1100");
  await page.getByRole("button", { name: "Convert", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Please confirm" });
  await expect(dialog).toContainText("Convert 1,100 points to 11,000.00, paid to your main wallet now");
  await dialog.getByLabel("Payment password", { exact: true }).fill(PASSWORD);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("status")).toContainText("Converted 1,100 points: 11,000.00 is in your main wallet.");
  await expect(page.getByTestId("points-balance")).toHaveText("Your points: 100");
  await context.close();
});

test("a visitor sees the goods and the rules, and is asked to log in to redeem", async ({
  browser,
  javaScriptEnabled,
}) => {
  const { context, page } = await visitorFrom(browser, javaScriptEnabled);
  await page.goto("/pointMall?lng=EN");
  await expect(page.getByRole("heading", { level: 1, name: "Points shop" })).toBeVisible();
  await expect(page.locator("li[data-goods]").first()).toBeVisible();
  await expect(page.getByRole("link", { name: /^Redeem / })).toHaveCount(0);
  await page.getByRole("link", { name: "Points rules" }).click();
  await expect(page.getByText("Points never expire.")).toBeVisible();
  await page.getByRole("link", { name: "Log in" }).first().click();
  await expect(page.getByRole("dialog", { name: /log in/i })).toBeVisible();
  await context.close();
});
