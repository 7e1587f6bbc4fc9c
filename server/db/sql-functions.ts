// The database's functions, each defined once in server/db/functions/<name>.sql (ADR 0071). Migrations are
// history: they created the functions and restated them whole at every change. The definition in force is the
// file, applied after the migrations on every start, so a change to a function is a change to its file alone.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "./connect.js";

export type SqlFunction = { name: string; file: string; text: string };

/** Every server/db/functions/*.sql, in name order; read at run time beside the sources, like the migrations. */
export function sqlFunctions(folder: string): SqlFunction[] {
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .map((file) => ({
      name: path.basename(file, ".sql"),
      file: path.join(folder, file),
      text: fs.readFileSync(path.join(folder, file), "utf8"),
    }));
}

/** A key of this file's own, so that two processes starting together apply the functions one after the other. */
const APPLY_LOCK = 710071;

/**
 * Applies every function file in one transaction (CREATE OR REPLACE, so applying twice changes nothing). Each file
 * carries its settings (SET …) in the definition: CREATE OR REPLACE would otherwise drop them. Two processes
 * replacing one function at once can fail on PostgreSQL ("tuple concurrently updated"): the lock orders them.
 */
export async function applySqlFunctions(db: Db, folder: string): Promise<void> {
  const functions = sqlFunctions(folder);
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${APPLY_LOCK})`);
    for (const fn of functions) await tx.execute(sql.raw(fn.text));
  });
}
