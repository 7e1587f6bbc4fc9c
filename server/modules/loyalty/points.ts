import { and, desc, eq } from "drizzle-orm";
import { pointsFor, pointsRatesSchema, type PointsRates } from "../../../contract/points.js";
import { nextSiteDay, previousSiteDay, siteDay, siteDayStart } from "../../../contract/time-zone.js";
import type { Db } from "../../db/connect.js";
import { forgetReads } from "../../db/read-cache.js";
import { AppError } from "../errors.js";
import { dailyPlay } from "../games/index.js";
import { bumpSiteVersion, recordAudit } from "../system/index.js";
import { memberAccount, postTransfer, systemAccount } from "../wallet/index.js";
import { pointsAccruals, pointsRates } from "./points-schema.js";

// Points earned as members play (ADR 0048): each site day's valid bet per game category — games'
// one valid-bet rule — earns floor(valid bet ÷ the category's rate) points, posted from the points pool to the
// member's points account in the ledger. The accrual runs every minute for today (and, for a while after
// midnight, yesterday: a round settled late still counts); each run posts only what a day's figure earns beyond
// what was already posted, keyed by the new total, so a day is paid exactly to the point, once. Points never
// expire (SPEC §9).

export type PointsSettings = { version: number; rates: PointsRates } | null;

/** The rates in force (the newest version), or null when the operator has set none: nothing earns points. */
export async function currentPointsRates(db: Db): Promise<PointsSettings> {
  const [row] = await db.select().from(pointsRates).orderBy(desc(pointsRates.version)).limit(1);
  return row ? { version: row.version, rates: pointsRatesSchema.parse(row.rates) } : null;
}

/** The operator's new rates: a new version, audited; the points rules page shows them. */
export async function setPointsRates(
  db: Db,
  raw: unknown,
  actor: string,
): Promise<{ version: number; rates: PointsRates }> {
  const parsed = pointsRatesSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError("VALIDATION", `${issue?.path.join(".") ?? ""}: ${issue?.message ?? "not points rates"}`, {
      issues: parsed.error.issues,
    });
  }
  return db
    .transaction(async (tx) => {
      const [last] = await tx
        .select({ version: pointsRates.version })
        .from(pointsRates)
        .orderBy(desc(pointsRates.version))
        .limit(1)
        .for("update");
      const version = (last?.version ?? 0) + 1;
      await tx.insert(pointsRates).values({ version, rates: parsed.data, actor });
      await recordAudit(tx, { action: "points.rates", detail: { source: actor, version, rates: parsed.data } });
      await bumpSiteVersion(tx);
      return { version, rates: parsed.data };
    })
    .finally(() => forgetReads(db));
}

/** A late round still earns its day's points: yesterday is accrued again for this long after midnight. */
const LATE_HOURS = 2;

/** The site days an accrual at `now` covers: today, and yesterday in the first hours after midnight. */
export function accrualDays(now: Date): string[] {
  const today = siteDay(now);
  return now.getTime() - siteDayStart(today).getTime() < LATE_HOURS * 3_600_000
    ? [previousSiteDay(today), today]
    : [today];
}

/** Posts the points the days' valid bets earn beyond what was posted; answers the points posted. */
export async function accruePoints(db: Db, now = new Date()): Promise<{ members: number; points: number }> {
  const settings = await currentPointsRates(db);
  if (!settings) return { members: 0, points: 0 };
  const perPoint = settings.rates.perPoint as Record<string, string>;
  let posted = 0n;
  const members = new Set<string>();
  for (const day of accrualDays(now)) {
    const end = siteDayStart(nextSiteDay(day));
    const play = await dailyPlay(db, siteDayStart(day), end < now ? end : now);
    for (const row of play) {
      const rate = perPoint[row.category];
      if (!rate || row.validBet <= 0n) continue;
      const earned = pointsFor(row.validBet, rate);
      const added = await postDayPoints(db, row.memberId, day, row.category, row.validBet, earned);
      if (added > 0n) {
        posted += added;
        members.add(row.memberId);
      }
    }
  }
  return { members: members.size, points: Number(posted) };
}

/** One member's day in one category brought up to `earned` points: the difference posted, in one transaction. */
async function postDayPoints(
  db: Db,
  memberId: string,
  day: string,
  category: string,
  validBet: bigint,
  earned: bigint,
): Promise<bigint> {
  return db.transaction(async (tx) => {
    const key = and(
      eq(pointsAccruals.memberId, memberId),
      eq(pointsAccruals.day, day),
      eq(pointsAccruals.category, category),
    );
    await tx.insert(pointsAccruals).values({ memberId, day, category, validBet: 0n, points: 0n }).onConflictDoNothing();
    const [current] = await tx.select().from(pointsAccruals).where(key).for("update");
    const before = current?.points ?? 0n;
    // Points are never taken back: a day's figure only grows (settled rounds are not undone).
    if (earned <= before) return 0n;
    const added = earned - before;
    await postTransfer(tx, {
      idempotencyKey: `points:${memberId}:${day}:${category}:${earned}`,
      kind: "points",
      memo: `${day} ${category}`,
      metadata: { day, category, validBet: validBet.toString(), points: earned.toString() },
      entries: [
        { account: await systemAccount(tx, "points_pool"), amount: -added },
        { account: await memberAccount(tx, memberId, "points"), amount: added },
      ],
    });
    await tx.update(pointsAccruals).set({ validBet, points: earned, updatedAt: new Date() }).where(key);
    return added;
  });
}
