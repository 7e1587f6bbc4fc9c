// Times as the site shows them, the same text on the server and in the browser. Shared by every page; no
// dependencies, so that a page showing a time ships nothing else with it.
import { SITE_TIME_ZONE } from "~contract/time-zone";

const dateTime = new Intl.DateTimeFormat("en-CA", {
  timeZone: SITE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

/** "2026-11-22 14:05" in the site's zone (the same text on the server and in the browser). */
export function formatDateTime(iso: string): string {
  const parts = Object.fromEntries(dateTime.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour === "24" ? "00" : parts.hour}:${parts.minute}`;
}
