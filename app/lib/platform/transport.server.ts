// How every platform call travels (DESIGN §2, docs/platform-calls.md): the visitor's address and
// language go with it, the envelope is unwrapped and the value checked against the contract's zod
// schema. The calls themselves live in one file per area; client.server.ts puts them together.
import { z } from "zod";
import { envelope } from "~contract/answers/common";
import { readWebEnv } from "../config/env.server";
import type { WpsClient } from "./client.server";

const TIMEOUT_MS = 5000;
const baseUrl = readWebEnv().wpsUrl;

/** The platform did not answer (refused, timed out, or not speaking the envelope at all). */
export class PlatformUnreachableError extends Error {
  override name = "PlatformUnreachableError";
}

/** The platform answered with a failure envelope, or with a value that breaks the contract. */
export class PlatformError extends Error {
  override name = "PlatformError";
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    /** A failure envelope's `value` (the captcha flag, the lock's end, the failing field …). */
    readonly details: unknown = null,
  ) {
    super(message);
  }
}

export type Query = Record<string, string | number | undefined>;

export type VisitorHeaders = { clientIp: string; acceptLanguage: string | null };

export type Method = "GET" | "POST" | "PUT" | "DELETE";

export type CallOptions = { query?: Query; body?: unknown; token?: string; headers?: Record<string, string> };

/** Seals an encrypted call's payload (jwe.server.ts); given the key it was asked to use. */
export type Sealer = (client: WpsClient, payload: Record<string, unknown>) => Promise<{ jwe: string }>;

export class PlatformTransport {
  constructor(
    private readonly visitor: VisitorHeaders,
    private readonly base: string = baseUrl,
  ) {}

  /** A GET with query parameters and, for a member's call, the session token. */
  get<T extends z.ZodTypeAny>(path: string, schema: T, query: Query = {}, token?: string): Promise<z.infer<T>> {
    return this.call("GET", path, schema, { query, token });
  }

  async call<T extends z.ZodTypeAny>(method: Method, path: string, schema: T, options: CallOptions = {}): Promise<z.infer<T>> {
    const url = new URL(path, this.base);
    for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { Accept: "application/json" };
    if (this.visitor.clientIp) headers["X-Forwarded-For"] = this.visitor.clientIp;
    if (this.visitor.acceptLanguage) headers["Accept-Language"] = this.visitor.acceptLanguage;
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    Object.assign(headers, options.headers);
    // A multipart body (the withdrawal receipt's proof image) sets its own content type and boundary.
    const multipart = options.body instanceof FormData;
    if (options.body !== undefined && !multipart) headers["Content-Type"] = "application/json";

    let response: Response;
    let body: unknown;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      body = await response.json();
    } catch (error) {
      throw new PlatformUnreachableError(`${method} ${path}: ${(error as Error).message}`);
    }
    const parsed = envelope.safeParse(body);
    if (!parsed.success) throw new PlatformUnreachableError(`${method} ${path}: not an envelope (HTTP ${response.status})`);
    if (!parsed.data.success) {
      throw new PlatformError(parsed.data.code ?? "INTERNAL", parsed.data.message ?? "", response.status, parsed.data.value ?? null);
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
  sealed<T extends z.ZodTypeAny>(this: WpsClient, seal: Sealer, method: "POST" | "PUT", path: string, schema: T, payload: Record<string, unknown>, token?: string): Promise<z.infer<T>> {
    return seal(this, payload).then((body) => this.call(method, path, schema, { body, token }));
  }
}
