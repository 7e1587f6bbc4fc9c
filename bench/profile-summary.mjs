// Summarises a V8 .cpuprofile (node --cpu-prof): where the samples fall, by function (self time) and by
// package or source area (self time), and which of our own frames hold the most (inclusive time).
// Usage: node bench/profile-summary.mjs <file.cpuprofile> [top=25]
import fs from "node:fs";

const [file, topArg] = process.argv.slice(2);
const top = Number(topArg ?? 25);
const profile = JSON.parse(fs.readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const self = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const dt = profile.timeDeltas[i] ?? 0;
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt);
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const idleIds = new Set(
  profile.nodes
    .filter((n) => ["(idle)", "(program)", "(garbage collector)"].includes(n.callFrame.functionName))
    .map((n) => n.id),
);
const busy =
  total -
  [...self.entries()]
    .filter(([id]) => idleIds.has(id) && byId.get(id).callFrame.functionName === "(idle)")
    .reduce((a, [, t]) => a + t, 0);

function area(url) {
  if (!url) return "(native)";
  const m = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  if (url.startsWith("node:")) return "node:" + url.slice(5).split("/")[0];
  const p = url.replace(/^file:\/\//, "");
  const own = p.match(/\/(app|server|scripts|contract|build)\/(.*)$/);
  return own
    ? `${own[1]}/${own[2]
        .split("/")
        .slice(0, own[1] === "build" ? 1 : 2)
        .join("/")}`
    : p;
}

const fnSelf = new Map();
const areaSelf = new Map();
for (const [id, t] of self) {
  const n = byId.get(id);
  const key = `${n.callFrame.functionName || "(anonymous)"}  ${area(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
  fnSelf.set(key, (fnSelf.get(key) ?? 0) + t);
  const a = n.callFrame.url ? area(n.callFrame.url) : n.callFrame.functionName;
  areaSelf.set(a, (areaSelf.get(a) ?? 0) + t);
}
const pct = (t) => ((100 * t) / busy).toFixed(1).padStart(5) + "%";
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [k, t] of [...map]
    .filter(([k]) => !k.startsWith("(idle)"))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top))
    console.log(`${pct(t)}  ${(t / 1000).toFixed(0).padStart(6)} ms  ${k}`);
};
console.log(
  `${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (shares below are of busy time)`,
);
print("Self time by package or area", areaSelf);
print("Self time by function", fnSelf);

// Inclusive time of named functions (each sample counted once per distinct function on its stack).
const incl = new Map();
for (const [id, t] of self) {
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const n = byId.get(cur);
    const key = `${n.callFrame.functionName || "(anonymous)"}  ${area(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;
    if (seen.has(key)) continue;
    incl.set(key, (incl.get(key) ?? 0) + t);
    seen.add(key);
  }
}
print("Inclusive time by function", new Map([...incl].filter(([k]) => !k.startsWith("(root)"))));
