import { afterAll, beforeAll, describe, expect, it } from "vitest";
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../server/db/connect.js";
import { contractSettlements, gameRounds } from "../../server/db/schema.js";
import { createMember, MEMBER_TYPE } from "../../server/modules/accounts/index.js";
import { settle } from "../../server/modules/agents/index.js";
import { checkCare } from "../../server/modules/care/index.js";
import { accountBalance, memberAccount, postTransfer, systemAccount } from "../../server/modules/wallet/index.js";
import { previousSiteDay, siteDay, siteDayStart } from "../../contract/time-zone.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";
import { login, withToken } from "./accounts.js";
import { agentTree } from "./agent-trees.js";

// Agent contracts (ADR 0044): the state machine and who may take each step, the rate invariant at offer and
// accept (and the SPEC §4 "terminate the lower contracts if the agent agrees"), each settlement kind on
// hand-computed figures, a rerun and a run stopped mid-way paying every payee once, and the freeze with pay-all.

let platform: Platform;
let db: Db;
const PASSWORD = "Cont1234";
const ids: Record<string, string> = {};
const tokens: Record<string, string> = {};

// The tree: top ─ mid ─ low ─ p_low ; top ─ p_top ; mid ─ p_mid ; other (another tree) ; plain (a member).
beforeAll(async () => {
  platform = await startPlatform();
  db = platform.database.db;

  Object.assign(
    ids,
    await agentTree(platform, PASSWORD, [
      ["ct_top", MEMBER_TYPE.agent, null],
      ["ct_mid", MEMBER_TYPE.subAgent, "ct_top"],
      ["ct_low", MEMBER_TYPE.subAgent, "ct_mid"],
      ["ct_p_low", MEMBER_TYPE.member, "ct_low"],
      ["ct_p_top", MEMBER_TYPE.member, "ct_top"],
      ["ct_p_mid", MEMBER_TYPE.member, "ct_mid"],
      ["ct_other", MEMBER_TYPE.agent, null],
      ["ct_plain", MEMBER_TYPE.member, null],
    ]),
  );
  for (const name of ["ct_top", "ct_mid", "ct_low", "ct_other", "ct_plain"])
    tokens[name] = (await login(platform.app, name, PASSWORD)).body.value.token;
});
afterAll(() => platform.close());

const as = (who: string, method: "GET" | "POST", url: string, body?: unknown) =>
  withToken(platform.app, method, url, tokens[who], { body });
const ops = (method: "GET" | "POST", url: string, body?: unknown) =>
  call(platform.app, method, url, { headers: operatorHeaders, body });
const salary = (...tiers: [string, number, number][]) => ({
  tiers: tiers.map(([minValidBet, minActive, rateBp]) => ({ minValidBet, minActive, rateBp })),
  activeMinBet: "100",
});

async function enable(kind: string, maxRateBp = 500) {
  const r = await ops("POST", "/ops/agents/contract-features", { kind, enabled: true, maxRateBp });
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
}

/** The operator offers a top-level agent; the agent accepts. */
async function topContract(kind: string, terms: unknown, who = "ct_top") {
  const offered = await ops("POST", "/ops/agents/contracts/offer", { username: who, kind, terms });
  expect(offered.body.success, JSON.stringify(offered.body)).toBe(true);
  const accepted = await as(who, "POST", "/wps/agent/contracts/answer", {
    contractId: offered.body.value.id,
    answer: "accept",
  });
  expect(accepted.body.value?.state, JSON.stringify(accepted.body)).toBe("signed");
  return offered.body.value.id as string;
}

async function offerAndAccept(upline: string, holder: string, kind: string, terms: unknown) {
  const offered = await as(upline, "POST", "/wps/agent/contracts/offer", { kind, username: holder, terms });
  expect(offered.body.success, JSON.stringify(offered.body)).toBe(true);
  const accepted = await as(holder, "POST", "/wps/agent/contracts/answer", {
    contractId: offered.body.value.id,
    answer: "accept",
  });
  expect(accepted.body.value?.state, JSON.stringify(accepted.body)).toBe("signed");
  return offered.body.value.id as string;
}

