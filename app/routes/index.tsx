import type { MetaFunction } from "@remix-run/node";
import { HomePage } from "~/components/pages/HomePage";
import { pageMeta } from "~/lib/i18n/meta";

export { homeLoader as loader } from "~/lib/games/home.server";
export const meta: MetaFunction = (args) => pageMeta(args, "home:metaTitle");
export default HomePage;
