import { afterAll, beforeAll, describe, expect, it } from "vitest";
import crypto from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../server/db/connect.js";
import { gameRounds } from "../../server/db/schema.js";
import { createMember, MEMBER_TYPE } from "../../server/modules/accounts/index.js";
import { validBetOf } from "../../server/modules/games/valid-bet.js";
import { memberAccount, postTransfer, systemAccount } from "../../server/modules/wallet/index.js";
import {
  profitLossRows,
  refreshFigures,
  teamOverview,
  teamOverviewFromMemberRows,
} from "../../server/modules/agents/figures.js";
import { previousSiteDay, siteDay, siteDayStart } from "../../contract/time-zone.js";
import { call, concurrentPostgres, operatorHeaders, startPlatform, type Platform } from "./harness.js";
import { login, withToken } from "./accounts.js";
import { agentTree } from "./agent-trees.js";
import { withPostgres } from "../support/services.js";

// The agents' reports (ADR 0043): the valid-bet rule, the agent-figures job's rows, and every figure an agent
// reads, checked against hand-computed sums; the authorization of each agent call; the registration centre,
// agents' announcements and the operator's move.

let platform: Platform;
let db: Db;
const PASSWORD = "Figs1234";
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};
const today = siteDay(new Date());
let minute = 0;

beforeAll(async () => {
  platform = await startPlatform();
  db = platform.database.db;

  Object.assign(
    ids,
    await agentTree(platform, PASSWORD, [
      ["fig_agent", MEMBER_TYPE.agent, null],
      ["fig_sub", MEMBER_TYPE.subAgent, "fig_agent"],
      ["fig_p1", MEMBER_TYPE.member, "fig_agent"],
      ["fig_p2", MEMBER_TYPE.member, "fig_sub"],
      ["fig_other", MEMBER_TYPE.agent, null],
      ["fig_plain", MEMBER_TYPE.member, null],
    ]),
  );
  for (const name of ["fig_agent", "fig_sub", "fig_other", "fig_plain"])
    tokens[name] = (await login(platform.app, name, PASSWORD)).body.value.token;
});
afterAll(() => platform.close());

const get = (who: string, url: string) => withToken(platform.app, "GET", url, tokens[who]);

/** A settled (or open) round of the in-house dice, written as the seamless wallet records one. */
async function round(
  member: string,
  bet: bigint,
  win: bigint,
  status: "completed" | "cancelled" | "open" = "completed",
) {
  await db.insert(gameRounds).values({
    vendor: "INHOUSE",
    roundId: crypto.randomUUID(),
    memberId: ids[member],
    gameCode: "dice",
    status,
    betTotal: bet,
    winTotal: win,
    closedAt: status === "open" ? null : new Date(),
  });
}

async function deposit(member: string, amount: bigint) {
  const main = await memberAccount(db, ids[member], "main");
  const bank = await systemAccount(db, "payment_clearing", "bank");
  await postTransfer(db, {
    idempotencyKey: `test-deposit:${crypto.randomUUID()}`,
    kind: "deposit",
    entries: [
      { account: bank, amount: -amount },
      { account: main, amount },
    ],
  });
}

async function runFigures() {
  const period = `${today}T${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute++ % 60).padStart(2, "0")}`;
  const ran = await call(platform.app, "POST", "/ops/jobs/agent-figures/run", {
    headers: operatorHeaders,
    body: { period },
  });
  expect(ran.body.value?.run?.status, JSON.stringify(ran.body)).toBe("done");
}

