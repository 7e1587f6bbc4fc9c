import type { MetaFunction } from "@remix-run/node";
import { PromotionsPage } from "~/components/pages/PromotionsPage";
import { pageMeta } from "~/lib/i18n/meta";
import type { PromotionsPageData } from "~/lib/content/promotionPages.server";

export { promotionsLoader as loader } from "~/lib/content/promotionPages.server";
// Join, claim and apply (SPEC §4): a member's step posts here and comes back to this page.
export { promotionPageAction as action } from "~/lib/promotions/actions.server";
export const meta: MetaFunction = (args) => {
  const data = args.data as PromotionsPageData | undefined;
  return pageMeta(args, "promotions:title", data?.view === "detail" ? data.promotion.title : undefined);
};
export default PromotionsPage;
