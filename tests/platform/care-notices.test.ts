import { describe, expect, it, vi } from "vitest";
import { updateMember } from "../../server/modules/accounts/index.js";
import { withToken } from "./accounts.js";
import { careMember, carePlatform } from "./care-members.js";
import { call, operatorHeaders, type Platform } from "./harness.js";

// What the platform tells a member about their limits, and the balance a self-exclusion gives back
// (ADR 0038): both reach the member through the care-notices and self-exclusion-payout jobs.

const PIN = "135790";
let platform: Platform;
let minute = 0;

carePlatform((started) => (platform = started));

/** Runs a job for a past period of its own (each run of the file uses new minutes) and answers what it counted. */
async function runJob(name: string) {
  const period = `2001-01-01T00:${String(minute++).padStart(2, "0")}`;
  const ran = await call(platform.app, "POST", `/ops/jobs/${name}/run`, { headers: operatorHeaders, body: { period } });
  expect(ran.body.value.run.status).toBe("done");
  return ran.body.value.run.outcome as Record<string, number>;
}
const post = (token: string, url: string, body: Record<string, unknown>) =>
  withToken(platform.app, "POST", url, token, { body });
const inbox = async (token: string) =>
  (await withToken(platform.app, "GET", "/wps/member/message?pageNo=1&pageSize=20", token)).body.value.list as {
    template: string;
    params: Record<string, string>;
  }[];
/** Binds a bank account in the member's own name (the holder must be the member's full name). */
async function bindBank(m: { id: string; token: string }, holderName: string, accountNumber: string) {
  await updateMember(platform.database.db, m.id, { payeeName: holderName });
  const bound = await post(m.token, "/wps/member/bankAccounts", {
    bankName: "Vietcombank",
    accountNumber,
    holderName,
    paymentPassword: PIN,
  });
  expect(bound.body, JSON.stringify(bound.body)).toMatchObject({ success: true });
}
const balances = async (token: string) =>
  (await withToken(platform.app, "GET", "/wps/v2/wallets/balance", token)).body.value;

describe("limit notices", () => {
  it("a limit that binds is told once; a raise is told when its 24 hours have passed, with the value to confirm", async () => {
    const m = await careMember(platform, "notice_limits");
    await post(m.token, "/wps/care/limits", { kind: "deposit", period: "day", amount: "20000000" });
    await post(m.token, "/wps/care/limits", { kind: "session", period: "session", amount: "90" });
    const raised = await post(m.token, "/wps/care/limits", { kind: "deposit", period: "day", amount: "60000000" });
    expect(await inbox(m.token)).toEqual([]);

    expect(await runJob("care-notices")).toMatchObject({ sent: 2 });
    const told = await inbox(m.token);
    expect(told.map((x) => [x.template, x.params])).toEqual(
      expect.arrayContaining([
        ["limitChangeEffective", { kind: "deposit", period: "day", amount: "20000000" }],
        ["limitChangeEffective", { kind: "session", period: "session", minutes: "90" }],
      ]),
    );
    expect(told).toHaveLength(2);
    expect(await runJob("care-notices")).toMatchObject({ queued: 0, sent: 0 });

    // A second before the raise can be confirmed nothing is said; a second after, once.
    const from = Date.parse(raised.body.value.limit.pending.from);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(from - 1000));
    expect(await runJob("care-notices")).toMatchObject({ queued: 0, sent: 0 });
    vi.setSystemTime(new Date(from + 1000));
    expect(await runJob("care-notices")).toMatchObject({ queued: 1, sent: 1 });
    expect(await runJob("care-notices")).toMatchObject({ queued: 0, sent: 0 });
    vi.useRealTimers();
    expect((await inbox(m.token))[0]).toMatchObject({
      template: "limitRaiseReady",
      params: { kind: "deposit", period: "day", amount: "60000000" },
    });
  });
});

describe("the balance a self-exclusion gives back", () => {
  it("is asked for as one withdrawal of the whole balance to the member's bank account, once, and told", async () => {
    const m = await careMember(platform, "notice_excluded", { funds: "75000000", paymentPassword: PIN });
    await bindBank(m, "Notice Excluded", "0099887766");
    await post(m.token, "/wps/care/exclusion", { kind: "selfExclusion", period: "6m" });

    expect(await runJob("self-exclusion-payout")).toMatchObject({ requested: 1 });
    expect(await runJob("self-exclusion-payout")).toMatchObject({ requested: 0 });
    expect(await balances(m.token)).toMatchObject({ mainBalance: "0" });
    const queue = (await call(platform.app, "GET", "/ops/withdrawals?status=pending", { headers: operatorHeaders }))
      .body.value as { id: string; username: string; amount: string; origin: string }[];
    const payout = queue.find((w) => w.username === "notice_excluded");
    expect(payout).toMatchObject({
      amount: "75000000",
      origin: "selfExclusion",
      bankAccount: { accountNumber: "0099887766" },
    });
    expect((await inbox(m.token))[0]).toMatchObject({ template: "balanceReturned", params: { amount: "75000000" } });

    // Rejected (say the bank refused it): the money is back in the wallet and the next try waits a day.
    await call(platform.app, "POST", `/ops/withdrawals/${payout!.id}/reject`, {
      headers: operatorHeaders,
      body: { note: "bank refused" },
    });
    expect(await balances(m.token)).toMatchObject({ mainBalance: "75000000" });
    expect(await runJob("self-exclusion-payout")).toMatchObject({ requested: 0, waiting: 1 });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Date.now() + 25 * 3_600_000));
    expect(await runJob("self-exclusion-payout")).toMatchObject({ requested: 1 });
  });

  it("waits for a member without a bank account, and leaves a time-out's balance alone", async () => {
    const unbanked = await careMember(platform, "notice_unbanked", { funds: "5000000" });
    await post(unbanked.token, "/wps/care/exclusion", { kind: "selfExclusion", period: "1y" });
    const timedOut = await careMember(platform, "notice_timeout", { funds: "5000000", paymentPassword: PIN });
    await bindBank(timedOut, "Notice Timeout", "0011002200");
    await post(timedOut.token, "/wps/care/exclusion", { kind: "timeout", period: "7d" });
    const counted = await runJob("self-exclusion-payout");
    expect(counted).toMatchObject({ requested: 0, noBankAccount: 1 });
    const queue = (await call(platform.app, "GET", "/ops/withdrawals", { headers: operatorHeaders })).body.value as {
      username: string;
    }[];
    expect(queue.some((w) => w.username === "notice_timeout" || w.username === "notice_unbanked")).toBe(false);
  });
});
