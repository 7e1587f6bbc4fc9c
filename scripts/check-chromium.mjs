// Browser tests run in Debian's chromium, never a downloaded browser (DESIGN §3), and the main flows also in Debian's
// text browsers lynx and w3m, lynx through an HTTPS front made with openssl (ADR 0067).
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const missing = [];
if (!fs.existsSync(chromium)) missing.push(`chromium (looked for ${chromium})`);
for (const tool of ["lynx", "w3m", "openssl"]) {
  if (spawnSync("sh", ["-c", `command -v ${tool}`], { stdio: "ignore" }).status !== 0) missing.push(tool);
}
if (missing.length > 0) {
  console.error(
    `Not found: ${missing.join(", ")}. Install them with "apt-get install chromium lynx w3m openssl" (as root), then run the tests again.`,
  );
  process.exit(1);
}
