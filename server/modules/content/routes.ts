import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { readThrough } from "../../db/read-cache.js";
import { page, paging, route } from "../../http/route.js";
import { listPromotions } from "../promotions/index.js";
import { ANNOUNCEMENT_TYPES, latestNotices, listAnnouncements, type AnnouncementType } from "./announcements.js";
import { BANNER_GROUPS } from "../../../contract/banner-groups.js";
import { bannersOfGroup } from "./banners.js";
import { HELP_LANGUAGES, helpCentre } from "./help.js";
import { languageQuery, type ContentLanguage } from "../system/index.js";
import { contentEndpoints } from "../../../contract/routes/content.js";

const announcementTypes = z
  .string()
  .default("B,PL,PU,PR")
  .transform((v) => [...new Set(v.split(",").map((t) => t.trim()))])
  .pipe(z.array(z.enum(ANNOUNCEMENT_TYPES)).min(1).max(ANNOUNCEMENT_TYPES.length));

// How much of each kind the home notice carries: a ticker, a few pop-ups, the side-menu promotions.
const HOME_PLAYER_NOTICES = 10;
const HOME_POPUPS = 3;
const HOME_PROMOTIONS = 10;

export function contentRoutes(app: FastifyInstance) {
  route(app, {
    endpoint: contentEndpoints.banners,
    // The visitor's language (TY by default), as the help centre reads it; the texts fall back to the other one.
    query: z.object({ group: z.enum(BANNER_GROUPS), language: languageQuery }),
    handler: ({ query }) =>
      readThrough(app.db, `banners:${query.group}:${query.language}`, () =>
        bannersOfGroup(app.db, query.group, query.language),
      ),
  });

  route(app, {
    endpoint: contentEndpoints.homeNotice,
    query: z.object({ language: languageQuery }),
    handler: ({ query }) => readThrough(app.db, `notice-home:${query.language}`, () => homeNotice(query.language)),
  });

  async function homeNotice(language: ContentLanguage) {
    const [player, banners, popup, promotion] = await Promise.all([
      latestNotices(app.db, "PL", HOME_PLAYER_NOTICES, language),
      bannersOfGroup(app.db, "w_home", language),
      latestNotices(app.db, "PU", HOME_POPUPS, language),
      listPromotions(app.db, { pageNo: 1, pageSize: HOME_PROMOTIONS, language }),
    ]);
    return { player, banners, popup, promotion: promotion.list };
  }

  route(app, {
    endpoint: contentEndpoints.announcements,
    query: paging(9, 50).extend({
      types: announcementTypes,
      // The web asks for desktop-web (W) announcements before login (execution B), the only ones published so far.
      platform: z.literal("W").default("W"),
      execution: z.literal("B").default("B"),
      language: languageQuery,
    }),
    handler: ({ query }) =>
      readThrough(
        app.db,
        `announcements:${query.types.join(",")}:${query.pageNo}:${query.pageSize}:${query.language}`,
        async () => {
          const { list, total } = await listAnnouncements(
            app.db,
            query.types as AnnouncementType[],
            query.pageNo,
            query.pageSize,
            query.language,
          );
          return page(list, total, query.pageNo, query.pageSize);
        },
      ),
  });

  route(app, {
    endpoint: contentEndpoints.helpCenter,
    // The visitor's language (TY by default, DESIGN §4); any other code reads as the default.
    query: z.object({ language: z.string().max(8).optional() }),
    handler: ({ query }) => {
      const language = HELP_LANGUAGES.find((code) => code === query.language?.toUpperCase()) ?? "TY";
      return readThrough(app.db, `help-centre:${language}`, () => helpCentre(app.db, language));
    },
  });
}