/** A settled round closed at `at`. */
async function round(member: string, bet: bigint, win: bigint, at: Date) {
  await db.insert(gameRounds).values({
    vendor: "INHOUSE",
    roundId: crypto.randomUUID(),
    memberId: ids[member],
    gameCode: "dice",
    status: "completed",
    betTotal: bet,
    winTotal: win,
    createdAt: at,
    closedAt: at,
  });
}

const balance = async (member: string) => accountBalance(db, await memberAccount(db, ids[member], "main"));

async function fund(member: string, amount: bigint) {
  await postTransfer(db, {
    idempotencyKey: `test-fund:${crypto.randomUUID()}`,
    kind: "adjustment",
    entries: [
      { account: await systemAccount(db, "adjustment"), amount: -amount },
      { account: await memberAccount(db, ids[member], "main"), amount },
    ],
  });
}

async function rowsOf(period: string) {
  return db.select().from(contractSettlements).where(eq(contractSettlements.period, period));
}

describe("who may call", () => {
  it("refuses a visitor, a trial player and a member every contract call; an agent outside the tree cannot touch a contract", async () => {
    const trial = (
      await call(platform.app, "POST", "/wps/session/login/freeplay", {
        body: { platform: "W" },
        remoteAddress: "10.8.9.9",
      })
    ).body.value.token as string;
    const calls: ["GET" | "POST", string, unknown][] = [
      ["GET", "/wps/agent/contracts?kind=dailySalary", undefined],
      ["GET", "/wps/agent/contracts/settlements?kind=dailySalary", undefined],
      ["GET", "/wps/agent/income", undefined],
      ["POST", "/wps/agent/contracts/offer", { kind: "dailySalary", username: "ct_mid", terms: salary(["0", 0, 10]) }],
      ["POST", "/wps/agent/contracts/answer", { contractId: crypto.randomUUID(), answer: "accept" }],
      ["POST", "/wps/agent/contracts/withdraw", { contractId: crypto.randomUUID() }],
      ["POST", "/wps/agent/contracts/terminate", { contractId: crypto.randomUUID(), step: "ask" }],
      ["POST", "/wps/agent/contracts/payAll", undefined],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(platform.app, method, url, { body })).status, url).toBe(401);
      expect((await withToken(platform.app, method, url, trial, { body })).body.code, url).toBe("TRIAL_REFUSED");
      expect((await as("ct_plain", method, url, body)).body.code, url).toBe("NON_AGENT");
    }
    expect((await call(platform.app, "GET", "/wps/member/info/funds/consolidated")).status).toBe(401);
  });
});

