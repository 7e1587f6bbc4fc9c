#!/usr/bin/env node
// Checks the web's route modules (ADR 0072): no file outside app/routes/ imports from app/routes/ (a route
// module is the top of its screen; what others need lives where it is produced), and no import cycle among
// app/ files, type-only imports included (a component that imports its route's loader type closes a circle
// the bundler hides but a reader does not). Exits 1 on any finding.
// Usage: node scripts/route-circles.mjs [--json]
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { importSpecifiers, sourceFiles, stronglyConnected } from "./source-tree.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const appDir = path.join(root, "app");
const routesDir = path.join(appDir, "routes");

function resolve(fromDir, spec) {
  let base;
  if (spec.startsWith("~/")) base = path.join(appDir, spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(fromDir, spec);
  else return undefined;
  const stem = base.replace(/\.(js|jsx)$/, "");
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${base}.ts`, `${base}.tsx`];
  candidates.push(path.join(base, "index.ts"), path.join(base, "index.tsx"), path.join(base, "route.tsx"));
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

function importsOf(file) {
  const found = new Set();
  for (const spec of importSpecifiers(fs.readFileSync(file, "utf8"))) {
    const target = resolve(path.dirname(file), spec);
    if (target && target.startsWith(appDir + path.sep)) found.add(target);
  }
  return [...found];
}

const rel = (file) => path.relative(root, file).split(path.sep).join("/");
const isRoute = (file) => file.startsWith(routesDir + path.sep);

const files = sourceFiles(appDir);
const graph = new Map(files.map((file) => [file, importsOf(file)]));

const routeImports = [];
for (const [file, targets] of graph) {
  if (isRoute(file)) continue;
  for (const target of targets) if (isRoute(target)) routeImports.push({ from: rel(file), to: rel(target) });
}

const cycles = stronglyConnected(graph.keys(), graph).map((cycle) => cycle.map(rel).sort());
// Each pair of files that import each other, the commonest circle (a route and its component).
const mutualPairs = [];
for (const [file, targets] of graph) {
  for (const target of targets) {
    if (file < target && (graph.get(target) ?? []).includes(file)) mutualPairs.push([rel(file), rel(target)]);
  }
}

const report = { files: files.length, routeImports, cycles, mutualPairs };
if (process.argv.includes("--json")) console.log(JSON.stringify(report, null, 2));
else {
  for (const { from, to } of routeImports) console.log(`route import: ${from} -> ${to}`);
  for (const cycle of cycles) console.log(`cycle (${cycle.length} files): ${cycle.join(" -> ")}`);
  console.log(
    `route-circles: ${files.length} files, ${routeImports.length} imports from app/routes/ outside it, ` +
      `${cycles.length} cycles, ${mutualPairs.length} mutual import pairs`,
  );
}
process.exit(routeImports.length > 0 || cycles.length > 0 ? 1 : 0);
