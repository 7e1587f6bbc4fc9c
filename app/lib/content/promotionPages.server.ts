import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { takeNotice, type Notice } from "~/lib/forms/notice.server";
import { fromPlatform, notFound } from "../platform/errors.server";
import {
  PlatformError,
  PlatformUnreachableError,
  wps,
  type FreeRounds,
  type LuckyDraw,
  type MemberPromotion,
  type Promotion,
} from "../platform/client.server";
import { getSession } from "../session/session.server";
import { pageParam } from "../shell/paging";
import type { PromotionRule } from "~contract/promotions";
import { PROMOTIONS_PAGE_SIZE, promotionDetail, promotionRule, type PromotionDetail } from "./promotions.server";

/**
 * Who is looking (SPEC §4, §6): a visitor is asked to log in and a trial member gets the warning; a member sees
 * the status and the button of each promotion (null when the platform could not say, the page still shows).
 */
export type Standing =
  { viewer: "visitor" } | { viewer: "trial" } | { viewer: "member"; statuses: Record<string, MemberPromotion> | null };

/**
 * A promotion's own panel (ADR 0047): the member's free rounds (null before the claim), or the draw as the viewer
 * may see it; `failed` when the platform could not say (the page still shows). Null for the other types.
 */
export type PromotionPlay =
  | { kind: "freeRounds"; freeRounds: FreeRounds | null }
  | { kind: "luckyDraw"; draw: LuckyDraw }
  | { kind: "failed"; of: "freeRounds" | "luckyDraw" }
  | null;

export type PromotionsPageData = { standing: Standing; notice: Notice | null } & (
  | { view: "detail"; promotion: PromotionDetail; rule: PromotionRule | null; applying: boolean; play: PromotionPlay }
  | {
      view: "list";
      pageNo: number;
      totalPages: number;
      promotions: PromotionDetail[];
      category: string | null;
      categories: string[];
    }
);

/** The platform's own rule for a category filter (GET /wps/promotions). */
const CATEGORY = /^[a-z0-9_]{1,32}$/;

async function standingOf({ request, context }: LoaderFunctionArgs): Promise<Standing> {
  const session = await getSession(request);
  const member = session.get("member");
  const token = session.get("token");
  if (!member || !token) return { viewer: "visitor" };
  if (member.isTrial) return { viewer: "trial" };
  try {
    const list = await wps(request, context).memberPromotions(token);
    return { viewer: "member", statuses: Object.fromEntries(list.map((entry) => [entry.promotionId, entry])) };
  } catch (error) {
    if (!(error instanceof PlatformError || error instanceof PlatformUnreachableError)) throw error;
    console.error(`member promotions: ${error.message}`);
    return { viewer: "member", statuses: null };
  }
}

/**
 * Free rounds are the member's own (a visitor or trial member has none to show); a draw is public, with the
 * member's entry for a member. Asked once the promotion says its type.
 */
async function playOf({ request, context }: LoaderFunctionArgs, promotion: Promotion): Promise<PromotionPlay> {
  const kind = promotion.type;
  if (kind !== "freeRounds" && kind !== "luckyDraw") return null;
  const session = await getSession(request);
  const token = session.get("member")?.isTrial === false ? session.get("token") : undefined;
  const client = wps(request, context);
  try {
    if (kind === "luckyDraw")
      return {
        kind,
        draw: await (token ? client.memberLuckyDraw(token, promotion.id) : client.luckyDraw(promotion.id)),
      };
    return token ? { kind, freeRounds: await client.freeRounds(token, promotion.id) } : null;
  } catch (error) {
    if (!(error instanceof PlatformError || error instanceof PlatformUnreachableError)) throw error;
    console.error(`promotion ${promotion.id} ${kind}: ${error.message}`);
    return { kind: "failed", of: kind };
  }
}

async function detail(args: LoaderFunctionArgs, id: string) {
  if (!id.trim()) notFound();
  const asked = fromPlatform(wps(args.request, args.context).promotion(id));
  const [promotion, play, standing, { notice, headers }] = await Promise.all([
    asked,
    asked.then((promotion) => playOf(args, promotion)),
    standingOf(args),
    takeNotice(args.request),
  ]);
  const applying = new URL(args.request.url).searchParams.get("apply") === "1";
  return data<PromotionsPageData>(
    {
      view: "detail",
      promotion: promotionDetail(promotion),
      rule: promotionRule(promotion),
      applying,
      play,
      standing,
      notice,
    },
    { headers },
  );
}

/**
 * /promotions: the list, filtered by ?category= (each card carries its details for /promotions#{id}), or one by
 * ?id=. The filter's choices are the categories of the unfiltered first page, which is the list itself when no
 * filter is chosen (no extra call for the page every visitor opens).
 */
export async function promotionsLoader(args: LoaderFunctionArgs) {
  const url = new URL(args.request.url);
  const id = url.searchParams.get("id");
  if (id !== null && url.searchParams.get("modal") !== "announcement") return detail(args, id);
  const client = wps(args.request, args.context);
  const asked = url.searchParams.get("category");
  const category = asked && CATEGORY.test(asked) ? asked : null;
  const pageNo = pageParam(url.searchParams.get("pageNo"));
  const unfiltered = () => client.promotions({ pageNo: 1, pageSize: PROMOTIONS_PAGE_SIZE });
  const [page, first, standing, { notice, headers }] = await Promise.all([
    fromPlatform(client.promotions({ pageNo, pageSize: PROMOTIONS_PAGE_SIZE, category: category ?? undefined })),
    category || pageNo > 1 ? fromPlatform(unfiltered()) : null,
    standingOf(args),
    takeNotice(args.request),
  ]);
  const categories = [
    ...new Set([...(first ?? page).list.map((promotion) => promotion.category), ...(category ? [category] : [])]),
  ];
  return data<PromotionsPageData>(
    {
      view: "list",
      pageNo: page.pageNo,
      totalPages: page.totalPages,
      promotions: page.list.map(promotionDetail),
      category,
      categories,
      standing,
      notice,
    },
    { headers },
  );
}

/** /promotions/:id */
export function promotionLoader(args: LoaderFunctionArgs) {
  return detail(args, args.params.id ?? "");
}

/** /promoDetail?id= — without an id there is nothing to show but the list. */
export function promoDetailLoader(args: LoaderFunctionArgs) {
  const id = new URL(args.request.url).searchParams.get("id");
  if (!id) throw redirect("/promotions");
  return detail(args, id);
}
