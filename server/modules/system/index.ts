// The system module's public face (ADR 0020): other modules, the composition root, seeds, ops and scripts import only this.
export { accessStatus } from "./access.js";
export type { SystemStatusCode } from "./access.js";
export { auditOfPosted, recordAudit } from "./audit.js";
export { applyOperatorCommand, readOperatorSettings } from "./operator-settings.js";
export type { CommandSource, OperatorCommand, OperatorSettings } from "./operator-settings.js";
export { operatorRoutes } from "./ops-routes.js";
export { InvalidCidrError, normalizeCidr } from "./region.js";
export { systemRoutes } from "./routes.js";
export { readSetting } from "./settings.js";
export { bumpSiteVersion, publishSiteVersions } from "./site-version.js";
export { visitorIp } from "./visitor.js";
export { languageQuery, textsById } from "./languages.js";
export type { ContentLanguage } from "./languages.js";
