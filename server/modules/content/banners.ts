import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import type { BannerGroup } from "../../../contract/banner-groups.js";
import { banners } from "./schema.js";

export type Banner = {
  bannerId: string;
  groupName: string;
  url: string;
  title: string;
  linkageType: "URL" | "PROMOTION" | "GAME" | null;
  link: string | null;
  sequence: number;
};

export async function bannersOfGroup(db: Db, group: BannerGroup): Promise<Banner[]> {
  const rows = await db
    .select()
    .from(banners)
    .where(and(eq(banners.groupName, group), eq(banners.enabled, true)))
    .orderBy(asc(banners.sequence), asc(banners.id));
  return rows.map((b) => ({
    bannerId: b.id,
    groupName: b.groupName,
    url: b.imageUrl,
    title: b.title,
    linkageType: b.linkageType as Banner["linkageType"],
    link: b.link,
    sequence: b.sequence,
  }));
}
