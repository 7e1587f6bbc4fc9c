// npm run bench — every budget figure (ADR 0026, 0027) in one run on this machine, each phase with only what it
// measures running:
//   1. the site on PGlite: /, /rng, /promotions server-rendered, as a visitor and as a signed-in member,
//      against the bare Remix route (/healthz) of the same build at 10, 50 (and for home 20) connections;
//      the home HTML as a static file; the first visit's JS; Lighthouse's mobile score (nothing else running);
//   2. the same pages on a fresh PostgreSQL database (skipped when PostgreSQL does not answer);
//   3. the wallet: money over HTTP on PostgreSQL against pgbench TPC-B on it, and on PGlite (wallet.ts);
//   4. the in-house games' RTP over a million rounds each (rtp.ts; the suite plays a short check of it).
// Results: bench/results/<timestamp>.json and latest.json, and the table in bench/README.md.
import { fork, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import prettier from "prettier";
import { chromium } from "@playwright/test";
import { freshPostgres } from "../tests/platform/harness.js";
import { LIGHTHOUSE_PAGES, runLighthouse } from "./lighthouse.js";
import { load, measurePages, startSite, type PagePass, type Site } from "./pages.js";
import { findPage, goals, readmeTable, type BenchResult, type FirstVisitJs, type JsBytes } from "./report.js";
import { postgresAnswers, runWalletBench, type WalletBench } from "./wallet.js";
import { runRtp, rtpLine } from "./rtp.js";
import { webBuildIsStale } from "../scripts/web/build-freshness.js";

const root = path.resolve(import.meta.dirname, "..");
const port = 3460;
const platformPort = 4460;
const staticPort = 3461;
const walletPort = 4461;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const started = Date.now();
// Other work on the machine skews every figure: the load average is written down with them.
const loadAtStart = os.loadavg().map((n) => +n.toFixed(2));

function sum(bodies: Buffer[]): JsBytes {
  return {
    files: bodies.length,
    rawBytes: bodies.reduce((n, b) => n + b.length, 0),
    gzipBytes: bodies.reduce((n, b) => n + zlib.gzipSync(b, { level: 9 }).length, 0),
  };
}

/**
 * The JavaScript of a first visit to /, two ways: what the HTML references (the critical path),
 * and everything a real browser downloads until the page has been idle for 3 s (lazy chunks too).
 */
async function firstVisitJs(site: string): Promise<FirstVisitJs> {
  const html = await (await fetch(`${site}/`)).text();
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/import\(?\s*"([^"]+\.js)"/g)) srcs.add(m[1]);
  const referenced = await Promise.all(
    [...srcs].map(async (src) => Buffer.from(await (await fetch(new URL(src, site))).arrayBuffer())),
  );

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const loaded: Promise<Buffer>[] = [];
  try {
    const page = await browser.newPage();
    page.on("response", (response) => {
      if (/\.m?js(\?|$)/.test(new URL(response.url()).pathname)) loaded.push(response.body());
    });
    await page.goto(`${site}/`, { waitUntil: "networkidle" });
    await page.waitForTimeout(3000);
    const loadedByBrowser = sum(await Promise.all(loaded));
    return {
      referencedByHtml: sum(referenced),
      loadedByBrowser,
      budgetGzipBytes: 120 * 1024,
      withinBudget: loadedByBrowser.gzipBytes <= 120 * 1024,
    };
  } finally {
    await browser.close();
  }
}

/** The home HTML bytes from a minimal Node server in its own process: the ceiling a rendered page is compared with. */
async function staticHome(site: Site) {
  const file = path.join(site.dataDir, "home.html");
  fs.writeFileSync(file, await (await fetch(`${site.url}/`)).text());
  const server = fork(path.join(root, "bench/static-server.ts"), [file, String(staticPort)], {
    execArgv: ["--import", "tsx"],
  });
  try {
    await new Promise((r) => server.once("message", r));
    return await load(`http://127.0.0.1:${staticPort}/`, { connections: 10, duration });
  } finally {
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    await exited;
  }
}

