import type { PlatformConfig } from "../../config.js";

// Member types of SPEC §4 and §9; the lists are configuration (AGENT_TYPES, TRIAL_TYPES, MEMBER_SITE_TYPES).
export { MEMBER_TYPE } from "../../../contract/member-types.js";

export const isAgent = (config: PlatformConfig, type: number) => config.AGENT_TYPES.includes(type);
export const isTrial = (config: PlatformConfig, type: number) => config.TRIAL_TYPES.includes(type);
export const mayUseMemberSite = (config: PlatformConfig, type: number) => config.MEMBER_SITE_TYPES.includes(type);
