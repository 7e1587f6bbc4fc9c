// The platform's lists on a large database: loads about a million ledger entries, half a
// million transfers and game rounds, and two hundred thousand deposits and withdrawals into a throw-away
// PostgreSQL database, runs each list through the platform's own functions, and prints the EXPLAIN
// (ANALYZE) of every query they sent, with the indexes it used and any sequential scan of a large table.
// Usage: npx tsx bench/explain.ts   (BENCH_DATABASE_URL or DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { readPlatformConfig } from "../server/config.js";
import { openDatabase, type Db } from "../server/db/connect.js";
import * as schema from "../server/db/schema.js";
import { operatorDeposits, operatorWithdrawals } from "../server/modules/payments/index.js";
import { memberRoundPage, openRoundIds, roundsPerGameSince } from "../server/modules/vendors/index.js";
// Queries only their module's own routes call: measured where they are, as a test looks inside (ADR 0076).
import { memberDeposits } from "../server/modules/payments/deposits.js";
import { memberWithdrawals } from "../server/modules/payments/withdrawals.js";
import { bonusDetails, personalProfit, transactionHistory } from "../server/modules/wallet/statement.js";
import { freshPostgres } from "../tests/platform/harness.js";

const MEMBERS = 20_000;
const TRANSFERS = 500_000; // two entries each: one on a member's wallet, one on the house
const ROUNDS = 500_000;
const PAYMENTS = 200_000;
const DAYS = 90;
// One member in ten transfers is the heavy player's: the lists must stay fast for them too.
const HEAVY_SHARE = 10;

const LARGE_TABLES = [
  "ledger_entries",
  "ledger_transfers",
  "ledger_accounts",
  "game_rounds",
  "deposits",
  "withdrawals",
  "members",
  "bank_accounts",
];

async function load(client: pg.Client) {
  const steps: [string, string][] = [
    [
      "members",
      `insert into members (username_key, username, nickname, referral_code) select 'm' || g, 'm' || g, 'm' || g, 'R' || g from generate_series(1, ${MEMBERS}) g`,
    ],
    ["accounts", `insert into ledger_accounts (member_id, kind) select id, 'main' from members order by username_key`],
    ["house", `insert into ledger_accounts (kind) values ('house')`],
    [
      "balances",
      `insert into ledger_balances (account_id, may_go_negative) select id, member_id is null from ledger_accounts`,
    ],
    [
      "transfers",
      `insert into ledger_transfers (idempotency_key, kind, memo, created_at)
       select 'explain:' || g, (array['bet', 'payout', 'deposit', 'bonus', 'withdrawal', 'transfer_in'])[1 + g % 6], 'explain', now() - (random() * interval '${DAYS} days')
       from generate_series(1, ${TRANSFERS}) g`,
    ],
    [
      "entries",
      `with wallets as (select id, row_number() over (order by id) as n from ledger_accounts where member_id is not null),
            house as (select id from ledger_accounts where kind = 'house'),
            moves as (select t.id as transfer_id, case when t.id % ${HEAVY_SHARE} = 0 then 1 else 1 + t.id % ${MEMBERS} end as n,
                             case when t.kind in ('bet', 'withdrawal') then -100 else 100 end as amount from ledger_transfers t)
       insert into ledger_entries (transfer_id, account_id, amount, balance_after)
       select m.transfer_id, w.id, m.amount, 1000000 from moves m join wallets w on w.n = m.n
       union all
       select m.transfer_id, h.id, -m.amount, 0 from moves m cross join house h`,
    ],
    [
      "channels",
      `insert into deposit_channels (code, name, kind, min_amount, max_amount) values ('explainbank', 'Explain bank', 'bank', 100, 100000000) on conflict do nothing`,
    ],
    [
      "rounds",
      `insert into game_rounds (vendor, round_id, member_id, game_code, status, bet_total, win_total, created_at)
       select (array['INHOUSE', 'DS88', 'TF'])[1 + g % 3], 'r' || g, m.id, 'dice', case when g % 1000 = 0 then 'open' when g % 50 = 0 then 'cancelled' else 'completed' end, 100, 0, now() - (random() * interval '${DAYS} days')
       from generate_series(1, ${ROUNDS}) g join members m on m.username_key = 'm' || (case when g % ${HEAVY_SHARE} = 0 then 1 else 1 + g % ${MEMBERS} end)`,
    ],
    [
      "deposits",
      `insert into deposits (member_id, channel_code, amount, status, request_key, created_at)
       select m.id, 'explainbank', 1000, (array['pending', 'approved', 'rejected', 'approved', 'approved'])[1 + g % 5], 'k' || g, now() - (random() * interval '${DAYS} days')
       from generate_series(1, ${PAYMENTS}) g join members m on m.username_key = 'm' || (case when g % ${HEAVY_SHARE} = 0 then 1 else 1 + g % ${MEMBERS} end)`,
    ],
    [
      "bank accounts",
      `insert into bank_accounts (member_id, bank_name, account_number, holder_name) select id, 'Bank', '000' || username_key, username from members`,
    ],
    [
      "withdrawals",
      `insert into withdrawals (member_id, bank_account_id, amount, status, request_key, hold_transfer_id, created_at, disbursed_at)
       select m.id, b.id, 1000, (array['pending', 'approved', 'disbursed', 'received', 'received', 'rejected'])[1 + g % 6], 'k' || g, 1, now() - (random() * interval '${DAYS} days'), case when g % 6 in (2, 3, 4) then now() - interval '1 day' end
       from generate_series(1, ${PAYMENTS}) g join members m on m.username_key = 'm' || (case when g % ${HEAVY_SHARE} = 0 then 1 else 1 + g % ${MEMBERS} end)
       join bank_accounts b on b.member_id = m.id`,
    ],
    ["analyze", "analyze"],
  ];
  for (const [name, statement] of steps) {
    const started = Date.now();
    const result = await client.query(statement);
    console.log(`  loaded ${name}: ${result.rowCount ?? 0} rows in ${Date.now() - started} ms`);
  }
}

