// What the structure scripts (module-graph, route-circles, module-faces, long-functions) share: the source files
// below a folder, the relative import specifiers of a file's text, and the cycles of a graph. One reading of the
// tree, so the four measures count the same files the same way.
import fs from "node:fs";
import path from "node:path";

export const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;

/** Every source file below `dir` (no node_modules, no dot-folders, no declaration files). */
export function sourceFiles(dir, files = []) {
  if (!fs.existsSync(dir)) return files;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, files);
    else if (SOURCE_FILE.test(entry.name) && !entry.name.endsWith(".d.ts")) files.push(full);
  }
  return files;
}

const specifierPatterns = [
  /\b(?:import|export)\s+(?:type\s+)?[^"';]*?\bfrom\s*["']([^"']+)["']/g,
  /\bimport\s*["']([^"']+)["']/g,
  /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
  /\bvi\.(?:mock|importActual)\s*\(\s*["']([^"']+)["']/g,
];

/** The specifiers a file's text imports: static, side-effect, dynamic and vitest's mocks. */
export function importSpecifiers(text) {
  const found = new Set();
  for (const pattern of specifierPatterns) for (const match of text.matchAll(pattern)) found.add(match[1]);
  return [...found];
}

/**
 * Tarjan's strongly connected components of `edges` (a Map from a node to what it reaches): each group of more
 * than one node is a cycle, and so is a node that reaches itself.
 */
export function stronglyConnected(nodes, edges) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    const reachesItself = [...(edges.get(node) ?? [])].includes(node);
    if (group.length > 1 || reachesItself) groups.push(group.sort());
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return groups;
}
