import { periodAt, type MissionGoal } from "../../../contract/missions.js";
import { nextSiteDay } from "../../../contract/time-zone.js";
import type { Db, Tx } from "../../db/connect.js";
import { clubMembersQuery, loginDaysOf, type Member } from "../accounts/index.js";
import { memberDayFigures, type DayFigures } from "../games/index.js";
import { creditedDeposits } from "../payments/index.js";
import type { StoredMission } from "./missions.js";

// A member's progress in its missions (ADR 0052), read from the real records each time, never kept as a counter
// that could drift: the valid bets and valid rounds games counts (a cancelled or tied round counts nothing),
// the deposits payments credited, the days accounts saw a successful login, and the member row's profile. Each
// source is read once per distinct period window, whatever the number of missions.

/** After every instant the platform will see: a one-off mission without an end counts until now. */
const OPEN_END = new Date("9999-12-31T00:00:00Z");

/** A mission's current period: its key (claims are once per key) and the window it counts. */
export type MissionWindow = { key: string; from: Date; to: Date; endsAt: Date | null };

export function missionWindow(mission: StoredMission, now: Date): MissionWindow {
  if (mission.period === "once")
    return {
      key: "once",
      from: mission.startsAt ?? mission.createdAt,
      to: mission.endsAt ?? OPEN_END,
      endsAt: mission.endsAt,
    };
  const period = periodAt(mission.period, now);
  return { key: period.key, from: period.from, to: period.to, endsAt: period.to };
}

export type Progress = { progress: bigint; target: bigint };

export function targetOf(goal: MissionGoal): bigint {
  switch (goal.kind) {
    case "validBet":
    case "deposits":
      return BigInt(goal.amount);
    case "rounds":
      return BigInt(goal.count);
    case "loginStreak":
      return BigInt(goal.days);
    case "profile":
      return BigInt(goal.fields.length);
  }
}

/** The longest run of consecutive site days in a sorted list of days. */
export function longestStreak(days: readonly string[]): number {
  let best = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of days) {
    run = previous !== null && nextSiteDay(previous) === day ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  return best;
}

/** Reads one source once per window: the same window asked twice is one query. */
function perWindow<T>(load: (from: Date, to: Date) => Promise<T>) {
  const loaded = new Map<string, Promise<T>>();
  return (w: MissionWindow) => {
    const key = `${w.from.toISOString()}|${w.to.toISOString()}`;
    let value = loaded.get(key);
    if (!value) loaded.set(key, (value = load(w.from, w.to)));
    return value;
  };
}

const inCategory = (category: string) => (row: DayFigures) => category === "ANY" || row.category === category;

/** The member's progress in each mission at `now`, by mission id. */
export async function progressOf(
  db: Db | Tx,
  member: Member,
  list: readonly StoredMission[],
  now: Date,
): Promise<Map<number, Progress & { window: MissionWindow }>> {
  const play = perWindow((from, to) => memberDayFigures(db, [member.id], from, to));
  const deposits = perWindow(
    async (from, to) =>
      (await creditedDeposits(db, clubMembersQuery(db, [member.type], member.id), from, to)).get(member.id) ?? 0n,
  );
  const logins = perWindow((from, to) => loginDaysOf(db, member.id, from, to));
  const answers = await Promise.all(
    list.map(async (mission) => {
      const window = missionWindow(mission, now);
      const { goal } = mission;
      let progress: bigint;
      switch (goal.kind) {
        case "validBet":
          progress = (await play(window))
            .filter(inCategory(goal.category))
            .reduce((sum, row) => sum + row.validBet, 0n);
          break;
        case "rounds":
          progress = BigInt(
            (await play(window)).filter(inCategory(goal.category)).reduce((sum, row) => sum + row.validRounds, 0),
          );
          break;
        case "deposits":
          progress = await deposits(window);
          break;
        case "loginStreak":
          progress = BigInt(longestStreak(await logins(window)));
          break;
        case "profile":
          progress = BigInt(goal.fields.filter((field) => (member[field] ?? "").trim() !== "").length);
          break;
      }
      return [mission.id, { progress, target: targetOf(goal), window }] as const;
    }),
  );
  return new Map(answers);
}
