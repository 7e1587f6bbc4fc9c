// Contracts as the agent centre and the operator read them (ADR 0044): each with its versions, the holder's and
// the upline's names, the live one first.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { type ContractKind, type ContractState } from "../../../contract/contracts.js";
import type { Db, Tx } from "../../db/connect.js";
import { required } from "../../required.js";
import { usernamesOf } from "../accounts/index.js";
import { contractTerms, contracts } from "./schema.js";
import { LIVE, type Contract } from "./contract-terms.js";

// ---------------------------------------------------------------------------------------------------
// Views

export type ContractVersion = {
  version: number;
  terms: Record<string, unknown>;
  offeredAt: string;
  acceptedAt: string | null;
};

/** Contracts as the web shows them: usernames for ids, the signed and the waiting versions' terms. */
export async function contractViews(db: Db | Tx, rows: Contract[]) {
  if (!rows.length) return [];
  const names = await usernamesOf(db, [
    ...new Set(rows.flatMap((r) => [r.memberId, ...(r.uplineId ? [r.uplineId] : [])])),
  ]);
  const versions = await db
    .select()
    .from(contractTerms)
    .where(
      inArray(
        contractTerms.contractId,
        rows.map((r) => r.id),
      ),
    );
  const versionOf = (id: string, v: number | null): ContractVersion | null => {
    const row = v ? versions.find((x) => x.contractId === id && x.version === v) : undefined;
    return row
      ? {
          version: row.version,
          terms: row.terms as Record<string, unknown>,
          offeredAt: row.offeredAt.toISOString(),
          acceptedAt: row.acceptedAt?.toISOString() ?? null,
        }
      : null;
  };
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as ContractKind,
    holder: names.get(r.memberId) ?? "",
    upline: r.uplineId ? (names.get(r.uplineId) ?? "") : null,
    state: r.state as ContractState,
    signed: versionOf(r.id, r.signedVersion),
    pending: versionOf(r.id, r.pendingVersion),
    terminationAskedBy: (r.terminationAskedBy as "upline" | "downline" | null) ?? null,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function contractView(db: Db | Tx, row: Contract) {
  return required((await contractViews(db, [row]))[0], "the contract's view");
}

/** Live contracts (offered or signed) before ended ones. */
const liveFirst = sql`${contracts.state} in ('offered', 'signed') desc`;

/** The member's own contract of a kind: the live one, else the last that ended. */
export async function ownContract(db: Db | Tx, memberId: string, kind: ContractKind): Promise<Contract | undefined> {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.memberId, memberId), eq(contracts.kind, kind)))
    .orderBy(liveFirst, desc(contracts.updatedAt))
    .limit(1);
  return row;
}

/** The contracts an agent gave of a kind, live first, newest first, paged. */
export async function givenContracts(
  db: Db | Tx,
  uplineId: string,
  kind: ContractKind,
  page: { pageNo: number; pageSize: number },
) {
  const where = and(eq(contracts.uplineId, uplineId), eq(contracts.kind, kind));
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(contracts)
      .where(where)
      .orderBy(liveFirst, desc(contracts.updatedAt))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(contracts)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Whether any contract was ever offered (the demo seeds its contracts once). */
export async function anyContract(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ id: contracts.id }).from(contracts).limit(1);
  return row !== undefined;
}

/** Which kinds wait for the member's answer: an offer or change to it, or a termination the other side asked. */
export async function waitingKinds(db: Db | Tx, memberId: string): Promise<Set<ContractKind>> {
  const rows = await db
    .select({
      kind: contracts.kind,
      memberId: contracts.memberId,
      pending: contracts.pendingVersion,
      asked: contracts.terminationAskedBy,
    })
    .from(contracts)
    .where(
      and(
        inArray(contracts.state, LIVE),
        sql`(${contracts.memberId} = ${memberId} or ${contracts.uplineId} = ${memberId})`,
      ),
    );
  const kinds = new Set<ContractKind>();
  for (const r of rows) {
    const side = r.memberId === memberId ? "downline" : "upline";
    if ((side === "downline" && r.pending) || (r.asked && r.asked !== side)) kinds.add(r.kind as ContractKind);
  }
  return kinds;
}
