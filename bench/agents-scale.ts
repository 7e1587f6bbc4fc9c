// The agent team overview at scale (DESIGN §7 "Agent reports"): an agent with 50,000 downline
// members over four levels and 5,000,000 rounds spread over 60 whole site days ending with today (so that today
// is a full day whatever the hour; some of today's rounds settle later in it), on a throw-away PostgreSQL
// database. Builds the reporting rows as the agent-figures job does (refreshFigures, one site day at a time,
// oldest first), times that and the job's own run (yesterday and today), then calls teamOverview for each
// preset the web offers and the longest period it allows, and profitLossRows, and gives p50/p95 per call.
// Every overview is checked against the direct sums over the members' rows (teamOverviewFromMemberRows, ADR
// 0043's overview), which are timed beside it.
// Usage: npm run bench:agents   (BENCH_DATABASE_URL or DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
// Settings: AGENTS_BENCH_MEMBERS (50000), AGENTS_BENCH_ROUNDS (5000000), AGENTS_BENCH_DAYS (60),
// AGENTS_BENCH_CALLS (50 per period), AGENTS_BENCH_DIRECT_CALLS (10 per period of the direct sums);
// AGENTS_BENCH_REUSE=<database> measures an existing loaded database (migrated first, never dropped), and
// AGENTS_BENCH_KEEP=1 keeps the one it made (both for working on the code).
import os from "node:os";
import pg from "pg";
import { previousSiteDay, siteDay, siteDayStart } from "../contract/time-zone.js";
import { FIGURE_PRESETS, presetDays } from "../app/lib/agent/periods.js";
import { MEMBER_TYPE } from "../contract/member-types.js";
import { openDatabase, type Database } from "../server/db/connect.js";
import { profitLossRows, refreshFigures, teamOverview } from "../server/modules/agents/index.js";
import { teamOverviewFromMemberRows } from "../server/modules/agents/figures.js";

const MEMBERS = Number(process.env.AGENTS_BENCH_MEMBERS ?? 50_000);
const ROUNDS = Number(process.env.AGENTS_BENCH_ROUNDS ?? 5_000_000);
const DAYS = Number(process.env.AGENTS_BENCH_DAYS ?? 60);
const CALLS = Number(process.env.AGENTS_BENCH_CALLS ?? 50);
const DIRECT_CALLS = Number(process.env.AGENTS_BENCH_DIRECT_CALLS ?? 10);
const WARM_UP = 5;
const ROUND_CHUNK = 500_000;
// Four levels under the agent: 10 sub-agents, 100 under them, 1,000 under those, and the players.
const LEVELS = [10, 100, 1_000];
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

// One moment for the whole run: the data's days and the presets stay the same should the site's midnight pass.
const now = new Date();
const today = siteDay(now);
const days = daysBetween(previousDays(today, DAYS - 1), today);
const firstDayStart = siteDayStart(days[0]).toISOString();

