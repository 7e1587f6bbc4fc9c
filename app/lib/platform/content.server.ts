// What the operator writes for the pages (docs/platform-calls.md "Content").
import { z } from "zod";
import { pageOf, type Page } from "~contract/answers/common";
import {
  announcement,
  banner,
  helpCategory,
  homeNotice,
  promotion,
  type Announcement,
  type Banner,
  type HelpCategory,
  type HomeNotice,
  type Promotion,
} from "~contract/answers/content";
import type { PlatformTransport } from "./transport.server";

// Answer schemas built once, not per call.
const BANNER_LIST = z.array(banner);
const ANNOUNCEMENT_PAGE = pageOf(announcement);
const PROMOTION_PAGE = pageOf(promotion);
const HELP_CATEGORY_LIST = z.array(helpCategory);

export const contentCalls = {
  banners(this: PlatformTransport, group: string): Promise<Banner[]> {
    return this.get("/wps/system/banners", BANNER_LIST, { group, language: this.language });
  },

  homeNotice(this: PlatformTransport): Promise<HomeNotice> {
    return this.get("/wps/system/notice/home", homeNotice, { language: this.language });
  },

  announcements(
    this: PlatformTransport,
    query: { pageNo: number; pageSize: number; types?: string },
  ): Promise<Page<Announcement>> {
    return this.get("/wps/relay/MCSFE_getListAnnouncements", ANNOUNCEMENT_PAGE, {
      types: query.types ?? "B,PL,PU,PR",
      platform: "W",
      execution: "B",
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      language: this.language,
    });
  },

  promotions(
    this: PlatformTransport,
    query: { pageNo?: number; pageSize?: number; category?: string } = {},
  ): Promise<Page<Promotion>> {
    return this.get("/wps/promotions", PROMOTION_PAGE, { ...query, language: this.language });
  },

  promotion(this: PlatformTransport, id: string): Promise<Promotion> {
    return this.get(`/wps/promotions/${encodeURIComponent(id)}`, promotion, { language: this.language });
  },

  helpCenter(this: PlatformTransport, language: string): Promise<HelpCategory[]> {
    return this.get("/wps/system/helpCenter", HELP_CATEGORY_LIST, { language });
  },
};

export type ContentCalls = typeof contentCalls;
