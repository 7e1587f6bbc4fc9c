import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { FightBet, FightView } from "../../../contract/answers/events.js";
import type { FightBetRequest, FightInput, FightResult, FightSide, FightStatus } from "../../../contract/events.js";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { required } from "../../required.js";
import { recordAudit } from "../system/index.js";
import { payRound, refundRound, takeStake, type HouseRound } from "../vendors/index.js";
import { DRAW_RETURN_PER100, closeVerdict, fightReturn, formatPer100, payoutPer100 } from "./sabong.js";
import { fightBets, fights } from "./schema.js";
import { EVENTS_VENDOR } from "./settlement.js";

// The cockfight arena (reference/sportsbook.md §2.7; ADR 0056): one fight at a time takes
// bets on Meron, Wala or Draw into a pari-mutuel pool, kept on the fight's row under its lock with each bet whose
// stake the wallet took in the same transaction. At close the payout per 100 is fixed from that pool — or the fight
// is cancelled and refunded when a side is empty or would pay 107 per 100 or less. The result settles each bet
// exactly once (a status change only one caller wins, then the wallet's payment keyed by the bet).

export const COCKFIGHT_GAME = "cockfight";
const ARENA_LOCK = 57;
const ACTIVE: FightStatus[] = ["open", "last_call", "closed"];
const BATCH = 200;
/** A fight's stakes unless the operator sets them: 100.00 to 5,000,000.00 a bet. */
const DEFAULT_STAKES = { minStake: 10_000n, maxStake: 500_000_000n };

type FightRow = typeof fights.$inferSelect;
type FightBetRow = typeof fightBets.$inferSelect;

const poolOf = (f: FightRow) => ({ meron: f.poolMeron, wala: f.poolWala, draw: f.poolDraw });

export function fightView(f: FightRow): FightView {
  // Live while bets come in, the figures fixed at close once the fight has them.
  const per100 =
    f.per100Meron !== null || f.per100Wala !== null
      ? { meron: f.per100Meron, wala: f.per100Wala }
      : payoutPer100(poolOf(f), f.plasadaBps);
  return {
    id: f.id,
    number: f.number,
    meron: f.meron,
    wala: f.wala,
    status: f.status as FightStatus,
    result: f.result as FightResult | null,
    plasadaBps: f.plasadaBps,
    pool: { meron: f.poolMeron.toString(), wala: f.poolWala.toString(), draw: f.poolDraw.toString() },
    payoutPer100: {
      meron: formatPer100(per100.meron),
      wala: formatPer100(per100.wala),
      draw: required(formatPer100(DRAW_RETURN_PER100), "the draw's payout"),
    },
    minStake: f.minStake.toString(),
    maxStake: f.maxStake.toString(),
    opensAt: f.opensAt.toISOString(),
    lastCallAt: f.lastCallAt.toISOString(),
    closedAt: f.closedAt?.toISOString() ?? null,
    settledAt: f.settledAt?.toISOString() ?? null,
    cancelReason: f.cancelReason,
    sandbox: f.sandbox,
  };
}

/** The payout per 100 fixed at close for a side (Draw's is fixed by the house), as the bet was or will be paid at. */
function fixedPer100(f: FightRow, side: FightSide): string | null {
  if (side === "draw") return formatPer100(DRAW_RETURN_PER100);
  return formatPer100(side === "meron" ? f.per100Meron : f.per100Wala);
}

function fightBetView(b: FightBetRow, f: FightRow): FightBet {
  return {
    id: b.id,
    fightId: b.fightId,
    fightNumber: f.number,
    meron: f.meron,
    wala: f.wala,
    side: b.side as FightSide,
    stake: b.stake.toString(),
    status: b.status as FightBet["status"],
    returned: b.returned?.toString() ?? null,
    placedAt: b.placedAt.toISOString(),
    settledAt: b.settledAt?.toISOString() ?? null,
    result: f.result as FightResult | null,
    cancelReason: f.cancelReason,
    per100: fixedPer100(f, b.side as FightSide),
  };
}

