import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { MemberVip, VipTable } from "../../../contract/answers/vip.js";
import { vipSettingsSchema, type VipBonusKind, type VipSettings } from "../../../contract/vip.js";
import type { PlatformConfig } from "../../config.js";
import type { Db, Tx } from "../../db/connect.js";
import { forgetReads } from "../../db/read-cache.js";
import { AppError } from "../errors.js";
import { clubMembersQuery } from "../accounts/index.js";
import { memberPlay } from "../games/index.js";
import { creditedDeposits } from "../payments/index.js";
import { bumpSiteVersion, recordAudit } from "../system/index.js";
import { DAY_MS, type Figures } from "./vip-levels.js";
import { vipBonuses, vipMembers, vipSettings } from "./vip-schema.js";

// VIP levels (ADR 0050): the operator's table as versioned rows (DESIGN §10), where a member stands in
// it with the real figures of its period, and the rebate rates its level gives.

export type VipInForce = VipSettings & { version: number };

/** The members VIP ranks: those who may use the member site, less trial accounts (play money is no play). */
export const vipMemberTypes = (config: PlatformConfig): number[] =>
  config.MEMBER_SITE_TYPES.filter((type) => !config.TRIAL_TYPES.includes(type));

/** The table in force (the newest version), or null when the operator has set none: no VIP programme. */
export async function currentVipSettings(db: Db | Tx): Promise<VipInForce | null> {
  const [row] = await db.select().from(vipSettings).orderBy(desc(vipSettings.version)).limit(1);
  return row ? { version: row.version, ...vipSettingsSchema.parse(row.settings) } : null;
}

/** GET /wps/vip/levels: the table in force as the contract answers it. */
export async function vipTable(db: Db): Promise<VipTable> {
  const current = await currentVipSettings(db);
  return current && { version: current.version, periodDays: current.periodDays, levels: current.levels };
}

/** The operator's new table: a new version, audited; members move to it at the next recompute. */
export async function setVipSettings(db: Db, raw: unknown, actor: string): Promise<VipTable> {
  const parsed = vipSettingsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("VALIDATION", `${issue?.path.join(".") ?? ""}: ${issue?.message ?? "not a VIP table"}`, {
      issues: parsed.error.issues,
    });
  }
  return db
    .transaction(async (tx) => {
      const [last] = await tx
        .select({ version: vipSettings.version })
        .from(vipSettings)
        .orderBy(desc(vipSettings.version))
        .limit(1)
        .for("update");
      const version = (last?.version ?? 0) + 1;
      await tx.insert(vipSettings).values({ version, settings: parsed.data, actor });
      await recordAudit(tx, { action: "vip.levels", detail: { source: actor, version, settings: parsed.data } });
      await bumpSiteVersion(tx);
      return { version, periodDays: parsed.data.periodDays, levels: parsed.data.levels };
    })
    .finally(() => forgetReads(db));
}

/** One member's figures over [from, to), read as the recompute reads everyone's. */
export async function memberFigures(
  db: Db | Tx,
  member: { id: string; type: number },
  from: Date,
  to: Date,
): Promise<Figures> {
  const only = () => clubMembersQuery(db, [member.type], member.id);
  const [play, deposits] = await Promise.all([
    memberPlay(db, only(), from, to),
    creditedDeposits(db, only(), from, to),
  ]);
  return { validBet: play[0]?.validBet ?? 0n, deposits: deposits.get(member.id) ?? 0n };
}

/** The member's stored level within the levels the table has, and its row (none: level 1 since it joined). */
export async function levelOf(db: Db | Tx, memberId: string, settings: VipSettings) {
  const [row] = await db.select().from(vipMembers).where(eq(vipMembers.memberId, memberId));
  return { rankLevel: Math.min(row?.rankLevel ?? 1, settings.levels.length), row: row ?? null };
}

/** GET /wps/member/vip: the member's level, the period's real figures, the next level's thresholds, the bonuses paid. */
export async function memberVip(
  db: Db,
  member: { id: string; type: number; createdAt: Date },
  now = new Date(),
): Promise<MemberVip> {
  const settings = await currentVipSettings(db);
  if (!settings) return null;
  const from = new Date(now.getTime() - settings.periodDays * DAY_MS);
  const [{ rankLevel, row }, figures, bonuses] = await Promise.all([
    levelOf(db, member.id, settings),
    memberFigures(db, member, from, now),
    db
      .select()
      .from(vipBonuses)
      .where(and(eq(vipBonuses.memberId, member.id), isNotNull(vipBonuses.transferId)))
      .orderBy(desc(vipBonuses.paidAt), desc(vipBonuses.id))
      .limit(20),
  ]);
  const since = row?.since ?? member.createdAt;
  const next = settings.levels[rankLevel];
  return {
    rankLevel,
    since: since.toISOString(),
    keepCheckAt: rankLevel > 1 ? new Date(since.getTime() + settings.periodDays * DAY_MS).toISOString() : null,
    period: { from: from.toISOString(), validBet: figures.validBet.toString(), deposits: figures.deposits.toString() },
    next: next ? { rankLevel: next.rankLevel, validBet: next.validBet, deposits: next.deposits } : null,
    bonuses: bonuses.map((b) => ({
      rankLevel: b.rankLevel,
      kind: b.kind as VipBonusKind,
      amount: b.amount.toString(),
      paidAt: b.paidAt.toISOString(),
    })),
  };
}

/** A rebate whose rule says `vipRates` pays the member's level's rates, from the table in force (none without one). */
export async function vipRebateRates(
  db: Db | Tx,
  memberId: string,
): Promise<{ version: number; rankLevel: number; rates: Record<string, number> } | null> {
  const settings = await currentVipSettings(db);
  if (!settings) return null;
  const { rankLevel } = await levelOf(db, memberId, settings);
  return { version: settings.version, rankLevel, rates: settings.levels[rankLevel - 1]?.rebateRates ?? {} };
}
