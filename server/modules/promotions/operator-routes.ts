import type { FastifyInstance } from "fastify";
import { count, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/connect.js";
import { requireOperator } from "../../http/operator.js";
import { numericId, page, paging, route } from "../../http/route.js";
import { imageDownloadHeaders } from "../media/index.js";
import { applicationImage, listApplications, reviewApplication } from "./applications.js";
import { drawLuckyDraw, luckyDrawView } from "./draws.js";
import { promotionId } from "./member-routes.js";
import { createPromotion, editPromotion, movePromotion } from "./rules.js";
import { promotionTitles } from "./promotions.js";
import { bonuses, drawEntries, freeRoundSets, promotionEntries, promotions, rebatePayments } from "./schema.js";

// /ops/promotions (X-Operator-Key, audited; docs/platform-calls.md "Promotions"): create, edit (a new rule
// version), pause, resume and end; review applications; and what each promotion has cost.

/** Every promotion with its lifecycle, rule version and cost: bonuses granted, converted, taken back, rebates paid, applications waiting. */
export async function promotionCosts(db: Db) {
  const [rows, granted, rebated, waiting, freeRounds, entries] = await Promise.all([
    db.select().from(promotions).orderBy(promotions.sequence, promotions.id),
    db
      .select({
        promotionId: bonuses.promotionId,
        grants: count(),
        granted: sql<string>`sum(${bonuses.amount})::text`,
        converted: sql<string>`coalesce(sum(${bonuses.amount}) filter (where ${bonuses.state} in ('completed', 'paid')), 0)::text`,
        reversed: sql<string>`coalesce(sum(${bonuses.amount}) filter (where ${bonuses.state} in ('expired', 'forfeited')), 0)::text`,
        wagering: sql<string>`coalesce(sum(${bonuses.amount}) filter (where ${bonuses.state} = 'wagering'), 0)::text`,
      })
      .from(bonuses)
      .groupBy(bonuses.promotionId),
    db
      .select({
        promotionId: rebatePayments.promotionId,
        payments: count(),
        paid: sql<string>`sum(${rebatePayments.amount})::text`,
      })
      .from(rebatePayments)
      .groupBy(rebatePayments.promotionId),
    db
      .select({ promotionId: promotionEntries.promotionId, n: count() })
      .from(promotionEntries)
      .where(eq(promotionEntries.state, "applying"))
      .groupBy(promotionEntries.promotionId),
    db
      .select({ promotionId: freeRoundSets.promotionId, n: count() })
      .from(freeRoundSets)
      .groupBy(freeRoundSets.promotionId),
    db.select({ promotionId: drawEntries.promotionId, n: count() }).from(drawEntries).groupBy(drawEntries.promotionId),
  ]);
  const titles = await promotionTitles(
    db,
    rows.map((p) => p.id),
    "TY",
  );
  return rows.map((p) => {
    const g = granted.find((r) => r.promotionId === p.id);
    const r = rebated.find((x) => x.promotionId === p.id);
    return {
      id: p.id,
      title: titles.get(p.id) ?? p.id,
      category: p.category,
      type: (p.rule?.type as string | undefined) ?? null,
      lifecycle: p.lifecycle,
      ruleVersion: p.ruleVersion,
      startsAt: p.startsAt?.toISOString() ?? null,
      endsAt: p.endsAt?.toISOString() ?? null,
      grants: g?.grants ?? 0,
      granted: g?.granted ?? "0",
      converted: g?.converted ?? "0",
      reversed: g?.reversed ?? "0",
      wagering: g?.wagering ?? "0",
      rebates: r?.payments ?? 0,
      rebated: r?.paid ?? "0",
      applying: waiting.find((w) => w.promotionId === p.id)?.n ?? 0,
      // Claims that are not (yet) bonuses: free-round sets claimed, lucky-draw entries.
      freeRoundSets: freeRounds.find((f) => f.promotionId === p.id)?.n ?? 0,
      drawEntries: entries.find((e) => e.promotionId === p.id)?.n ?? 0,
    };
  });
}

// An ISO instant with its offset ("2026-12-01T00:00:00+07:00"), or null for open-ended.
const date = z
  .string()
  .datetime({ offset: true })
  .transform((text) => new Date(text))
  .nullable();
const title = z.string().trim().min(1).max(120);
const summary = z.string().trim().max(400);
const content = z.string().max(50_000);
// The texts per language (ADR 0062): title, summary, content in TY (the default); titleEn, summaryEn, contentEn in EN.
const fields = {
  category: z.string().regex(/^[a-z0-9_]{1,32}$/, "not a category"),
  title,
  summary,
  content,
  titleEn: title,
  summaryEn: summary,
  contentEn: content,
  startsAt: date,
  endsAt: date,
  sequence: z.number().int().min(0).max(100_000),
  rule: z.record(z.unknown()),
};
/** The operator's promotion as the API and the CLI (on the database) both read it. */
export const created = z.object({
  id: promotionId,
  ...fields,
  title: title.optional(),
  summary: summary.optional(),
  content: content.optional(),
  titleEn: title.optional(),
  summaryEn: summary.optional(),
  contentEn: content.optional(),
  startsAt: date.default(null),
  endsAt: date.default(null),
  sequence: fields.sequence.default(0),
});
export const edited = z.object(fields).partial();
const APPLICATION_STATES = ["applying", "issued", "rejected"] as const;

export async function promotionOperatorRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));
  const { db } = app;

  route(app, { method: "GET", url: "/promotions", handler: () => promotionCosts(db) });
  route(app, {
    method: "POST",
    url: "/promotions",
    body: created,
    handler: ({ body }) => createPromotion(db, body, "api"),
  });
  route(app, {
    method: "PUT",
    url: "/promotions/:id",
    params: z.object({ id: promotionId }),
    body: edited,
    handler: ({ params, body }) => editPromotion(db, params.id, body, "api"),
  });
  route(app, {
    method: "POST",
    url: "/promotions/:id/:move",
    params: z.object({ id: promotionId, move: z.enum(["pause", "resume", "end"]) }),
    handler: ({ params }) => movePromotion(db, params.id, params.move, "api"),
  });
  route(app, {
    method: "POST",
    url: "/promotions/:id/draw",
    params: z.object({ id: promotionId }),
    handler: async ({ params }) => ({
      drawn: await drawLuckyDraw(db, params.id, "api"),
      draw: await luckyDrawView(db, params.id),
    }),
  });
  route(app, {
    method: "GET",
    url: "/promotions/applications",
    query: paging(20, 100).extend({
      state: z.enum(APPLICATION_STATES).optional(),
      promotionId: promotionId.optional(),
    }),
    handler: async ({ query }) => {
      const { list, total } = await listApplications(db, query);
      return page(list, total, query.pageNo, query.pageSize);
    },
  });
  route(app, {
    method: "POST",
    url: "/promotions/applications/:id/:decision",
    params: z.object({ id: numericId(), decision: z.enum(["approve", "reject"]) }),
    body: z.object({ reason: z.string().trim().max(200).optional() }).optional(),
    handler: ({ params, body }) =>
      reviewApplication(db, { id: params.id, decision: params.decision, reason: body?.reason, actor: "api" }),
  });
  app.get("/promotions/applications/:id/images/:position", async (request, reply) => {
    const { id, position } = z
      .object({ id: numericId(), position: z.coerce.number().int().min(1).max(3) })
      .parse(request.params);
    const image = await applicationImage(db, id, position);
    return reply.headers(imageDownloadHeaders(image)).send(image.bytes);
  });
}
