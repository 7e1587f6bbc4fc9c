import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it, onTestFinished } from "vitest";
import { fairSeeds, freeRoundSets, luckyDraws } from "../../server/db/schema.js";
import { slot } from "../../server/modules/games/inhouse/rules/slot.js";
import { drawDueDraws, endExpiredFreeRounds } from "../../server/modules/promotions/index.js";
import { testClock } from "../support/clock.js";
import type { Platform } from "./harness.js";
import {
  asMember,
  balanceOf,
  createPromotion,
  gameOf,
  ops,
  promoMember,
  promotionsPlatform,
  round,
  type PromoMember,
} from "./promotions-support.js";

// Free rounds and the lucky draw (ADR 0047), on hand-computed cases: free spins paid by the
// promotion and decided by the member's own seeds, their winnings paid once as one bonus; a draw whose seed
// was committed before the entries, drawn exactly once, its winners recomputed here from the revealed seed.

let platform: Platform;
promotionsPlatform((started) => (platform = started));

const VND = 100n;
const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");
const statusOf = async (m: PromoMember, id: string) =>
  (
    (await asMember(platform, m, "GET", "/wps/member/promotions")).body.value as {
      promotionId: string;
      status: string;
      action: string | null;
      reason: string | null;
    }[]
  ).find((v) => v.promotionId === id);

/** What a slot spin pays at this stake, worked out here from the seeds (the slot's rules; the stake × multiplier floored). */
const slotPays = (serverSeed: string, clientSeed: string, nonce: number, stake: bigint) =>
  (stake * BigInt(Math.round(slot.play({ serverSeed, clientSeed, nonce }, {}).multiplier * 10_000))) / 10_000n;

/** Gives the member seeds whose first `rounds` spins win something in all (found by trying), so the test sees a bonus paid. */
async function winningSeeds(m: PromoMember, rounds: number, stake: bigint) {
  const clientSeed = "free-rounds-test";
  for (let i = 0; ; i++) {
    const serverSeed = sha256(`seed ${i}`);
    const pays = Array.from({ length: rounds }, (_, n) => slotPays(serverSeed, clientSeed, n + 1, stake));
    if (pays.reduce((a, b) => a + b, 0n) === 0n) continue;
    await platform.database.db
      .insert(fairSeeds)
      .values({ memberId: m.id, serverSeed, serverSeedHash: sha256(serverSeed), clientSeed });
    return pays;
  }
}

