#!/usr/bin/env node
// Checks the web's route modules (ADR 0072): no file outside app/routes/ imports from app/routes/ (a route
// module is the top of its screen; what others need lives where it is produced), and no import cycle among
// app/ files, type-only imports included (a component that imports its route's loader type closes a circle
// the bundler hides but a reader does not). Exits 1 on any finding.
// Usage: node scripts/route-circles.mjs [--json]
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const appDir = path.join(root, "app");
const routesDir = path.join(appDir, "routes");
const sourceFile = /\.(ts|tsx|mts|js|mjs)$/;

function walk(dir, files = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, files);
    else if (sourceFile.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(full);
  }
  return files;
}

const specifierPatterns = [
  /\b(?:import|export)\s+(?:type\s+)?[^"';]*?\bfrom\s*["']([^"']+)["']/g,
  /\bimport\s*["']([^"']+)["']/g,
  /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
];

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
  const text = fs.readFileSync(file, "utf8");
  const found = new Set();
  for (const pattern of specifierPatterns) {
    for (const match of text.matchAll(pattern)) {
      const target = resolve(path.dirname(file), match[1]);
      if (target && target.startsWith(appDir + path.sep)) found.add(target);
    }
  }
  return [...found];
}

const rel = (file) => path.relative(root, file).split(path.sep).join("/");
const isRoute = (file) => file.startsWith(routesDir + path.sep);

const files = walk(appDir);
const graph = new Map(files.map((file) => [file, importsOf(file)]));

const routeImports = [];
for (const [file, targets] of graph) {
  if (isRoute(file)) continue;
  for (const target of targets) if (isRoute(target)) routeImports.push({ from: rel(file), to: rel(target) });
}

// Tarjan's strongly connected components: every component of more than one file is a cycle.
function stronglyConnected() {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    const selfImport = (graph.get(node) ?? []).includes(node);
    if (component.length > 1 || selfImport) components.push(component.map(rel).sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return components;
}

const cycles = stronglyConnected();
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
