import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { checkCare, playStatus } from "../../server/modules/care/index.js";
import { sessionStart } from "../../server/modules/care/limits.js";
import { INHOUSE_VENDOR } from "../../server/modules/games/inhouse/games.js";
import { playInhouse } from "../../server/modules/games/inhouse/play.js";
import { activeSeeds } from "../../server/modules/games/inhouse/seeds.js";
import { inhouseContext } from "../../server/modules/games/inhouse/wallet-client.js";
import { openVendorSession } from "../../server/modules/vendors/index.js";
import { walletCredit, walletDebit } from "../../server/modules/vendors/seamless.js";
import { login, withToken } from "./accounts.js";
import { careMember, carePlatform } from "./care-members.js";
import { call, operatorHeaders, type Platform } from "./harness.js";

// Responsible play, part 2 (ADR 0034): loss limits at and one unit over their boundary, counted
// from the round book and checked in the seamless debit itself; the session time limit on a fake clock; the
// reality check that refuses play until acknowledged; marketing messages that skip excluded members.

let platform: Platform;
const key = () => `p-${crypto.randomUUID()}`;

carePlatform((started) => (platform = started));

/** A member with a clean history, logged in and funded; answers its id, token and an in-house game session. */
async function freshMember(username: string, funds?: string) {
  const member = await careMember(platform, username, { funds });
  const game = await openVendorSession(
    platform.database.db,
    { memberId: member.id, vendor: INHOUSE_VENDOR, gameCode: "dice" },
    24 * 60,
  );
  return { ...member, game };
}

const post = (token: string, url: string, body: Record<string, unknown> = {}) =>
  withToken(platform.app, "POST", url, token, { body });
const setLimit = (token: string, kind: string, period: string, amount: string) =>
  post(token, "/wps/care/limits", { kind, period, amount });
const bet = (game: string, amount: bigint, roundId = key()) =>
  walletDebit(platform.database.db, INHOUSE_VENDOR, {
    token: game,
    transactionId: key(),
    roundId,
    amount,
    gameCode: "dice",
  });
const win = (game: string, roundId: string, amount: bigint) =>
  walletCredit(platform.database.db, INHOUSE_VENDOR, {
    token: game,
    transactionId: key(),
    roundId,
    amount,
    roundClosed: true,
  });
const launch = (token: string) =>
  platform.app
    .inject({
      method: "GET",
      url: "/wps/game/launchGame?nodeId=inhouse-dice",
      headers: { authorization: `Bearer ${token}` },
    })
    .then((r) => r.json());
const dice = (game: string, stake: bigint) =>
  playInhouse(inhouseContext(platform.app), {
    token: game,
    game: "dice",
    stake,
    bet: { target: 50, direction: "over" },
    requestKey: key(),
  });
const state = async (token: string) => (await withToken(platform.app, "GET", "/wps/care", token)).body.value;

