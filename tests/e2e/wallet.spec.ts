import { expect, test, type Page } from "@playwright/test";
import { encodePng } from "../../server/modules/accounts/captcha/png.js";
import {
  createMember,
  freshIdentity,
  ops,
  ownAddress,
  setPaymentPassword,
  visitorFrom,
  signInWithTicket,
} from "./support";

// The wallet end to end, with JavaScript on and off: money comes in through the sandbox
// gateway and through a bank transfer the operator approves, goes out through a withdrawal the
// operator pays and the member confirms, and to the upline; the account record shows every movement
// with its sign and the balance after it. Every money form asks for confirmation first.

test.describe.configure({ timeout: 90_000 });

const header = (page: Page) => page.locator("header#site-header");
const balance = (page: Page) => header(page).getByTestId("header-balance");

/** Reads the balance afresh (the open centre covers the header's Refresh link). */
async function refreshBalance(page: Page) {
  await page.reload();
}

/** Answers the "Please confirm" step of a money form; the payment password when it asks for one. */
async function confirm(page: Page, summary: RegExp, paymentPassword?: string) {
  const dialog = page.getByRole("dialog", { name: "Please confirm" });
  await expect(dialog).toContainText(summary);
  if (paymentPassword !== undefined) await dialog.getByLabel("Payment password", { exact: true }).fill(paymentPassword);
  await dialog.getByRole("button", { name: "Confirm" }).click();
}

async function memberWithMoney(
  page: Page,
  javaScriptEnabled: boolean,
  vnd: string,
  extra: { payeeName?: string; affiliateCode?: string } = {},
) {
  const ip = ownAddress();
  const member = await createMember(ip, { ...freshIdentity("w"), ...extra });
  if (vnd !== "0") await ops("adjust", member.username, vnd, "e2e", "starting", "balance");
  return { ip, member };
}

/** The account record's rows, newest first, as [type, amount, balance after]. */
async function accountRecord(page: Page): Promise<string[][]> {
  await page.goto("/member/transactionHistory");
  const rows = page.getByTestId("account-record").locator("tbody tr");
  return (await rows.all()).length === 0
    ? []
    : Promise.all(
        (await rows.all()).map(async (row) => {
          const cells = await row.locator("td").allInnerTexts();
          return [cells[1]!, cells[3]!, cells[4]!];
        }),
      );
}

