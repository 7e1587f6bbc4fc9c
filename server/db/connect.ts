import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema.js";
import { lockDataDir } from "./lock.js";
import { applySqlFunctions } from "./sql-functions.js";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: inside `db.transaction(async (tx) => …)` use tx, never db. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Database = { db: Db; kind: "pglite" | "postgres"; close: () => Promise<void> };

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");
/** The functions in force, one file each (ADR 0071); a build that moves the migrations moves these beside them. */
export const functionsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "functions");

/**
 * Opens the one store of record: PostgreSQL when a URL is given, otherwise PGlite
 * embedded under dataDir (or in memory when dataDir is "memory:", for tests).
 * The same drizzle-kit migrations are applied to both before anything else runs, then the SQL functions in force.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client whose server connection ends (restart, failover, a dropped database) is
    // reported here; without a listener it would crash the process. The pool replaces it.
    pool.on("error", (error) => console.warn(`PostgreSQL pool: idle connection lost (${error.message})`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder });
    await applySqlFunctions(db, functionsFolder);
    return { db, kind: "postgres", close: () => pool.end() };
  }
  const inMemory = opts.dataDir === "memory:";
  const unlock = inMemory ? () => {} : lockDataDir(opts.dataDir);
  try {
    const client = inMemory ? new PGlite() : new PGlite(path.join(opts.dataDir, "pglite"));
    await client.waitReady;
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder });
    await applySqlFunctions(db, functionsFolder);
    return {
      db,
      kind: "pglite",
      close: async () => {
        try {
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
