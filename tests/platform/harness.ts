import pg from "pg";
import type { FastifyInstance } from "fastify";
import { readPlatformConfig, type PlatformConfig, type SiteMode } from "../../server/config.js";
import { drizzle } from "drizzle-orm/node-postgres";
import { openDatabase, type Database, type Db } from "../../server/db/connect.js";
import * as schema from "../../server/db/schema.js";
import { buildApp } from "../../server/http/app.js";
import { seedInstall } from "../../server/seed/index.js";
import { inject } from "vitest";
import { copyTemplate, OPERATOR_KEY, TEST_ENV, templateFor, type TemplateKind } from "../support/template-db.js";

export { OPERATOR_KEY };
export const operatorHeaders = { "x-operator-key": OPERATOR_KEY };

export type Platform = { app: FastifyInstance; database: Database; config: PlatformConfig; close: () => Promise<void> };

/**
 * A fresh PostgreSQL database created from DATABASE_URL, or none when that is unset. With `template`, a copy of the
 * run's migrated (and seeded) template of that kind (tests/support/template-db.ts), when the run made one.
 */
export async function freshPostgres(
  baseUrl = process.env.DATABASE_URL,
  template?: TemplateKind,
): Promise<{ url: string; drop: () => Promise<void> } | null> {
  if (!baseUrl) return null;
  const templates = inject("templates");
  if (template && templates?.databaseUrl && baseUrl === templates.databaseUrl) {
    const copy = await copyTemplate(templates, template);
    return { url: copy.databaseUrl!, drop: copy.drop };
  }
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
  const fresh = (await freshPostgres(undefined, "bare"))!;
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
 * on PGlite by default, or on a fresh database created from
 * DATABASE_URL (and dropped afterwards) when that is set. `mode` is its SITE_MODE (demo unless given):
 * the seed and the sandbox gateway follow it, as at a real start. The database is a copy of the run's
 * template (ADR 0076) unless the file's settings would seed it otherwise.
 */
export async function startPlatform(
  opts: { seed?: boolean; mode?: SiteMode; env?: Record<string, string> } = {},
): Promise<Platform> {
  const config = readPlatformConfig({ ...TEST_ENV, SITE_MODE: opts.mode ?? "demo", ...opts.env });
  const seed = opts.seed !== false;
  const { database, fromTemplate, drop } = await openCopy(seed ? config : null);
  if (seed && !fromTemplate) await seedInstall(database.db, config);
  const app = await buildApp({ db: database.db, config, operatorKey: OPERATOR_KEY });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** The file's database: a copy of the template its config allows (`null`: migrations only), else a new one. */
async function openCopy(config: PlatformConfig | null) {
  const templates = inject("templates");
  const kind = templateFor(config);
  if (templates && kind && templates.databaseUrl === process.env.DATABASE_URL) {
    const copy = await copyTemplate(templates, kind);
    const database = await openDatabase({ databaseUrl: copy.databaseUrl, dataDir: copy.dataDir });
    return { database, fromTemplate: true, drop: copy.drop };
  }
  const postgres = await freshPostgres();
  const database = await openDatabase({ databaseUrl: postgres?.url, dataDir: "memory:" });
  return { database, fromTemplate: false, drop: async () => postgres?.drop() };
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
