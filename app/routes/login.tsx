import type { MetaFunction } from "@remix-run/node";
import { HomePage } from "~/components/pages/HomePage";
import { homeLoader } from "~/lib/games/home.server";
import { pageMeta } from "~/lib/i18n/meta";

/**
 * The login landing (SPEC §2.1): the home screen with the login pop-up. With ?token=<login ticket> the
 * pop-up shows whose login the link opens, and only its confirm button (a POST to /auth) logs in — a
 * link alone never switches a browser into another account (ADR 0019).
 */
export const loader = homeLoader;

export const meta: MetaFunction = (args) => pageMeta(args, "auth:loginTitle");
export default HomePage;
