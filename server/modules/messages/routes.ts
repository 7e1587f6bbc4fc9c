import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireOperator } from "../../http/operator.js";
import { page, paging, route } from "../../http/route.js";
import { imageDownloadHeaders, imageFormRoute } from "../media/index.js";
import {
  answerFeedback,
  ANSWER_MAX,
  FEEDBACK_CONTENT,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_STATES,
  feedbackImage,
  memberFeedback,
  operatorFeedback,
  QUESTION_TYPES,
  submitFeedback,
} from "./feedback.js";
import {
  AUDIENCES,
  markRead,
  memberMessages,
  operatorMessages,
  readerOf,
  sendOperatorMessage,
  unreadCount,
} from "./messages.js";
import { messageEndpoints } from "../../../contract/routes/messages.js";

// Platform information and feedback (docs/platform-calls.md "Messages and feedback"): the member's
// side under /wps, the operator's under /ops.

export function messageRoutes(app: FastifyInstance) {
  const { db, config } = app;

  // SPEC §4: a trial player loads no unread messages; realMember refuses the call.
  route(app, {
    endpoint: messageEndpoints.unread,
    auth: "realMember",
    handler: async ({ signedIn: { member } }) => ({ count: await unreadCount(db, readerOf(config, member)) }),
  });

  route(app, {
    endpoint: messageEndpoints.list,
    query: paging(10, 50),
    auth: "realMember",
    handler: async ({ query, signedIn: { member } }) => {
      const { list, total } = await memberMessages(db, readerOf(config, member), query.pageNo, query.pageSize);
      return page(list, total, query.pageNo, query.pageSize);
    },
  });

  route(app, {
    endpoint: messageEndpoints.read,
    params: z.object({ id: z.string().uuid() }),
    auth: "realMember",
    handler: ({ params, signedIn: { member } }) => markRead(db, readerOf(config, member), params.id),
  });

  route(app, {
    endpoint: messageEndpoints.feedbackList,
    query: paging(10, 50),
    auth: "realMember",
    handler: async ({ query, signedIn: { member } }) => {
      const { list, total } = await memberFeedback(db, member.id, query.pageNo, query.pageSize);
      return page(list, total, query.pageNo, query.pageSize);
    },
  });
}

const feedbackFields = z.object({
  questionType: z.enum(QUESTION_TYPES),
  content: z.string().trim().min(FEEDBACK_CONTENT.min).max(FEEDBACK_CONTENT.max),
});

/** In its own scope (multipart and the larger body limit): the member's feedback with up to three pictures. */
export const feedbackRoutes = imageFormRoute({
  method: "PUT",
  url: "/wps/feedback",
  fields: feedbackFields,
  maxImages: FEEDBACK_IMAGES_MAX,
  handle: (app, { member }, _params, input) => submitFeedback(app.db, member.id, input),
});

/** /ops/messages and /ops/feedback: the operator writes, reads feedback and answers it (X-Operator-Key, audited). */
export async function messageOperatorRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));

  route(app, {
    method: "POST",
    url: "/messages",
    body: z.object({
      audience: z.enum(AUDIENCES),
      vipLevel: z.number().int().min(0).max(100).optional(),
      usernames: z.array(z.string().trim().min(1).max(40)).max(1000).optional(),
      title: z.string().trim().min(1).max(120),
      body: z.string().trim().min(1).max(4000),
      // An offer or promotion: skips members under a time-out or self-exclusion (ADR 0034).
      marketing: z.boolean().optional(),
    }),
    handler: ({ body }) => sendOperatorMessage(app.db, { ...body, source: "api" }),
  });

  route(app, { method: "GET", url: "/messages", handler: () => operatorMessages(app.db) });

  route(app, {
    method: "GET",
    url: "/feedback",
    query: z.object({ state: z.enum(FEEDBACK_STATES).optional() }),
    handler: ({ query }) => operatorFeedback(app.db, query.state),
  });

  route(app, {
    method: "POST",
    url: "/feedback/:id/answer",
    params: z.object({ id: z.string().uuid() }),
    body: z.object({ answer: z.string().trim().min(1).max(ANSWER_MAX) }),
    handler: ({ params, body }) => answerFeedback(app.db, { id: params.id, answer: body.answer, source: "api" }),
  });

  app.get("/feedback/:id/images/:position", async (request, reply) => {
    const { id, position } = z
      .object({ id: z.string().uuid(), position: z.coerce.number().int().min(1).max(FEEDBACK_IMAGES_MAX) })
      .parse(request.params);
    const image = await feedbackImage(app.db, id, position);
    return reply.headers(imageDownloadHeaders(image)).send(image.bytes);
  });
}
