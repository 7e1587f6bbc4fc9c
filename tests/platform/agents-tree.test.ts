import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../server/db/connect.js";
import { agentTree, members } from "../../server/db/schema.js";
import { createMember, hashPassword, MEMBER_TYPE, rememberIp } from "../../server/modules/accounts/index.js";
import { downlineDepth, teamSize } from "../../server/modules/agents/tree.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";
import { login, withToken } from "./accounts.js";

// The agent tree (ADR 0042): a closure table kept by triggers on members.upline_id, and the agent calls'
// authorization — an agent sees its own downline only; members, trial players and visitors see nothing.

let platform: Platform;
let db: Db;
beforeAll(async () => {
  platform = await startPlatform();
  db = platform.database.db;
});
afterAll(() => platform.close());

const PASSWORD = "Tree1234";

async function person(username: string, type: number, upline: string | null = null, password = false): Promise<string> {
  const member = await createMember(db, {
    username,
    type,
    uplineId: upline,
    passwordHash: password ? await hashPassword(platform.config, PASSWORD) : null,
    firstLoginAt: new Date(),
  });
  if (password) await rememberIp(db, member.id, "127.0.0.1");
  return member.id;
}

async function tokenOf(username: string): Promise<string> {
  const res = await login(platform.app, username, PASSWORD);
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.value.token as string;
}

/** The closure as the tree's rows say it: "ancestor>member@depth" for every pair. */
async function closureOf(ids: string[]): Promise<string[]> {
  const rows = await db.select().from(agentTree);
  return rows
    .filter((r) => ids.includes(r.memberId))
    .map((r) => `${r.ancestorId}>${r.memberId}@${r.depth}`)
    .sort();
}

/** The closure recomputed by walking upline_id, the slow way the table exists to avoid. */
async function walkedClosure(ids: string[]): Promise<string[]> {
  const rows = await db.select({ id: members.id, upline: members.uplineId }).from(members);
  const upline = new Map(rows.map((r) => [r.id, r.upline]));
  const pairs: string[] = [];
  for (const id of ids) {
    let depth = 0;
    for (let at: string | null | undefined = id; at; at = upline.get(at), depth++) pairs.push(`${at}>${id}@${depth}`);
  }
  return pairs.sort();
}

