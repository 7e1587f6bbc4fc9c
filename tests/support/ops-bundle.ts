import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";

// The operator CLI as one file of our code, built once per test run (vitest's global setup). Each CLI call
// in the suite is a separate process, as an operator runs it; through tsx every call compiled and resolved
// the whole server graph again (about 1.5 s of each), so the suite spent minutes starting the CLI. The
// bundle is the same sources compiled by the same compiler; packages stay outside it, resolved from
// node_modules as in `npm run ops`, and one test still runs `npm run ops` itself.

export const root = path.resolve(import.meta.dirname, "../..");
export const opsBundle = path.join(root, "node_modules/.cache/laro-tests/ops-cli.mjs");

/** Each file keeps its own `import.meta.url`, so paths it resolves (migrations, locales) stay those of the sources. */
const ownUrls: Plugin = {
  name: "own-import-meta-url",
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => ({
      contents: (await fs.promises.readFile(args.path, "utf8")).replaceAll("import.meta.url", JSON.stringify(pathToFileURL(args.path).href)),
      loader: "ts",
    }));
  },
};

export default async function buildOpsBundle(): Promise<void> {
  await build({
    entryPoints: [path.join(root, "server/ops/cli.ts")],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    outfile: opsBundle,
    plugins: [ownUrls],
    logLevel: "warning",
  });
}
