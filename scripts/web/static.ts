// The built client's files (ADR 0027): what Vite names by content hash (/assets) is cached for a year
// and never revalidated; the rest (favicon, images from public/) for an hour. A file with compressed
// copies beside it (precompress.ts, written at build) is sent as the smaller copy the browser accepts;
// anything else goes on to express.static, and compression() there.
import fs from "node:fs";
import path from "node:path";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import { COMPRESSIBLE } from "./precompress.js";

type Encoding = "br" | "gzip";
const EXTENSION: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

export type CachePolicy = { maxAge: string; immutable: boolean };
export const HASHED_ASSETS: CachePolicy = { maxAge: "1y", immutable: true };
export const OTHER_FILES: CachePolicy = { maxAge: "1h", immutable: false };

/** The codings a request accepts (RFC 9110 §12.5.3: a q of 0 refuses, `*` stands for the rest). */
export function acceptedEncodings(header: string | undefined): Set<Encoding> {
  const accepted = new Set<Encoding>();
  const refused = new Set<string>();
  let wildcard = false;
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!(weight > 0)) refused.add(name);
    else if (name === "*") wildcard = true;
    else if (name === "br" || name === "gzip") accepted.add(name);
  }
  if (wildcard) for (const name of ["br", "gzip"] as const) if (!refused.has(name)) accepted.add(name);
  for (const name of refused) accepted.delete(name as Encoding);
  return accepted;
}

function indexCopies(root: string): Map<string, Set<Encoding>> {
  const copies = new Map<string, Set<Encoding>>();
  const walk = (directory: string) => {
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(full);
      for (const encoding of ["br", "gzip"] as const) {
        const source = full.slice(0, -EXTENSION[encoding].length);
        if (!full.endsWith(EXTENSION[encoding]) || !COMPRESSIBLE.test(source) || !fs.existsSync(source)) continue;
        const url = "/" + path.relative(root, source).split(path.sep).join("/");
        copies.set(url, (copies.get(url) ?? new Set()).add(encoding));
      }
    }
  };
  if (fs.existsSync(root)) walk(root);
  return copies;
}

function indexFiles(root: string): Set<string> {
  const files = new Set<string>();
  const walk = (directory: string) => {
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) walk(full);
      else files.add("/" + path.relative(root, full).split(path.sep).join("/"));
    }
  };
  if (fs.existsSync(root)) walk(root);
  return files;
}

/** Serves `root` at the mount point: precompressed copies first, then the files themselves. */
export function staticFiles(root: string, cache: CachePolicy): RequestHandler[] {
  const copies = indexCopies(root);
  // The build does not change while the server runs: only paths that are files reach express.static,
  // so a page request costs no file-system lookup (it was 1–4 % of a rendered page's CPU).
  const files = indexFiles(root);
  const serveFile = express.static(root, { ...cache, index: false });
  const plain: RequestHandler = (request, response, next) =>
    files.has(request.path) ? serveFile(request, response, next) : next();
  // The copy is the original in another coding: the original's type, and caches keep one per coding.
  const sendCopy = (encoding: Encoding) =>
    express.static(root, {
      ...cache,
      index: false,
      setHeaders: (response, file) => {
        response.setHeader("Content-Encoding", encoding);
        response.type(path.extname(file.slice(0, -EXTENSION[encoding].length)));
      },
    });
  const compressed: Record<Encoding, RequestHandler> = { br: sendCopy("br"), gzip: sendCopy("gzip") };

  const precompressed = (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const available = copies.get(request.path);
    if (!available) return next();
    response.vary("Accept-Encoding");
    const accepted = acceptedEncodings(request.headers["accept-encoding"]);
    // Brotli's copy exists only where it is smaller than gzip's.
    const encoding = (["br", "gzip"] as const).find((candidate) => available.has(candidate) && accepted.has(candidate));
    if (!encoding) return next();
    const original = request.url;
    request.url = request.url.replace(/^[^?]*/, (pathname) => pathname + EXTENSION[encoding]);
    compressed[encoding](request, response, (error?: unknown) => {
      request.url = original;
      response.removeHeader("Content-Encoding");
      next(error);
    });
  };
  return [precompressed, plain];
}
