import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { diceRoll } from "../../server/modules/games/fair/outcomes.js";
import { finishInterruptedPlays, outcomeOf, playInhouse, writePlay } from "../../server/modules/games/inhouse/play.js";
import { inhouseContext } from "../../server/modules/games/inhouse/wallet-client.js";
import { activeSeeds, rotateSeeds } from "../../server/modules/games/inhouse/seeds.js";
import { findMemberByUsername } from "../../server/modules/accounts/index.js";
import { gameRounds } from "../../server/db/schema.js";
import { openVendorSession } from "../../server/modules/vendors/index.js";
import { accountBalance } from "../../server/modules/wallet/ledger-balances.js";
import { memberAccount } from "../../server/modules/wallet/ledger-accounts.js";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";

// In-house games played through the seamless wallet: the play is fixed by the member's seeds
// before money moves, the stake and the win go through signed wallet calls, a resubmitted form plays
// nothing new, and every round can be recomputed once its seed is revealed.

let platform: Platform;
let memberId: string;
let token: string;
const key = () => `k-${crypto.randomUUID()}`;
const main = async () =>
  accountBalance(platform.database.db, await memberAccount(platform.database.db, memberId, "main"));
const dice = (stake: bigint, bet: Record<string, unknown>, requestKey = key(), withToken = token) =>
  playInhouse(inhouseContext(platform.app), { token: withToken, game: "dice", stake, bet, requestKey });

beforeAll(async () => {
  platform = await startPlatform({ seed: true });
  memberId = (await findMemberByUsername(platform.database.db, "demo"))!.id;
  token = await openVendorSession(platform.database.db, { memberId, vendor: "INHOUSE", gameCode: "dice" });
  await call(platform.app, "POST", "/ops/wallet/adjust", {
    headers: operatorHeaders,
    body: { username: "demo", amount: "1000000", reason: "in-house test funds" },
  });
}, 60_000);
afterAll(async () => {
  expect((await verifyLedger(platform.database.db)).ok).toBe(true);
  await platform?.close();
});

describe("in-house play over the seamless wallet", () => {
  it("takes the stake, pays the outcome of the next nonce, and closes the round", async () => {
    const seeds = await activeSeeds(platform.database.db, memberId);
    const before = await main();
    const played = await dice(100_000n, { target: 50, direction: "over" });
    expect(played.nonce).toBe(seeds.nonce + 1);
    expect(played.serverSeedHash).toBe(seeds.serverSeedHash);
    const roll = diceRoll({ serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce: played.nonce });
    expect(played.result).toMatchObject({ roll, won: roll > 50 });
    expect(played.paid).toBe(roll > 50 ? "198000" : "0");
    expect(await main()).toBe(before - 100_000n + BigInt(played.paid));
    expect(played.balance).toBe((await main()).toString());
    const [round] = await platform.database.db.select().from(gameRounds).where(eq(gameRounds.roundId, played.playId));
    expect(round).toMatchObject({
      vendor: "INHOUSE",
      status: "completed",
      betTotal: 100_000n,
      winTotal: BigInt(played.paid),
    });
  });

  it("the same form again answers the same play and moves nothing; another bet under its key is refused", async () => {
    const requestKey = key();
    const first = await dice(50_000n, { target: 30, direction: "under" }, requestKey);
    const balance = await main();
    const again = await dice(50_000n, { target: 30, direction: "under" }, requestKey);
    expect(again).toMatchObject({ playId: first.playId, nonce: first.nonce, paid: first.paid });
    expect(await main()).toBe(balance);
    await expect(dice(60_000n, { target: 30, direction: "under" }, requestKey)).rejects.toMatchObject({
      code: "CONFLICT",
    });
  });

  it("refuses a stake above the balance (nothing moves), out of limits, a bad bet and another game's session", async () => {
    const before = await main();
    await expect(dice(before + 1n, { target: 50, direction: "over" })).rejects.toMatchObject({
      code: "INSUFFICIENT_FUNDS",
      value: { balance: before.toString() },
    });
    await expect(dice(1n, { target: 50, direction: "over" })).rejects.toMatchObject({ code: "AMOUNT_OUT_OF_RANGE" });
    await expect(dice(10_000n, { target: 99.5, direction: "over" })).rejects.toThrow();
    const limboToken = await openVendorSession(platform.database.db, {
      memberId,
      vendor: "INHOUSE",
      gameCode: "limbo",
    });
    await expect(dice(10_000n, { target: 50, direction: "over" }, key(), limboToken)).rejects.toMatchObject({
      code: "SESSION_INVALID",
    });
    expect(await main()).toBe(before);
  });

  it("concurrent plays take distinct nonces", async () => {
    const plays = await Promise.all(Array.from({ length: 6 }, () => dice(10_000n, { target: 50, direction: "under" })));
    expect(new Set(plays.map((p) => p.nonce)).size).toBe(6);
  });

  it("rotating reveals the server seed, whose hash was shown, and every earlier round recomputes from it", async () => {
    const played = await dice(20_000n, { target: 70, direction: "under" });
    const { revealed, active } = await rotateSeeds(platform.database.db, memberId, "my-own-seed");
    expect(crypto.createHash("sha256").update(revealed.serverSeed).digest("hex")).toBe(played.serverSeedHash);
    expect(diceRoll({ serverSeed: revealed.serverSeed, clientSeed: played.clientSeed, nonce: played.nonce })).toBe(
      (played.result as { roll: number }).roll,
    );
    expect(active).toMatchObject({ clientSeed: "my-own-seed", nonce: 0 });
    expect(active.serverSeedHash).not.toBe(played.serverSeedHash);
    await expect(rotateSeeds(platform.database.db, memberId, "has spaces")).rejects.toMatchObject({
      code: "VALIDATION",
    });
  });

  it("a play cut off after its stake was taken is finished with the outcome its seeds fixed, once", async () => {
    const before = await main();
    const play = await writePlay(
      inhouseContext(platform.app),
      memberId,
      { token, game: "dice", stake: 30_000n, bet: {}, requestKey: key() },
      { target: 50, direction: "under" },
    );
    await inhouseContext(platform.app).wallet("debit", {
      token,
      transactionId: `${play.id}:bet`,
      roundId: play.id,
      amount: "30000",
      gameCode: "dice",
    });
    expect(await main()).toBe(before - 30_000n);
    const outcome = await outcomeOf(inhouseContext(platform.app), play);
    expect(await finishInterruptedPlays(inhouseContext(platform.app), 0)).toEqual([play.id]);
    expect(await main()).toBe(before - 30_000n + outcome.paid);
    expect(await finishInterruptedPlays(inhouseContext(platform.app), 0)).toEqual([]);
    const [round] = await platform.database.db.select().from(gameRounds).where(eq(gameRounds.roundId, play.id));
    expect(round?.status).toBe("completed");
  });
});
