import fs from "node:fs";

export default function teardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes("laro-e2e-")) fs.rmSync(dir, { recursive: true, force: true });
}
