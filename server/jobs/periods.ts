// Periods are named in the merchant's time zone (DESIGN §10): "the day" of a daily job is the site's
// day, so every platform copy, whatever its own clock's zone, derives the same key for the same instant.
import { SITE_TIME_ZONE } from "../../contract/time-zone.js";

const parts = new Intl.DateTimeFormat("en-CA", {
  timeZone: SITE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function local(at: Date): Record<"year" | "month" | "day" | "hour" | "minute", string> {
  const out: Record<string, string> = {};
  for (const p of parts.formatToParts(at)) out[p.type] = p.value;
  return out as Record<"year" | "month" | "day" | "hour" | "minute", string>;
}

/** "2026-11-23T16:05": the minute an every-minute job serves. */
export function minuteOf(at: Date): string {
  const t = local(at);
  return `${t.year}-${t.month}-${t.day}T${t.hour}:${t.minute}`;
}

/** "2026-11-23T16". */
export function hourOf(at: Date): string {
  const t = local(at);
  return `${t.year}-${t.month}-${t.day}T${t.hour}`;
}

/** "2026-11-23". */
export function dayOf(at: Date): string {
  const t = local(at);
  return `${t.year}-${t.month}-${t.day}`;
}

export const MINUTE_PERIOD = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
export const HOUR_PERIOD = /^\d{4}-\d{2}-\d{2}T\d{2}$/;
export const DAY_PERIOD = /^\d{4}-\d{2}-\d{2}$/;