describe("the valid bet", () => {
  it("counts a settled win or loss whole, and nothing otherwise, with the reason", () => {
    expect(validBetOf({ status: "completed", betTotal: 1000n, winTotal: 0n })).toEqual({
      validBet: 1000n,
      reason: null,
    });
    expect(validBetOf({ status: "completed", betTotal: 1000n, winTotal: 1980n })).toEqual({
      validBet: 1000n,
      reason: null,
    });
    expect(validBetOf({ status: "completed", betTotal: 1000n, winTotal: 1000n })).toEqual({
      validBet: 0n,
      reason: "TIED",
    });
    expect(validBetOf({ status: "cancelled", betTotal: 1000n, winTotal: 0n })).toEqual({
      validBet: 0n,
      reason: "CANCELLED",
    });
    expect(validBetOf({ status: "open", betTotal: 1000n, winTotal: 0n })).toEqual({ validBet: 0n, reason: "OPEN" });
    expect(validBetOf({ status: "completed", betTotal: 0n, winTotal: 500n })).toEqual({
      validBet: 0n,
      reason: "NO_STAKE",
    });
  });
});

describe("team figures", () => {
  beforeAll(async () => {
    // fig_p1 (direct): a loss of 1,000, a win of 2,000 on 1,000 staked, a tie of 500, a cancelled 700, an open 300.
    await round("fig_p1", 1_000n, 0n);
    await round("fig_p1", 1_000n, 2_000n);
    await round("fig_p1", 500n, 500n);
    await round("fig_p1", 700n, 0n, "cancelled");
    await round("fig_p1", 300n, 0n, "open");
    // fig_p2 (under fig_sub): a loss of 4,000; fig_sub itself a win of 100 on 100.
    await round("fig_p2", 4_000n, 0n);
    await round("fig_sub", 100n, 200n);
    // Another tree's play must never show.
    await round("fig_other", 9_999n, 0n);
    await deposit("fig_p1", 50_000n);
    await deposit("fig_p1", 20_000n);
    await deposit("fig_p2", 30_000n);
    await runFigures();
  });

  it("sums the whole downline's settled play and money, the agent and other trees excluded", async () => {
    const overview = await get("fig_agent", `/wps/agent/overview?from=${today}&to=${today}`);
    expect(overview.body.value).toEqual({
      from: today,
      to: today,
      team: { direct: 2, total: 3 },
      registrations: 3,
      activeMembers: 3,
      firstDeposits: 2,
      deposits: "100000",
      withdrawals: "0",
      bonuses: "0",
      // Settled, not cancelled: p1 3 rounds (2,500 staked), p2 1 (4,000), sub 1 (100).
      betCount: 5,
      // Valid: p1 1,000 + 1,000 (the tie counts nothing), p2 4,000, sub 100.
      validBet: "6100",
      // Payouts: p1 0 + 2,000 + 500, p2 0, sub 200.
      payout: "2700",
      // Payouts − stakes: 2,700 − 6,600.
      winLoss: "-3900",
    });
  });

  it("gives each direct downline its own and its team's figures", async () => {
    const pl = (await get("fig_agent", `/wps/agent/profitLoss?from=${today}&to=${today}`)).body.value;
    const byName = Object.fromEntries(pl.rows.map((r: { username: string }) => [r.username, r]));
    expect(byName.fig_p1).toMatchObject({
      level: 1,
      isAgent: false,
      betCount: 3,
      validBet: "2000",
      payout: "2500",
      winLoss: "0",
      teamValidBet: "2000",
      teamWinLoss: "0",
    });
    expect(byName.fig_sub).toMatchObject({
      level: 1,
      isAgent: true,
      betCount: 1,
      validBet: "100",
      payout: "200",
      winLoss: "100",
      teamValidBet: "4100",
      teamWinLoss: "-3900",
    });
    expect(pl.total).toEqual({ betCount: 5, validBet: "6100", payout: "2700", winLoss: "-3900" });
    const drilled = (await get("fig_agent", `/wps/agent/profitLoss?from=${today}&to=${today}&parent=fig_sub`)).body
      .value;
    expect(drilled.rows).toMatchObject([{ username: "fig_p2", level: 2, validBet: "4000", winLoss: "-4000" }]);
  });

  it("writes the same rows when the job runs again", async () => {
    const before = (await get("fig_agent", `/wps/agent/overview?from=${today}&to=${today}`)).body.value;
    await runFigures();
    await runFigures();
    expect((await get("fig_agent", `/wps/agent/overview?from=${today}&to=${today}`)).body.value).toEqual(before);
  });

  it("lists the downline's rounds with each one's valid bet and reason, and its money movements", async () => {
    const rounds = (await get("fig_agent", "/wps/agent/rounds?pageSize=50")).body.value;
    expect(rounds.total).toBe(7);
    expect(rounds.list.every((r: { username: string }) => ["fig_p1", "fig_p2", "fig_sub"].includes(r.username))).toBe(
      true,
    );
    const reasons = rounds.list.map((r: { validReason: string | null }) => r.validReason).sort();
    expect(reasons).toEqual(["CANCELLED", "OPEN", "TIED", null, null, null, null].sort());
    expect((await get("fig_agent", "/wps/agent/rounds?username=fig_p2")).body.value.list).toMatchObject([
      { username: "fig_p2", bet: "4000", validBet: "4000" },
    ]);
    expect((await get("fig_agent", "/wps/agent/rounds?username=fig_other")).body.code).toBe("NOT_DOWNLINE");
    const moves = (await get("fig_agent", "/wps/agent/transactions?types=deposit")).body.value;
    expect(moves.total).toBe(3);
    expect(moves.list.map((m: { amount: string }) => m.amount).sort()).toEqual(["20000", "30000", "50000"]);
  });

  it("refuses a period backwards or over a year", async () => {
    expect((await get("fig_agent", "/wps/agent/overview?from=2026-02-01&to=2026-01-01")).body.code).toBe("VALIDATION");
    expect((await get("fig_agent", "/wps/agent/overview?from=2024-01-01&to=2026-01-01")).body.code).toBe("VALIDATION");
    expect(siteDayStart(today).getTime()).toBeLessThanOrEqual(Date.now());
  });
});

