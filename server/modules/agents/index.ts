// The agents module's public face (ADR 0020, 0042, 0044): the agent tree, the agent's calls and the contracts.
export { agentClockRoutes, rewindTeam } from "./clock.js";
export { contractRoutes } from "./contract-routes.js";
export { agentTreeOf, listAgents, listSettlements, rerunSettlement } from "./contract-operator.js";
export { contractFeatureList, setContractFeature } from "./contract-features.js";
export { anyContract } from "./contract-views.js";
export { answerContract, offerContract, operatorTerminate } from "./contracts.js";
export { agentOf } from "./guard.js";
export { profitLossRows, refreshFigures, teamOverview } from "./figures.js";
export { agentOperatorRoutes, moveMember } from "./operator.js";
export { agentRoutes } from "./routes.js";
export { settle } from "./settlements.js";
