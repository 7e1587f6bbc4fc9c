// Bounded requests (ADR 0019): what a form may send, checked before anything is buffered. A page's form
// posts url-encoded at most FORM_BYTES_MAX; a form with files (multipart) only where a route takes
// uploads, at most UPLOAD_FILES_MAX files of UPLOAD_FILE_BYTES_MAX each. Any other content type on a form
// action is 415. The declared length is judged before a byte is read; the bytes that come are counted,
// so a body without a declared length is cut at the same bound, and a body that crawls is cut in time.
import { PassThrough, type Readable } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import { refuse } from "./refusal.js";

export const FORM_BYTES_MAX = 64 * 1024;
export const UPLOAD_FILE_BYTES_MAX = 5 * 1024 * 1024;
export const UPLOAD_FILES_MAX = 3;
export const UPLOAD_BYTES_MAX = UPLOAD_FILES_MAX * UPLOAD_FILE_BYTES_MAX + FORM_BYTES_MAX;
/** A form's body must have arrived this long after its headers; an upload gets longer (slow phones). */
export const FORM_BODY_MS = 15_000;
export const UPLOAD_BODY_MS = 120_000;

// The member centre's withdrawal section takes the receipt's proof picture, platform information the
// feedback's pictures, and a promotion's page an application's pictures (ADR 0046); with JavaScript the
// same post goes to the route's data URL (.data).
const UPLOAD_ROUTES = [
  /^\/member\/withdraw(\.data)?$/,
  /^\/member\/messageV2(\.data)?$/,
  /^\/promotions\/[A-Za-z0-9_-]{1,64}(\.data)?$/,
  /^\/promoDetail(\.data)?$/,
];

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export type BoundedBody = { body: Buffer | Readable | null };

function mediaType(request: Request): string {
  return (request.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
}

/** The request's body as the app may read it, in `response.locals.body`; refused requests end here. */
export function boundedBody(request: Request, response: Response, next: NextFunction): void {
  if (!MUTATING.has(request.method)) {
    response.locals.body = null;
    return next();
  }
  const upload = UPLOAD_ROUTES.some((pattern) => pattern.test(request.path));
  const type = mediaType(request);
  if (!(type === "application/x-www-form-urlencoded" || (upload && type === "multipart/form-data")))
    return refuse(request, response, "unsupportedType");
  const max = upload ? UPLOAD_BYTES_MAX : FORM_BYTES_MAX;
  const declared = request.get("content-length");
  if (declared !== undefined && !(/^\d+$/.test(declared) && Number(declared) <= max))
    return refuse(request, response, "tooLarge");

  const deadline = setTimeout(() => refuse(request, response, "tooSlow"), upload ? UPLOAD_BODY_MS : FORM_BODY_MS);
  deadline.unref();
  let size = 0;
  const counted = (chunk: Buffer) => {
    size += chunk.length;
    return size <= max;
  };
  if (upload) {
    // Files are streamed to the app (which limits each part as it reads); only the count is kept here.
    const body = new PassThrough();
    request.on("data", (chunk: Buffer) => {
      if (response.headersSent) return;
      if (counted(chunk)) return void body.write(chunk);
      request.pause();
      body.destroy(new Error("upload too large"));
      refuse(request, response, "tooLarge");
    });
    request.on("end", () => (clearTimeout(deadline), body.end()));
    request.on("error", (error) => body.destroy(error));
    response.locals.body = body;
    return next();
  }
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => {
    if (response.headersSent) return;
    if (!counted(chunk)) {
      request.pause();
      clearTimeout(deadline);
      return refuse(request, response, "tooLarge");
    }
    chunks.push(chunk);
  });
  request.on("end", () => {
    clearTimeout(deadline);
    if (response.headersSent) return;
    response.locals.body = Buffer.concat(chunks);
    next();
  });
  request.on("error", () => clearTimeout(deadline));
}
