import { expect, test } from "@playwright/test";
import {
  createMember,
  freshIdentity,
  ops,
  ownAddress,
  overFifty,
  playRound,
  signInWithTicket,
  visitorFrom,
} from "./support";

// Invite friends, JavaScript on and off: a member's code, link and QR; the register page carries the
// code; a friend registered with it is listed masked and "on the way"; after the friend's real first deposit and
// real bets reach the demo promotion's thresholds (₫100,000 and ₫200,000), the job pays the member ₫50,000, once.

test("a friend who registers with the link, deposits and plays earns the member the reward once", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.slow();
  const { context, page, ip } = await visitorFrom(browser, javaScriptEnabled);
  const me = await createMember(ip, freshIdentity("ref"));
  await signInWithTicket(page, me);
  await page.goto("/member/referral?lng=EN");
  const code = (await page.getByTestId("referral-code").innerText()).trim();
  expect(code).toMatch(/^[A-Z0-9]{4,}$/);
  await expect(page.getByTestId("referral-link")).toHaveValue(new RegExp(`/register\\?referralCode=${code}$`));
  await expect(page.getByRole("img", { name: "QR code of your referral link" })).toBeVisible();
  await expect(page.getByTestId("referral-offer")).toContainText("You get 50,000.00 for each friend");
  await expect(page.getByText("No friend has registered with your code yet.")).toBeVisible();

  // The link's page carries the code into the registration form.
  const visitor = await visitorFrom(browser, javaScriptEnabled);
  await visitor.page.goto(`/register?referralCode=${code}&lng=EN`);
  await expect(visitor.page.getByText(`Registering with the referral code ${code}`)).toBeVisible();
  await visitor.context.close();

  const friend = await createMember(ownAddress(), { ...freshIdentity("frd"), referralCode: code });
  await page.reload();
  const row = page.locator("tbody tr").filter({ hasText: friend.username.slice(0, 2) });
  await expect(row).toHaveCount(1);
  await expect(row).not.toContainText(friend.username);
  await expect(row).toContainText("On the way");

  const asked = await fetch(`http://127.0.0.1:${process.env.E2E_PLATFORM_PORT}/wps/v2/deposit`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${friend.token}` },
    body: JSON.stringify({
      channelCode: "BANK_VCB",
      amount: "10000000",
      reference: "VCB referral e2e",
      requestKey: crypto.randomUUID(),
    }),
  }).then((r) => r.json());
  expect(asked.success, JSON.stringify(asked)).toBe(true);
  await ops("deposit", "approve", asked.value.deposit.id);
  // Enough to play both rounds whatever the first one does.
  await ops("adjust", friend.username, "200000", "e2e", "referral", "play");
  const played = await visitorFrom(browser, javaScriptEnabled);
  await signInWithTicket(played.page, friend);
  await played.page.goto("/game?nodeId=inhouse-dice&lng=EN");
  await playRound(played.page.frameLocator('[data-testid="game-frame"]'), 1, overFifty, "100000");
  await playRound(played.page.frameLocator('[data-testid="game-frame"]'), 2, overFifty, "100000");
  await played.context.close();

  await ops("referrals", "run");
  await ops("referrals", "run");
  await page.reload();
  await expect(row).toContainText("Rewarded");
  await expect(row).toContainText("50,000.00");
  await expect(page.getByTestId("referral-rewarded")).toHaveText("1");
  await context.close();
});
