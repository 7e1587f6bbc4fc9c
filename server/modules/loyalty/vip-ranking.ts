import { and, eq, inArray, ne } from "drizzle-orm";
import { siteDay } from "../../../contract/time-zone.js";
import type { VipLevel } from "../../../contract/vip.js";
import type { Db } from "../../db/connect.js";
import { MEMBER_TYPE, clubMembers, clubMembersQuery, setClub, type ClubMember } from "../accounts/index.js";
import { memberPlay } from "../games/index.js";
import { creditedDeposits } from "../payments/index.js";
import { currentVipSettings, type VipInForce } from "./vip.js";
import { payVipBonus, type VipBonus } from "./vip-bonuses.js";
import { DAY_MS, bonusOf, clubOf, isoWeek, nextStanding, periodsOf, sameClub, type Step } from "./vip-levels.js";
import { vipBonuses, vipMembers } from "./vip-schema.js";

// Ranking every member (ADR 0050), run by the `vip-levels` job and POST /ops/vip/recompute: the period's valid
// bets and deposits of all members in two grouped reads, each member's step (up, kept, down one) worked out in
// memory, and only the members who move or are owed a bonus written, each in its own transaction. A member
// whose row moved since it was read (a second run at once) is left to that run.

/** Members and agents; never trial accounts or staff. The job and the routes pass the configured list. */
const DEFAULT_TYPES = [MEMBER_TYPE.member, MEMBER_TYPE.agent, MEMBER_TYPE.subAgent, 41, 42];

const RELABEL_BATCH = 1000;

export type VipRun = {
  members: number;
  up: number;
  down: number;
  kept: number;
  labelled: number;
  bonuses: number;
  refused: number;
};

type Row = typeof vipMembers.$inferSelect;

export async function recomputeVip(
  db: Db,
  now = new Date(),
  memberTypes: readonly number[] = DEFAULT_TYPES,
): Promise<VipRun> {
  const run: VipRun = { members: 0, up: 0, down: 0, kept: 0, labelled: 0, bonuses: 0, refused: 0 };
  const settings = await currentVipSettings(db);
  if (!settings) return run;
  const from = new Date(now.getTime() - settings.periodDays * DAY_MS);
  const day = siteDay(now);
  const [everyone, play, deposits, rows, paid] = await Promise.all([
    clubMembers(db, memberTypes),
    memberPlay(db, clubMembersQuery(db, memberTypes), from, now),
    creditedDeposits(db, clubMembersQuery(db, memberTypes), from, now),
    db.select().from(vipMembers),
    periodicPaid(db, day),
  ]);
  const validBets = new Map(play.map((p) => [p.memberId, p.validBet]));
  const rowOf = new Map(rows.map((r) => [r.memberId, r]));
  const relabel = new Map<number, string[]>();
  run.members = everyone.length;
  for (const member of everyone) {
    const row = rowOf.get(member.id);
    const figures = { validBet: validBets.get(member.id) ?? 0n, deposits: deposits.get(member.id) ?? 0n };
    const step = nextStanding(
      settings,
      { rankLevel: row?.rankLevel ?? 1, since: row?.since ?? member.createdAt },
      figures,
      now,
    );
    const level = settings.levels[step.rankLevel - 1];
    if (!level) continue;
    const due = dueBonuses(settings, member, step, level, day, paid);
    if (step.change || due.length) {
      const done = await moveMember(db, settings, member, row, step, due, now);
      if (!done) continue;
      if (step.change) run[step.change] += 1;
      run.bonuses += done.paid;
      run.refused += done.refused;
    } else if (!sameClub(clubOf(level), member)) {
      relabel.set(level.rankLevel, [...(relabel.get(level.rankLevel) ?? []), member.id]);
    }
  }
  // A new table (names, colours, limits) or a member never ranked yet: their labels, a statement per level and
  // thousand members (a statement's parameters are limited).
  for (const [rankLevel, ids] of relabel) {
    const level = settings.levels[rankLevel - 1];
    if (!level) continue;
    for (let i = 0; i < ids.length; i += RELABEL_BATCH)
      await setClub(db, ids.slice(i, i + RELABEL_BATCH), clubOf(level));
    run.labelled += ids.length;
  }
  return run;
}

/** The periodic bonuses of `day` paid already, as "member|kind|period". */
async function periodicPaid(db: Db, day: string): Promise<Set<string>> {
  const periods = [isoWeek(day), day.slice(0, 7), day.slice(0, 4)];
  const rows = await db
    .select({ memberId: vipBonuses.memberId, kind: vipBonuses.kind, period: vipBonuses.period })
    .from(vipBonuses)
    .where(and(ne(vipBonuses.kind, "upgrade"), inArray(vipBonuses.period, periods)));
  return new Set(rows.map((r) => `${r.memberId}|${r.kind}|${r.period}`));
}

/** The bonuses the step brings: each level passed on the way up, and the site day's periodic ones at the level reached. */
function dueBonuses(
  settings: VipInForce,
  member: ClubMember,
  step: Step,
  level: VipLevel,
  day: string,
  paid: Set<string>,
): VipBonus[] {
  const bonus = (kind: VipBonus["kind"], at: VipLevel, period: string): VipBonus => ({
    memberId: member.id,
    kind,
    rankLevel: at.rankLevel,
    levelName: at.name.EN,
    period,
    amount: bonusOf(at, kind),
    settingsVersion: settings.version,
  });
  const upgrades = step.passed.flatMap((n) => {
    const passed = settings.levels[n - 1];
    return passed ? [bonus("upgrade", passed, "")] : [];
  });
  const periodic = periodsOf(day, member.birthday)
    .filter((p) => !paid.has(`${member.id}|${p.kind}|${p.period}`))
    .map((p) => bonus(p.kind, level, p.period));
  return [...upgrades, ...periodic].filter((b) => b.amount > 0n);
}

/** The member's step, its label and its bonuses in one transaction; null when another run moved the member first. */
async function moveMember(
  db: Db,
  settings: VipInForce,
  member: ClubMember,
  row: Row | undefined,
  step: Step,
  due: VipBonus[],
  now: Date,
) {
  return db.transaction(async (tx) => {
    if (step.change) {
      const values = {
        rankLevel: step.rankLevel,
        since: step.since,
        settingsVersion: settings.version,
        updatedAt: now,
      };
      const moved = row
        ? await tx
            .update(vipMembers)
            .set(values)
            .where(
              and(
                eq(vipMembers.memberId, member.id),
                eq(vipMembers.rankLevel, row.rankLevel),
                eq(vipMembers.since, row.since),
              ),
            )
            .returning({ memberId: vipMembers.memberId })
        : await tx
            .insert(vipMembers)
            .values({ memberId: member.id, ...values })
            .onConflictDoNothing()
            .returning({ memberId: vipMembers.memberId });
      if (!moved.length) return null;
    }
    const level = settings.levels[step.rankLevel - 1];
    if (level) await setClub(tx, [member.id], clubOf(level));
    const done = { paid: 0, refused: 0 };
    for (const bonus of due) {
      const outcome = await payVipBonus(tx, bonus, now);
      if (outcome === "paid") done.paid += 1;
      if (outcome === "refused") done.refused += 1;
    }
    return done;
  });
}
