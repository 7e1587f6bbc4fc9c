import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { lockMember, type Member } from "../accounts/index.js";
import { checkCare } from "../care/index.js";
import { memberAccount, postTransfer, systemAccount } from "../wallet/index.js";
import { openMissions, type StoredMission } from "./missions.js";
import { missionWindow, progressOf } from "./missions-progress.js";
import { missionClaims } from "./missions-schema.js";
import { careBlock, missionStanding } from "./standing.js";

// A member's missions and the claim of a reward (ADR 0052): done when the period's real figures reach the goal;
// claimed once per mission, member and period — the claim row's unique key and the transfer's idempotency key
// say the same, so a retried or doubled claim pays once.

/** The member's open missions at `now`, each with its progress in the current period and whether it was claimed. */
export async function memberMissions(db: Db, member: Member, now = new Date()) {
  const list = await openMissions(db, now);
  const [progress, claims, care] = await Promise.all([
    progressOf(db, member, list, now),
    claimedKeys(db, member.id, list),
    careBlock(db, member.id, now),
  ]);
  return list.map((mission) => {
    const figures = progress.get(mission.id);
    const done = !!figures && figures.progress >= figures.target;
    const claimed = !!figures && claims.has(`${mission.id}|${figures.window.key}`);
    return {
      id: mission.id,
      title: mission.title,
      period: mission.period,
      goal: mission.goal,
      reward: mission.reward,
      progress: (figures?.progress ?? 0n).toString(),
      target: (figures?.target ?? 0n).toString(),
      done,
      claimed,
      ...missionStanding({ done, claimed, care }),
      periodEndsAt: figures?.window.endsAt?.toISOString() ?? null,
    };
  });
}

/** The member centre's badge (SPEC §2.6): open = active missions not yet claimed this period; claimable = done of those. */
export async function missionSummary(db: Db, member: Member, now = new Date()) {
  const list = await memberMissions(db, member, now);
  const open = list.filter((m) => !m.claimed);
  return { open: open.length, claimable: open.filter((m) => m.action === "claim").length, total: list.length };
}

/**
 * The badge's count alone (SPEC §2.6): open missions not yet claimed in their current period. It needs only
 * the missions, their period windows and the member's claims, not the progress figures memberMissions reads
 * for every mission: every member-centre page asks for it.
 */
export async function unclaimedMissionCount(db: Db, member: Member, now = new Date()): Promise<number> {
  const list = await openMissions(db, now);
  const claims = await claimedKeys(db, member.id, list);
  return list.filter((mission) => !claims.has(`${mission.id}|${missionWindow(mission, now).key}`)).length;
}

async function claimedKeys(db: Db, memberId: string, list: readonly StoredMission[]): Promise<Set<string>> {
  if (list.length === 0) return new Set();
  const rows = await db
    .select({ missionId: missionClaims.missionId, periodKey: missionClaims.periodKey })
    .from(missionClaims)
    .where(
      and(
        eq(missionClaims.memberId, memberId),
        inArray(
          missionClaims.missionId,
          list.map((m) => m.id),
        ),
      ),
    );
  return new Set(rows.map((row) => `${row.missionId}|${row.periodKey}`));
}

/** Pays the mission's reward for the current period, once; NOT_DONE (progress, target), ALREADY_CLAIMED, NOT_FOUND. */
export async function claimMission(db: Db, member: Member, missionId: number, now = new Date()) {
  const mission = (await openMissions(db, now)).find((m) => m.id === missionId);
  if (!mission) throw new AppError("NOT_FOUND", `No open mission ${missionId}`);
  return db.transaction(async (tx) => {
    // Claims of one member are serial: the second sees the first's row.
    await lockMember(tx, member.id);
    const figures = (await progressOf(tx, member, [mission], now)).get(mission.id);
    if (!figures) throw new AppError("NOT_FOUND", `No open mission ${missionId}`);
    const { progress, target, window } = figures;
    const [earlier] = await tx
      .select({ id: missionClaims.id })
      .from(missionClaims)
      .where(
        and(
          eq(missionClaims.missionId, mission.id),
          eq(missionClaims.memberId, member.id),
          eq(missionClaims.periodKey, window.key),
        ),
      );
    // The decision the page showed (ADR 0060), taken again in the claim's transaction.
    const decided = missionStanding({
      done: progress >= target,
      claimed: !!earlier,
      care: await careBlock(tx, member.id, now),
    });
    if (decided.reason === "ALREADY_CLAIMED")
      throw new AppError("ALREADY_CLAIMED", "This mission's reward was claimed already in this period", {
        periodKey: window.key,
      });
    if (decided.reason === "NOT_DONE")
      throw new AppError("NOT_DONE", "This mission is not done yet", {
        progress: progress.toString(),
        target: target.toString(),
      });
    // A timed-out or self-excluded (or frozen) member is given nothing, as every promotion grant (ADR 0046): the
    // care check's own refusal, with its details.
    await checkCare(tx, member.id, "transfer", undefined, now);
    const transferId = await payReward(tx, mission, member.id, window.key);
    const [claim] = await tx
      .insert(missionClaims)
      .values({
        missionId: mission.id,
        memberId: member.id,
        periodKey: window.key,
        progress,
        target,
        reward: mission.reward,
        transferId,
        claimedAt: now,
      })
      .returning();
    if (!claim) throw new Error(`mission claim ${mission.id} not written`);
    return {
      missionId: mission.id,
      periodKey: window.key,
      reward: mission.reward,
      claimedAt: claim.claimedAt.toISOString(),
    };
  });
}

async function payReward(tx: Tx, mission: StoredMission, memberId: string, periodKey: string): Promise<number> {
  const key = `mission:${mission.id}:${memberId}:${periodKey}`;
  const metadata = { missionId: mission.id, periodKey };
  const memo = mission.title.EN;
  const { reward } = mission;
  if (reward.kind === "points") {
    const points = BigInt(reward.points);
    const posted = await postTransfer(tx, {
      idempotencyKey: key,
      kind: "points",
      memo,
      metadata,
      entries: [
        { account: await systemAccount(tx, "points_pool"), amount: -points },
        { account: await memberAccount(tx, memberId, "points"), amount: points },
      ],
    });
    return posted.id;
  }
  const amount = BigInt(reward.amount);
  const posted = await postTransfer(tx, {
    idempotencyKey: key,
    kind: "bonus",
    memo,
    metadata,
    entries: [
      { account: await systemAccount(tx, "promotion"), amount: -amount },
      { account: await memberAccount(tx, memberId, "main"), amount },
    ],
  });
  return posted.id;
}
