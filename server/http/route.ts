import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z, type ZodTypeAny } from "zod";
import type { AnyEndpoint } from "../../contract/routes/endpoint.js";
import type { MemberAuth, SignedIn } from "./auth.js";
import { ok } from "./envelope.js";
import { refuseNul } from "./nul.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A call's declared inputs, for whoever walks the routes (the fuzz test takes its field names from them). */
    input?: { query?: ZodTypeAny; body?: ZodTypeAny; params?: ZodTypeAny };
    /** The route table's entry it was registered by (ADR 0073): the OpenAPI document joins its inputs to it. */
    endpoint?: AnyEndpoint;
  }
}

type Parsed<S> = S extends ZodTypeAny ? z.infer<S> : undefined;

/** Where a call is: the route table's entry (contract/routes, ADR 0073), or a method and URL of its own. */
type Where =
  | { endpoint: AnyEndpoint; method?: never; url?: never }
  | { endpoint?: never; method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH"; url: string };

export type RouteSpec<Q, B, P, R, A> = Where & {
  query?: Q;
  body?: B;
  params?: P;
  /** The member check, run once the inputs parse (so a malformed call is a 400 whoever sends it). */
  auth?: A;
  handler: (
    input: {
      query: Parsed<Q>;
      body: Parsed<B>;
      params: Parsed<P>;
      signedIn: A extends MemberAuth ? SignedIn : undefined;
    },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<R> | R;
};

/**
 * Registers one call: every input is refused if it holds NUL anywhere, then parsed
 * with zod before the handler runs (either failure is a 400 VALIDATION envelope, see
 * errors.ts), then a route with `auth` asks for a signed-in member (401, or TRIAL_REFUSED for a
 * trial player on a realMember route), and the handler's result is wrapped in the success envelope.
 */
export function route<
  Q extends ZodTypeAny | undefined,
  B extends ZodTypeAny | undefined,
  P extends ZodTypeAny | undefined,
  R,
  A extends MemberAuth | undefined = undefined,
>(app: FastifyInstance, spec: RouteSpec<Q, B, P, R, A>): void {
  const { endpoint } = spec;
  const [method, url] = endpoint ? [endpoint.method, withinPrefix(app, endpoint.path)] : [spec.method, spec.url];
  if (!method || url === undefined) throw new Error("a route names its endpoint, or its method and url");
  app.route({
    method,
    url,
    config: { input: { query: spec.query, body: spec.body, params: spec.params }, endpoint },
    handler: async (request, reply) => {
      refuseNul(request.params, "params");
      refuseNul(request.query, "query");
      refuseNul(request.body, "body");
      const input = {
        query: (spec.query ? spec.query.parse(request.query ?? {}) : undefined) as Parsed<Q>,
        body: (spec.body ? spec.body.parse(request.body ?? {}) : undefined) as Parsed<B>,
        params: (spec.params ? spec.params.parse(request.params ?? {}) : undefined) as Parsed<P>,
        signedIn: (spec.auth
          ? await request.server.authenticate(request, spec.auth)
          : undefined) as A extends MemberAuth ? SignedIn : undefined,
      };
      const value = await spec.handler(input, request, reply);
      // A handler that answers with its own body (images, files) returns the reply itself.
      if (reply.sent || value === reply) return reply;
      if (CHECK_ANSWERS && endpoint?.answer) checkAnswer(endpoint, endpoint.answer, value);
      return ok(value);
    },
  });
}

/** In the suite, every answer is held to its entry's schema, as the web will read it (ADR 0073). */
const CHECK_ANSWERS = process.env.NODE_ENV === "test" || process.env.CHECK_ANSWERS === "1";

/** The answer as it goes on the wire (dates as strings), parsed as the web parses it; a mismatch is a 500. */
function checkAnswer(endpoint: AnyEndpoint, schema: ZodTypeAny, value: unknown): void {
  const checked = schema.safeParse(JSON.parse(JSON.stringify(value ?? null)));
  if (checked.success) return;
  const issue = checked.error.issues[0];
  throw new Error(`${endpoint.name} broke its answer schema: ${issue?.path.join(".")} ${issue?.message}`);
}

/** An entry's full path inside a plugin registered with a prefix (/ops): the part after the prefix. */
function withinPrefix(app: FastifyInstance, path: string): string {
  if (!app.prefix) return path;
  if (!path.startsWith(app.prefix)) throw new Error(`${path} is not under ${app.prefix}`);
  return path.slice(app.prefix.length);
}

/** The largest id an int4 column (serial) holds; a bigserial column's ids are bounded by numericId's default. */
export const INT4_MAX = 2_147_483_647;

/**
 * The one schema for a numeric id in a path (ADR 0058): plain digits, no sign, exponent or leading zero,
 * from 1 to the largest id the column can hold (a JavaScript-safe integer for bigserial, INT4_MAX for
 * serial). Anything else — a 19–21 digit id included — is a 400 VALIDATION before the database is asked,
 * so it can never overflow a query into a 500; an id in bounds that names nothing is the handler's 404.
 */
export const numericId = (max: number = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/, "not an id")
    .transform(Number)
    .pipe(z.number().int().max(max, "not an id"));

/** The last page anyone may ask for: it keeps the offset ((pageNo − 1) × pageSize) within what the database takes. */
export const MAX_PAGE_NO = 10_000;

/** Page parameters shared by every paged list (SPEC: pageNo from 1). */
export const paging = (defaultSize: number, maxSize = 100) =>
  z.object({
    pageNo: z.coerce.number().int().min(1).max(MAX_PAGE_NO).default(1),
    pageSize: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  });

export function page<T>(list: T[], total: number, pageNo: number, pageSize: number) {
  return { list, total, pageNo, pageSize, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}
