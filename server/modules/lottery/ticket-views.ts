// Tickets as the member reads them (ADR 0055): each with its draws, its status and, once settled, the prizes
// and the settlement's trace; the member's pages of tickets and the recent ones.
import { and, asc, count, desc, eq, exists, inArray, max, notExists, or, sql } from "drizzle-orm";
import {
  settlementLine,
  type LotteryTicket,
  type RecentLottery,
  type SettlementLine,
} from "../../../contract/answers/lottery.js";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { required } from "../../required.js";
import { inRevealOrder, type Family, type Prizes } from "./results.js";
import { drawNumber } from "./schedule.js";
import { lotteryDraws, lotteryGames, lotteryResults, lotteryTicketDraws, lotteryTickets } from "./schema.js";
import type { TicketDrawRow } from "./tickets.js";

const ticketStatus = (parts: { status: string }[]): LotteryTicket["status"] =>
  parts.some((p) => p.status === "open")
    ? "open"
    : parts.every((p) => p.status === "refunded")
      ? "refunded"
      : "settled";

export async function ticketViews(db: Db | Tx, ids: string[]): Promise<LotteryTicket[]> {
  if (!ids.length) return [];
  const [tickets, parts] = await Promise.all([
    db
      .select({ ticket: lotteryTickets, names: lotteryGames.names, family: lotteryGames.family })
      .from(lotteryTickets)
      .innerJoin(lotteryGames, eq(lotteryGames.code, lotteryTickets.game))
      .where(inArray(lotteryTickets.id, ids)),
    db
      .select({
        part: lotteryTicketDraws,
        draw: {
          issue: lotteryDraws.issue,
          stationCode: lotteryDraws.stationCode,
          stationName: lotteryDraws.stationName,
          drawAt: lotteryDraws.drawAt,
          cancelReason: lotteryDraws.cancelReason,
        },
      })
      .from(lotteryTicketDraws)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTicketDraws.drawId))
      .where(inArray(lotteryTicketDraws.ticketId, ids))
      .orderBy(asc(lotteryTicketDraws.seq)),
  ]);
  const prizesRead = await settledPrizes(
    db,
    parts.map((p) => p.part),
  );
  const byId = new Map(tickets.map((t) => [t.ticket.id, t]));
  return ids.flatMap((id) => {
    const found = byId.get(id);
    if (!found) return [];
    const { ticket, names, family } = found;
    const mine = parts.filter((p) => p.part.ticketId === id);
    return [
      {
        id: ticket.id,
        game: ticket.game,
        gameName: names,
        playType: ticket.playType,
        numbers: ticket.numbers,
        points: ticket.points,
        winStop: ticket.winStop,
        halfPay: [...new Set(mine.flatMap((p) => p.part.halfPay))],
        stake: ticket.stake.toString(),
        win: mine.reduce((sum, p) => sum + (p.part.win ?? 0n), 0n).toString(),
        status: ticketStatus(mine.map((p) => p.part)),
        createdAt: ticket.createdAt.toISOString(),
        draws: mine.map(({ part, draw }) => {
          const read = part.resultVersion === null ? undefined : prizesRead.get(`${part.drawId}:${part.resultVersion}`);
          return {
            issue: draw.issue,
            station: draw.stationCode ? { code: draw.stationCode, name: draw.stationName ?? draw.stationCode } : null,
            number: drawNumber(draw.issue),
            drawAt: draw.drawAt.toISOString(),
            multiple: part.multiple,
            stake: part.stake.toString(),
            status: part.status as LotteryTicket["draws"][number]["status"],
            hits: part.hits,
            win: part.win === null ? null : part.win.toString(),
            trace: traceOf(part.trace),
            prizes: read ? inRevealOrder(family as Family, read) : null,
            resultVersion: part.resultVersion,
            corrections: part.corrections,
            settledAt: part.settledAt?.toISOString() ?? null,
            refundReason: part.refundReason as LotteryTicket["draws"][number]["refundReason"],
            cancelReason: part.refundReason === "cancelled" ? draw.cancelReason : null,
          };
        }),
      },
    ];
  });
}

