// What the operator writes for the pages (docs/platform-calls.md "Content"): banners, notices,
// announcements, promotions and the help centre. HTML in them is sanitized by the web before showing.
import { z } from "zod";
import { CLAIM_MODES, PROMOTION_LIFECYCLE, PROMOTION_TYPES } from "../promotions.js";

export const banner = z.object({
  bannerId: z.string(),
  groupName: z.string(),
  url: z.string(),
  title: z.string(),
  linkageType: z.enum(["URL", "PROMOTION", "GAME"]).nullable(),
  link: z.string().nullable(),
  sequence: z.number(),
});

export const notice = z.object({ id: z.string(), title: z.string(), content: z.string() });

export const announcement = z.object({
  id: z.string(),
  type: z.enum(["B", "PL", "PU", "PR", "H"]),
  title: z.string(),
  content: z.string(),
  publishedAt: z.string(),
});

export const promotion = z.object({
  id: z.string(),
  category: z.string(),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  announcementImages: z.array(z.object({ url: z.string(), sequence: z.number() })),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  sequence: z.number(),
  // What it pays (ADR 0046): the terms are the rule of contract/promotions.ts; null when it has none.
  type: z.enum(PROMOTION_TYPES).nullable(),
  claimMode: z.enum(CLAIM_MODES).nullable(),
  lifecycle: z.enum(PROMOTION_LIFECYCLE),
  terms: z.record(z.unknown()).nullable(),
});

export const helpCategory = z.object({
  id: z.string(),
  title: z.string(),
  articles: z.array(z.object({ id: z.string(), title: z.string(), content: z.string() })),
});

export const homeNotice = z.object({
  player: z.array(notice),
  banners: z.array(banner),
  popup: z.array(notice),
  promotion: z.array(promotion),
});

export type Banner = z.infer<typeof banner>;
export type Notice = z.infer<typeof notice>;
export type Announcement = z.infer<typeof announcement>;
export type Promotion = z.infer<typeof promotion>;
export type HelpCategory = z.infer<typeof helpCategory>;
export type HomeNotice = z.infer<typeof homeNotice>;
