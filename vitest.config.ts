import { defineConfig } from "vitest/config";

// Own config: no Remix plugin, no e2e specs (DESIGN §3).
export default defineConfig({
  resolve: {
    alias: {
      "~": new URL("./app", import.meta.url).pathname,
      "~contract": new URL("./contract", import.meta.url).pathname,
    },
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/platform/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    // Two files at a time: each has its own database, and the machine's two cores are otherwise half idle
    // while a file waits on PostgreSQL or on a process it started. Not more: the concurrency files open
    // pools of 40 connections, and PostgreSQL allows 100.
    maxWorkers: 2,
    minWorkers: 1,
    // The operator CLI, bundled once for the tests that run it as its own process; the migrated and seeded
    // databases each file copies (ADR 0076).
    globalSetup: ["tests/support/ops-bundle.ts", "tests/support/template-db.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
