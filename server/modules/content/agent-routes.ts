import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { forgetReads } from "../../db/read-cache.js";
import { AppError } from "../../http/envelope.js";
import { requireOperator } from "../../http/operator.js";
import { page, paging, route } from "../../http/route.js";
import { agentOf } from "../agents/index.js";
import { bumpSiteVersion, recordAudit } from "../system/index.js";
import { AGENT_ANNOUNCEMENT, ANNOUNCEMENT_TYPES, listAnnouncements, publishAnnouncement, withdrawAnnouncement } from "./announcements.js";

// Announcements addressed to agents (SPEC §2.7 agentAnnouncement), and the operator's publishing of every
// kind of announcement: written here, in the content module that owns them.

/** GET /wps/agent/announcements: the agents' announcements, newest first (agents only). */
export function agentAnnouncementRoutes(app: FastifyInstance) {
  route(app, {
    method: "GET",
    url: "/wps/agent/announcements",
    auth: "realMember",
    query: paging(10, 50),
    handler: async ({ query, signedIn }) => {
      agentOf(app.config, signedIn);
      const { list, total } = await listAnnouncements(app.db, [AGENT_ANNOUNCEMENT], query.pageNo, query.pageSize);
      return page(
        list.map(({ id, title, content, publishedAt }) => ({ id, title, content, createdAt: publishedAt })),
        total,
        query.pageNo,
        query.pageSize,
      );
    },
  });
}

/** POST /ops/announcements and DELETE /ops/announcements/:id (audited; the public answers forget their copies). */
export async function announcementOperatorRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));
  route(app, {
    method: "POST",
    url: "/announcements",
    body: z.object({
      type: z.enum([...ANNOUNCEMENT_TYPES, AGENT_ANNOUNCEMENT]),
      title: z.string().trim().min(1).max(200),
      content: z.string().trim().min(1).max(5000),
      // An ISO instant (a scheduled announcement stays hidden until then).
      publishedAt: z
        .string()
        .datetime({ offset: true })
        .transform((value) => new Date(value))
        .optional(),
    }),
    handler: async ({ body }) => {
      const published = await app.db.transaction(async (tx) => {
        const announcement = await publishAnnouncement(tx, body);
        await recordAudit(tx, { action: "announcement.publish", detail: { source: "api", id: announcement.id, type: announcement.type, title: announcement.title } });
        // The web's shared public answers are kept per site version (ADR 0025): a new one makes them read again.
        await bumpSiteVersion(tx);
        return announcement;
      });
      forgetReads(app.db);
      return { action: "announcement.publish", ...published };
    },
  });
  route(app, {
    method: "DELETE",
    url: "/announcements/:id",
    params: z.object({ id: z.string().trim().min(1).max(100) }),
    handler: async ({ params }) => {
      const withdrawn = await app.db.transaction(async (tx) => {
        const gone = await withdrawAnnouncement(tx, params.id);
        if (gone) {
          await recordAudit(tx, { action: "announcement.withdraw", detail: { source: "api", id: params.id } });
          await bumpSiteVersion(tx);
        }
        return gone;
      });
      if (!withdrawn) throw new AppError("NOT_FOUND", `there is no announcement "${params.id}"`);
      forgetReads(app.db);
      return { action: "announcement.withdraw", id: params.id };
    },
  });
}
