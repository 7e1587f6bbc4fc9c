// SPEC §2.1 /pointMall: the points shop — goods, redeem history, converting points, points rules.
import type { MetaFunction } from "@remix-run/node";
import { PointMallPage } from "~/components/points/PointMallPage";
import { pageMeta } from "~/lib/i18n/meta";

export { pointMallLoader as loader, pointMallAction as action } from "~/lib/points/pointMall.server";
export const meta: MetaFunction = (args) => pageMeta(args, "points:title");
export default PointMallPage;