describe("registration centre and announcements", () => {
  it("registers a member or a sub-agent directly under the agent, with the site's rules", async () => {
    const made = await withToken(platform.app, "POST", "/wps/agent/register", tokens.fig_agent, {
      body: { username: "fignew1", password: "Newbie123", confirmPassword: "Newbie123", accountType: "agent" },
    });
    expect(made.body.value).toEqual({ username: "fignew1", type: MEMBER_TYPE.subAgent });
    expect((await get("fig_agent", "/wps/agent/downline?username=fignew1")).body.value.list).toMatchObject([
      { username: "fignew1", level: 1, isAgent: true },
    ]);
    expect((await login(platform.app, "fignew1", "Newbie123")).body.success).toBe(true);
    const taken = await withToken(platform.app, "POST", "/wps/agent/register", tokens.fig_agent, {
      body: { username: "fignew1", password: "Newbie123", confirmPassword: "Newbie123" },
    });
    expect(taken.body.code).toBe("USERNAME_TAKEN");
    const bad = await withToken(platform.app, "POST", "/wps/agent/register", tokens.fig_agent, {
      body: { username: "x", password: "1", confirmPassword: "2" },
    });
    expect(bad.body.code).toBe("FIELD_INVALID");
  });

  it("answers the agent's own code and the path that registers under it", async () => {
    const referral = (await get("fig_agent", "/wps/agent/referral")).body.value;
    expect(referral.code).toMatch(/^[A-Z0-9]+$/);
    expect(referral.registerPath).toBe(`/?modal=register&affiliateCode=${referral.code}`);
  });

  it("shows agents' announcements to agents only, never in the public list", async () => {
    const published = await call(platform.app, "POST", "/ops/announcements", {
      headers: operatorHeaders,
      body: { type: "AG", title: "New rates", content: "Salary tiers change on the 1st." },
    });
    expect(published.body.value).toMatchObject({ action: "announcement.publish", type: "AG", title: "New rates" });
    expect((await get("fig_agent", "/wps/agent/announcements")).body.value.list).toMatchObject([
      { title: "New rates", content: "Salary tiers change on the 1st." },
    ]);
    expect((await get("fig_plain", "/wps/agent/announcements")).body.code).toBe("NON_AGENT");
    expect((await call(platform.app, "GET", "/wps/relay/MCSFE_getListAnnouncements?types=AG")).body.code).toBe(
      "VALIDATION",
    );
    const id = published.body.value.id as string;
    expect(
      (await call(platform.app, "DELETE", `/ops/announcements/${id}`, { headers: operatorHeaders })).body.value,
    ).toEqual({ action: "announcement.withdraw", id });
    expect((await get("fig_agent", "/wps/agent/announcements")).body.value.total).toBe(0);
  });
});

