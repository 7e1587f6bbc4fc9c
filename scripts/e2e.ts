// `npm run test:e2e`: the browser tests, each project (JavaScript on, off) on a site of its own, both at once
// (ADR 0077). Operator switches (maintenance, regions) are global to a site, so each project still runs one test at
// a time on its site; two sites — two platform and web pairs, each on its own ports and its own PGlite directory,
// with its own OpenID Connect provider — let the two projects run side by side. The js site takes E2E_PORT,
// E2E_PLATFORM_PORT and E2E_OIDC_PORT (3100, 4100, 4900 by default), the nojs site the next port of each. Arguments
// go to both `playwright test` runs (spec files, --grep); with --project, one run as before.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import { buildServer, serverBuildIsStale } from "./build-server.mjs";
import { freshOpsBundle } from "./ops-bundle.mjs";
import { webBuildIsStale } from "./web/build-freshness.js";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const playwright = path.join(root, "node_modules/@playwright/test/cli.js");

// What both runs share is made once, before either starts: the web and server builds (two sites rebuilding one
// build/ at once would empty it under each other) and the operator CLI's bundle.
if (webBuildIsStale(root)) {
  console.log("Building the web tier…");
  const result = spawnSync("npm", ["run", "--silent", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else if (serverBuildIsStale()) {
  await buildServer();
}
await freshOpsBundle();

if (args.some((arg) => arg === "--project" || arg.startsWith("--project="))) {
  const only = spawnSync(process.execPath, [playwright, "test", ...args], { cwd: root, stdio: "inherit" });
  process.exit(only.status ?? 1);
}

const port = (name: string, fallback: number) => Number(process.env[name] || fallback);
const base = {
  web: port("E2E_PORT", 3100),
  platform: port("E2E_PLATFORM_PORT", 4100),
  oidc: port("E2E_OIDC_PORT", 4900),
};
// E2E_SHARDS=n splits each project's files into n parts (Playwright's --shard), each on a site of its own as well.
const shards = Math.max(1, port("E2E_SHARDS", 1));
const sites = ["js", "nojs"].flatMap((project) =>
  Array.from({ length: shards }, (_, shard) => ({
    project,
    name: shards > 1 ? `${project} ${shard + 1}/${shards}` : project,
    args: shards > 1 ? [`--shard=${shard + 1}/${shards}`, "--pass-with-no-tests"] : [],
  })),
);
const siteEnv = (i: number) => ({
  E2E_PORT: String(base.web + i),
  E2E_PLATFORM_PORT: String(base.platform + i),
  E2E_OIDC_PORT: String(base.oidc + i),
});

const width = Math.max(...sites.map((s) => s.name.length));
const children: ChildProcess[] = [];
type Result = { name: string; code: number; ms: number };

/** One site's run, each line of it printed under the site's name; resolves with its exit code. */
function runSite({ project, name, args: own }: (typeof sites)[number], i: number): Promise<Result> {
  const started = Date.now();
  const env: NodeJS.ProcessEnv = { ...process.env, ...siteEnv(i) };
  // Each site makes its own data directory (playwright.config.ts): one given here would be shared.
  delete env.E2E_DATA_DIR;
  const child = spawn(process.execPath, [playwright, "test", `--project=${project}`, ...own, ...args], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  const prefix = `${name.padEnd(width)} │ `;
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    readline
      .createInterface({ input: stream, crlfDelay: Infinity })
      .on("line", (line) => out.write(prefix + line + "\n"));
  }
  return new Promise((resolve) => {
    child.on("close", (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), ms: Date.now() - started }));
  });
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => children.forEach((child) => child.kill(signal)));
}

for (const [i, site] of sites.entries()) {
  console.log(
    `${site.name.padEnd(width)} │ site on ${siteEnv(i).E2E_PORT}, platform on ${siteEnv(i).E2E_PLATFORM_PORT}`,
  );
}
const results = await Promise.all(sites.map(runSite));
const minutes = (ms: number) => `${Math.floor(ms / 60_000)} min ${Math.round((ms % 60_000) / 1000)} s`;
console.log("");
for (const { name, code, ms } of results) {
  console.log(`${name.padEnd(width)} │ ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${minutes(ms)}`);
}
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
