// Lint for the whole repository (ADR 0024). The boundaries block is DESIGN §2/§2a written as rules:
// a change that breaks the layout fails `npm run lint`, not a review.
import { readFileSync } from "node:fs";
import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import boundaries from "eslint-plugin-boundaries";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Platform modules, lowest first (DESIGN §2a, ADR 0020), read from server/modules/ORDER — the one list
 * that scripts/module-graph.mjs checks too. A module may import only modules on earlier lines; modules
 * sharing a line are peers and may not import each other. A new engine adds a line there.
 */
export const MODULE_ORDER = readFileSync(new URL("./server/modules/ORDER", import.meta.url), "utf8")
  .split("\n")
  .map((line) => line.replace(/#.*/, "").trim())
  .filter(Boolean)
  .map((line) => line.split(/\s+/));

// Each module may reach the index.ts of every module on an earlier line, and nothing else of theirs.
const moduleOrderRules = MODULE_ORDER.flatMap((rank, index) => {
  const below = MODULE_ORDER.slice(0, index).flat();
  if (below.length === 0) return [];
  return [
    {
      from: { type: "module", captured: { module: rank } },
      allow: { to: { type: "module", captured: { module: below }, internalPath: "index.ts" } },
    },
  ];
});

const boundaryRules = {
  plugins: { boundaries },
  settings: {
    "import/resolver": { typescript: { alwaysTryTypes: true, project: "./tsconfig.json" } },
    "boundaries/elements": [
      // Folder mode: a file belongs to the nearest folder that matches, so a module's files are
      // "module" (with "server" as its parent) and the rest of server/ is "server".
      { type: "contract", pattern: "contract", mode: "folder" },
      { type: "module", pattern: "server/modules/*", mode: "folder", capture: ["module"] },
      { type: "server", pattern: "server", mode: "folder" },
      { type: "app", pattern: "app", mode: "folder" },
    ],
  },
  rules: {
    "boundaries/dependencies": [
      "error",
      {
        default: "disallow",
        rules: [
          // The web tier never reaches the platform's code; both may use the contract.
          { from: { type: "app" }, allow: { to: { type: ["app", "contract"] } } },
          // The contract depends on nothing of either tier.
          { from: { type: "contract" }, allow: { to: { type: "contract" } } },
          // The platform's shared parts (http, db, jobs, ops, config) serve every module; a module's
          // own files are not checked against each other.
          { from: { type: ["server", "module"] }, allow: { to: { type: ["server", "contract"] } } },
          // Outside the modules (registry, jobs, ops CLI, http hooks) a module is its index.ts.
          { from: { type: "server" }, allow: { to: { type: "module", internalPath: "index.ts" } } },
          // drizzle-kit reads every table through one file; nothing else may import a module's tables.
          {
            from: { type: "server", path: "server/db/schema.ts" },
            allow: { to: { type: "module", internalPath: "**/*schema.ts" } },
          },
          ...moduleOrderRules,
        ],
      },
    ],
  },
};

export default defineConfig(
  {
    ignores: [
      "build/",
      "data/",
      ".cache/",
      "node_modules/",
      "public/build/",
      "test-results/",
      "playwright-report/",
      "server/db/migrations/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      parserOptions: { ecmaFeatures: { jsx: true } },
      globals: { ...globals.browser, ...globals.node },
    },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat["jsx-runtime"].rules,
      ...reactHooks.configs.flat.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // TypeScript checks props; this rule only misreads typed props (it asks for `key`).
      "react/prop-types": "off",
      // The rule's danger is the opener, which rel="noopener" cuts. Whether a new tab also gets the
      // Referer (already only our origin, by the Referrer-Policy) is each link's choice: links to
      // elsewhere say noreferrer, the proof page (our own) and the chat keep it.
      "react/jsx-no-target-blank": ["error", { allowReferrer: true }],
    },
  },
  {
    // In a test a wrong `!` throws and fails the test, which is what the assertion wanted anyway.
    files: ["tests/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
  boundaryRules,
);