test("online deposit through the sandbox gateway credits the balance once", async ({ browser, javaScriptEnabled }) => {
  const { context, page } = await visitorFrom(browser, javaScriptEnabled);
  const { member } = await memberWithMoney(page, javaScriptEnabled, "0");
  await signInWithTicket(page, member);
  await expect(balance(page)).toHaveText(/^\D*0\.00$/);

  await header(page).getByRole("link", { name: "Deposit" }).click();
  await expect(page).toHaveURL(/\/member\/depositv2/);
  await page.getByRole("radio", { name: /Online payment/ }).check();
  await page.getByLabel("Amount (VND)").fill("250000");
  await page.getByRole("button", { name: "Deposit", exact: true }).click();
  await confirm(page, /Deposit 250,000\.00 through Online payment/);

  // The gateway's own page (served by the platform), then back to the site.
  await expect(page.getByRole("heading", { name: "Sandbox payment" })).toBeVisible();
  await expect(page.getByText("250,000.00 VND")).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(/\/member\/depositv2\?deposit=/);
  await expect(page.getByTestId("returned-deposit")).toContainText("Approved");
  await expect(balance(page)).toHaveText(/^\D*250,000\.00$/);

  // The gateway's page for a paid deposit offers nothing more to pay.
  const depositId = new URL(page.url()).searchParams.get("deposit")!;
  await page.goto(`/wps/gateway/sandbox/pay/${depositId}?returnUrl=/member/depositv2`);
  await expect(page.getByRole("heading", { name: "Payment closed" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Pay" })).toHaveCount(0);

  expect(await accountRecord(page)).toEqual([["Deposit", "+250,000.00", "250,000.00"]]);
  await context.close();
});

test("bank deposit waits for the operator, who approves it with the CLI", async ({ browser, javaScriptEnabled }) => {
  const { context, page } = await visitorFrom(browser, javaScriptEnabled);
  const { member } = await memberWithMoney(page, javaScriptEnabled, "0");
  await signInWithTicket(page, member);
  await page.goto("/member/depositv2");

  // Below the channel's minimum and without the transfer's reference: refused before the confirmation
  // step, next to each field, where it can be fixed; nothing recorded.
  await page.getByRole("radio", { name: /Vietcombank transfer/ }).check();
  await page.getByLabel("Amount (VND)").fill("5000");
  await page.getByRole("button", { name: "Deposit", exact: true }).click();
  await expect(page.locator("#deposit-form-amount-error")).toHaveText(
    "The amount must be between 100,000.00 and 500,000,000.00.",
  );
  await expect(page.locator("#deposit-form-reference-error")).toHaveText("Enter the reference of your bank transfer.");
  await expect(page.getByRole("dialog", { name: "Please confirm" })).toHaveCount(0);
  await expect(page.getByText("No deposits yet.")).toBeVisible();

  await page.getByRole("radio", { name: /Vietcombank transfer/ }).check();
  await page.getByLabel("Amount (VND)").fill("1,500,000");
  await page.getByLabel("Transfer reference (bank transfer)").fill("VCB-E2E-2");
  await page.getByRole("button", { name: "Deposit", exact: true }).click();
  await confirm(page, /Deposit 1,500,000\.00 through Vietcombank transfer/);
  await expect(page.getByRole("status").filter({ hasText: "Deposit of 1,500,000.00 requested" })).toBeVisible();
  const row = page.locator("tr[data-deposit]");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Pending");
  await expect(balance(page)).toHaveText(/^\D*0\.00$/);

  const depositId = (await row.getAttribute("data-deposit"))!;
  expect(await ops("deposits", "pending")).toContain(depositId);
  expect(await ops("deposit", "approve", depositId, "seen", "on", "statement")).toMatch(/approved/i);
  await page.reload();
  await expect(page.locator(`tr[data-deposit="${depositId}"]`)).toContainText("Approved");
  await expect(balance(page)).toHaveText(/^\D*1,500,000\.00$/);
  // A second approval moves nothing.
  await expect(ops("deposit", "approve", depositId)).rejects.toThrow(/not pending/);
  await refreshBalance(page);
  await expect(balance(page)).toHaveText(/^\D*1,500,000\.00$/);
  await context.close();
});

test("withdrawal: held at request, approved, paid out, and confirmed received with a proof picture", async ({
  browser,
  javaScriptEnabled,
}) => {
  const { context, page } = await visitorFrom(browser, javaScriptEnabled);
  const { member } = await memberWithMoney(page, javaScriptEnabled, "1000000", { payeeName: "JUAN DELA CRUZ" });
  await signInWithTicket(page, member);

  // Without a payment password the withdraw section says where to set it.
  await header(page).getByRole("link", { name: "Withdraw" }).click();
  await expect(page).toHaveURL(/\/member\/withdraw/);
  await expect(page.getByRole("link", { name: "Set payment password" }).first()).toBeVisible();
  await setPaymentPassword(page, "246810");

  // The bank account must be in the member's own name.
  await page.getByLabel("Bank name").fill("BDO Unibank");
  await page.getByLabel("Account number").fill("001234567890");
  await page.getByLabel("Account holder name").fill("SOMEONE ELSE");
  await page.getByLabel("Payment password", { exact: true }).fill("246810");
  await page.getByRole("button", { name: "Add bank account" }).click();
  await expect(page.getByText("The account holder name must match your registered real name.")).toBeVisible();
  await page.getByLabel("Account holder name").fill("Juan Dela Cruz");
  await page.getByLabel("Payment password", { exact: true }).fill("246810");
  await page.getByRole("button", { name: "Add bank account" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Bank account added." })).toBeVisible();

  await page.goto("/member/withdraw");
  await page.getByLabel("Amount (VND)").fill("300000");
  await page.getByRole("button", { name: "Withdraw", exact: true }).click();
  await confirm(page, /Withdraw 300,000\.00 to BDO Unibank/, "111111");
  await expect(page.getByText("The payment password is wrong.")).toBeVisible();
  await confirm(page, /Withdraw 300,000\.00/, "246810");
  // The member's sign-up bonus (ADR 0046) is still wagered: the withdrawal asks before it forfeits it.
  const asked = page.getByRole("dialog", { name: "Please confirm" });
  await expect(asked).toContainText("You have a bonus still being wagered");
  await expect(asked).toContainText("Withdrawing now forfeits it: the held bonus of 1,000.00 is taken back.");
  await asked.getByLabel("Forfeit my bonus and withdraw").check();
  await confirm(page, /Withdraw 300,000\.00/, "246810");
  await expect(
    page.getByRole("status").filter({ hasText: "Withdrawal of 300,000.00 requested; your bonus was forfeited." }),
  ).toBeVisible();
  await expect(balance(page)).toHaveText(/^\D*700,000\.00$/);
  const row = page.locator("tr[data-withdrawal]");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Pending");
  const withdrawalId = (await row.getAttribute("data-withdrawal"))!;

  expect(await ops("withdrawals", "pending")).toContain(withdrawalId);
  await ops("withdrawal", "approve", withdrawalId);
  await ops("withdrawal", "disburse", withdrawalId, "paid", "from", "BDO");
  await page.reload();
  await expect(row).toContainText("Paid out");

  // The receipt: a file that only claims to be a picture is refused by its content.
  const receipt = page.locator("form.receipt-form");
  await receipt.getByRole("radio", { name: "Received", exact: true }).check();
  await receipt
    .getByLabel(/Proof picture/)
    .setInputFiles({ name: "proof.png", mimeType: "image/png", buffer: Buffer.from("not a picture at all") });
  await receipt.getByRole("button", { name: "Send answer" }).click();
  await expect(page.getByText("The proof must be a PNG or JPG picture of at most 5 MB")).toBeVisible();

  const picture = encodePng(4, 4, new Uint8Array(4 * 4 * 4).fill(200));
  await receipt.getByRole("radio", { name: "Received", exact: true }).check();
  await receipt
    .getByLabel(/Proof picture/)
    .setInputFiles({ name: "proof.png", mimeType: "image/png", buffer: picture });
  await receipt.getByRole("button", { name: "Send answer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Thank you, your answer was recorded." })).toBeVisible();
  await expect(page.locator(`tr[data-withdrawal="${withdrawalId}"]`)).toContainText("Received");
  await expect(page.locator("form.receipt-form")).toHaveCount(0);
  // Received money is never refunded.
  await expect(ops("withdrawal", "refund", withdrawalId)).rejects.toThrow(/received/);
  await expect(balance(page)).toHaveText(/^\D*700,000\.00$/);

  expect(await accountRecord(page)).toEqual([
    ["Withdrawal", "-300,000.00", "700,000.00"],
    ["Adjustment", "+1,000,000.00", "1,000,000.00"],
  ]);
  await context.close();
});

test("transfer to upline needs the payment password and moves the money once, even when the form is sent twice", async ({
  browser,
  javaScriptEnabled,
}) => {
  const { context, page } = await visitorFrom(browser, javaScriptEnabled);
  const { member } = await memberWithMoney(page, javaScriptEnabled, "500000", { affiliateCode: "LAROAG2" });
  await signInWithTicket(page, member);
  await setPaymentPassword(page, "135790");

  await page.goto("/member/transferUpline");
  await expect(page.getByTestId("upline")).toHaveText("agent2");
  await page.getByLabel("Amount (VND)").fill("120000");
  await page.getByRole("button", { name: "Transfer to upline" }).click();
  const dialog = page.getByRole("dialog", { name: "Please confirm" });
  await expect(dialog).toContainText("Transfer 120,000.00 to your upline agent2?");

  // The confirmation as the browser would send it, twice (a double click, or a no-JS resubmission):
  // both carry the form's one requestKey, so the money moves once.
  const confirmation = dialog.locator("form");
  const sent: Record<string, string> = { paymentPassword: "135790", intent: "transferUpline" };
  for (const input of await confirmation.locator("input[type=hidden]").all()) {
    sent[(await input.getAttribute("name"))!] = (await input.getAttribute("value")) ?? "";
  }
  expect(sent.requestKey).toBeTruthy();
  const action = new URL(
    (await confirmation.getAttribute("action")) ?? "/member/transferUpline",
    page.url(),
  ).toString();
  for (let i = 0; i < 2; i++) {
    const answer = await page.request.post(action, { form: sent, maxRedirects: 0 });
    expect(answer.status()).toBe(302);
  }
  await page.goto("/member/transferUpline");
  await refreshBalance(page);
  await expect(balance(page)).toHaveText(/^\D*380,000\.00$/);

  // A wrong payment password moves nothing.
  await page.getByLabel("Amount (VND)").fill("10000");
  await page.getByRole("button", { name: "Transfer to upline" }).click();
  await confirm(page, /Transfer 10,000\.00 to your upline agent2/, "000000");
  await expect(page.getByText("The payment password is wrong.")).toBeVisible();
  await confirm(page, /Transfer 10,000\.00/, "135790");
  await expect(
    page.getByRole("status").filter({ hasText: "Transfer to your upline done. Main wallet: 370,000.00." }),
  ).toBeVisible();

  expect(await accountRecord(page)).toEqual([
    ["Transfer to upline", "-10,000.00", "370,000.00"],
    ["Transfer to upline", "-120,000.00", "380,000.00"],
    ["Adjustment", "+500,000.00", "500,000.00"],
  ]);
  // The type filter keeps one kind.
  await page.getByLabel("Type", { exact: true }).selectOption("adjustment");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByTestId("account-record").locator("tbody tr")).toHaveCount(1);
  await context.close();
});

test.describe("game wallets", () => {
  // Only the in-house vendor plays here (ADR 0031): the operator switches it to transfer mode so that it has a game wallet.
  test.beforeAll(async () => {
    expect(await ops("vendor", "INHOUSE", "transfer")).toContain("transfer");
  });
  test.afterAll(async () => {
    await ops("vendor", "INHOUSE", "seamless");
  });

  test("wallet: main to a game wallet and back with collect-all, each with the payment password", async ({
    browser,
    javaScriptEnabled,
  }) => {
    const { context, page } = await visitorFrom(browser, javaScriptEnabled);
    const { member } = await memberWithMoney(page, javaScriptEnabled, "300000");
    await signInWithTicket(page, member);
    await setPaymentPassword(page, "975310");

    await page.goto("/member/transferFund");
    const vendor = (await page.getByLabel("Game wallet").locator("option").first().textContent())!.trim();
    await page.getByLabel("Game wallet").selectOption({ label: vendor });
    await page.getByLabel("Direction").selectOption({ label: "Main wallet → game wallet" });
    await page.getByLabel("Amount (VND)").fill("100000");
    await page.getByRole("button", { name: "Transfer", exact: true }).click();
    await confirm(page, new RegExp(`Transfer 100,000\\.00 from the main wallet to ${vendor}`), "975310");
    await expect(page.getByRole("status").filter({ hasText: "Transfer done. Main wallet: 200,000.00." })).toBeVisible();
    await expect(page.getByRole("row", { name: vendor })).toContainText("100,000.00");
    // The header shows the sum of every wallet.
    await expect(balance(page)).toHaveText(/^\D*300,000\.00$/);

    await page.getByRole("button", { name: "Collect all" }).click();
    await confirm(page, /every game wallet back to the main wallet/, "975310");
    await expect(
      page.getByRole("status").filter({ hasText: "100,000.00 moved back. Main wallet: 300,000.00." }),
    ).toBeVisible();
    await expect(page.getByTestId("main-balance")).toContainText("300,000.00");

    expect(await accountRecord(page)).toEqual([
      // One row per wallet a transfer touched: the game wallet's, then the main wallet's.
      ["Transfer from game wallet", "-100,000.00", "0.00"],
      ["Transfer from game wallet", "+100,000.00", "300,000.00"],
      ["Transfer to game wallet", "+100,000.00", "100,000.00"],
      ["Transfer to game wallet", "-100,000.00", "200,000.00"],
      ["Adjustment", "+300,000.00", "300,000.00"],
    ]);
    await context.close();
  });
});
