#!/usr/bin/env node
// Measures each platform module's public face (ADR 0020, 0075): the names its index.ts exports, and which of them
// something outside the module uses — another module, the composition root, ops, seed, jobs, the sandboxes, scripts
// or bench. Tests do not count: they may import a module's inner files directly. A name nobody outside uses is listed
// as unused; `--json` prints everything.
// Usage: node scripts/module-faces.mjs [--json] [module…]
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { sourceFiles } from "./source-tree.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const modulesDir = path.join(root, "server/modules");
const consumers = ["server", "scripts", "bench", "app", "contract"];

const parse = (file) => ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);

function resolve(fromFile, spec) {
  if (!spec.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(fromFile), spec);
  return [
    base,
    base.replace(/\.js$/, ".ts"),
    base.replace(/\.js$/, ".tsx"),
    `${base}.ts`,
    path.join(base, "index.ts"),
  ].find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
}

/** The names an index.ts exports. */
function facesNames(face) {
  const names = [];
  for (const statement of parse(face).statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause))
      for (const element of statement.exportClause.elements) names.push(element.name.text);
  }
  return names;
}

/** What a file takes from each file it imports: the names, or "*" for a namespace or an unknown destructuring. */
function importsOf(file) {
  const taken = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolve(file, node.moduleSpecifier.text);
      const clause = node.importClause;
      if (target && clause?.namedBindings) {
        if (ts.isNamespaceImport(clause.namedBindings)) taken.push([target, "*"]);
        else for (const e of clause.namedBindings.elements) taken.push([target, (e.propertyName ?? e.name).text]);
      }
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const target = resolve(file, node.moduleSpecifier.text);
      if (target && node.exportClause && ts.isNamedExports(node.exportClause))
        for (const e of node.exportClause.elements) taken.push([target, (e.propertyName ?? e.name).text]);
      else if (target) taken.push([target, "*"]);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      const target = resolve(file, node.arguments[0].text);
      // `const { a, b } = await import(...)`: the names destructured; anything else may use them all.
      let parent = node.parent;
      if (parent && ts.isAwaitExpression(parent)) parent = parent.parent;
      if (target && parent && ts.isVariableDeclaration(parent) && ts.isObjectBindingPattern(parent.name))
        for (const e of parent.name.elements) taken.push([target, (e.propertyName ?? e.name).getText()]);
      else if (target) taken.push([target, "*"]);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return taken;
}

const rel = (file) => path.relative(root, file).split(path.sep).join("/");
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const modules = fs
  .readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(modulesDir, entry.name, "index.ts")))
  .map((entry) => entry.name)
  .filter((name) => !wanted.length || wanted.includes(name))
  .sort();

const used = new Map(modules.map((name) => [path.join(modulesDir, name, "index.ts"), new Set()]));
for (const file of consumers.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
  for (const [target, name] of importsOf(file)) {
    const names = used.get(target);
    // A module's own files do not make its face: only what reaches it from outside.
    if (names && !rel(file).startsWith(`${rel(path.dirname(target))}/`)) names.add(name);
  }
}

const result = modules.map((name) => {
  const face = path.join(modulesDir, name, "index.ts");
  const exported = facesNames(face);
  const names = used.get(face);
  const unused = names.has("*") ? [] : exported.filter((n) => !names.has(n));
  return { module: name, exported: exported.length, used: exported.length - unused.length, unused };
});

if (process.argv.includes("--json")) console.log(JSON.stringify(result, null, 2));
else {
  for (const r of result)
    console.log(
      `${r.module.padEnd(11)} ${String(r.exported).padStart(3)} exported, ${String(r.used).padStart(3)} used outside${r.unused.length ? `; unused: ${r.unused.join(", ")}` : ""}`,
    );
  const total = result.reduce((sum, r) => sum + r.exported, 0);
  const unusedTotal = result.reduce((sum, r) => sum + r.unused.length, 0);
  console.log(`total: ${total} exported, ${unusedTotal} used by nothing outside their module`);
}
