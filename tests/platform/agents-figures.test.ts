import { afterAll, beforeAll, describe, expect, it } from "vitest";
import crypto from "node:crypto";
import type { Db } from "../../server/db/connect.js";
import { gameRounds } from "../../server/db/schema.js";
import { createMember, hashPassword, MEMBER_TYPE, rememberIp } from "../../server/modules/accounts/index.js";
import { validBetOf } from "../../server/modules/games/index.js";
import { memberAccount, postTransfer, systemAccount } from "../../server/modules/wallet/index.js";
import { siteDay, siteDayStart } from "../../contract/time-zone.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";
import { login, withToken } from "./accounts.js";

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
  const person = async (username: string, type: number, upline: string | null) => {
    const member = await createMember(db, { username, type, uplineId: upline ? ids[upline] : null, passwordHash: await hashPassword(platform.config, PASSWORD), firstLoginAt: new Date() });
    await rememberIp(db, member.id, "127.0.0.1");
    ids[username] = member.id;
  };
  await person("fig_agent", MEMBER_TYPE.agent, null);
  await person("fig_sub", MEMBER_TYPE.subAgent, "fig_agent");
  await person("fig_p1", MEMBER_TYPE.member, "fig_agent");
  await person("fig_p2", MEMBER_TYPE.member, "fig_sub");
  await person("fig_other", MEMBER_TYPE.agent, null);
  await person("fig_plain", MEMBER_TYPE.member, null);
  for (const name of ["fig_agent", "fig_sub", "fig_other", "fig_plain"]) tokens[name] = (await login(platform.app, name, PASSWORD)).body.value.token;
});
afterAll(() => platform.close());

const get = (who: string, url: string) => withToken(platform.app, "GET", url, tokens[who]);

/** A settled (or open) round of the in-house dice, written as the seamless wallet records one. */
async function round(member: string, bet: bigint, win: bigint, status: "completed" | "cancelled" | "open" = "completed") {
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
  const ran = await call(platform.app, "POST", "/ops/jobs/agent-figures/run", { headers: operatorHeaders, body: { period } });
  expect(ran.body.value?.run?.status, JSON.stringify(ran.body)).toBe("done");
}

