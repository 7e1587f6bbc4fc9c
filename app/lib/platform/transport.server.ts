// How every platform call travels (DESIGN §2, docs/platform-calls.md): the visitor's address and
// language go with it, the envelope is unwrapped and the value checked against the contract's zod
// schema. The calls themselves live in one file per area; client.server.ts puts them together.
import { Agent, request as send } from "undici";
import { z } from "zod";
import { envelope } from "~contract/answers/common";
import { pathOf, type AnswerOf, type AnyEndpoint, type PathParams } from "~contract/routes/endpoint";
import { readWebEnv } from "../config/env.server";
import { PlatformError, PlatformUnreachableError } from "./failures.server";
export { PlatformError, PlatformUnreachableError } from "./failures.server";
import { PublicCache } from "./public-cache.server";
import { currentSiteVersion } from "./site-version.server";
import { chargeVisitor } from "./visitor-budget.server";

const TIMEOUT_MS = 5000;
const baseUrl = readWebEnv().wpsUrl;

// One pool of kept-alive connections to the platform for the whole process (ADR 0025): a page's calls
// reuse sockets instead of opening one each.
const platformAgent = new Agent({
  keepAliveTimeout: 30_000,
  keepAliveMaxTimeout: 60_000,
  connections: 128,
  headersTimeout: TIMEOUT_MS,
  bodyTimeout: TIMEOUT_MS,
});

/**
 * The platform's answers every visitor of the merchant gets alike (ADR 0025): asked without a session
 * token, they are kept per site version in PUBLIC_CACHE. The status depends on the visitor's address
 * (region rules), so its key carries the address.
 */
const PUBLIC_PATHS = new Set([
  "/wps/system/status",
  "/wps/system/whitelabel",
  "/wps/system/setting/register",
  "/wps/system/domainRoute",
  "/wps/system/customerService",
  "/wps/system/countries",
  "/wps/system/banners",
  "/wps/system/notice/home",
  "/wps/system/helpCenter",
  "/wps/relay/MCSFE_getListAnnouncements",
  "/wps/promotions",
  "/wps/relay/GCSGAME_newGameVendor",
  "/wps/game/list",
  "/wps/game/categories",
  "/wps/v2/deposit/methods",
  "/wps/social/providers",
  "/wps/points/rules",
  "/wps/points/goods",
  "/wps/vip/levels",
  "/wps/relay/ODSFE2_getWinnerBoard",
]);
/** One promotion's page (/wps/promotions/<id>) is public like the list. */
const PUBLIC_PREFIXES = ["/wps/promotions/"];
const isPublic = (path: string) => PUBLIC_PATHS.has(path) || PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix));
const BY_ADDRESS = new Set(["/wps/system/status"]);

/** A call's query string, its undefined parameters left out: the URL sent and the cache key alike. */
function searchOf(query: Query): string {
  return new URLSearchParams(
    Object.entries(query).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  ).toString();
}
const PUBLIC_CACHE = new PublicCache();

export type Query = Record<string, string | number | undefined>;

/** `language`: the site language the visitor reads (TY or EN), sent as `language` where the platform answers with content texts. */
export type VisitorHeaders = { clientIp: string; acceptLanguage: string | null; language?: string };

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** `background`: a cache refresh the request does not wait for, so not one of the request's round trips. */
export type CallOptions = {
  query?: Query;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  background?: boolean;
};

/** A call by its route table entry (ADR 0073): the path's parameters, the query and body, the member's token. */
export type EndpointInput<E extends AnyEndpoint> = (keyof PathParams<E["path"]> extends never
  ? { params?: undefined }
  : { params: PathParams<E["path"]> }) & {
  query?: E["query"] extends z.ZodTypeAny ? z.input<E["query"]> & Query : Query;
  body?: E["body"] extends z.ZodTypeAny ? z.input<E["body"]> : unknown;
  token?: string;
  headers?: Record<string, string>;
};

/** What a sealer asks of the client: the platform's current public key. */
export type KeySource = { encryptionKey(): Promise<{ kid: string; jwk: unknown }> };

/** Seals an encrypted call's payload (jwe.server.ts); given the key it was asked to use. */
export type Sealer = (client: KeySource, payload: Record<string, unknown>) => Promise<{ jwe: string }>;

export class PlatformTransport {
  /** Round trips this request made to the platform, and answers it took from the public cache. */
  readonly calls = { platform: 0, cached: 0 };

  constructor(
    private readonly visitor: VisitorHeaders,
    private readonly base: string = baseUrl,
  ) {}

  /**
   * The site language the visitor reads: the calls whose answers carry what the operator wrote (announcements,
   * banners, promotions) send it as the `language` parameter, as the help centre does (ADR 0062).
   */
  get language(): string {
    return this.visitor.language ?? "TY";
  }

