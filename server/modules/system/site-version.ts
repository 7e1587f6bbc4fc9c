import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { SITE_VERSION_CHANNEL } from "../../../contract/answers/system.js";
import type { Db, Tx } from "../../db/connect.js";
import { settings } from "./schema.js";

// The site version (ADR 0025): a number every operator change of what public pages show (maintenance,
// regions, site switches, game vendors) raises in the change's own transaction, API or CLI alike. The
// web tier keys its caches of public answers on it and asks for it once a second (GET
// /wps/system/version), so every web copy sees a change within 2 s without asking per page view.

const KEY = "siteVersion";

/** The current version; 0 on a database where nothing was ever changed. */
export async function readSiteVersion(db: Db | Tx): Promise<number> {
  const rows = await db
    .select({ version: sql<string>`(${settings.value} ->> 'version')` })
    .from(settings)
    .where(eq(settings.key, KEY));
  return Number(rows[0]?.version ?? 0);
}

/** Raises the version inside the caller's transaction: the change and the new version commit together. */
export async function bumpSiteVersion(tx: Tx): Promise<number> {
  const rows = await tx
    .insert(settings)
    .values({ key: KEY, value: sql`jsonb_build_object('version', 1)` })
    .onConflictDoUpdate({
      target: settings.key,
      set: {
        value: sql`jsonb_build_object('version', ((${settings.value} ->> 'version')::bigint + 1))`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ version: sql<string>`(${settings.value} ->> 'version')` });
  return Number(rows[0]?.version);
}

/** The operator routes whose success may have raised the version. */
const PUBLIC_CHANGE_ROUTES = [
  "/ops/maintenance",
  "/ops/region",
  "/ops/toggle",
  "/ops/register-rule",
  "/ops/game-vendors/",
  "/ops/customer-service/",
  "/ops/social/",
];

/**
 * With REDIS_URL, announces each new version on Redis as soon as the operator's change has been answered,
 * so that web copies need not wait for their next once-a-second question. Changes the CLI writes to the
 * database directly are seen by that question alone.
 */
export function publishSiteVersions(app: FastifyInstance): void {
  if (!app.config.REDIS_URL) return;
  const redis = new Redis(app.config.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  redis.on("error", () => {}); // the web's question still brings the change within a second
  let published = -1;
  app.addHook("onResponse", async (request, reply) => {
    if (
      request.method === "GET" ||
      reply.statusCode >= 400 ||
      !PUBLIC_CHANGE_ROUTES.some((prefix) => request.url.startsWith(prefix))
    )
      return;
    const version = await readSiteVersion(app.db);
    if (version <= published) return;
    published = version;
    await redis.publish(SITE_VERSION_CHANNEL, String(version)).catch(() => {});
  });
  app.addHook("onClose", async () => {
    redis.disconnect();
  });
}
