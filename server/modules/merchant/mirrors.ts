import { isIP } from "node:net";
import { asc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { requireOperator } from "../../http/operator.js";
import { route } from "../../http/route.js";
import { bumpSiteVersion, recordAudit } from "../system/index.js";
import { domains } from "./schema.js";

// The site's public mirrors (ADR 0066): the addresses the speed test times from the player's browser (SPEC §4, §9),
// and so the only other origins the web's content security policy lets a page reach. An operator setting (the
// /ops API and the CLI, audited); never seeded. Only a public https origin is taken: the test runs in the
// player's browser, where a loopback, private or unnamed address is somebody else's machine or none.

export class MirrorRefusedError extends Error {}

/** Host names that never leave the machine or the local network. */
const LOCAL_NAME =
  /(^|\.)(localhost|local|localdomain|internal|intranet|lan|home|corp|home\.arpa|test|invalid|example)$/i;

/** The address as the origin it names ("https://m1.laro.ph"), or why it is not a public mirror. */
export function publicMirror(address: string): string {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    throw new MirrorRefusedError(`"${address}" is not an address: write it as https://<host name>`);
  }
  if (url.protocol !== "https:") throw new MirrorRefusedError(`a mirror is reached over https: ${address}`);
  if (url.username || url.password || url.search || url.hash || (url.pathname !== "/" && url.pathname !== "")) {
    throw new MirrorRefusedError(
      `a mirror is an origin only (scheme, host, port), without a path, query or login: ${address}`,
    );
  }
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) throw new MirrorRefusedError(`name a mirror by its public host name, not an IP address: ${address}`);
  if (!host.includes(".") || LOCAL_NAME.test(host)) throw new MirrorRefusedError(`${host} is not a public host name`);
  return url.origin;
}

export async function listMirrors(db: Db): Promise<string[]> {
  const rows = await db
    .select({ domainName: domains.domainName })
    .from(domains)
    .where(eq(domains.enabled, true))
    .orderBy(asc(domains.sequence), asc(domains.domainName));
  // Rows written before mirrors were checked (an internal address an older seed made) are never offered.
  return rows
    .map((r) => r.domainName)
    .filter((name) => {
      try {
        return publicMirror(name) === name;
      } catch {
        return false;
      }
    });
}

export type MirrorCommand = { action: "mirror.add"; address: string } | { action: "mirror.remove"; address: string };

/** Adds or removes a mirror (audited; the site version moves, so every web copy's policy follows within 2 s). */
export async function changeMirrors(db: Db, command: MirrorCommand, source: "api" | "cli"): Promise<string[]> {
  const origin =
    command.action === "mirror.add" ? publicMirror(command.address) : command.address.trim().replace(/\/+$/, "");
  await db.transaction(async (tx) => {
    if (command.action === "mirror.add") {
      const [last] = await tx.select({ sequence: sql<number>`coalesce(max(${domains.sequence}), 0)` }).from(domains);
      await tx
        .insert(domains)
        .values({ domainName: origin, sequence: Number(last?.sequence ?? 0) + 1 })
        .onConflictDoUpdate({ target: domains.domainName, set: { enabled: true } });
    } else {
      const removed = await tx
        .delete(domains)
        .where(eq(domains.domainName, origin))
        .returning({ domainName: domains.domainName });
      if (removed.length === 0) throw new MirrorRefusedError(`${origin} is not a mirror of this site`);
    }
    await recordAudit(tx, { action: command.action, detail: { source, address: origin } });
    await bumpSiteVersion(tx);
  });
  return listMirrors(db);
}

export const describeMirrors = (mirrors: string[]) =>
  mirrors.length ? `Mirrors: ${mirrors.join(", ")}` : "No mirrors: the speed test times this site only";

/** GET /ops/mirrors, POST /ops/mirrors, DELETE /ops/mirrors (docs/platform-calls.md, "Operator calls"). */
export async function mirrorRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));
  const change = async (command: MirrorCommand) => {
    try {
      return { mirrors: await changeMirrors(app.db, command, "api") };
    } catch (error) {
      if (error instanceof MirrorRefusedError) throw new AppError("VALIDATION", error.message);
      throw error;
    }
  };
  const body = z.object({ address: z.string().min(1).max(300) });
  route(app, { method: "GET", url: "/mirrors", handler: async () => ({ mirrors: await listMirrors(app.db) }) });
  route(app, {
    method: "POST",
    url: "/mirrors",
    body,
    handler: ({ body }) => change({ action: "mirror.add", address: body.address }),
  });
  route(app, {
    method: "DELETE",
    url: "/mirrors",
    body,
    handler: ({ body }) => change({ action: "mirror.remove", address: body.address }),
  });
}
