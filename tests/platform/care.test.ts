import crypto from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { INHOUSE_VENDOR } from "../../server/modules/games/inhouse/games.js";
import { playInhouse } from "../../server/modules/games/inhouse/play.js";
import { inhouseContext } from "../../server/modules/games/inhouse/wallet-client.js";
import { openVendorSession } from "../../server/modules/vendors/index.js";
import { walletDebit } from "../../server/modules/vendors/seamless.js";
import { login, withToken } from "./accounts.js";
import { careMember, carePlatform } from "./care-members.js";
import { call, operatorHeaders, type Platform } from "./harness.js";
import { connectOutsideVendors } from "./outside-vendors.js";

// Responsible play (ADR 0029), through the platform's calls: deposit limits at and one unit over
// their boundary, a raise that waits 24 hours and a confirmation, and a time-out or self-exclusion that
// refuses every deposit, transfer, bet and launch while the account can still be seen and withdrawn from.

const PIN = "135790";
let platform: Platform;
const key = () => `c-${crypto.randomUUID()}`;

// DS88 is a transfer-mode vendor of the seed; connected here so that a transfer into it reaches the check (ADR 0031).
carePlatform(
  (started) => (platform = started),
  (started) => connectOutsideVendors(started, ["DS88"]),
);

/** A member with a clean history, logged in, funded, with a payment password; answers its id and token. */
const freshMember = (username: string, funds?: string) =>
  careMember(platform, username, { funds, paymentPassword: PIN });

const post = (token: string, url: string, body: Record<string, unknown>) =>
  withToken(platform.app, "POST", url, token, { body });
const deposit = (token: string, amount: string) =>
  post(token, "/wps/v2/deposit", { channelCode: "BANK_VCB", amount, reference: "VCB care", requestKey: key() });
const setLimit = (token: string, period: string, amount: string) =>
  post(token, "/wps/care/limits", { kind: "deposit", period, amount });
const state = async (token: string) => (await withToken(platform.app, "GET", "/wps/care", token)).body.value;

describe("deposit limits", () => {
  it("a deposit exactly at the limit passes; one unit over is refused with the room left", async () => {
    const m = await freshMember("care_at");
    expect((await setLimit(m.token, "day", "30000000")).body.value).toMatchObject({
      applied: true,
      limit: { amount: "30000000", pending: null },
    });
    expect((await deposit(m.token, "20000000")).body.success).toBe(true);
    const over = await deposit(m.token, "10000001");
    expect(over.body).toMatchObject({
      success: false,
      code: "DEPOSIT_LIMIT",
      value: { period: "day", limit: "30000000", used: "20000000", left: "10000000" },
    });
    expect((await deposit(m.token, "10000000")).body.success).toBe(true);
    expect((await deposit(m.token, "10000000")).body.code).toBe("DEPOSIT_LIMIT");
    expect((await state(m.token)).limits.find((l: { period: string }) => l.period === "day")).toMatchObject({
      amount: "30000000",
      used: "30000000",
    });
  });

  it("the lowest of the periods binds, and a rejected deposit frees its room", async () => {
    const m = await freshMember("care_lowest");
    await setLimit(m.token, "month", "25000000");
    await setLimit(m.token, "week", "90000000");
    const first = await deposit(m.token, "15000000");
    expect((await deposit(m.token, "15000000")).body).toMatchObject({
      code: "DEPOSIT_LIMIT",
      value: { period: "month", left: "10000000" },
    });
    await call(platform.app, "POST", `/ops/deposits/${first.body.value.deposit.id}/reject`, {
      headers: operatorHeaders,
      body: {},
    });
    expect((await deposit(m.token, "25000000")).body.success).toBe(true);
  });

  it("a lower limit binds at once; a raise waits 24 hours and then the member's confirmation", async () => {
    const m = await freshMember("care_raise");
    await setLimit(m.token, "day", "20000000");
    const raised = await setLimit(m.token, "day", "60000000");
    expect(raised.body.value).toMatchObject({
      applied: false,
      limit: { amount: "20000000", pending: { amount: "60000000" } },
    });
    expect((await deposit(m.token, "20000001")).body.code).toBe("DEPOSIT_LIMIT");
    const early = await post(m.token, "/wps/care/limits/confirm", { kind: "deposit", period: "day" });
    expect(early.body).toMatchObject({ code: "COOLING_OFF", value: { from: raised.body.value.limit.pending.from } });

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Date.parse(raised.body.value.limit.pending.from) - 1000));
    const token = (await login(platform.app, m.username, "Fresh1234")).body.value.token as string;
    expect((await post(token, "/wps/care/limits/confirm", { kind: "deposit", period: "day" })).body.code).toBe(
      "COOLING_OFF",
    );
    vi.setSystemTime(new Date(Date.parse(raised.body.value.limit.pending.from) + 1000));
    // Not applied by the time alone: still the old limit until confirmed.
    expect((await state(token)).limits.find((l: { period: string }) => l.period === "day")).toMatchObject({
      amount: "20000000",
    });
    const confirmed = await post(token, "/wps/care/limits/confirm", { kind: "deposit", period: "day" });
    expect(confirmed.body.value).toMatchObject({ applied: true, limit: { amount: "60000000", pending: null } });
    expect((await deposit(token, "60000000")).body.success).toBe(true);
    // Lowering again binds at once, and a removal waits like a raise.
    expect((await setLimit(token, "day", "10000000")).body.value).toMatchObject({
      applied: true,
      limit: { amount: "10000000" },
    });
    expect((await setLimit(token, "day", "")).body.value).toMatchObject({
      applied: false,
      limit: { amount: "10000000", pending: { amount: null } },
    });
  });

  it("refuses a negative, fractional or non-numeric limit and an unknown period", async () => {
    const m = await freshMember("care_inputs");
    for (const [period, amount] of [
      ["day", "-5"],
      ["day", "1.5"],
      ["day", "abc"],
      ["year", "100"],
    ]) {
      expect((await setLimit(m.token, period!, amount!)).body.code).toBe("VALIDATION");
    }
  });
});

