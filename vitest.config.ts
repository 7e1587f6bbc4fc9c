import { defineConfig } from "vitest/config";

// Own config: no Remix plugin, no e2e specs (DESIGN §3).
export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname, "~contract": new URL("./contract", import.meta.url).pathname } },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/platform/**/*.test.ts"],
    environment: "node",
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
