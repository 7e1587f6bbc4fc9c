// The operator CLI (server/ops/cli.ts) as one file of our code, for `npm run ops` (scripts/ops.mjs) and the
// tests that run the CLI as its own process (tests/support/ops-bundle.ts). Through tsx every call compiled and
// resolved the whole server graph again (about 10 s on a cold machine); the bundle is the same sources compiled
// by the same compiler (esbuild), built again only when one of its sources is newer. Packages stay outside it,
// resolved from node_modules as before. Plain JavaScript, so that node runs it without a compiler.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const opsBundle = path.join(root, "node_modules/.cache/laro/ops-cli.mjs");
// The sources the last build read (esbuild's metafile), to tell whether it is stale.
const inputsFile = `${opsBundle}.inputs.json`;
// A change to how the bundle is built (this file) builds it again too.
const self = fileURLToPath(import.meta.url);

/** Each file keeps its own `import.meta.url`, so paths it resolves (migrations, locales) stay those of the sources. */
const ownUrls = {
  name: "own-import-meta-url",
  /** @param {import("esbuild").PluginBuild} b */
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => ({
      contents: (await fs.promises.readFile(args.path, "utf8")).replaceAll(
        "import.meta.url",
        JSON.stringify(pathToFileURL(args.path).href),
      ),
      loader: "ts",
    }));
  },
};

export const mtime = (file) => {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
};

/**
 * True when an output built at `built` (null: missing) is older than `self` or a source it was built from (the
 * list in `inputsFile`), or one of them went away. The CLI bundle and the server build (build-server.mjs) ask it.
 */
export function builtIsStale(built, inputsFile, self) {
  if (!built) return true;
  let inputs;
  try {
    inputs = JSON.parse(fs.readFileSync(inputsFile, "utf8"));
  } catch {
    return true;
  }
  if (!Array.isArray(inputs)) return true;
  return [self, ...inputs.map((input) => path.resolve(root, input))].some((file) => {
    const changed = mtime(file);
    return changed === null || changed > built;
  });
}

/** True when there is no bundle, or a source it was built from (or this file) changed or went away since. */
export function opsBundleIsStale() {
  return builtIsStale(mtime(opsBundle), inputsFile, self);
}

/** Builds the bundle; written under another name and renamed, so a CLI call never reads half a file. */
export async function buildOpsBundle() {
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [path.join(root, "server/ops/cli.ts")],
    absWorkingDir: root,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    write: false,
    metafile: true,
    outfile: opsBundle,
    plugins: [ownUrls],
    logLevel: "warning",
  });
  fs.mkdirSync(path.dirname(opsBundle), { recursive: true });
  const temp = `${opsBundle}.${process.pid}.tmp`;
  fs.writeFileSync(temp, result.outputFiles[0].contents);
  fs.writeFileSync(`${inputsFile}.${process.pid}.tmp`, JSON.stringify(Object.keys(result.metafile.inputs)));
  fs.renameSync(`${inputsFile}.${process.pid}.tmp`, inputsFile);
  fs.renameSync(temp, opsBundle);
}

/** The bundle's path, built first when it is missing or stale. */
export async function freshOpsBundle() {
  if (opsBundleIsStale()) await buildOpsBundle();
  return opsBundle;
}
