import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPlatformConfig } from "../../server/config.js";
import { gameRounds, games, ledgerEntries, ledgerTransfers, members } from "../../server/db/schema.js";
import { findMemberByUsername } from "../../server/modules/accounts/index.js";
import { accountBalance } from "../../server/modules/wallet/ledger-balances.js";
import { memberAccount, systemAccount } from "../../server/modules/wallet/ledger-accounts.js";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { connectOutsideVendors } from "./outside-vendors.js";
import { formatMinor } from "../../contract/money.js";
import { login, withToken } from "./accounts.js";
import { call, startPlatform, type Platform } from "./harness.js";

// Free demo play (SPEC "free demo play"): a trial account starts with TRIAL_PLAY_MONEY of play
// money from the merchant's demo account, plays the demo-capable in-house games with it, and is still
// refused every real-money action.

// Not the default, so that the test proves the setting is read.
const PLAY_MONEY = 50_000_000n;
let platform: Platform;

beforeAll(async () => {
  platform = await startPlatform({ seed: true, env: { TRIAL_PLAY_MONEY: PLAY_MONEY.toString() } });
  // EVO's live tables stand for a connected vendor's games without demo play.
  await connectOutsideVendors(platform, ["EVO"]);
}, 60_000);
afterAll(async () => {
  expect((await verifyLedger(platform.database.db)).ok).toBe(true);
  await platform?.close();
});

let address = 0;
async function freePlay() {
  const res = await call(platform.app, "POST", "/wps/session/login/freeplay", {
    body: { platform: "W" },
    remoteAddress: `10.77.0.${++address}`,
  });
  expect(res.body.success).toBe(true);
  const member = (await findMemberByUsername(platform.database.db, res.body.value.member.account))!;
  return { token: res.body.value.token as string, member };
}
const mainBalance = async (memberId: string) =>
  accountBalance(platform.database.db, await memberAccount(platform.database.db, memberId, "main"));
const launch = (nodeId: string, token: string) =>
  withToken(platform.app, "GET", `/wps/game/launchGame?nodeId=${nodeId}&language=EN`, token);

describe("play money", () => {
  it("defaults to 2,000,000 VND and refuses a negative amount", () => {
    expect(readPlatformConfig({}).TRIAL_PLAY_MONEY).toBe(200_000_000n);
    expect(readPlatformConfig({ TRIAL_PLAY_MONEY: "0" }).TRIAL_PLAY_MONEY).toBe(0n);
    expect(() => readPlatformConfig({ TRIAL_PLAY_MONEY: "-1" })).toThrow(/TRIAL_PLAY_MONEY/);
  });

  it("comes with each new trial account: exactly TRIAL_PLAY_MONEY, once, from the demo account", async () => {
    const demo = await systemAccount(platform.database.db, "demo");
    const demoBefore = await accountBalance(platform.database.db, demo);
    const { member, token } = await freePlay();
    expect(member.type).toBe(4);
    expect(await mainBalance(member.id)).toBe(PLAY_MONEY);
    // It may read its play money (the header shows it), which is all it can do with it.
    expect((await withToken(platform.app, "GET", "/wps/v2/wallets/balance", token)).body.value).toMatchObject({
      mainBalance: PLAY_MONEY.toString(),
    });
    expect(await accountBalance(platform.database.db, demo)).toBe(demoBefore - PLAY_MONEY);

    const moved = await platform.database.db
      .select({ kind: ledgerTransfers.kind, accountId: ledgerEntries.accountId, amount: ledgerEntries.amount })
      .from(ledgerTransfers)
      .innerJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
      .where(eq(ledgerTransfers.idempotencyKey, `demo:${member.id}`));
    expect(moved).toEqual(
      expect.arrayContaining([
        {
          kind: "demo_credit",
          accountId: await memberAccount(platform.database.db, member.id, "main"),
          amount: PLAY_MONEY,
        },
        { kind: "demo_credit", accountId: demo, amount: -PLAY_MONEY },
      ]),
    );
    expect(moved).toHaveLength(2);
    // Another free play is another account with its own play money.
    const second = await freePlay();
    expect(second.member.id).not.toBe(member.id);
    expect(await mainBalance(second.member.id)).toBe(PLAY_MONEY);
  });

  it("comes in the same commit as the account: when it cannot be posted, no trial account is left", async () => {
    const trials = async () =>
      (await platform.database.db.select({ id: members.id }).from(members).where(eq(members.type, 4))).length;
    const before = await trials();
    // One more than a bigint holds: the member's entry cannot be written, after the member row was.
    platform.config.TRIAL_PLAY_MONEY = 2n ** 63n;
    try {
      const res = await call(platform.app, "POST", "/wps/session/login/freeplay", {
        body: { platform: "W" },
        remoteAddress: "10.77.1.1",
      });
      expect(res.body.success).toBe(false);
    } finally {
      platform.config.TRIAL_PLAY_MONEY = PLAY_MONEY;
    }
    expect(await trials()).toBe(before);
  });
});

