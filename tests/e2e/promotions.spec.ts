import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import {
  createMember,
  freshIdentity,
  ops,
  overFifty,
  playRound,
  signInWithTicket,
  solveCaptcha,
  unusedMinute,
  visitorFrom,
} from "./support";

// Promotions that pay (ADR 0046), JavaScript on and off: the demo's sign-up bonus lands at
// registration with its wagering; bets count toward it and the job turns it into cash; a rebate is claimed
// after play; the welcome deposit bonus is joined and paid on the deposit; an application with two pictures
// is approved by the operator with the CLI.

async function member(browser: Browser, javaScriptEnabled: boolean) {
  const { context, page, ip } = await visitorFrom(browser, javaScriptEnabled);
  const me = await createMember(ip, freshIdentity("p"));
  await signInWithTicket(page, me);
  return { context, page, me };
}

const card = (page: Page, title: string) => page.locator("article.bonus-card").filter({ hasText: title });

test("the sign-up bonus lands at registration, its wagering shows in Bonus details, and the job turns it into cash", async ({
  browser,
  javaScriptEnabled,
}) => {
  const { context, page } = await visitorFrom(browser, javaScriptEnabled);
  const me = freshIdentity("s");
  await page.goto("/register?lng=EN");
  await expect(page.getByText("Register now and get a ₫1,000 welcome bonus!")).toBeVisible();
  await page.getByLabel("Username").fill(me.username);
  await page.getByLabel("Mobile number").fill(me.mobile);
  await page.getByLabel("Password", { exact: true }).fill(me.password);
  await page.getByLabel("Confirm password").fill(me.password);
  await page.getByLabel("Captcha").fill(await solveCaptcha(page));
  await page.getByLabel("I am 18 years old or older").check();
  await page.getByLabel(/I have read and agree to the/).check();
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/modal=registered/);

  await page.goto("/member/bonusDetails?lng=EN");
  const bonus = card(page, "₫1,000 sign-up bonus");
  await expect(bonus).toContainText("Wagering");
  await expect(bonus).toContainText("1,000.00 (1×)");
  await expect(page.getByTestId("bonus-held")).toHaveText("1,000.00");

  // Two rounds of 1,000 on dice: the bonus's target is met; the job converts it.
  await ops("adjust", me.username, "10000", "e2e", "promotion", "play");
  await page.goto("/game?nodeId=inhouse-dice&lng=EN");
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await playRound(frame, 1, overFifty);
  await playRound(frame, 2, overFifty);
  await ops("job", "run", "promotion-wagering", unusedMinute());
  await page.goto("/member/bonusDetails?lng=EN");
  await expect(card(page, "₫1,000 sign-up bonus")).toContainText("Completed");
  await expect(page.getByTestId("bonus-held")).toHaveText("0.00");
  await context.close();
});

test("a rebate accrues on valid bets and is claimed into the main wallet", async ({ browser, javaScriptEnabled }) => {
  const { context, page, me } = await member(browser, javaScriptEnabled);
  await ops("adjust", me.username, "10000", "e2e", "rebate", "play");
  await page.goto("/game?nodeId=inhouse-dice&lng=EN");
  const frame = page.frameLocator('[data-testid="game-frame"]');
  for (let nonce = 1; nonce <= 2; nonce++) await playRound(frame, nonce, overFifty);

  await page.goto("/member/manualRebate?lng=EN");
  const rebate = page.getByRole("table", { name: "Rebate accrued for 0.5% rebate on Laro Originals" });
  await expect(rebate).toContainText("2,000.00");
  await expect(rebate).toContainText("0.50%");
  await page.getByRole("button", { name: /^Claim/ }).click();
  await expect(page.getByText("0.5% rebate on Laro Originals: 10.00 was paid to your main wallet.")).toBeVisible();
  await page.goto("/member/transactionHistory?lng=EN");
  await expect(page.getByRole("table").first()).toContainText("10.00");
  await context.close();
});

