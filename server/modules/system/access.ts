import type { OperatorSettings } from "./operator-settings.js";
import { rangeMatcher, type RangeMatcher } from "./region.js";

export type SystemStatusCode = 0 | 1 | 2;

// Region lists change rarely and are read on every page view: compile them once per version.
let compiled: { key: string; block: RangeMatcher; allow: RangeMatcher } | null = null;

function matchers(region: OperatorSettings["region"]) {
  const key = JSON.stringify(region);
  if (compiled?.key !== key) compiled = { key, block: rangeMatcher(region.block), allow: rangeMatcher(region.allow) };
  return compiled;
}

/** An address in `block`, or outside a non-empty `allow`, is refused. */
export function isRegionBlocked(region: OperatorSettings["region"], ip: string): boolean {
  const { block, allow } = matchers(region);
  if (block(ip)) return true;
  return region.allow.length > 0 && !allow(ip);
}

/** SPEC §2.1: 0 app, 1 maintenance, 2 blocked region; maintenance wins. */
export function accessStatus(settings: OperatorSettings, ip: string): { status: SystemStatusCode; blocked: boolean } {
  const blocked = isRegionBlocked(settings.region, ip);
  return { status: settings.maintenance ? 1 : blocked ? 2 : 0, blocked };
}
