import { isProduction, type PlatformConfig } from "../config.js";
import { nextSiteDay, previousSiteDay, siteDay } from "../../contract/time-zone.js";
import type { Db } from "../db/connect.js";
import { findMemberByUsername } from "../modules/accounts/index.js";
import { refreshFigures, rewindTeam, settle } from "../modules/agents/index.js";
import { inhouseContextOf, playInhouse } from "../modules/games/index.js";
import { memberRoundPage, openVendorSession } from "../modules/vendors/index.js";
import { adjustMemberBalance } from "../modules/wallet/index.js";

// The demo's agent tree has played over the last days: on a demo install's first start each demo
// player under the agents gets money by an audited operator adjustment ("demo funds") and plays real in-house
// dice rounds by the dice page's own path (its provably fair seeds, the seamless wallet, the ledger), a batch
// for each of the last DAYS days. After each day's batch the development clock (rewindTeam, the same one the
// browser tests use) moves the team's rounds and the contracts above them a day back, so the oldest batch ends
// DAYS - 1 days ago and today's is today; the ledger keeps the real time of every movement. The days that
// have ended are then settled as the midnight jobs would have (daily salaries; dividends whose period ended),
// so the agents' income shows real settlements. A player who has any round already is left alone, so a
// restart plays nothing more. Production seeds no demo accounts and so plays nothing.

const TOP_AGENT = "agent1";
const DAYS = 7;
const PLAYERS = [
  { username: "player1", roundsPerDay: 2, stake: 200_000n },
  { username: "player2", roundsPerDay: 3, stake: 500_000n },
  { username: "player3", roundsPerDay: 2, stake: 1_000_000n },
  { username: "agent3", roundsPerDay: 1, stake: 300_000n },
] as const;
const FUNDS = 100_000_000n;

export async function seedDemoPlay(db: Db, config: PlatformConfig): Promise<number> {
  if (isProduction(config)) return 0;
  const top = await findMemberByUsername(db, TOP_AGENT);
  if (!top) return 0;
  const ctx = inhouseContextOf(db);
  const players: { token: string; roundsPerDay: number; stake: bigint }[] = [];
  for (const player of PLAYERS) {
    const member = await findMemberByUsername(db, player.username);
    if (!member || (await memberRoundPage(db, member.id, { pageNo: 1, pageSize: 1 })).total > 0) continue;
    await adjustMemberBalance(db, {
      username: member.username,
      amount: FUNDS,
      reason: "demo funds",
      actor: "seed",
      key: "demo-funds",
    });
    const token = await openVendorSession(db, { memberId: member.id, vendor: "INHOUSE", gameCode: "dice" });
    players.push({ token, roundsPerDay: player.roundsPerDay, stake: player.stake });
  }
  if (!players.length) return 0;
  let played = 0;
  for (let daysAgo = DAYS - 1; daysAgo >= 0; daysAgo--) {
    for (const player of players) {
      for (let i = 0; i < player.roundsPerDay; i++) {
        // Different targets and sides: some rounds win, most lose, as the house edge has it.
        const bet = { target: 30 + ((played * 7) % 40), direction: played % 2 ? "over" : "under" };
        await playInhouse(ctx, {
          token: player.token,
          game: "dice",
          stake: player.stake,
          bet,
          requestKey: `demo-play-${daysAgo}-${i}`,
        });
        played++;
      }
    }
    if (daysAgo > 0) await rewindTeam(db, top.id, 24);
  }
  const today = siteDay(new Date());
  let first = today;
  for (let d = 1; d < DAYS; d++) first = previousSiteDay(first);
  await refreshFigures(db, first, today);
  for (let day = first; day !== today; day = nextSiteDay(day)) {
    await settle(db, "dailySalary", day);
    await settle(db, "dividend", day);
  }
  return played;
}
