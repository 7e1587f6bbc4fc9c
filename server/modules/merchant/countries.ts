import { z } from "zod";
import type { Db, Tx } from "../../db/connect.js";
import { readThrough } from "../../db/read-cache.js";
import { AppError } from "../errors.js";
import { readSetting } from "../system/index.js";

// The merchant's country list (SPEC §3 "Country entry: countryCode, countryDialingCode"): the
// dialing codes a mobile number may have on this site. Platform configuration, kept as the
// `settings` row "countries"; without that row the site uses the default list below (the
// Philippines first: the web's default dialing code).

export const COUNTRIES_KEY = "countries";

/** "+63", "63" and "0063" are one country: stored as "+63". */
export function normalizeDialingCode(code: string): string {
  return `+${code
    .trim()
    .replace(/^\+|^00/, "")
    .replace(/\D/g, "")}`;
}

const country = z.object({
  countryCode: z.string().regex(/^[A-Z]{2}$/, "an ISO-3166 alpha-2 code such as PH"),
  countryDialingCode: z.string().regex(/^\+\d{1,4}$/, "a country dialing code such as +63"),
  name: z.string().min(1).max(64),
});
export type Country = z.infer<typeof country>;
export const countryList = z.array(country).min(1);

export const DEFAULT_COUNTRIES: readonly Country[] = [
  { countryCode: "PH", countryDialingCode: "+63", name: "Philippines" },
  { countryCode: "VN", countryDialingCode: "+84", name: "Vietnam" },
  { countryCode: "TH", countryDialingCode: "+66", name: "Thailand" },
  { countryCode: "ID", countryDialingCode: "+62", name: "Indonesia" },
  { countryCode: "MY", countryDialingCode: "+60", name: "Malaysia" },
  { countryCode: "SG", countryDialingCode: "+65", name: "Singapore" },
  { countryCode: "KH", countryDialingCode: "+855", name: "Cambodia" },
  { countryCode: "MM", countryDialingCode: "+95", name: "Myanmar" },
  { countryCode: "CN", countryDialingCode: "+86", name: "China" },
  { countryCode: "HK", countryDialingCode: "+852", name: "Hong Kong" },
  { countryCode: "TW", countryDialingCode: "+886", name: "Taiwan" },
  { countryCode: "JP", countryDialingCode: "+81", name: "Japan" },
  { countryCode: "KR", countryDialingCode: "+82", name: "South Korea" },
  { countryCode: "US", countryDialingCode: "+1", name: "United States" },
];

/** The list, read through the short public-read cache (it changes a few times a year at most). */
export function countries(db: Db): Promise<Country[]> {
  return readThrough(db, `settings:${COUNTRIES_KEY}`, () => loadCountries(db));
}

async function loadCountries(db: Db | Tx): Promise<Country[]> {
  const value = await readSetting(db, COUNTRIES_KEY);
  return value === undefined ? [...DEFAULT_COUNTRIES] : countryList.parse(value);
}

/** Whether a dialing code ("+63", "63" or "0063") names a country of the list. */
export function isListedDialingCode(list: readonly Country[], code: string): boolean {
  const normalized = normalizeDialingCode(code);
  return list.some((c) => c.countryDialingCode === normalized);
}

/** The shared check of the SMS, login and password calls: an unlisted code is a VALIDATION failure. */
export async function requireListedDialingCode(db: Db, code: string): Promise<void> {
  if (!isListedDialingCode(await countries(db), code)) {
    throw new AppError("VALIDATION", "countryDialingCode: not a dialing code of this site's country list");
  }
}
