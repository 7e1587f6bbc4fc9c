import { readWebEnv } from "../config/env.server";

/** A probe waits no longer than this for the platform's own health. */
const TIMEOUT_MS = 2000;
/**
 * A verdict is reused for this long, so a load balancer (or the benchmark, which measures /healthz as the bare
 * Remix route) probing many times a second asks the platform at most once a second (ADR 0073).
 */
const KEEP_MS = 1000;

export type PlatformHealth = { healthy: boolean; detail: string };

let kept: { at: number; verdict: Promise<PlatformHealth> } | null = null;

async function ask(): Promise<PlatformHealth> {
  try {
    const response = await fetch(new URL("/wps/health", readWebEnv().wpsUrl), {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as { value?: { status?: string } } | null;
    const status = body?.value?.status;
    return { healthy: response.ok && status === "ok", detail: `platform ${response.status} ${status ?? "?"}` };
  } catch (error) {
    return { healthy: false, detail: `platform unreachable: ${(error as Error).message}` };
  }
}

/** The platform's GET /wps/health: its database reachable and its jobs alive. */
export function platformHealth(now = Date.now()): Promise<PlatformHealth> {
  if (!kept || now - kept.at >= KEEP_MS) kept = { at: now, verdict: ask() };
  return kept.verdict;
}