describe("the contract state machine", () => {
  it("offers only an enabled kind, to a direct downline agent, within the offering agent's own terms", async () => {
    const offer = (who: string, username: string, terms: unknown, kind = "hourlySalary") =>
      as(who, "POST", "/wps/agent/contracts/offer", { kind, username, terms });
    expect((await offer("ct_top", "ct_mid", salary(["0", 0, 10]))).body.code).toBe("CONTRACT_DISABLED");
    await enable("hourlySalary", 300);
    expect((await offer("ct_top", "ct_mid", salary(["0", 0, 10]))).body.code).toBe("EXCEEDS_UPLINE");
    expect(
      (
        await ops("POST", "/ops/agents/contracts/offer", {
          username: "ct_top",
          kind: "hourlySalary",
          terms: salary(["0", 0, 301]),
        })
      ).body.code,
    ).toBe("EXCEEDS_LIMIT");
    expect(
      (
        await ops("POST", "/ops/agents/contracts/offer", {
          username: "ct_mid",
          kind: "hourlySalary",
          terms: salary(["0", 0, 10]),
        })
      ).body.code,
    ).toBe("NOT_DOWNLINE");
    await topContract("hourlySalary", salary(["0", 0, 100], ["100000", 2, 200]));
    expect((await offer("ct_top", "ct_low", salary(["0", 0, 10]))).body.code).toBe("NOT_DOWNLINE");
    expect((await offer("ct_top", "ct_p_top", salary(["0", 0, 10]))).body.code).toBe("NOT_AGENT");
    expect((await offer("ct_other", "ct_mid", salary(["0", 0, 10]))).body.code).toBe("NOT_DOWNLINE");
    const above = await offer("ct_top", "ct_mid", salary(["0", 0, 150]));
    expect(above.body.code).toBe("EXCEEDS_UPLINE");
    expect(above.body.value.reason).toContain("150");
    // Each tier is compared with what the upline pays at the same figures: 200 bp from 100,000 and 2 members.
    expect((await offer("ct_top", "ct_mid", salary(["0", 0, 100], ["50000", 2, 150]))).body.code).toBe(
      "EXCEEDS_UPLINE",
    );
    expect((await offer("ct_top", "ct_mid", { tiers: [], activeMinBet: "100" })).body.code).toBe("VALIDATION");
  });

  it("goes offered → signed, tells the holder, refuses steps out of turn, and ends with both sides' agreement", async () => {
    const offered = await as("ct_top", "POST", "/wps/agent/contracts/offer", {
      kind: "hourlySalary",
      username: "ct_mid",
      terms: salary(["0", 0, 80]),
    });
    expect(offered.body.value).toMatchObject({
      state: "offered",
      holder: "ct_mid",
      upline: "ct_top",
      signed: null,
      pending: { version: 1 },
    });
    const id = offered.body.value.id;
    const flags = await as("ct_mid", "GET", "/wps/member/info/funds/consolidated");
    expect(flags.body.value).toMatchObject({
      contracthoursalreq: true,
      enableHourSalary: true,
      enableSalary: true,
      dailysalreqtype: false,
    });
    expect(
      (await as("ct_top", "POST", "/wps/agent/contracts/answer", { contractId: id, answer: "accept" })).body.code,
    ).toBe("NOT_FOUND");
    expect(
      (await as("ct_other", "POST", "/wps/agent/contracts/terminate", { contractId: id, step: "ask" })).body.code,
    ).toBe("NOT_FOUND");
    expect(
      (await as("ct_mid", "POST", "/wps/agent/contracts/terminate", { contractId: id, step: "ask" })).body.code,
    ).toBe("CONTRACT_STATE");
    expect(
      (await as("ct_mid", "POST", "/wps/agent/contracts/answer", { contractId: id, answer: "accept" })).body.value,
    ).toMatchObject({ state: "signed", signed: { version: 1 }, pending: null });
    expect(
      (await as("ct_mid", "POST", "/wps/agent/contracts/answer", { contractId: id, answer: "accept" })).body.code,
    ).toBe("CONTRACT_STATE");
    // A change is a new version waiting; the signed terms stay in force until it is accepted; a rejection keeps them.
    const change = await as("ct_top", "POST", "/wps/agent/contracts/offer", {
      kind: "hourlySalary",
      username: "ct_mid",
      terms: salary(["0", 0, 90]),
    });
    expect(change.body.value).toMatchObject({ id, state: "signed", signed: { version: 1 }, pending: { version: 2 } });
    expect(
      (await as("ct_mid", "POST", "/wps/agent/contracts/answer", { contractId: id, answer: "reject" })).body.value,
    ).toMatchObject({ state: "signed", signed: { version: 1 }, pending: null });
    // Termination: asked by one side, the asker cannot agree, the other agrees.
    expect(
      (await as("ct_top", "POST", "/wps/agent/contracts/terminate", { contractId: id, step: "ask" })).body.value
        .terminationAskedBy,
    ).toBe("upline");
    expect(
      (await as("ct_top", "POST", "/wps/agent/contracts/terminate", { contractId: id, step: "agree" })).body.code,
    ).toBe("CONTRACT_STATE");
    expect(
      (await as("ct_mid", "POST", "/wps/agent/contracts/terminate", { contractId: id, step: "decline" })).body.value,
    ).toMatchObject({ state: "signed", terminationAskedBy: null });
    await as("ct_mid", "POST", "/wps/agent/contracts/terminate", { contractId: id, step: "ask" });
    expect(
      (await as("ct_top", "POST", "/wps/agent/contracts/terminate", { contractId: id, step: "agree" })).body.value
        .state,
    ).toBe("terminated");
    const events = await db.execute<{ action: string; actor: string }>(
      `select action, actor from contract_events where contract_id = '${id}' order by id` as never,
    );
    const list = (events as unknown as { rows: { action: string; actor: string }[] }).rows.map(
      (e) => `${e.actor}:${e.action}`,
    );
    expect(list).toEqual([
      "upline:offered",
      "downline:accepted",
      "upline:changeOffered",
      "downline:rejected",
      "upline:terminationAsked",
      "downline:terminationDeclined",
      "downline:terminationAsked",
      "upline:terminated",
    ]);
  });

  it("refuses an offer below what the downline gives its own downlines, or ends those contracts when asked (SPEC §4)", async () => {
    await offerAndAccept("ct_top", "ct_mid", "hourlySalary", salary(["0", 0, 90]));
    await offerAndAccept("ct_mid", "ct_low", "hourlySalary", salary(["0", 0, 60]));
    const lower = await as("ct_top", "POST", "/wps/agent/contracts/offer", {
      kind: "hourlySalary",
      username: "ct_mid",
      terms: salary(["0", 0, 50]),
    });
    expect(lower.body.code).toBe("BELOW_DOWNLINES");
    expect(lower.body.value.contracts).toEqual([expect.objectContaining({ holder: "ct_low", upline: "ct_mid" })]);
    const agreed = await as("ct_top", "POST", "/wps/agent/contracts/offer", {
      kind: "hourlySalary",
      username: "ct_mid",
      terms: salary(["0", 0, 50]),
      terminateLower: true,
    });
    expect(agreed.body.success, JSON.stringify(agreed.body)).toBe(true);
    const low = await as("ct_low", "GET", "/wps/agent/contracts?kind=hourlySalary");
    expect(low.body.value.mine.state).toBe("terminated");
    await as("ct_mid", "POST", "/wps/agent/contracts/answer", { contractId: agreed.body.value.id, answer: "accept" });
  });
});