describe("the tree", () => {
  it("links a new member to every upline at its depth, and itself at 0", async () => {
    const top = await person("t_top", MEMBER_TYPE.agent);
    const mid = await person("t_mid", MEMBER_TYPE.subAgent, top);
    const leaf = await person("t_leaf", MEMBER_TYPE.member, mid);
    expect(await downlineDepth(db, top, leaf)).toBe(2);
    expect(await downlineDepth(db, mid, leaf)).toBe(1);
    expect(await downlineDepth(db, leaf, top)).toBeNull();
    expect(await downlineDepth(db, top, top)).toBeNull();
    expect(await teamSize(db, top)).toEqual({ direct: 1, total: 2 });
    expect(await closureOf([top, mid, leaf])).toEqual(await walkedClosure([top, mid, leaf]));
  });

  it("moves a member with its whole downline, and refuses to put a member under its own downline", async () => {
    const a = await person("m_a", MEMBER_TYPE.agent);
    const b = await person("m_b", MEMBER_TYPE.agent);
    const branch = await person("m_branch", MEMBER_TYPE.subAgent, a);
    const under = await person("m_under", MEMBER_TYPE.member, branch);
    await db.update(members).set({ uplineId: b }).where(eq(members.id, branch));
    expect(await downlineDepth(db, a, under)).toBeNull();
    expect(await downlineDepth(db, b, under)).toBe(2);
    expect(await teamSize(db, a)).toEqual({ direct: 0, total: 0 });
    const loop = await db
      .update(members)
      .set({ uplineId: under })
      .where(eq(members.id, b))
      .then(
        () => "moved",
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
    expect(loop).toMatch(/cannot move under its own downline/);
    expect(await downlineDepth(db, b, under)).toBe(2);
  });

  it("stays equal to the walked tree over random registrations and moves", async () => {
    let seed = 17;
    const random = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const ids: string[] = [];
    for (let i = 0; i < 60; i++)
      ids.push(await person(`r_${i}`, MEMBER_TYPE.agent, ids.length && random(5) ? ids[random(ids.length)] : null));
    for (let i = 0; i < 40; i++) {
      const who = ids[random(ids.length)];
      const to = random(6) ? ids[random(ids.length)] : null;
      // A move under its own downline is refused by the trigger; the tree must then be unchanged.
      await db
        .update(members)
        .set({ uplineId: to })
        .where(eq(members.id, who))
        .catch(() => undefined);
    }
    expect(await closureOf(ids)).toEqual(await walkedClosure(ids));
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(agentTree)
      .where(eq(agentTree.depth, 0));
    expect(n).toBe((await db.select({ n: sql<number>`count(*)::int` }).from(members))[0].n);
  });
});

describe("agent calls", () => {
  let agent: string;
  let other: string;
  beforeAll(async () => {
    const a = await person("agent_a", MEMBER_TYPE.agent, null, true);
    const sub = await person("sub_a", MEMBER_TYPE.subAgent, a, true);
    await person("player_a1", MEMBER_TYPE.member, a);
    await person("player_a2", MEMBER_TYPE.member, sub);
    const b = await person("agent_b", MEMBER_TYPE.agent, null, true);
    await person("player_b1", MEMBER_TYPE.member, b);
    await person("plain_member", MEMBER_TYPE.member, null, true);
    await call(platform.app, "POST", "/ops/wallet/adjust", {
      headers: operatorHeaders,
      body: { username: "player_a1", amount: "12345", reason: "test funding" },
    });
    agent = await tokenOf("agent_a");
    other = await tokenOf("agent_b");
  });

  it("answers the agent its team and its downline, newest first, with balances and levels", async () => {
    expect((await withToken(platform.app, "GET", "/wps/agent/team", agent)).body.value).toEqual({
      direct: 2,
      total: 3,
    });
    const answer = (await withToken(platform.app, "GET", "/wps/agent/downline", agent)).body;
    expect(answer.success, JSON.stringify(answer)).toBe(true);
    const direct = answer.value;
    expect(direct.total).toBe(2);
    expect(direct.list.map((r: { username: string }) => r.username)).toEqual(["player_a1", "sub_a"]);
    expect(direct.list[0]).toMatchObject({
      username: "player_a1",
      level: 1,
      balance: "12345",
      isAgent: false,
      downlines: 0,
    });
    expect(direct.list[1]).toMatchObject({ username: "sub_a", level: 1, isAgent: true, downlines: 1 });
    const drilled = (await withToken(platform.app, "GET", "/wps/agent/downline?parent=sub_a", agent)).body.value;
    expect(drilled.list).toMatchObject([{ username: "player_a2", level: 2 }]);
    const found = (await withToken(platform.app, "GET", "/wps/agent/downline?username=PLAYER_A2", agent)).body.value;
    expect(found.list).toMatchObject([{ username: "player_a2", level: 2 }]);
  });

  it("never shows another tree: a name outside the downline is not found, a parent outside it is refused", async () => {
    expect(
      (await withToken(platform.app, "GET", "/wps/agent/downline?username=player_b1", agent)).body.value,
    ).toMatchObject({ total: 0, list: [] });
    const refused = await withToken(platform.app, "GET", "/wps/agent/downline?parent=agent_b", agent);
    expect(refused.body.code).toBe("NOT_DOWNLINE");
    expect((await withToken(platform.app, "GET", "/wps/agent/downline?parent=player_a2", other)).body.code).toBe(
      "NOT_DOWNLINE",
    );
    expect((await withToken(platform.app, "GET", "/wps/agent/team", other)).body.value).toEqual({
      direct: 1,
      total: 1,
    });
  });

  it("refuses a member (NON_AGENT), a trial player (TRIAL_REFUSED) and a visitor (401) on every agent call", async () => {
    const memberToken = await tokenOf("plain_member");
    const trial = await call(platform.app, "POST", "/wps/session/login/freeplay", {
      body: { platform: "W" },
      remoteAddress: "10.9.9.9",
    });
    const trialToken = trial.body.value?.token as string | undefined;
    for (const url of ["/wps/agent/team", "/wps/agent/downline"]) {
      expect((await withToken(platform.app, "GET", url, memberToken)).body.code, url).toBe("NON_AGENT");
      expect((await call(platform.app, "GET", url)).status, url).toBe(401);
      if (trialToken)
        expect((await withToken(platform.app, "GET", url, trialToken)).body.code, url).toBe("TRIAL_REFUSED");
    }
    expect(trialToken, JSON.stringify(trial.body)).toBeTruthy();
  });
});
