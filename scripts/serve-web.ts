// The web tier's HTTP server: Remix on express, so the loader learns the visitor's
// socket address (load context) and forwards it to the platform (ADR 0005).
import path from "node:path";
import { Readable } from "node:stream";
import compression from "compression";
import express from "express";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import { readWebEnv, trustProxySetting } from "../app/lib/env.server.js";

const dev = process.argv.includes("--dev");
const env = readWebEnv();
const root = path.resolve(import.meta.dirname, "..");

const vite = dev
  ? await import("vite").then((v) => v.createServer({ root, server: { middlewareMode: true } }))
  : undefined;

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", trustProxySetting(env.TRUST_PROXY));
app.use(compression());

// Generated images live on the platform; the browser only ever talks to the web tier.
app.get("/wps/static/*", async (req, res) => {
  try {
    const upstream = await fetch(`${env.wpsUrl}${req.originalUrl}`);
    res.status(upstream.status);
    for (const header of ["content-type", "cache-control", "etag"]) {
      const value = upstream.headers.get(header);
      if (value) res.setHeader(header, value);
    }
    if (upstream.body) Readable.fromWeb(upstream.body as never).pipe(res);
    else res.end();
  } catch {
    res.status(502).end();
  }
});

// Pages the platform serves itself: the sandbox gateway's hosted payment page and the in-house games
// (framed by /game). Their forms post back to them and they answer with redirects: method, form body,
// content type and Location pass unchanged (redirects are not followed here; the browser follows them).
app.all(["/wps/gateway/*", "/wps/inhouse/*"], async (req, res) => {
  try {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > 64 * 1024) return void res.status(413).end();
      chunks.push(chunk);
    }
    const headers: Record<string, string> = { "x-forwarded-for": req.ip ?? req.socket.remoteAddress ?? "" };
    if (req.headers["content-type"]) headers["content-type"] = req.headers["content-type"];
    if (req.headers["accept-language"]) headers["accept-language"] = req.headers["accept-language"];
    const upstream = await fetch(`${env.wpsUrl}${req.originalUrl}`, {
      method: req.method,
      headers,
      body: req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks),
      redirect: "manual",
    });
    res.status(upstream.status);
    for (const header of ["content-type", "cache-control", "location", "content-security-policy", "referrer-policy"]) {
      const value = upstream.headers.get(header);
      if (value) res.setHeader(header, value);
    }
    if (upstream.body) Readable.fromWeb(upstream.body as never).pipe(res);
    else res.end();
  } catch {
    res.status(502).end();
  }
});

if (vite) {
  app.use(vite.middlewares);
} else {
  const client = path.join(root, "build/client");
  app.use("/assets", express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y" }));
  app.use(express.static(client, { maxAge: "1h" }));
}

const build = vite
  ? () => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
  : ((await import(path.join(root, "build/server/index.js"))) as ServerBuild);

app.all(
  "*",
  createRequestHandler({
    build,
    mode: dev ? "development" : "production",
    getLoadContext: (req) => ({ clientIp: req.ip ?? req.socket.remoteAddress ?? "" }),
  }),
);

const server = app.listen(env.PORT, env.HOST, () => {
  console.log(`web listening on http://${env.HOST}:${env.PORT}`);
});
const stop = () => server.close(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
