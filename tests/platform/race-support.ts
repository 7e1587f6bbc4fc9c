import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { readPlatformConfig } from "../../server/config.js";
import type { Db } from "../../server/db/connect.js";
import * as schema from "../../server/db/schema.js";
import { members } from "../../server/db/schema.js";
import { buildApp } from "../../server/http/app.js";
import { memberAccount, postTransfer, systemAccount } from "../../server/modules/wallet/index.js";
import { seedInstall } from "../../server/seed/index.js";
import { concurrentPostgres, OPERATOR_KEY } from "./harness.js";

export type FundedMember = { id: string; username: string };

/** `count` new members named `<prefix><i>`, each with `funds` in the main wallet, deposited through the ledger. */
export async function fundedMembers(db: Db, prefix: string, count: number, funds: bigint): Promise<FundedMember[]> {
  const rows = await db
    .insert(members)
    .values(
      Array.from({ length: count }, (_, i) => ({
        usernameKey: `${prefix}${i}`,
        username: `${prefix}${i}`,
        nickname: `${prefix}${i}`,
        referralCode: `${prefix.toUpperCase()}${i}`,
      })),
    )
    .returning({ id: members.id, username: members.username });
  const bank = await systemAccount(db, "payment_clearing", "bank");
  for (const m of rows)
    await postTransfer(db, {
      idempotencyKey: `funds:${prefix}:${m.id}`,
      kind: "deposit",
      entries: [
        { account: bank, amount: -funds },
        { account: await memberAccount(db, m.id, "main"), amount: funds },
      ],
    });
  return rows;
}

export type RaceSite = { db: Db; app: FastifyInstance; databaseUrl: URL; operatorDb: Db; close: () => Promise<void> };

/**
 * A production install (the site, the catalogue, the engines' games, no demo members) on a fresh PostgreSQL database:
 * `db` is the racers' pool of 40 connections; the operator's calls come through `app`, a second platform copy with
 * its own pool, as on a real site, so an operator's call never queues behind the racers for a connection.
 */
export async function raceSite(): Promise<RaceSite> {
  const postgres = await concurrentPostgres(40);
  const db = postgres.db;
  const config = readPlatformConfig({
    DATA_DIR: "memory:",
    LOG_LEVEL: "silent",
    OPERATOR_KEY,
    SITE_MODE: "production",
    RATE_LIMIT_PER_MINUTE: "0",
  });
  await seedInstall(db, config);
  const [{ name }] = (
    (await db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }
  ).rows;
  const databaseUrl = new URL(process.env.DATABASE_URL!);
  databaseUrl.pathname = `/${name}`;
  const operatorPool = new pg.Pool({ connectionString: databaseUrl.toString(), max: 5 });
  operatorPool.on("error", () => {});
  const operatorDb = drizzle(operatorPool, { schema }) as unknown as Db;
  const app = await buildApp({ db: operatorDb, config, operatorKey: OPERATOR_KEY });
  await app.ready();
  return {
    db,
    app,
    databaseUrl,
    operatorDb,
    close: async () => {
      await app.close();
      await operatorPool.end();
      await postgres.close();
    },
  };
}
