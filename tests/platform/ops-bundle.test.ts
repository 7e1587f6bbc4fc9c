import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { freshOpsBundle, opsBundle, opsBundleIsStale, root } from "../../scripts/ops-bundle.mjs";

// ADR 0059: `npm run ops` runs the CLI's bundle, built when a source is newer, not the sources
// through tsx (about 10 s a call on a cold machine, 4–5 s warm).

const run = promisify(execFile);
const scripts = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).scripts as Record<string, string>;

describe("npm run ops", () => {
  it("runs the bundle with plain node, no compiler", () => {
    expect(scripts.ops).toBe("node scripts/ops.mjs");
  });

  it("builds the bundle again when one of its sources is newer", async () => {
    await freshOpsBundle();
    expect(opsBundleIsStale()).toBe(false);
    const source = path.join(root, "server/jobs/operator.ts");
    const { atime, mtime } = fs.statSync(source);
    try {
      fs.utimesSync(source, atime, new Date(fs.statSync(opsBundle).mtimeMs + 5_000));
      expect(opsBundleIsStale()).toBe(true);
    } finally {
      fs.utimesSync(source, atime, mtime);
    }
    expect(opsBundleIsStale()).toBe(false);
  });

  it("answers a call in under 2.5 s once the bundle is built (npm's own start included)", async () => {
    await freshOpsBundle();
    const before = fs.statSync(opsBundle).mtimeMs;
    const started = performance.now();
    const { stdout } = await run("npm", ["run", "-s", "ops", "--", "help"], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: "silent" },
    });
    const took = performance.now() - started;
    expect(stdout).toMatch(/job run <name> \[period\]/);
    expect(took).toBeLessThan(2_500);
    // The call used the bundle as it was: nothing was built again.
    expect(fs.statSync(opsBundle).mtimeMs).toBe(before);
  });
});
