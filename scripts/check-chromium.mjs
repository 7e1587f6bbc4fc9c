// Browser tests run in Debian's chromium, never a downloaded browser (DESIGN §3).
import fs from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}: install it with "apt-get install chromium" (as root), then run the tests again.`);
  process.exit(1);
}
