import { readdirSync, readFileSync } from "node:fs";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig, type Plugin, type Rollup } from "vite";
import { precompressDirectory } from "./scripts/web/precompress";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

const appDirectory = new URL("./app", import.meta.url).pathname;

/**
 * Every page loads the root route and all it imports, so those modules travel as one chunk rather
 * than a dozen small ones that each repeat their imports and compress alone (ADR 0027). What the
 * client entry imports stays out of it: the entry never waits for the root route's code.
 */
function rootRouteChunk(): Plugin {
  let framework: Set<string> | undefined;
  let shell: Set<string> | undefined;
  const reachable = (from: string, getModuleInfo: Rollup.GetModuleInfo): Set<string> => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const imported of getModuleInfo(id)?.importedIds ?? []) visit(imported);
    };
    visit(from);
    return seen;
  };
  const manualChunks: Rollup.GetManualChunk = (id, { getModuleInfo }) => {
    if (!framework || !shell) {
      const entry = `${appDirectory}/entry.client.tsx`;
      const entryImports = reachable(entry, getModuleInfo);
      entryImports.delete(entry);
      framework = entryImports;
      shell = new Set(
        [...reachable(`${appDirectory}/root.tsx`, getModuleInfo)].filter((module) => !entryImports.has(module)),
      );
    }
    if (framework.has(id)) return "framework";
    return shell.has(id) || id.startsWith(`${appDirectory}/root.tsx?`) ? "root" : undefined;
  };
  return {
    name: "laro-root-route-chunk",
    config: (config) => (config.build?.ssr ? undefined : { build: { rollupOptions: { output: { manualChunks } } } }),
  };
}

/** Gzip and brotli copies of the client's files, written once per build (scripts/web/precompress.ts). */
function precompressClient(): Plugin {
  return {
    name: "laro-precompress-client",
    apply: "build",
    // After each of Remix's two builds: the server build can still add files to build/client.
    closeBundle: () => void precompressDirectory(new URL("./build/client", import.meta.url).pathname),
  };
}

/** A route module's name as Rollup names its chunk ("captcha[.]png" → "captcha_._png"). */
const chunkNameOf = (file: string) => file.replace(/\.tsx?$/, "").replace(/[^A-Za-z0-9_.-]/g, "_");

/**
 * Routes with no client code: resource routes (a file, JSON, a redirect) that export only a loader or an action.
 * Remix still lists a client module for each in its manifest, and Rollup warns that the chunk is empty (Remix
 * 2's issue 9055, not fixed in 2.x): that chunk is expected, and only its warning is dropped. An empty chunk of
 * any other module (a page whose component went missing) still warns.
 */
function resourceRouteChunks(): Plugin {
  const routes = `${appDirectory}/routes`;
  const clientExport =
    /export\s+(default|(const|function|async function)\s+(clientLoader|clientAction|HydrateFallback|ErrorBoundary|Layout)\b)/;
  const resourceRoutes = new Set(
    readdirSync(routes)
      .filter((file) => /\.tsx?$/.test(file) && !clientExport.test(readFileSync(`${routes}/${file}`, "utf8")))
      .map(chunkNameOf),
  );
  return {
    name: "laro-resource-route-chunks",
    apply: "build",
    onLog: (_level, log) =>
      !(
        log.code === "EMPTY_BUNDLE" &&
        (log.names ?? []).length > 0 &&
        (log.names ?? []).every((name) => resourceRoutes.has(name))
      ),
  };
}

export default defineConfig({
  // Pre-bundled up front so that the first dev page load after a cache reset hydrates.
  optimizeDeps: { include: ["i18next", "react-i18next", "remix-i18next/react"] },
  resolve: {
    alias: {
      "~": new URL("./app", import.meta.url).pathname,
      "~contract": new URL("./contract", import.meta.url).pathname,
    },
  },
  plugins: [
    rootRouteChunk(),
    resourceRouteChunks(),
    precompressClient(),
    remix({
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
});
