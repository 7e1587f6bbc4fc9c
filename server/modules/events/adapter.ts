import type { VendorAdapter } from "../games/index.js";

// Event betting is a vendor of the catalogue (EVENTS: its games are the SPORTS, ESPORTS and COCKFIGHT cards, each bet
// a round of it), but its games are the site's own pages, not a framed game: "launching" one answers the web page
// of its game (SPEC §2.1 /sports, /esports, /cockfight), where the player bets — as the lottery's adapter does.

const PAGES: Record<string, string> = { sports: "/sports", esports: "/esports", cockfight: "/cockfight" };

export const eventsAdapter: VendorAdapter = {
  async launch({ gameCode }) {
    return { url: PAGES[gameCode] ?? "/sports" };
  },
};