describe("free rounds", () => {
  const rule = {
    type: "freeRounds",
    claimMode: "claim",
    game: "slot",
    rounds: 5,
    stake: String(1_000n * VND),
    days: 7,
    wagering: { multiple: 1, base: "bonus", days: 7, exclusive: false },
  };

  it("refuses a stake the game cannot play", async () => {
    const res = await ops(platform, "POST", "/promotions", {
      id: "fr-bad",
      category: "all",
      title: "bad",
      rule: { ...rule, stake: "1" },
    });
    expect(res.body).toMatchObject({ success: false, code: "VALIDATION" });
    expect(res.body.message).toMatch(/rule\.stake/);
  });

  it("plays each round once with the member's seeds, pays nothing from the wallet, and pays what they won as one bonus", async () => {
    await createPromotion(platform, "fr-test", rule);
    const m = await promoMember(platform, { funds: String(50_000n * VND) });
    const pays = await winningSeeds(m, 5, 1_000n * VND);
    expect(await statusOf(m, "fr-test")).toMatchObject({ status: "claim", action: "claim" });
    const claimed = await asMember(platform, m, "POST", "/wps/member/promotions/fr-test/claim", {});
    expect(claimed.body.value).toMatchObject({ amount: "0", status: { status: "process" } });
    // A resent claim answers the same rounds.
    await asMember(platform, m, "POST", "/wps/member/promotions/fr-test/claim", {});
    expect((await asMember(platform, m, "GET", "/wps/member/promotions/fr-test/free-rounds")).body.value).toMatchObject(
      { rounds: 5, played: 0, won: "0", state: "playing", spins: [] },
    );

    const first = await asMember(platform, m, "POST", "/wps/member/promotions/fr-test/free-rounds", { round: 1 });
    expect(first.body.value.spin).toMatchObject({
      round: 1,
      nonce: 1,
      clientSeed: "free-rounds-test",
      paid: pays[0]?.toString(),
    });
    // The same form sent again: the same play, nothing played twice.
    const again = await asMember(platform, m, "POST", "/wps/member/promotions/fr-test/free-rounds", { round: 1 });
    expect(again.body.value.spin.playId).toBe(first.body.value.spin.playId);
    expect(again.body.value.freeRounds.played).toBe(1);
    // Skipping ahead is refused with the next round's number.
    expect(
      (await asMember(platform, m, "POST", "/wps/member/promotions/fr-test/free-rounds", { round: 3 })).body,
    ).toMatchObject({ code: "STATE_CONFLICT", value: { next: 2 } });
    for (const n of [2, 3, 4, 5])
      expect(
        (await asMember(platform, m, "POST", "/wps/member/promotions/fr-test/free-rounds", { round: n })).body.success,
      ).toBe(true);

    const won = pays.reduce((a, b) => a + b, 0n);
    const done = (await asMember(platform, m, "GET", "/wps/member/promotions/fr-test/free-rounds")).body.value;
    expect(done).toMatchObject({ played: 5, won: won.toString(), state: "done" });
    expect(done.spins.map((s: { paid: string }) => s.paid)).toEqual(pays.map(String));
    expect(done.bonusId).toBeTypeOf("number");
    // The wallet paid nothing; the winnings are held as the bonus with 1× wagering.
    expect(await balanceOf(platform, m, "main")).toBe(50_000n * VND);
    expect(await balanceOf(platform, m, "bonus")).toBe(won);
    const bonuses = (await asMember(platform, m, "GET", "/wps/member/bonuses")).body.value.page.list;
    expect(bonuses[0]).toMatchObject({
      promotionId: "fr-test",
      amount: won.toString(),
      target: won.toString(),
      state: "wagering",
    });
    expect(
      (await asMember(platform, m, "POST", "/wps/member/promotions/fr-test/free-rounds", { round: 6 })).body.code,
    ).toBe("NO_FREE_ROUNDS");
    // One set per member: a new claim is refused.
    expect((await asMember(platform, m, "POST", "/wps/member/promotions/fr-test/claim", {})).body.code).toBe(
      "LIMIT_REACHED",
    );
    const costs = (await ops(platform, "GET", "/promotions")).body.value.find(
      (p: { id: string }) => p.id === "fr-test",
    );
    expect(costs).toMatchObject({ grants: 1, granted: won.toString(), freeRoundSets: 1 });
  });

  it("ends a set whose time ran out: the rounds left lapse and what was won is paid", async () => {
    const m = await promoMember(platform);
    const pays = await winningSeeds(m, 2, 1_000n * VND);
    await asMember(platform, m, "POST", "/wps/member/promotions/fr-test/claim", {});
    for (const n of [1, 2])
      await asMember(platform, m, "POST", "/wps/member/promotions/fr-test/free-rounds", { round: n });
    expect(
      await endExpiredFreeRounds(platform.database.db, new Date(Date.now() + 8 * 86_400_000)),
    ).toBeGreaterThanOrEqual(1);
    const [set] = await platform.database.db.select().from(freeRoundSets).where(eq(freeRoundSets.memberId, m.id));
    const won = (pays[0] ?? 0n) + (pays[1] ?? 0n);
    expect(set).toMatchObject({ state: "expired", played: 2, won });
    expect(await balanceOf(platform, m, "bonus")).toBe(won);
    expect(
      (await asMember(platform, m, "POST", "/wps/member/promotions/fr-test/free-rounds", { round: 3 })).body.code,
    ).toBe("FREE_ROUNDS_EXPIRED");
    // Run again, nothing more is paid.
    await endExpiredFreeRounds(platform.database.db, new Date(Date.now() + 8 * 86_400_000));
    expect(await balanceOf(platform, m, "bonus")).toBe(won);
  });
});

/** Independent of the platform's code: HMAC-SHA256(seed, `${promotion}:${entries}:${cursor}`) floats, Fisher–Yates. */
function recompute(seed: string, promotionId: string, entries: number, winners: number): number[] {
  const bytes = Buffer.concat(
    Array.from({ length: Math.ceil((winners * 4) / 32) }, (_, cursor) =>
      crypto.createHmac("sha256", seed).update(`${promotionId}:${entries}:${cursor}`).digest(),
    ),
  );
  const left = Array.from({ length: entries }, (_, i) => i + 1);
  return Array.from({ length: Math.min(winners, entries) }, (_, i) => {
    const float = [0, 1, 2, 3].reduce((f, k) => f + (bytes[i * 4 + k] ?? 0) / 256 ** (k + 1), 0);
    return left.splice(Math.floor(float * left.length), 1)[0] ?? 0;
  });
}

