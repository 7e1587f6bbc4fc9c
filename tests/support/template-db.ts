import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { readPlatformConfig, type PlatformConfig, type SiteMode } from "../../server/config.js";
import { openDatabase } from "../../server/db/connect.js";
import { seedInstall } from "../../server/seed/index.js";

// One migrated (and seeded) database per kind, made once per run (by the first file that needs it), that each test file
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

/** Where the run's templates are: data directories and locks under `root`, PostgreSQL ones named after `run`. */
export type Templates = { root: string; run: string; databaseUrl?: string };

const templateName = (t: Templates, kind: TemplateKind) => `laro_tpl_${t.run}_${kind}`;

/**
 * vitest's global setup: where the templates go, and their removal when the run ends. Each template is made by the
 * first file that needs it (ensureTemplate), so a run of unit tests makes none and a run of demo files one.
 */
export default function templatesOfTheRun(project: TestProject): () => Promise<void> {
  const templates: Templates = {
    root: fs.mkdtempSync(path.join(os.tmpdir(), "laro-tpl-")),
    run: String(process.pid),
    databaseUrl: process.env.DATABASE_URL,
  };
  project.provide("templates", templates);
  return async () => {
    const { databaseUrl } = templates;
    if (databaseUrl)
      for (const kind of KINDS)
        await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${templateName(templates, kind)} WITH (FORCE)`);
    fs.rmSync(templates.root, { recursive: true, force: true });
  };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The process making a template, 0 while it has not written itself down (or has just finished). */
function holderOf(lock: string): number {
  try {
    return Number(fs.readFileSync(path.join(lock, "pid"), "utf8"));
  } catch {
    return 0;
  }
}

async function build(t: Templates, kind: TemplateKind): Promise<void> {
  if (t.databaseUrl) {
    const name = templateName(t, kind);
    // A template a file died making is made again.
    await adminQuery(t.databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminQuery(t.databaseUrl, `CREATE DATABASE ${name}`);
    await fill({ databaseUrl: withDatabase(t.databaseUrl, name), dataDir: "memory:" }, kind);
  } else {
    fs.rmSync(path.join(t.root, kind), { recursive: true, force: true });
    await fill({ dataDir: path.join(t.root, kind) }, kind);
  }
}

/** Makes the template of this kind unless it is there; while another file makes it, waits for that one. */
async function ensureTemplate(t: Templates, kind: TemplateKind): Promise<void> {
  const ready = path.join(t.root, `${kind}.ready`);
  const lock = path.join(t.root, `${kind}.lock`);
  while (!fs.existsSync(ready)) {
    try {
      fs.mkdirSync(lock);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = holderOf(lock);
      if (holder > 0 && !alive(holder)) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
      continue;
    }
    try {
      fs.writeFileSync(path.join(lock, "pid"), String(process.pid));
      await build(t, kind);
      fs.writeFileSync(ready, "");
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** Where a file's copy of a template lives, and how it goes when the file is done. */
export type Copy = { databaseUrl?: string; dataDir: string; drop: () => Promise<void> };

let copies = 0;

/** A copy of the template for this kind (made first if need be): a new database from it, or a new data directory. */
export async function copyTemplate(t: Templates, kind: TemplateKind): Promise<Copy> {
  await ensureTemplate(t, kind);
  const name = `laro_t_${process.pid}_${++copies}_${Math.random().toString(36).slice(2, 8)}`;
  const { databaseUrl } = t;
  if (databaseUrl) {
    await adminQuery(databaseUrl, `CREATE DATABASE ${name} TEMPLATE ${templateName(t, kind)}`);
    return {
      databaseUrl: withDatabase(databaseUrl, name),
      dataDir: "memory:",
      drop: () => adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dataDir = path.join(t.root, "copies", name);
  fs.cpSync(path.join(t.root, kind), dataDir, { recursive: true });
  return { dataDir, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
}
