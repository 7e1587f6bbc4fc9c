import { expect, test } from "@playwright/test";
import { platform } from "./support";

test("the download page has Android and iOS tabs, each with a server-drawn QR code of the site and how to keep it on the home screen", async ({ page }) => {
  for (const tab of ["android", "ios"] as const) {
    await page.goto(`/down?lng=EN&tab=${tab}`);
    await expect(page.locator("header#site-header")).toHaveCount(0);
    await expect(page.locator(".tabs__tab[aria-current='page']")).toHaveCount(1);
    // No app is configured (ADR 0037): three steps to the home screen, no download link.
    await expect(page.locator("ol.steps > li")).toHaveCount(3);
    const qr = page.locator(".download__qr svg");
    await expect(qr).toHaveCount(1);
    // qrcode's size 200 with margin 20 (SPEC §9).
    await expect(qr).toHaveAttribute("width", "200");
    const status = await platform<{ info: { resources: { resourceType: string }[] } }>("/wps/system/status");
    expect(status.info.resources.filter((r) => r.resourceType !== "SOCIAL")).toEqual([]);
    await expect(page.locator(".download__actions")).toHaveCount(0);
  }
  const moved = await page.goto("/download?tab=ios");
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/down?tab=ios");
  expect(moved?.status()).toBe(200);
  await page.goto("/?lng=EN&modal=download");
  await expect(page.locator("dialog .download__qr svg")).toHaveCount(1);
});

test("the speed test pings every domain and lists them fastest first with SPEC's classes", async ({ page }) => {
  const domains = await platform<{ domainName: string }[]>("/wps/system/domainRoute?device=0");
  await page.goto("/?lng=EN&modal=speedTest");
  const list = page.locator("dialog#modal-speedTest ol.speed-list");
  await expect(list).toHaveAttribute("aria-busy", "false", { timeout: 15_000 });
  const rows = list.locator("li");
  await expect(rows).toHaveCount(domains.length);
  const values: number[] = [];
  for (let i = 0; i < domains.length; i++) {
    const row = rows.nth(i);
    const cls = (await row.getAttribute("class")) ?? "";
    const text = (await row.locator(".speed__value").textContent()) ?? "";
    const failed = (await row.locator(".speed__badge--failed").count()) > 0;
    const value = failed ? 9999 : Number(text.match(/\d+/)?.[0]);
    values.push(value);
    if (!failed) {
      expect(value).toBeGreaterThanOrEqual(20);
      expect(value).toBeLessThanOrEqual(150);
      const expected = value <= 80 ? "fast" : value <= 150 ? "normal" : "slow";
      expect(cls).toContain(`speed--${expected}`);
    }
  }
  expect([...values].sort((a, b) => a - b)).toEqual(values);
  // 127.0.0.2 refuses connections: a real failure, listed last.
  await expect(rows.last()).toContainText("127.0.0.2");
  await expect(rows.last().locator(".speed__badge--failed")).toHaveCount(1);
  await expect(rows.first().locator(".speed__badge--failed")).toHaveCount(0);
});
