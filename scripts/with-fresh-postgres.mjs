// Runs a command with DATABASE_URL pointing at a fresh database it creates, and drops it after,
// whatever the command's outcome. Usage: node scripts/with-fresh-postgres.mjs <command> [args…]
import { spawnSync } from "node:child_process";
import pg from "pg";

const admin = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `laro_ci_${process.pid}_${Date.now().toString(36)}`;

async function sql(statement) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

await sql(`CREATE DATABASE ${name}`);
const url = new URL(admin);
url.pathname = `/${name}`;
let status = 1;
try {
  const [command, ...args] = process.argv.slice(2);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, DATABASE_URL: url.toString() } });
  status = result.status ?? 1;
} finally {
  await sql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
process.exit(status);
