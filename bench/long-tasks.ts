// Long tasks after load on a 4× slowed CPU (DESIGN §7): each page three times in Chromium as a
// 360 px phone, CDP CPU throttling 4×, a PerformanceObserver for 'longtask' from the first byte; prints the
// tasks over 50 ms that start after the load event (and, for reference, those before it).
// Usage: npx tsx bench/long-tasks.ts [site=http://127.0.0.1:3000]
import { chromium } from "@playwright/test";

const site = process.argv[2] ?? "http://127.0.0.1:3000";
const PAGES = ["/", "/rng", "/promotions", "/register"];
const RUNS = 3;

declare global {
  interface Window {
    longTasks: [number, number][];
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
let afterLoad = 0;
try {
  for (const path of PAGES) {
    for (let run = 1; run <= RUNS; run++) {
      const context = await browser.newContext({
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.addInitScript(() => {
        window.longTasks = [];
        new PerformanceObserver((list) =>
          list.getEntries().forEach((e) => window.longTasks.push([Math.round(e.startTime), Math.round(e.duration)])),
        ).observe({ type: "longtask", buffered: true });
      });
      await page.goto(site + path, { waitUntil: "load" });
      const loadAt = await page.evaluate(
        () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
      );
      await page.waitForTimeout(5000);
      const tasks = await page.evaluate(() => window.longTasks);
      const show = (list: [number, number][]) => list.map(([start, ms]) => `${ms} ms at ${start}`).join(", ") || "none";
      const after = tasks.filter(([start]) => start >= loadAt);
      afterLoad += after.length;
      console.log(
        `${path} run ${run}: load at ${Math.round(loadAt)} ms; after load: ${show(after)}; before: ${show(tasks.filter(([start]) => start < loadAt))}`,
      );
      await context.close();
    }
  }
} finally {
  await browser.close();
}
console.log(afterLoad === 0 ? "No long task after load." : `${afterLoad} long task(s) after load.`);
process.exit(afterLoad === 0 ? 0 : 1);
