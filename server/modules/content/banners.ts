import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import type { BannerGroup } from "../../../contract/banner-groups.js";
import { forgetReads } from "../../db/read-cache.js";
import { AppError } from "../errors.js";
import { bumpSiteVersion, recordAudit, textsById, type ContentLanguage } from "../system/index.js";
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
    // The artwork drawn in the visitor's language where there is one.
    url: titles.get(b.id)?.imageUrl ?? b.imageUrl,
    title: titles.get(b.id)?.title ?? "",
    linkageType: b.linkageType as Banner["linkageType"],
    link: b.link,
    sequence: b.sequence,
  }));
}

/**
 * The operator writes a banner's title (its image's alternative text) in TY and/or EN (ADR 0062): audited, and
 * the public answers read again (a new site version). NOT_FOUND when there is no such banner.
 */
export async function retitleBanner(
  db: Db,
  id: string,
  titles: Partial<Record<ContentLanguage, string>>,
  source: "api" | "cli",
) {
  const written = await db.transaction(async (tx) => {
    const [banner] = await tx.select({ id: banners.id }).from(banners).where(eq(banners.id, id));
    if (!banner) return null;
    for (const [language, title] of Object.entries(titles) as [ContentLanguage, string][]) {
      await tx
        .insert(bannerTexts)
        .values({ bannerId: id, language, title })
        .onConflictDoUpdate({ target: [bannerTexts.bannerId, bannerTexts.language], set: { title } });
    }
    await recordAudit(tx, { action: "banner.retitle", detail: { source, id, titles } });
    await bumpSiteVersion(tx);
    const texts = await tx.select().from(bannerTexts).where(eq(bannerTexts.bannerId, id));
    return Object.fromEntries(texts.map((t) => [t.language, t.title])) as Partial<Record<ContentLanguage, string>>;
  });
  if (!written) throw new AppError("NOT_FOUND", `there is no banner "${id}"`);
  forgetReads(db);
  return { action: "banner.retitle" as const, id, titles: written };
}
