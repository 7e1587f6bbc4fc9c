import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { webBuildIsStale } from "../../scripts/web/build-freshness.js";
import { freePort } from "../support/ports.js";
import { cleanEnv, root } from "./processes.js";

// ADR 0059: `npm start` prints the URL and the demo logins last, once both services answer,
// and they stay last: at the default level the demo logs no request (the web asks the platform for the site
// version every second). Needs a fresh web build (npm test builds before the browser tests); skipped without.

describe.skipIf(webBuildIsStale(root))("npm start's terminal", () => {
  it("ends with the URL and the demo logins, and a visit adds no line under them", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "laro-start-"));
    const [port, platformPort] = [await freePort(), await freePort()];
    const env = cleanEnv({ PORT: String(port), PLATFORM_PORT: String(platformPort), DATA_DIR: dataDir });
    delete env.LOG_LEVEL;
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
      cwd: root,
      env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    try {
      const deadline = Date.now() + 90_000;
      while (!out.includes("no account needed") && Date.now() < deadline && child.exitCode === null)
        await new Promise((r) => setTimeout(r, 200));
      expect(out, out).toContain("no account needed");
      const site = `http://127.0.0.1:${port}`;
      expect(out.indexOf(`Laro is running at ${site}`)).toBeGreaterThan(out.indexOf(`web listening`));
      // A page starts the web's version poll; three seconds of it, and a second page.
      expect((await fetch(`${site}/`)).status).toBe(200);
      await new Promise((r) => setTimeout(r, 3_000));
      expect((await fetch(`${site}/?lng=EN`)).status).toBe(200);
      await new Promise((r) => setTimeout(r, 500));
      expect(out.trimEnd().split("\n").at(-1), out).toMatch(/or "Free demo" for a trial player, no account needed\.$/);
    } finally {
      if (child.exitCode === null && child.pid) {
        const exited = new Promise((r) => child.once("exit", r));
        process.kill(-child.pid, "SIGTERM");
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
