import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { fromPlatform, notFound } from "../platform/errors.server";
import { pageParam } from "../shell/paging";
import { PROMOTIONS_PAGE_SIZE, promotionDetail, type PromotionDetail } from "./promotions.server";
import { wps } from "../platform/client.server";

export type PromotionsPageData = { view: "detail"; promotion: PromotionDetail } | { view: "list"; pageNo: number; totalPages: number; promotions: PromotionDetail[] };

async function detail(args: LoaderFunctionArgs, id: string): Promise<PromotionsPageData> {
  if (!id.trim()) notFound();
  const promotion = await fromPlatform(wps(args.request, args.context).promotion(id));
  return { view: "detail", promotion: promotionDetail(promotion) };
}

/** /promotions: the list (each card carries its details for /promotions#{id}), or one by ?id=. */
export async function promotionsLoader(args: LoaderFunctionArgs): Promise<PromotionsPageData> {
  const url = new URL(args.request.url);
  const id = url.searchParams.get("id");
  if (id !== null && url.searchParams.get("modal") !== "announcement") return detail(args, id);
  const page = await fromPlatform(wps(args.request, args.context).promotions({ pageNo: pageParam(url.searchParams.get("pageNo")), pageSize: PROMOTIONS_PAGE_SIZE }));
  return { view: "list", pageNo: page.pageNo, totalPages: page.totalPages, promotions: page.list.map(promotionDetail) };
}

/** /promotions/:id */
export function promotionLoader(args: LoaderFunctionArgs): Promise<PromotionsPageData> {
  return detail(args, args.params.id ?? "");
}

/** /promoDetail?id= — without an id there is nothing to show but the list. */
export function promoDetailLoader(args: LoaderFunctionArgs): Promise<PromotionsPageData> {
  const id = new URL(args.request.url).searchParams.get("id");
  if (!id) throw redirect("/promotions");
  return detail(args, id);
}
