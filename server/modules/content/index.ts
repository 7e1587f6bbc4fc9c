// The content module's public face (ADR 0020): other modules, the composition root, seeds, ops and scripts import only this.
export type { AnnouncementType } from "./announcements.js";
export { contentRoutes } from "./routes.js";
export {
  agentAnnouncementRoutes,
  announcementOperatorRoutes,
  announcementTextsOf,
  publishAudited,
  withdrawAudited,
} from "./agent-routes.js";
export { AGENT_ANNOUNCEMENT, ANNOUNCEMENT_TYPES } from "./announcements.js";
export { retitleBanner } from "./banners.js";
