#!/usr/bin/env node
// The structure figures (ADR 0020) as one table, so the closing note and later issues quote a
// measurement rather than a recollection: long files, long functions (scripts/long-functions.mjs), copies of the
// contract kept in both tiers, and the platform's module graph (from scripts/module-graph.mjs when that script
// is present).
// Usage: node scripts/structure-report.mjs [--list]   (--list names every file and copy counted)
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const LONG_FILE_LINES = 400;
const CODE_DIRS = ["app", "server", "contract", "scripts"];
const CODE_FILE = /\.(ts|tsx|mts|js|mjs|cjs)$/;
// Short literals ([], {}, "x") are the same everywhere by accident, not by copying.
const MIN_COPY_CHARS = 40;
const list = process.argv.includes("--list");

const rel = (file) => path.relative(root, file).split(path.sep).join("/");

function walk(dir, files = []) {
  if (!fs.existsSync(dir)) return files;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, files);
    else files.push(full);
  }
  return files;
}

const lineCount = (file) => fs.readFileSync(file, "utf8").split("\n").length - 1;

function longFiles(files) {
  return files
    .map((file) => ({ file: rel(file), lines: lineCount(file) }))
    .filter((item) => item.lines > LONG_FILE_LINES)
    .sort((a, b) => b.lines - a.lines);
}

const codeFiles = CODE_DIRS.flatMap((dir) => walk(path.join(root, dir))).filter(
  (file) => CODE_FILE.test(file) && !file.endsWith(".d.ts"),
);
const stylesheets = walk(path.join(root, "app")).filter((file) => file.endsWith(".css"));

// ---- copies across the tiers ----------------------------------------------------------------------

/** The text of a node with comments and layout removed, so a reformatted copy still matches. */
function normalised(node, source) {
  const printer = ts.createPrinter({ removeComments: true });
  return printer.printNode(ts.EmitHint.Unspecified, node, source).replace(/\s+/g, "");
}

/** The strings of an array made only of string literals (a list of kinds, fields …), else undefined. */
function stringList(value) {
  if (!ts.isArrayLiteralExpression(value) || value.elements.length < 4) return undefined;
  if (!value.elements.every((element) => ts.isStringLiteral(element))) return undefined;
  return new Set(value.elements.map((element) => element.text));
}

/** The property names of an exported object type (type X = {...} or interface X), 4 or more. */
function typeMembers(statement) {
  const body =
    ts.isTypeAliasDeclaration(statement) && ts.isTypeLiteralNode(statement.type)
      ? statement.type.members
      : ts.isInterfaceDeclaration(statement)
        ? statement.members
        : undefined;
  if (!body || body.length < 4) return undefined;
  const names = body.filter((member) => member.name && ts.isIdentifier(member.name)).map((member) => member.name.text);
  return names.length === body.length ? new Set(names) : undefined;
}

const isExported = (node) => ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export;

function unwrap(expression) {
  let node = expression;
  while (node && (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)))
    node = node.expression;
  return node;
}

/** Exported constant arrays/objects and exported function bodies of one file, keyed by their text. */
function exportedShapes(file) {
  const text = fs.readFileSync(file, "utf8");
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, kind);
  const shapes = [];
  for (const statement of source.statements) {
    const members = typeMembers(statement);
    if (members && isExported(statement))
      shapes.push({
        name: statement.name.text,
        what: "type shape",
        key: `type:${[...members].sort().join(",")}`,
        words: members,
      });
    if (ts.isFunctionDeclaration(statement) && isExported(statement) && statement.body) {
      shapes.push({
        name: statement.name?.text ?? "default",
        what: "function",
        key: normalised(statement.body, source),
      });
    }
    if (ts.isVariableStatement(statement) && isExported(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const value = unwrap(declaration.initializer);
        if (!value || !ts.isIdentifier(declaration.name)) continue;
        const name = declaration.name.text;
        // A call covers schemas (z.object({...})) written out twice.
        if (ts.isArrayLiteralExpression(value) || ts.isObjectLiteralExpression(value) || ts.isCallExpression(value)) {
          shapes.push({ name, what: "constant", key: normalised(value, source), words: stringList(value) });
        } else if ((ts.isArrowFunction(value) || ts.isFunctionExpression(value)) && value.body)
          shapes.push({ name, what: "function", key: normalised(value.body, source) });
      }
    }
  }
  return shapes
    .filter((shape) => shape.words || shape.key.length >= MIN_COPY_CHARS)
    .map((shape) => ({ ...shape, file: rel(file) }));
}

