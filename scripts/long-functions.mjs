#!/usr/bin/env node
// Functions over 80 lines (ADR 0020's structure figures): a function longer than a screen does more than one
// thing. Declarative tables are excepted: lines inside an object or array literal that holds no function are
// data, not steps, so they do not count towards the function around them.
// Usage: node scripts/long-functions.mjs [--max N] [dir …]   (default dirs: app server contract scripts)
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { sourceFiles } from "./source-tree.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const maxAt = args.indexOf("--max");
const MAX_LINES = maxAt >= 0 ? Number(args.splice(maxAt, 2)[1]) : 80;
const dirs = args.length ? args : ["app", "server", "contract", "scripts"];

const rel = (file) => path.relative(root, file).split(path.sep).join("/");

const isFunction = (node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isFunctionExpression(node) ||
  ts.isArrowFunction(node) ||
  ts.isMethodDeclaration(node) ||
  ts.isConstructorDeclaration(node) ||
  ts.isGetAccessorDeclaration(node) ||
  ts.isSetAccessorDeclaration(node);

const isLiteral = (node) => ts.isObjectLiteralExpression(node) || ts.isArrayLiteralExpression(node);

/** True when no function is written anywhere inside the node: a table of data. */
function holdsNoFunction(node) {
  let found = false;
  const visit = (child) => {
    if (found) return;
    if (isFunction(child)) found = true;
    else ts.forEachChild(child, visit);
  };
  ts.forEachChild(node, visit);
  return !found;
}

function functionName(node, source) {
  if (node.name) return node.name.getText(source);
  if (ts.isConstructorDeclaration(node)) return "constructor";
  const parent = node.parent;
  if (
    parent &&
    (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
  )
    return parent.name.getText(source);
  if (parent && ts.isExportAssignment(parent)) return "default";
  if (parent && ts.isCallExpression(parent)) {
    const callee = parent.expression.getText(source);
    return `(callback of ${callee.length > 40 ? `${callee.slice(0, 40)}…` : callee})`;
  }
  return "(anonymous)";
}

function measure(file) {
  const text = fs.readFileSync(file, "utf8");
  const kind = /\.[jt]sx$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, kind);
  const lineOf = (pos) => source.getLineAndCharacterOfPosition(pos).line;
  const found = [];

  /** Lines of the function's own text that sit inside a data table, counted once each. */
  function tableLines(fn) {
    const lines = new Set();
    const visit = (node) => {
      if (isLiteral(node) && holdsNoFunction(node)) {
        // The literal's first line also carries the code that names it; its inner lines are the table.
        for (let line = lineOf(node.getStart(source)) + 1; line <= lineOf(node.getEnd()); line++) lines.add(line);
        return;
      }
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(fn, visit);
    return lines.size;
  }

  const visit = (node) => {
    if (isFunction(node) && node.body) {
      const start = lineOf(node.getStart(source));
      const end = lineOf(node.getEnd());
      const lines = end - start + 1 - tableLines(node);
      if (lines > MAX_LINES) found.push({ file: rel(file), line: start + 1, name: functionName(node, source), lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const long = dirs
  .flatMap((dir) => sourceFiles(path.join(root, dir)))
  .flatMap(measure)
  .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
console.log(`functions over ${MAX_LINES} lines: ${long.length}`);
for (const item of long) console.log(`  ${item.file}:${item.line} ${item.name} (${item.lines})`);