const roundOf = (b: Pick<FightBetRow, "id" | "memberId">): HouseRound => ({
  vendor: EVENTS_VENDOR,
  roundId: b.id,
  memberId: b.memberId,
  gameCode: COCKFIGHT_GAME,
});

async function activeFight(db: Db | Tx): Promise<FightRow | undefined> {
  return (
    await db.select().from(fights).where(inArray(fights.status, ACTIVE)).orderBy(desc(fights.number)).limit(1)
  )[0];
}

/** The fight on now (open, at last call, or closed and waiting for its result); null between fights. */
export async function currentFight(db: Db): Promise<FightView | null> {
  const found = await activeFight(db);
  return found ? fightView(found) : null;
}

/** The latest fights, newest first (the results history). */
export async function recentFights(db: Db, limit: number): Promise<FightView[]> {
  return (await db.select().from(fights).orderBy(desc(fights.number)).limit(limit)).map(fightView);
}

async function lockedFight(tx: Tx, id: string): Promise<FightRow> {
  const [row] = await tx.select().from(fights).where(eq(fights.id, id)).for("update");
  if (!row) throw new AppError("NOT_FOUND", `No fight ${id}`);
  return row;
}

/**
 * Opens a fight now, its last call due after `windowMinutes`. One fight at a time: an operator's fight cancels (and
 * refunds) a sandbox fight still running; a sandbox fight waits for the operator's to finish.
 */
