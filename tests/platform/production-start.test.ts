import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPlatformConfig } from "../../server/config.js";
import { openDatabase } from "../../server/db/connect.js";
import { encryptForPlatform } from "../../server/modules/accounts/jwe.js";
import { seedInstall } from "../../server/seed/index.js";
import { freePort, freshPostgres } from "./harness.js";
import { cleanEnv, root, runCli, stop, waitForPing } from "./processes.js";
import { withPostgres } from "../support/services.js";

// The production start (ADR 0015), as an operator meets it: `server/main.ts` with
// NODE_ENV=production on a database that began as a demo install refuses to start and says what to do;
// `demo retire` (on the database, since the platform is down) and an own DEFAULT_PASSWORD let it start.

const OWN_DEFAULT_PASSWORD = "Own-default-4821";

function startPlatform(env: NodeJS.ProcessEnv): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** A start that is expected to stop by itself; killed if it does not within the time. */
async function refusedStart(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const started = startPlatform(env);
  const timer = setTimeout(() => started.child.kill("SIGKILL"), 40_000);
  const code = await started.exited;
  clearTimeout(timer);
  return { code, output: started.output() };
}

describe("a production start on a database seeded as a demo", () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let base: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "laro-prod-"));
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    // What `npm start` leaves on a machine: a demo install, with its published demo accounts.
    const demo = readPlatformConfig({
      DATA_DIR: dataDir,
      SITE_MODE: "demo",
      ARGON2_MEMORY_KIB: "1024",
      ARGON2_ITERATIONS: "1",
    });
    const database = await openDatabase({ dataDir });
    try {
      await seedInstall(database.db, demo);
    } finally {
      await database.close();
    }
    env = cleanEnv({ NODE_ENV: "production", DATA_DIR: dataDir, PLATFORM_PORT: String(port) });
  }, 60_000);

  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("refuses to start, naming the demo accounts and the published DEFAULT_PASSWORD, and what to do", async () => {
    const { code, output } = await refusedStart(env);
    expect(code).toBe(1);
    expect(output).toContain(
      "The platform refuses to start in production mode (NODE_ENV=production and SITE_MODE unset)",
    );
    expect(output).toContain(
      "demo accounts still log in with their published passwords: demo, agent1, agent2, agent3, player1, player2, player3, staff.",
    );
    expect(output).toContain("npm run ops -- demo retire");
    expect(output).toContain('DEFAULT_PASSWORD is the published default "Laro123456"');
    expect(output).toContain("Set DEFAULT_PASSWORD to a password of your own.");
    // Refused before listening, and the data directory is free for the CLI.
    expect(fs.existsSync(path.join(dataDir, "platform.lock"))).toBe(false);
  }, 60_000);

  it("with its own DEFAULT_PASSWORD it still refuses, for the demo accounts alone", async () => {
    const { code, output } = await refusedStart({ ...env, DEFAULT_PASSWORD: OWN_DEFAULT_PASSWORD });
    expect(code).toBe(1);
    expect(output).toContain("demo accounts still log in with their published passwords");
    expect(output).not.toContain("DEFAULT_PASSWORD");
  }, 60_000);

  it("`demo retire` works on the database while the platform is down, and a production CLI cannot switch the sandbox on", async () => {
    const retired = await runCli(["demo", "retire"], env);
    expect(retired, retired.stderr).toMatchObject({ code: 0 });
    expect(retired.stdout).toBe(
      [
        "Demo accounts retired (they can no longer log in or recover a password):",
        "  demo: password disabled, 0 sessions ended, mobile and email unbound",
        "  agent1: password disabled, 0 sessions ended",
        "  agent2: password disabled, 0 sessions ended",
        "  agent3: password disabled, 0 sessions ended",
        "  player1: password disabled, 0 sessions ended",
        "  player2: password disabled, 0 sessions ended",
        "  player3: password disabled, 0 sessions ended",
        "  staff: password disabled, 0 sessions ended",
        `(in the database directly, as no platform answers at ${base})`,
      ].join("\n"),
    );
    const sandbox = await runCli(["channel", "SANDBOX_PAY", "on"], env);
    expect(sandbox.code).toBe(1);
    expect(sandbox.stderr).toBe(
      "ops: The sandbox payment gateway exists only in a demo install (SITE_MODE=demo); a production site cannot use it",
    );
    expect((await runCli(["demo"], env)).code).toBe(2);
    expect((await runCli(["help"], env)).stdout).toContain("demo retire");
  }, 60_000);

  it("then starts in production: no demo login, no sandbox; a second retire through it finds nothing to do", async () => {
    const started = startPlatform({ ...env, DEFAULT_PASSWORD: OWN_DEFAULT_PASSWORD });
    try {
      await waitForPing(base, started.child);
      const status = await (await fetch(`${base}/wps/system/status`)).json();
      expect(status.success).toBe(true);
      const key = (await (await fetch(`${base}/wps/system/encryptionKey`)).json()).value;
      const jwe = await encryptForPlatform(key.jwk, key.kid, {
        type: "username",
        username: "demo",
        password: "Demo1234",
      });
      const login = await fetch(`${base}/wps/session/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jwe }),
      });
      expect((await login.json()).code).toBe("LOGIN_FAILED");
      const page = await fetch(`${base}/wps/gateway/sandbox/pay/${crypto.randomUUID()}`);
      expect(page.status).toBe(404);
      expect((await page.json()).code).toBe("NOT_FOUND");
      const again = await runCli(["demo", "retire"], env);
      expect(again.code).toBe(0);
      expect(again.stdout).toMatch(
        /^Demo accounts retired[^\n]*\n {2}demo: already retired\n[\s\S]*\(through the platform at http:\/\/127\.0\.0\.1:\d+\)$/,
      );
    } finally {
      expect(await stop(started.child)).toBe(0);
    }
  }, 60_000);
});

describe.runIf(withPostgres())("a production start on PostgreSQL seeded as a demo", () => {
  it("is refused, `demo retire` works on DATABASE_URL while it is down, then it starts", async () => {
    const postgres = (await freshPostgres())!;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "laro-prod-pg-"));
    try {
      const database = await openDatabase({ databaseUrl: postgres.url, dataDir });
      try {
        await seedInstall(
          database.db,
          readPlatformConfig({
            DATA_DIR: dataDir,
            SITE_MODE: "demo",
            ARGON2_MEMORY_KIB: "1024",
            ARGON2_ITERATIONS: "1",
          }),
        );
      } finally {
        await database.close();
      }
      const port = await freePort();
      const env = cleanEnv({
        NODE_ENV: "production",
        DATA_DIR: dataDir,
        PLATFORM_PORT: String(port),
        DATABASE_URL: postgres.url,
        DEFAULT_PASSWORD: OWN_DEFAULT_PASSWORD,
      });
      const refused = await refusedStart(env);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(
        "demo accounts still log in with their published passwords: demo, agent1, agent2, agent3, player1, player2, player3, staff.",
      );
      const retired = await runCli(["demo", "retire"], env);
      expect(retired.code, retired.stderr).toBe(0);
      expect(retired.stdout).toMatch(/^Demo accounts retired[\s\S]*\(in the database directly/);
      const started = startPlatform(env);
      try {
        await waitForPing(`http://127.0.0.1:${port}`, started.child);
      } finally {
        expect(await stop(started.child)).toBe(0);
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await postgres.drop();
    }
  }, 90_000);
});

describe("SEED=0", () => {
  it("starts without seeding anything: the merchant is not configured", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "laro-noseed-"));
    const port = await freePort();
    const started = startPlatform(cleanEnv({ SEED: "0", DATA_DIR: dataDir, PLATFORM_PORT: String(port) }));
    try {
      await waitForPing(`http://127.0.0.1:${port}`, started.child);
      const status = await fetch(`http://127.0.0.1:${port}/wps/system/status`);
      expect(status.status).toBe(503);
      expect((await status.json()).message).toMatch(/is not configured/);
    } finally {
      await stop(started.child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