  /** A GET with query parameters and, for a member's call, the session token. */
  get<T extends z.ZodTypeAny>(path: string, schema: T, query: Query = {}, token?: string): Promise<z.infer<T>> {
    const version = token || !isPublic(path) ? null : currentSiteVersion();
    if (!version) return this.send("GET", path, schema, { query, token });
    const key = `${BY_ADDRESS.has(path) ? this.visitor.clientIp : ""} ${path}?${searchOf(query)}`;
    const answer = PUBLIC_CACHE.get(key, version.version, (background) =>
      this.send("GET", path, schema, { query, background }),
    );
    if (!answer.hit) return answer.value as Promise<z.infer<T>>;
    this.calls.cached++;
    // An answer the platform does not see still costs the visitor what the platform would charge.
    return chargeVisitor(this.visitor.clientIp, 1, version.visitorBudgetPerMinute).then(
      () => answer.value as Promise<z.infer<T>>,
    );
  }

  /**
   * A call by its entry in the route table (contract/routes): its method and path, the answer checked against its
   * schema; a GET goes through get() and so the public cache. Or, as before the table, by method, path and schema.
   */
  call<E extends AnyEndpoint>(
    entry: E,
    ...input: Record<never, never> extends EndpointInput<E> ? [EndpointInput<E>?] : [EndpointInput<E>]
  ): Promise<AnswerOf<E>>;
  call<T extends z.ZodTypeAny>(method: Method, path: string, schema: T, options?: CallOptions): Promise<z.infer<T>>;
  call(first: AnyEndpoint | Method, ...rest: unknown[]): Promise<unknown> {
    if (typeof first === "string") {
      const [path, schema, options] = rest as [string, z.ZodTypeAny, CallOptions | undefined];
      return this.send(first, path, schema, options);
    }
    const input = (rest[0] ?? {}) as EndpointInput<AnyEndpoint> & { params?: Record<string, string | number> };
    const path = pathOf(first.path, input.params);
    const schema = first.answer ?? z.unknown();
    if (first.method === "PATCH") throw new Error(`${first.name}: the web sends no PATCH`);
    if (first.method === "GET" && !input.headers) return this.get(path, schema, input.query, input.token);
    return this.send(first.method, path, schema, {
      query: input.query,
      body: input.body,
      token: input.token,
      headers: input.headers,
    });
  }

  private async send<T extends z.ZodTypeAny>(
    method: Method,
    path: string,
    schema: T,
    options: CallOptions = {},
  ): Promise<z.infer<T>> {
    const url = new URL(path, this.base);
    url.search = searchOf(options.query ?? {});
    const headers: Record<string, string> = { Accept: "application/json" };
    if (this.visitor.clientIp) headers["X-Forwarded-For"] = this.visitor.clientIp;
    if (this.visitor.acceptLanguage) headers["Accept-Language"] = this.visitor.acceptLanguage;
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    Object.assign(headers, options.headers);
    // A multipart body (the withdrawal receipt's proof image) sets its own content type and boundary.
    const multipart = options.body instanceof FormData;
    if (options.body !== undefined && !multipart) headers["Content-Type"] = "application/json";

    let status: number;
    let body: unknown;
    if (!options.background) this.calls.platform++;
    try {
      if (multipart) {
        const response = await fetch(url, {
          method,
          headers,
          body: options.body as FormData,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        status = response.status;
        body = await response.json();
      } else {
        const response = await send(url, {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          dispatcher: platformAgent,
        });
        status = response.statusCode;
        body = await response.body.json();
      }
    } catch (error) {
      throw new PlatformUnreachableError(`${method} ${path}: ${(error as Error).message}`);
    }
    const parsed = envelope.safeParse(body);
    if (!parsed.success) throw new PlatformUnreachableError(`${method} ${path}: not an envelope (HTTP ${status})`);
    if (!parsed.data.success) {
      throw new PlatformError(
        parsed.data.code ?? "INTERNAL",
        parsed.data.message ?? "",
        status,
        parsed.data.value ?? null,
      );
    }
    const value = schema.safeParse(parsed.data.value);
    if (!value.success) {
      const issue = value.error.issues[0];
      console.error(`platform contract broken by ${method} ${path}: ${issue?.path.join(".")} ${issue?.message}`);
      throw new PlatformError("INVALID_RESPONSE", `${method} ${path} broke the contract`, 502);
    }
    return value.data;
  }

  /** An encrypted call (login, register, passwords): the sealer builds `{ jwe }` from the payload. */
  sealed<T extends z.ZodTypeAny>(
    this: PlatformTransport & KeySource,
    seal: Sealer,
    method: "POST" | "PUT",
    path: string,
    schema: T,
    payload: Record<string, unknown>,
    token?: string,
  ): Promise<z.infer<T>> {
    return seal(this, payload).then((body) => this.call(method, path, schema, { body, token }));
  }
}
