import crypto from "node:crypto";
import { and, asc, count, desc, eq, gte, lte, ne, sql } from "drizzle-orm";
import { siteDay, siteDayStart } from "../../../contract/time-zone.js";
import type { PlatformConfig } from "../../config.js";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { recordAudit } from "../system/index.js";
import { maskAccountNumber } from "./bank-accounts.js";
import { memberAccount, moneyError, postTransfer, systemAccount } from "../wallet/index.js";
import { checkPaymentPassword, findMemberById, lockMember, usernamesOf } from "../accounts/index.js";
import { checkCare } from "../care/index.js";
import { sendSystemMessage } from "../messages/index.js";
import { guardWithdrawal } from "./listeners.js";
import { reencodeProof } from "./receipt-proof.js";
import { bankAccounts, withdrawals } from "./schema.js";

// Money out. The amount is held the moment the member asks — main wallet → the
// "withdrawals" clearing account — so it cannot be bet or transferred while the operator pays it out.
// A rejection or a refund gives the hold back (withdrawal_release); a disbursement keeps it, since the
// money has left through the bank. Every state change commits with its ledger transfer or not at all.

export const WITHDRAWAL_CLEARING = "withdrawals";
const DAY_MS = 24 * 60 * 60 * 1000;

type WithdrawalRow = typeof withdrawals.$inferSelect;
type BankAccountRow = typeof bankAccounts.$inferSelect;

export function receiptDeadline(row: Pick<WithdrawalRow, "disbursedAt">, autoReceiptMinutes: number): Date | null {
  return row.disbursedAt ? new Date(row.disbursedAt.getTime() + autoReceiptMinutes * 60_000) : null;
}

export function withdrawalView(
  row: WithdrawalRow,
  account: Pick<BankAccountRow, "bankName" | "accountNumber" | "holderName">,
  autoReceiptMinutes: number,
) {
  return {
    id: row.id,
    amount: row.amount.toString(),
    bankAccount: {
      bankName: account.bankName,
      accountNumber: maskAccountNumber(account.accountNumber),
      holderName: account.holderName,
    },
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    disbursedAt: row.disbursedAt?.toISOString() ?? null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    receiptDeadline: receiptDeadline(row, autoReceiptMinutes)?.toISOString() ?? null,
  };
}
export type WithdrawalView = ReturnType<typeof withdrawalView>;

/** Requests in the last 24 hours that still stand: a rejected request gives its turn back. */
async function usedToday(db: Db | Tx, memberId: string, now: Date): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        gte(withdrawals.createdAt, new Date(now.getTime() - DAY_MS)),
        ne(withdrawals.status, "rejected"),
      ),
    );
  return Number(n);
}

/**
 * How many withdrawals the member may ask for, and has: its VIP level's number a site day when the level names
 * one (ADR 0050; promotions writes it on the member row with the club label), else the site's count in 24
 * hours. Either counts the member's own requests that still stand.
 */
async function dailyCount(
  db: Db | Tx,
  config: PlatformConfig,
  memberId: string,
  now: Date,
): Promise<{ limit: number; used: number; vip: boolean }> {
  const limit = (await findMemberById(db, memberId))?.withdrawalsPerDay ?? null;
  if (limit === null)
    return { limit: config.WITHDRAWAL_DAILY_COUNT, used: await usedToday(db, memberId, now), vip: false };
  const [{ n }] = await db
    .select({ n: count() })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        eq(withdrawals.origin, "member"),
        gte(withdrawals.createdAt, siteDayStart(siteDay(now))),
        ne(withdrawals.status, "rejected"),
      ),
    );
  return { limit, used: Number(n), vip: true };
}

export async function withdrawalSettings(db: Db, config: PlatformConfig, memberId: string) {
  const daily = await dailyCount(db, config, memberId, new Date());
  return {
    min: config.WITHDRAWAL_MIN.toString(),
    max: config.WITHDRAWAL_MAX.toString(),
    dailyCount: daily.limit,
    usedToday: daily.used,
    autoReceiptMinutes: config.WITHDRAWAL_AUTO_RECEIPT_MINUTES,
  };
}