const ms = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e6;
const round1 = (n: number) => Math.round(n * 10) / 10;
function percentile(sorted: number[], p: number) {
  return round1(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
}

async function step(client: pg.Client, name: string, statement: string) {
  const started = process.hrtime.bigint();
  const result = await client.query(statement);
  console.log(`  ${name}: ${result.rowCount ?? 0} rows in ${Math.round(ms(started))} ms`);
}

/** The tree (through members.upline_id, so the triggers of migration 0028 write the closure), rounds and money. */
async function load(client: pg.Client) {
  const players = MEMBERS - LEVELS.reduce((a, b) => a + b, 0);
  await step(
    client,
    "agent",
    `insert into members (username_key, username, nickname, referral_code, type, created_at)
     values ('scale_top', 'scale_top', 'scale_top', 'RSCALETOP', ${MEMBER_TYPE.agent}, now() - interval '400 days')`,
  );
  const levels = [...LEVELS, players];
  for (let level = 1; level <= levels.length; level++) {
    const parent = level === 1 ? `'scale_top'` : `'s${level - 1}_' || (g % ${levels[level - 2]})`;
    const type = level < levels.length ? MEMBER_TYPE.subAgent : MEMBER_TYPE.member;
    await step(
      client,
      `level ${level}`,
      `insert into members (username_key, username, nickname, referral_code, type, upline_id, created_at)
       select 's${level}_' || g, 's${level}_' || g, 's${level}_' || g, 'RS${level}X' || g, ${type}, p.id, now() - random() * interval '${level === levels.length ? 120 : 365} days'
       from generate_series(0, ${levels[level - 1] - 1}) g join members p on p.username_key = ${parent}
       order by g`,
    );
  }
  // Players are numbered so that rounds can pick one by number; a few of them play most of the rounds.
  await step(
    client,
    "numbering",
    `create table scale_members as select row_number() over (order by member_id) - 1 as n, member_id as id from agent_tree where ancestor_id = (select id from members where username_key = 'scale_top') and depth > 0`,
  );
  await client.query("create unique index on scale_members (n); analyze scale_members");
  await step(
    client,
    "vendor",
    `insert into game_vendors (code, name, categories, wallet_mode, logo) values ('SCALE', 'Scale', '{RNG,LIVE,FISH}', 'seamless', '/x.svg')`,
  );
  await step(
    client,
    "games",
    `insert into games (node_id, vendor, game_code, game_type, game_classify, name, image, min_bet)
     values ('scale-slot', 'SCALE', 'slot', 'RNG', 'SLOT', 'Slot', '/x.svg', 1), ('scale-live', 'SCALE', 'live', 'LIVE', 'BACCARAT', 'Live', '/x.svg', 1), ('scale-fish', 'SCALE', 'fish', 'FISH', 'FISHING', 'Fish', '/x.svg', 1)`,
  );
  for (let from = 1; from <= ROUNDS; from += ROUND_CHUNK) {
    const to = Math.min(ROUNDS, from + ROUND_CHUNK - 1);
    // Statuses: 1 in 997 still open, 1 in 53 cancelled; settled: 3 % ties, 45 % wins, the rest losses.
    await step(
      client,
      `rounds ${from}–${to}`,
      `insert into game_rounds (vendor, round_id, member_id, game_code, status, bet_total, win_total, created_at, closed_at)
       select 'SCALE', 'r' || x.g, m.id, (array['slot', 'live', 'fish', 'unlisted'])[1 + x.g % 4],
              case when x.g % 997 = 0 then 'open' when x.g % 53 = 0 then 'cancelled' else 'completed' end,
              x.bet, case when x.r < 0.03 then x.bet when x.r < 0.48 then x.bet * 2 else 0 end,
              x.at, case when x.g % 997 = 0 then null else x.at + interval '20 seconds' end
       from (select g, least(${MEMBERS - 1}, floor(${MEMBERS} * power(random(), 2)))::bigint as n, '${firstDayStart}'::timestamptz + random() * interval '${DAYS} days' as at,
                    (10 + floor(random() * 100) * 10)::bigint as bet, random() as r
             from generate_series(${from}, ${to}) g) x
       join scale_members m on m.n = x.n`,
    );
  }
  await step(client, "wallets", `insert into ledger_accounts (member_id, kind) select id, 'main' from scale_members`);
  await step(client, "house", `insert into ledger_accounts (kind) values ('house')`);
  const money: [string, number][] = [
    ["deposit", MEMBERS * 4],
    ["withdrawal", MEMBERS],
    ["bonus", MEMBERS * 2],
  ];
  for (const [kind, count] of money) {
    await step(
      client,
      `${kind} transfers`,
      `insert into ledger_transfers (idempotency_key, kind, memo, metadata, created_at)
       select 'scale:${kind}:' || g, '${kind}', (g % ${MEMBERS})::text, '{}', '${firstDayStart}'::timestamptz + random() * interval '${DAYS} days' from generate_series(1, ${count}) g`,
    );
  }
  await step(
    client,
    "entries",
    `with house as (select id from ledger_accounts where kind = 'house'),
          moves as (select t.id, a.id as account, case when t.kind = 'withdrawal' then -1000 else 1000 end as amount
                    from ledger_transfers t join scale_members m on m.n = t.memo::bigint join ledger_accounts a on a.member_id = m.id and a.kind = 'main'
                    where t.idempotency_key like 'scale:%')
     insert into ledger_entries (transfer_id, account_id, amount, balance_after)
     select id, account, amount, 1000000 from moves union all select m.id, h.id, -m.amount, null from moves m cross join house h`,
  );
  await step(client, "drop numbering", "drop table scale_members");
  await step(client, "vacuum analyze", "vacuum analyze");
}

/** The days [from, to] oldest first. */
function daysBetween(from: string, to: string) {
  const days: string[] = [];
  for (let day = to; day >= from; day = previousSiteDay(day)) days.unshift(day);
  return days;
}

async function timed<T>(calls: number, run: () => Promise<T>, warmUp = WARM_UP) {
  for (let i = 0; i < warmUp; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = process.hrtime.bigint();
    await run();
    times.push(ms(started));
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: round1(times[times.length - 1] ?? 0) };
}

async function main() {
  const reuse = process.env.AGENTS_BENCH_REUSE;
  const name = reuse ?? `laro_scale_${process.pid}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (!reuse) await admin.query(`CREATE DATABASE ${name}`);
  let database: Database | undefined;
  const client = new pg.Client({ connectionString: url.toString() });
  const started = Date.now();
  try {
    const migrating = process.hrtime.bigint();
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: "memory:" });
    console.log(`Migrated ${name} in ${Math.round(ms(migrating))} ms.`);
    const db = database.db;
    await client.connect();
    let build:
      { seconds: number; perDayMs: { p50: number; max: number }; playRows: number; moneyRows: number } | undefined;
    if (!reuse) {
      console.log(
        `Loading an agent with ${MEMBERS} downline members and ${ROUNDS} rounds over ${DAYS} days into ${name} …`,
      );
      const loadStarted = Date.now();
      await load(client);
      console.log(
        `Loaded in ${Math.round((Date.now() - loadStarted) / 1000)} s. Building the figures of ${days.length} days, one day at a time …`,
      );
      const perDay: number[] = [];
      let playRows = 0;
      let moneyRows = 0;
      for (const day of days) {
        const dayStarted = process.hrtime.bigint();
        const rows = await refreshFigures(db, day, day);
        perDay.push(ms(dayStarted));
        playRows += rows.playRows;
        moneyRows += rows.moneyRows;
      }
      await client.query("vacuum analyze");
      const sorted = [...perDay].sort((a, b) => a - b);
      build = {
        seconds: Math.round(perDay.reduce((a, b) => a + b, 0) / 100) / 10,
        perDayMs: { p50: percentile(sorted, 50), max: round1(sorted[sorted.length - 1]) },
        playRows,
        moneyRows,
      };
      console.log(
        `  figures built in ${build.seconds} s (a day: p50 ${build.perDayMs.p50} ms, max ${build.perDayMs.max} ms); ${playRows} play rows, ${moneyRows} money rows`,
      );
    }
    // The job's minute: yesterday and today rebuilt whole.
    const job = await timed(3, () => refreshFigures(db, previousSiteDay(today), today));
    console.log(`  the agent-figures job's run (yesterday and today): p50 ${job.p50} ms, max ${job.max} ms`);

    const { rows: sizes } = await client.query<{ table: string; rows: string; size: string }>(
      `select relname as table, reltuples::bigint::text as rows, pg_size_pretty(pg_total_relation_size(oid)) as size from pg_class
       where relkind = 'r' and relname in ('members', 'agent_tree', 'game_rounds', 'ledger_entries', 'member_day_play', 'member_day_money', 'team_day_figures', 'member_day_active', 'team_day_active') order by relname`,
    );
    const {
      rows: [top],
    } = await client.query<{ id: string }>("select id from members where username_key = 'scale_top'");
    const {
      rows: [sub],
    } = await client.query<{ id: string }>("select id from members where username_key = 's3_0'");

    // The web's presets, and the longest period it lets an agent type.
    const periods: [string, { from: string; to: string }][] = [
      ...FIGURE_PRESETS.map((preset) => [preset, presetDays(preset, now)] as [string, { from: string; to: string }]),
      ["366 days", { from: previousDays(today, 365), to: today }],
    ];

    type Timing = { p50: number; p95: number; max: number };
    const overview: ({
      period: string;
      from: string;
      to: string;
      activeMembers: number;
      validBet: string;
      direct: Timing;
    } & Timing)[] = [];
    for (const [period, range] of periods) {
      const fast = await teamOverview(db, top.id, range.from, range.to);
      const direct = await teamOverviewFromMemberRows(db, top.id, range.from, range.to);
      if (JSON.stringify(fast) !== JSON.stringify(direct))
        throw new Error(
          `${period}: teamOverview ${JSON.stringify(fast)} differs from the direct sums ${JSON.stringify(direct)}`,
        );
      const figures = await timed(CALLS, () => teamOverview(db, top.id, range.from, range.to));
      // The same answer summed from the members' rows (ADR 0043's overview), side by side on the same data.
      const slow = await timed(DIRECT_CALLS, () => teamOverviewFromMemberRows(db, top.id, range.from, range.to), 2);
      overview.push({
        period,
        ...range,
        activeMembers: fast.activeMembers,
        validBet: fast.validBet,
        ...figures,
        direct: slow,
      });
      console.log(
        `  teamOverview ${period} (${range.from} … ${range.to}): p50 ${figures.p50} ms, p95 ${figures.p95} ms (from the members' rows: p50 ${slow.p50} ms, p95 ${slow.p95} ms); ${fast.activeMembers} active, valid bet ${fast.validBet}`,
      );
    }
    const profitLoss: { who: string; period: string; rows: number; p50: number; p95: number; max: number }[] = [];
    for (const [who, id] of [
      ["the agent (10 direct downlines)", top.id],
      ["a third-level sub-agent", sub.id],
    ] as const) {
      for (const period of ["today", "thisMonth", "previous30"] as const) {
        const range = presetDays(period, now);
        const rows = await profitLossRows(db, id, range.from, range.to);
        const figures = await timed(CALLS, () => profitLossRows(db, id, range.from, range.to));
        profitLoss.push({ who, period, rows: rows.length, ...figures });
        console.log(
          `  profitLossRows ${who}, ${period}: p50 ${figures.p50} ms, p95 ${figures.p95} ms (${rows.length} rows)`,
        );
      }
    }

    const result = {
      at: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model,
        node: process.version,
        loadAverage: os.loadavg().map((n) => +n.toFixed(2)),
      },
      postgres: (await client.query<{ version: string }>("show server_version")).rows[0].version,
      data: { members: MEMBERS, rounds: ROUNDS, days: DAYS, sizes },
      build,
      jobRunMs: job,
      overview,
      profitLoss,
      tookSeconds: Math.round((Date.now() - started) / 1000),
    };
    console.log(JSON.stringify(result, null, 2));
    console.log(markdown(result));
  } finally {
    await client.end().catch(() => {});
    await database?.close();
    if (!reuse && !process.env.AGENTS_BENCH_KEEP) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    else console.log(`Kept database ${name}.`);
    await admin.end();
  }
}

function previousDays(day: string, count: number) {
  let result = day;
  for (let i = 0; i < count; i++) result = previousSiteDay(result);
  return result;
}

function markdown(result: {
  overview: {
    period: string;
    from: string;
    to: string;
    p50: number;
    p95: number;
    max: number;
    direct: { p50: number; p95: number };
  }[];
  profitLoss: { who: string; period: string; rows: number; p50: number; p95: number }[];
}) {
  const lines = [
    "| period | days | teamOverview p50 ms | p95 ms | max ms | from the members' rows: p50 ms | p95 ms |",
    "|---|---|---|---|---|---|---|",
  ];
  for (const o of result.overview)
    lines.push(
      `| ${o.period} | ${o.from} … ${o.to} | ${o.p50} | **${o.p95}** | ${o.max} | ${o.direct.p50} | ${o.direct.p95} |`,
    );
  lines.push("", "| profitLossRows of | period | rows | p50 ms | p95 ms |", "|---|---|---|---|---|");
  for (const p of result.profitLoss) lines.push(`| ${p.who} | ${p.period} | ${p.rows} | ${p.p50} | ${p.p95} |`);
  return lines.join("\n");
}

await main();