describe("the lucky draw", () => {
  it("takes entries from members who played enough, draws once when its time comes, and pays the winners", async () => {
    // Ten minutes ahead, and the test moves the clock there (tests/support/clock.ts): a loaded machine cannot let
    // the time pass before the entries are in, and no one waits for it.
    const drawAt = new Date(Date.now() + 10 * 60_000);
    const rule = {
      type: "luckyDraw",
      claimMode: "claim",
      drawAt: drawAt.toISOString(),
      minValidBet: String(10_000n * VND),
      prizes: [
        { amount: String(100_000n * VND), count: 1 },
        { amount: String(50_000n * VND), count: 2 },
      ],
    };
    await createPromotion(platform, "draw-test", rule);
    const [commitment] = await platform.database.db
      .select()
      .from(luckyDraws)
      .where(eq(luckyDraws.promotionId, "draw-test"));
    expect(commitment?.serverSeedHash).toBe(sha256(commitment?.serverSeed ?? ""));
    const game = await gameOf(platform, "RNG");

    const idle = await promoMember(platform);
    expect(await statusOf(idle, "draw-test")).toMatchObject({
      status: "close",
      action: null,
      reason: "NOT_ENOUGH_PLAY",
    });
    expect((await asMember(platform, idle, "POST", "/wps/member/promotions/draw-test/claim", {})).body).toMatchObject({
      code: "NOT_ENOUGH_PLAY",
      value: { needed: String(10_000n * VND), have: "0" },
    });

    const players = await Promise.all(Array.from({ length: 4 }, () => promoMember(platform)));
    for (const p of players) await round(platform, p, game, 10_000n * VND, 0n);
    for (const p of players)
      expect(
        (await asMember(platform, p, "POST", "/wps/member/promotions/draw-test/claim", {})).body.value,
      ).toMatchObject({ amount: "0", status: { status: "joined" } });
    // A resent claim keeps the entry and its number.
    await asMember(platform, players[0] as PromoMember, "POST", "/wps/member/promotions/draw-test/claim", {});
    const before = (await asMember(platform, players[0] as PromoMember, "GET", "/wps/member/lucky-draws/draw-test"))
      .body.value;
    expect(before).toMatchObject({
      entries: 4,
      serverSeed: null,
      drawnAt: null,
      winners: [],
      mine: { entry: 1, tier: null },
      serverSeedHash: commitment?.serverSeedHash,
    });
    // What the members entered for is what is drawn.
    expect(
      (
        await ops(platform, "PUT", "/promotions/draw-test", {
          rule: { ...rule, prizes: [{ amount: "100", count: 1 }] },
        })
      ).body.code,
    ).toBe("STATE_CONFLICT");
    expect((await ops(platform, "POST", "/promotions/draw-test/draw")).body.code).toBe("DRAW_NOT_DUE");

    const clock = testClock();
    onTestFinished(() => clock.restore());
    clock.advance(drawAt.getTime() - Date.now() + 1_000);
    expect((await asMember(platform, idle, "POST", "/wps/member/promotions/draw-test/claim", {})).body.code).toBe(
      "DRAW_CLOSED",
    );
    const mains = await Promise.all(players.map((p) => balanceOf(platform, p, "main")));
    expect(await drawDueDraws(platform.database.db)).toBe(1);
    // Exactly once: the job again, and the operator's draw, pay nothing more.
    expect(await drawDueDraws(platform.database.db)).toBe(0);
    expect((await ops(platform, "POST", "/promotions/draw-test/draw")).body.value.drawn).toBeNull();

    const drawn = (await call("/wps/lucky-draws/draw-test")).value;
    expect(drawn.serverSeed).toBe(commitment?.serverSeed);
    const picks = recompute(drawn.serverSeed, "draw-test", 4, 3);
    expect(drawn.winners.map((w: { entry: number; tier: number }) => [w.entry, w.tier])).toEqual(
      picks
        .map((entry, i) => [entry, i === 0 ? 1 : 2])
        .sort((a, b) => (a[1] ?? 0) - (b[1] ?? 0) || (a[0] ?? 0) - (b[0] ?? 0)),
    );
    for (const [i, p] of players.entries()) {
      const pick = picks.indexOf(i + 1);
      const prize = pick < 0 ? 0n : pick === 0 ? 100_000n * VND : 50_000n * VND;
      expect(await balanceOf(platform, p, "main")).toBe((mains[i] ?? 0n) + prize);
      expect(await statusOf(p, "draw-test")).toMatchObject(
        pick < 0 ? { status: "close", reason: "DRAWN" } : { status: "issued" },
      );
    }
    expect(drawn.winners[0].username).toMatch(/^.{2}\*\*\*$/);
    expect(
      (await ops(platform, "GET", "/promotions")).body.value.find((p: { id: string }) => p.id === "draw-test"),
    ).toMatchObject({ drawEntries: 4, grants: 3 });
  });
});

async function call(url: string) {
  const res = await platform.app.inject({ method: "GET", url });
  return res.json();
}
