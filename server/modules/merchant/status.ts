import type { PlatformConfig } from "../../config.js";
import type { Db } from "../../db/connect.js";
import { siteConfiguration, type SiteConfiguration } from "./configuration.js";
import { accessStatus, readOperatorSettings, type SystemStatusCode } from "../system/index.js";

export type SystemStatus = {
  status: SystemStatusCode;
  ip: string;
  location: { ip: string; country: string | null };
  maintenance: { enabled: boolean; until: string | null };
  regionRestriction: { blocked: boolean };
  merchant: SiteConfiguration["merchant"];
  info: Omit<SiteConfiguration, "merchant"> & {
    analytics: { gtagId: string | null };
    imageCDNs: string[];
    launchGameCDNs: string[];
  };
};

/** The permission answer of SPEC §3, asked by the web on every document request. */
export async function systemStatus(db: Db, config: PlatformConfig, ip: string): Promise<SystemStatus> {
  const [operator, site] = await Promise.all([readOperatorSettings(db), siteConfiguration(db, config.MERCHANT_CODE)]);
  const { status, blocked } = accessStatus(operator, ip);
  return {
    status,
    ip,
    // Rules are by address range; no geolocation database ships with the platform, so no country.
    location: { ip, country: null },
    maintenance: { enabled: operator.maintenance, until: operator.maintenanceUntil },
    regionRestriction: { blocked },
    merchant: site.merchant,
    info: {
      whitelabel: site.whitelabel,
      register: site.register,
      resources: site.resources,
      customerService: site.customerService,
      analytics: { gtagId: config.GTAG_ID ?? null },
      imageCDNs: config.IMAGE_CDNS,
      launchGameCDNs: config.LAUNCH_GAME_CDNS,
    },
  };
}
