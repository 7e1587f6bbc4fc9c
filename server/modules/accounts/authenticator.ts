import crypto from "node:crypto";
import { and, eq, isNull, lt } from "drizzle-orm";
import { CompactEncrypt, compactDecrypt } from "jose";
import { authenticator } from "otplib";
import type { Db } from "../../db/connect.js";
import { AppError } from "../errors.js";
import type { AccountServices } from "./account-services.js";
import { ALG, ENC, type EncryptionKeys } from "./jwe.js";
import type { Member } from "./members.js";
import { verifyPassword } from "./passwords.js";
import { authenticators } from "./session-schema.js";
import { refuseWhileSpent } from "./throttles.js";

// Two-step sign-in with an authenticator app (SPEC §4 "authenticator app"; ADR 0032): TOTP of RFC 6238
// with the defaults every app knows (SHA-1, 6 digits, 30-second steps), one step of clock drift either
// way, and each step's code taken at most once.

export const TOTP_STEP_SECONDS = 30;
const ISSUER = "Laro";
/** Marks a sealed secret, so that nothing else sealed to the same key is ever read as one. */
const SECRET_CONTENT = "laro-totp-secret";

export type AuthenticatorState = { enabled: boolean; setup: { secret: string; otpauthUrl: string } | null };
export type TurnOffProof = { code: string } | { password: string };

const codeInvalid = () => new AppError("CODE_INVALID", "The verification code is not valid");

/** The 30-second step a code belongs to, within one step of now, or null when it is no code of the secret. */
function stepOf(secret: string, code: string, now = Date.now()): number | null {
  const delta = authenticator.clone({ window: 1, epoch: now }).checkDelta(code, secret);
  return delta === null ? null : Math.floor(now / 1000 / TOTP_STEP_SECONDS) + delta;
}

/** Secrets at rest are sealed to the platform's own key (the one of the encrypted calls, jwe.ts). */
async function sealSecret(keys: EncryptionKeys, secret: string): Promise<string> {
  return new CompactEncrypt(new TextEncoder().encode(secret))
    .setProtectedHeader({ alg: ALG, enc: ENC, kid: keys.kid, cty: SECRET_CONTENT })
    .encrypt(crypto.createPublicKey(keys.privateKey));
}

/** The secret, or null when it was sealed to a key the platform no longer has (see ADR 0032). */
async function openSecret(keys: EncryptionKeys, sealed: string): Promise<string | null> {
  try {
    const { plaintext, protectedHeader } = await compactDecrypt(sealed, keys.privateKey, {
      keyManagementAlgorithms: [ALG],
      contentEncryptionAlgorithms: [ENC],
    });
    return protectedHeader.cty === SECRET_CONTENT ? new TextDecoder().decode(plaintext) : null;
  } catch {
    return null;
  }
}

async function rowOf(db: Db, memberId: string) {
  const [row] = await db.select().from(authenticators).where(eq(authenticators.memberId, memberId));
  return row;
}

export async function hasAuthenticator(db: Db, memberId: string): Promise<boolean> {
  return Boolean((await rowOf(db, memberId))?.secret);
}

/** On or off; while a set-up waits for its first code, the secret to enter and its otpauth:// URL. */
export async function authenticatorState(db: Db, keys: EncryptionKeys, member: Member): Promise<AuthenticatorState> {
  const row = await rowOf(db, member.id);
  if (row?.secret) return { enabled: true, setup: null };
  const pending = row?.pendingSecret ? await openSecret(keys, row.pendingSecret) : null;
  return {
    enabled: false,
    setup: pending ? { secret: pending, otpauthUrl: authenticator.keyuri(member.username, ISSUER, pending) } : null,
  };
}

/**
 * Runs one second-factor check of a member under the failure limit (SECOND_FACTOR_FAILURES wrong
 * answers per 15 minutes); a failed check counts against it.
 */
export async function limitedCheck(
  services: AccountServices,
  memberId: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const limiter = services.throttles.secondFactorPerMember;
  await refuseWhileSpent(limiter, memberId);
  const ok = await check();
  if (!ok) await limiter.penalty(memberId);
  return ok;
}

