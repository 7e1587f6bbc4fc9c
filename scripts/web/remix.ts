// The Remix request handler on express (as @remix-run/express does it), reading the body that
// limits.ts bounded instead of the raw socket, so no action ever sees more than the limits allow.
import { Readable } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import {
  createReadableStreamFromReadable,
  createRequestHandler,
  writeReadableStreamToWritable,
  type ServerBuild,
} from "@remix-run/node";

export type WebLoadContext = { clientIp: string; cspNonce: string; visitorPage?: boolean };

/** The shared visitor pages of a production build (app/lib/shell/visitor-pages.server.ts, ADR 0025). */
type VisitorPages = {
  keyFor(request: globalThis.Request, context: WebLoadContext): Promise<string | null>;
  find(key: string, clientIp: string): Promise<{ html: string; headers: [string, string][] } | null>;
  keep(key: string, html: string, headers: [string, string][], context: WebLoadContext): void;
  fill(html: string, request: globalThis.Request, nonce: string): Promise<{ html: string; setCookie: string | null }>;
  placeholderNonce: string;
};

/** Answers the kept page of a visitor, its secrets filled in. */
async function sendPage(
  response: Response,
  visitorPages: VisitorPages,
  page: { html: string; headers: [string, string][] },
  request: globalThis.Request,
  nonce: string,
  status = 200,
) {
  const { html, setCookie } = await visitorPages.fill(page.html, request, nonce);
  response.status(status);
  for (const [name, value] of page.headers) response.append(name, value);
  if (setCookie) response.append("Set-Cookie", setCookie);
  response.end(html);
}

const PAGE_HEADERS_KEPT = new Set(["content-type", "cache-control", "vary", "retry-after"]);

function remixRequest(request: Request, response: Response): globalThis.Request {
  // req.hostname follows X-Forwarded-Host only when TRUST_PROXY allows; the port comes from either header.
  const portOf = (header: string | undefined) => Number.parseInt(header?.split(":")[1] ?? "", 10);
  const port = [portOf(request.get("x-forwarded-host")), portOf(request.get("host"))].find(Number.isSafeInteger);
  const url = new URL(`${request.protocol}://${request.hostname}${port ? `:${port}` : ""}${request.originalUrl}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  // An answer that can no longer be written (the browser left) stops the loaders and actions.
  response.on("close", () => controller.abort());
  const body = response.locals.body as Buffer | Readable | null;
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers, signal: controller.signal };
  if (body !== null && request.method !== "GET" && request.method !== "HEAD") {
    init.body = Buffer.isBuffer(body) ? new Uint8Array(body) : createReadableStreamFromReadable(body);
    init.duplex = "half";
  }
  return new globalThis.Request(url.href, init);
}

export function remixHandler(build: ServerBuild | (() => Promise<ServerBuild>), mode: "development" | "production") {
  const handle = createRequestHandler(build, mode);
  // Development (Vite) renders every page; a build shares visitor pages, except on resource routes.
  const visitorPages =
    typeof build === "function" ? undefined : (build.entry.module as { visitorPages?: VisitorPages }).visitorPages;
  // A resource route's path up to its first parameter ("/locales/:language" → "/locales/").
  const resourcePaths =
    typeof build === "function"
      ? []
      : Object.values(build.routes).flatMap((r) => (r.module.default ? [] : [`/${r.path ?? ""}`.split(":")[0]]));
  const isResource = (path: string) =>
    resourcePaths.some((prefix) => (prefix.endsWith("/") ? path.startsWith(prefix) : path === prefix));
  return async (request: Request, response: Response, next: NextFunction) => {
    try {
      const nonce = response.locals.cspNonce as string;
      const context: WebLoadContext = { clientIp: request.ip ?? request.socket.remoteAddress ?? "", cspNonce: nonce };
      const webRequest = remixRequest(request, response);
      const key =
        visitorPages && request.method === "GET" && !isResource(request.path)
          ? await visitorPages.keyFor(webRequest, context)
          : null;
      if (visitorPages && key) {
        const page = await visitorPages.find(key, context.clientIp);
        if (page) return await sendPage(response, visitorPages, page, webRequest, nonce);
        // Rendered once for everyone: the secrets are placeholders, filled in per answer.
        context.visitorPage = true;
        context.cspNonce = visitorPages.placeholderNonce;
      }
      const answer = await handle(webRequest, context);
      // A request refused while its body was still arriving (limits.ts) has had its answer already.
      if (response.headersSent) return;
      if (visitorPages && context.visitorPage) {
        const html = await answer.text();
        const headers = [...answer.headers.entries()].filter(
          ([name]) => name !== "set-cookie" && name !== "content-length",
        );
        const shareable =
          answer.status === 200 &&
          !answer.headers.has("set-cookie") &&
          (answer.headers.get("content-type") ?? "").startsWith("text/html");
        if (key && shareable)
          visitorPages.keep(
            key,
            html,
            headers.filter(([name]) => PAGE_HEADERS_KEPT.has(name)),
            context,
          );
        for (const cookie of answer.headers.getSetCookie()) response.append("Set-Cookie", cookie);
        response.statusMessage = answer.statusText;
        return await sendPage(response, visitorPages, { html, headers }, webRequest, nonce, answer.status);
      }
      response.statusMessage = answer.statusText;
      response.status(answer.status);
      for (const [name, value] of answer.headers.entries()) response.append(name, value);
      if (answer.body) await writeReadableStreamToWritable(answer.body, response);
      else response.end();
    } catch (error) {
      if (response.headersSent) return;
      next(error);
    }
  };
}
