import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z, type ZodTypeAny } from "zod";
import { ok } from "./envelope.js";

type Parsed<S> = S extends ZodTypeAny ? z.infer<S> : undefined;

export type RouteSpec<Q, B, P, R> = {
  method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
  url: string;
  query?: Q;
  body?: B;
  params?: P;
  handler: (
    input: { query: Parsed<Q>; body: Parsed<B>; params: Parsed<P> },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<R> | R;
};

/**
 * Registers one call: every input is parsed with zod before the handler runs
 * (a ZodError becomes a 400 VALIDATION envelope in errors.ts) and the handler's
 * result is wrapped in the success envelope.
 */
export function route<
  Q extends ZodTypeAny | undefined,
  B extends ZodTypeAny | undefined,
  P extends ZodTypeAny | undefined,
  R,
>(app: FastifyInstance, spec: RouteSpec<Q, B, P, R>): void {
  app.route({
    method: spec.method,
    url: spec.url,
    handler: async (request, reply) => {
      const input = {
        query: (spec.query ? spec.query.parse(request.query ?? {}) : undefined) as Parsed<Q>,
        body: (spec.body ? spec.body.parse(request.body ?? {}) : undefined) as Parsed<B>,
        params: (spec.params ? spec.params.parse(request.params ?? {}) : undefined) as Parsed<P>,
      };
      const value = await spec.handler(input, request, reply);
      // A handler that answers with its own body (images, files) returns the reply itself.
      if (reply.sent || value === reply) return reply;
      return ok(value);
    },
  });
}

/** Page parameters shared by every paged list (SPEC: pageNo from 1). */
export const paging = (defaultSize: number, maxSize = 100) =>
  z.object({
    pageNo: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  });

export function page<T>(list: T[], total: number, pageNo: number, pageSize: number) {
  return { list, total, pageNo, pageSize, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}
