import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { sha256 } from "../accounts/index.js";
import { memberAccount } from "../wallet/index.js";
import { vendorSessions, vendorWalletKeys } from "./schema.js";

// Who may call the seamless wallet and for whom: a secret per vendor (HMAC-SHA256 key of its calls)
// and a game session per launch, whose token is all the vendor knows of the player.

const SESSION_MINUTES = 240;

// Every wallet call needs its vendor's key and its session, both rows that never change once written
// (a session's end is its expiresAt, fixed at launch): read through a database handle, outside any
// transaction whose new rows could still roll back, they are kept per database instead of read again.
// A key is kept for a minute only, so that one replaced in the database is taken up soon after.
const SECRET_TTL_MS = 60_000;
const SESSIONS_MAX = 50_000;
const knownSecrets = new WeakMap<Db | Tx, Map<string, { secret: string; until: number }>>();
const knownSessions = new WeakMap<Db | Tx, Map<string, VendorSession>>();

function cacheOf<V>(caches: WeakMap<Db | Tx, Map<string, V>>, db: Db | Tx): Map<string, V> | null {
  if (db instanceof PgTransaction) return null;
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

function rememberSecret(db: Db | Tx, vendor: string, secret: string): string {
  cacheOf(knownSecrets, db)?.set(vendor, { secret, until: Date.now() + SECRET_TTL_MS });
  return secret;
}

function rememberedSecret(db: Db | Tx, vendor: string): string | undefined {
  const known = cacheOf(knownSecrets, db)?.get(vendor);
  return known && known.until > Date.now() ? known.secret : undefined;
}

/** The vendor's signing key, made on first use (seed, launch) and never shown to members. */
export async function vendorSecret(db: Db | Tx, vendor: string): Promise<string> {
  const known = rememberedSecret(db, vendor);
  if (known) return known;
  await db
    .insert(vendorWalletKeys)
    .values({ vendor, secret: crypto.randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const [row] = await db.select().from(vendorWalletKeys).where(eq(vendorWalletKeys.vendor, vendor));
  return rememberSecret(db, vendor, row.secret);
}

/** The key of a vendor that has one; a vendor without a key cannot call at all. */
export async function knownVendorSecret(db: Db | Tx, vendor: string): Promise<string | null> {
  const known = rememberedSecret(db, vendor);
  if (known) return known;
  const [row] = await db.select().from(vendorWalletKeys).where(eq(vendorWalletKeys.vendor, vendor));
  return row ? rememberSecret(db, vendor, row.secret) : null;
}

/**
 * A game session for the vendor, made at launch; answers the token to hand to the vendor. `wallet` is
 * the member wallet its bets and wins move: main (seamless) or the vendor's sub-wallet (transfer mode).
 */
export async function openVendorSession(
  db: Db | Tx,
  input: { memberId: string; vendor: string; gameCode: string; wallet?: "main" | "vendor" },
  minutes = SESSION_MINUTES,
): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await db
    .insert(vendorSessions)
    .values({ tokenHash: sha256(token), ...input, expiresAt: new Date(Date.now() + minutes * 60_000) });
  return token;
}

export type VendorSession = typeof vendorSessions.$inferSelect;

/** The ledger account a session plays from. */
export const sessionAccount = (db: Db | Tx, session: VendorSession) =>
  memberAccount(db, session.memberId, session.wallet === "vendor" ? { vendor: session.vendor } : "main");

/**
 * The session a call names. Bets and balance need it live; a win or a rollback is taken after it has
 * ended, since the vendor settles rounds the player started.
 */
export async function sessionFor(db: Db | Tx, vendor: string, token: string, live: boolean): Promise<VendorSession> {
  const tokenHash = sha256(token);
  const known = cacheOf(knownSessions, db);
  let session = known?.get(tokenHash);
  if (!session) {
    [session] = await db.select().from(vendorSessions).where(eq(vendorSessions.tokenHash, tokenHash));
    if (session && known) {
      if (known.size >= SESSIONS_MAX) known.delete(known.keys().next().value as string);
      known.set(tokenHash, session);
    }
  }
  if (!session || session.vendor !== vendor)
    throw new AppError("SESSION_INVALID", "No such game session for this vendor");
  if (live) requireLive(session);
  return session;
}

export function requireLive(session: VendorSession): void {
  if (session.expiresAt.getTime() <= Date.now()) throw new AppError("SESSION_INVALID", "The game session has ended");
}
