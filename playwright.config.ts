import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } from "./tests/support/oidc-client.js";

// A real site on a throw-away database: the compiled platform and web, started by the same launcher as
// `npm start` (ADR 0077), on ports of their own. Workers inherit these variables. `npm run test:e2e` runs
// each project on a site of its own (scripts/e2e.ts), with the ports of each.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "laro-e2e-"));
process.env.E2E_PORT ??= "3100";
process.env.E2E_PLATFORM_PORT ??= "4100";
process.env.E2E_OPERATOR_KEY ??= "e2e-operator-key-0123456789";
// The OpenID Connect provider the social sign-in spec starts (tests/support/oidc-provider.ts): the site
// knows its address from the start, and discovers it only when a sign-in first needs it.
process.env.E2E_OIDC_PORT ??= "4900";
// Production refuses to start without a session secret; servers the tests start themselves inherit it.
process.env.SESSION_SECRET ??= "e2e-session-secret-0123456789";
// The default install keeps its limits in memory; CI's Redis (REDIS_URL) is for the platform suite. Two sites
// sharing it would count each other's logins and hear each other's site version.
delete process.env.REDIS_URL;

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  // Operator switches (maintenance) are global to the site, so tests run one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  // The operator CLI the specs run, bundled once (tests/support/ops-bundle.ts); then the site warmed (warm-site.ts).
  globalSetup: ["./tests/support/ops-bundle.ts", "./tests/support/warm-site.ts"],
  globalTeardown: "./tests/e2e/teardown.ts",
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    // *.spec.ts runs in both projects; *.js.spec.ts only with JavaScript; *.nojs.spec.ts only without.
    // Each its own output directory: the two projects' runs clear and fill them side by side (scripts/e2e.ts).
    { name: "js", testIgnore: /\.nojs\.spec\.ts$/, outputDir: "test-results/js", use: { javaScriptEnabled: true } },
    { name: "nojs", testIgnore: /\.js\.spec\.ts$/, outputDir: "test-results/nojs", use: { javaScriptEnabled: false } },
  ],
  webServer: {
    // The production runtime (ADR 0077), its server build made again first if a source changed since.
    command: "node scripts/build-server.mjs --if-stale && node build/server/start.js",
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: process.env.E2E_PORT,
      HOST: "127.0.0.1",
      PLATFORM_PORT: process.env.E2E_PLATFORM_PORT,
      DATA_DIR: process.env.E2E_DATA_DIR,
      OPERATOR_KEY: process.env.E2E_OPERATOR_KEY,
      SESSION_SECRET: process.env.SESSION_SECRET,
      // Tests speak as other visitors through X-Forwarded-For (region restriction).
      TRUST_PROXY: "loopback",
      RATE_LIMIT_PER_MINUTE: "0",
      // Both projects ask for codes for the same demo accounts within a minute.
      SMS_RESEND_SECONDS: "1",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      NODE_ENV: "production",
      // A production build of a demo install: demo accounts, the sandbox gateway and the development
      // captcha answers the tests read (ADR 0015). A production install never has them.
      SITE_MODE: "demo",
      // Google as the tests' provider; Facebook unset, so its button must not show (ADR 0033).
      OIDC_GOOGLE_ISSUER: `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`,
      OIDC_GOOGLE_CLIENT_ID: OIDC_CLIENT_ID,
      OIDC_GOOGLE_CLIENT_SECRET: OIDC_CLIENT_SECRET,
    },
  },
});
