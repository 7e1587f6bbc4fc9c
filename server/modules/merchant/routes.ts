import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { route } from "../../http/route.js";
import { visitorIp } from "../system/index.js";
import { siteConfiguration } from "./configuration.js";
import { countries } from "./countries.js";
import { listMirrors } from "./mirrors.js";
import { systemStatus } from "./status.js";
import { systemEndpoints } from "../../../contract/routes/system.js";

export function merchantRoutes(app: FastifyInstance) {
  const configuration = () => siteConfiguration(app.db, app.config.MERCHANT_CODE);

  // `url` is the host the visitor opened. One platform serves one merchant, so it
  // does not pick anything yet; it is validated so that nothing unchecked gets in.
  route(app, {
    endpoint: systemEndpoints.status,
    query: z.object({ url: z.string().max(2048).optional() }),
    handler: (_input, request, reply) => {
      reply.header("Cache-Control", "no-store");
      return systemStatus(app.db, app.config, visitorIp(request));
    },
  });

  route(app, {
    endpoint: systemEndpoints.whitelabel,
    handler: async () => (await configuration()).whitelabel,
  });

  route(app, {
    endpoint: systemEndpoints.registerRules,
    handler: async () => (await configuration()).register,
  });

  route(app, {
    endpoint: systemEndpoints.customerService,
    handler: async () => (await configuration()).customerService,
  });

  // SPEC §3 "Country entry": the dialing codes a mobile number may have on this site.
  route(app, {
    endpoint: systemEndpoints.countries,
    handler: async () => ({ countries: await countries(app.db) }),
  });

  // The speed test times each public mirror from the visitor's browser (ADR 0066); speed starts at 0 (SPEC §3).
  route(app, {
    endpoint: systemEndpoints.domainRoutes,
    query: z.object({ device: z.coerce.number().int().min(0).max(9).default(0) }),
    handler: async () => (await listMirrors(app.db)).map((domainName) => ({ domainName, speed: 0 })),
  });
}
