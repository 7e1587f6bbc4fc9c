// Promotions for the list, the detail and the teasers, with operator HTML sanitized here.
import { sanitizeContent } from "../security/sanitize.server";
import type { Promotion } from "../platform/client.server";

export type PromotionCard = { id: string; title: string; summary: string; image: string | null };
export type PromotionDetail = PromotionCard & {
  category: string;
  images: string[];
  html: string;
  startsAt: string | null;
  endsAt: string | null;
  /** Listed before it starts (docs/platform-calls.md): shown as coming soon. */
  upcoming: boolean;
};

function images(promotion: Promotion): string[] {
  return [...promotion.announcementImages].sort((a, b) => a.sequence - b.sequence).map((image) => image.url);
}

export function promotionCard(promotion: Promotion): PromotionCard {
  return { id: promotion.id, title: promotion.title, summary: promotion.summary, image: images(promotion)[0] ?? null };
}

export function promotionDetail(promotion: Promotion): PromotionDetail {
  return {
    ...promotionCard(promotion),
    category: promotion.category,
    images: images(promotion),
    html: sanitizeContent(promotion.content),
    startsAt: promotion.startsAt,
    endsAt: promotion.endsAt,
    upcoming: promotion.startsAt !== null && Date.parse(promotion.startsAt) > Date.now(),
  };
}

export const PROMOTIONS_PAGE_SIZE = 20;
