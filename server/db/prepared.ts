import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { PgDialect, PgTransaction } from "drizzle-orm/pg-core";
import pg from "pg";
import type { Db, Tx } from "./connect.js";

// The money path's hot statements (ADR 0026, second pass), run as named prepared statements: PostgreSQL
// parses and plans each once per connection, then only binds and executes it, and the driver is called
// directly rather than through drizzle's session. `name` must always go with the same statement text
// (node-postgres refuses one name for two texts): one name per call site and shape. Inside a transaction,
// or on a handle drizzle did not make over a pg pool or PGlite, the statement runs through drizzle.

const dialect = new PgDialect();

export async function preparedRows<T>(db: Db | Tx, name: string, statement: SQL): Promise<T[]> {
  if (!(db instanceof PgTransaction)) {
    const client = (db as { $client?: unknown }).$client;
    if (client instanceof pg.Pool || client instanceof PGlite) {
      const query = dialect.sqlToQuery(statement);
      if (client instanceof pg.Pool)
        return (await client.query({ name, text: query.sql, values: query.params })).rows as T[];
      return (await client.query<T>(query.sql, query.params)).rows;
    }
  }
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}
