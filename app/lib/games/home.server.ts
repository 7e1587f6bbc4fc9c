import type { LoaderFunctionArgs } from "@remix-run/node";
import { homeGames } from "./catalogue.server";
import { fromPlatform } from "../platform/errors.server";
import { promotionCard } from "../content/promotions.server";
import { wps } from "../platform/client.server";

/** SPEC §3 home notice payload: the marquee's player notices and a row of promotions. */
const HOME_PROMOTIONS = 4;
/** The winners board (SPEC §7 ODSFE2_getWinnerBoard): the newest big wins home lists. */
const HOME_WINNERS = 6;

export async function homeLoader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const client = wps(request, context);
  const [notice, games, winners] = await Promise.all([
    fromPlatform(client.homeNotice()),
    homeGames(args),
    // Home still shows without it: the board says it could not be read.
    client.winnerBoard().then(
      (board) => board.list.slice(0, HOME_WINNERS),
      (error: Error) => (console.error(`winner board: ${error.message}`), null),
    ),
  ]);
  return {
    winners,
    notices: notice.player.map(({ id, title }) => ({ id, title })),
    promotions: notice.promotion.slice(0, HOME_PROMOTIONS).map(promotionCard),
    games,
  };
}
