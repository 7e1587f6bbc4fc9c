import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JOBS } from "../../server/jobs/registry.js";
import type { JobContext } from "../../server/jobs/job.js";
import { loadedSandboxes } from "../../server/sandbox/loaded.js";
import { startPlatform, type Platform } from "./harness.js";

// The demo sandboxes live apart, in server/sandbox (ADR 0075): a production platform never loads one. Two proofs: a
// production platform started, seeded and running its minute's jobs has loaded none (each sandbox marks itself when
// loaded); and the import graph, where nothing outside server/sandbox imports one but the demo branches, by a
// dynamic import. The demo platform, started after, shows the marks do appear when a sandbox is loaded.

const silent = { info: () => {}, error: () => {} };

async function runMinuteJobs(platform: Platform) {
  const ctx: JobContext = { db: platform.database.db, config: platform.config, log: silent, app: platform.app };
  for (const name of ["events-sandbox", "lottery-draws"]) {
    const job = JOBS.find((j) => j.name === name)!;
    await job.run(ctx, job.periodOf(new Date()));
  }
}

describe("a production platform", () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform({ mode: "production" });
  }, 60_000);
  afterAll(async () => platform?.close());

  it("loads no sandbox: not at its start, its seed, nor its minute's jobs", async () => {
    await runMinuteJobs(platform);
    expect(loadedSandboxes()).toEqual([]);
  });
});

describe("a demo platform (after the production one, in this same process)", () => {
  let platform: Platform;
  beforeAll(async () => {
    platform = await startPlatform({ mode: "demo" });
  }, 60_000);
  afterAll(async () => platform?.close());

  it("loads the events and lottery sandboxes", async () => {
    await runMinuteJobs(platform);
    expect(loadedSandboxes()).toEqual(["events", "lottery"]);
  });
});

const root = path.resolve(import.meta.dirname, "../..");
const sandboxDir = "server/sandbox/";
/** The demo branches that may load a sandbox, each by a dynamic import after its production check. */
const demoBranches = ["server/modules/index.ts", "server/seed/events.ts", "server/jobs/events.ts"];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(rel);
    return /\.(ts|tsx|mts|mjs|js)$/.test(entry.name) ? [rel] : [];
  });
}

/** Each import of a server/sandbox file in the file: whether it is dynamic. */
function sandboxImports(file: string): { spec: string; dynamic: boolean }[] {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  const found: { spec: string; dynamic: boolean }[] = [];
  const patterns: [RegExp, boolean][] = [
    [/\b(?:import|export)\s+(?:type\s+)?[^"';]*?\bfrom\s*["']([^"']+)["']/g, false],
    [/\bimport\s*["']([^"']+)["']/g, false],
    [/\bimport\s*\(\s*["']([^"']+)["']\s*\)/g, true],
  ];
  for (const [pattern, dynamic] of patterns)
    for (const match of text.matchAll(pattern)) {
      if (!match[1].startsWith(".")) continue;
      const target = path.relative(root, path.resolve(path.dirname(path.join(root, file)), match[1]));
      if (target.split(path.sep).join("/").startsWith(sandboxDir)) found.push({ spec: match[1], dynamic });
    }
  return found;
}

describe("the import graph", () => {
  it("reaches a sandbox only from the demo branches, by a dynamic import", () => {
    const reaching = ["server", "app", "contract", "scripts", "bench"]
      .filter((dir) => fs.existsSync(path.join(root, dir)))
      .flatMap(sourceFiles)
      .filter((file) => !file.startsWith(sandboxDir))
      .flatMap((file) => sandboxImports(file).map((found) => ({ file, ...found })));
    expect(reaching.filter((found) => !found.dynamic || !demoBranches.includes(found.file))).toEqual([]);
    expect(new Set(reaching.map((found) => found.file))).toEqual(new Set(demoBranches));
  });
});