describe("the valid bet", () => {
  it("counts a settled win or loss whole, and nothing otherwise, with the reason", () => {
    expect(validBetOf({ status: "completed", betTotal: 1000n, winTotal: 0n })).toEqual({ validBet: 1000n, reason: null });
    expect(validBetOf({ status: "completed", betTotal: 1000n, winTotal: 1980n })).toEqual({ validBet: 1000n, reason: null });
    expect(validBetOf({ status: "completed", betTotal: 1000n, winTotal: 1000n })).toEqual({ validBet: 0n, reason: "TIED" });
    expect(validBetOf({ status: "cancelled", betTotal: 1000n, winTotal: 0n })).toEqual({ validBet: 0n, reason: "CANCELLED" });
    expect(validBetOf({ status: "open", betTotal: 1000n, winTotal: 0n })).toEqual({ validBet: 0n, reason: "OPEN" });
    expect(validBetOf({ status: "completed", betTotal: 0n, winTotal: 500n })).toEqual({ validBet: 0n, reason: "NO_STAKE" });
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
    expect(byName.fig_p1).toMatchObject({ level: 1, isAgent: false, betCount: 3, validBet: "2000", payout: "2500", winLoss: "0", teamValidBet: "2000", teamWinLoss: "0" });
    expect(byName.fig_sub).toMatchObject({ level: 1, isAgent: true, betCount: 1, validBet: "100", payout: "200", winLoss: "100", teamValidBet: "4100", teamWinLoss: "-3900" });
    expect(pl.total).toEqual({ betCount: 5, validBet: "6100", payout: "2700", winLoss: "-3900" });
    const drilled = (await get("fig_agent", `/wps/agent/profitLoss?from=${today}&to=${today}&parent=fig_sub`)).body.value;
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
    expect(rounds.list.every((r: { username: string }) => ["fig_p1", "fig_p2", "fig_sub"].includes(r.username))).toBe(true);
    const reasons = rounds.list.map((r: { validReason: string | null }) => r.validReason).sort();
    expect(reasons).toEqual(["CANCELLED", "OPEN", "TIED", null, null, null, null].sort());
    expect((await get("fig_agent", "/wps/agent/rounds?username=fig_p2")).body.value.list).toMatchObject([{ username: "fig_p2", bet: "4000", validBet: "4000" }]);
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
    expect((await get("fig_agent", "/wps/agent/downline?username=fignew1")).body.value.list).toMatchObject([{ username: "fignew1", level: 1, isAgent: true }]);
    expect((await login(platform.app, "fignew1", "Newbie123")).body.success).toBe(true);
    const taken = await withToken(platform.app, "POST", "/wps/agent/register", tokens.fig_agent, { body: { username: "fignew1", password: "Newbie123", confirmPassword: "Newbie123" } });
    expect(taken.body.code).toBe("USERNAME_TAKEN");
    const bad = await withToken(platform.app, "POST", "/wps/agent/register", tokens.fig_agent, { body: { username: "x", password: "1", confirmPassword: "2" } });
    expect(bad.body.code).toBe("FIELD_INVALID");
  });

  it("answers the agent's own code and the path that registers under it", async () => {
    const referral = (await get("fig_agent", "/wps/agent/referral")).body.value;
    expect(referral.code).toMatch(/^[A-Z0-9]+$/);
    expect(referral.registerPath).toBe(`/?modal=register&affiliateCode=${referral.code}`);
  });

  it("shows agents' announcements to agents only, never in the public list", async () => {
    const published = await call(platform.app, "POST", "/ops/announcements", { headers: operatorHeaders, body: { type: "AG", title: "New rates", content: "Salary tiers change on the 1st." } });
    expect(published.body.value).toMatchObject({ action: "announcement.publish", type: "AG", title: "New rates" });
    expect((await get("fig_agent", "/wps/agent/announcements")).body.value.list).toMatchObject([{ title: "New rates", content: "Salary tiers change on the 1st." }]);
    expect((await get("fig_plain", "/wps/agent/announcements")).body.code).toBe("NON_AGENT");
    expect((await call(platform.app, "GET", "/wps/relay/MCSFE_getListAnnouncements?types=AG")).body.code).toBe("VALIDATION");
    const id = published.body.value.id as string;
    expect((await call(platform.app, "DELETE", `/ops/announcements/${id}`, { headers: operatorHeaders })).body.value).toEqual({ action: "announcement.withdraw", id });
    expect((await get("fig_agent", "/wps/agent/announcements")).body.value.total).toBe(0);
  });
});

describe("authorization of every agent call", () => {
  const urls = ["/wps/agent/team", "/wps/agent/downline", "/wps/agent/overview", "/wps/agent/profitLoss", "/wps/agent/rounds", "/wps/agent/transactions", "/wps/agent/referral", "/wps/agent/announcements"];

  it("refuses a member, a trial player and a visitor; another tree's agent sees only its own", async () => {
    const trial = (await call(platform.app, "POST", "/wps/session/login/freeplay", { body: { platform: "W" }, remoteAddress: "10.8.8.8" })).body.value.token as string;
    for (const url of urls) {
      expect((await get("fig_plain", url)).body.code, url).toBe("NON_AGENT");
      expect((await withToken(platform.app, "GET", url, trial)).body.code, url).toBe("TRIAL_REFUSED");
      expect((await call(platform.app, "GET", url)).status, url).toBe(401);
      expect((await get("fig_other", url)).body.success, url).toBe(true);
    }
    const register = (token: string) => withToken(platform.app, "POST", "/wps/agent/register", token, { body: { username: "fig_never", password: "Never1234", confirmPassword: "Never1234" } });
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
    const move = (username: string, upline: string | null) => call(platform.app, "POST", "/ops/agents/move", { headers: operatorHeaders, body: { username, upline } });
    expect((await move("fig_sub", "fig_p2")).body.code).toBe("VALIDATION");
    expect((await move("fig_sub", "fig_plain")).body.code).toBe("VALIDATION");
    const moved = await move("fig_sub", "fig_other");
    expect(moved.body.value).toMatchObject({ action: "agents.move", username: "fig_sub", upline: "fig_other", team: { direct: 1, total: 1 } });
    expect((await get("fig_other", "/wps/agent/team")).body.value).toEqual({ direct: 1, total: 2 });
    expect((await get("fig_agent", "/wps/agent/downline?username=fig_p2")).body.value.total).toBe(0);
    const back = await move("fig_sub", "fig_agent");
    expect(back.body.success).toBe(true);
  });
});
