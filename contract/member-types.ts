// Member types of SPEC §4 and §9 as the platform stores them. Which types count as agents, trial
// players or may use the member site is configuration (AGENT_TYPES, TRIAL_TYPES, MEMBER_SITE_TYPES);
// the web never reads a type number, only the isAgent / isTrial flags the platform derives from it.
export const MEMBER_TYPE = { member: 0, agent: 1, subAgent: 2, staff: 3, trial: 4 } as const;

export type MemberType = (typeof MEMBER_TYPE)[keyof typeof MEMBER_TYPE];
