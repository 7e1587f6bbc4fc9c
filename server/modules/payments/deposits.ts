import crypto from "node:crypto";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { PlatformConfig } from "../../config.js";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { checkCare, releaseDeposit } from "../care/index.js";
import { recordAudit } from "../system/index.js";
import { memberAccount, moneyError, postTransfer, systemAccount } from "../wallet/index.js";
import { adapterAvailable, gatewayAdapter } from "./gateway/adapter.js";
import { depositCredited } from "./listeners.js";
import { depositChannels, deposits } from "./schema.js";

// Money in. A bank deposit is the member's word that money was sent: it waits as pending
// until the operator has seen the money arrive and approves it. Only then does the ledger move, from
// the channel's clearing account to the member's main wallet, in the same transaction as the approval.

export type DepositStatus = "pending" | "approved" | "rejected" | "failed" | "expired";
type Channel = typeof depositChannels.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;

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

/** A bank channel always; a gateway channel when its adapter exists in this mode (no sandbox in production). */
export const channelUsable = (config: PlatformConfig, c: Channel) =>
  c.kind !== "gateway" || adapterAvailable(config, c.adapter);

/** The channels a member may choose, in the operator's order. */
export async function listChannels(db: Db, config: PlatformConfig) {
  const rows = await db
    .select()
    .from(depositChannels)
    .where(eq(depositChannels.enabled, true))
    .orderBy(asc(depositChannels.sequence), asc(depositChannels.code));
  return rows.filter((c) => channelUsable(config, c)).map(channelView);
}

/**
 * The kinds of deposit the site takes now (bank transfer, online gateway), in the operator's order: what the
 * footer's payment image shows a visitor (ADR 0063), never a channel's details.
 */
export async function depositMethods(db: Db, config: PlatformConfig): Promise<("bank" | "gateway")[]> {
  return [...new Set((await listChannels(db, config)).map((c) => c.kind))];
}

/**
 * Records a member's deposit request. The same requestKey again (a resubmitted form) answers the first
 * deposit; the same key with another channel or amount is a caller's mistake (CONFLICT). A gateway
 * deposit also answers the page where the member pays; a bank deposit waits for the operator.
 */
export async function requestDeposit(
  db: Db,
  config: PlatformConfig,
  memberId: string,
  input: { channelCode: string; amount: bigint; reference?: string; requestKey: string; returnUrl?: string },
) {
  const [channel] = await db
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.code, input.channelCode), eq(depositChannels.enabled, true)));
  if (!channel) throw new AppError("NOT_FOUND", "No such deposit channel");
  const adapter = channel.kind === "gateway" ? gatewayAdapter(config, channel.adapter) : null;
  if (input.amount < channel.minAmount || input.amount > channel.maxAmount) {
    throw new AppError("AMOUNT_OUT_OF_RANGE", "The amount is outside the channel's limits", {
      min: channel.minAmount.toString(),
      max: channel.maxAmount.toString(),
    });
  }
  if (!adapter && !input.reference)
    throw new AppError("VALIDATION", "reference: the transfer reference is required for a bank deposit");
  // The id is chosen here so that the gateway's order reference can name it in the same insert.
  const id = crypto.randomUUID();
  const returnUrl = input.returnUrl ?? "/";
  const reference = adapter
    ? adapter.createPayment({ depositId: id, amount: input.amount, returnUrl }).reference
    : input.reference;
  // A new deposit is counted against the member's limits in the transaction that writes it: refused, it
  // leaves nothing behind (ADR 0029).
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(deposits)
      .values({
        id,
        memberId,
        channelCode: channel.code,
        amount: input.amount,
        reference,
        requestKey: input.requestKey,
      })
      .onConflictDoNothing()
      .returning();
    if (row) await checkCare(tx, memberId, "deposit", { amount: row.amount, reference: row.id });
    return row;
  });
  const deposit =
    created ??
    (
      await db
        .select()
        .from(deposits)
        .where(and(eq(deposits.memberId, memberId), eq(deposits.requestKey, input.requestKey)))
    )[0];
  if (deposit.channelCode !== channel.code || deposit.amount !== input.amount) {
    throw new AppError("CONFLICT", "This requestKey already asked for another deposit; reload the form for a new one");
  }
  const payUrl =
    adapter && deposit.status === "pending"
      ? adapter.createPayment({ depositId: deposit.id, amount: deposit.amount, returnUrl }).payUrl
      : null;
  return { deposit: depositView(deposit, channel.kind), payUrl };
}

