// What the operator writes for the pages (docs/platform-calls.md "Content").
import type { Page } from "~contract/answers/common";
import {
  promotion,
  type Announcement,
  type Banner,
  type HelpCategory,
  type HomeNotice,
  type Promotion,
} from "~contract/answers/content";
import { contentEndpoints as api } from "~contract/routes/content";
import type { PlatformTransport } from "./transport.server";

export const contentCalls = {
  banners(this: PlatformTransport, group: string): Promise<Banner[]> {
    return this.call(api.banners, { query: { group, language: this.language } });
  },

  homeNotice(this: PlatformTransport): Promise<HomeNotice> {
    return this.call(api.homeNotice, { query: { language: this.language } });
  },

  announcements(
    this: PlatformTransport,
    query: { pageNo: number; pageSize: number; types?: string },
  ): Promise<Page<Announcement>> {
    return this.call(api.announcements, {
      query: {
        types: query.types ?? "B,PL,PU,PR",
        platform: "W",
        execution: "B",
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        language: this.language,
      },
    });
  },

  promotions(
    this: PlatformTransport,
    query: { pageNo?: number; pageSize?: number; category?: string } = {},
  ): Promise<Page<Promotion>> {
    return this.call(api.promotions, { query: { ...query, language: this.language } });
  },

  promotion(this: PlatformTransport, id: string): Promise<Promotion> {
    return this.get(`/wps/promotions/${encodeURIComponent(id)}`, promotion, { language: this.language });
  },

  helpCenter(this: PlatformTransport, language: string): Promise<HelpCategory[]> {
    return this.call(api.helpCenter, { query: { language } });
  },
};

export type ContentCalls = typeof contentCalls;