describe("authorization of every agent call", () => {
  const urls = [
    "/wps/agent/team",
    "/wps/agent/downline",
    "/wps/agent/overview",
    "/wps/agent/profitLoss",
    "/wps/agent/rounds",
    "/wps/agent/transactions",
    "/wps/agent/referral",
    "/wps/agent/announcements",
  ];

  it("refuses a member, a trial player and a visitor; another tree's agent sees only its own", async () => {
    const trial = (
      await call(platform.app, "POST", "/wps/session/login/freeplay", {
        body: { platform: "W" },
        remoteAddress: "10.8.8.8",
      })
    ).body.value.token as string;
    for (const url of urls) {
      expect((await get("fig_plain", url)).body.code, url).toBe("NON_AGENT");
      expect((await withToken(platform.app, "GET", url, trial)).body.code, url).toBe("TRIAL_REFUSED");
      expect((await call(platform.app, "GET", url)).status, url).toBe(401);
      expect((await get("fig_other", url)).body.success, url).toBe(true);
    }
    const register = (token: string) =>
      withToken(platform.app, "POST", "/wps/agent/register", token, {
        body: { username: "fig_never", password: "Never1234", confirmPassword: "Never1234" },
      });
    expect((await register(tokens.fig_plain)).body.code).toBe("NON_AGENT");
    expect((await register(trial)).body.code).toBe("TRIAL_REFUSED");
    const other = (await get("fig_other", `/wps/agent/overview?from=${today}&to=${today}`)).body.value;
    expect(other).toMatchObject({ team: { direct: 0, total: 0 }, validBet: "0", betCount: 0 });
    expect((await get("fig_other", "/wps/agent/profitLoss?parent=fig_sub")).body.code).toBe("NOT_DOWNLINE");
    expect((await get("fig_other", "/wps/agent/transactions?username=fig_p1")).body.code).toBe("NOT_DOWNLINE");
  });
});

describe("the operator's move", () => {
  it("moves a member with its downline under another agent, audited; refuses a loop and a non-agent upline", async () => {
    const move = (username: string, upline: string | null) =>
      call(platform.app, "POST", "/ops/agents/move", { headers: operatorHeaders, body: { username, upline } });
    expect((await move("fig_sub", "fig_p2")).body.code).toBe("VALIDATION");
    expect((await move("fig_sub", "fig_plain")).body.code).toBe("VALIDATION");
    const moved = await move("fig_sub", "fig_other");
    expect(moved.body.value).toMatchObject({
      action: "agents.move",
      username: "fig_sub",
      upline: "fig_other",
      team: { direct: 1, total: 1 },
    });
    expect((await get("fig_other", "/wps/agent/team")).body.value).toEqual({ direct: 1, total: 2 });
    expect((await get("fig_agent", "/wps/agent/downline?username=fig_p2")).body.value.total).toBe(0);
    const back = await move("fig_sub", "fig_agent");
    expect(back.body.success).toBe(true);
  });
});