describe("loss limits", () => {
  it("a stake that takes the loss exactly to the limit passes; one unit over is refused, in the seamless debit itself", async () => {
    const m = await freshMember("loss_at");
    expect((await setLimit(m.token, "loss", "day", "250000")).body.value).toMatchObject({
      applied: true,
      limit: { kind: "loss", amount: "250000" },
    });
    await bet(m.game, 200_000n);
    // An open round's stake already counts as lost.
    await expect(bet(m.game, 50_001n)).rejects.toMatchObject({
      code: "LOSS_LIMIT",
      value: { period: "day", limit: "250000", used: "200000", left: "50000" },
    });
    await bet(m.game, 50_000n);
    await expect(bet(m.game, 1n)).rejects.toMatchObject({ code: "LOSS_LIMIT", value: { left: "0" } });
    // No room at all: the launch is refused too, and the in-house play before it takes a nonce (the check
    // runs in the statement that would take it, ADR 0039).
    expect(await launch(m.token)).toMatchObject({ success: false, code: "LOSS_LIMIT" });
    const nonce = async () => (await activeSeeds(platform.database.db, m.id)).nonce;
    const before = await nonce();
    await expect(dice(m.game, 100_000n)).rejects.toMatchObject({ code: "LOSS_LIMIT" });
    expect(await nonce()).toBe(before);
    // Shown apart (ADR 0061): nothing is lost until a round settles; the open stakes are what the limit holds.
    expect(
      (await state(m.token)).limits.find(
        (l: { kind: string; period: string }) => l.kind === "loss" && l.period === "day",
      ),
    ).toMatchObject({ amount: "250000", used: "0", open: "250000" });
  });

  it("wins count against the stakes: a paid round makes room again", async () => {
    const m = await freshMember("loss_wins");
    await setLimit(m.token, "loss", "day", "100000");
    const round = key();
    await bet(m.game, 100_000n, round);
    await expect(bet(m.game, 1n)).rejects.toMatchObject({ code: "LOSS_LIMIT" });
    await win(m.game, round, 60_000n);
    // Loss 40,000: 60,000 more fits exactly, 60,001 does not.
    await expect(bet(m.game, 60_001n)).rejects.toMatchObject({
      code: "LOSS_LIMIT",
      value: { used: "40000", left: "60000" },
    });
    await bet(m.game, 60_000n);
  });

  it("each period counts its own window, and the lowest room binds", async () => {
    const m = await freshMember("loss_periods");
    await bet(m.game, 300_000n);
    // That round began two days ago: out of the 24-hour window, inside the week's.
    await platform.database.db.execute(
      sql`update game_rounds set created_at = now() - interval '2 days' where member_id = ${m.id}::uuid`,
    );
    await setLimit(m.token, "loss", "day", "500000");
    await setLimit(m.token, "loss", "week", "400000");
    await expect(bet(m.game, 100_001n)).rejects.toMatchObject({
      code: "LOSS_LIMIT",
      value: { period: "week", used: "300000", left: "100000" },
    });
    await bet(m.game, 100_000n);
    const limits = (await state(m.token)).limits;
    expect(limits.find((l: { kind: string; period: string }) => l.kind === "loss" && l.period === "day")).toMatchObject(
      { used: "0", open: "100000" },
    );
    expect(
      limits.find((l: { kind: string; period: string }) => l.kind === "loss" && l.period === "week"),
    ).toMatchObject({ used: "0", open: "400000" });
  });

  it("counts as lost only what is settled: an open ticket's stake is said apart, held by the limit, and in no session figure (ADR 0061)", async () => {
    const m = await freshMember("loss_settled");
    await setLimit(m.token, "loss", "day", "500000");
    const settled = key();
    await bet(m.game, 100_000n, settled);
    await win(m.game, settled, 30_000n);
    await bet(m.game, 200_000n);
    const day = (await state(m.token)).limits.find(
      (l: { kind: string; period: string }) => l.kind === "loss" && l.period === "day",
    );
    expect(day).toMatchObject({ used: "70000", open: "200000" });
    // The limit still holds the open stake: 500,000 − 70,000 − 200,000 = 230,000 of room.
    await expect(bet(m.game, 230_001n)).rejects.toMatchObject({ code: "LOSS_LIMIT" });
    const play = (await withToken(platform.app, "GET", "/wps/care/play", m.token)).body.value;
    expect(play).toMatchObject({ bets: "100000", wins: "30000", net: "-70000", open: "200000" });
    // The betting record: the settled round's profit, none for the open one.
    const rounds = (await withToken(platform.app, "GET", "/wps/v2/games/rounds", m.token)).body.value.list as {
      status: string;
      profit: string | null;
    }[];
    expect(rounds.find((r) => r.status === "open")?.profit).toBeNull();
    expect(rounds.find((r) => r.status === "completed")?.profit).toBe("-70000");
    // The member centre's profit and loss: settled bets and payouts, the open stake apart.
    const profit = (await withToken(platform.app, "GET", "/wps/v2/wallets/profit", m.token)).body.value;
    expect(profit).toMatchObject({ bets: "100000", payouts: "30000", open: "200000", profit: "-70000" });
  });

  it("a raise waits 24 hours like a deposit limit's; a period of another kind is refused", async () => {
    const m = await freshMember("loss_raise");
    await setLimit(m.token, "loss", "month", "100000");
    expect((await setLimit(m.token, "loss", "month", "900000")).body.value).toMatchObject({
      applied: false,
      limit: { amount: "100000", pending: { amount: "900000" } },
    });
    expect((await post(m.token, "/wps/care/limits/confirm", { kind: "loss", period: "month" })).body.code).toBe(
      "COOLING_OFF",
    );
    expect((await setLimit(m.token, "loss", "session", "10")).body.code).toBe("VALIDATION");
    expect((await setLimit(m.token, "session", "day", "10")).body.code).toBe("VALIDATION");
  });
});

