import crypto from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { verificationCodes } from "./session-schema.js";
import { sha256 } from "./sessions.js";

export type CodePurpose = "login" | "register" | "password" | "newIp" | "bindMobile" | "bindEmail" | "loginTicket";

/** After this many wrong tries a code is dead, whatever time is left. */
export const MAX_CODE_ATTEMPTS = 5;

const codeHash = (id: string, code: string) => sha256(`${id}:${code}`);

/**
 * A new code for target; only its hash is stored. Returns the code to send: 6 digits for a person to
 * type, or 32 random bytes for a code that travels in a link (a login ticket).
 */
export async function createCode(
  db: Db,
  input: {
    purpose: CodePurpose;
    target: string;
    minutes: number;
    memberId?: string | null;
    data?: unknown;
    strength?: "digits" | "link";
  },
): Promise<{ id: string; code: string; expiresAt: Date }> {
  const id = crypto.randomUUID();
  const code =
    input.strength === "link"
      ? crypto.randomBytes(32).toString("base64url")
      : String(crypto.randomInt(0, 1_000_000)).padStart(6, "0");
  const now = new Date();
  const expiresAt = new Date(now.getTime() + input.minutes * 60_000);
  await db.insert(verificationCodes).values({
    id,
    purpose: input.purpose,
    target: input.target,
    codeHash: codeHash(id, code),
    memberId: input.memberId ?? null,
    data: input.data ?? null,
    createdAt: now,
    expiresAt,
  });
  return { id, code, expiresAt };
}

type CodeRow = typeof verificationCodes.$inferSelect;

const invalid = () => new AppError("CODE_INVALID", "The verification code is not valid");

/** The row while it is unused, alive and not worn out by wrong tries. */
function alive(row: CodeRow | undefined): CodeRow {
  if (!row || row.usedAt || row.attempts >= MAX_CODE_ATTEMPTS) throw invalid();
  if (row.expiresAt.getTime() <= Date.now())
    throw new AppError("CODE_EXPIRED", "The verification code has expired; ask for a new one");
  return row;
}

/** Counts one wrong answer against the row. */
async function countWrongTry(db: Db, id: string): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id));
}

/** The row when the code is right, unused and alive; a wrong code counts as an attempt. */
async function check(db: Db, found: CodeRow | undefined, code: string): Promise<CodeRow> {
  const row = alive(found);
  const given = Buffer.from(codeHash(row.id, code.trim()));
  const expected = Buffer.from(row.codeHash);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    await countWrongTry(db, row.id);
    throw invalid();
  }
  return row;
}

/** Marks the row used. Single use even when two requests race: only one update finds it unused. */
async function spend(db: Db, row: CodeRow): Promise<CodeRow> {
  const [spent] = await db
    .update(verificationCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.usedAt)))
    .returning();
  if (!spent) throw invalid();
  return spent;
}

async function consume(db: Db, found: CodeRow | undefined, code: string): Promise<CodeRow> {
  return spend(db, await check(db, found, code));
}

/** Checks the newest code sent to target for this purpose; a code asked for later replaces older ones. */
export async function useCode(db: Db, purpose: CodePurpose, target: string, code: string): Promise<CodeRow> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.purpose, purpose), eq(verificationCodes.target, target)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return consume(db, row, code);
}

async function byId(db: Db, purpose: CodePurpose, id: string): Promise<CodeRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.id, id), eq(verificationCodes.purpose, purpose)));
  return row;
}

/** Checks the code of one challenge (new-IP verification names its challenge by id) and spends it. */
export async function useCodeById(db: Db, purpose: CodePurpose, id: string, code: string): Promise<CodeRow> {
  return consume(db, await byId(db, purpose, id), code);
}

/** Checks the code of one challenge without spending it (a login ticket shows whose it is first). */
export async function peekCodeById(db: Db, purpose: CodePurpose, id: string, code: string): Promise<CodeRow> {
  return check(db, await byId(db, purpose, id), code);
}

/**
 * A challenge answered by something other than its code (new-IP verification by an authenticator code
 * or a bank account name, ADR 0032): `answer` decides; a wrong answer counts as one of the row's tries,
 * a right one spends the row.
 */
export async function answerChallengeById(
  db: Db,
  purpose: CodePurpose,
  id: string,
  answer: (row: CodeRow) => Promise<boolean>,
): Promise<CodeRow> {
  const row = alive(await byId(db, purpose, id));
  if (!(await answer(row))) {
    await countWrongTry(db, row.id);
    throw invalid();
  }
  return spend(db, row);
}
