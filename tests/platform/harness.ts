import pg from "pg";
import type { FastifyInstance } from "fastify";
import { readPlatformConfig, type PlatformConfig, type SiteMode } from "../../server/config.js";
import { drizzle } from "drizzle-orm/node-postgres";
import { openDatabase, type Database, type Db } from "../../server/db/connect.js";
import * as schema from "../../server/db/schema.js";
import { buildApp } from "../../server/http/app.js";
import { seedInstall } from "../../server/seed/index.js";

export const OPERATOR_KEY = "test-operator-key-0123456789";
export const operatorHeaders = { "x-operator-key": OPERATOR_KEY };

export type Platform = { app: FastifyInstance; database: Database; config: PlatformConfig; close: () => Promise<void> };

/** A fresh PostgreSQL database created from DATABASE_URL, or none when that is unset. */
export async function freshPostgres(
  baseUrl = process.env.DATABASE_URL,
): Promise<{ url: string; drop: () => Promise<void> } | null> {
  if (!baseUrl) return null;
  const name = `laro_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * A fresh, migrated PostgreSQL database behind a pool wider than the platform's own (10), so that many
 * transactions truly overlap. Real concurrency needs PostgreSQL: PGlite runs one transaction at a time.
 */
export async function concurrentPostgres(max = 40): Promise<{ db: Db; close: () => Promise<void> }> {
  const fresh = (await freshPostgres())!;
  const migrated = await openDatabase({ databaseUrl: fresh.url, dataDir: "memory:" });
  const pool = new pg.Pool({ connectionString: fresh.url, max });
  // The database is dropped WITH (FORCE) at the end; a connection it ends must not crash the run.
  pool.on("error", () => {});
  return {
    db: drizzle(pool, { schema }) as unknown as Db,
    close: async () => {
      await pool.end();
      await migrated.close();
      await fresh.drop();
    },
  };
}

/**
 * One platform per test file, through its HTTP interface (Fastify inject):
 * on in-memory PGlite by default, or on a fresh database created from
 * DATABASE_URL (and dropped afterwards) when that is set. `mode` is its SITE_MODE (demo unless given):
 * the seed and the sandbox gateway follow it, as at a real start.
 */
export async function startPlatform(
  opts: { seed?: boolean; mode?: SiteMode; env?: Record<string, string> } = {},
): Promise<Platform> {
  const postgres = await freshPostgres();
  const config = readPlatformConfig({
    DATA_DIR: "memory:",
    LOG_LEVEL: "silent",
    OPERATOR_KEY,
    // Cheap argon2 keeps the suite fast; production keeps the defaults of server/config.ts.
    ARGON2_MEMORY_KIB: "1024",
    ARGON2_ITERATIONS: "1",
    SITE_MODE: opts.mode ?? "demo",
    ...opts.env,
  });
  const database = await openDatabase({ databaseUrl: postgres?.url, dataDir: "memory:" });
  if (opts.seed !== false) await seedInstall(database.db, config);
  const app = await buildApp({ db: database.db, config, operatorKey: OPERATOR_KEY });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await postgres?.drop();
    },
  };
}

type CallOptions = { body?: unknown; headers?: Record<string, string>; remoteAddress?: string };

/** A call through inject, returning the parsed envelope with the HTTP status. */
export async function call(app: FastifyInstance, method: string, url: string, opts: CallOptions = {}) {
  const res = await app.inject({
    method: method as "GET",
    url,
    payload: opts.body as object,
    headers: opts.headers,
    remoteAddress: opts.remoteAddress,
  });
  // Every test's call comes through here and checks the answer it reads with expect(); typing `value`
  // per route would restate the platform's answers in the harness. Tests that read deeper name the type.
  return {
    status: res.statusCode,
    headers: res.headers,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
    body: res.json() as { success: boolean; value: any; message: string; code: string },
  };
}

export { freePort } from "../support/ports.js";
