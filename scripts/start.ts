// `npm start`: one command that runs the whole site on this machine — the platform (with its
// database, migrations and the seed of its mode: demo unless SITE_MODE or NODE_ENV say production)
// and then the web tier — and prints where to find it. `--dev` runs the web through Vite with hot
// reload instead of the build. Started from its build (`npm start`: node build/server/start.js, ADR 0077) it runs
// the built platform and web; started from the sources through tsx (`npm run dev`), the sources.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import path from "node:path";
import { isProduction, readPlatformConfig } from "../server/config.js";
import { DEMO_LOGINS } from "../server/modules/accounts/index.js";
import { readWebEnv } from "../app/lib/config/env.server.js";
import { webBuildIsStale } from "./web/build-freshness.js";

const root = path.resolve(import.meta.dirname, "..");
const dev = process.argv.includes("--dev");
const fromBuild = path.extname(process.argv[1] ?? "") === ".js";

let platformConfig: ReturnType<typeof readPlatformConfig>;
let webEnv: ReturnType<typeof readWebEnv>;
try {
  platformConfig = readPlatformConfig();
  webEnv = readWebEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// A fresh clone has no build; a changed app/ or locales/ makes the build stale. Remix's build empties build/,
// the compiled platform's place too, so both are built again (`npm run build`).
if (!dev) {
  if (webBuildIsStale(root)) {
    console.log("Building the web tier…");
    const result = spawnSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit" });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const children: ChildProcess[] = [];
let stopping = false;

/** The service `name` from its build (build/server/<name>.js) or its source `script` through tsx, as this launcher runs. */
function run(name: string, script: string, args: string[] = []): ChildProcess {
  const code = fromBuild
    ? [path.join(root, "build/server", `${path.basename(script, ".ts")}.js`)]
    : ["--import", "tsx", script];
  const child = spawn(process.execPath, [...code, ...args], {
    cwd: root,
    stdio: "inherit",
    env: process.env,
  });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping the site.`);
      stop(typeof code === "number" && code !== 0 ? code : 1);
    }
  });
  children.push(child);
  return child;
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  let waiting = children.filter((c) => c.exitCode === null && c.signalCode === null);
  if (waiting.length === 0) process.exit(code);
  for (const child of waiting) {
    child.once("exit", () => {
      waiting = waiting.filter((c) => c !== child);
      if (waiting.length === 0) process.exit(code);
    });
    child.kill("SIGTERM");
  }
  setTimeout(() => process.exit(code), 10_000).unref();
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

async function waitFor(url: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const res = await fetch(url);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

run("platform", "server/main.ts");
if (!(await waitFor(`${webEnv.wpsUrl}/wps/system/test/ping`, 60_000))) {
  console.error(`The platform did not answer on ${webEnv.wpsUrl} within 60 s.`);
  stop(1);
} else {
  run("web", "scripts/serve-web.ts", dev ? ["--dev"] : []);
  const site = `http://${webEnv.HOST === "0.0.0.0" ? "127.0.0.1" : webEnv.HOST}:${webEnv.PORT}`;
  if (await waitFor(`${site}/`, 60_000)) {
    const store = platformConfig.DATABASE_URL ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${platformConfig.dataDir}`;
    console.log(`\nLaro is running at ${site}\n  platform ${webEnv.wpsUrl}, database ${store}\n  Ctrl+C stops both.\n`);
    // A production install has no demo accounts (ADR 0015): nothing to print.
    if (!isProduction(platformConfig)) {
      const width = Math.max(...DEMO_LOGINS.map((l) => l.username.length));
      const logins = DEMO_LOGINS.map((l) => `  ${l.username.padEnd(width)}  ${l.password.padEnd(12)} ${l.role}`);
      console.log(
        `Demo logins (username, password):\n${logins.join("\n")}\n  or "Free demo" for a trial player, no account needed.\n`,
      );
    }
  }
}
