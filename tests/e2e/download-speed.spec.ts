import { expect, test } from "@playwright/test";
import { ops, platform } from "./support";

test("the download page has Android and iOS tabs, each with a server-drawn QR code of the site and how to keep it on the home screen", async ({
  page,
}) => {
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

test("the speed test times this site and the operator's public mirrors from the browser, which the policy lets it reach; without JavaScript it says it needs it", async ({
  page,
  javaScriptEnabled,
}) => {
  // A mirror the operator adds with the CLI (ADR 0066): another copy of the site, answered here by the test as
  // its ping would be; an internal address is refused.
  const mirror = "https://m1.laro-mirror.ph";
  await expect(ops("mirrors", "add", "http://127.0.0.2:4000")).rejects.toThrow(/https/);
  expect(await ops("mirrors", "add", mirror)).toContain(`Mirrors: ${mirror}`);
  try {
    let pinged = 0;
    await page.route(`${mirror}/**`, (route) => {
      pinged += 1;
      return route.fulfill({ status: 200, contentType: "application/json", body: '{"success":true,"value":"pong"}' });
    });
    const answer = await page.goto("/?lng=EN&modal=speedTest");
    // The policy names exactly this site and the mirrors for the pings.
    const policy = answer?.headers()["content-security-policy"] ?? "";
    expect(/connect-src ([^;]*)/.exec(policy)?.[1]?.trim()).toBe(`'self' ${mirror}`);
    const list = page.locator("dialog#modal-speedTest ol.speed-list");
    const rows = list.locator("li");
    await expect(rows).toHaveCount(2);
    await expect(list).not.toContainText(/localhost|127\.0\.0/);
    if (!javaScriptEnabled) {
      // Nothing is timed from the server: the list says the test needs JavaScript, and shows no figures.
      await expect(page.locator("dialog#modal-speedTest")).toContainText(
        "The line test runs in your browser and needs JavaScript",
      );
      await expect(list.locator(".speed__value")).toHaveCount(0);
      await expect(rows.nth(0)).toContainText("This site");
      await expect(rows.nth(1)).toContainText(mirror);
      return;
    }
    // Timed once the page runs: every line has its figure and class.
    await expect(list.locator("li.speed--pending")).toHaveCount(0, { timeout: 15_000 });
    await expect(list.locator(".speed__value")).toHaveCount(2);
    await expect(list).toHaveAttribute("aria-busy", "false");
    expect(pinged).toBeGreaterThan(0);
    const values: number[] = [];
    for (let i = 0; i < 2; i++) {
      const row = rows.nth(i);
      await expect(row.locator(".speed__badge--failed")).toHaveCount(0);
      const value = Number(/\d+/.exec((await row.locator(".speed__value").textContent()) ?? "")?.[0]);
      expect(value).toBeGreaterThanOrEqual(20);
      expect(value).toBeLessThanOrEqual(150);
      expect((await row.getAttribute("class")) ?? "").toContain(`speed--${value <= 80 ? "fast" : "normal"}`);
      values.push(value);
    }
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    expect((await list.innerText()).match(/This site|m1\.laro-mirror\.ph/g)?.sort()).toEqual([
      "This site",
      "m1.laro-mirror.ph",
    ]);
  } finally {
    await ops("mirrors", "remove", mirror);
  }
});
