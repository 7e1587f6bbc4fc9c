// Domain speed test (SPEC §4, §9), run in the player's browser only (ADR 0066): this site itself and the
// operator's public mirrors.

export const FAILED_SPEED = 9999;
export const PING_TIMEOUT_MS = 3000;

export type SpeedClass = "fast" | "normal" | "slow";
export type DomainSpeed = { domainName: string; speed: number };

/** Elapsed milliseconds to the displayed value; `null` (no answer) is the failure value. */
export function speedValue(elapsedMs: number | null, random: () => number = Math.random): number {
  if (elapsedMs === null || !Number.isFinite(elapsedMs) || elapsedMs < 0) return FAILED_SPEED;
  const [min, max] = elapsedMs < 100 ? [20, 40] : elapsedMs < 200 ? [40, 60] : elapsedMs < 400 ? [60, 100] : [100, 150];
  return min + Math.floor(random() * (max - min + 1));
}

export function speedClass(value: number): SpeedClass {
  if (value <= 80) return "fast";
  if (value <= 150) return "normal";
  return "slow";
}

export function isFailedSpeed(value: number): boolean {
  return value >= FAILED_SPEED;
}

/** Fastest first; equal values keep their order. */
export function sortBySpeed<T extends { speed: number }>(results: readonly T[]): T[] {
  return results
    .map((result, index) => ({ result, index }))
    .sort((a, b) => a.result.speed - b.result.speed || a.index - b.index)
    .map(({ result }) => result);
}

/** The site the player is on, timed beside the mirrors: its ping goes to this origin. */
export const THIS_SITE = "";

/** A domain as the platform lists it, with a scheme so that the browser does not treat it as a path. */
export function domainOrigin(domainName: string): string {
  const trimmed = domainName.trim().replace(/\/+$/, "");
  if (trimmed === THIS_SITE) return "";
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

export function pingUrl(domainName: string, random: () => number = Math.random): string {
  return `${domainOrigin(domainName)}/wps/system/test/ping?speed=${random()}`;
}

export type PingDeps = {
  fetch: (url: string, init: RequestInit) => Promise<{ ok: boolean; type?: string }>;
  now: () => number;
  random?: () => number;
  timeoutMs?: number;
};

/**
 * One ping: the time to an answer, as a value; an error, a non-OK answer or the timeout is 9999. A mirror is
 * another origin that need not allow this one to read it: its answer arrives opaque ("no-cors"), timed all the same.
 */
export async function pingDomain(domainName: string, deps: PingDeps): Promise<DomainSpeed> {
  const random = deps.random ?? Math.random;
  const started = deps.now();
  try {
    const response = await deps.fetch(pingUrl(domainName, random), {
      mode: "no-cors",
      cache: "no-store",
      signal: AbortSignal.timeout(deps.timeoutMs ?? PING_TIMEOUT_MS),
    });
    if (!response.ok && response.type !== "opaque") return { domainName, speed: FAILED_SPEED };
    return { domainName, speed: speedValue(deps.now() - started, random) };
  } catch {
    return { domainName, speed: FAILED_SPEED };
  }
}

/** Every domain in parallel, sorted fastest first. */
export async function measureDomains(domainNames: readonly string[], deps: PingDeps): Promise<DomainSpeed[]> {
  return sortBySpeed(await Promise.all(domainNames.map((name) => pingDomain(name, deps))));
}
