// The agents module's public face (ADR 0020, 0042): the agent tree and the agent's calls.
export { agentOf } from "./guard.js";
export { downlineMembers, profitLossRows, refreshFigures, teamOverview } from "./figures.js";
export { agentOperatorRoutes, moveMember } from "./operator.js";
export { agentRoutes } from "./routes.js";
export { directCounts, directDownlinePage, downlineDepth, teamSize } from "./tree.js";
