// Money out. The amount is held the moment the member asks — main wallet → the
// "withdrawals" clearing account — so it cannot be bet or transferred while the operator pays it out.
// A rejection or a refund gives the hold back (withdrawal_release); a disbursement keeps it, since the
// money has left through the bank. Every state change commits with its ledger transfer or not at all.
// The operator's decisions are in withdrawal-decisions.ts, the member's receipt in withdrawal-receipts.ts.
import crypto from "node:crypto";
import { and, count, desc, eq, gte, ne, sql } from "drizzle-orm";
import { siteDay, siteDayStart } from "../../../contract/time-zone.js";
import type { PlatformConfig } from "../../config.js";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { maskAccountNumber } from "./bank-accounts.js";
import { memberAccount, moneyError, postTransfer, systemAccount } from "../wallet/index.js";
import { checkPaymentPassword, findMemberById, lockMember } from "../accounts/index.js";
import { checkCare } from "../care/index.js";
import { guardWithdrawal } from "./listeners.js";
import { bankAccounts, withdrawals } from "./schema.js";

export const WITHDRAWAL_CLEARING = "withdrawals";
const DAY_MS = 24 * 60 * 60 * 1000;

export type WithdrawalRow = typeof withdrawals.$inferSelect;
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

export async function withAccount(db: Db | Tx, row: WithdrawalRow, config: PlatformConfig) {
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