export async function openFight(db: Db, input: FightInput, actor: string, sandbox = false): Promise<FightView> {
  const cancelled = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ARENA_LOCK}, 0)`);
    const active = await activeFight(tx);
    if (active && (sandbox || !active.sandbox))
      throw new AppError("STATE_CONFLICT", `Fight ${active.number} is ${active.status}: one fight at a time`);
    if (active)
      await tx
        .update(fights)
        .set({ status: "cancelled", result: "cancelled", cancelReason: "SANDBOX_YIELDS", closedAt: new Date() })
        .where(eq(fights.id, active.id));
    const minStake = input.minStake ? BigInt(input.minStake) : DEFAULT_STAKES.minStake;
    const maxStake = input.maxStake ? BigInt(input.maxStake) : DEFAULT_STAKES.maxStake;
    if (minStake <= 0n || minStake > maxStake) throw new AppError("VALIDATION", "Stakes: 0 < minStake ≤ maxStake");
    const [fight] = await tx
      .insert(fights)
      .values({
        meron: input.meron,
        wala: input.wala,
        plasadaBps: input.plasadaBps,
        minStake,
        maxStake,
        sandbox,
        lastCallAt: new Date(Date.now() + input.windowMinutes * 60_000),
        createdBy: actor,
      })
      .returning();
    await recordAudit(tx, {
      action: "cockfight.open",
      detail: {
        fight: fight.number,
        meron: fight.meron,
        wala: fight.wala,
        plasadaBps: fight.plasadaBps,
        sandbox,
        actor,
      },
    });
    return { fight, refund: active?.id ?? null };
  });
  if (cancelled.refund) await settleFightBets(db, cancelled.refund);
  return fightView(cancelled.fight);
}

/** Last call: still taking bets, closing next. */
export async function lastCall(db: Db, fightId: string, actor: string): Promise<FightView> {
  return db.transaction(async (tx) => {
    const fight = await lockedFight(tx, fightId);
    if (fight.status !== "open") throw new AppError("STATE_CONFLICT", `Fight ${fight.number} is ${fight.status}`);
    const [moved] = await tx
      .update(fights)
      .set({ status: "last_call", lastCallAt: new Date() })
      .where(eq(fights.id, fight.id))
      .returning();
    await recordAudit(tx, { action: "cockfight.lastCall", detail: { fight: fight.number, actor } });
    return fightView(moved);
  });
}

/** Closes the betting: the payout per 100 is fixed from the pool, or the fight is cancelled (107 rule) and refunded. */
export async function closeFight(db: Db, fightId: string, actor: string): Promise<FightView> {
  const closed = await db.transaction(async (tx) => {
    const fight = await lockedFight(tx, fightId);
    if (fight.status !== "open" && fight.status !== "last_call")
      throw new AppError("STATE_CONFLICT", `Fight ${fight.number} is ${fight.status}`);
    // The pool from the bets themselves (each one's stake is in the ledger), not from a running figure.
    const sums = await tx
      .select({ side: fightBets.side, stake: sql<string>`sum(${fightBets.stake})::text` })
      .from(fightBets)
      .where(eq(fightBets.fightId, fight.id))
      .groupBy(fightBets.side);
    const pool = { meron: 0n, wala: 0n, draw: 0n };
    for (const s of sums) pool[s.side as FightSide] = BigInt(s.stake);
    const verdict = closeVerdict(pool, fight.plasadaBps);
    const [moved] = await tx
      .update(fights)
      .set({
        poolMeron: pool.meron,
        poolWala: pool.wala,
        poolDraw: pool.draw,
        closedAt: new Date(),
        ...(verdict.cancel
          ? { status: "cancelled", result: "cancelled", cancelReason: verdict.cancel }
          : { status: "closed", per100Meron: verdict.per100.meron, per100Wala: verdict.per100.wala }),
      })
      .where(eq(fights.id, fight.id))
      .returning();
    await recordAudit(tx, {
      action: "cockfight.close",
      detail: {
        fight: fight.number,
        pool: { meron: pool.meron.toString(), wala: pool.wala.toString(), draw: pool.draw.toString() },
        cancel: verdict.cancel,
        actor,
      },
    });
    return moved;
  });
  if (closed.status === "cancelled") await settleFightBets(db, closed.id);
  return fightView(closed);
}

/** The fight's result: every bet settled once at the fixed payouts; cancelled refunds every bet (Draw ones too). */
export async function resultFight(
  db: Db,
  fightId: string,
  result: FightResult,
  reason: string,
  actor: string,
): Promise<FightView & { settled: number }> {
  await db.transaction(async (tx) => {
    const fight = await lockedFight(tx, fightId);
    if (result === "cancelled" ? !ACTIVE.includes(fight.status as FightStatus) : fight.status !== "closed") {
      throw new AppError(
        "STATE_CONFLICT",
        `Fight ${fight.number} is ${fight.status}: ${result === "cancelled" ? "only a fight on now is cancelled" : "a result comes after the close"}`,
      );
    }
    await tx
      .update(fights)
      .set({
        result,
        status: result === "cancelled" ? "cancelled" : "settled",
        cancelReason: result === "cancelled" ? reason || "OPERATOR" : null,
        closedAt: fight.closedAt ?? new Date(),
      })
      .where(eq(fights.id, fight.id));
    await recordAudit(tx, { action: "cockfight.result", detail: { fight: fight.number, result, reason, actor } });
  });
  const settled = await settleFightBets(db, fightId);
  const [fight] = await db.select().from(fights).where(eq(fights.id, fightId));
  return { ...fightView(fight), settled };
}

/**
 * Settles a decided fight's open bets, each in its own transaction: the status change only one caller wins, then
 * the payment (a cancelled fight: the refund). Run again, it finds none open; the fight is marked settled at the end.
 */
export async function settleFightBets(db: Db, fightId: string): Promise<number> {
  const [fight] = await db.select().from(fights).where(eq(fights.id, fightId));
  if (!fight?.result) return 0;
  const result = fight.result as FightResult;
  let settled = 0;
  for (;;) {
    const open = await db
      .select({ id: fightBets.id })
      .from(fightBets)
      .where(and(eq(fightBets.fightId, fightId), eq(fightBets.status, "open")))
      .limit(BATCH);
    for (const { id } of open) {
      const done = await db.transaction(async (tx) => {
        const [bet] = await tx
          .update(fightBets)
          .set({ status: "won", settledAt: new Date() })
          .where(and(eq(fightBets.id, id), eq(fightBets.status, "open")))
          .returning();
        if (!bet) return false;
        if (result === "cancelled") {
          await refundRound(tx, roundOf(bet));
          await tx.update(fightBets).set({ status: "refunded", returned: bet.stake }).where(eq(fightBets.id, id));
          return true;
        }
        const returned = fightReturn(result, bet.side as FightSide, bet.stake, {
          meron: fight.per100Meron,
          wala: fight.per100Wala,
        });
        // A Draw returns Meron and Wala stakes whole: neither won nor lost.
        const status = result === "draw" && bet.side !== "draw" ? "refunded" : returned > 0n ? "won" : "lost";
        await payRound(tx, roundOf(bet), returned, {
          fight: fight.number,
          side: bet.side,
          result,
          per100: { meron: formatPer100(fight.per100Meron), wala: formatPer100(fight.per100Wala) },
        });
        await tx.update(fightBets).set({ status, returned }).where(eq(fightBets.id, id));
        return true;
      });
      if (done) settled += 1;
    }
    if (open.length < BATCH) break;
  }
  await db
    .update(fights)
    .set({ settledAt: sql`coalesce(${fights.settledAt}, now())` })
    .where(eq(fights.id, fightId));
  return settled;
}

/** A bet on the fight on now, while it is open or at last call, in the transaction that takes the stake. */
export async function placeFightBet(db: Db, memberId: string, input: FightBetRequest): Promise<FightBet> {
  const stake = BigInt(input.stake);
  const { bet, fight } = await db.transaction(async (tx) => {
    const [earlier] = await tx
      .select()
      .from(fightBets)
      .where(and(eq(fightBets.memberId, memberId), eq(fightBets.requestKey, input.requestKey)));
    const fight = await lockedFight(tx, input.fightId);
    if (earlier) return { bet: earlier, fight };
    if (fight.status !== "open" && fight.status !== "last_call")
      throw new AppError("FIGHT_CLOSED", `Fight ${fight.number} is ${fight.status}`);
    if (stake < fight.minStake || stake > fight.maxStake)
      throw new AppError("AMOUNT_OUT_OF_RANGE", `A stake from ${fight.minStake} to ${fight.maxStake}`, {
        min: fight.minStake.toString(),
        max: fight.maxStake.toString(),
      });
    const [placed] = await tx
      .insert(fightBets)
      .values({ fightId: fight.id, memberId, side: input.side, stake, requestKey: input.requestKey })
      .returning();
    const column =
      input.side === "meron" ? fights.poolMeron : input.side === "wala" ? fights.poolWala : fights.poolDraw;
    await tx
      .update(fights)
      .set({
        [input.side === "meron" ? "poolMeron" : input.side === "wala" ? "poolWala" : "poolDraw"]:
          sql`${column} + ${stake}`,
      })
      .where(eq(fights.id, fight.id));
    await takeStake(tx, roundOf(placed), stake);
    return { bet: placed, fight };
  });
  return fightBetView(bet, fight);
}

/** The member's cockfight bets, newest first (of one fight when asked). */
export async function memberFightBets(
  db: Db,
  memberId: string,
  query: { fightId?: string; betId?: string; pageNo: number; pageSize: number },
) {
  const where = and(
    eq(fightBets.memberId, memberId),
    query.fightId ? eq(fightBets.fightId, query.fightId) : undefined,
    query.betId ? eq(fightBets.id, query.betId) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ bet: fightBets, fight: fights })
      .from(fightBets)
      .innerJoin(fights, eq(fights.id, fightBets.fightId))
      .where(where)
      .orderBy(desc(fightBets.placedAt), desc(fightBets.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(fightBets).where(where),
  ]);
  return { list: rows.map((r) => fightBetView(r.bet, r.fight)), total: counted?.total ?? 0 };
}

/** Decided fights whose bets are not all settled yet (a crash mid-way): the catch-up job finishes them. */
export async function settlePendingFights(db: Db): Promise<number> {
  const pending = await db
    .select({ id: fights.id })
    .from(fights)
    .where(and(inArray(fights.status, ["settled", "cancelled"]), sql`${fights.settledAt} is null`));
  let settled = 0;
  for (const f of pending) settled += await settleFightBets(db, f.id);
  return settled;
}