async function withAccount(db: Db | Tx, row: WithdrawalRow, config: PlatformConfig) {
  const [account] = await db.select().from(bankAccounts).where(eq(bankAccounts.id, row.bankAccountId));
  return withdrawalView(row, account, config.WITHDRAWAL_AUTO_RECEIPT_MINUTES);
}

/**
 * A member's withdrawal: checks the payment password, the limits, the account and the daily count, then
 * holds the funds and records the request in one transaction. The member row is locked so that two
 * requests at once count each other; the same requestKey again answers the first request.
 */
export async function requestWithdrawal(
  db: Db,
  config: PlatformConfig,
  memberId: string,
  input: { bankAccountId: string; amount: bigint; paymentPassword: string; requestKey: string; forfeitBonus?: boolean },
): Promise<WithdrawalView> {
  await checkPaymentPassword(db, memberId, input.paymentPassword);
  if (input.amount < config.WITHDRAWAL_MIN || input.amount > config.WITHDRAWAL_MAX) {
    throw new AppError("AMOUNT_OUT_OF_RANGE", "The amount is outside the withdrawal limits", {
      min: config.WITHDRAWAL_MIN.toString(),
      max: config.WITHDRAWAL_MAX.toString(),
    });
  }
  try {
    return await db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const [earlier] = await tx
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.memberId, memberId), eq(withdrawals.requestKey, input.requestKey)));
      if (earlier) {
        if (earlier.amount !== input.amount || earlier.bankAccountId !== input.bankAccountId) {
          throw new AppError(
            "CONFLICT",
            "This requestKey already asked for another withdrawal; reload the form for a new one",
          );
        }
        return withAccount(tx, earlier, config);
      }
      // An agent frozen for an unpaid settlement (ADR 0044) takes nothing out until it pays.
      await checkCare(tx, memberId, "withdraw");
      // A bonus being wagered is forfeited by a withdrawal, only once the member has said so (ADR 0046).
      await guardWithdrawal(tx, { memberId, forfeitBonus: input.forfeitBonus ?? false });
      const [account] = await tx
        .select()
        .from(bankAccounts)
        .where(and(eq(bankAccounts.id, input.bankAccountId), eq(bankAccounts.memberId, memberId)));
      if (!account || account.removedAt) throw new AppError("NOT_FOUND", "No such bank account");
      const now = new Date();
      const daily = await dailyCount(tx, config, memberId, now);
      if (daily.used >= daily.limit && daily.vip)
        throw new AppError("WITHDRAWAL_COUNT_LIMIT", `Your VIP level allows ${daily.limit} withdrawal(s) a day`, {
          limit: daily.limit,
          used: daily.used,
        });
      if (daily.used >= daily.limit)
        throw new AppError("DAILY_LIMIT_REACHED", `At most ${daily.limit} withdrawals in 24 hours`, {
          dailyCount: daily.limit,
        });
      const id = crypto.randomUUID();
      const hold = await postTransfer(tx, {
        idempotencyKey: `withdrawal:${id}`,
        kind: "withdrawal",
        memo: `${account.bankName} ${maskAccountNumber(account.accountNumber)}`,
        metadata: { withdrawalId: id },
        entries: [
          { account: await memberAccount(tx, memberId, "main"), amount: -input.amount },
          { account: await systemAccount(tx, "payment_clearing", WITHDRAWAL_CLEARING), amount: input.amount },
        ],
      });
      const [row] = await tx
        .insert(withdrawals)
        .values({
          id,
          memberId,
          bankAccountId: account.id,
          amount: input.amount,
          requestKey: input.requestKey,
          holdTransferId: hold.id,
          createdAt: now,
        })
        .returning();
      return withdrawalView(row, account, config.WITHDRAWAL_AUTO_RECEIPT_MINUTES);
    });
  } catch (error) {
    throw moneyError(error);
  }
}

