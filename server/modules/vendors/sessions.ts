import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../../http/envelope.js";
import { sha256 } from "../accounts/index.js";
import { memberAccount } from "../wallet/index.js";
import { vendorSessions, vendorWalletKeys } from "./schema.js";

// Who may call the seamless wallet and for whom: a secret per vendor (HMAC-SHA256 key of its calls)
// and a game session per launch, whose token is all the vendor knows of the player.

const SESSION_MINUTES = 240;

/** The vendor's signing key, made on first use (seed, launch) and never shown to members. */
export async function vendorSecret(db: Db | Tx, vendor: string): Promise<string> {
  await db
    .insert(vendorWalletKeys)
    .values({ vendor, secret: crypto.randomBytes(32).toString("hex") })
    .onConflictDoNothing();
  const [row] = await db.select().from(vendorWalletKeys).where(eq(vendorWalletKeys.vendor, vendor));
  return row.secret;
}

/** The key of a vendor that has one; a vendor without a key cannot call at all. */
export async function knownVendorSecret(db: Db | Tx, vendor: string): Promise<string | null> {
  const [row] = await db.select().from(vendorWalletKeys).where(eq(vendorWalletKeys.vendor, vendor));
  return row?.secret ?? null;
}

/**
 * A game session for the vendor, made at launch; answers the token to hand to the vendor. `wallet` is
 * the member wallet its bets and wins move: main (seamless) or the vendor's sub-wallet (transfer mode).
 */
export async function openVendorSession(db: Db | Tx, input: { memberId: string; vendor: string; gameCode: string; wallet?: "main" | "vendor" }, minutes = SESSION_MINUTES): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  await db.insert(vendorSessions).values({ tokenHash: sha256(token), ...input, expiresAt: new Date(Date.now() + minutes * 60_000) });
  return token;
}

export type VendorSession = typeof vendorSessions.$inferSelect;

/** The ledger account a session plays from. */
export const sessionAccount = (db: Db | Tx, session: VendorSession) => memberAccount(db, session.memberId, session.wallet === "vendor" ? { vendor: session.vendor } : "main");

/**
 * The session a call names. Bets and balance need it live; a win or a rollback is taken after it has
 * ended, since the vendor settles rounds the player started.
 */
export async function sessionFor(db: Db | Tx, vendor: string, token: string, live: boolean): Promise<VendorSession> {
  const [session] = await db
    .select()
    .from(vendorSessions)
    .where(eq(vendorSessions.tokenHash, sha256(token)));
  if (!session || session.vendor !== vendor) throw new AppError("SESSION_INVALID", "No such game session for this vendor");
  if (live) requireLive(session);
  return session;
}

export function requireLive(session: VendorSession): void {
  if (session.expiresAt.getTime() <= Date.now()) throw new AppError("SESSION_INVALID", "The game session has ended");
}
