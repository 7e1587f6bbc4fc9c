import type { VendorColours } from "../modules/games/index.js";
import { DEFAULT_GAMES, LOTTERY_VENDOR, seedLotteryGames } from "../modules/lottery/index.js";
import { staticUrl } from "../modules/media/index.js";
import { putHouseVendorArt } from "./house-vendor-art.js";
import { gameLaneCards, gameVendors, games } from "../db/schema.js";
import type { Tx } from "../db/connect.js";

// The in-house lottery (ADR 0055) in every mode: its games and bet types, and its place in the games
// catalogue — the LOTTERY vendor with a card per game in the LOTT and ELOTT lanes, so its tickets are rounds of a
// known game (the betting record, valid bets and agents' reports see them as such). Its external draws take their
// results from the operator; a demo install takes them from the sandbox feed, which every screen names as such.

const COLOURS: VendorColours = { from: "#7f1d1d", to: "#ca8a04", accent: "#fef3c7" };
const VENDOR_NAME = "Laro Lottery";

export async function seedLottery(tx: Tx, demo: boolean): Promise<void> {
  await seedLotteryGames(tx, demo ? "sandbox" : "manual");
  const rows = DEFAULT_GAMES.map((g, i) => {
    const gameType = g.prizeMode === "Elott" ? "ELOTT" : "LOTT";
    const gameClassify = gameType === "ELOTT" ? "FAST_DRAW" : "LOTTO";
    return {
      nodeId: `lottery-${g.code}`,
      vendor: LOTTERY_VENDOR,
      gameCode: g.code,
      gameType,
      gameClassify,
      name: g.names.EN,
      image: staticUrl(`games/lottery-${g.code}.svg`),
      minBet: 100_000n,
      isHot: false,
      isNew: true,
      demo: false,
      sequence: i + 1,
    };
  });
  await putHouseVendorArt(
    tx,
    { code: LOTTERY_VENDOR, name: VENDOR_NAME, colours: COLOURS },
    rows.map((g) => ({ nodeId: g.nodeId, name: g.name, gameClassify: g.gameType === "ELOTT" ? "DICE" : "LOTTO" })),
  );
  await tx
    .insert(gameVendors)
    .values({
      code: LOTTERY_VENDOR,
      name: VENDOR_NAME,
      categories: ["LOTT", "ELOTT"],
      walletMode: "seamless",
      isGame: "VASSALAGE",
      isHot: true,
      status: "active",
      // Listed after the catalogue's vendors and the in-house games; in its lanes it comes first (the cards below).
      sequence: 100,
      logo: staticUrl(`vendors/${LOTTERY_VENDOR}.svg`),
    })
    .onConflictDoNothing();
  await tx.insert(games).values(rows).onConflictDoNothing();
  await tx
    .insert(gameLaneCards)
    .values([
      { lane: "LOTT", vendor: LOTTERY_VENDOR, sequence: 0 },
      { lane: "ELOTT", vendor: LOTTERY_VENDOR, sequence: 0 },
    ])
    .onConflictDoNothing();
}
