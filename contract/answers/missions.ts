// What the missions, leaderboards and winners board calls answer (ADR 0052; contract/missions.ts).
import { z } from "zod";
import { minorUnits } from "./common.js";
import {
  LEADERBOARD_METRICS,
  LEADERBOARD_PERIODS,
  MISSION_CATEGORIES,
  MISSION_PERIODS,
  missionGoalSchema,
  missionRewardSchema,
} from "../missions.js";

const title = z.object({ TY: z.string(), EN: z.string() });
const whole = z.string().regex(/^\d+$/);

/** One of GET /wps/member/missions: progress and target are whole numbers as strings (minor units for amounts). */
export const memberMission = z.object({
  id: z.number().int(),
  title,
  period: z.enum(MISSION_PERIODS),
  goal: missionGoalSchema,
  reward: missionRewardSchema,
  progress: whole,
  target: whole,
  done: z.boolean(),
  claimed: z.boolean(),
  /** The one step the mission offers now, and why not (ADR 0060): the page's tag and button read only these. */
  action: z.enum(["claim"]).nullable(),
  reason: z.enum(["NOT_DONE", "ALREADY_CLAIMED", "TIMED_OUT", "SELF_EXCLUDED"]).nullable(),
  /** When the current period ends (a new one starts fresh); null for a one-off mission without an end. */
  periodEndsAt: z.string().nullable(),
});
export type MemberMission = z.infer<typeof memberMission>;
export const memberMissions = z.array(memberMission);

/** GET /wps/member/missions/summary: open = not yet claimed this period (the menu's badge when above 0); claimable = done of those. */
export const missionSummary = z.object({
  open: z.number().int(),
  claimable: z.number().int(),
  total: z.number().int(),
});
export type MissionSummary = z.infer<typeof missionSummary>;

/** POST /wps/member/missions/:id/claim. NOT_DONE carries { progress, target }; ALREADY_CLAIMED { periodKey }. */
export const missionClaim = z.object({
  missionId: z.number().int(),
  periodKey: z.string(),
  reward: missionRewardSchema,
  claimedAt: z.string(),
});
export type MissionClaim = z.infer<typeof missionClaim>;

const entry = z.object({
  rank: z.number().int(),
  username: z.string(),
  figure: minorUnits,
  prize: minorUnits.nullable(),
});

export const leaderboardView = z.object({
  id: z.number().int(),
  title,
  metric: z.enum(LEADERBOARD_METRICS),
  period: z.enum(LEADERBOARD_PERIODS),
  category: z.enum(MISSION_CATEGORIES),
  prizes: z.array(z.object({ from: z.number().int(), to: z.number().int(), amount: minorUnits })),
  minValidBet: minorUnits,
  /** The current period: its first site day and when it ends. */
  periodKey: z.string(),
  periodEndsAt: z.string(),
  /** The current period's top members so far, names masked. */
  entries: z.array(entry),
  /** The last settled period's final ranking and prizes. */
  lastPeriod: z.object({ periodKey: z.string(), winners: z.array(entry) }).nullable(),
  /** GET /wps/member/leaderboards only: the member's own standing this period (null when not ranked). */
  mine: z.object({ rank: z.number().int(), figure: minorUnits, validBet: minorUnits }).nullable().optional(),
});
export type LeaderboardView = z.infer<typeof leaderboardView>;
/** GET /wps/leaderboards and GET /wps/member/leaderboards. */
export const leaderboardViews = z.array(leaderboardView);

/** GET /wps/relay/ODSFE2_getWinnerBoard: the newest big wins of real members (last 7 days), names masked. */
export const winnerBoard = z.object({
  list: z.array(
    z.object({
      username: z.string(),
      gameName: z.string(),
      nodeId: z.string().nullable(),
      category: z.string(),
      amount: minorUnits,
      /** The payout as a multiple of the stake, two decimals. */
      multiple: z.string(),
      at: z.string(),
    }),
  ),
});
export type WinnerBoard = z.infer<typeof winnerBoard>;
