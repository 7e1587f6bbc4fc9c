// `npm run check`: npm scripts side by side, each one's output printed whole when it ends, one after the other, so
// that nothing interleaves; fails when any of them fails (ADR 0077). The type check, lint and format check each use
// one core: side by side they take the time of the longest instead of the sum.
// Usage: node scripts/concurrently.mjs <script> [script…]
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("Usage: node scripts/concurrently.mjs <npm script> [npm script…]");
  process.exit(2);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** One npm script, its stdout and stderr kept together in the order they came. */
function run(script) {
  const started = Date.now();
  const child = spawn("npm", ["run", "--silent", script], { stdio: ["ignore", "pipe", "pipe"] });
  const output = [];
  child.stdout.on("data", (chunk) => output.push(chunk));
  child.stderr.on("data", (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code, signal) => {
      const failed = code !== 0;
      const status = failed ? `FAILED (${signal ?? `exit ${code}`})` : "passed";
      process.stdout.write(`\n$ npm run ${script}: ${status} in ${seconds(Date.now() - started)}\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(failed);
    });
  });
}

const failures = await Promise.all(scripts.map(run));
process.exit(failures.some(Boolean) ? 1 : 0);
