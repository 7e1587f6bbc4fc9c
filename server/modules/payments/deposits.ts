import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { AppError } from "../../http/envelope.js";
import { operatorAudit } from "../system/schema.js";
import { memberAccount, postTransfer, systemAccount } from "../wallet/ledger.js";
import { moneyError } from "../wallet/member-transfers.js";
import { depositChannels, deposits } from "./schema.js";

// Money in (issue 4). A bank deposit is the member's word that money was sent: it waits as pending
// until the operator has seen the money arrive and approves it. Only then does the ledger move, from
// the channel's clearing account to the member's main wallet, in the same transaction as the approval.

export type DepositStatus = "pending" | "approved" | "rejected" | "failed" | "expired";
type Channel = typeof depositChannels.$inferSelect;
type DepositRow = typeof deposits.$inferSelect;

export function channelView(c: Channel) {
  return {
    code: c.code,
    kind: c.kind as "bank" | "gateway",
    name: c.name,
    min: c.minAmount.toString(),
    max: c.maxAmount.toString(),
    ...(c.kind === "bank" ? { bankName: c.bankName, accountName: c.accountName, accountNumber: c.accountNumber } : {}),
  };
}

export function depositView(d: DepositRow, kind: string) {
  return {
    id: d.id,
    channelCode: d.channelCode,
    kind,
    amount: d.amount.toString(),
    reference: d.reference,
    status: d.status as DepositStatus,
    createdAt: d.createdAt.toISOString(),
    decidedAt: d.decidedAt?.toISOString() ?? null,
  };
}

/** The channels a member may choose, in the operator's order. */
export async function listChannels(db: Db) {
  const rows = await db.select().from(depositChannels).where(eq(depositChannels.enabled, true)).orderBy(asc(depositChannels.sequence), asc(depositChannels.code));
  return rows.map(channelView);
}

/**
 * Records a member's deposit request. The same requestKey again (a resubmitted form) answers the first
 * deposit; the same key with another channel or amount is a caller's mistake (CONFLICT).
 */
export async function requestDeposit(db: Db, memberId: string, input: { channelCode: string; amount: bigint; reference?: string; requestKey: string }) {
  const [channel] = await db.select().from(depositChannels).where(and(eq(depositChannels.code, input.channelCode), eq(depositChannels.enabled, true)));
  if (!channel) throw new AppError("NOT_FOUND", "No such deposit channel");
  if (channel.kind !== "bank") throw new AppError("FEATURE_DISABLED", "This channel is not open for deposits yet");
  if (input.amount < channel.minAmount || input.amount > channel.maxAmount) {
    throw new AppError("AMOUNT_OUT_OF_RANGE", "The amount is outside the channel's limits", { min: channel.minAmount.toString(), max: channel.maxAmount.toString() });
  }
  if (!input.reference) throw new AppError("VALIDATION", "reference: the transfer reference is required for a bank deposit");
  const [created] = await db
    .insert(deposits)
    .values({ memberId, channelCode: channel.code, amount: input.amount, reference: input.reference, requestKey: input.requestKey })
    .onConflictDoNothing()
    .returning();
  const deposit = created ?? (await db.select().from(deposits).where(and(eq(deposits.memberId, memberId), eq(deposits.requestKey, input.requestKey))))[0]!;
  if (deposit.channelCode !== channel.code || deposit.amount !== input.amount) {
    throw new AppError("CONFLICT", "This requestKey already asked for another deposit; reload the form for a new one");
  }
  return depositView(deposit, channel.kind);
}

export async function memberDeposits(db: Db, memberId: string, pageNo: number, pageSize: number) {
  const where = eq(deposits.memberId, memberId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ deposit: deposits, kind: depositChannels.kind })
      .from(deposits)
      .innerJoin(depositChannels, eq(depositChannels.code, deposits.channelCode))
      .where(where)
      .orderBy(desc(deposits.createdAt), desc(deposits.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(deposits).where(where),
  ]);
  return { list: rows.map((r) => depositView(r.deposit, r.kind)), total };
}

/** The operator's queue: deposits (of a status), oldest first so that none waits forever. */
export async function operatorDeposits(db: Db, status?: DepositStatus) {
  const rows = await db
    .select({ deposit: deposits, kind: depositChannels.kind, username: sql<string>`(select username from members m where m.id = ${deposits.memberId})` })
    .from(deposits)
    .innerJoin(depositChannels, eq(depositChannels.code, deposits.channelCode))
    .where(status ? eq(deposits.status, status) : undefined)
    .orderBy(asc(deposits.createdAt), asc(deposits.id))
    .limit(200);
  return rows.map((r) => ({ ...depositView(r.deposit, r.kind), username: r.username, decidedBy: r.deposit.decidedBy, decisionNote: r.deposit.decisionNote }));
}

export type DepositDecision = { action: "deposit.approve" | "deposit.reject"; id: string; note?: string; source: "api" | "cli" };

/**
 * Approves (credits the member) or rejects a pending deposit. The row is locked first, so two operators
 * deciding at once cannot both act; deciding a deposit that is no longer pending is STATE_CONFLICT.
 */
export async function decideDeposit(db: Db, decision: DepositDecision) {
  try {
    return await db.transaction(async (tx) => {
      const [deposit] = await tx.select().from(deposits).where(eq(deposits.id, decision.id)).for("update");
      if (!deposit) throw new AppError("NOT_FOUND", `No deposit ${decision.id}`);
      if (deposit.status !== "pending") throw new AppError("STATE_CONFLICT", `Deposit ${deposit.id} is ${deposit.status}, not pending`);
      const approve = decision.action === "deposit.approve";
      let transferId: number | null = null;
      if (approve) {
        const posted = await postTransfer(tx, {
          idempotencyKey: `deposit:${deposit.id}`,
          kind: "deposit",
          memo: deposit.reference ?? undefined,
          metadata: { depositId: deposit.id, channel: deposit.channelCode },
          entries: [
            { account: await systemAccount(tx, "payment_clearing", deposit.channelCode), amount: -deposit.amount },
            { account: await memberAccount(tx, deposit.memberId, "main"), amount: deposit.amount },
          ],
        });
        transferId = posted.id;
      }
      const [decided] = await tx
        .update(deposits)
        .set({ status: approve ? "approved" : "rejected", transferId, decidedBy: decision.source, decisionNote: decision.note ?? null, decidedAt: new Date() })
        .where(eq(deposits.id, deposit.id))
        .returning();
      await tx.insert(operatorAudit).values({
        action: decision.action,
        detail: { source: decision.source, depositId: deposit.id, memberId: deposit.memberId, amount: deposit.amount.toString(), note: decision.note ?? null, transferId },
      });
      const [channel] = await tx.select({ kind: depositChannels.kind }).from(depositChannels).where(eq(depositChannels.code, deposit.channelCode));
      return { action: decision.action, deposit: depositView(decided!, channel!.kind), transferId };
    });
  } catch (error) {
    throw moneyError(error);
  }
}
