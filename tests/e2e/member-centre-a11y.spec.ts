import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { createMember, freshIdentity, ops, ownAddress, visitorFrom, signInWithTicket } from "./support";

// The member centre passes axe (WCAG 2.1 A and AA) in every section, in both themes, with JavaScript
// on and off, with real content: balances, a bank account, deposits, a withdrawal awaiting its
// receipt, account records, and an open confirmation. axe runs as a script in the page, so "off" is
// the server's HTML with every script of the site refused: nothing hydrates, forms post natively.

test.describe.configure({ timeout: 120_000 });

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const theme of ["dark", "light"] as const) {
  test(`every member-centre section passes axe (${theme} theme)`, async ({ browser, javaScriptEnabled }) => {
    const ip = ownAddress();
    const member = await createMember(ip, { ...freshIdentity("a"), payeeName: "ANA REYES", affiliateCode: "LAROAG2" });
    await ops("adjust", member.username, "2000000", "e2e", "accessibility");
    const { context, page } = await visitorFrom(browser, true, ip);
    if (!javaScriptEnabled) await context.route(/\.m?js(\?|$)/, (route) => route.abort());
    await context.addCookies([{ name: "theme", value: theme, url: test.info().project.use.baseURL! }]);
    await signInWithTicket(page, member);

    // Content for every list: a payment password, a bank account, a withdrawal paid out, a deposit.
    await page.goto("/member/securityCenter");
    await page.getByLabel("New payment password (6 digits)").fill("112233");
    await page.getByLabel("Confirm payment password").fill("112233");
    await page.getByRole("button", { name: "Save payment password" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Payment password saved." })).toBeVisible();
    await page.getByLabel("Bank name").fill("Metrobank");
    await page.getByLabel("Account number").fill("998877665544");
    await page.getByLabel("Payment password", { exact: true }).fill("112233");
    await page.getByRole("button", { name: "Add bank account" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Bank account added." })).toBeVisible();
    await page.goto("/member/withdraw");
    await page.getByLabel("Amount (VND)").fill("200000");
    await page.getByRole("button", { name: "Withdraw", exact: true }).click();
    await page.getByRole("dialog").getByLabel("Payment password", { exact: true }).fill("112233");
    expect(await violations(page), "withdraw with its confirmation open").toEqual([]);
    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    // The member's sign-up bonus is still wagered (ADR 0046): the confirmation asks before forfeiting it.
    const forfeit = page.getByRole("dialog");
    await expect(forfeit.getByLabel("Forfeit my bonus and withdraw")).toBeVisible();
    expect(await violations(page), "withdraw asking to forfeit a bonus").toEqual([]);
    await forfeit.getByLabel("Forfeit my bonus and withdraw").check();
    await forfeit.getByLabel("Payment password", { exact: true }).fill("112233");
    await forfeit.getByRole("button", { name: "Confirm" }).click();
    const id = await page.locator("tr[data-withdrawal]").first().getAttribute("data-withdrawal");
    await ops("withdrawal", "approve", id!);
    await ops("withdrawal", "disburse", id!);

    for (const section of [
      "securityCenter",
      "transferFund",
      "depositv2",
      "withdraw",
      "transferUpline",
      "personalHistoryCopy",
      "transactionHistory",
      "personalProfit",
      "bonusDetails",
      "rewardCenter",
      "messageV2",
      "responsiblePlay",
    ]) {
      await page.goto(`/member/${section}`);
      await expect(page.getByRole("heading", { name: "Member centre" })).toBeVisible();
      expect(await violations(page), section).toEqual([]);
    }
    await context.close();
  });
}
