// The Remix request handler on express (as @remix-run/express does it), reading the body that
// limits.ts bounded instead of the raw socket, so no action ever sees more than the limits allow.
import { Readable } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import { createReadableStreamFromReadable, createRequestHandler, writeReadableStreamToWritable, type ServerBuild } from "@remix-run/node";

export type WebLoadContext = { clientIp: string; cspNonce: string };

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
  return async (request: Request, response: Response, next: NextFunction) => {
    try {
      const context: WebLoadContext = { clientIp: request.ip ?? request.socket.remoteAddress ?? "", cspNonce: response.locals.cspNonce as string };
      const answer = await handle(remixRequest(request, response), context);
      // A request refused while its body was still arriving (limits.ts) has had its answer already.
      if (response.headersSent) return;
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