describe("a trial player", () => {
  it("launches an in-house game, sees the play money in it, and plays a dice round with it", async () => {
    const { token, member } = await freePlay();
    const launched = await launch("inhouse-dice", token);
    expect(launched.body.value).toMatchObject({ nodeId: "inhouse-dice", vassalage: "INHOUSE" });
    const url = launched.body.value.game_url as string;
    const page = await platform.app.inject({ method: "GET", url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`data-testid="game-balance">${formatMinor(PLAY_MONEY)}<`);
    expect(page.body).toContain("Play money of the free demo, not real money");

    const requestKey = /name="requestKey" value="([^"]+)"/.exec(page.body)![1]!;
    const gameToken = new URL(url, "http://x").searchParams.get("token")!;
    const form = new URLSearchParams({
      token: gameToken,
      lng: "EN",
      requestKey,
      stake: "1000",
      target: "50",
      direction: "over",
    });
    const played = await platform.app.inject({
      method: "POST",
      url: "/wps/inhouse/dice/play",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: form.toString(),
    });
    expect(played.statusCode).toBe(303);
    const playId = new URL(String(played.headers.location), "http://x").searchParams.get("play")!;
    expect(playId).toBeTruthy();

    const [round] = await platform.database.db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.vendor, "INHOUSE"), eq(gameRounds.roundId, playId)));
    expect(round).toMatchObject({ memberId: member.id, gameCode: "dice", status: "completed", betTotal: 100_000n });
    const after = PLAY_MONEY - 100_000n + round!.winTotal;
    expect(await mainBalance(member.id)).toBe(after);
    const result = await platform.app.inject({ method: "GET", url: String(played.headers.location) });
    expect(result.body).toContain(`data-testid="game-balance">${formatMinor(after)}<`);

    // A real member's balance is real money: no such note.
    const real = (await login(platform.app, "demo", "Demo1234")).body.value.token as string;
    const realPage = await platform.app.inject({
      method: "GET",
      url: (await launch("inhouse-dice", real)).body.value.game_url,
    });
    expect(realPage.body).toContain('data-testid="game-balance"');
    expect(realPage.body).not.toContain('data-testid="play-money"');
  });

  it("is refused a game without demo play", async () => {
    const { token } = await freePlay();
    const [real] = await platform.database.db
      .select({ nodeId: games.nodeId })
      .from(games)
      .where(and(eq(games.demo, false), eq(games.status, "active"), eq(games.vendor, "EVO")))
      .limit(1);
    expect((await launch(real!.nodeId, token)).body.code).toBe("TRIAL_REFUSED");
  });

  it("cannot take the play money anywhere: deposit, withdrawal and every transfer are refused, and nothing moves", async () => {
    const { token, member } = await freePlay();
    const key = () => `trial-${crypto.randomUUID()}`;
    const demoMember = (await findMemberByUsername(platform.database.db, "demo"))!.id;
    const demoBefore = await mainBalance(demoMember);
    for (const [url, body] of [
      [
        "/wps/v2/withdraw",
        { bankAccountId: crypto.randomUUID(), amount: "10000000", paymentPassword: "123456", requestKey: key() },
      ],
      ["/wps/v2/deposit", { channelCode: "BANK_VCB", amount: "10000000", reference: "REF1234", requestKey: key() }],
      [
        "/wps/v2/wallets/transfer",
        { vendor: "DS88", direction: "in", amount: "100000", paymentPassword: "123456", requestKey: key() },
      ],
      ["/wps/v2/wallets/transferUpline", { amount: "100000", paymentPassword: "123456", requestKey: key() }],
      [
        "/wps/v2/wallets/transferDownline",
        { username: "demo", amount: "100000", paymentPassword: "123456", requestKey: key() },
      ],
      ["/wps/v2/wallets/collectAll", { paymentPassword: "123456", requestKey: key() }],
    ] as const) {
      const res = await withToken(platform.app, "POST", url, token, { body });
      expect(res, url).toMatchObject({ status: 403, body: { code: "TRIAL_REFUSED" } });
    }
    expect(await mainBalance(member.id)).toBe(PLAY_MONEY);
    expect(await mainBalance(demoMember)).toBe(demoBefore);
  });
});
