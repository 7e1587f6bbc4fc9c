// The agent centre's periods (SPEC §2.7, §9; docs/platform-calls.md "Agents"): whole days of the site's
// zone, `to` inclusive, at most 366 days. The presets are worked out on the server, so the page, the
// platform and a browser without JavaScript name the same days.
import { nextSiteDay, previousSiteDay, siteDay, siteDayStart } from "~contract/time-zone";

/** The lists' presets (team betting, transaction details): the issue's today … this month. */
export const AGENT_PRESETS = ["today", "yesterday", "thisWeek", "thisMonth"] as const;
/**
 * The figures' presets (team overview, profit and loss): the issue's, and SPEC §9's "previous 7 / 30
 * days" (the last 7 or 30 site days ending today). Its "next 7 / 30 days" are left out: figures are of
 * the past, so they would always be empty.
 */
export const FIGURE_PRESETS = [...AGENT_PRESETS, "previous7", "previous30"] as const;
export type AgentPreset = (typeof FIGURE_PRESETS)[number];
/** A period: one of the presets, or the days the agent typed ("custom"). */
export type AgentPeriod = { preset: AgentPreset | "custom"; from: string; to: string };

export const MAX_PERIOD_DAYS = 366;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

function daysBefore(day: string, count: number): string {
  let result = day;
  for (let step = 0; step < count; step += 1) result = previousSiteDay(result);
  return result;
}
/** A real calendar day written YYYY-MM-DD (not 2026-02-30, which a Date would roll over). */
function isDay(value: string | null): value is string {
  // A month or day no calendar has (2026-13-01) is no date at all; siteDayStart wants a parseable one.
  if (value === null || !DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return false;
  return siteDay(siteDayStart(value)) === value;
}
/** How many days `from` … `to` spans, both counted (the site's zone keeps no daylight saving). */
function daysSpanned(from: string, to: string): number {
  return Math.round((siteDayStart(nextSiteDay(to)).getTime() - siteDayStart(from).getTime()) / DAY_MS);
}

/** A preset's first and last day; weeks start on Monday; "previous 7" is today and the six days before. */
export function presetDays(preset: AgentPreset, now = new Date()): { from: string; to: string } {
  const today = siteDay(now);
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "yesterday": {
      const yesterday = previousSiteDay(today);
      return { from: yesterday, to: yesterday };
    }
    case "thisWeek": {
      // The calendar weekday of the day's name (noon UTC is that date in any zone).
      const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
      return { from: daysBefore(today, weekday), to: today };
    }
    case "thisMonth":
      return { from: `${today.slice(0, 8)}01`, to: today };
    case "previous7":
      return { from: daysBefore(today, 6), to: today };
    case "previous30":
      return { from: daysBefore(today, 29), to: today };
  }
}

/**
 * The period a page's query asks for: `start` and `end` when both are real days in order and at most 366
 * days apart; else the preset named by `range` when the page offers it; else the page's default. (Not
 * `from`: in the centres that names the page the centre was opened from.)
 */
export function periodOf(
  search: URLSearchParams,
  fallback: AgentPreset,
  presets: readonly AgentPreset[] = AGENT_PRESETS,
  now = new Date(),
): AgentPeriod {
  const from = search.get("start");
  const to = search.get("end");
  if (isDay(from) && isDay(to) && from <= to && daysSpanned(from, to) <= MAX_PERIOD_DAYS)
    return { preset: "custom", from, to };
  const asked = search.get("range");
  const preset = presets.find((value) => value === asked) ?? fallback;
  return { preset, ...presetDays(preset, now) };
}
