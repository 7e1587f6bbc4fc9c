// A contract settlement's row and its period (ADR 0044): the site day, hour or five-minute window a job names,
// and the dividend period that ends on a site day.
import { type DividendTerms } from "../../../contract/contracts.js";
import { nextSiteDay, previousSiteDay, siteDayStart } from "../../../contract/time-zone.js";
import { contractSettlements } from "./schema.js";

export type Settlement = typeof contractSettlements.$inferSelect;
export type SettlementPeriod = { key: string; start: Date; end: Date };

const HOUR = 3_600_000;
/** Real-time salary is settled every 5 minutes (SPEC §9), over the rounds closed in each window. */
export const REALTIME_WINDOW_MINUTES = 5;

/** The site day's or hour's or window's period, from the job's period name ("2026-11-23", "…T16", "…T16:05"). */
export function periodOfName(name: string): SettlementPeriod {
  const day = name.slice(0, 10);
  const start = siteDayStart(day);
  if (name.length === 10) return { key: name, start, end: siteDayStart(nextSiteDay(day)) };
  const hour = Number(name.slice(11, 13));
  const minute = name.length > 13 ? Number(name.slice(14, 16)) : 0;
  const at = new Date(start.getTime() + hour * HOUR + minute * 60_000);
  return {
    key: name,
    start: at,
    end: new Date(at.getTime() + (name.length > 13 ? REALTIME_WINDOW_MINUTES * 60_000 : HOUR)),
  };
}

/** The dividend period of this kind that ends on the site day `day`, or null when none ends there. */
export function dividendPeriodEnding(period: DividendTerms["period"], day: string): SettlementPeriod | null {
  const lastOfMonth = nextSiteDay(day).endsWith("-01");
  let from: string | null = null;
  if (period === "Daily") from = day;
  else if (period === "Weekly" && new Date(`${day}T00:00:00Z`).getUTCDay() === 0) {
    from = day;
    for (let i = 0; i < 6; i += 1) from = previousSiteDay(from);
  } else if (period === "Semimonthly" && day.endsWith("-15")) from = `${day.slice(0, 8)}01`;
  else if (period === "Semimonthly" && lastOfMonth) from = `${day.slice(0, 8)}16`;
  else if (period === "Monthly" && lastOfMonth) from = `${day.slice(0, 8)}01`;
  if (!from) return null;
  return {
    key: from === day ? day : `${from}..${day}`,
    start: siteDayStart(from),
    end: siteDayStart(nextSiteDay(day)),
  };
}