describe("the team rollups (ADR 0045)", () => {
  // A seeded random tree with rounds and money on past days, some over a year ago: the rollups' answers must be
  // the direct sums over the members' day rows, for every member as the agent and many periods, after refreshes
  // in any order, moves of branches, and rounds settled or cancelled late on days already built.
  let seed = 45;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const below = (n: number) => Math.floor(random() * n);
  const daysAgo = (n: number) => {
    let day = today;
    for (let i = 0; i < n; i++) day = previousSiteDay(day);
    return day;
  };
  const recent = Array.from({ length: 12 }, (_, i) => daysAgo(12 - i));
  // Around the cap: a member back after 367+ days counts as new in any period up to 367 days.
  const old = [daysAgo(400), daysAgo(370), daysAgo(368), daysAgo(367), daysAgo(366)];
  const days = [...old, ...recent];
  const people: string[] = [];
  let root = "";
  let bank = 0;
  /** A raw query's rows (node-postgres and PGlite both answer with `rows`). */
  const rowsOf = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  async function playOn(member: string, day: string, status: "completed" | "cancelled" = "completed") {
    const bet = BigInt(100 * (1 + below(20)));
    const win = [0n, bet, bet * 2n, 0n][below(4)];
    await db.insert(gameRounds).values({
      vendor: "INHOUSE",
      roundId: crypto.randomUUID(),
      memberId: member,
      gameCode: ["dice", "limbo", "unlisted"][below(3)],
      status,
      betTotal: bet,
      winTotal: win,
      closedAt: new Date(siteDayStart(day).getTime() + below(86_000) * 1000),
    });
  }

  /** A deposit, withdrawal or bonus on a past day, written as the ledger holds one. */
  async function moneyOn(member: string, day: string) {
    const kind = ["deposit", "deposit", "withdrawal", "bonus"][below(4)];
    const amount = BigInt(1000 * (1 + below(9))) * (kind === "withdrawal" ? -1n : 1n);
    const main = await memberAccount(db, member, "main");
    await db.execute(sql`
      with t as (insert into ledger_transfers (idempotency_key, kind, created_at) values (${`rollup:${crypto.randomUUID()}`}, ${kind}, ${new Date(siteDayStart(day).getTime() + below(86_000) * 1000).toISOString()}::timestamptz) returning id)
      insert into ledger_entries (transfer_id, account_id, amount, balance_after)
      select id, ${main}::bigint, ${amount}::bigint, 0 from t union all select id, ${bank}::bigint, ${-amount}::bigint, null from t`);
  }

  /** profitLossRows as the members' own rows say it, the slow way: every downline's rows joined to the tree. */
  async function profitLossDirect(parentId: string, from: string, to: string) {
    const rows = await rowsOf<{ memberId: string; own: string; team: string }>(sql`
      select c.member_id as "memberId",
             json_build_object('n', coalesce(sum(p.bet_count) filter (where b.depth = 0), 0), 'bet', coalesce(sum(p.bet) filter (where b.depth = 0), 0)::text,
                               'valid', coalesce(sum(p.valid_bet) filter (where b.depth = 0), 0)::text, 'payout', coalesce(sum(p.payout) filter (where b.depth = 0), 0)::text)::text as own,
             json_build_object('n', coalesce(sum(p.bet_count), 0), 'bet', coalesce(sum(p.bet), 0)::text, 'valid', coalesce(sum(p.valid_bet), 0)::text, 'payout', coalesce(sum(p.payout), 0)::text)::text as team
      from agent_tree c
      join agent_tree b on b.ancestor_id = c.member_id
      left join member_day_play p on p.member_id = b.member_id and p.day between ${from}::date and ${to}::date
      where c.ancestor_id = ${parentId} and c.depth = 1
      group by c.member_id`);
    return rows
      .map((row) => {
        const own = JSON.parse(row.own) as { n: number; bet: string; valid: string; payout: string };
        const team = JSON.parse(row.team) as typeof own;
        return {
          memberId: row.memberId,
          betCount: own.n,
          validBet: own.valid,
          payout: own.payout,
          winLoss: (BigInt(own.payout) - BigInt(own.bet)).toString(),
          teamValidBet: team.valid,
          teamWinLoss: (BigInt(team.payout) - BigInt(team.bet)).toString(),
          teamBetCount: team.n,
          teamPayout: team.payout,
        };
      })
      .sort((a, b) => a.memberId.localeCompare(b.memberId));
  }

  /** Every member with a downline (and a few without) as the agent, over fixed and random periods. */
  async function expectRollupsToAgree() {
    const periods: [string, string][] = [
      ...days.map((day) => [day, day] as [string, string]),
      [recent[0], recent[recent.length - 1]],
      [daysAgo(365), today], // the longest period the web asks for
      [daysAgo(366), today], // 367 days: the longest the rollups answer
      [daysAgo(367), today], // 368 days: counted directly
      [old[0], today],
    ];
    for (let i = 0; i < 10; i++) {
      const a = days[below(days.length)];
      const b = days[below(days.length)];
      periods.push(a < b ? [a, b] : [b, a]);
    }
    const rows = await rowsOf<{ id: string }>(
      sql`select distinct ancestor_id as id from agent_tree where depth > 0 and ancestor_id in (select member_id from agent_tree where ancestor_id = ${root})`,
    );
    const agents = [...new Set([root, ...rows.map((r) => r.id), people[0], people[people.length - 1]])];
    let active = 0;
    for (const agent of agents) {
      for (const [from, to] of periods) {
        const fast = await teamOverview(db, agent, from, to);
        expect(fast, `${agent} ${from}…${to}`).toEqual(await teamOverviewFromMemberRows(db, agent, from, to));
        active += fast.activeMembers;
      }
      const [from, to] = periods[below(periods.length)];
      const rollup = (await profitLossRows(db, agent, from, to)).sort((a, b) => a.memberId.localeCompare(b.memberId));
      expect(rollup, `${agent} ${from}…${to}`).toEqual(await profitLossDirect(agent, from, to));
    }
    // The comparison means something only when there is play to count.
    expect(active).toBeGreaterThan(0);
  }

  beforeAll(async () => {
    bank = await systemAccount(db, "payment_clearing", "bank");
    root = (await createMember(db, { username: "roll_root", type: MEMBER_TYPE.agent, uplineId: null })).id;
    for (let i = 0; i < 24; i++) {
      const upline = i === 0 ? root : [root, ...people][below(people.length + 1)];
      people.push((await createMember(db, { username: `roll_${i}`, type: MEMBER_TYPE.subAgent, uplineId: upline })).id);
    }
    for (const member of [root, ...people]) {
      for (const day of days) {
        if (random() < 0.35)
          for (let n = 1 + below(3); n > 0; n--) await playOn(member, day, random() < 0.1 ? "cancelled" : "completed");
        if (random() < 0.15) await moneyOn(member, day);
      }
    }
    // Newest first, so that every older day's refresh moves the gaps of the days after it.
    for (const day of [...recent].reverse()) await refreshFigures(db, day, day);
    await refreshFigures(db, old[0], old[old.length - 1]);
  });

  it("answers the team overview and profit and loss as the members' rows do", async () => {
    await expectRollupsToAgree();
  });

  it("moves a branch's figures with it, and stays right after late rounds and a rerun", async () => {
    const moved: string[] = [];
    for (let i = 0; i < 6; i++) {
      const member = people[below(people.length)];
      const rows = await rowsOf<{ id: string }>(
        sql`select id from members where username_key like 'roll_%' and id not in (select member_id from agent_tree where ancestor_id = ${member})`,
      );
      const upline = i === 5 ? null : rows[below(rows.length)].id;
      await db.execute(sql`update members set upline_id = ${upline} where id = ${member}`);
      moved.push(member);
    }
    await expectRollupsToAgree();
    // A round settled late on an old day, and a member's whole day cancelled late: those days rebuilt alone.
    await playOn(moved[0], recent[3]);
    await playOn(moved[1], old[1]);
    const rows = await rowsOf<{ member: string; day: string }>(
      sql`select member_id as member, day::text as day from member_day_active where day = ${recent[5]}::date limit 1`,
    );
    expect(rows.length).toBe(1);
    await db.execute(
      sql`update game_rounds set status = 'cancelled' where member_id = ${rows[0].member} and to_char(closed_at at time zone 'Asia/Manila', 'YYYY-MM-DD') = ${rows[0].day}`,
    );
    await refreshFigures(db, recent[3], recent[5]);
    await refreshFigures(db, old[1], old[1]);
    await refreshFigures(db, old[1], old[1]);
    await expectRollupsToAgree();
  });
});

