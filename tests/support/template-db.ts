import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { readPlatformConfig, type PlatformConfig, type SiteMode } from "../../server/config.js";
import { openDatabase } from "../../server/db/connect.js";
import { seedInstall } from "../../server/seed/index.js";

// One migrated (and seeded) database per kind, made once per run by vitest's global setup, that each test file
// copies instead of migrating and seeding its own (ADR 0076): on PostgreSQL `CREATE DATABASE … TEMPLATE`, on
// PGlite a copy of the data directory. A file whose platform reads the seed differently (another mode, merchant,
// or password cost) seeds its own, as before.

export const OPERATOR_KEY = "test-operator-key-0123456789";

/** The platform settings of every test platform, before a file's own. */
export const TEST_ENV: Record<string, string> = {
  DATA_DIR: "memory:",
  LOG_LEVEL: "silent",
  OPERATOR_KEY,
  // Cheap argon2 keeps the suite fast; production keeps the defaults of server/config.ts.
  ARGON2_MEMORY_KIB: "1024",
  ARGON2_ITERATIONS: "1",
};

/** A template: migrations only ("bare"), or migrations and the seed of a demo or a production install. */
export type TemplateKind = "bare" | SiteMode;
const KINDS: TemplateKind[] = ["bare", "demo", "production"];

/** What the seed reads from the config (server/seed): a file that sets any of them otherwise seeds its own. */
const SEED_READS = ["siteMode", "MERCHANT_CODE", "ARGON2_MEMORY_KIB", "ARGON2_ITERATIONS"] as const;

export type Templates =
  { kind: "postgres"; databases: Record<TemplateKind, string> } | { kind: "pglite"; root: string };

declare module "vitest" {
  export interface ProvidedContext {
    templates: Templates | null;
  }
}

export const templateConfig = (mode: SiteMode): PlatformConfig => readPlatformConfig({ ...TEST_ENV, SITE_MODE: mode });

/** The template a file's platform may start from, or null when its config would seed differently. */
export function templateFor(config: PlatformConfig | null): TemplateKind | null {
  if (config === null) return "bare";
  const template = templateConfig(config.siteMode);
  return SEED_READS.every((key) => config[key] === template[key]) ? config.siteMode : null;
}

const adminQuery = async (url: string, statement: string) => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
};

const withDatabase = (baseUrl: string, name: string) => {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function fill(open: Parameters<typeof openDatabase>[0], kind: TemplateKind): Promise<void> {
  const database = await openDatabase(open);
  try {
    if (kind !== "bare") await seedInstall(database.db, templateConfig(kind));
  } finally {
    await database.close();
  }
}

/** vitest's global setup: makes the templates, and drops them when the run ends. */
export default async function makeTemplates(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const databases = Object.fromEntries(KINDS.map((kind) => [kind, `laro_tpl_${process.pid}_${kind}`])) as Record<
      TemplateKind,
      string
    >;
    // Made side by side: PostgreSQL migrates each in its own backend.
    await Promise.all(
      KINDS.map(async (kind) => {
        await adminQuery(baseUrl, `CREATE DATABASE ${databases[kind]}`);
        await fill({ databaseUrl: withDatabase(baseUrl, databases[kind]), dataDir: "memory:" }, kind);
      }),
    );
    project.provide("templates", { kind: "postgres", databases });
    return async () => {
      for (const name of Object.values(databases))
        await adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
  }
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "laro-tpl-"));
  // One after the other: PGlite runs in this process, on one core.
  for (const kind of KINDS) await fill({ dataDir: path.join(root, kind) }, kind);
  project.provide("templates", { kind: "pglite", root });
  return async () => fs.rmSync(root, { recursive: true, force: true });
}

/** Where a file's copy of a template lives, and how it goes when the file is done. */
export type Copy = { databaseUrl?: string; dataDir: string; drop: () => Promise<void> };

let copies = 0;

/** A copy of the template for this kind: a new database from it, or a new data directory. */
export async function copyTemplate(templates: Templates, kind: TemplateKind, baseUrl?: string): Promise<Copy> {
  const name = `laro_t_${process.pid}_${++copies}_${Math.random().toString(36).slice(2, 8)}`;
  if (templates.kind === "postgres") {
    if (!baseUrl) throw new Error("PostgreSQL templates without DATABASE_URL");
    await adminQuery(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${templates.databases[kind]}`);
    return {
      databaseUrl: withDatabase(baseUrl, name),
      dataDir: "memory:",
      drop: () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dataDir = path.join(templates.root, "copies", name);
  fs.cpSync(path.join(templates.root, kind), dataDir, { recursive: true });
  return { dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}
