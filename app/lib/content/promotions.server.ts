// Promotions for the list, the detail and the teasers, with operator HTML sanitized here.
import {
  ruleSchema,
  type ClaimMode,
  type PromotionLifecycle,
  type PromotionRule,
  type PromotionType,
} from "~contract/promotions";
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
  /** What it gives and how it is got (ADR 0046); null for a promotion that only informs. */
  type: PromotionType | null;
  claimMode: ClaimMode | null;
  /** The operator paused it (offered again when resumed) or ended it for good. */
  lifecycle: PromotionLifecycle;
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
    type: promotion.type,
    claimMode: promotion.claimMode,
    lifecycle: promotion.lifecycle,
  };
}

/**
 * The rule the platform pays by (contract/promotions.ts), for the page to state in words; null when the
 * promotion has none, or one this web does not read (then no terms are stated rather than wrong ones).
 */
export function promotionRule(promotion: Promotion): PromotionRule | null {
  if (!promotion.terms) return null;
  const parsed = ruleSchema.safeParse(promotion.terms);
  if (!parsed.success)
    console.error(
      `promotion ${promotion.id}: terms not read: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}`,
    );
  return parsed.success ? parsed.data : null;
}

export const PROMOTIONS_PAGE_SIZE = 20;
