// The merchant module's public face (ADR 0020): other modules, the composition root, seeds, ops and scripts import only this.
export { featureEnabled, siteConfiguration } from "./configuration.js";
export type { WhitelabelNode } from "./configuration.js";
export { countries, isListedDialingCode, normalizeDialingCode, requireListedDialingCode } from "./countries.js";
export { encryptCustomerServicePath } from "./customer-service-cipher.js";
export {
  ContactRefusedError,
  SERVICE_DESKS,
  SOCIAL_NETWORKS,
  changeContacts,
  contactRoutes,
  describeCustomerService,
  describeSocial,
  listCustomerService,
  listSocial,
} from "./contacts.js";
export type { ServiceDesk, ServiceEntry, SocialEntry, SocialNetwork } from "./contacts.js";
export { MirrorRefusedError, changeMirrors, describeMirrors, listMirrors, mirrorRoutes } from "./mirrors.js";
export type { MirrorCommand } from "./mirrors.js";
export { merchantRoutes } from "./routes.js";
export {
  REGISTER_SWITCHES,
  UnknownSwitchError,
  applySiteSwitch,
  describeSiteSwitch,
  siteSwitchRoutes,
} from "./site-switches.js";
export type { RegisterSwitch, SiteSwitchCommand, SiteSwitchResult } from "./site-switches.js";