function crossTierCopies() {
  const tierOf = (file) => rel(file).split("/")[0];
  const byKey = new Map();
  for (const file of codeFiles.filter((f) => ["app", "server"].includes(tierOf(f)) && /\.(ts|tsx)$/.test(f))) {
    for (const shape of exportedShapes(file)) {
      const seen = byKey.get(shape.key) ?? [];
      seen.push(shape);
      byKey.set(shape.key, seen);
    }
  }
  const copies = [];
  const named = (shape) => `${shape.file}#${shape.name}`;
  for (const shapes of byKey.values()) {
    const app = shapes.filter((shape) => shape.file.startsWith("app/"));
    const server = shapes.filter((shape) => shape.file.startsWith("server/"));
    if (app.length && server.length)
      copies.push({ what: shapes[0].what, app: app.map(named), server: server.map(named) });
  }
  // A list copied and then edited on one side (reordered, one entry more) is still a copy.
  const lists = [...byKey.values()].flat().filter((shape) => shape.words);
  for (const a of lists.filter((shape) => shape.file.startsWith("app/"))) {
    for (const b of lists.filter((shape) => shape.file.startsWith("server/"))) {
      if (a.key === b.key) continue;
      const shared = [...a.words].filter((word) => b.words.has(word)).length;
      if (a.what !== b.what) continue;
      if (shared / new Set([...a.words, ...b.words]).size >= 0.8)
        copies.push({
          what: `${a.what === "type shape" ? "type shape" : "list"} (near copy)`,
          app: [named(a)],
          server: [named(b)],
        });
    }
  }
  return copies;
}

// ---- the platform's module graph ------------------------------------------------------------------

function moduleGraph() {
  const script = path.join(root, "scripts/module-graph.mjs");
  if (!fs.existsSync(script)) return null;
  // It exits 1 when it finds something; its answer is on stdout either way.
  const run = spawnSync(process.execPath, [script, "--json"], { cwd: root, encoding: "utf8" });
  try {
    return JSON.parse(run.stdout);
  } catch {
    return { error: (run.stderr || run.stdout || "no output").trim().split("\n")[0] };
  }
}

// ---- the table ------------------------------------------------------------------------------------

const rows = [];
const details = [];
const row = (measure, value, items = []) => {
  rows.push([measure, String(value)]);
  if (list && items.length) details.push(`${measure}:`, ...items.map((item) => `  ${item}`));
};

const longCode = longFiles(codeFiles);
const longCss = longFiles(stylesheets);
row(
  `files over ${LONG_FILE_LINES} lines (${CODE_DIRS.join("/, ")}/)`,
  longCode.length,
  longCode.map((item) => `${item.file} (${item.lines})`),
);
row(
  `stylesheets over ${LONG_FILE_LINES} lines (app/**/*.css)`,
  `${longCss.length} of ${stylesheets.length}`,
  longCss.map((item) => `${item.file} (${item.lines})`),
);
// Functions over 80 lines, declarative tables excepted, as scripts/long-functions.mjs counts them.
const longFunctions = spawnSync(process.execPath, [path.join(root, "scripts/long-functions.mjs"), ...CODE_DIRS], {
  cwd: root,
  encoding: "utf8",
});
const longFunctionLines = longFunctions.stdout.trim().split("\n");
const longFunctionCount = /: (\d+)$/.exec(longFunctionLines[0] ?? "")?.[1];
row(
  `functions over 80 lines (${CODE_DIRS.join("/, ")}/)`,
  longFunctionCount ?? `not measured (${(longFunctions.stderr || "no output").trim().split("\n")[0]})`,
  longFunctionLines.slice(1).map((line) => line.trim()),
);
row("contract/ exists", fs.existsSync(path.join(root, "contract")) ? "yes" : "no");
const copies = crossTierCopies();
row(
  "cross-tier copies (same exported constant, schema, type shape or function body in app/ and server/)",
  copies.length,
  copies.map((copy) => `${copy.what}: ${copy.app.join(", ")} = ${copy.server.join(", ")}`),
);

const graph = moduleGraph();
if (!graph) row("module graph", "not measured (scripts/module-graph.mjs absent)");
else if (graph.error) row("module graph", `not measured (${graph.error})`);
else {
  const cycles = graph.cycles ?? [];
  const tied = new Set(cycles.flat());
  const deep = graph.deepImports ?? [];
  const upward = graph.upwardImports ?? [];
  row(
    "module import cycles",
    `${cycles.length}${cycles.length ? ` (${tied.size} modules tied)` : ""}`,
    cycles.map((group) => group.join(" <-> ")),
  );
  row(
    "imports past a module's index.ts",
    `${deep.length} (${deep.filter((item) => item.table).length} of tables)`,
    deep.map((item) => `${item.from} -> ${item.to}${item.table ? " [table]" : ""}`),
  );
  row(
    "upward module imports",
    upward.length,
    upward.map((item) => `${item.from} -> ${item.to}`),
  );
}

const width = Math.max(...rows.map(([measure]) => measure.length));
const valueWidth = Math.max(...rows.map(([, value]) => value.length));
console.log(`| ${"measure".padEnd(width)} | ${"value".padEnd(valueWidth)} |`);
console.log(`| ${"-".repeat(width)} | ${"-".repeat(valueWidth)} |`);
for (const [measure, value] of rows) console.log(`| ${measure.padEnd(width)} | ${value.padEnd(valueWidth)} |`);
if (details.length) console.log(`\n${details.join("\n")}`);