/**
 * Credits a pending deposit: clearing account of the channel → member's main wallet, key
 * `deposit:<id>`, and the status in the same transaction. The operator's approval and the gateway's
 * "paid" callback both come here, so a deposit is credited once whichever arrives first.
 */
export async function creditDeposit(
  tx: Tx,
  deposit: DepositRow,
  decision: { decidedBy: string; note?: string | null },
) {
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
  const [credited] = await tx
    .update(deposits)
    .set({
      status: "approved",
      transferId: posted.id,
      decidedBy: decision.decidedBy,
      decisionNote: decision.note ?? null,
      decidedAt: new Date(),
    })
    .where(eq(deposits.id, deposit.id))
    .returning();
  const [{ nth }] = await tx
    .select({ nth: count() })
    .from(deposits)
    .where(and(eq(deposits.memberId, deposit.memberId), eq(deposits.status, "approved")));
  await depositCredited(tx, {
    id: deposit.id,
    memberId: deposit.memberId,
    amount: deposit.amount,
    channelCode: deposit.channelCode,
    nth,
  });
  return credited;
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
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(deposits)
      .where(where),
  ]);
  return { list: rows.map((r) => depositView(r.deposit, r.kind)), total };
}

/** The operator's queue: deposits (of a status), oldest first so that none waits forever. */
export async function operatorDeposits(db: Db, status?: DepositStatus) {
  const rows = await db
    .select({
      deposit: deposits,
      kind: depositChannels.kind,
      username: sql<string>`(select username from members m where m.id = ${deposits.memberId})`,
    })
    .from(deposits)
    .innerJoin(depositChannels, eq(depositChannels.code, deposits.channelCode))
    .where(status ? eq(deposits.status, status) : undefined)
    .orderBy(asc(deposits.createdAt), asc(deposits.id))
    .limit(200);
  return rows.map((r) => ({
    ...depositView(r.deposit, r.kind),
    username: r.username,
    decidedBy: r.deposit.decidedBy,
    decisionNote: r.deposit.decisionNote,
  }));
}

export type DepositDecision = {
  action: "deposit.approve" | "deposit.reject";
  id: string;
  note?: string;
  source: "api" | "cli";
};

/**
 * Approves (credits the member) or rejects a pending deposit. The row is locked first, so two operators
 * deciding at once cannot both act; deciding a deposit that is no longer pending is STATE_CONFLICT.
 */
export async function decideDeposit(db: Db, decision: DepositDecision) {
  try {
    return await db.transaction(async (tx) => {
      const [deposit] = await tx.select().from(deposits).where(eq(deposits.id, decision.id)).for("update");
      if (!deposit) throw new AppError("NOT_FOUND", `No deposit ${decision.id}`);
      if (deposit.status !== "pending")
        throw new AppError("STATE_CONFLICT", `Deposit ${deposit.id} is ${deposit.status}, not pending`);
      const approve = decision.action === "deposit.approve";
      const decided = approve
        ? await creditDeposit(tx, deposit, { decidedBy: decision.source, note: decision.note })
        : (
            await tx
              .update(deposits)
              .set({
                status: "rejected",
                decidedBy: decision.source,
                decisionNote: decision.note ?? null,
                decidedAt: new Date(),
              })
              .where(eq(deposits.id, deposit.id))
              .returning()
          )[0];
      // A deposit that never came no longer counts against the member's deposit limits.
      if (!approve) await releaseDeposit(tx, deposit.id);
      const transferId = decided.transferId;
      await recordAudit(tx, {
        action: decision.action,
        detail: {
          source: decision.source,
          depositId: deposit.id,
          memberId: deposit.memberId,
          amount: deposit.amount.toString(),
          note: decision.note ?? null,
          transferId,
        },
      });
      const [channel] = await tx
        .select({ kind: depositChannels.kind })
        .from(depositChannels)
        .where(eq(depositChannels.code, deposit.channelCode));
      return { action: decision.action, deposit: depositView(decided, channel.kind), transferId };
    });
  } catch (error) {
    throw moneyError(error);
  }
}
