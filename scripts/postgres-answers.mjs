// Exit 0 when a PostgreSQL server accepts connections at PG_ADMIN_URL (default local trust auth).
import pg from "pg";

const url = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.query("select 1");
  await client.end();
  process.exit(0);
} catch {
  process.exit(1);
}
