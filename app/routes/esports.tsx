// SPEC §2.1 /esports: the in-house sportsbook's e-sports lobby — events by sport and competition, an event's markets,
// the bet slip and the member's bets. The same page as /sports (app/lib/sports, app/components/sports).
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { SportsPage } from "~/components/sports/SportsPage";
import { pageMeta } from "~/lib/i18n/meta";
import { sportsAction } from "~/lib/sports/slipAction.server";
import { sportsLoader } from "~/lib/sports/sports.server";
import sportsCss from "~/styles/sports.css?url";

// The sportsbook's own styles, only on its pages (app.css is the site's one stylesheet; it may take this file in).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: sportsCss }];
export const loader = (args: LoaderFunctionArgs) => sportsLoader(args, "esports");
export const action = (args: ActionFunctionArgs) => sportsAction(args, "esports");
export const meta: MetaFunction = (args) => pageMeta(args, "sports:title.esports");
export default SportsPage;
