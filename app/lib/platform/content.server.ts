// What the operator writes for the pages (docs/platform-calls.md "Content").
import { z } from "zod";
import { pageOf, type Page } from "~contract/answers/common";
import { announcement, banner, helpCategory, homeNotice, promotion, type Announcement, type Banner, type HelpCategory, type HomeNotice, type Promotion } from "~contract/answers/content";
import type { PlatformTransport } from "./transport.server";

export const contentCalls = {
  banners(this: PlatformTransport, group: string): Promise<Banner[]> {
    return this.get("/wps/system/banners", z.array(banner), { group });
  },

  homeNotice(this: PlatformTransport): Promise<HomeNotice> {
    return this.get("/wps/system/notice/home", homeNotice);
  },

  announcements(this: PlatformTransport, query: { pageNo: number; pageSize: number; types?: string }): Promise<Page<Announcement>> {
    return this.get("/wps/relay/MCSFE_getListAnnouncements", pageOf(announcement), {
      types: query.types ?? "B,PL,PU,PR",
      platform: "W",
      execution: "B",
      pageNo: query.pageNo,
      pageSize: query.pageSize,
    });
  },

  promotions(this: PlatformTransport, query: { pageNo?: number; pageSize?: number; category?: string } = {}): Promise<Page<Promotion>> {
    return this.get("/wps/promotions", pageOf(promotion), query);
  },

  promotion(this: PlatformTransport, id: string): Promise<Promotion> {
    return this.get(`/wps/promotions/${encodeURIComponent(id)}`, promotion);
  },

  helpCenter(this: PlatformTransport): Promise<HelpCategory[]> {
    return this.get("/wps/system/helpCenter", z.array(helpCategory));
  },
};

export type ContentCalls = typeof contentCalls;
