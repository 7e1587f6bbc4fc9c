// Lighthouse's mobile performance score (ADR 0027: ≥ 95 on /, /register, /promotions, /rng), the median
// of three runs per page. Lighthouse's defaults: a mobile device emulated, simulated throttling (slow
// 4G, 4× slower CPU), each run in a fresh headless Chromium with empty storage. The same figures from
// the command line, against a site started with `SITE_MODE=demo NODE_ENV=production npm start`:
//   CHROME_PATH=/usr/bin/chromium npx lighthouse http://127.0.0.1:3000/ --only-categories=performance \
//     --chrome-flags="--headless=new --no-sandbox" --output=json --output-path=lh.json
// or `npx tsx bench/lighthouse.ts http://127.0.0.1:3000` for all four pages, three runs each.
import { pathToFileURL } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export const LIGHTHOUSE_PAGES = ["/", "/register", "/promotions", "/rng"] as const;
export const LIGHTHOUSE_RUNS = 3;

export type LighthouseRun = {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  benchmarkIndex: number;
  warnings: string[];
};
/** The median run by score (its LCP/TBT/CLS are that run's), and every run. */
export type LighthousePage = { path: string; medianScore: number; median: LighthouseRun; runs: LighthouseRun[] };

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

async function once(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", "--no-sandbox"] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const metric = (id: string) => Math.round((lhr.audits[id]?.numericValue ?? NaN) * 1000) / 1000;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: Math.round(metric("largest-contentful-paint")),
      tbtMs: Math.round(metric("total-blocking-time")),
      cls: metric("cumulative-layout-shift"),
      fcpMs: Math.round(metric("first-contentful-paint")),
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      warnings: lhr.runWarnings.map(String),
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART): such a run is made again, twice at most. */
async function attempts(url: string, left = 3): Promise<LighthouseRun> {
  try {
    return await once(url);
  } catch (error) {
    if (left <= 1) throw error;
    console.log(`  ${(error as Error).message}: once more`);
    return attempts(url, left - 1);
  }
}

/** Every page LIGHTHOUSE_RUNS times, one after the other (never two Chromiums at once on the bench's CPU). */
export async function runLighthouse(
  site: string,
  paths: readonly string[] = LIGHTHOUSE_PAGES,
  runs = LIGHTHOUSE_RUNS,
): Promise<LighthousePage[]> {
  const pages: LighthousePage[] = [];
  for (const p of paths) {
    const all: LighthouseRun[] = [];
    for (let i = 0; i < runs; i++) {
      const run = await attempts(`${site}${p}`);
      all.push(run);
      console.log(`  lighthouse ${p} run ${i + 1}: ${run.score} (TBT ${run.tbtMs} ms, LCP ${run.lcpMs} ms)`);
    }
    const median = [...all].sort((a, b) => a.score - b.score)[Math.floor(all.length / 2)];
    pages.push({ path: p, medianScore: median.score, median, runs: all });
  }
  return pages;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const site = process.argv[2] ?? "http://127.0.0.1:3000";
  for (const page of await runLighthouse(site))
    console.log(`${page.path}: median ${page.medianScore} (${page.runs.map((r) => r.score).join(", ")})`);
}
