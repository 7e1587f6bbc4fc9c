// Missions, leaderboards and the winners board (contract/missions.ts, docs/platform-calls.md "Missions"):
// the member's missions with their progress in the current period and the claim, the boards ranked from real
// rounds (names masked), and the recent big wins home shows.
import {
  leaderboardViews,
  memberMissions,
  missionClaim,
  winnerBoard,
  type LeaderboardView,
  type MemberMission,
  type MissionClaim,
  type WinnerBoard,
} from "~contract/answers/missions";
import type { PlatformTransport } from "./transport.server";

export const missionCalls = {
  /** The active missions with the member's progress this period, done and claimed. */
  missions(this: PlatformTransport, token: string): Promise<MemberMission[]> {
    return this.get("/wps/member/missions", memberMissions, {}, token);
  },

  /** A done mission's reward, once per period; NOT_DONE says the progress and the target. */
  claimMission(this: PlatformTransport, token: string, missionId: number): Promise<MissionClaim> {
    return this.call("POST", `/wps/member/missions/${missionId}/claim`, missionClaim, { body: {}, token });
  },

  /** The boards with the member's own rank and figure. */
  memberLeaderboards(this: PlatformTransport, token: string): Promise<LeaderboardView[]> {
    return this.get("/wps/member/leaderboards", leaderboardViews, {}, token);
  },

  /** SPEC §7 winner board: the newest big wins of real members, names masked; public (cached). */
  winnerBoard(this: PlatformTransport): Promise<WinnerBoard> {
    return this.get("/wps/relay/ODSFE2_getWinnerBoard", winnerBoard);
  },
};

export type MissionCalls = typeof missionCalls;
