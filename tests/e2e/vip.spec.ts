import { expect, test } from "@playwright/test";
import { createMember, freshIdentity, ops, overFifty, playRound, signInWithTicket, visitorFrom } from "./support";

// VIP ranking, JavaScript on and off: a new member is at level 1 with the real figures of the period;
// a real deposit and a real round reach the demo's level 2 (₫500,000 of deposits, ₫2,000,000 of valid bets in
// 30 days), the job moves the member up, pays the upgrade bonus once, and the page says so.

test("real deposits and play reach the next level, whose upgrade bonus is paid once", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow();
  const { context, page, ip } = await visitorFrom(browser, javaScriptEnabled);
  const me = await createMember(ip, freshIdentity("vip"));
  await signInWithTicket(page, me);
  await page.goto("/member/playerRank?lng=EN");
  await expect(page.getByRole("heading", { name: "Level 1 · Bronze" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Next: level 2 · Silver" })).toBeVisible();
  await expect(page.getByText("Valid bets: 0% — 0.00 of 2,000,000.00")).toBeVisible();
  await expect(page.getByRole("table", { name: /Every VIP level/ }).getByRole("row")).toHaveCount(7);

  const asked = await fetch(`http://127.0.0.1:${process.env.E2E_PLATFORM_PORT}/wps/v2/deposit`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${me.token}` },
    body: JSON.stringify({
      channelCode: "BANK_VCB",
      amount: "60000000",
      reference: "VCB vip e2e",
      requestKey: crypto.randomUUID(),
    }),
  }).then((r) => r.json());
  expect(asked.success, JSON.stringify(asked)).toBe(true);
  await ops("deposit", "approve", asked.value.deposit.id);
  await ops("adjust", me.username, "2000000", "e2e", "vip", "play");
  await page.goto("/game?nodeId=inhouse-dice&lng=EN");
  await playRound(page.frameLocator('[data-testid="game-frame"]'), 1, overFifty, "2000000");

  await ops("vip", "recompute");
  await ops("vip", "recompute");
  await page.goto("/member/playerRank?lng=EN");
  await expect(page.getByRole("heading", { name: "Level 2 · Silver" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Next: level 3 · Gold" })).toBeVisible();
  const bonuses = page.getByRole("table", { name: "VIP bonuses paid to you" });
  await expect(bonuses.getByRole("row").filter({ hasText: "Upgrade to level 2" })).toHaveCount(1);
  await expect(bonuses).toContainText("20,000.00");
  await page.goto("/member/securityCenter?lng=EN");
  await expect(page.getByText("Silver")).toBeVisible();
  await context.close();
});
