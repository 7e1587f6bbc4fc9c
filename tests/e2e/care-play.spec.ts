import { expect, test } from "@playwright/test";
import { createMember, ops, overFifty, ownAddress, signInWithTicket, visitorFrom } from "./support";

// Responsible play, part 2 (ADR 0034), with and without JavaScript: a loss limit set on the care
// page refuses a stake over it inside the game; the reality check chosen there falls due, the next bet is
// refused and leads to the game page's reminder, which must be acknowledged before the game opens again.

const platformUrl = () => `http://127.0.0.1:${process.env.E2E_PLATFORM_PORT}`;

/** The development route that lets a session's minutes pass (never in production). */
async function rewind(username: string, minutes: number) {
  const res = await fetch(`${platformUrl()}/ops/dev/care/rewind`, {
    method: "POST",
    headers: { "X-Operator-Key": process.env.E2E_OPERATOR_KEY!, "Content-Type": "application/json" },
    body: JSON.stringify({ username, minutes }),
  });
  expect(((await res.json()) as { success: boolean }).success).toBe(true);
}

test("a loss limit refuses a stake over it; a reality check stops play until it is acknowledged", async ({
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(120_000);
  const ip = ownAddress();
  const member = await createMember(ip);
  await ops("adjust", member.username, "100000", "e2e", "care", "play");
  const { context, page } = await visitorFrom(browser, javaScriptEnabled, ip);
  await signInWithTicket(page, member);

  // Before the first deposit, with no deposit limit, the deposit page prompts for one and links to the limits.
  await page.goto("/member/depositv2?lng=EN");
  await expect(page.locator("#deposit-limit-prompt")).toContainText(
    "Before your first deposit, consider a deposit limit",
  );
  await page.locator("#deposit-limit-prompt").getByRole("link", { name: "Set a deposit limit" }).click();
  await expect(page).toHaveURL(/\/member\/responsiblePlay/);

  // A loss limit of 500 VND: a bad amount is refused next to its field, then it binds at once.
  await page.goto("/member/responsiblePlay?lng=EN");
  const loss = page.locator("#care-limit-loss-day-form");
  await loss.getByLabel("Loss limit for 24 hours (VND)").fill("five");
  await loss.getByRole("button", { name: "Save limit" }).click();
  await expect(loss.getByText("Enter an amount in VND")).toBeVisible();
  await loss.getByLabel("Loss limit for 24 hours (VND)").fill("500");
  await loss.getByRole("button", { name: "Save limit" }).click();
  await expect(page.getByText("Your 24-hour loss limit is now 500.00.")).toBeVisible();

  // A reality check every 15 minutes.
  const reality = page.locator("#care-reality-form");
  await reality.getByLabel("Remind me").selectOption("15");
  await reality.getByRole("button", { name: "Save reality check" }).click();
  await expect(page.getByText("You will get a reality check every 15 minutes.")).toBeVisible();
  await expect(page.locator("#care-reality")).toContainText("Reality check every 15 minutes.");

  // In the game: the session line, and a stake of 1,000 is over the loss limit's room.
  await page.goto("/game?lng=EN&nodeId=inhouse-dice");
  await expect(page.locator("#game-session")).toContainText(/Playing since .+ · Net position: 0\.00/);
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await frame.getByLabel("Stake (VND)").fill("1000");
  await overFifty(frame);
  await frame.getByRole("button", { name: "Place bet" }).click();
  await expect(frame.getByRole("alert")).toContainText("This stake would take you over your loss limit.");

  // Fifteen minutes of the session pass: the next bet is refused and leads to the reminder.
  await rewind(member.username, 15);
  await frame.getByLabel("Stake (VND)").fill("100");
  await overFifty(frame);
  await frame.getByRole("button", { name: "Place bet" }).click();
  await expect(frame.getByRole("alert")).toContainText("Time for a reality check");
  await frame.getByRole("link", { name: "See your session on the game page" }).click();
  await expect(page).toHaveURL(/\/game\?/);
  const notice = page.locator("#reality-check");
  await expect(notice.getByRole("heading", { name: "Reality check" })).toBeVisible();
  await expect(notice).toContainText(/You have played for 1\d min/);
  await expect(notice.getByTestId("reality-net")).toContainText("0.00");
  await expect(page.locator('[data-testid="game-frame"]')).toHaveCount(0);

  // The page loaded again still shows it: nothing but the acknowledgement clears it.
  await page.reload();
  await expect(page.locator("#reality-check")).toBeVisible();
  await page.locator("#reality-ack-form").getByRole("button", { name: "Continue playing" }).click();
  await expect(page.locator("#game-session")).toBeVisible();
  await expect(frame.getByRole("button", { name: "Place bet" })).toBeVisible();

  const status = await fetch(`${platformUrl()}/wps/v2/games/session`, {
    headers: { Authorization: `Bearer ${member.token}` },
  }).then((r) => r.json());
  expect(status.value.reality).toMatchObject({ interval: 15, due: false });
  await context.close();
});
