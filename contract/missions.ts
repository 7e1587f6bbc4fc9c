// Missions and leaderboards (SPEC §2.6 missionLeaderboard, ADR 0052): what the operator configures,
// checked by one zod schema on both tiers, and the site periods they are measured in.
import { z } from "zod";
import { GAME_CATEGORIES } from "./game-categories.js";
import { nextSiteDay, siteDay, siteDayStart } from "./time-zone.js";

export const MISSION_PERIODS = ["daily", "weekly", "once"] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];
export const LEADERBOARD_PERIODS = ["daily", "weekly"] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];
/** validBet: the period's total valid bet; win: the member's biggest payout of one winning round in the period. */
export const LEADERBOARD_METRICS = ["validBet", "win"] as const;
export type LeaderboardMetric = (typeof LEADERBOARD_METRICS)[number];
/** The member fields a profile mission may ask for (the member row's names, as member info answers them). */
export const PROFILE_FIELDS = ["payeeName", "email", "mobileNum", "birthday"] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export const MISSION_CATEGORIES = [...GAME_CATEGORIES, "ANY"] as const;

/** How many entries a board shows. */
export const LEADERBOARD_SIZE = 20;

const minor = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/, "a string of 1 to 15 digits (minor units)")
  .refine((m) => !/^\d{1,15}$/.test(m) || BigInt(m) > 0n, "more than 0");
const whole = (max: number) => z.number().int("a whole number").min(1).max(max);
const title = z.object({ TY: z.string().trim().min(1).max(120), EN: z.string().trim().min(1).max(120) });
const category = z.enum(MISSION_CATEGORIES);
const instant = z.string().datetime({ offset: true });

export const missionGoalSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("validBet"), category, amount: minor }),
  z.object({ kind: z.literal("rounds"), category, count: whole(100_000) }),
  z.object({ kind: z.literal("deposits"), amount: minor }),
  z.object({ kind: z.literal("loginStreak"), days: whole(30) }),
  z.object({ kind: z.literal("profile"), fields: z.array(z.enum(PROFILE_FIELDS)).min(1).max(PROFILE_FIELDS.length) }),
]);
export type MissionGoal = z.infer<typeof missionGoalSchema>;

export const missionRewardSchema = z.discriminatedUnion("kind", [
  /** Cash paid to the main wallet from the promotion account (ledger kind bonus). */
  z.object({ kind: z.literal("bonus"), amount: minor }),
  /** Points to the member's points account from the points pool (ledger kind points). */
  z.object({ kind: z.literal("points"), points: whole(1_000_000) }),
]);
export type MissionReward = z.infer<typeof missionRewardSchema>;

/** Days a period holds: a login streak longer than its period could never be done. */
const PERIOD_DAYS: Record<MissionPeriod, number> = { daily: 1, weekly: 7, once: 30 };

export const missionSchema = z
  .object({
    title,
    period: z.enum(MISSION_PERIODS),
    goal: missionGoalSchema,
    reward: missionRewardSchema,
    startsAt: instant.nullable().default(null),
    endsAt: instant.nullable().default(null),
    active: z.boolean().default(true),
    sequence: z.number().int().min(0).max(10_000).default(0),
  })
  .superRefine((m, ctx) => {
    if (m.goal.kind === "loginStreak" && m.goal.days > PERIOD_DAYS[m.period])
      ctx.addIssue({
        code: "custom",
        path: ["goal", "days"],
        message: `at most ${PERIOD_DAYS[m.period]} days in a ${m.period} mission`,
      });
    // A filled profile stays filled: doing it again each day would pay for nothing new.
    if (m.goal.kind === "profile" && m.period !== "once")
      ctx.addIssue({ code: "custom", path: ["period"], message: "a profile mission is done once" });
    if (m.startsAt && m.endsAt && m.endsAt <= m.startsAt)
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "after startsAt" });
  });
export type Mission = z.infer<typeof missionSchema>;

export const prizeSchema = z.object({ from: whole(1000), to: whole(1000), amount: minor });

export const leaderboardSchema = z
  .object({
    title,
    metric: z.enum(LEADERBOARD_METRICS),
    period: z.enum(LEADERBOARD_PERIODS),
    category,
    /** Ranks from..to and the prize each of them gets (minor units). */
    prizes: z.array(prizeSchema).max(20).default([]),
    /** The period's valid bet a member needs to be ranked at all (keeps one lucky spin off the top). */
    minValidBet: z
      .string()
      .trim()
      .regex(/^\d{1,15}$/, "a string of 1 to 15 digits (minor units)")
      .default("0"),
    active: z.boolean().default(true),
    sequence: z.number().int().min(0).max(10_000).default(0),
  })
  .superRefine((b, ctx) => {
    const taken = new Set<number>();
    b.prizes.forEach((p, i) => {
      if (p.to < p.from) ctx.addIssue({ code: "custom", path: ["prizes", i, "to"], message: "not below from" });
      for (let rank = p.from; rank <= p.to; rank += 1) {
        if (taken.has(rank))
          ctx.addIssue({ code: "custom", path: ["prizes", i], message: `rank ${rank} has two prizes` });
        taken.add(rank);
      }
    });
  });
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** The prize of a rank, or null. */
export function prizeOf(board: Pick<Leaderboard, "prizes">, rank: number): string | null {
  return board.prizes.find((p) => rank >= p.from && rank <= p.to)?.amount ?? null;
}

/** A period in site days: its key (the first day), and [from, to). */
export type SitePeriod = { key: string; from: Date; to: Date };

/** The Monday (site day) of the ISO week `day` falls in. */
export function weekStart(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/** The daily or weekly period `at` falls in (weeks start on Monday in the site's zone). */
export function periodAt(period: "daily" | "weekly", at: Date): SitePeriod {
  const today = siteDay(at);
  const first = period === "daily" ? today : weekStart(today);
  let end = nextSiteDay(first);
  if (period === "weekly") for (let i = 1; i < 7; i += 1) end = nextSiteDay(end);
  return { key: first, from: siteDayStart(first), to: siteDayStart(end) };
}

/** The period that ended just before the one `at` falls in. */
export function previousPeriod(period: "daily" | "weekly", at: Date): SitePeriod {
  return periodAt(period, new Date(periodAt(period, at).from.getTime() - 1));
}

/** The period named by its key (its first day), or null when the key is no such period's first day. */
export function periodOfKey(period: "daily" | "weekly", key: string): SitePeriod | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(key) || Number.isNaN(Date.parse(`${key}T00:00:00Z`))) return null;
  const found = periodAt(period, siteDayStart(key));
  return found.key === key ? found : null;
}
