import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDirectory } from "../../scripts/web/precompress";
import { HASHED_ASSETS, OTHER_FILES, acceptedEncodings, staticFiles } from "../../scripts/web/static";

// The built client's files as serve-web.ts sends them (ADR 0027): hashed assets immutable for a year,
// the rest for an hour, each as the smaller precompressed copy the browser accepts.

describe("acceptedEncodings", () => {
  it.each([
    ["gzip, deflate, br", ["br", "gzip"]],
    ["gzip", ["gzip"]],
    ["br;q=0, gzip;q=0.5", ["gzip"]],
    ["*", ["br", "gzip"]],
    ["*;q=0.1, gzip;q=0", ["br"]],
    ["identity", []],
    ["", []],
    [undefined, []],
  ] as const)("%j → %j", (header, expected) => {
    expect([...acceptedEncodings(header)].sort()).toEqual([...expected].sort());
  });
});

describe("precompressed static files", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "laro-static-"));
  // Script compresses well: brotli beats gzip. Random bytes do not compress at all: no copies.
  const script = `export const banners = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => ({ bannerId: `b${index}`, title: `Banner ${index}` })))};\n`;
  const noise = crypto.randomBytes(4096);
  let server: http.Server;
  let base: string;

  beforeAll(async () => {
    fs.mkdirSync(path.join(root, "assets"));
    fs.writeFileSync(path.join(root, "assets/root-AbC123.js"), script);
    fs.writeFileSync(path.join(root, "assets/noise-XyZ789.json"), noise);
    fs.writeFileSync(
      path.join(root, "favicon.svg"),
      `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(400)}</svg>`,
    );
    precompressDirectory(root);
    const app = express();
    app.use(compression());
    app.use("/assets", ...staticFiles(path.join(root, "assets"), HASHED_ASSETS));
    app.use(...staticFiles(root, OTHER_FILES));
    server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => {
    server?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  function get(
    url: string,
    acceptEncoding: string,
    method = "GET",
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      const request = http.request(
        `${base}${url}`,
        { method, headers: { "accept-encoding": acceptEncoding } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      request.on("error", reject);
      request.end();
    });
  }

  it("writes brotli beside gzip only where it is smaller", () => {
    const gzip = fs.statSync(path.join(root, "assets/root-AbC123.js.gz")).size;
    const brotli = fs.statSync(path.join(root, "assets/root-AbC123.js.br")).size;
    expect(brotli).toBeLessThan(gzip);
    expect(gzip).toBeLessThan(script.length);
    expect(fs.existsSync(path.join(root, "assets/noise-XyZ789.json.gz"))).toBe(false);
    expect(fs.existsSync(path.join(root, "assets/noise-XyZ789.json.br"))).toBe(false);
  });

  it("sends a hashed asset as brotli to a browser that takes it, immutable for a year", async () => {
    const answer = await get("/assets/root-AbC123.js", "gzip, deflate, br");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toMatch(/^application\/javascript/);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it("sends gzip to a browser without brotli, and the file itself to one that takes neither", async () => {
    const gzip = await get("/assets/root-AbC123.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(script);
    const refusesBrotli = await get("/assets/root-AbC123.js", "br;q=0, gzip");
    expect(refusesBrotli.headers["content-encoding"]).toBe("gzip");
    const plain = await get("/assets/root-AbC123.js", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(script);
  });

  it("answers HEAD with the copy's headers and no body", async () => {
    const answer = await get("/assets/root-AbC123.js", "br", "HEAD");
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(Number(answer.headers["content-length"])).toBe(
      fs.statSync(path.join(root, "assets/root-AbC123.js.br")).size,
    );
    expect(answer.body.length).toBe(0);
  });

  it("caches files without a content hash for an hour", async () => {
    const answer = await get("/favicon.svg", "gzip, br");
    expect(answer.headers["cache-control"]).toBe("public, max-age=3600");
    expect(answer.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(answer.headers["content-encoding"]).toBe("br");
  });

  it("leaves a file without copies to express.static", async () => {
    const answer = await get("/assets/noise-XyZ789.json", "gzip, br");
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.body.length).toBeGreaterThan(0);
  });
});