export async function memberWithdrawals(
  db: Db,
  config: PlatformConfig,
  memberId: string,
  pageNo: number,
  pageSize: number,
) {
  const where = eq(withdrawals.memberId, memberId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ withdrawal: withdrawals, account: bankAccounts })
      .from(withdrawals)
      .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
      .where(where)
      .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(withdrawals)
      .where(where),
  ]);
  return {
    list: rows.map((r) => withdrawalView(r.withdrawal, r.account, config.WITHDRAWAL_AUTO_RECEIPT_MINUTES)),
    total,
  };
}

export const WITHDRAWAL_STATUSES = [
  "pending",
  "approved",
  "rejected",
  "disbursed",
  "received",
  "partly_received",
  "not_received",
  "auto_received",
  "refunded",
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The operator's queue, oldest first; the operator sees the whole account number to pay it. */
export async function operatorWithdrawals(db: Db, config: PlatformConfig, status?: WithdrawalStatus) {
  const rows = await db
    .select({ withdrawal: withdrawals, account: bankAccounts })
    .from(withdrawals)
    .innerJoin(bankAccounts, eq(bankAccounts.id, withdrawals.bankAccountId))
    .where(status ? eq(withdrawals.status, status) : undefined)
    .orderBy(asc(withdrawals.createdAt), asc(withdrawals.id))
    .limit(200);
  const usernames = await usernamesOf(
    db,
    rows.map((r) => r.withdrawal.memberId),
  );
  return rows.map((r) => ({
    ...withdrawalView(r.withdrawal, r.account, config.WITHDRAWAL_AUTO_RECEIPT_MINUTES),
    bankAccount: {
      bankName: r.account.bankName,
      accountNumber: r.account.accountNumber,
      holderName: r.account.holderName,
    },
    username: usernames.get(r.withdrawal.memberId),
    origin: r.withdrawal.origin,
    decisionNote: r.withdrawal.decisionNote,
    receiptNote: r.withdrawal.receiptNote,
    hasProof: r.withdrawal.proofType !== null,
  }));
}

export type WithdrawalVerb = "approve" | "reject" | "disburse" | "refund";
// Which states each operator action may start from; anything else is STATE_CONFLICT.
const ALLOWED: Record<WithdrawalVerb, readonly string[]> = {
  approve: ["pending"],
  reject: ["pending", "approved"],
  disburse: ["approved"],
  // An auto_received withdrawal is never refunded: the member let the deadline pass.
  refund: ["not_received"],
};
const NEXT: Record<WithdrawalVerb, WithdrawalStatus> = {
  approve: "approved",
  reject: "rejected",
  disburse: "disbursed",
  refund: "refunded",
};

/** Gives the held amount back to the member: the hold's entries reversed, once. */
async function releaseHold(tx: Tx, row: WithdrawalRow, why: string) {
  const main = await memberAccount(tx, row.memberId, "main");
  const clearing = await systemAccount(tx, "payment_clearing", WITHDRAWAL_CLEARING);
  return postTransfer(tx, {
    idempotencyKey: `withdrawal-release:${row.id}`,
    kind: "withdrawal_release",
    memo: why,
    reverses: row.holdTransferId,
    metadata: { withdrawalId: row.id },
    entries: [
      { account: clearing, amount: -row.amount },
      { account: main, amount: row.amount },
    ],
  });
}

export type WithdrawalDecision = { verb: WithdrawalVerb; id: string; note?: string; source: "api" | "cli" };

export async function decideWithdrawal(db: Db, config: PlatformConfig, decision: WithdrawalDecision) {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, decision.id)).for("update");
      if (!row) throw new AppError("NOT_FOUND", `No withdrawal ${decision.id}`);
      if (!ALLOWED[decision.verb].includes(row.status)) {
        throw new AppError("STATE_CONFLICT", `Withdrawal ${row.id} is ${row.status}: cannot ${decision.verb} it`);
      }
      const now = new Date();
      const release =
        decision.verb === "reject" || decision.verb === "refund"
          ? await releaseHold(tx, row, decision.verb === "reject" ? "withdrawal rejected" : "withdrawal refunded")
          : null;
      const [updated] = await tx
        .update(withdrawals)
        .set({
          status: NEXT[decision.verb],
          decidedBy: decision.source,
          decisionNote: decision.note ?? row.decisionNote,
          ...(decision.verb === "disburse" ? { disbursedAt: now } : { decidedAt: now }),
          ...(release ? { releaseTransferId: release.id } : {}),
        })
        .where(eq(withdrawals.id, row.id))
        .returning();
      if (decision.verb === "disburse") {
        // The member hears of it in platform information, in the same transaction as the payout.
        await sendSystemMessage(tx, {
          memberId: row.memberId,
          template: "withdrawalDisbursed",
          params: { amount: row.amount.toString(), withdrawalId: row.id },
          eventKey: `withdrawal-disbursed:${row.id}`,
        });
      }
      const action = `withdrawal.${decision.verb}`;
      await recordAudit(tx, {
        action,
        detail: {
          source: decision.source,
          withdrawalId: row.id,
          memberId: row.memberId,
          amount: row.amount.toString(),
          from: row.status,
          note: decision.note ?? null,
          releaseTransferId: release?.id ?? null,
        },
      });
      return { action, withdrawal: await withAccount(tx, updated, config) };
    });
  } catch (error) {
    throw moneyError(error);
  }
}

