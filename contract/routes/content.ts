// The content calls of the route table (ADR 0073), as docs/platform-calls.md lists them.
import { z } from "zod";
import { pageOf } from "../answers/common.js";
import { announcement, banner, helpCategory, homeNotice, promotion } from "../answers/content.js";
import { endpoint } from "./endpoint.js";

export const contentEndpoints = {
  banners: endpoint({
    name: "content.banners",
    method: "GET",
    path: "/wps/system/banners",
    summary: "Banners",
    access: "public",
    answer: z.array(banner),
  }),
  homeNotice: endpoint({
    name: "content.homeNotice",
    method: "GET",
    path: "/wps/system/notice/home",
    summary: "Home notice",
    access: "public",
    answer: homeNotice,
  }),
  announcements: endpoint({
    name: "content.announcements",
    method: "GET",
    path: "/wps/relay/MCSFE_getListAnnouncements",
    summary: "Announcements",
    access: "public",
    answer: pageOf(announcement),
  }),
  promotions: endpoint({
    name: "content.promotions",
    method: "GET",
    path: "/wps/promotions",
    summary: "Promotions",
    access: "public",
    answer: pageOf(promotion),
  }),
  helpCenter: endpoint({
    name: "content.helpCenter",
    method: "GET",
    path: "/wps/system/helpCenter",
    summary: "Help center",
    access: "public",
    answer: z.array(helpCategory),
  }),
} as const;
