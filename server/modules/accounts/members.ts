import crypto from "node:crypto";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { PlatformConfig } from "../../config.js";
import type { Db, Tx } from "../../db/connect.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { AppError } from "../errors.js";
import { normalizeDialingCode } from "../merchant/index.js";
import { isAgent, isTrial } from "./member-types.js";
import { members, type ClubLabel, type MemberLabel } from "./schema.js";

export type Member = typeof members.$inferSelect;
export type NewMember = Omit<typeof members.$inferInsert, "id" | "usernameKey" | "referralCode" | "nickname"> & {
  nickname?: string;
};

export const usernameKey = (username: string) => username.trim().toLowerCase();

/** Where a code for this phone goes, and how the phone is looked up: "+639171234567". */
export function phoneTarget(countryDialingCode: string, mobileNum: string): string {
  return `${normalizeDialingCode(countryDialingCode)}${mobileNum.replace(/\D/g, "")}`;
}

export async function findMemberByUsername(db: Db | Tx, username: string): Promise<Member | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(eq(members.usernameKey, usernameKey(username)));
  return row;
}

export async function findMemberById(db: Db | Tx, id: string): Promise<Member | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row;
}

export async function findMemberByMobile(
  db: Db | Tx,
  countryDialingCode: string,
  mobileNum: string,
): Promise<Member | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.countryDialingCode, normalizeDialingCode(countryDialingCode)),
        eq(members.mobileNum, mobileNum.replace(/\D/g, "")),
      ),
    );
  return row;
}

export async function findMemberByReferralCode(db: Db | Tx, code: string): Promise<Member | undefined> {
  const [row] = await db.select().from(members).where(eq(members.referralCode, code.trim().toUpperCase()));
  return row;
}

// Referral codes avoid letters and digits that are easy to confuse when read aloud or typed.
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export function newReferralCode(): string {
  return Array.from(crypto.randomBytes(8), (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
}

/**
 * Creates an account. A taken username or phone number is answered with USERNAME_TAKEN or
 * MOBILE_TAKEN from the unique index itself, so two registrations racing for one name cannot both win.
 */
export async function createMember(db: Db | Tx, input: NewMember & { username: string }): Promise<Member> {
  const values = {
    ...input,
    username: input.username.trim(),
    usernameKey: usernameKey(input.username),
    nickname: input.nickname ?? input.username.trim(),
    countryDialingCode: input.countryDialingCode ? normalizeDialingCode(input.countryDialingCode) : null,
    mobileNum: input.mobileNum ? input.mobileNum.replace(/\D/g, "") : null,
  };
  for (let attempt = 0; ; attempt++) {
    try {
      // A savepoint of its own inside a caller's transaction: a clash undoes only this insert, so the
      // caller's transaction survives for the retry (or for the caller's own handling of the error).
      const [row] = await db.transaction((t) =>
        t
          .insert(members)
          .values({ ...values, referralCode: newReferralCode() })
          .returning(),
      );
      return row;
    } catch (error) {
      if (isUniqueViolation(error, "members_username_key"))
        throw new AppError("USERNAME_TAKEN", "This username is taken");
      if (isUniqueViolation(error, "members_mobile"))
        throw new AppError("MOBILE_TAKEN", "This mobile number already has an account");
      // 31^8 codes: a clash is rare, and a retry draws a new one.
      if (isUniqueViolation(error, "members_referral_code") && attempt < 3) continue;
      throw error;
    }
  }
}

export async function updateMember(
  db: Db | Tx,
  id: string,
  change: Partial<typeof members.$inferInsert>,
): Promise<void> {
  await db.update(members).set(change).where(eq(members.id, id));
}

/**
 * Locks the member's row for the rest of the transaction: other modules serialise one member's own
 * requests (two withdrawals, two bank accounts at once) on it without touching the table.
 */
export async function lockMember(tx: Tx, memberId: string): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for("update");
}

/** Agents without an upline (the operator's direct partners), oldest first. */
export async function topLevelAgents(
  db: Db | Tx,
  agentTypes: readonly number[],
  limit = 200,
): Promise<{ id: string; username: string; type: number }[]> {
  return db
    .select({ id: members.id, username: members.username, type: members.type })
    .from(members)
    .where(and(isNull(members.uplineId), inArray(members.type, [...agentTypes])))
    .orderBy(asc(members.createdAt))
    .limit(limit);
}

/** The usernames of these members, by id (an operator's list names whose each row is). */
export async function usernamesOf(db: Db | Tx, memberIds: readonly string[]): Promise<Map<string, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(inArray(members.id, [...new Set(memberIds)]));
  return new Map(rows.map((row) => [row.id, row.username]));
}

export type MemberSummary = { id: string; username: string; type: number; createdAt: Date; lastLoginAt: Date | null };

/** What a list of other people's accounts shows (an agent's downline): name, type, registration, last login. */
export async function memberSummaries(db: Db | Tx, memberIds: readonly string[]): Promise<Map<string, MemberSummary>> {
  if (memberIds.length === 0) return new Map();
  // Written out: drizzle leaves a one-table select's columns bare, which the subquery would read as its own.
  const lastLogin =
    sql<Date | null>`(select lh.at from login_history lh where lh.member_id = "members"."id" and lh.success order by lh.id desc limit 1)`.mapWith(
      (value) => (value === null ? null : new Date(value as string)),
    );
  const rows = await db
    .select({
      id: members.id,
      username: members.username,
      type: members.type,
      createdAt: members.createdAt,
      lastLoginAt: lastLogin,
    })
    .from(members)
    .where(inArray(members.id, [...new Set(memberIds)]));
  return new Map(rows.map((row) => [row.id, row]));
}

export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  return mobile.length <= 6 ? `${mobile.slice(0, 1)}****` : `${mobile.slice(0, 3)}****${mobile.slice(-3)}`;
}

export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

export type MemberInfo = {
  id: string;
  account: string;
  nickname: string;
  type: number;
  isAgent: boolean;
  isTrial: boolean;
  toUpline: string | null;
  clubLabel: ClubLabel | null;
  memberLabel: MemberLabel[];
  payeeName: string | null;
  mobileNum: string | null;
  email: string | null;
  previousLogin: { at: string; ip: string } | null;
  sessionExpiresAt: string;
};

/** The member as the web sees it (docs/platform-calls.md MemberInfo); contact details masked. */
export async function memberInfo(
  db: Db | Tx,
  config: PlatformConfig,
  member: Member,
  session: { previousLogin: { at: string; ip: string } | null; expiresAt: Date },
): Promise<MemberInfo> {
  const upline = member.uplineId ? await findMemberById(db, member.uplineId) : undefined;
  return {
    id: member.id,
    account: member.username,
    nickname: member.nickname,
    type: member.type,
    isAgent: isAgent(config, member.type),
    isTrial: isTrial(config, member.type),
    toUpline: upline?.username ?? null,
    clubLabel: member.clubLabel ?? null,
    memberLabel: member.memberLabels,
    payeeName: member.payeeName,
    mobileNum: maskMobile(member.mobileNum),
    email: maskEmail(member.email),
    previousLogin: session.previousLogin,
    sessionExpiresAt: session.expiresAt.toISOString(),
  };
}