/**
 * A stored trace as facts. A settlement before ADR 0064 stored English lines, which are not shown: such a ticket
 * still shows the prizes it was settled on, its hits and its win.
 */
function traceOf(stored: unknown[] | null): SettlementLine[] {
  return (stored ?? []).flatMap((line) => {
    const parsed = settlementLine.safeParse(line);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The prizes of the result version each settled part was settled on, by `${drawId}:${version}`. */
async function settledPrizes(db: Db | Tx, parts: TicketDrawRow[]): Promise<Map<string, Prizes>> {
  const wanted = [
    ...new Map(
      parts.flatMap((p) =>
        p.resultVersion === null
          ? []
          : [[`${p.drawId}:${p.resultVersion}`, { drawId: p.drawId, version: p.resultVersion }] as const],
      ),
    ).values(),
  ];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ drawId: lotteryResults.drawId, version: lotteryResults.version, prizes: lotteryResults.prizes })
    .from(lotteryResults)
    .where(or(...wanted.map((w) => and(eq(lotteryResults.drawId, w.drawId), eq(lotteryResults.version, w.version)))));
  return new Map(rows.map((r) => [`${r.drawId}:${r.version}`, r.prizes]));
}

/** The member's tickets, newest first; `status` open (a draw still to come) or settled (none). */
export async function memberTickets(
  db: Db,
  memberId: string,
  query: { game?: string; status?: "open" | "settled"; pageNo: number; pageSize: number },
) {
  const open = exists(
    db
      .select({ one: sql`1` })
      .from(lotteryTicketDraws)
      .where(and(eq(lotteryTicketDraws.ticketId, lotteryTickets.id), eq(lotteryTicketDraws.status, "open"))),
  );
  const notOpen = notExists(
    db
      .select({ one: sql`1` })
      .from(lotteryTicketDraws)
      .where(and(eq(lotteryTicketDraws.ticketId, lotteryTickets.id), eq(lotteryTicketDraws.status, "open"))),
  );
  const where = and(
    eq(lotteryTickets.memberId, memberId),
    query.game ? eq(lotteryTickets.game, query.game) : undefined,
    query.status === "open" ? open : query.status === "settled" ? notOpen : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: lotteryTickets.id })
      .from(lotteryTickets)
      .where(where)
      .orderBy(desc(lotteryTickets.createdAt), desc(lotteryTickets.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    db.select({ total: count() }).from(lotteryTickets).where(where),
  ]);
  return {
    list: await ticketViews(
      db,
      rows.map((r) => r.id),
    ),
    total: counted?.total ?? 0,
  };
}

/**
 * One of the member's tickets, by its id or by the round id of one of its draws (what the betting record lists);
 * another member's is as unknown as one that does not exist.
 */
export async function memberTicket(db: Db, memberId: string, id: string): Promise<LotteryTicket> {
  const [owner] = await db
    .select({ id: lotteryTickets.id, memberId: lotteryTickets.memberId })
    .from(lotteryTickets)
    .where(
      or(
        eq(lotteryTickets.id, id),
        inArray(
          lotteryTickets.id,
          db.select({ id: lotteryTicketDraws.ticketId }).from(lotteryTicketDraws).where(eq(lotteryTicketDraws.id, id)),
        ),
      ),
    );
  if (owner?.memberId !== memberId) throw new AppError("NOT_FOUND", `No ticket ${id} of yours`);
  return required((await ticketViews(db, [owner.id]))[0], `ticket ${id}`);
}

/** SPEC §7 recent lottery: the games the member bought tickets on, newest first. */
export async function recentLottery(db: Db, memberId: string, limit = 10): Promise<RecentLottery> {
  const rows = await db
    .select({ game: lotteryTickets.game, names: lotteryGames.names, last: max(lotteryTickets.createdAt) })
    .from(lotteryTickets)
    .innerJoin(lotteryGames, eq(lotteryGames.code, lotteryTickets.game))
    .where(eq(lotteryTickets.memberId, memberId))
    .groupBy(lotteryTickets.game, lotteryGames.names)
    .orderBy(desc(max(lotteryTickets.createdAt)))
    .limit(limit);
  return rows.map((r) => ({ game: r.game, name: r.names, lastPlayedAt: (r.last as Date).toISOString() }));
}