test("the welcome deposit bonus is joined first, paid on the first deposit, wagered in rounds and turned into cash", async ({
  browser,
  javaScriptEnabled,
}) => {
  const { context, page, me } = await member(browser, javaScriptEnabled);
  await page.goto("/promotions/welcome-deposit?lng=EN");
  await page.getByRole("button", { name: "Join: 100% first-deposit bonus up to ₫500,000" }).click();
  await expect(page.getByText("You joined 100% first-deposit bonus up to ₫500,000.")).toBeVisible();
  await expect(page.getByText("Joined").first()).toBeVisible();

  // The sign-up bonus runs beside it (not exclusive); a bank deposit approved by the operator earns the bonus.
  const asked = await fetch(`http://127.0.0.1:${process.env.E2E_PLATFORM_PORT}/wps/v2/deposit`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${me.token}` },
    body: JSON.stringify({
      channelCode: "BANK_VCB",
      amount: "20000000",
      reference: "VCB e2e",
      requestKey: crypto.randomUUID(),
    }),
  }).then((r) => r.json());
  expect(asked.success, JSON.stringify(asked)).toBe(true);
  await ops("deposit", "approve", asked.value.deposit.id);
  await page.goto("/member/bonusDetails?lng=EN");
  const bonus = card(page, "100% first-deposit bonus up to ₫500,000");
  await expect(bonus).toContainText("200,000.00");
  await expect(bonus).toContainText("1,000,000.00 (5×)");
  await expect(bonus).toContainText("Wagering");

  // Five rounds of ₫200,000 (the most one bet may be and still count) meet the 5× target; the job converts.
  await ops("adjust", me.username, "1000000", "e2e", "welcome", "play");
  await page.goto("/game?nodeId=inhouse-dice&lng=EN");
  const frame = page.frameLocator('[data-testid="game-frame"]');
  for (let nonce = 1; nonce <= 2; nonce++) await playRound(frame, nonce, overFifty, "200000");
  await page.goto("/member/bonusDetails?lng=EN");
  await expect(card(page, "100% first-deposit bonus up to ₫500,000")).toContainText("400,000.00");
  await page.goto("/game?nodeId=inhouse-dice&lng=EN");
  for (let nonce = 3; nonce <= 5; nonce++) await playRound(frame, nonce, overFifty, "200000");
  await ops("job", "run", "promotion-wagering", unusedMinute());
  await page.goto("/member/bonusDetails?lng=EN");
  await expect(card(page, "100% first-deposit bonus up to ₫500,000")).toContainText("Completed");
  await expect(page.getByTestId("bonus-held")).toHaveText("0.00");
  await context.close();
});

test("an application with two pictures is approved by the operator with the CLI, and issued", async ({
  browser,
  javaScriptEnabled,
}) => {
  const { context, page, me } = await member(browser, javaScriptEnabled);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "laro-apply-"));
  const pictures = await Promise.all(
    ["#3366cc", "#cc6633"].map(async (colour, i) => {
      const file = path.join(dir, `win-${i + 1}.png`);
      await sharp({ create: { width: 32, height: 32, channels: 3, background: colour } })
        .png()
        .toFile(file);
      return file;
    }),
  );
  await page.goto("/promotions/big-win-story?lng=EN");
  await page.getByRole("link", { name: "Apply: Share your big win: ₫50,000" }).click();
  await page.getByLabel("Your comment (optional)").fill("Won big on dice");
  await page.getByLabel("Pictures (optional)").setInputFiles(pictures);
  await page.getByRole("button", { name: "Send application" }).click();
  await expect(page.getByText("Your application for Share your big win: ₫50,000 was sent.")).toBeVisible();

  const waiting = JSON.parse((await ops("promotions", "applications", "applying")).replace(/\n\([^)]*\)\s*$/, "")) as {
    list: { id: number; username: string; images: string[] }[];
  };
  const mine = waiting.list.find((a) => a.username === me.username)!;
  expect(mine.images).toHaveLength(2);
  await ops("promotions", "approve", String(mine.id));
  await page.goto("/promotions/big-win-story?lng=EN");
  await expect(page.getByText("Issued").first()).toBeVisible();
  await page.goto("/member/bonusDetails?lng=EN");
  await expect(card(page, "Share your big win: ₫50,000")).toContainText("Paid");
  fs.rmSync(dir, { recursive: true, force: true });
  await context.close();
});

test("a visitor reads the promotions, the announcements and the banners in the site's language: Tagalog by default, English when chosen (ADR 0062)", async ({
  browser,
  javaScriptEnabled,
}) => {
  const { context, page } = await visitorFrom(browser, javaScriptEnabled);
  await page.goto("/promotions");
  await expect(page.locator("main")).toContainText("₫1,000 na bonus sa pag-sign up");
  await expect(page.locator("main")).not.toContainText("₫1,000 sign-up bonus");
  await page.goto("/promotions/registration-bonus");
  await expect(page.locator("main")).toContainText("Bawat bagong account ay may ₫1,000 na bonus");
  await page.goto("/?modal=announcement");
  await expect(page.getByText("Maligayang pagdating sa Laro").first()).toBeVisible();
  await expect(page.locator('img[alt="Mga larong provably fair"]').first()).toBeAttached();
  await page.goto("/promotions?lng=EN");
  await expect(page.locator("main")).toContainText("₫1,000 sign-up bonus");
  await expect(page.locator("main")).not.toContainText("na bonus sa pag-sign up");
  await page.goto("/?modal=announcement");
  await expect(page.getByText("Welcome to Laro").first()).toBeVisible();
  await expect(page.locator('img[alt="Provably Fair Games"]').first()).toBeAttached();
  await context.close();
});
