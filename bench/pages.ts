// The pages' part of `npm run bench`: the whole site (platform + web, as `npm start` runs it) on one
// database, and the server-rendered pages measured against the bare Remix route of the same build at
// the same connection count — for a visitor (no cookie: what a cache may serve) and for a signed-in
// member (a session cookie: rendered on every request).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { chromium } from "@playwright/test";
import { DEMO_LOGINS } from "../server/modules/accounts/index.js";
import { waitFor } from "./wallet.js";

const root = path.resolve(import.meta.dirname, "..");

export const PAGES = ["/", "/rng", "/promotions"] as const;
export const BARE = "/healthz";
export const CONNECTIONS = [10, 50] as const;
/** Home's p95 is also held to an absolute figure at this many connections (ADR 0027: ≤ 100 ms). */
export const HOME_P95_CONNECTIONS = 20;

export type Load = {
  path: string;
  connections: number;
  requestsPerSec: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  total: number;
};
export type Who = "visitor" | "member";
/** One page at one connection count, with its ratios to the bare route measured just before it. */
export type PageFigure = Load & { who: Who; vsBare: { requestsPerSec: number; p50: number; p95: number; p99: number } };
export type PagePass = { database: "PGlite" | "PostgreSQL"; bare: Load[]; pages: PageFigure[] };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const ratio = (a: number, b: number) => (b ? +(a / b).toFixed(3) : 0);

/** autocannon on one URL; every response's time is kept so that p95 is exact (autocannon's summary has p97.5). */
export async function load(
  url: string,
  opts: { connections: number; duration: number; headers?: Record<string, string> },
): Promise<Load> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: opts.connections,
        duration: opts.duration,
        headers: { "accept-encoding": "gzip", ...opts.headers },
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    path: new URL(url).pathname,
    connections: opts.connections,
    // Completed responses over the measured time (a slow page at 50 connections completes few per second).
    requestsPerSec: round1(times.length / (result.duration || opts.duration)),
    p50Ms: round1(percentile(times, 50)),
    p95Ms: round1(percentile(times, 95)),
    p99Ms: round1(percentile(times, 99)),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: times.length,
  };
}

export type Site = { url: string; dataDir: string; stop: () => Promise<void>; check: () => void };

/**
 * The site as `npm start` runs it (scripts/start.ts: the platform, then the web once the platform
 * answers), a demo install in production mode, on PGlite or on the given PostgreSQL; the build must exist.
 */
export async function startSite(opts: { port: number; platformPort: number; databaseUrl: string }): Promise<Site> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "laro-bench-site-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(opts.port),
    PLATFORM_PORT: String(opts.platformPort),
    DATA_DIR: dataDir,
    DATABASE_URL: opts.databaseUrl,
    RATE_LIMIT_PER_MINUTE: "0",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    // A production build of a demo install, like the e2e site: the figures are of the demo's pages (ADR 0015).
    SITE_MODE: "demo",
    SESSION_SECRET: "bench-session-secret-0123456789",
  };
  const children: ChildProcess[] = [];
  let stopping = false;
  // BENCH_NODE_ARGS: flags for both site processes, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile a page.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const run = (which: "platform" | "web") => {
    const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "bench/site-process.ts", which], {
      cwd: root,
      stdio: ["ignore", "ignore", "inherit"],
      env,
    });
    child.once(
      "exit",
      (code, signal) =>
        stopping || console.error(`The bench's ${which} stopped (${signal ?? code}) before the bench stopped it.`),
    );
    children.push(child);
  };
  const check = () => {
    if (children.some((c) => c.exitCode !== null || c.signalCode !== null))
      throw new Error("the site stopped during the bench (see above): its figures would be of errors");
  };
  const stop = async () => {
    stopping = true;
    for (const child of children.reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once("exit", () => children.forEach((c) => c.exitCode === null && c.kill("SIGTERM")));
  const url = `http://127.0.0.1:${opts.port}`;
  try {
    run("platform");
    await waitFor(`http://127.0.0.1:${opts.platformPort}/wps/system/test/ping`);
    run("web");
    await waitFor(`${url}/`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, stop, check };
}

/**
 * A member's session cookie, got the way a person gets one: the demo member logs in through the web
 * tier's login form in Chromium (as tests/e2e do), and the browser's cookies for the site are kept.
 */
export async function memberCookie(site: string): Promise<string> {
  const demo = DEMO_LOGINS.find((l) => l.role === "member");
  if (!demo) throw new Error("no demo member to log in as");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${site}/?lng=EN&modal=login`);
    const dialog = page.locator("dialog#modal-login");
    await dialog.getByLabel("Username").fill(demo.username);
    await dialog.getByLabel("Password", { exact: true }).fill(demo.password);
    await dialog.getByRole("button", { name: "Log in" }).click();
    await page.locator("header#site-header").getByRole("link", { name: "Deposit" }).waitFor({ timeout: 30_000 });
    const cookie = (await context.cookies(site)).map((c) => `${c.name}=${c.value}`).join("; ");
    // The cookie alone must render the member's page (the member's header), or the figures would be a visitor's.
    const html = await (await fetch(`${site}/`, { headers: { cookie } })).text();
    if (!html.includes("site-header--member")) throw new Error("the member's cookie does not render a signed-in page");
    return cookie;
  } finally {
    await browser.close();
  }
}

/**
 * Every page figure on one running site: at each connection count the bare route first, then each page
 * as a visitor and as a member; then home alone at HOME_P95_CONNECTIONS for its absolute p95.
 */
export async function measurePages(site: Site, database: PagePass["database"], duration: number): Promise<PagePass> {
  const cookie = await memberCookie(site.url);
  const as = (who: Who): Record<string, string> => (who === "member" ? { cookie } : {});
  // Warm-up: the first requests compile code paths and fill whatever the web tier keeps.
  for (const p of [BARE, ...PAGES])
    for (const who of ["visitor", "member"] as const)
      await load(`${site.url}${p}`, { connections: 10, duration: 1, headers: as(who) });

  const bare: Load[] = [];
  const pages: PageFigure[] = [];
  const figure = (l: Load, who: Who, b: Load): PageFigure => ({
    ...l,
    who,
    vsBare: {
      requestsPerSec: ratio(l.requestsPerSec, b.requestsPerSec),
      p50: ratio(l.p50Ms, b.p50Ms),
      p95: ratio(l.p95Ms, b.p95Ms),
      p99: ratio(l.p99Ms, b.p99Ms),
    },
  });
  for (const connections of CONNECTIONS) {
    const b = await load(`${site.url}${BARE}`, { connections, duration });
    bare.push(b);
    for (const p of PAGES) {
      for (const who of ["visitor", "member"] as const) {
        const f = figure(await load(`${site.url}${p}`, { connections, duration, headers: as(who) }), who, b);
        site.check();
        pages.push(f);
        console.log(
          `  ${database} ${who} ${p} @${connections}: ${f.requestsPerSec} req/s, p95 ${f.p95Ms} ms, ${f.errors + f.non2xx} errors (bare ${b.requestsPerSec} req/s)`,
        );
      }
    }
  }
  const b20 = await load(`${site.url}${BARE}`, { connections: HOME_P95_CONNECTIONS, duration });
  bare.push(b20);
  for (const who of ["visitor", "member"] as const)
    pages.push(
      figure(await load(`${site.url}/`, { connections: HOME_P95_CONNECTIONS, duration, headers: as(who) }), who, b20),
    );
  site.check();
  return { database, bare, pages };
}
