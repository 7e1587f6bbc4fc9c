import fs from "node:fs";
import path from "node:path";

// PGlite is a single-process database: a second process opening the same
// directory corrupts it. We hold a pid file for as long as the directory is open.
export class DataDirBusyError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "platform.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(fs.readFileSync(file, "utf8"));
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && alive(holder)) {
        throw new DataDirBusyError(
          `The database in ${dir} is already open by process ${holder}; stop it first (one process per data directory).`,
        );
      }
      fs.rmSync(file, { force: true }); // stale lock from a process that died
    }
  }
  throw new DataDirBusyError(`Could not lock ${dir}`);
}