// A fresh clone has no build, and a changed app/, contract/ or locales/ makes it stale (as at `npm start`).
if (webBuildIsStale(root)) {
  console.log("Building the web tier…");
  const built = spawnSync("npx", ["remix", "vite:build"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// 1. PGlite: pages, static file, first-visit JS, then Lighthouse with nothing else running.
console.log("Pages on PGlite…");
const pgliteSite = await startSite({ port, platformPort, databaseUrl: "" });
const phase1 = await (async () => {
  try {
    const pages = await measurePages(pgliteSite, "PGlite", duration);
    const statics = await staticHome(pgliteSite);
    const js = await firstVisitJs(pgliteSite.url);
    console.log("Lighthouse…");
    const lighthouse = await runLighthouse(pgliteSite.url, LIGHTHOUSE_PAGES, lighthouseRuns);
    pgliteSite.check();
    return { pages, statics, js, lighthouse };
  } finally {
    await pgliteSite.stop();
  }
})();

// 2. The same pages on a fresh PostgreSQL database, dropped afterwards.
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
let postgresPages: PagePass | null = null;
if (await postgresAnswers(adminUrl)) {
  console.log("Pages on PostgreSQL…");
  const db = await freshPostgres(adminUrl);
  if (!db) throw new Error("freshPostgres made no database from a given URL");
  try {
    const site = await startSite({ port, platformPort, databaseUrl: db.url });
    try {
      postgresPages = await measurePages(site, "PostgreSQL", duration);
    } finally {
      await site.stop();
    }
  } finally {
    await db.drop();
  }
} else {
  console.log(`PostgreSQL does not answer at ${adminUrl}: its page figures are skipped.`);
}

// 3. The wallet, with the site stopped so that the two never share the CPU.
console.log("Wallet…");
/**
 * A run that waits for something that can no longer happen (a process it started was killed by someone
 * else on a shared machine, so its exit was never seen) would let Node end the bench silently with exit
 * code 13: when the event loop runs dry while the run is pending, it fails instead.
 */
function failIfStuck<T>(run: Promise<T>, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stuck = () => reject(new Error(`${what} was left waiting for nothing (a process it started died?)`));
    process.once("beforeExit", stuck);
    run.then(resolve, reject).finally(() => process.off("beforeExit", stuck));
  });
}

// Once more if it fails: on a shared machine its processes can be stopped under it.
let wallet: WalletBench | null = null;
let walletError: string | undefined;
for (let attempt = 1; attempt <= 2 && !wallet; attempt++) {
  try {
    wallet = await failIfStuck(runWalletBench({ duration, connections: 10, port: walletPort }), "the wallet's run");
    walletError = undefined;
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause;
    walletError = `${(error as Error).message}${cause ? ` (${cause.message ?? cause})` : ""}`;
    console.error(`The wallet's run failed (attempt ${attempt}):`, error);
  }
}

// 4. The RTP simulations: pure CPU, with nothing else running.
console.log("RTP…");
const rtp = await runRtp();
for (const game of rtp.games) console.log(rtpLine(game));

const home = findPage(phase1.pages, "/", "visitor", 10);
if (!home) throw new Error("home was not measured");
const measured: Omit<BenchResult, "goals"> = {
  at: new Date().toISOString(),
  tookSeconds: Math.round((Date.now() - started) / 1000),
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model,
    node: process.version,
    loadAverage: { atStart: loadAtStart, atEnd: os.loadavg().map((n) => +n.toFixed(2)) },
  },
  settings: { duration, connections: [10, 50], homeP95Connections: 20, lighthouseRuns },
  pages: { pglite: phase1.pages, postgres: postgresPages },
  staticHome: phase1.statics,
  homeVsStatic: +(home.requestsPerSec / phase1.statics.requestsPerSec).toFixed(3),
  firstVisitJs: phase1.js,
  lighthouse: phase1.lighthouse,
  wallet,
  ...(walletError ? { walletError } : {}),
  rtp,
};
const result: BenchResult = { ...measured, goals: goals(measured) };

const stamp = result.at.replace(/[:.]/g, "-");
// Written as the repository's formatter writes JSON, so that `npm run format:check` passes with the results committed.
const json = await prettier.format(JSON.stringify(result, null, 2), {
  ...(await prettier.resolveConfig(path.join(root, "bench/results/latest.json"))),
  parser: "json",
});
fs.writeFileSync(path.join(root, `bench/results/${stamp}.json`), json);
fs.writeFileSync(path.join(root, "bench/results/latest.json"), json);

const table = readmeTable(result);
const readme = path.join(root, "bench/README.md");
const current = fs.readFileSync(readme, "utf8");
fs.writeFileSync(
  readme,
  current.replace(/<!-- results -->[\s\S]*<!-- \/results -->/, `<!-- results -->\n${table}\n<!-- /results -->`),
);
console.log(table);
process.exit(0);
