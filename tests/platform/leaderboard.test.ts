import { like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { siteDay } from "../../contract/time-zone.js";
import { ledgerTransfers } from "../../server/db/schema.js";
import { MEMBER_TYPE, createMember } from "../../server/modules/accounts/index.js";
import { payLeaderboardPrizes, rankedTypes } from "../../server/modules/loyalty/index.js";
import type { Platform } from "./harness.js";
import {
  asMember,
  awayFromMidnight,
  balanceOf,
  gameOf,
  ops,
  promoMember,
  promotionsPlatform,
  round,
  type PromoMember,
} from "./promotions-support.js";

// Leaderboards and the winners board (ADR 0052): ranked from the real rounds of real members only — a
// trial account's play money and a member under the board's minimum valid bet are not ranked —, names masked,
// equal figures ordered by who reached them first, and the prizes paid once after the period, however often the
// job runs; the winners board lists real big wins.

let platform: Platform;
promotionsPlatform((started) => (platform = started));

const VND = 100n;
const vnd = (amount: bigint) => String(amount * VND);
const title = (text: string) => ({ TY: text, EN: text });

type Entry = { rank: number; username: string; figure: string; prize: string | null };
type Board = {
  id: number;
  periodKey: string;
  entries: Entry[];
  lastPeriod: { periodKey: string; winners: Entry[] } | null;
  mine?: { rank: number; figure: string } | null;
};

async function addBoard(body: Record<string, unknown>): Promise<number> {
  const res = await ops(platform, "POST", "/leaderboards", { title: title("A board"), ...body });
  expect(res.body.success, JSON.stringify(res.body)).toBe(true);
  return res.body.value.id as number;
}

const trialMember = async (): Promise<PromoMember> => {
  const username = `trial${Date.now().toString(36)}`;
  const member = await createMember(platform.database.db, { username, type: MEMBER_TYPE.trial, passwordHash: null });
  return { id: member.id, token: "", username };
};

describe("leaderboards", () => {
  it(
    "ranks real members' valid bets, pays the prizes once after the period, and shows the winners board",
    { timeout: 120_000 },
    async () => {
      await awayFromMidnight();
      const byBet = await addBoard({
        metric: "validBet",
        period: "daily",
        category: "ANY",
        minValidBet: vnd(100n),
        prizes: [
          { from: 1, to: 1, amount: vnd(3_000n) },
          { from: 2, to: 2, amount: vnd(2_000n) },
        ],
      });
      const byWin = await addBoard({ metric: "win", period: "daily", category: "INHOUSE", prizes: [] });
      expect(
        (
          await ops(platform, "POST", "/leaderboards", {
            title: title("x"),
            metric: "win",
            period: "daily",
            category: "ANY",
            prizes: [
              { from: 1, to: 2, amount: "1" },
              { from: 2, to: 3, amount: "1" },
            ],
          })
        ).body.code,
      ).toBe("VALIDATION");

      const [a, b, c, d] = [
        await promoMember(platform),
        await promoMember(platform),
        await promoMember(platform),
        await promoMember(platform),
      ];
      const trial = await trialMember();
      const dice = await gameOf(platform, "INHOUSE");
      await round(platform, a, dice, 5_000n * VND, 0n);
      await round(platform, b, dice, 3_000n * VND, 0n);
      await round(platform, b, dice, 1_000n * VND, 50_000n * VND); // a big win
      await round(platform, b, dice, 2_000n * VND, 2_000n * VND); // a tie: no valid bet
      await round(platform, d, dice, 4_000n * VND, 0n); // as much as b, but later
      await round(platform, c, dice, 50n * VND, 0n); // under the board's minimum
      await round(platform, trial, dice, 100_000n * VND, 0n); // play money: never ranked
      await round(platform, trial, dice, 1_000n * VND, 90_000n * VND);

      const boards = (await platform.app.inject({ method: "GET", url: "/wps/leaderboards" })).json().value as Board[];
      const board = boards.find((x) => x.id === byBet)!;
      expect(board.periodKey).toBe(siteDay(new Date()));
      const mask = (m: PromoMember) => `${m.username.slice(0, 2)}***`;
      expect(board.entries).toEqual([
        { rank: 1, username: mask(a), figure: vnd(5_000n), prize: vnd(3_000n) },
        { rank: 2, username: mask(b), figure: vnd(4_000n), prize: vnd(2_000n) },
        { rank: 3, username: mask(d), figure: vnd(4_000n), prize: null },
      ]);
      expect(JSON.stringify(boards)).not.toContain(trial.username);
      expect(boards.find((x) => x.id === byWin)!.entries[0]).toEqual({
        rank: 1,
        username: mask(b),
        figure: vnd(50_000n),
        prize: null,
      });
      const own = (await asMember(platform, b, "GET", "/wps/member/leaderboards")).body.value as Board[];
      expect(own.find((x) => x.id === byBet)!.mine).toEqual({ rank: 2, figure: vnd(4_000n), validBet: vnd(4_000n) });
      expect(
        (await asMember(platform, c, "GET", "/wps/member/leaderboards")).body.value.find((x: Board) => x.id === byBet)
          .mine,
      ).toBeNull();

      // The period has not ended: nothing is settled by hand.
      expect(
        (await ops(platform, "POST", `/leaderboards/${byBet}/settle?period=${board.periodKey}`, {})).body.code,
      ).toBe("CONFLICT");

      const [aBefore, bBefore, dBefore] = [
        await balanceOf(platform, a, "main"),
        await balanceOf(platform, b, "main"),
        await balanceOf(platform, d, "main"),
      ];
      const tomorrow = new Date(Date.now() + 86_400_000);
      const types = rankedTypes(platform.config);
      await payLeaderboardPrizes(platform.database.db, types, tomorrow);
      await payLeaderboardPrizes(platform.database.db, types, tomorrow);
      expect(await balanceOf(platform, a, "main")).toBe(aBefore + 3_000n * VND);
      expect(await balanceOf(platform, b, "main")).toBe(bBefore + 2_000n * VND);
      expect(await balanceOf(platform, d, "main")).toBe(dBefore);
      const paid = await platform.database.db
        .select()
        .from(ledgerTransfers)
        .where(like(ledgerTransfers.idempotencyKey, `leaderboard:${byBet}:%`));
      expect(paid.map((t) => t.idempotencyKey).sort()).toEqual([
        `leaderboard:${byBet}:${board.periodKey}:1`,
        `leaderboard:${byBet}:${board.periodKey}:2`,
      ]);
      expect(paid.every((t) => t.kind === "bonus")).toBe(true);

      // By hand again: the stored ranking, nothing paid.
      const again = await ops(platform, "POST", `/leaderboards/${byBet}/settle?period=${board.periodKey}`, {});
      expect(again.body.value).toMatchObject({
        settled: false,
        paid: 0,
        results: [{ rank: 1, prize: vnd(3_000n) }, { rank: 2 }, { rank: 3, prize: null }],
      });
      const after = (await platform.app.inject({ method: "GET", url: "/wps/leaderboards" })).json().value as Board[];
      expect(after.find((x) => x.id === byBet)!.lastPeriod).toMatchObject({
        periodKey: board.periodKey,
        winners: [{ rank: 1, username: mask(a) }, { rank: 2 }, { rank: 3 }],
      });

      const winners = (await platform.app.inject({ method: "GET", url: "/wps/relay/ODSFE2_getWinnerBoard" })).json()
        .value;
      expect(winners.list).toContainEqual(
        expect.objectContaining({ username: mask(b), amount: vnd(50_000n), multiple: "50.00", category: "INHOUSE" }),
      );
      expect(winners.list.some((w: { amount: string }) => w.amount === vnd(90_000n))).toBe(false);
    },
  );
});
