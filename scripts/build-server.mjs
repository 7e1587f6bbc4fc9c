// The platform, the web tier's server and the launcher as plain JavaScript (ADR 0077): production runs
// `node build/server/start.js`, not TypeScript through tsx. Each entry is one file of our code compiled by esbuild
// (the compiler tsx and the operator CLI's bundle use, scripts/ops-bundle.mjs); packages stay outside it, resolved
// from node_modules. `node scripts/build-server.mjs` builds; `--if-stale` builds only when a source it was built
// from (or this file) changed. Remix's build empties build/ first, so `npm run build` runs this after it.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { builtIsStale, mtime, root } from "./ops-bundle.mjs";

export const serverBuildDir = path.join(root, "build/server");
/** Output name → source; the output sits beside Remix's own server build (build/server/index.js). */
const entries = { start: "scripts/start.ts", main: "server/main.ts", "serve-web": "scripts/serve-web.ts" };
// The sources the last build read (esbuild's metafile), to tell whether it is stale.
const inputsFile = path.join(serverBuildDir, ".inputs.json");
const self = fileURLToPath(import.meta.url);

/**
 * Each file keeps its own place: `import.meta.url` and `import.meta.dirname` say where its source is, reckoned
 * from where the bundle is at run time, so what it reads beside itself (the migrations and SQL functions under
 * server/db, locales/, build/client) is found as from the sources, wherever the checkout or image lives.
 */
const ownPlace = {
  name: "own-import-meta",
  /** @param {import("esbuild").PluginBuild} b */
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const fromBundle = (to) => JSON.stringify(path.relative(serverBuildDir, to).split(path.sep).join("/"));
      const url = `new URL(${fromBundle(args.path)}, import.meta.url)`;
      const dir = `new URL(${fromBundle(path.dirname(args.path))}, import.meta.url)`;
      const contents = (await fs.promises.readFile(args.path, "utf8"))
        .replaceAll("import.meta.url", `${url}.href`)
        .replaceAll("import.meta.dirname", `__laroPathOf(${dir})`)
        .replaceAll("import.meta.filename", `__laroPathOf(${url})`);
      return { contents, loader: args.path.endsWith(".tsx") ? "tsx" : "ts" };
    });
  },
};

/** True when an output is missing, or a source it was built from (or this file) changed or went away since. */
export function serverBuildIsStale() {
  const built = Math.min(...Object.keys(entries).map((name) => mtime(path.join(serverBuildDir, `${name}.js`)) ?? 0));
  return builtIsStale(built || null, inputsFile, self);
}

/** Builds every entry; each file is written under another name and renamed, so a start never reads half a file. */
export async function buildServer() {
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: Object.fromEntries(Object.entries(entries).map(([name, source]) => [name, path.join(root, source)])),
    absWorkingDir: root,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    // A stack trace reads in the sources' lines under `NODE_OPTIONS=--enable-source-maps`.
    sourcemap: "linked",
    banner: { js: 'import { fileURLToPath as __laroPathOf } from "node:url";' },
    write: false,
    metafile: true,
    outdir: serverBuildDir,
    entryNames: "[name]",
    plugins: [ownPlace],
    logLevel: "warning",
  });
  fs.mkdirSync(serverBuildDir, { recursive: true });
  const written = [
    ...result.outputFiles,
    { path: inputsFile, contents: JSON.stringify(Object.keys(result.metafile.inputs)) },
  ];
  for (const file of written) {
    const temp = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(temp, file.contents);
    fs.renameSync(temp, file.path);
  }
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  const ifStale = process.argv.includes("--if-stale");
  if (!ifStale || serverBuildIsStale()) {
    const started = Date.now();
    await buildServer();
    console.log(
      `Built the platform, the web's server and the launcher into build/server/ in ${Date.now() - started} ms.`,
    );
  }
}
