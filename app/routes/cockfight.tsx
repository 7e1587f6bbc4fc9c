// SPEC §2.1 /cockfight: the sabong arena — the current fight, its pool and payouts, the bet form,
// the member's bets and the recent results. Replaces the game-type lobby this path had.
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { CockfightPage } from "~/components/cockfight/CockfightPage";
import { cockfightAction, cockfightLoader } from "~/lib/cockfight/cockfight.server";
import { pageMeta } from "~/lib/i18n/meta";
import cockfightCss from "~/styles/cockfight.css?url";

export const loader = (args: LoaderFunctionArgs) => cockfightLoader(args);
export const action = (args: ActionFunctionArgs) => cockfightAction(args);
export const meta: MetaFunction = (args) => pageMeta(args, "cockfight:title");
// The arena's own styles, only on this page (app.css is the site's one stylesheet; it may take this file in).
export const links: LinksFunction = () => [{ rel: "stylesheet", href: cockfightCss }];
export default CockfightPage;
