import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { forgetReads } from "../../db/read-cache.js";
import { AppError } from "../errors.js";
import { requireOperator } from "../../http/operator.js";
import { page, paging, route } from "../../http/route.js";
import { agentOf } from "../agents/index.js";
import { bumpSiteVersion, languageQuery, recordAudit } from "../system/index.js";
import type { Db } from "../../db/connect.js";
import { retitleBanner } from "./banners.js";
import {
  AGENT_ANNOUNCEMENT,
  ANNOUNCEMENT_TYPES,
  listAnnouncements,
  publishAnnouncement,
  withdrawAnnouncement,
  type AnnouncementTexts,
  type AnnouncementType,
} from "./announcements.js";
import { agentEndpoints } from "../../../contract/routes/agents.js";

// Announcements addressed to agents (SPEC §2.7 agentAnnouncement), and the operator's publishing of every
// kind of announcement: written here, in the content module that owns them.

/** The operator publishes an announcement: audited, and the public answers read again (a new site version). */
export async function publishAudited(
  db: Db,
  input: { type: AnnouncementType; texts: AnnouncementTexts; publishedAt?: Date },
  source: "api" | "cli",
) {
  if (!input.texts.TY && !input.texts.EN)
    throw new AppError("VALIDATION", "an announcement needs a title and a text in TY or EN");
  const published = await db.transaction(async (tx) => {
    const announcement = await publishAnnouncement(tx, input);
    await recordAudit(tx, {
      action: "announcement.publish",
      detail: {
        source,
        id: announcement.id,
        type: announcement.type,
        title: announcement.title,
        languages: announcement.languages,
      },
    });
    // The web's shared public answers are kept per site version (ADR 0025): a new one makes them read again.
    await bumpSiteVersion(tx);
    return announcement;
  });
  forgetReads(db);
  return { action: "announcement.publish" as const, ...published };
}

/** The operator withdraws an announcement (NOT_FOUND when there is none): audited, a new site version. */
export async function withdrawAudited(db: Db, id: string, source: "api" | "cli") {
  const withdrawn = await db.transaction(async (tx) => {
    const gone = await withdrawAnnouncement(tx, id);
    if (gone) {
      await recordAudit(tx, { action: "announcement.withdraw", detail: { source, id } });
      await bumpSiteVersion(tx);
    }
    return gone;
  });
  if (!withdrawn) throw new AppError("NOT_FOUND", `there is no announcement "${id}"`);
  forgetReads(db);
  return { action: "announcement.withdraw" as const, id };
}

/** GET /wps/agent/announcements: the agents' announcements, newest first (agents only). */
export function agentAnnouncementRoutes(app: FastifyInstance) {
  route(app, {
    endpoint: agentEndpoints.agentAnnouncements,
    auth: "realMember",
    query: paging(10, 50).extend({ language: languageQuery }),
    handler: async ({ query, signedIn }) => {
      agentOf(app.config, signedIn);
      const { list, total } = await listAnnouncements(
        app.db,
        [AGENT_ANNOUNCEMENT],
        query.pageNo,
        query.pageSize,
        query.language,
      );
      return page(
        list.map(({ id, title, content, publishedAt }) => ({ id, title, content, createdAt: publishedAt })),
        total,
        query.pageNo,
        query.pageSize,
      );
    },
  });
}

const title = z.string().trim().min(1).max(200);
const content = z.string().trim().min(1).max(5000);

/**
 * The operator's texts of an announcement: `title` and `content` in TY (the site's default language),
 * `titleEn` and `contentEn` in EN; a language is written whole or left out, and one at least is written.
 */
export const announcementTextsBody = z
  .object({
    title: title.optional(),
    content: content.optional(),
    titleEn: title.optional(),
    contentEn: content.optional(),
  })
  .superRefine((b, ctx) => {
    if ((b.title === undefined) !== (b.content === undefined))
      ctx.addIssue({
        code: "custom",
        path: [b.title === undefined ? "title" : "content"],
        message: "the TY title and content go together",
      });
    if ((b.titleEn === undefined) !== (b.contentEn === undefined))
      ctx.addIssue({
        code: "custom",
        path: [b.titleEn === undefined ? "titleEn" : "contentEn"],
        message: "the EN title and content go together",
      });
    if (b.title === undefined && b.titleEn === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["title"],
        message: "a title and content in TY or EN (titleEn, contentEn)",
      });
  });

/** The texts per language from the operator's flat fields. */
export function announcementTextsOf(b: {
  title?: string;
  content?: string;
  titleEn?: string;
  contentEn?: string;
}): AnnouncementTexts {
  return {
    ...(b.title !== undefined && b.content !== undefined ? { TY: { title: b.title, content: b.content } } : {}),
    ...(b.titleEn !== undefined && b.contentEn !== undefined ? { EN: { title: b.titleEn, content: b.contentEn } } : {}),
  };
}

/** POST /ops/announcements, DELETE /ops/announcements/:id and PUT /ops/banners/:id (audited; the public answers forget their copies). */
export async function announcementOperatorRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));
  route(app, {
    method: "POST",
    url: "/announcements",
    body: z
      .object({
        type: z.enum([...ANNOUNCEMENT_TYPES, AGENT_ANNOUNCEMENT]),
        // An ISO instant (a scheduled announcement stays hidden until then).
        publishedAt: z
          .string()
          .datetime({ offset: true })
          .transform((value) => new Date(value))
          .optional(),
      })
      .and(announcementTextsBody),
    handler: ({ body }) =>
      publishAudited(
        app.db,
        { type: body.type, publishedAt: body.publishedAt, texts: announcementTextsOf(body) },
        "api",
      ),
  });
  route(app, {
    method: "DELETE",
    url: "/announcements/:id",
    params: z.object({ id: z.string().trim().min(1).max(100) }),
    handler: ({ params }) => withdrawAudited(app.db, params.id, "api"),
  });
  route(app, {
    method: "PUT",
    url: "/banners/:id",
    params: z.object({ id: z.string().trim().min(1).max(100) }),
    // The banner's title, its image's alternative text: `title` in TY, `titleEn` in EN, one at least (ADR 0062).
    body: z
      .object({
        title: z.string().trim().min(1).max(200).optional(),
        titleEn: z.string().trim().min(1).max(200).optional(),
      })
      .refine((b) => b.title !== undefined || b.titleEn !== undefined, {
        message: "a title in TY (title) or EN (titleEn)",
        path: ["title"],
      }),
    handler: ({ params, body }) =>
      retitleBanner(
        app.db,
        params.id,
        { ...(body.title ? { TY: body.title } : {}), ...(body.titleEn ? { EN: body.titleEn } : {}) },
        "api",
      ),
  });
}