export type ReceiptAnswer = "received" | "partly_received" | "not_received";
export type Proof = { type: "image/png" | "image/jpeg"; bytes: Buffer };

/**
 * The member's answer after disbursement. Until the deadline only; after it the withdrawal counts as
 * received (auto_received) whether or not the job has marked it yet.
 */
export async function answerWithdrawalReceipt(
  db: Db,
  config: PlatformConfig,
  memberId: string,
  id: string,
  input: { answer: ReceiptAnswer; note?: string; proof?: Proof },
  now = new Date(),
): Promise<WithdrawalView> {
  if (input.answer !== "received" && !input.proof)
    throw new AppError("VALIDATION", "proof: a screenshot (png or jpg) is required unless the money was received");
  // Outside the transaction: decoding takes a while and needs no lock.
  const proof = input.proof ? await reencodeProof(input.proof) : undefined;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(withdrawals)
      .where(and(eq(withdrawals.id, id), eq(withdrawals.memberId, memberId)))
      .for("update");
    if (!row) throw new AppError("NOT_FOUND", "No such withdrawal");
    const deadline = receiptDeadline(row, config.WITHDRAWAL_AUTO_RECEIPT_MINUTES);
    if (row.status !== "disbursed" || !deadline || now > deadline) {
      throw new AppError(
        "STATE_CONFLICT",
        `Withdrawal ${row.id} is ${row.status === "disbursed" ? "past its receipt deadline" : row.status}: no receipt can be given`,
      );
    }
    const [updated] = await tx
      .update(withdrawals)
      .set({
        status: input.answer,
        receiptNote: input.note ?? null,
        proofType: proof?.type ?? null,
        proof: proof?.bytes ?? null,
        proofName: proof?.name ?? null,
        confirmedAt: now,
      })
      .where(eq(withdrawals.id, row.id))
      .returning();
    return withAccount(tx, updated, config);
  });
}

/**
 * Marks every disbursed withdrawal whose receipt deadline has passed as auto_received. One statement,
 * so a member's answer that races it either lands first (and is kept) or finds the withdrawal closed.
 */
export async function autoConfirmWithdrawals(db: Db, now: Date, autoReceiptMinutes = 1440): Promise<string[]> {
  const cutoff = new Date(now.getTime() - autoReceiptMinutes * 60_000);
  const rows = await db
    .update(withdrawals)
    .set({ status: "auto_received", confirmedAt: now })
    .where(and(eq(withdrawals.status, "disbursed"), lte(withdrawals.disbursedAt, cutoff)))
    .returning({ id: withdrawals.id });
  return rows.map((r) => r.id);
}
