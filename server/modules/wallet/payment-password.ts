import { eq } from "drizzle-orm";
import type { PlatformConfig } from "../../config.js";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../../http/envelope.js";
import { members } from "../members/schema.js";
import { hashPassword, verifyPassword } from "../members/passwords.js";

// The payment password (SPEC §3) guards every movement a member starts: withdrawals and transfers.
// It is kept apart from the login password, so a stolen session alone cannot move money.

/** Refuses unless the member has set a payment password and this is it. */
export async function checkPaymentPassword(db: Db | Tx, memberId: string, password: string): Promise<void> {
  const [row] = await db.select({ hash: members.paymentPasswordHash }).from(members).where(eq(members.id, memberId));
  if (!row?.hash) throw new AppError("PAYMENT_PASSWORD_NOT_SET", "Set a payment password first");
  if (!(await verifyPassword(row.hash, password))) throw new AppError("PAYMENT_PASSWORD_WRONG", "The payment password is wrong");
}

export async function hasPaymentPassword(db: Db | Tx, memberId: string): Promise<boolean> {
  const [row] = await db.select({ hash: members.paymentPasswordHash }).from(members).where(eq(members.id, memberId));
  return Boolean(row?.hash);
}

/**
 * Sets the payment password; changing one needs the current one (or the login password, which a
 * member who forgot the payment password still knows).
 */
export async function setPaymentPassword(
  db: Db,
  config: PlatformConfig,
  input: { memberId: string; current?: string; newPassword: string },
): Promise<void> {
  const [row] = await db
    .select({ hash: members.paymentPasswordHash, login: members.passwordHash })
    .from(members)
    .where(eq(members.id, input.memberId));
  if (!row) throw new AppError("NOT_FOUND", "No such member");
  if (row.hash) {
    const current = input.current ?? "";
    const proven = (await verifyPassword(row.hash, current)) || (await verifyPassword(row.login, current));
    if (!proven) throw new AppError("PAYMENT_PASSWORD_WRONG", "The current payment password is wrong");
  }
  await db
    .update(members)
    .set({ paymentPasswordHash: await hashPassword(config, input.newPassword) })
    .where(eq(members.id, input.memberId));
}
