// The site's own answers (docs/platform-calls.md "System"): the status every page asks first, with the
// operator's configuration, and the lists the shell and the speed test show.
import { z } from "zod";
import { registerRule } from "../registration";

export type WhitelabelNode = { modId: string; name: string; enabled: "1" | "0"; childrenNodes: WhitelabelNode[] };
export const whitelabelNode: z.ZodType<WhitelabelNode> = z.lazy(() =>
  z.object({
    modId: z.string(),
    name: z.string(),
    enabled: z.enum(["1", "0"]),
    childrenNodes: z.array(whitelabelNode),
  }),
);

export const resource = z.object({
  url: z.string(),
  qrCodeUrl: z.string(),
  resourceType: z.enum(["SOCIAL", "ANDROID", "IOS", "LITE"]),
  labelNameEn: z.string(),
});

export const customerService = z.object({
  version: z.object({ pathList: z.array(z.object({ type: z.string(), path: z.string() })) }),
});

export const merchant = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  currencySymbol: z.string(),
});

export const status = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  ip: z.string(),
  location: z.object({ ip: z.string(), country: z.string().nullable() }),
  maintenance: z.object({ enabled: z.boolean(), until: z.string().nullable() }),
  regionRestriction: z.object({ blocked: z.boolean() }),
  merchant,
  info: z.object({
    whitelabel: z.array(whitelabelNode),
    register: z.record(registerRule),
    resources: z.array(resource),
    customerService,
    analytics: z.object({ gtagId: z.string().nullable() }),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
  }),
});

export const domainRoute = z.object({ domainName: z.string(), speed: z.number() });
// SPEC §3 "Country entry": the dialing codes a mobile number may have on this site.
export const country = z.object({ countryCode: z.string(), countryDialingCode: z.string(), name: z.string() });
export const countryList = z.object({ countries: z.array(country) });

export type Status = z.infer<typeof status>;
export type Resource = z.infer<typeof resource>;
export type CustomerService = z.infer<typeof customerService>;
export type Merchant = z.infer<typeof merchant>;
export type DomainRoute = z.infer<typeof domainRoute>;
export type Country = z.infer<typeof country>;

/**
 * GET /wps/system/version (ADR 0025): the site version the web keys its caches of public answers on, and
 * the visitor budget a minute the web applies to the page views it answers from those caches (0: none).
 */
export const siteVersion = z.object({
  version: z.number().int().min(0),
  visitorBudgetPerMinute: z.number().int().min(0),
});
export type SiteVersion = z.infer<typeof siteVersion>;

/** The Redis channel on which the platform announces a new site version (when REDIS_URL is set). */
export const SITE_VERSION_CHANNEL = "laro:site-version";
