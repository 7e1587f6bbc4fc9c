// Serves one file's bytes as a static page, in its own process, as the ceiling the
// server-rendered home page is compared with (DESIGN §7).
import fs from "node:fs";
import http from "node:http";
import zlib from "node:zlib";

const [file, port] = process.argv.slice(2);
const body = fs.readFileSync(file);
const gzipped = zlib.gzipSync(body);
http
  .createServer((req, res) => {
    const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      ...(gzip ? { "Content-Encoding": "gzip" } : {}),
    });
    res.end(gzip ? gzipped : body);
  })
  .listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
