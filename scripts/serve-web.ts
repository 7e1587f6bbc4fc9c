// The web tier's HTTP server (ADR 0005, ADR 0019): Remix on express, behind the guards every request
// passes first — bounded headers, bodies and time, same-site posts only, security headers — so that the
// app's loaders and actions only ever see requests of a sane size from our own pages.
import http from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "@remix-run/node";
import { readWebEnv, trustProxySetting } from "../app/lib/config/env.server.js";
import { cspNonce, securityHeaders } from "./web/headers.js";
import { boundedBody } from "./web/limits.js";
import { mirrorOrigins } from "./web/mirrors.js";
import { sameSiteOnly } from "./web/origin.js";
import { platformProxy } from "./web/proxy.js";
import { remixHandler } from "./web/remix.js";
import { HASHED_ASSETS, OTHER_FILES, staticFiles } from "./web/static.js";

const dev = process.argv.includes("--dev");
const env = readWebEnv();
const root = path.resolve(import.meta.dirname, "..");

// Headers beyond this are refused by Node (431); a request must send its headers within HEADERS_MS and
// finish within REQUEST_MS (uploads included), checked every second; an idle connection closes.
const HEADER_BYTES_MAX = 16 * 1024;
const HEADERS_MS = 10_000;
const REQUEST_MS = 130_000;
const IDLE_MS = 60_000;

const vite = dev
  ? await import("vite").then((v) => v.createServer({ root, server: { middlewareMode: true } }))
  : undefined;

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", trustProxySetting(env.TRUST_PROXY));
app.use(cspNonce, mirrorOrigins(env.wpsUrl), securityHeaders({ production: env.NODE_ENV === "production", dev }));
app.use(sameSiteOnly, boundedBody);
app.use(compression());

// Generated images, the in-house games and the sandbox gateway's page live on the platform; the browser
// only ever talks to the web tier, and only to those paths of the platform (scripts/web/proxy.ts).
app.all(["/wps", "/wps/*"], platformProxy(env.wpsUrl));

if (vite) {
  app.use(vite.middlewares);
} else {
  const client = path.join(root, "build/client");
  app.use("/assets", ...staticFiles(path.join(client, "assets"), HASHED_ASSETS));
  app.use(...staticFiles(client, OTHER_FILES));
}

const build = vite
  ? () => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
  : ((await import(path.join(root, "build/server/index.js"))) as ServerBuild);

app.all("*", remixHandler(build, dev ? "development" : "production"));

const server = http.createServer(
  {
    maxHeaderSize: HEADER_BYTES_MAX,
    headersTimeout: HEADERS_MS,
    requestTimeout: REQUEST_MS,
    connectionsCheckingInterval: 1000,
  },
  app,
);
server.setTimeout(IDLE_MS);
server.keepAliveTimeout = 5_000;
server.listen(env.PORT, env.HOST, () => {
  console.log(`web listening on http://${env.HOST}:${env.PORT}`);
});
const stop = () => server.close(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
