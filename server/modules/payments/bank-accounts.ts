import { and, asc, count, eq, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { lockMember, type Member } from "../accounts/index.js";
import { bankAccounts } from "./schema.js";

// The accounts a member withdraws to. Paying out only to an account in the member's own name is the
// site's defence against a stolen session emptying a wallet into someone else's bank.

export const MAX_BANK_ACCOUNTS = 5;

export type BankAccountView = {
  id: string;
  bankName: string;
  accountNumber: string;
  holderName: string;
  createdAt: string;
};

/** Names compare as people type them: case, outer spaces and doubled spaces do not matter. */
export const sameHolderName = (a: string, b: string) => normalName(a) === normalName(b);
const normalName = (name: string) => name.trim().replace(/\s+/g, " ").toLowerCase();

/** Only the last 4 digits leave the platform: enough for the member to tell accounts apart. */
export const maskAccountNumber = (number: string) => "*".repeat(Math.max(0, number.length - 4)) + number.slice(-4);

function view(row: typeof bankAccounts.$inferSelect): BankAccountView {
  return {
    id: row.id,
    bankName: row.bankName,
    accountNumber: maskAccountNumber(row.accountNumber),
    holderName: row.holderName,
    createdAt: row.createdAt.toISOString(),
  };
}

const live = (memberId: string) => and(eq(bankAccounts.memberId, memberId), isNull(bankAccounts.removedAt));

export async function listBankAccounts(db: Db, memberId: string): Promise<BankAccountView[]> {
  const rows = await db
    .select()
    .from(bankAccounts)
    .where(live(memberId))
    .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id));
  return rows.map(view);
}

/** The holder names of a member's bank accounts (accounts' new-address check by bank account name, ADR 0032). */
export async function boundHolderNames(db: Db, memberId: string): Promise<string[]> {
  const rows = await db.select({ holderName: bankAccounts.holderName }).from(bankAccounts).where(live(memberId));
  return rows.map((row) => row.holderName);
}

/** Every account number the member has bound, removed ones too: promotions' one claim per bank account (ADR 0046). */
export async function boundAccountNumbers(db: Db | Tx, memberId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ accountNumber: bankAccounts.accountNumber })
    .from(bankAccounts)
    .where(eq(bankAccounts.memberId, memberId));
  return rows.map((row) => row.accountNumber);
}

/** The caller has checked the payment password; this checks the name, the count and duplicates. */
export async function addBankAccount(
  db: Db,
  member: Member,
  input: { bankName: string; accountNumber: string; holderName: string },
): Promise<BankAccountView> {
  const payeeName = member.payeeName;
  if (!payeeName || !sameHolderName(payeeName, input.holderName)) {
    throw new AppError("HOLDER_NAME_MISMATCH", "The account holder must be the member's own full name (payeeName)");
  }
  return db.transaction(async (tx) => {
    // The member row lock makes two adds at once count each other. The payee name is kept as the
    // holder: it is the spelling the bank is paid to.
    await lockMember(tx, member.id);
    const [{ n }] = await tx.select({ n: count() }).from(bankAccounts).where(live(member.id));
    if (Number(n) >= MAX_BANK_ACCOUNTS)
      throw new AppError("CONFLICT", `At most ${MAX_BANK_ACCOUNTS} bank accounts`, { max: MAX_BANK_ACCOUNTS });
    const [row] = await tx
      .insert(bankAccounts)
      .values({
        memberId: member.id,
        bankName: input.bankName,
        accountNumber: input.accountNumber,
        holderName: payeeName,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError("CONFLICT", "This bank account is already on the list");
    return view(row);
  });
}

/** Removed accounts stay in the table for the withdrawals that name them. */
export async function removeBankAccount(db: Db, memberId: string, id: string): Promise<void> {
  const removed = await db
    .update(bankAccounts)
    .set({ removedAt: new Date() })
    .where(and(eq(bankAccounts.id, id), live(memberId)))
    .returning({ id: bankAccounts.id });
  if (removed.length === 0) throw new AppError("NOT_FOUND", "No such bank account");
}
