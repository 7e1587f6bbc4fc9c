import type { FastifyInstance } from "fastify";

// A call from the platform to one of its own routes as an outside party would make it: over the network
// when the platform listens (so the route's whole HTTP path runs, as for a real gateway or vendor),
// through inject when a test runs it without a socket. Same handler either way.

export type SelfCallAnswer = { status: number; envelope: { success?: boolean; code?: string; message?: string; value?: unknown } | null };

export async function callOwnRoute(app: FastifyInstance, path: string, headers: Record<string, string>, rawBody: string): Promise<SelfCallAnswer> {
  const address = app.server.listening ? app.server.address() : null;
  if (address && typeof address === "object") {
    const host = address.family === "IPv6" ? `[${address.address === "::" ? "::1" : address.address}]` : address.address === "0.0.0.0" ? "127.0.0.1" : address.address;
    const response = await fetch(`http://${host}:${address.port}${path}`, { method: "POST", headers, body: rawBody, signal: AbortSignal.timeout(10_000) });
    return { status: response.status, envelope: await response.json().catch(() => null) };
  }
  const response = await app.inject({ method: "POST", url: path, headers, payload: rawBody });
  let envelope: SelfCallAnswer["envelope"] = null;
  try {
    envelope = response.json();
  } catch {
    envelope = null;
  }
  return { status: response.statusCode, envelope };
}
