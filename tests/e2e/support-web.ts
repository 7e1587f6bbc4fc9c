// A web server of a test's own, in front of the suite's platform (or one of its own): a test that measures
// the web process (its memory), cuts connections or exhausts a limit must not disturb the shared site.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { expect } from "@playwright/test";
import { freePort } from "../support/ports.js";

export type OwnWeb = { url: string; port: number; pid: number; rssKiB: () => number; stop: () => void };

async function answering(url: string, timeout = 60_000) {
  await expect
    .poll(
      async () =>
        fetch(url).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout, intervals: [250] },
    )
    .toBe(200);
}

function stopper(child: ChildProcess) {
  return () => {
    if (child.exitCode === null) child.kill("SIGTERM");
  };
}

export async function ownWeb(env: Record<string, string> = {}): Promise<OwnWeb> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/serve-web.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      WPS_URL: `http://127.0.0.1:${process.env.E2E_PLATFORM_PORT}`,
      NODE_ENV: "production",
      TRUST_PROXY: "loopback",
      ...env,
    },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  await answering(`${url}/healthz`);
  return {
    url,
    port,
    pid: child.pid!,
    rssKiB: () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1] ?? 0),
    stop: stopper(child),
  };
}

/** A platform of the test's own (its own embedded database), e.g. with a low visitor limit. */
export async function ownPlatform(env: Record<string, string>): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync("/tmp/laro-e2e-own-");
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PLATFORM_PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      SITE_MODE: "demo",
      ...env,
    },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  await answering(`${url}/wps/system/test/ping`, 120_000);
  return {
    url,
    stop: () => {
      stopper(child)();
      child.once("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));
    },
  };
}
