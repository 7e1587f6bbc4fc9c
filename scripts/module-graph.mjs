#!/usr/bin/env node
// Checks the platform's module boundaries (ADR 0020): no cycles between modules, nothing outside a
// module reaches past its index.ts (server/db/schema.ts gathering the tables is the one exception),
// and no module imports one above it in server/modules/ORDER, nor the layers that sit on top of all
// modules (the composition root, seeds, ops). Exits 1 on any finding. Tests may look inside the module
// they test, and the bench inside the module it measures (a query plan, a game's RTP: what no other module
// may call, so no index.ts offers it; ADR 0076): their deep imports are listed (testDeepImports,
// benchDeepImports) but do not fail the check.
// Usage: node scripts/module-graph.mjs [--json]
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { importSpecifiers, sourceFiles, stronglyConnected } from "./source-tree.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const modulesDir = path.join(root, "server/modules");
const scanned = ["server", "scripts", "tests", "bench"];
// The drizzle aggregate must name every table file; it is what migrations and the typed client read.
const tableAggregate = "server/db/schema.ts";

function readOrder() {
  const file = path.join(modulesDir, "ORDER");
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .map((line) => line.replace(/#.*/, "").trim())
    .filter(Boolean)
    .map((line) => line.split(/[\s,]+/));
}

function importsOf(file) {
  return importSpecifiers(fs.readFileSync(file, "utf8"))
    .filter((spec) => spec.startsWith("."))
    .map((spec) => resolve(path.dirname(file), spec))
    .filter(Boolean);
}

function resolve(fromDir, spec) {
  const base = path.resolve(fromDir, spec);
  const candidates = [
    base,
    base.replace(/\.js$/, ".ts"),
    base.replace(/\.js$/, ".tsx"),
    `${base}.ts`,
    path.join(base, "index.ts"),
  ];
  return candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

const rel = (file) => path.relative(root, file).split(path.sep).join("/");

function moduleOf(relPath) {
  const match = /^server\/modules\/([^/]+)\//.exec(relPath);
  return match ? match[1] : undefined;
}

const isFace = (relPath, name) => relPath === `server/modules/${name}/index.ts`;
// What is built on top of the modules; a module that imported it would depend on its own users.
const aboveModules = (relPath) =>
  /^server\/(seed|ops|jobs|sandbox)\//.test(relPath) ||
  ["server/main.ts", "server/modules/index.ts", tableAggregate].includes(relPath);
const isTableFile = (relPath) => /(^|\/|-)schema\.ts$/.test(relPath) || /\/schema\//.test(relPath);

const order = readOrder();
const levelOf = new Map(order.flatMap((names, level) => names.map((name) => [name, level])));
const modules = fs
  .readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const deepImports = [];
const testDeepImports = [];
const benchDeepImports = [];
const upwardImports = [];
const edges = new Map(modules.map((name) => [name, new Set()]));

for (const file of scanned.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
  const from = rel(file);
  const fromModule = moduleOf(from);
  for (const target of importsOf(file)) {
    const to = rel(target);
    const toModule = moduleOf(to);
    if (fromModule && aboveModules(to)) upwardImports.push({ from, to, fromModule, toModule: "(above every module)" });
    if (!toModule || toModule === fromModule) continue;
    if (fromModule) edges.get(fromModule)?.add(toModule);
    if (!isFace(to, toModule) && !(from === tableAggregate && isTableFile(to))) {
      const list = from.startsWith("tests/")
        ? testDeepImports
        : from.startsWith("bench/")
          ? benchDeepImports
          : deepImports;
      list.push({ from, to, table: isTableFile(to) });
    }
    if (
      fromModule &&
      levelOf.has(fromModule) &&
      levelOf.has(toModule) &&
      levelOf.get(toModule) >= levelOf.get(fromModule)
    ) {
      upwardImports.push({ from, to, fromModule, toModule });
    }
  }
}

const cycles = stronglyConnected(modules, edges);
const unordered = order.length ? modules.filter((name) => !levelOf.has(name)) : [];
const result = { modules, order, unordered, cycles, deepImports, upwardImports, testDeepImports, benchDeepImports };

if (process.argv.includes("--json")) {
  console.log(JSON.stringify(result, null, 2));
} else {
  const inCycles = new Set(cycles.flat());
  const deepTargets = new Set(deepImports.map((item) => item.to));
  const tableImports = deepImports.filter((item) => item.table);
  console.log(
    `modules: ${modules.length}; order: ${order.map((level) => level.join(", ")).join(" < ") || "(none: server/modules/ORDER missing)"}`,
  );
  if (unordered.length) console.log(`not in ORDER: ${unordered.join(", ")}`);
  console.log(`cycles: ${cycles.length} (${inCycles.size} of ${modules.length} modules tied)`);
  for (const group of cycles) console.log(`  ${group.join(" <-> ")}`);
  console.log(
    `deep imports: ${deepImports.length} (${deepTargets.size} files reached past their index.ts; ${tableImports.length} table imports)`,
  );
  for (const item of deepImports) console.log(`  ${item.from} -> ${item.to}${item.table ? "  [table]" : ""}`);
  console.log(`upward imports: ${upwardImports.length}`);
  for (const item of upwardImports) console.log(`  ${item.from} (${item.fromModule}) -> ${item.to} (${item.toModule})`);
  const testTargets = new Set(testDeepImports.map((item) => item.to));
  console.log(
    `tests looking inside a module (allowed, not counted): ${testDeepImports.length} imports of ${testTargets.size} files`,
  );
  console.log(`bench looking inside a module (allowed, not counted): ${benchDeepImports.length}`);
  for (const item of benchDeepImports) console.log(`  ${item.from} -> ${item.to}`);
}

process.exit(result.cycles.length || deepImports.length || upwardImports.length || unordered.length ? 1 : 0);
