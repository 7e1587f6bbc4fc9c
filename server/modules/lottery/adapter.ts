import type { VendorAdapter } from "../games/index.js";
import { lotteryCatalogue } from "./games.js";

// The lottery is a vendor of the catalogue (its games are LOTT and ELOTT cards, its tickets rounds of the LOTTERY
// vendor), but its games are the site's own pages, not a framed game: "launching" one answers the web page of its
// area (SPEC §2.1 /vnlottery, /seaLottery, /elott) with the game chosen, where the player bets.

const PAGES: Record<string, string> = { Lott: "/vnlottery", ZY: "/vnlottery", SEA: "/seaLottery", Elott: "/elott" };

export const lotteryAdapter: VendorAdapter = {
  async launch({ platform, gameCode }) {
    const { games } = await lotteryCatalogue(platform.db);
    const game = games.find((g) => g.code === gameCode);
    return { url: `${PAGES[game?.prizeMode ?? "Lott"] ?? "/lottery"}?${new URLSearchParams({ gameCode })}` };
  },
};
