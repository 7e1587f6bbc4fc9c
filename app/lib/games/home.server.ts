import type { LoaderFunctionArgs } from "@remix-run/node";
import { homeGames } from "./catalogue.server";
import { fromPlatform } from "../platform/errors.server";
import { promotionCard } from "../content/promotions.server";
import { wps } from "../platform/client.server";

/** SPEC §3 home notice payload: the marquee's player notices and a row of promotions. */
const HOME_PROMOTIONS = 4;

export async function homeLoader(args: LoaderFunctionArgs) {
  const { request, context } = args;
  const [notice, games] = await Promise.all([fromPlatform(wps(request, context).homeNotice()), homeGames(args)]);
  return {
    notices: notice.player.map(({ id, title }) => ({ id, title })),
    promotions: notice.promotion.slice(0, HOME_PROMOTIONS).map(promotionCard),
    games,
  };
}
