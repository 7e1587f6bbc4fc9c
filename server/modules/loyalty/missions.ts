import { and, asc, count, eq, gt, isNull, lte, or } from "drizzle-orm";
import type { ZodType, ZodTypeDef } from "zod";
import { missionSchema, type Mission, type MissionGoal, type MissionReward } from "../../../contract/missions.js";
import type { Db, Tx } from "../../db/connect.js";
import { forgetReads } from "../../db/read-cache.js";
import { AppError } from "../errors.js";
import { bumpSiteVersion, recordAudit } from "../system/index.js";
import { missionClaims, missions } from "./missions-schema.js";

// Missions as the operator configures them (ADR 0052): rows checked by contract/missions.ts, each change
// audited and announced with the site version so cached pages forget the old one.

export type MissionRow = typeof missions.$inferSelect;
/** A mission as the engine reads it: the row's id and dates, its goal and reward parsed. */
export type StoredMission = Omit<Mission, "startsAt" | "endsAt"> & {
  id: number;
  startsAt: Date | null;
  endsAt: Date | null;
  createdAt: Date;
};

/** Parses an operator's body, or refuses with the first problem (VALIDATION, the issues in the envelope's value). */
export function readBody<T>(schema: ZodType<T, ZodTypeDef, unknown>, raw: unknown, what: string): T {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new AppError("VALIDATION", `${issue?.path.join(".") ?? ""}: ${issue?.message ?? `not ${what}`}`, {
    issues: parsed.error.issues,
  });
}

export const readMission = (raw: unknown): Mission => readBody(missionSchema, raw, "a mission");

export function storedMission(row: MissionRow): StoredMission {
  return {
    id: row.id,
    title: row.title,
    period: row.period as Mission["period"],
    goal: row.goal as MissionGoal,
    reward: row.reward as MissionReward,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    active: row.active,
    sequence: row.sequence,
    createdAt: row.createdAt,
  };
}

const columns = (mission: Mission) => ({
  title: mission.title,
  period: mission.period,
  goal: mission.goal,
  reward: mission.reward,
  startsAt: mission.startsAt ? new Date(mission.startsAt) : null,
  endsAt: mission.endsAt ? new Date(mission.endsAt) : null,
  active: mission.active,
  sequence: mission.sequence,
});

/** The missions members see at `now`: active, started and not ended, in the operator's order. */
export async function openMissions(db: Db | Tx, now: Date): Promise<StoredMission[]> {
  const rows = await db
    .select()
    .from(missions)
    .where(
      and(
        eq(missions.active, true),
        or(isNull(missions.startsAt), lte(missions.startsAt, now)),
        or(isNull(missions.endsAt), gt(missions.endsAt, now)),
      ),
    )
    .orderBy(asc(missions.sequence), asc(missions.id));
  return rows.map(storedMission);
}

const view = (row: MissionRow, claims: number) => ({
  ...storedMission(row),
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  claims,
});

/** Every mission, inactive ones too, with how many times its reward was claimed. */
export async function allMissions(db: Db) {
  const rows = await db.select().from(missions).orderBy(asc(missions.sequence), asc(missions.id));
  const claimed = await db
    .select({ missionId: missionClaims.missionId, n: count() })
    .from(missionClaims)
    .groupBy(missionClaims.missionId);
  const byMission = new Map(claimed.map((c) => [c.missionId, c.n]));
  return rows.map((row) => view(row, byMission.get(row.id) ?? 0));
}

export async function addMission(db: Db, mission: Mission, actor: string) {
  return db
    .transaction(async (tx) => {
      const [row] = await tx.insert(missions).values(columns(mission)).returning();
      if (!row) throw new Error("mission not written");
      await recordAudit(tx, { action: "missions.add", detail: { source: actor, id: row.id, mission } });
      await bumpSiteVersion(tx);
      return view(row, 0);
    })
    .finally(() => forgetReads(db));
}

/** Rewrites a mission whole; claims already paid keep what they paid (each claim row holds its reward). */
export async function setMission(db: Db, id: number, mission: Mission, actor: string) {
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .update(missions)
        .set({ ...columns(mission), updatedAt: new Date() })
        .where(eq(missions.id, id))
        .returning();
      if (!row) throw new AppError("NOT_FOUND", `No mission ${id}`);
      await recordAudit(tx, { action: "missions.set", detail: { source: actor, id, mission } });
      await bumpSiteVersion(tx);
      return view(row, 0);
    })
    .finally(() => forgetReads(db));
}
