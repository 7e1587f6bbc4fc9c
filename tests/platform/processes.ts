import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { opsBundle, root } from "../support/ops-bundle.js";
import { freePort } from "../support/ports.js";

// The platform and the operator CLI as separate processes, started the way an operator starts them.

export { root };

/** The environment of a fresh shell: none of the suite's own platform settings leak in. */
export function cleanEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const leaking = new Set([
    "DATABASE_URL",
    "OPERATOR_KEY",
    "WPS_URL",
    "PLATFORM_PORT",
    "DATA_DIR",
    "TRUSTED_PROXIES",
    "SEED",
    "SITE_MODE",
    "NODE_ENV",
    "DEFAULT_PASSWORD",
  ]);
  // A cast: Remix's globals declare NODE_ENV always set, and this environment leaves it out on purpose.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !leaking.has(name)),
  ) as NodeJS.ProcessEnv;
  return { ...env, LOG_LEVEL: "silent", ...extra };
}

export type Result = { code: number; stdout: string; stderr: string };

/** The CLI as its own process: the suite's bundle of it (tests/support/ops-bundle.ts), or `npm run ops` itself. */
export function runCli(args: string[], env: NodeJS.ProcessEnv, viaNpm = false): Promise<Result> {
  const [file, argv] = viaNpm ? ["npm", ["run", "-s", "ops", "--", ...args]] : [process.execPath, [opsBundle, ...args]];
  return new Promise((resolve) => {
    execFile(file, argv, { cwd: root, env, timeout: 30_000 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
      resolve({ code, stdout: stdout.trim(), stderr: stderr.trim() });
    });
  });
}

export async function waitForPing(base: string, child: ChildProcess, timeoutMs = 40_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`platform exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/wps/system/test/ping`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`platform did not answer at ${base}`);
}

export function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once("exit", (code) => resolve(code));
    child.kill("SIGTERM");
  });
}

/** The demo member's headers for the running platform's calls (logged in with a sealed payload, as the web does). */
export async function demoAuth(base: string): Promise<Record<string, string>> {
  const headers = { "content-type": "application/json" };
  const key = (await (await fetch(`${base}/wps/system/encryptionKey`)).json()).value;
  const { encryptForPlatform } = await import("../../server/modules/accounts/jwe.js");
  const jwe = await encryptForPlatform(key.jwk, key.kid, { type: "username", username: "demo", password: "Demo1234" });
  const login = await (
    await fetch(`${base}/wps/session/login`, { method: "POST", headers, body: JSON.stringify({ jwe }) })
  ).json();
  return { ...headers, authorization: `Bearer ${login.value.token}` };
}

export type PlatformProcess = {
  dataDir: string;
  base: string;
  env: NodeJS.ProcessEnv;
  child: ChildProcess;
  stderr: () => string;
  close: () => Promise<void>;
};

/**
 * `npm run platform` as an operator starts it, on a free port and a throw-away data directory (`laro-<name>-…`),
 * answering; `env` is a clean shell's with that port and directory, for the CLI run against it. `close` stops it if
 * a test has not, and removes the directory.
 */
export async function startPlatformProcess(name: string): Promise<PlatformProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `laro-${name}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = cleanEnv({ PLATFORM_PORT: String(port), DATA_DIR: dataDir });
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  try {
    await waitForPing(base, child);
  } catch (error) {
    await stop(child);
    throw new Error(`${(error as Error).message}\n${stderr}`);
  }
  return {
    dataDir,
    base,
    env,
    child,
    stderr: () => stderr,
    close: async () => {
      await stop(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
