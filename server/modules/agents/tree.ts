import { and, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { agentTree } from "./schema.js";

// Reads of the agent tree (ADR 0042): every question is an index lookup on the closure table, whatever the
// depth. Nothing here walks upline_id.

/** How far below the agent the member sits (1 = direct downline), or null when it is not in its downline. */
export async function downlineDepth(db: Db | Tx, agentId: string, memberId: string): Promise<number | null> {
  const [row] = await db
    .select({ depth: agentTree.depth })
    .from(agentTree)
    .where(and(eq(agentTree.ancestorId, agentId), eq(agentTree.memberId, memberId), gt(agentTree.depth, 0)));
  return row?.depth ?? null;
}

/** The agent's team: its direct downlines and its whole downline at any depth. */
export async function teamSize(db: Db | Tx, agentId: string): Promise<{ direct: number; total: number }> {
  const [row] = await db
    .select({
      direct: sql<number>`count(*) filter (where ${agentTree.depth} = 1)`.mapWith(Number),
      total: count(),
    })
    .from(agentTree)
    .where(and(eq(agentTree.ancestorId, agentId), gt(agentTree.depth, 0)));
  return { direct: row?.direct ?? 0, total: Number(row?.total ?? 0) };
}

export type DownlineRow = { memberId: string; depth: number; joinedAt: Date };

/**
 * One page of the members directly under `parentId` (the agent itself or one of its downlines), newest
 * first, with their depth below the agent.
 */
export async function directDownlinePage(
  db: Db | Tx,
  agentId: string,
  parentId: string,
  opts: { pageNo: number; pageSize: number },
): Promise<{ rows: DownlineRow[]; total: number }> {
  const where = and(eq(agentTree.ancestorId, parentId), eq(agentTree.depth, 1));
  const offset = parentId === agentId ? 0 : ((await downlineDepth(db, agentId, parentId)) ?? 0);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ memberId: agentTree.memberId, joinedAt: agentTree.joinedAt })
      .from(agentTree)
      .where(where)
      .orderBy(desc(agentTree.joinedAt), desc(agentTree.memberId))
      .limit(opts.pageSize)
      .offset((opts.pageNo - 1) * opts.pageSize),
    db.select({ total: count() }).from(agentTree).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r, depth: offset + 1 })), total: Number(total) };
}

/** How many direct downlines each of these members has (0 for none). */
export async function directCounts(db: Db | Tx, memberIds: string[]): Promise<Map<string, number>> {
  if (!memberIds.length) return new Map();
  const rows = await db
    .select({ memberId: agentTree.ancestorId, n: count() })
    .from(agentTree)
    .where(and(inArray(agentTree.ancestorId, memberIds), eq(agentTree.depth, 1)))
    .groupBy(agentTree.ancestorId);
  return new Map(rows.map((r) => [r.memberId, Number(r.n)]));
}
