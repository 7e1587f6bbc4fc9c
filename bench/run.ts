// npm run bench — measured side by side in one run on this machine:
//   home page SSR (root status call + home loaders) vs a bare Remix route (/healthz) vs the
//   same home HTML bytes from a static server; and the first-visit JS of / (gzipped).
// Results: bench/results/<timestamp>.json and latest.json, and the table in bench/README.md.
import { fork, spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import autocannon from "autocannon";
import { chromium } from "@playwright/test";
import { runWalletBench, waitFor } from "./wallet.js";

const root = path.resolve(import.meta.dirname, "..");
const port = 3400;
const platformPort = 4400;
const staticPort = 3401;
const site = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const children: ChildProcess[] = [];
const stopAll = () => children.forEach((c) => c.exitCode === null && c.kill("SIGTERM"));
process.on("exit", stopAll);

type Load = { path: string; requestsPerSec: number; p50Ms: number; p95Ms: number; p99Ms: number; errors: number; non2xx: number; total: number };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function load(url: string): Promise<Load> {
  // Every response's time is kept so that p95 is computed exactly (autocannon's summary has p97.5).
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections, duration, headers: { "accept-encoding": "gzip" } }, (error, res) => (error ? reject(error) : resolve(res)));
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    path: new URL(url).pathname,
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    p99Ms: round(percentile(times, 99)),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: times.length,
  };
}

type JsBytes = { files: number; rawBytes: number; gzipBytes: number };

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
async function firstVisitJs(): Promise<{ referencedByHtml: JsBytes; loadedByBrowser: JsBytes }> {
  const html = await (await fetch(`${site}/`)).text();
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/import\(?\s*"([^"]+\.js)"/g)) srcs.add(m[1]);
  const referenced = await Promise.all([...srcs].map(async (src) => Buffer.from(await (await fetch(new URL(src, site))).arrayBuffer())));

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
    return { referencedByHtml: sum(referenced), loadedByBrowser: sum(await Promise.all(loaded)) };
  } finally {
    await browser.close();
  }
}

if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
  spawnSync("npx", ["remix", "vite:build"], { cwd: root, stdio: "inherit" });
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "laro-bench-"));
const siteProcess = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
  env: {
    ...process.env,
    PORT: String(port),
    PLATFORM_PORT: String(platformPort),
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    RATE_LIMIT_PER_MINUTE: "0",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    // A production build of a demo install, like the e2e site: the figures are of the demo's pages (ADR 0015).
    SITE_MODE: "demo",
    SESSION_SECRET: "bench-session-secret-0123456789",
  },
});
children.push(siteProcess);
await waitFor(`${site}/`);

const homeHtml = path.join(dataDir, "home.html");
fs.writeFileSync(homeHtml, await (await fetch(`${site}/`)).text());
const staticServer = fork(path.join(root, "bench/static-server.ts"), [homeHtml, String(staticPort)], {
  execArgv: ["--import", "tsx"],
});
children.push(staticServer);
await new Promise((r) => staticServer.once("message", r));

for (const url of [`${site}/`, `${site}/healthz`]) await autocannon({ url, connections, duration: 2 }); // warm-up

const home = await load(`${site}/`);
const bare = await load(`${site}/healthz`);
const staticHome = await load(`http://127.0.0.1:${staticPort}/`);
const js = await firstVisitJs();
// The site is stopped before the wallet is measured, so that the two never share the CPU.
stopAll();
await new Promise((r) => setTimeout(r, 1000));
const wallet = await runWalletBench({ duration, connections, port: 4500 });

const result = {
  at: new Date().toISOString(),
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
  settings: { duration, connections },
  home,
  bareRemixRoute: bare,
  staticHome,
  ratios: {
    homeVsBareRemix: +(home.requestsPerSec / bare.requestsPerSec).toFixed(3),
    homeVsStatic: +(home.requestsPerSec / staticHome.requestsPerSec).toFixed(3),
  },
  firstVisitJs: { ...js, budgetGzipBytes: 120 * 1024, withinBudget: js.loadedByBrowser.gzipBytes <= 120 * 1024 },
  wallet,
};

