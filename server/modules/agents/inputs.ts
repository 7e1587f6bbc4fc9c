import { z } from "zod";
import { siteDay, siteDayStart } from "../../../contract/time-zone.js";

// What the agents' calls (the agent's and the operator's) read as dates: site days, and periods of them.

export const siteDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date YYYY-MM-DD");
const MAX_PERIOD_DAYS = 366;

/** A period of site days, `to` inclusive; today when neither is given; at most a year. */
export const sitePeriod = z
  .object({ from: siteDate.optional(), to: siteDate.optional() })
  .transform((p) => ({ from: p.from ?? p.to ?? siteDay(new Date()), to: p.to ?? p.from ?? siteDay(new Date()) }))
  .refine((p) => p.from <= p.to, "from must not be after to")
  .refine(
    (p) => siteDayStart(p.to).getTime() - siteDayStart(p.from).getTime() < MAX_PERIOD_DAYS * 86_400_000,
    `at most ${MAX_PERIOD_DAYS} days`,
  );
