import http from "node:http";
import type { FastifyInstance } from "fastify";

// A call from the platform to one of its own routes as an outside party would make it: over the network
// when the platform listens (so the route's whole HTTP path runs, as for a real gateway or vendor),
// through inject when a test runs it without a socket. Same handler either way.

export type SelfCallAnswer = {
  status: number;
  envelope: { success?: boolean; code?: string; message?: string; value?: unknown } | null;
};

const TIMEOUT_MS = 10_000;
// Connections to ourselves are kept open between calls: a new TCP connection per call costs more than the
// call (ADR 0026).
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 64, maxFreeSockets: 64 });

function parsed(text: string): SelfCallAnswer["envelope"] {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function post(
  host: string,
  port: number,
  path: string,
  headers: Record<string, string>,
  rawBody: string,
): Promise<SelfCallAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host,
        port,
        path,
        method: "POST",
        agent: keepAlive,
        headers: { ...headers, "content-length": Buffer.byteLength(rawBody) },
        timeout: TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, envelope: parsed(Buffer.concat(chunks).toString("utf8")) }),
        );
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`${path} did not answer within ${TIMEOUT_MS} ms`)));
    request.on("error", reject);
    request.end(rawBody);
  });
}

export async function callOwnRoute(
  app: FastifyInstance,
  path: string,
  headers: Record<string, string>,
  rawBody: string,
): Promise<SelfCallAnswer> {
  const address = app.server.listening ? app.server.address() : null;
  if (address && typeof address === "object") {
    const host =
      address.family === "IPv6"
        ? address.address === "::"
          ? "::1"
          : address.address
        : address.address === "0.0.0.0"
          ? "127.0.0.1"
          : address.address;
    return post(host, address.port, path, headers, rawBody);
  }
  const response = await app.inject({ method: "POST", url: path, headers, payload: rawBody });
  return { status: response.statusCode, envelope: parsed(response.body) };
}