/** A new secret waiting for its first code; a set-up asked for again starts over with a new secret. */
export async function startAuthenticator(db: Db, keys: EncryptionKeys, member: Member): Promise<AuthenticatorState> {
  // 20 bytes (160 bits), the length RFC 4226 recommends for the shared secret.
  const pendingSecret = await sealSecret(keys, authenticator.generateSecret(20));
  const now = new Date();
  // An app that is on stays on: turning it off needs a code or the password (disableAuthenticator).
  const [saved] = await db
    .insert(authenticators)
    .values({ memberId: member.id, pendingSecret, updatedAt: now })
    .onConflictDoUpdate({
      target: authenticators.memberId,
      set: { pendingSecret, updatedAt: now },
      setWhere: isNull(authenticators.secret),
    })
    .returning({ memberId: authenticators.memberId });
  if (!saved) throw new AppError("CONFLICT", "The authenticator app is already on");
  return authenticatorState(db, keys, member);
}

/** The first code from the app turns it on; that code's step counts as taken. */
export async function confirmAuthenticator(
  services: AccountServices,
  db: Db,
  member: Member,
  code: string,
): Promise<AuthenticatorState> {
  const row = await rowOf(db, member.id);
  if (row?.secret) throw new AppError("CONFLICT", "The authenticator app is already on");
  const pendingSecret = row?.pendingSecret;
  if (!pendingSecret) throw new AppError("NOT_FOUND", "No authenticator set-up is waiting; start one first");
  const ok = await limitedCheck(services, member.id, async () => {
    const secret = await openSecret(services.keys, pendingSecret);
    const step = secret ? stepOf(secret, code) : null;
    if (step === null) return false;
    const now = new Date();
    // Only the set-up that was checked is turned on, even when a new one was started meanwhile.
    const enabled = await db
      .update(authenticators)
      .set({ secret: pendingSecret, pendingSecret: null, lastStep: step, enabledAt: now, updatedAt: now })
      .where(
        and(
          eq(authenticators.memberId, member.id),
          eq(authenticators.pendingSecret, pendingSecret),
          isNull(authenticators.secret),
        ),
      )
      .returning({ memberId: authenticators.memberId });
    return enabled.length > 0;
  });
  if (!ok) throw codeInvalid();
  return { enabled: true, setup: null };
}

/**
 * Takes a code of the member's app (not yet limited: callers wrap it in limitedCheck). A code of a step
 * no newer than the last one taken is refused, so a code seen over a shoulder cannot be used again.
 */
export async function takeAuthenticatorCode(
  db: Db,
  keys: EncryptionKeys,
  memberId: string,
  code: string,
): Promise<boolean> {
  const row = await rowOf(db, memberId);
  const secret = row?.secret ? await openSecret(keys, row.secret) : null;
  const step = secret ? stepOf(secret, code) : null;
  if (!row?.secret || step === null) return false;
  // The guard is the update itself: of two requests with one code, only one moves last_step forward.
  const taken = await db
    .update(authenticators)
    .set({ lastStep: step, updatedAt: new Date() })
    .where(
      and(
        eq(authenticators.memberId, memberId),
        eq(authenticators.secret, row.secret),
        lt(authenticators.lastStep, step),
      ),
    )
    .returning({ memberId: authenticators.memberId });
  return taken.length > 0;
}

/** Turns the app off with a current code or the login password. */
export async function disableAuthenticator(
  services: AccountServices,
  db: Db,
  member: Member,
  proof: TurnOffProof,
): Promise<AuthenticatorState> {
  if (!(await hasAuthenticator(db, member.id))) throw new AppError("NOT_FOUND", "The authenticator app is not on");
  const passwordHash = member.passwordHash;
  const ok = await limitedCheck(services, member.id, async () => {
    if ("code" in proof) return takeAuthenticatorCode(db, services.keys, member.id, proof.code);
    return passwordHash !== null && (await verifyPassword(passwordHash, proof.password));
  });
  if (!ok) throw "code" in proof ? codeInvalid() : new AppError("PASSWORD_WRONG", "The password is wrong");
  // last_step stays: steps only move forward, whatever secret comes next.
  await db
    .update(authenticators)
    .set({ secret: null, pendingSecret: null, enabledAt: null, updatedAt: new Date() })
    .where(eq(authenticators.memberId, member.id));
  return { enabled: false, setup: null };
}