const stamp = result.at.replace(/[:.]/g, "-");
fs.writeFileSync(path.join(root, `bench/results/${stamp}.json`), JSON.stringify(result, null, 2) + "\n");
fs.writeFileSync(path.join(root, "bench/results/latest.json"), JSON.stringify(result, null, 2) + "\n");

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const row = (name: string, l: Load) => `| ${name} | \`${l.path}\` | ${l.requestsPerSec} | ${l.p50Ms} | ${l.p95Ms} | ${l.p99Ms} | ${l.errors + l.non2xx} |`;
const table = [
  `Measured ${result.at} on ${result.machine.cpus} × ${result.machine.model}, Node ${result.machine.node}; autocannon ${connections} connections × ${duration} s each, loopback.`,
  "",
  "| target | path | req/s | p50 ms | p95 ms | p99 ms | errors |",
  "|---|---|---|---|---|---|---|",
  row("home page (SSR)", home),
  row("bare Remix route", bare),
  row("home HTML as a static file", staticHome),
  "",
  `Ratios: home / bare Remix = **${result.ratios.homeVsBareRemix}**, home / static = **${result.ratios.homeVsStatic}**.`,
  "",
  `First visit to \`/\`, JS gzipped (budget 120 KB): referenced by the HTML ${js.referencedByHtml.files} files, **${kb(js.referencedByHtml.gzipBytes)} KB**; ` +
    `downloaded by Chromium until idle (lazy carousel included) ${js.loadedByBrowser.files} files, **${kb(js.loadedByBrowser.gzipBytes)} KB**.`,
  "",
  ...walletTable(wallet),
].join("\n");
const readme = path.join(root, "bench/README.md");
const current = fs.readFileSync(readme, "utf8");
fs.writeFileSync(readme, current.replace(/<!-- results -->[\s\S]*<!-- \/results -->/, `<!-- results -->\n${table}\n<!-- /results -->`));
console.log(table);

stopAll();
await new Promise((r) => setTimeout(r, 500));
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(0);

function walletTable(w: typeof wallet): string[] {
  const line = (name: string, t: { okPerSec: number; p50Ms: number; p95Ms: number; non2xx: number; errors: number }) => `| ${name} | ${t.okPerSec} | ${t.p50Ms} | ${t.p95Ms} | ${t.non2xx + t.errors} |`;
  return [
    "Wallet transfers over HTTP (money moved per second; each request a new idempotency key), then pgbench TPC-B on the same PostgreSQL:",
    "",
    "| target | transfers/s | p50 ms | p95 ms | refused or errors |",
    "|---|---|---|---|---|",
    ...(w.postgres
      ? [
          line("member transferFund, PostgreSQL (argon2id payment password each)", w.postgres.memberTransfer),
          line("operator adjustment, PostgreSQL (ledger only)", w.postgres.operatorAdjust),
          `| pgbench TPC-B, same PostgreSQL | ${w.postgres.pgbenchTpcbTps} tps | | | |`,
        ]
      : ["| PostgreSQL | not reachable: skipped | | | |"]),
    line("member transferFund, PGlite", w.pglite.memberTransfer),
    line("operator adjustment, PGlite", w.pglite.operatorAdjust),
    "",
    `Ratios: member transfer / TPC-B = **${w.ratios.memberTransferVsPgbench}**, operator adjustment / TPC-B = **${w.ratios.operatorAdjustVsPgbench}**, ` +
      `PGlite / PostgreSQL member transfer = **${w.ratios.pgliteVsPostgresTransfer}**` +
      (w.postgres ? `; ledger invariants after the load: **${w.postgres.ledgerOk ? "hold" : "BROKEN"}**.` : "."),
    "",
    "In-house dice rounds settled through the seamless wallet (one form POST → signed debit + signed credit over HTTP), counted from the completed rounds:",
    "",
    "| target | rounds/s | p50 ms | p95 ms | errors |",
    "|---|---|---|---|---|",
    ...(w.postgres
      ? [`| in-house dice, PostgreSQL | ${w.postgres.inhouseRounds.roundsPerSec} | ${w.postgres.inhouseRounds.p50Ms} | ${w.postgres.inhouseRounds.p95Ms} | ${w.postgres.inhouseRounds.errors} |`]
      : []),
    `| in-house dice, PGlite | ${w.pglite.inhouseRounds.roundsPerSec} | ${w.pglite.inhouseRounds.p50Ms} | ${w.pglite.inhouseRounds.p95Ms} | ${w.pglite.inhouseRounds.errors} |`,
    "",
    `Ratios: in-house rounds / TPC-B = **${w.ratios.inhouseRoundsVsPgbench}**, PGlite / PostgreSQL rounds = **${w.ratios.pgliteVsPostgresRounds}**.`,
  ];
}