type Captured = { query: string; params: unknown[] };

function summary(plan: string): string {
  const indexes = [
    ...new Set([...plan.matchAll(/(?:Index|Index Only) Scan(?: Backward)? using (\S+)/g)].map((m) => m[1])),
  ];
  const bitmap = [...new Set([...plan.matchAll(/Bitmap Index Scan on (\S+)/g)].map((m) => m[1]))];
  const seq = [...new Set([...plan.matchAll(/Seq Scan on (\S+)/g)].map((m) => m[1]))].filter((t) =>
    LARGE_TABLES.includes(t),
  );
  const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
  return `${time} ms · indexes: ${[...indexes, ...bitmap].join(", ") || "none"}${seq.length ? ` · SEQUENTIAL SCAN of ${seq.join(", ")}` : ""}`;
}

async function main() {
  const admin =
    process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const fresh = await freshPostgres(admin);
  if (!fresh) throw new Error("no PostgreSQL URL");
  const migrated = await openDatabase({ databaseUrl: fresh.url, dataDir: "memory:" });
  await migrated.close();
  const client = new pg.Client({ connectionString: fresh.url });
  await client.connect();
  const pool = new pg.Pool({ connectionString: fresh.url, max: 2 });
  try {
    console.log(
      `Loading ${TRANSFERS * 2} ledger entries, ${TRANSFERS} transfers, ${ROUNDS} rounds, ${PAYMENTS} deposits and withdrawals for ${MEMBERS} members …`,
    );
    await load(client);
    const captured: Captured[] = [];
    const db = drizzle(pool, {
      schema,
      logger: { logQuery: (query, params) => captured.push({ query, params }) },
    }) as unknown as Db;
    const config = readPlatformConfig();
    const member = async (name: string) =>
      (await client.query<{ id: string }>("select id from members where username_key = $1", [name])).rows[0].id;
    const heavy = await member("m1");
    const typical = await member("m2");
    const weekAgo = new Date(Date.now() - 7 * 86_400_000);
    const lists: [string, () => Promise<unknown>][] = [];
    for (const [who, id] of [
      ["heavy member", heavy],
      ["typical member", typical],
    ] as const) {
      lists.push(
        [`transaction history, ${who}, page 1`, () => transactionHistory(db, id, { pageNo: 1, pageSize: 20 })],
        [
          `transaction history, ${who}, bets of the last week`,
          () => transactionHistory(db, id, { pageNo: 1, pageSize: 20, kinds: ["bet"], from: weekAgo }),
        ],
        [`transaction history, ${who}, page 50`, () => transactionHistory(db, id, { pageNo: 50, pageSize: 20 })],
        [`bonus details, ${who}`, () => bonusDetails(db, id, { pageNo: 1, pageSize: 20 })],
        [`personal profit, ${who}, last week`, () => personalProfit(db, id, { from: weekAgo })],
        [`betting record (rounds), ${who}`, () => memberRoundPage(db, id, { pageNo: 1, pageSize: 20 })],
        [
          `betting record (rounds), ${who}, completed, last week`,
          () => memberRoundPage(db, id, { pageNo: 1, pageSize: 20, status: "completed", from: weekAgo }),
        ],
        [`deposits, ${who}`, () => memberDeposits(db, id, 1, 20)],
        [`withdrawals, ${who}`, () => memberWithdrawals(db, config, id, 1, 20)],
      );
    }
    lists.push(
      ["operator deposit queue (pending)", () => operatorDeposits(db, "pending")],
      ["operator deposit queue (all)", () => operatorDeposits(db)],
      ["operator withdrawal queue (pending)", () => operatorWithdrawals(db, config, "pending")],
      ["operator withdrawal queue (all)", () => operatorWithdrawals(db, config)],
      ["open rounds of a vendor (recovery job)", () => openRoundIds(db, "INHOUSE", new Date(Date.now() - 60_000))],
      ["rounds per game, last week (popular lane)", () => db.select().from(roundsPerGameSince(db, weekAgo))],
    );

    const results: string[] = [];
    for (const [name, run] of lists) {
      captured.length = 0;
      await run();
      console.log(`\n=== ${name}`);
      for (const { query, params } of [...captured]) {
        const plan = (await client.query(`explain (analyze, buffers, costs off) ${query}`, params)).rows
          .map((r) => r["QUERY PLAN"])
          .join("\n");
        console.log(`${query}\n${plan}\n`);
        results.push(`${name.padEnd(58)} ${summary(plan)}`);
      }
    }
    console.log("\n=== Summary (one line per query)");
    for (const line of results) console.log(line);
  } finally {
    await client.end();
    await pool.end();
    await fresh.drop();
  }
}

await main();
