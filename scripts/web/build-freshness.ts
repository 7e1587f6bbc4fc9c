// Whether the web's build is older than what it is built from (app/, contract/, locales/): `npm start`
// and `npm run bench` rebuild then, so nobody measures or runs yesterday's pages.
import fs from "node:fs";
import path from "node:path";

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

export function webBuildIsStale(root: string): boolean {
  const built = path.join(root, "build/server/index.js");
  return (
    !fs.existsSync(built) ||
    fs.statSync(built).mtimeMs <
      Math.max(...["app", "contract", "locales"].map((dir) => newestMtime(path.join(root, dir))))
  );
}