describe("the session time limit", () => {
  it("refuses bets and launches from the moment the login session has lasted the limit", async () => {
    const m = await freshMember("session_limit");
    expect((await setLimit(m.token, "session", "session", "20")).body.value).toMatchObject({
      applied: true,
      limit: { kind: "session", period: "session", amount: "20" },
    });
    const started = (await sessionStart(platform.database.db, m.id))!;
    expect(started).toBeInstanceOf(Date);
    const at = (ms: number) => new Date(started.getTime() + ms);
    await checkCare(platform.database.db, m.id, "bet", { amount: 1n }, at(20 * 60_000 - 1000));
    await checkCare(platform.database.db, m.id, "launch", undefined, at(20 * 60_000 - 1000));
    await expect(checkCare(platform.database.db, m.id, "bet", { amount: 1n }, at(20 * 60_000))).rejects.toMatchObject({
      code: "SESSION_LIMIT",
      value: { limit: "20" },
    });
    await expect(checkCare(platform.database.db, m.id, "launch", undefined, at(20 * 60_000 + 1))).rejects.toMatchObject(
      { code: "SESSION_LIMIT" },
    );
    // Deposits and transfers are not play: the session limit leaves them alone.
    await checkCare(platform.database.db, m.id, "transfer", undefined, at(20 * 60_000 + 1));

    // On the fake clock, through the calls: the launch is refused and the game page's status says when it ended.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(at(20 * 60_000 + 5000));
    expect(await launch(m.token)).toMatchObject({ success: false, code: "SESSION_LIMIT" });
    const status = (await withToken(platform.app, "GET", "/wps/v2/games/session", m.token)).body.value;
    expect(status).toMatchObject({
      minutes: 20,
      sessionLimit: { minutes: "20", endsAt: at(20 * 60_000).toISOString() },
    });
  });

  it("a new login session starts the clock again, and a raise of the limit waits", async () => {
    const m = await freshMember("session_again");
    await setLimit(m.token, "session", "session", "10");
    expect((await setLimit(m.token, "session", "session", "60")).body.value).toMatchObject({
      applied: false,
      limit: { amount: "10", pending: { amount: "60" } },
    });
    const first = (await sessionStart(platform.database.db, m.id))!;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(first.getTime() + 11 * 60_000));
    expect(await launch(m.token)).toMatchObject({ code: "SESSION_LIMIT" });
    const again = (await login(platform.app, m.username, "Fresh1234")).body.value.token as string;
    expect((await launch(again)).success).toBe(true);
  });
});

