// A cancelled draw (ADR 0055): every open ticket draw refunded through the wallet, once each, as settlement.ts
// settles a result; a cancellation by the operator or for a closed day locks the draw alone first.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { recordAudit } from "../system/index.js";
import { findDraw } from "./draw-views.js";
import { lockDraws, type DrawRow } from "./draws.js";
import { lotteryDraws, lotteryTicketDraws } from "./schema.js";
import { gameOf, pendingParts, refundParts, typeCache, type SettlementCounts } from "./settlement.js";

/** Refunds every open ticket draw of a cancelled draw, then marks its refunds done. */
export async function refundCancelledDraw(db: Db, drawId: number): Promise<SettlementCounts> {
  const counts: SettlementCounts = { settled: 0, resettled: 0, refunded: 0, stopped: 0, waiting: 0 };
  const [draw] = await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, drawId));
  if (draw?.status !== "cancelled") return counts;
  const typeOf = typeCache(db, await gameOf(db, draw.game));
  for (;;) {
    const parts = await pendingParts(db, { ...draw, resultVersion: 0 }, []);
    if (!parts.length) break;
    for (const part of parts) {
      const type = await typeOf(part.ticket);
      await db.transaction(async (tx) => {
        const refunded = await tx
          .update(lotteryTicketDraws)
          .set({ status: "refunded", refundReason: "cancelled", settledAt: new Date() })
          .where(and(eq(lotteryTicketDraws.id, part.part.id), eq(lotteryTicketDraws.status, "open")))
          .returning();
        counts.refunded += await refundParts(tx, refunded, part.ticket, type);
      });
    }
  }
  await db
    .update(lotteryDraws)
    .set({ settledAt: new Date() })
    .where(and(eq(lotteryDraws.id, draw.id), eq(lotteryDraws.status, "cancelled")));
  return counts;
}

/** Cancels a draw that has no result yet (bets refused from now), then refunds its tickets; audited. */
export async function cancelDraw(
  db: Db,
  input: { game: string; issue: string; reason: string; actor: string },
): Promise<{ draw: DrawRow; counts: SettlementCounts }> {
  const found = await findDraw(db, input.game, input.issue);
  const draw = await db.transaction(async (tx) => {
    // After the tickets under way, before any new one (lockDraws): none is accepted once it is cancelled.
    await lockDraws(tx, [found.id], "exclusive");
    const [row] = await tx.select().from(lotteryDraws).where(eq(lotteryDraws.id, found.id)).for("update");
    if (!row) throw new AppError("NOT_FOUND", `No draw ${input.issue} of ${input.game}`);
    if (row.status === "cancelled") return row;
    if (row.result)
      throw new AppError(
        "STATE_CONFLICT",
        `Draw ${input.game} ${input.issue} has its result: correct it instead of cancelling`,
      );
    const [cancelled] = await tx
      .update(lotteryDraws)
      .set({ status: "cancelled", cancelReason: input.reason })
      .where(eq(lotteryDraws.id, row.id))
      .returning();
    await recordAudit(tx, {
      action: "lottery.cancel",
      detail: { game: input.game, issue: input.issue, reason: input.reason, actor: input.actor },
    });
    return cancelled;
  });
  return { draw, counts: await refundCancelledDraw(db, draw.id) };
}

/** What the settlement job has to do: draws whose result is not settled yet, and cancelled draws not yet refunded. */
