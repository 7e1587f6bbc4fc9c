import { expect, test } from "@playwright/test";
import { ops, visitorFrom } from "./support";

// An empty Today tab shows the next events to come (ADR 0061), JavaScript on and off: a
// competition with nothing today opens on Today with its next fixture under honest words, not an empty page.

test("Today with nothing left today lists the next events to come", async ({ browser, javaScriptEnabled }) => {
  const { context, page } = await visitorFrom(browser, javaScriptEnabled);
  const s = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const competition = `E2E Next ${s}`;
  // Two days ahead: never today, whatever the hour.
  const startsAt = new Date(Date.now() + 2 * 24 * 3600_000).toISOString();
  const out = await ops(
    "events",
    "create",
    JSON.stringify({
      ref: `e2e-next-${s}`,
      sport: "volleyball",
      competition,
      home: "Herons",
      away: "Cranes",
      startsAt,
      markets: [{ type: "winner", odds: { home: "1.80", away: "2.00" } }],
    }),
  );
  expect(out).toMatch(/\([0-9a-f-]{36}\)/);
  await page.goto(`/sports?tab=today&sport=volleyball&competition=${encodeURIComponent(competition)}&lng=EN`);
  const next = page.getByTestId("sports-next");
  await expect(next).toContainText("No events today. The next events to come:");
  await expect(next.locator("li.event-card")).toHaveCount(1);
  await expect(next.getByRole("link", { name: "Herons v Cranes" })).toBeVisible();
  await context.close();
});
