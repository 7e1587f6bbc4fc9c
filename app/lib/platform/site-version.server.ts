// The site version this web copy knows (ADR 0025). Asked of the platform once a second, whatever the
// traffic, so that every web copy behind a load balancer sees an operator change within 2 s; when
// REDIS_URL is set, the platform's publication on Redis brings it at once. While the platform does not
// answer the version is unknown, and nothing is answered from the cache: the pages then ask the
// platform, which decides the screen (network, busy) as before.
import { Redis } from "ioredis";
import { SITE_VERSION_CHANNEL, siteVersion, type SiteVersion } from "~contract/answers/system";
import { readWebEnv } from "../config/env.server";

const POLL_MS = 1_000;

const env = readWebEnv();
let known: SiteVersion | null = null;
let started = false;

async function ask(): Promise<void> {
  try {
    const response = await fetch(`${env.wpsUrl}/wps/system/version`, { signal: AbortSignal.timeout(POLL_MS * 2) });
    const body = (await response.json()) as { success?: boolean; value?: unknown };
    const parsed = siteVersion.safeParse(body.value);
    known = body.success && parsed.success ? parsed.data : null;
  } catch {
    known = null;
  }
}

function subscribe(url: string): void {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, lazyConnect: false });
  redis.on("error", () => {}); // the poll still runs; a Redis outage only costs up to a second.
  redis.on("message", (_channel, message: string) => {
    const version = Number(message);
    if (known && Number.isSafeInteger(version) && version > known.version) known = { ...known, version };
  });
  void redis.subscribe(SITE_VERSION_CHANNEL).catch(() => {});
}

/** Starts watching once, when the first page asks. */
function start(): void {
  started = true;
  void ask();
  setInterval(() => void ask(), POLL_MS).unref();
  if (env.REDIS_URL) subscribe(env.REDIS_URL);
}

/** The current version and the visitor budget, or null while the platform does not say. */
export function currentSiteVersion(): SiteVersion | null {
  if (!started) start();
  return known;
}
