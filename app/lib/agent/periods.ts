// The agent centre's periods (SPEC §2.7, §9; docs/platform-calls.md "Agents"): whole days of the site's
// zone, `to` inclusive, at most 366 days. The presets are worked out on the server, so the page, the
// platform and a browser without JavaScript name the same days.
import { SITE_TIME_ZONE } from "~contract/time-zone";

export const AGENT_PRESETS = ["today", "yesterday", "thisWeek", "thisMonth"] as const;
export type AgentPreset = (typeof AGENT_PRESETS)[number];
/** A period: one of the presets, or the days the agent typed ("custom"). */
export type AgentPeriod = { preset: AgentPreset | "custom"; from: string; to: string };

export const MAX_PERIOD_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: SITE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The site's day of an instant, YYYY-MM-DD. */
export function siteDay(at: Date): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Day arithmetic on calendar dates (UTC noon keeps it clear of any zone). */
function dayNumber(day: string): number {
  return Date.parse(`${day}T12:00:00Z`) / DAY_MS;
}
function dayOf(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}
function isDay(value: string | null): value is string {
  return value !== null && DAY.test(value) && !Number.isNaN(dayNumber(value)) && dayOf(dayNumber(value)) === value;
}

/** A preset's first and last day; weeks start on Monday. */
export function presetDays(preset: AgentPreset, now = new Date()): { from: string; to: string } {
  const today = siteDay(now);
  const number = dayNumber(today);
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "yesterday":
      return { from: dayOf(number - 1), to: dayOf(number - 1) };
    case "thisWeek": {
      const weekday = (new Date(number * DAY_MS).getUTCDay() + 6) % 7;
      return { from: dayOf(number - weekday), to: today };
    }
    case "thisMonth":
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/**
 * The period a page's query asks for: `start` and `end` when both are real days in order and at most 366
 * days apart; else the preset named by `range`; else the list's default. (Not `from`: in the centres
 * that names the page the centre was opened from.)
 */
export function periodOf(search: URLSearchParams, fallback: AgentPreset, now = new Date()): AgentPeriod {
  const from = search.get("start");
  const to = search.get("end");
  if (isDay(from) && isDay(to) && from <= to && dayNumber(to) - dayNumber(from) < MAX_PERIOD_DAYS) return { preset: "custom", from, to };
  const asked = search.get("range");
  const preset = (AGENT_PRESETS as readonly string[]).includes(asked ?? "") ? (asked as AgentPreset) : fallback;
  return { preset, ...presetDays(preset, now) };
}