describe("the reality check", () => {
  it("is due after the interval: play and launches are refused until the member acknowledges it", async () => {
    const m = await freshMember("reality_due");
    expect((await post(m.token, "/wps/care/reality", { interval: "15" })).body.value.reality).toEqual({ interval: 15 });
    expect((await post(m.token, "/wps/care/reality", { interval: "20" })).body.code).toBe("VALIDATION");
    const played = await dice(m.game, 100_000n);
    const status = (await withToken(platform.app, "GET", "/wps/v2/games/session", m.token)).body.value;
    expect(status).toMatchObject({
      reality: { interval: 15, due: false },
      bets: "100000",
      net: (BigInt(played.paid) - 100_000n).toString(),
    });

    // A stake still open is not a loss yet: the reminder says it apart (ADR 0061).
    await bet(m.game, 1000n);
    // Fifteen minutes later (the choice counts as the first acknowledgement), on the platform's own clock.
    const dueAt = Date.parse(status.reality.dueAt);
    await checkCare(platform.database.db, m.id, "bet", { amount: 1n }, new Date(dueAt - 1));
    await expect(checkCare(platform.database.db, m.id, "bet", { amount: 1n }, new Date(dueAt))).rejects.toMatchObject({
      code: "REALITY_CHECK_DUE",
      value: { interval: 15, bets: "100000", net: (BigInt(played.paid) - 100_000n).toString(), open: "1000" },
    });
    // The seamless debit (the database's clock) refuses it too: the acknowledgement moved back 15 minutes.
    await platform.database.db.execute(
      sql`update care_reality set acknowledged_at = now() - interval '15 minutes' where member_id = ${m.id}::uuid`,
    );
    await platform.database.db.execute(
      sql`update sessions set created_at = now() - interval '20 minutes' where member_id = ${m.id}::uuid`,
    );
    await expect(bet(m.game, 1000n)).rejects.toMatchObject({ code: "REALITY_CHECK_DUE" });
    await expect(dice(m.game, 100_000n)).rejects.toMatchObject({ code: "REALITY_CHECK_DUE" });
    expect(await launch(m.token)).toMatchObject({ success: false, code: "REALITY_CHECK_DUE", value: { interval: 15 } });
    expect((await withToken(platform.app, "GET", "/wps/v2/games/session", m.token)).body.value.reality.due).toBe(true);

    // Acknowledged: play goes on, and the next reminder is 15 minutes away.
    const acknowledged = (await post(m.token, "/wps/care/reality/ack")).body.value;
    expect(acknowledged.reality.due).toBe(false);
    expect(Date.parse(acknowledged.reality.dueAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect((await launch(m.token)).success).toBe(true);
    await dice(m.game, 100_000n);

    // Off: no reminder at all.
    await post(m.token, "/wps/care/reality", { interval: "off" });
    expect((await playStatus(platform.database.db, m.id, new Date(Date.now() + 24 * 3600_000))).reality).toEqual({
      interval: null,
      dueAt: null,
      due: false,
    });
  });
});

describe("marketing messages", () => {
  it("skip a member under a time-out or self-exclusion; service messages still reach everyone", async () => {
    const kept = await freshMember("mkt_kept");
    const paused = await freshMember("mkt_paused");
    await post(paused.token, "/wps/care/exclusion", { kind: "timeout", period: "24h" });
    const send = (title: string, marketing: boolean) =>
      call(platform.app, "POST", "/ops/messages", {
        headers: operatorHeaders,
        body: { audience: "all", title, body: "text", marketing },
      });
    expect((await send("Weekend bonus", true)).body.value).toMatchObject({ marketing: true });
    await send("Maintenance tonight", false);
    const titles = async (token: string) =>
      (
        (await withToken(platform.app, "GET", "/wps/member/message?pageNo=1&pageSize=50", token)).body.value.list as {
          title: string;
        }[]
      ).map((m) => m.title);
    expect(await titles(kept.token)).toEqual(expect.arrayContaining(["Weekend bonus", "Maintenance tonight"]));
    const seen = await titles(paused.token);
    expect(seen).toContain("Maintenance tonight");
    expect(seen).not.toContain("Weekend bonus");

    // Sent during the time-out, it never arrives, even once the time-out has ended (moved into the past here).
    await platform.database.db.execute(
      sql`update care_exclusions set starts_at = m.created_at - interval '1 second', ends_at = m.created_at + interval '1 millisecond' from messages m where m.title = 'Weekend bonus' and care_exclusions.member_id = ${paused.id}::uuid`,
    );
    const later = paused.token;
    expect(await titles(later)).toContain("Maintenance tonight");
    expect(await titles(later)).not.toContain("Weekend bonus");
  });
});
