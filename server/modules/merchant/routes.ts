import type { FastifyInstance } from "fastify";
import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { route } from "../../http/route.js";
import { siteConfiguration } from "./configuration.js";
import { countries } from "./countries.js";
import { domains } from "./schema.js";

export function merchantRoutes(app: FastifyInstance) {
  const configuration = () => siteConfiguration(app.db, app.config.MERCHANT_CODE);

  route(app, {
    method: "GET",
    url: "/wps/system/whitelabel",
    handler: async () => (await configuration()).whitelabel,
  });

  route(app, {
    method: "GET",
    url: "/wps/system/setting/register",
    handler: async () => (await configuration()).register,
  });

  route(app, {
    method: "GET",
    url: "/wps/system/customerService",
    handler: async () => (await configuration()).customerService,
  });

  // SPEC §3 "Country entry": the dialing codes a mobile number may have on this site.
  route(app, {
    method: "GET",
    url: "/wps/system/countries",
    handler: async () => ({ countries: await countries(app.db) }),
  });

  // The speed test measures each mirror from the visitor's browser; speed starts at 0 (SPEC §3).
  route(app, {
    method: "GET",
    url: "/wps/system/domainRoute",
    query: z.object({ device: z.coerce.number().int().min(0).max(9).default(0) }),
    handler: async () => {
      const rows = await app.db
        .select({ domainName: domains.domainName })
        .from(domains)
        .where(eq(domains.enabled, true))
        .orderBy(asc(domains.sequence), asc(domains.domainName));
      return rows.map((r) => ({ domainName: r.domainName, speed: 0 }));
    },
  });
}
