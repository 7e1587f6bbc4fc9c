import pg from "pg";
import type { FastifyInstance } from "fastify";
import { readPlatformConfig, type PlatformConfig } from "../../server/config.js";
import { openDatabase, type Database } from "../../server/db/connect.js";
import { buildApp } from "../../server/http/app.js";
import { seedDemo } from "../../server/seed/index.js";

export const OPERATOR_KEY = "test-operator-key-0123456789";

export type Platform = { app: FastifyInstance; database: Database; config: PlatformConfig; close: () => Promise<void> };

/**
 * One platform per test file, through its HTTP interface (Fastify inject):
 * on in-memory PGlite by default, or on a fresh database created from
 * DATABASE_URL (and dropped afterwards) when that is set.
 */
export async function startPlatform(opts: { seed?: boolean; env?: Record<string, string> } = {}): Promise<Platform> {
  const baseUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (baseUrl) {
    const name = `laro_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const config = readPlatformConfig({
    DATA_DIR: "/tmp/laro-test-unused",
    LOG_LEVEL: "silent",
    OPERATOR_KEY,
    ...opts.env,
  });
  const database = await openDatabase({ databaseUrl, dataDir: "memory:" });
  if (opts.seed !== false) await seedDemo(database.db, config);
  const app = await buildApp({ db: database.db, config, operatorKey: OPERATOR_KEY });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

/** GET/POST through inject and return the parsed envelope with the HTTP status. */
export async function call(app: FastifyInstance, method: string, url: string, opts: { body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await app.inject({ method: method as "GET", url, payload: opts.body as object, headers: opts.headers });
  return { status: res.statusCode, headers: res.headers, body: res.json() as { success: boolean; value: any; message: string; code: string } };
}
