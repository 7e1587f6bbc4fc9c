// One platform endpoint, written once (ADR 0073): the platform registers it by this entry (server/http/route.ts),
// the web calls it by this entry (app/lib/platform/transport.server.ts), and the OpenAPI document is generated
// from the table of them (contract/routes/index.ts). Paths and methods are the wire's (docs/platform-calls.md).
import type { z, ZodTypeAny } from "zod";

export type Method = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";

/** Who may call it, for the reader of the OpenAPI document (the platform's route enforces it). */
export type Access = "public" | "member" | "operator" | "signed";

export type Endpoint<
  P extends string = string,
  A extends ZodTypeAny | undefined = ZodTypeAny | undefined,
  Q extends ZodTypeAny | undefined = ZodTypeAny | undefined,
  B extends ZodTypeAny | undefined = ZodTypeAny | undefined,
> = {
  /** `<domain>.<call>`: the name the web calls it by and the OpenAPI operationId. */
  name: string;
  method: Method;
  /** Fastify's pattern: `:name` for a path parameter. */
  path: P;
  summary: string;
  access: Access;
  /** The value of the success envelope, where the web reads it (contract/answers). */
  answer?: A;
  /**
   * Inputs the web and the platform share. Most inputs stay with the platform's route, whose limits come from its
   * modules; the OpenAPI document joins them to the entry when the platform registers it.
   */
  query?: Q;
  body?: B;
};

export type AnyEndpoint = Endpoint<string, ZodTypeAny | undefined, ZodTypeAny | undefined, ZodTypeAny | undefined>;

/** The path parameters a pattern names: "/a/:id/b/:part" → { id: string; part: string }. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>;

/** What a call answers: the entry's answer schema's output, or nothing the caller reads. */
export type AnswerOf<E extends AnyEndpoint> =
  E extends Endpoint<string, infer A, ZodTypeAny | undefined, ZodTypeAny | undefined>
    ? A extends ZodTypeAny
      ? z.infer<A>
      : unknown
    : unknown;

/** Declares an entry, keeping its literal path and schemas in its type. */
export function endpoint<
  P extends string,
  A extends ZodTypeAny | undefined = undefined,
  Q extends ZodTypeAny | undefined = undefined,
  B extends ZodTypeAny | undefined = undefined,
>(entry: Endpoint<P, A, Q, B>): Endpoint<P, A, Q, B> {
  return entry;
}

/** Fills a pattern's parameters, each encoded: "/a/:id" with { id: "x y" } → "/a/x%20y". */
export function pathOf(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
