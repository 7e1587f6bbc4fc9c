// Each SQL function is defined once, in server/db/functions/<name>.sql (ADR 0071). The migrated database's
// definition must be its file's, word for word: a change made in a migration instead (or a file the start did not
// apply) fails here. Migrations up to 0045 are history and restate the functions; none after them may.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { functionsFolder, openDatabase, type Database } from "../../server/db/connect.js";
import { applySqlFunctions, sqlFunctions } from "../../server/db/sql-functions.js";
import { freshPostgres } from "./harness.js";

const migrations = path.join(path.dirname(functionsFolder), "migrations");
/** The last migration that may define a function: the ones before the files existed. */
const HISTORY_ENDS = 45;

/** The definition without the file's leading comments or final semicolon, and with any run of blanks as one space. */
const normalised = (text: string) =>
  text
    .replace(/^(?:\s*--[^\n]*\n)+/, "")
    .trim()
    .replace(/;$/, "")
    .replace(/\s+/g, " ")
    .trim();

const files = sqlFunctions(functionsFolder);

type Row = { name: string; def: string };
async function definitions(db: Database["db"]): Promise<Map<string, string>> {
  const answer = await db.execute(sql`
    SELECT p.proname AS name, pg_get_functiondef(p.oid) AS def FROM pg_proc p
    JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public' AND p.prokind = 'f'`);
  const rows = ((answer as { rows?: Row[] }).rows ?? (answer as unknown as Row[])) as Row[];
  return new Map(rows.map((row) => [row.name, row.def]));
}

describe("the function files", () => {
  it("each names its function, and each is one CREATE OR REPLACE FUNCTION", () => {
    expect(files.length).toBeGreaterThan(0);
    for (const fn of files) {
      expect(normalised(fn.text), fn.file).toMatch(new RegExp(`^CREATE OR REPLACE FUNCTION public\\.${fn.name}\\(`));
      expect(normalised(fn.text).match(/CREATE OR REPLACE FUNCTION/g), fn.file).toHaveLength(1);
    }
  });

  it("no migration after the history defines or alters a function: the file is where it changes", () => {
    const later = fs
      .readdirSync(migrations)
      .filter((file) => /^\d{4}_.*\.sql$/.test(file) && Number(file.slice(0, 4)) > HISTORY_ENDS);
    for (const file of later) {
      const text = fs.readFileSync(path.join(migrations, file), "utf8");
      expect(text, file).not.toMatch(/\b(?:CREATE(?:\s+OR\s+REPLACE)?|ALTER)\s+FUNCTION\b/i);
    }
  });
});

/** PGlite always; PostgreSQL too where DATABASE_URL names one (CI sets it). */
const backends = [{ kind: "PGlite" }, ...(process.env.DATABASE_URL ? [{ kind: "PostgreSQL" }] : [])];

describe.each(backends)("the migrated database ($kind)", ({ kind }) => {
  let database: Database;
  let drop = async () => {};
  beforeAll(async () => {
    const fresh = kind === "PostgreSQL" ? await freshPostgres() : null;
    if (fresh) drop = fresh.drop;
    database = await openDatabase({ databaseUrl: fresh?.url, dataDir: "memory:" });
  });
  afterAll(async () => {
    await database?.close();
    await drop();
  });

  it("has exactly the functions that have a file", async () => {
    const names = [...(await definitions(database.db)).keys()].sort();
    expect(names).toEqual(files.map((fn) => fn.name));
  });

  it.each(files.map((fn) => [fn.name, fn] as const))("defines %s as its file does", async (name, fn) => {
    const def = (await definitions(database.db)).get(name);
    expect(normalised(def ?? "(none)")).toBe(normalised(fn.text));
  });

  it("puts a function changed behind its file's back back as the file says on the next start", async () => {
    const [care] = files.filter((fn) => fn.name === "care_loss");
    await database.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION public.care_loss(p_member uuid, p_since timestamptz) RETURNS bigint
        LANGUAGE sql STABLE AS $$ SELECT 0::bigint $$`),
    );
    expect(normalised((await definitions(database.db)).get("care_loss")!)).not.toBe(normalised(care.text));
    await applySqlFunctions(database.db, functionsFolder);
    await applySqlFunctions(database.db, functionsFolder);
    expect(normalised((await definitions(database.db)).get("care_loss")!)).toBe(normalised(care.text));
  });
});
