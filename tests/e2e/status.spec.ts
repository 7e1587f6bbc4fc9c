import { spawn } from "node:child_process";
import { expect, test } from "@playwright/test";
import { freePort } from "../support/ports.js";
import { ops } from "./support";

// System status (SPEC §2.1): switched by the operator CLI while the site runs, no restart.
test.describe.configure({ mode: "serial" });

test.afterEach(async () => {
  await ops("maintenance", "off");
  await ops("region", "clear");
  await ops("service", "set", "live", "/member/messageV2?tab=feedback");
});

test("maintenance on shows the maintenance screen, with contact-us only for an outside chat; off brings the site back", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto("/?lng=EN");
  await expect(page.locator("header#site-header")).toHaveCount(1);

  expect(await ops("maintenance", "on")).toMatch(/maintenance/i);
  await page.goto("/promotions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Under maintenance");
  // The demo's desk is the member centre's feedback, itself under maintenance: no contact-us leads there (ADR 0063).
  await expect(page.getByRole("link", { name: "Contact us" })).toHaveCount(0);
  await expect(page.locator("header#site-header")).toHaveCount(0);
  await ops("service", "set", "live", "https://chat.laro.ph/room");
  await page.goto("/promotions");
  await expect(page.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "https://chat.laro.ph/room");

  await ops("maintenance", "off");
  await page.goto("/promotions");
  await expect(page.locator("header#site-header")).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Under maintenance" })).toHaveCount(0);
});

test("a blocked range sees the blocked-region screen with its own address; others do not", async ({ browser }) => {
  await ops("region", "block", "203.0.113.0/24");
  const blocked = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.7" } });
  const elsewhere = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.20" } });
  try {
    const page = await blocked.newPage();
    await page.goto("/?lng=EN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Access restricted");
    await expect(page.locator("main")).toContainText("203.0.113.7");
    // The demo's desk is a page of the site, which a blocked visitor cannot open: no contact-us (ADR 0063).
    await expect(page.getByRole("link", { name: "Contact us" })).toHaveCount(0);

    const other = await elsewhere.newPage();
    await other.goto("/?lng=EN");
    await expect(other.locator("header#site-header")).toHaveCount(1);

    await ops("region", "allow", "198.51.100.0/24");
    await page.goto("/");
    await expect(page.locator("main")).toContainText("203.0.113.7");
    await ops("region", "clear");
    await page.goto("/");
    await expect(page.locator("header#site-header")).toHaveCount(1);
  } finally {
    await blocked.close();
    await elsewhere.close();
  }
});

test("an unreachable platform gives the translated network page with retry, not a crash", async ({ page }) => {
  // A free port, not a fixed one: the other project's run starts the same web beside this one (ADR 0077).
  const port = await freePort();
  const web = spawn(process.execPath, ["--import", "tsx", "scripts/serve-web.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      WPS_URL: "http://127.0.0.1:9",
      NODE_ENV: "production",
    },
    stdio: "ignore",
  });
  try {
    await expect
      .poll(
        async () =>
          fetch(`http://127.0.0.1:${port}/healthz`)
            .then((r) => r.status)
            .catch(() => 0),
        { timeout: 30_000 },
      )
      // Up, but its platform is not (ADR 0073): a load balancer takes it out of service.
      .toBe(503);
    const res = await page.goto(`http://127.0.0.1:${port}/promotions?lng=EN`);
    expect(res?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Network link abnormal");
    await expect(page.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/promotions?lng=EN");
  } finally {
    web.kill("SIGTERM");
  }
});
