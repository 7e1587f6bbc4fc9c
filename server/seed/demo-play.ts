import { isProduction, type PlatformConfig } from "../config.js";
import { siteDay } from "../../contract/time-zone.js";
import type { Db } from "../db/connect.js";
import { findMemberByUsername } from "../modules/accounts/index.js";
import { refreshFigures } from "../modules/agents/index.js";
import { inhouseContextOf, playInhouse } from "../modules/games/index.js";
import { memberRoundPage, openVendorSession } from "../modules/vendors/index.js";
import { adjustMemberBalance } from "../modules/wallet/index.js";

// The demo's agent tree has played (issue 17): on a demo install's first start each demo player under the
// agents gets money by an audited operator adjustment ("demo funds") and plays real in-house dice rounds by
// the dice page's own path (its provably fair seeds, the seamless wallet, the ledger), so every agent screen
// shows figures of real play from a fresh clone. A player who has any round already is left alone, so a
// restart plays nothing more. Production seeds no demo accounts and so plays nothing.

const PLAYERS = [
  { username: "player1", rounds: 12, stake: 200_000n },
  { username: "player2", rounds: 16, stake: 500_000n },
  { username: "player3", rounds: 10, stake: 1_000_000n },
  { username: "agent3", rounds: 6, stake: 300_000n },
] as const;
const FUNDS = 100_000_000n;

export async function seedDemoPlay(db: Db, config: PlatformConfig): Promise<number> {
  if (isProduction(config)) return 0;
  const ctx = inhouseContextOf(db);
  let played = 0;
  for (const player of PLAYERS) {
    const member = await findMemberByUsername(db, player.username);
    if (!member || (await memberRoundPage(db, member.id, { pageNo: 1, pageSize: 1 })).total > 0) continue;
    await adjustMemberBalance(db, { username: member.username, amount: FUNDS, reason: "demo funds", actor: "seed", key: "demo-funds" });
    const token = await openVendorSession(db, { memberId: member.id, vendor: "INHOUSE", gameCode: "dice" });
    for (let i = 0; i < player.rounds; i++) {
      // Different targets and sides: some rounds win, most lose, as the house edge has it.
      const bet = { target: 30 + ((i * 7) % 40), direction: i % 2 ? "over" : "under" };
      await playInhouse(ctx, { token, game: "dice", stake: player.stake, bet, requestKey: `demo-play-${String(i).padStart(3, "0")}` });
      played++;
    }
  }
  if (played) {
    const today = siteDay(new Date());
    await refreshFigures(db, today, today);
  }
  return played;
}
