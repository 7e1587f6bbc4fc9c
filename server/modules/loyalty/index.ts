// The loyalty module's public face (ADR 0020, 0074): points, the points shop, VIP, missions and leaderboards.
// Other modules (promotions), the composition root, the jobs and the ops CLI import only this; tests may
// import the files themselves.
export {
  addLeaderboard,
  allLeaderboards,
  masked,
  rankedTypes,
  readLeaderboard,
  setLeaderboard,
} from "./leaderboard.js";
export { payLeaderboardPrizes, settleLeaderboard } from "./leaderboard-prizes.js";
export { addMission, allMissions, readMission, setMission } from "./missions.js";
export { unclaimedMissionCount } from "./missions-claim.js";
export { missionOperatorRoutes, missionRoutes } from "./missions-routes.js";
export { accruePoints, currentPointsRates, setPointsRates } from "./points.js";
export { pointsOperatorRoutes, pointsRoutes } from "./points-routes.js";
export { addGoods, allGoods, readGoods, setGoods } from "./shop.js";
export { decideRedemption, listRedemptions } from "./shop-decide.js";
export { pointsShopMemberRoutes } from "./shop-routes.js";
export { careBlock, type CareBlock } from "./standing.js";
export { setVipSettings, vipMemberTypes, vipRebateRates, vipTable } from "./vip.js";
export { recomputeVip } from "./vip-ranking.js";
export { operatorMemberVip, vipOperatorRoutes, vipRoutes } from "./vip-routes.js";