describe("a change accepted later", () => {
  it("is refused while the holder has since given its own downline more than the change leaves it", async () => {
    const mine = (await as("ct_mid", "GET", "/wps/agent/contracts?kind=hourlySalary")).body.value.mine;
    expect(mine).toMatchObject({ state: "signed", signed: { terms: { tiers: [{ rateBp: 50 }] } } });
    const change = await as("ct_top", "POST", "/wps/agent/contracts/offer", {
      kind: "hourlySalary",
      username: "ct_mid",
      terms: salary(["0", 0, 30]),
    });
    expect(change.body.value.pending).toMatchObject({ terms: { tiers: [{ rateBp: 30 }] } });
    await offerAndAccept("ct_mid", "ct_low", "hourlySalary", salary(["0", 0, 40]));
    const accept = await as("ct_mid", "POST", "/wps/agent/contracts/answer", { contractId: mine.id, answer: "accept" });
    expect(accept.body.code).toBe("BELOW_DOWNLINES");
    expect(accept.body.value.contracts).toEqual([expect.objectContaining({ holder: "ct_low" })]);
  });
});

describe("settlements", () => {
  const day = previousSiteDay(previousSiteDay(siteDay(new Date())));
  const at = (hour: number) => new Date(siteDayStart(day).getTime() + hour * 3_600_000 + 60_000);

  it("pays a daily salary from the tiers on the team's valid bet, top-down, once however often it runs", async () => {
    await enable("dailySalary", 200);
    // Signed before the day ends: accepted now, so back-date acceptance to cover the day under test.
    await topContract("dailySalary", salary(["0", 0, 100], ["1000000", 2, 150]));
    await offerAndAccept("ct_top", "ct_mid", "dailySalary", salary(["0", 0, 80], ["1000000", 2, 120]));
    await db.execute(
      `update contract_terms set accepted_at = '${siteDayStart(day).toISOString()}' where contract_id in (select id from contracts where kind = 'dailySalary')` as never,
    );
    // mid's team (mid, low, p_low, p_mid): 600,000 + 500,000 valid; a tie and a cancelled round count nothing.
    await round("ct_p_mid", 60_000_000n, 0n, at(2));
    await round("ct_p_low", 50_000_000n, 99_000_000n, at(3));
    await round("ct_p_low", 7_000_000n, 7_000_000n, at(4));
    // top's team adds p_top: 400,000.
    await round("ct_p_top", 40_000_000n, 10n, at(5));
    const before = { top: await balance("ct_top"), mid: await balance("ct_mid") };
    const first = await settle(db, "dailySalary", day);
    expect(first).toMatchObject({ written: 2, paid: 2, pending: 0 });
    const again = await settle(db, "dailySalary", day);
    expect(again).toMatchObject({ written: 0, paid: 2, pending: 0 });
    const rows = await rowsOf(day);
    const mid = rows.find((r) => r.payeeId === ids.ct_mid)!;
    const top = rows.find((r) => r.payeeId === ids.ct_top)!;
    // mid: 1,100,000 VND valid, 2 active (p_mid, p_low): tier 2 → 1.20 % = 13,200 VND.
    expect(mid.inputs).toMatchObject({ teamValidBet: "110000000", activeMembers: 2, rateBp: 120 });
    expect(mid.amount).toBe(1_320_000n);
    // top: 1,500,000 VND valid, 3 active: tier 2 → 1.50 % = 22,500 VND, from the operator's salary account.
    expect(top.inputs).toMatchObject({ teamValidBet: "150000000", activeMembers: 3, rateBp: 150 });
    expect(top.amount).toBe(2_250_000n);
    expect(top.payerId).toBeNull();
    expect(mid.payerId).toBe(ids.ct_top);
    expect((await balance("ct_top")) - before.top).toBe(2_250_000n - 1_320_000n);
    expect((await balance("ct_mid")) - before.mid).toBe(1_320_000n);
    const received = await as("ct_mid", "GET", "/wps/agent/contracts/settlements?kind=dailySalary&side=received");
    expect(received.body.value.list[0]).toMatchObject({
      period: day,
      payee: "ct_mid",
      payer: "ct_top",
      amount: "1320000",
      state: "paid",
    });
    const income = await as("ct_top", "GET", `/wps/agent/income?from=${day}&to=${siteDay(new Date())}`);
    expect(income.body.value.kinds.find((k: { kind: string }) => k.kind === "dailySalary")).toMatchObject({
      received: "2250000",
      paid: "1320000",
      net: "930000",
    });
  });

  it("leaves an upline that cannot pay pending and frozen, until pay-all pays and lifts the freeze", async () => {
    const next = previousSiteDay(siteDay(new Date()));
    await offerAndAccept("ct_mid", "ct_low", "dailySalary", salary(["0", 0, 80]));
    await db.execute(
      `update contract_terms set accepted_at = '${siteDayStart(next).toISOString()}' where accepted_at > '${siteDayStart(next).toISOString()}'` as never,
    );
    await round("ct_p_low", 30_000_000n, 0n, new Date(siteDayStart(next).getTime() + 3_600_000));
    // As soon as mid is paid, its wallet is emptied: it cannot pay low.
    const result = await settle(db, "dailySalary", next, {
      afterPayment: async (id) => {
        const [row] = await db.select().from(contractSettlements).where(eq(contractSettlements.id, id));
        if (row?.payeeId === ids.ct_mid) await drain("ct_mid");
      },
    });
    expect(result).toMatchObject({ written: 3, paid: 2, pending: 1 });
    const low = (await rowsOf(next)).find((r) => r.payeeId === ids.ct_low)!;
    // low: 300,000 VND valid × 0.80 % = 2,400 VND, owed by mid.
    expect(low).toMatchObject({ state: "pending", amount: 240_000n, payerId: ids.ct_mid });
    const view = await as("ct_mid", "GET", "/wps/agent/contracts?kind=dailySalary");
    expect(view.body.value.owed).toEqual({ count: 1, amount: "240000" });
    // Frozen: no bet, launch, transfer or withdrawal; a deposit stays open.
    for (const action of ["bet", "launch", "transfer", "withdraw"] as const)
      await expect(checkCare(db, ids.ct_mid, action), action).rejects.toMatchObject({ code: "FROZEN" });
    await expect(
      checkCare(db, ids.ct_mid, "deposit", { amount: 100n, reference: crypto.randomUUID() }),
    ).resolves.toBeUndefined();
    // A rerun tries again, and still cannot; pay-all without the money refuses with what it needs.
    expect(await settle(db, "dailySalary", next)).toMatchObject({ written: 0, pending: 1 });
    const short = await as("ct_mid", "POST", "/wps/agent/contracts/payAll");
    expect(short.body).toMatchObject({ code: "INSUFFICIENT_FUNDS", value: { needed: "240000" } });
    await fund("ct_mid", 240_000n);
    const lowBefore = await balance("ct_low");
    expect((await as("ct_mid", "POST", "/wps/agent/contracts/payAll")).body.value).toEqual({
      paid: 1,
      amount: "240000",
    });
    expect((await balance("ct_low")) - lowBefore).toBe(240_000n);
    expect((await as("ct_mid", "GET", "/wps/agent/contracts?kind=dailySalary")).body.value.owed.count).toBe(0);
    await expect(checkCare(db, ids.ct_mid, "transfer")).resolves.toBeUndefined();
    // Paid once: the rerun finds nothing due.
    expect(await settle(db, "dailySalary", next)).toMatchObject({ written: 0, paid: 3, pending: 0 });
    expect(await transfersFor(next)).toBe(3);
  });

  it("resumes a run stopped between two payments and pays every payee exactly once", async () => {
    await enable("realtimeSalary", 100);
    await topContract("realtimeSalary", { profitRateBp: 50, lossRateBp: 100, minSingleBet: "1000" });
    await offerAndAccept("ct_top", "ct_mid", "realtimeSalary", {
      profitRateBp: 40,
      lossRateBp: 80,
      minSingleBet: "1000",
    });
    const window = "2026-01-02T10:05";
    const start = new Date(siteDayStart("2026-01-02").getTime() + 10 * 3_600_000 + 5 * 60_000);
    await db.execute(
      `update contract_terms set accepted_at = '2026-01-01T00:00:00Z' where contract_id in (select id from contracts where kind = 'realtimeSalary')` as never,
    );
    // Players lose 1,000,000 and win on 500,000 of stakes (≥ 10 VND each); a 5 VND stake is under the minimum.
    await round("ct_p_mid", 100_000_000n, 0n, new Date(start.getTime() + 1000));
    await round("ct_p_low", 50_000_000n, 80_000_000n, new Date(start.getTime() + 2000));
    await round("ct_p_low", 500n, 0n, new Date(start.getTime() + 3000));
    await round("ct_p_top", 100_000_000n, 0n, new Date(start.getTime() + 299_000));
    await round("ct_p_top", 100_000_000n, 0n, new Date(start.getTime() + 300_000));
    await expect(
      settle(db, "realtimeSalary", window, {
        afterPayment: () => {
          throw new Error("the run dies here");
        },
      }),
    ).rejects.toThrow("the run dies here");
    expect((await rowsOf(window)).map((r) => r.state).sort()).toEqual(["due", "paid"]);
    expect(await settle(db, "realtimeSalary", window)).toMatchObject({ written: 0, paid: 2 });
    expect(await settle(db, "realtimeSalary", window)).toMatchObject({ written: 0, paid: 2 });
    const rows = await rowsOf(window);
    // top: lost stakes 2,000,000 × 1 % + won 500,000 × 0.5 % = 22,500 VND; mid: 1,000,000 × 0.8 % + 500,000 × 0.4 % = 10,000 VND.
    expect(rows.find((r) => r.payeeId === ids.ct_top)).toMatchObject({ amount: 2_250_000n, state: "paid" });
    expect(rows.find((r) => r.payeeId === ids.ct_mid)).toMatchObject({
      amount: 1_000_000n,
      state: "paid",
      inputs: { winningStake: "50000000", losingStake: "100000000" },
    });
    expect(await transfersFor(window)).toBe(2);
  });

  it("pays an hourly salary only once the tier's active members are reached, counting a member active from the terms' minimum bet", async () => {
    // hourlySalary: top holds 1 % and, from 100,000 minor units and 2 active members, 2 %; mid holds 0.50 %.
    const hour = "2026-03-04T09";
    const start = new Date(siteDayStart("2026-03-04").getTime() + 9 * 3_600_000);
    await db.execute(
      `update contract_terms set accepted_at = '2026-03-01T00:00:00Z' where accepted_at is not null and contract_id in (select id from contracts where kind = 'hourlySalary' and state = 'signed')` as never,
    );
    // The hour's rounds: p_top 2,000 VND; p_mid 0.99 VND, under the terms' activeMinBet of 1 VND; p_low 1,000 VND.
    await round("ct_p_top", 200_000n, 0n, new Date(start.getTime() + 60_000));
    await round("ct_p_mid", 99n, 0n, new Date(start.getTime() + 120_000));
    await round("ct_p_low", 100_000n, 0n, new Date(start.getTime() + 3_599_000));
    // Outside the hour: counts nothing.
    await round("ct_p_top", 5_000_000n, 0n, new Date(start.getTime() + 3_600_000));
    await settle(db, "hourlySalary", hour);
    const rows = await rowsOf(hour);
    const top = rows.find((r) => r.payeeId === ids.ct_top);
    // 300,099 minor valid; p_mid's 99 is under the 100 minimum: 2 active (p_top, p_low) → tier 2 (from 100,000 and 2) → 2 %.
    expect(top).toMatchObject({
      inputs: { teamValidBet: "300099", activeMembers: 2, rateBp: 200 },
      amount: 6_000n,
      state: "paid",
    });
    expect(rows.find((r) => r.payeeId === ids.ct_mid)).toMatchObject({
      inputs: { teamValidBet: "100099", activeMembers: 1 },
      state: "paid",
    });
  });

  it("carries a dividend's negative net forward and pays the rate of a positive one, floored to whole VND", async () => {
    await enable("dividend", 3000);
    const terms = { period: "Daily", tiers: [{ minValidBet: "0", minActive: 0, rateBp: 3000 }], activeMinBet: "100" };
    await topContract("dividend", terms, "ct_other");
    await db.execute(
      `update contract_terms set accepted_at = '2026-02-01T00:00:00Z' where contract_id in (select id from contracts where kind = 'dividend')` as never,
    );
    const other = await createMember(db, {
      username: "ct_other_p",
      type: MEMBER_TYPE.member,
      uplineId: ids.ct_other,
      passwordHash: "x",
    });
    ids.ct_other_p = other.id;
    // Day 1: players win 10,000 VND net → no dividend, carry −10,000.
    await round("ct_other_p", 1_000_000n, 2_000_000n, new Date(siteDayStart("2026-02-02").getTime() + 3_600_000));
    // Day 2: players lose 15,033.33 VND → net 5,033.33 → 30 % = 1,509.999 → floored to 1,509 VND.
    await round("ct_other_p", 1_503_333n, 0n, new Date(siteDayStart("2026-02-03").getTime() + 3_600_000));
    expect(await settle(db, "dividend", "2026-02-02")).toMatchObject({ written: 1, nothing: 1 });
    expect(await settle(db, "dividend", "2026-02-03")).toMatchObject({ written: 1, paid: 1 });
    const [first] = await rowsOf("2026-02-02");
    const [second] = await rowsOf("2026-02-03");
    expect(first).toMatchObject({ amount: 0n, state: "nothing", inputs: { net: "-1000000", carryOut: "-1000000" } });
    expect(second).toMatchObject({
      amount: 150_900n,
      state: "paid",
      inputs: { carryIn: "-1000000", net: "503333", carryOut: "0" },
    });
  });
});

async function drain(member: string) {
  const amount = await balance(member);
  if (amount <= 0n) return;
  await postTransfer(db, {
    idempotencyKey: `test-drain:${crypto.randomUUID()}`,
    kind: "adjustment",
    entries: [
      { account: await memberAccount(db, ids[member], "main"), amount: -amount },
      { account: await systemAccount(db, "adjustment"), amount },
    ],
  });
}

async function transfersFor(period: string): Promise<number> {
  const result = (await db.execute(
    `select count(*)::int as n from ledger_transfers where idempotency_key like 'contract:%:${period}:%'` as never,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}