describe.runIf(withPostgres())("the team rollups under concurrent refreshes and moves (PostgreSQL)", () => {
  // Refreshes of different days run at once with moves of members and of a whole branch (each move as the
  // operator's: the member's row locked, then upline_id written), thirty times: none may deadlock or fail, and at
  // the end the rollups must answer as the members' rows do. Without the rollups' lock, or with it taken before
  // the members' rows, this deadlocked in every run tried.
  it("serialises the rollups' writers and ends as the members' rows say", async () => {
    const postgres = await concurrentPostgres(12);
    const pg = postgres.db;
    try {
      let seed = 7;
      const below = (n: number) => Math.floor(((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * n);
      const days: string[] = [];
      for (let day = previousSiteDay(today); days.length < 6; day = previousSiteDay(day)) days.unshift(day);
      const made = async (username: string, uplineId: string | null) =>
        (await createMember(pg, { username, type: MEMBER_TYPE.subAgent, uplineId })).id;
      const roots = [await made("race_root_a", null), await made("race_root_b", null)];
      const branches = [
        await made("race_branch_0", roots[0]),
        await made("race_branch_1", roots[0]),
        await made("race_branch_2", roots[1]),
      ];
      const leaves: string[] = [];
      for (let i = 0; i < 18; i++) leaves.push(await made(`race_leaf_${i}`, branches[i % 3]));
      const everyone = [...roots, ...branches, ...leaves];
      const settled: (typeof gameRounds.$inferInsert)[] = [];
      for (const member of everyone) {
        for (const day of days) {
          if (below(2) === 0) continue;
          const bet = BigInt(100 * (1 + below(9)));
          settled.push({
            vendor: "INHOUSE",
            roundId: crypto.randomUUID(),
            memberId: member,
            gameCode: "dice",
            status: "completed",
            betTotal: bet,
            winTotal: below(2) ? bet * 2n : 0n,
            closedAt: new Date(siteDayStart(day).getTime() + below(86_000) * 1000),
          });
        }
      }
      await pg.insert(gameRounds).values(settled);
      const move = (member: string, upline: string) =>
        pg.transaction(async (tx) => {
          await tx.execute(sql`select id from members where id = ${member} for update`);
          await tx.execute(sql`update members set upline_id = ${upline} where id = ${member}`);
        });
      for (let round = 0; round < 30; round++) {
        await Promise.all([
          ...days.map((day) => refreshFigures(pg, day, day)),
          (async () => {
            await move(branches[1], roots[round % 2 === 0 ? 1 : 0]);
            for (let i = 0; i < 3; i++) await move(leaves[below(leaves.length)], [...roots, ...branches][below(5)]);
          })(),
        ]);
      }
      for (const agent of [...roots, ...branches]) {
        for (const [from, to] of [
          [days[0], days[5]],
          [days[2], days[2]],
          [days[1], days[4]],
        ]) {
          expect(await teamOverview(pg, agent, from, to), `${agent} ${from}…${to}`).toEqual(
            await teamOverviewFromMemberRows(pg, agent, from, to),
          );
        }
      }
    } finally {
      await postgres.close();
    }
  }, 120_000);
});
