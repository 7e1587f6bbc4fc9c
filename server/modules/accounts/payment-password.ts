import { eq } from "drizzle-orm";
import { RateLimiterMemory } from "rate-limiter-flexible";
import type { PlatformConfig } from "../../config.js";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { members } from "./schema.js";
import { hashPassword, verifyPassword } from "./passwords.js";
import { isTrivialPaymentPassword } from "../../../contract/registration.js";

// The payment password (SPEC §3) guards every movement a member starts: withdrawals and transfers.
// It is kept apart from the login password, so a stolen session alone cannot move money.

// Six digits are guessed quickly: after 5 wrong payment passwords a member waits 15 minutes. Counted
// in this process (a stolen session is one attacker on one connection path; login limits are shared).
export const WRONG_PAYMENT_PASSWORDS = 5;
const wrongTries = new RateLimiterMemory({
  keyPrefix: "payment-password",
  points: WRONG_PAYMENT_PASSWORDS,
  duration: 15 * 60,
});

/** Refuses unless the member has set a payment password and this is it. */
export async function checkPaymentPassword(db: Db | Tx, memberId: string, password: string): Promise<void> {
  const tries = await wrongTries.get(memberId);
  if (tries && tries.consumedPoints >= WRONG_PAYMENT_PASSWORDS) {
    throw new AppError("RATE_LIMITED", "Too many wrong payment passwords, retry later", {
      retryAfterSeconds: Math.ceil(tries.msBeforeNext / 1000),
    });
  }
  const [row] = await db.select({ hash: members.paymentPasswordHash }).from(members).where(eq(members.id, memberId));
  if (!row?.hash) throw new AppError("PAYMENT_PASSWORD_NOT_SET", "Set a payment password first");
  if (!(await verifyPassword(row.hash, password))) {
    await wrongTries.penalty(memberId, 1);
    throw new AppError("PAYMENT_PASSWORD_WRONG", "The payment password is wrong");
  }
  await wrongTries.delete(memberId);
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
  if (isTrivialPaymentPassword(input.newPassword))
    throw new AppError(
      "PAYMENT_PASSWORD_WEAK",
      "newPassword: a repeated digit or a run such as 123456 is guessed first; choose another",
    );
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
