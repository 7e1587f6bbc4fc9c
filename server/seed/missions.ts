import { missionSchema, leaderboardSchema, type Leaderboard, type Mission } from "../../contract/missions.js";
import type { Tx } from "../db/connect.js";
import { leaderboards, missions } from "../db/schema.js";

// The demo's missions and leaderboard (ADR 0052): each title says exactly what the goal and the reward
// are (missions.test.ts checks it), amounts in minor units (VND × 100) like every amount. Written once, when
// there are none: an operator's own are kept, and a second run changes nothing.

const VND = 100n;
const vnd = (amount: bigint) => String(amount * VND);

export const DEMO_MISSIONS: Mission[] = [
  {
    title: {
      EN: "Place ₫50,000 in valid bets today: 20 points",
      TY: "Maglagay ng ₫50,000 na valid bet ngayong araw: 20 puntos",
    },
    period: "daily",
    goal: { kind: "validBet", category: "ANY", amount: vnd(50_000n) },
    reward: { kind: "points", points: 20 },
    startsAt: null,
    endsAt: null,
    active: true,
    sequence: 1,
  },
  {
    title: {
      EN: "Play 20 rounds of in-house games today: 10 points",
      TY: "Maglaro ng 20 round ng in-house games ngayong araw: 10 puntos",
    },
    period: "daily",
    goal: { kind: "rounds", category: "INHOUSE", count: 20 },
    reward: { kind: "points", points: 10 },
    startsAt: null,
    endsAt: null,
    active: true,
    sequence: 2,
  },
  {
    title: {
      EN: "Log in 3 days in a row this week: ₫10,000 bonus",
      TY: "Mag-log in nang 3 magkakasunod na araw ngayong linggo: ₫10,000 na bonus",
    },
    period: "weekly",
    goal: { kind: "loginStreak", days: 3 },
    reward: { kind: "bonus", amount: vnd(10_000n) },
    startsAt: null,
    endsAt: null,
    active: true,
    sequence: 3,
  },
  {
    title: {
      EN: "Complete your profile (name, email, mobile, birthday): 50 points",
      TY: "Kumpletuhin ang iyong profile (pangalan, email, mobile, kaarawan): 50 puntos",
    },
    period: "once",
    goal: { kind: "profile", fields: ["payeeName", "email", "mobileNum", "birthday"] },
    reward: { kind: "points", points: 50 },
    startsAt: null,
    endsAt: null,
    active: true,
    sequence: 4,
  },
];

export const DEMO_LEADERBOARD: Leaderboard = {
  title: {
    EN: "Weekly valid bet leaderboard: ₫500,000, ₫200,000 and ₫100,000 for the top 3",
    TY: "Lingguhang leaderboard ng valid bet: ₫500,000, ₫200,000 at ₫100,000 para sa top 3",
  },
  metric: "validBet",
  period: "weekly",
  category: "ANY",
  prizes: [
    { from: 1, to: 1, amount: vnd(500_000n) },
    { from: 2, to: 2, amount: vnd(200_000n) },
    { from: 3, to: 3, amount: vnd(100_000n) },
  ],
  minValidBet: vnd(10_000n),
  active: true,
  sequence: 1,
};

export async function seedMissions(tx: Tx): Promise<void> {
  if ((await tx.select({ id: missions.id }).from(missions).limit(1)).length === 0) {
    for (const raw of DEMO_MISSIONS) {
      const m = missionSchema.parse(raw);
      await tx.insert(missions).values({
        title: m.title,
        period: m.period,
        goal: m.goal,
        reward: m.reward,
        active: m.active,
        sequence: m.sequence,
      });
    }
  }
  if ((await tx.select({ id: leaderboards.id }).from(leaderboards).limit(1)).length === 0) {
    const b = leaderboardSchema.parse(DEMO_LEADERBOARD);
    await tx.insert(leaderboards).values({
      title: b.title,
      metric: b.metric,
      period: b.period,
      category: b.category,
      prizes: b.prizes,
      minValidBet: BigInt(b.minValidBet),
      active: b.active,
      sequence: b.sequence,
    });
  }
}
