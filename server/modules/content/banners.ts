import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import type { BannerGroup } from "../../../contract/banner-groups.js";
import { textsById, type ContentLanguage } from "../system/index.js";
import { banners, bannerTexts } from "./schema.js";

export type Banner = {
  bannerId: string;
  groupName: string;
  url: string;
  title: string;
  linkageType: "URL" | "PROMOTION" | "GAME" | null;
  link: string | null;
  sequence: number;
};

/** The group's banners in order, each titled in `language` (or in the other language when that one is missing). */
export async function bannersOfGroup(db: Db, group: BannerGroup, language: ContentLanguage): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.groupName, group), eq(banners.enabled, true)))
    .orderBy(asc(banners.sequence), asc(banners.id));
  const texts = rows.length
    ? await db
        .select()
        .from(bannerTexts)
        .where(
          inArray(
            bannerTexts.bannerId,
            rows.map((b) => b.id),
          ),
        )
    : [];
  const titles = textsById(texts, (t) => t.bannerId, language);
  return rows.map((b) => ({
    bannerId: b.id,
    groupName: b.groupName,
    url: b.imageUrl,
    title: titles.get(b.id)?.title ?? "",
    linkageType: b.linkageType as Banner["linkageType"],
    link: b.link,
    sequence: b.sequence,
  }));
}