describe("the session's net position beside a game", () => {
  it("counts the stakes and wins of the rounds begun in this login session", async () => {
    const m = await freshMember("care_session");
    const gameToken = await openVendorSession(platform.database.db, {
      memberId: m.id,
      vendor: INHOUSE_VENDOR,
      gameCode: "dice",
    });
    const empty = await withToken(platform.app, "GET", "/wps/v2/games/session", m.token);
    expect(empty.body.value).toMatchObject({ bets: "0", wins: "0", net: "0" });
    const played = await playInhouse(inhouseContext(platform.app), {
      token: gameToken,
      game: "dice",
      stake: 100_000n,
      bet: { target: 50, direction: "over" },
      requestKey: key(),
    });
    const after = await withToken(platform.app, "GET", "/wps/v2/games/session", m.token);
    expect(after.body.value).toMatchObject({
      bets: "100000",
      wins: played.paid,
      net: (BigInt(played.paid) - 100_000n).toString(),
    });
    // A new login session starts from zero.
    const next = (await login(platform.app, m.username, "Fresh1234")).body.value.token as string;
    expect((await withToken(platform.app, "GET", "/wps/v2/games/session", next)).body.value).toMatchObject({
      bets: "0",
      net: "0",
    });
  });
});

describe("time-out and self-exclusion", () => {
  it("a time-out refuses every deposit, transfer, bet and launch, but not the account, limits nor withdrawals' balance", async () => {
    const m = await freshMember("care_timeout");
    const gameToken = await openVendorSession(platform.database.db, {
      memberId: m.id,
      vendor: INHOUSE_VENDOR,
      gameCode: "dice",
    });
    const started = await post(m.token, "/wps/care/exclusion", { kind: "timeout", period: "7d" });
    expect(started.body.value.exclusion).toMatchObject({ kind: "timeout", period: "7d" });
    expect(Date.parse(started.body.value.exclusion.until) - Date.parse(started.body.value.exclusion.startsAt)).toBe(
      7 * 24 * 3600 * 1000,
    );

    expect((await deposit(m.token, "20000000")).body.code).toBe("TIMED_OUT");
    expect(
      (
        await post(m.token, "/wps/v2/wallets/transfer", {
          vendor: "DS88",
          direction: "in",
          amount: "1000",
          paymentPassword: PIN,
          requestKey: key(),
        })
      ).body.code,
    ).toBe("TIMED_OUT");
    expect(
      (
        await post(m.token, "/wps/v2/wallets/transferUpline", {
          amount: "1000",
          paymentPassword: PIN,
          requestKey: key(),
        })
      ).body.code,
    ).toBe("TIMED_OUT");
    const launched = await platform.app
      .inject({
        method: "GET",
        url: "/wps/game/launchGame?nodeId=inhouse-dice",
        headers: { authorization: `Bearer ${m.token}` },
      })
      .then((r) => r.json());
    expect(launched).toMatchObject({
      success: false,
      code: "TIMED_OUT",
      value: { kind: "timeout", until: started.body.value.exclusion.until },
    });
    await expect(
      playInhouse(inhouseContext(platform.app), {
        token: gameToken,
        game: "dice",
        stake: 100_000n,
        bet: { target: 50, direction: "over" },
        requestKey: key(),
      }),
    ).rejects.toMatchObject({
      code: "TIMED_OUT",
    });
    // The seamless debit itself refuses, whatever the caller checked before.
    await expect(
      walletDebit(platform.database.db, INHOUSE_VENDOR, {
        token: gameToken,
        transactionId: key(),
        roundId: key(),
        amount: 1000n,
        gameCode: "dice",
      }),
    ).rejects.toMatchObject({
      code: "TIMED_OUT",
    });

    // What stays: logging in, the balance, the care page, a lower limit.
    expect((await login(platform.app, m.username, "Fresh1234")).body.success).toBe(true);
    expect((await withToken(platform.app, "GET", "/wps/v2/wallets/balance", m.token)).body.value.mainBalance).toBe(
      "100000000",
    );
    expect((await setLimit(m.token, "day", "5000000")).body.success).toBe(true);
  });

  it("cannot be shortened: a shorter time-out after a longer one leaves the longer one; a self-exclusion outranks a time-out", async () => {
    const m = await freshMember("care_stack");
    const long = await post(m.token, "/wps/care/exclusion", { kind: "timeout", period: "30d" });
    const short = await post(m.token, "/wps/care/exclusion", { kind: "timeout", period: "24h" });
    expect(short.body.value.exclusion.until).toBe(long.body.value.exclusion.until);
    const excluded = await post(m.token, "/wps/care/exclusion", { kind: "selfExclusion", period: "6m" });
    expect(excluded.body.value.exclusion).toMatchObject({ kind: "selfExclusion", period: "6m" });
    expect((await deposit(m.token, "20000000")).body.code).toBe("SELF_EXCLUDED");
    // A period of the other kind is refused.
    expect((await post(m.token, "/wps/care/exclusion", { kind: "timeout", period: "5y" })).body.code).toBe(
      "VALIDATION",
    );
    // The operator sees it, and there is no call to lift it.
    const seen = await call(platform.app, "GET", `/ops/members/${m.username}/care`, { headers: operatorHeaders });
    expect(seen.body.value).toMatchObject({
      username: "care_stack",
      exclusion: { kind: "selfExclusion", period: "6m" },
    });
    expect(
      (await call(platform.app, "DELETE", `/ops/members/${m.username}/care`, { headers: operatorHeaders })).body
        .success,
    ).toBe(false);
    expect(
      (await post(m.token, "/wps/care/exclusion", { kind: "timeout", period: "24h" })).body.value.exclusion.kind,
    ).toBe("selfExclusion");
  });

  it("ends on time: after a 24-hour time-out the member deposits again", async () => {
    const m = await freshMember("care_ends");
    const started = await post(m.token, "/wps/care/exclusion", { kind: "timeout", period: "24h" });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(Date.parse(started.body.value.exclusion.until) - 1000));
    let token = (await login(platform.app, m.username, "Fresh1234")).body.value.token as string;
    expect((await deposit(token, "20000000")).body.code).toBe("TIMED_OUT");
    vi.setSystemTime(new Date(Date.parse(started.body.value.exclusion.until) + 1000));
    token = (await login(platform.app, m.username, "Fresh1234")).body.value.token as string;
    expect((await deposit(token, "20000000")).body.success).toBe(true);
  });
});
