import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { readThrough } from "../../db/read-cache.js";
import { requireOperator } from "../../http/operator.js";
import { INT4_MAX, numericId, route } from "../../http/route.js";
import { clubMembersQuery, usernamesOf } from "../accounts/index.js";
import { recentBigWins } from "../games/index.js";
import {
  allLeaderboards,
  addLeaderboard,
  leaderboardViews,
  masked,
  rankedTypes,
  readLeaderboard,
  setLeaderboard,
} from "./leaderboard.js";
import { settleLeaderboard } from "./leaderboard-prizes.js";
import { addMission, allMissions, readMission, setMission } from "./missions.js";
import { claimMission, memberMissions, missionSummary } from "./missions-claim.js";

// Missions, leaderboards and the winners board (ADR 0052; answers in contract/answers/missions.ts): the
// member's missions and claims, the public boards (cached with the public content; a change or a
// settlement bumps the site version), the member's own standing, and the operator's configuration.

const anId = numericId(INT4_MAX);
const DAY = 86_400_000;
/** The winners board: rounds of the last week that paid at least ₫10,000 (minor units) and more than their stake. */
const BIG_WIN_FLOOR = 1_000_000n;
const BIG_WIN_DAYS = 7;
const BIG_WINS_SHOWN = 20;

/** The payout as a multiple of the stake, to two decimals ("12.50"). */
const multipleOf = (win: bigint, bet: bigint) => {
  const hundredths = (win * 100n) / bet;
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, "0")}`;
};

async function winnerBoard(app: FastifyInstance, now: Date) {
  const wins = await recentBigWins(
    app.db,
    clubMembersQuery(app.db, rankedTypes(app.config)),
    new Date(now.getTime() - BIG_WIN_DAYS * DAY),
    BIG_WIN_FLOOR,
    BIG_WINS_SHOWN,
  );
  const names = await usernamesOf(app.db, [...new Set(wins.map((w) => w.memberId))]);
  return {
    list: wins.map((w) => ({
      username: masked(names.get(w.memberId) ?? ""),
      gameName: w.gameName,
      nodeId: w.nodeId,
      category: w.category,
      amount: w.win.toString(),
      multiple: multipleOf(w.win, w.bet),
      at: w.closedAt.toISOString(),
    })),
  };
}

export function missionRoutes(app: FastifyInstance) {
  route(app, {
    method: "GET",
    url: "/wps/member/missions",
    auth: "realMember",
    handler: ({ signedIn }) => memberMissions(app.db, signedIn.member),
  });
  route(app, {
    method: "GET",
    url: "/wps/member/missions/summary",
    auth: "realMember",
    handler: ({ signedIn }) => missionSummary(app.db, signedIn.member),
  });
  route(app, {
    method: "POST",
    url: "/wps/member/missions/:id/claim",
    params: z.object({ id: anId }),
    auth: "realMember",
    handler: ({ params, signedIn }) => claimMission(app.db, signedIn.member, params.id),
  });
  route(app, {
    method: "GET",
    url: "/wps/leaderboards",
    handler: () => readThrough(app.db, "leaderboards", () => leaderboardViews(app.db, rankedTypes(app.config))),
  });
  route(app, {
    method: "GET",
    url: "/wps/member/leaderboards",
    auth: "realMember",
    handler: ({ signedIn }) => leaderboardViews(app.db, rankedTypes(app.config), new Date(), signedIn.member.id),
  });
  route(app, {
    method: "GET",
    url: "/wps/relay/ODSFE2_getWinnerBoard",
    handler: () => readThrough(app.db, "winner-board", () => winnerBoard(app, new Date())),
  });
}

export async function missionOperatorRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));
  const { db } = app;
  const body = z.record(z.unknown());
  route(app, { method: "GET", url: "/missions", handler: () => allMissions(db) });
  route(app, {
    method: "POST",
    url: "/missions",
    body,
    handler: ({ body }) => addMission(db, readMission(body), "api"),
  });
  route(app, {
    method: "PUT",
    url: "/missions/:id",
    params: z.object({ id: anId }),
    body,
    handler: ({ params, body }) => setMission(db, params.id, readMission(body), "api"),
  });
  route(app, { method: "GET", url: "/leaderboards", handler: () => allLeaderboards(db) });
  route(app, {
    method: "POST",
    url: "/leaderboards",
    body,
    handler: ({ body }) => addLeaderboard(db, readLeaderboard(body), "api"),
  });
  route(app, {
    method: "PUT",
    url: "/leaderboards/:id",
    params: z.object({ id: anId }),
    body,
    handler: ({ params, body }) => setLeaderboard(db, params.id, readLeaderboard(body), "api"),
  });
  route(app, {
    method: "POST",
    url: "/leaderboards/:id/settle",
    params: z.object({ id: anId }),
    query: z.object({ period: z.string().max(10).optional() }),
    handler: ({ params, query }) => settleLeaderboard(db, params.id, query.period, rankedTypes(app.config), "api"),
  });
}
