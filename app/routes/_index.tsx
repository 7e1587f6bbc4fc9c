import type { MetaFunction } from "@remix-run/node";
import { HomePage } from "~/components/pages/HomePage";
import { pageMeta } from "~/lib/meta";

export { homeLoader as loader } from "~/lib/home.server";
export const meta: MetaFunction = (args) => pageMeta(args, "home:metaTitle");
export default HomePage;
