/**
 * The site's days (DESIGN §10 periods, SPEC §9 dates): the home market is the Philippines (dialing code +63),
 * a zone without daylight saving, so the web's dates and the platform's period keys name the same day.
 */
export const SITE_TIME_ZONE = "Asia/Manila";

const siteParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: SITE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** "2026-11-24": the site's day at this instant. */
export function siteDay(at: Date): string {
  const p = Object.fromEntries(siteParts.formatToParts(at).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day}`;
}

/** The instant the site's day `day` ("YYYY-MM-DD") begins. */
export function siteDayStart(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  const p = Object.fromEntries(siteParts.formatToParts(utcMidnight).map((part) => [part.type, Number(part.value)]));
  // The zone's offset at that moment (the site's zone keeps no daylight saving, so one step is exact).
  const offsetMs = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - utcMidnight.getTime();
  return new Date(utcMidnight.getTime() - offsetMs);
}

/** The day after `day`. */
export function nextSiteDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The day before `day` (the last instant before its start belongs to it). */
export function previousSiteDay(day: string): string {
  return siteDay(new Date(siteDayStart(day).getTime() - 1));
}
