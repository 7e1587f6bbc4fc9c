import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "../errors.js";
import { ok } from "../../http/envelope.js";
import { refuseNul } from "../../http/nul.js";
import { verifiedSignedCall } from "../../http/rate-limits.js";
import type { Db } from "../../db/connect.js";
import {
  walletBalance,
  walletCredit,
  walletDebit,
  walletDebitCredit,
  walletRollback,
  type WalletAnswer,
} from "./seamless.js";
import { knownVendorSecret } from "./sessions.js";

// POST /wps/seamless/:vendor/:action — the calls a game vendor makes to our wallet (docs/platform-calls.md,
// "Seamless wallet"). Checked in this order: the vendor's HMAC-SHA256 signature over the exact bytes of
// the body (X-Signature, hex), then the timestamp (within 5 minutes), then the call itself. A signed call
// counts against the vendor's own rate limit, any other against the sender's address (ADR 0016).

export const SEAMLESS_SIGNATURE_HEADER = "x-signature";
const MAX_AGE_MS = 5 * 60 * 1000;

export const signSeamlessBody = (secret: string, rawBody: string) =>
  crypto.createHmac("sha256", secret).update(rawBody).digest("hex");

const minor = (min: bigint) =>
  z
    .string()
    .regex(/^\d{1,15}$/, "a string of 1 to 15 digits (minor units)")
    .transform(BigInt)
    .refine((v) => v >= min, `must be at least ${min}`);
const base = { token: z.string().min(20).max(200), timestamp: z.string().datetime({ offset: true }) };
// The vendor's own ids: whatever it uses, within reason.
const vendorId = (field: string) =>
  z.string().regex(/^[A-Za-z0-9_:.-]{4,100}$/, `${field}: 4 to 100 letters, digits or _ : . -`);
const roundId = vendorId("roundId");
const transactionId = vendorId("transactionId");

const calls = {
  balance: z.object(base),
  debit: z.object({ ...base, transactionId, roundId, gameCode: z.string().min(1).max(80), amount: minor(1n) }),
  credit: z.object({
    ...base,
    transactionId,
    roundId,
    amount: minor(0n),
    roundClosed: z.boolean().default(true),
    detail: z.record(z.unknown()).optional(),
  }),
  rollback: z.object({ ...base, transactionId, roundId, rollbackTransactionId: vendorId("rollbackTransactionId") }),
};

/** A signed body is good for 5 minutes: an old one is refused even with a right signature. */
function fresh<T extends { timestamp: string }>(body: T): T {
  if (Math.abs(Date.now() - new Date(body.timestamp).getTime()) > MAX_AGE_MS)
    throw new AppError("VALIDATION", "timestamp: older than 5 minutes (or from the future)");
  return body;
}

function sameSignature(given: string, expected: string): boolean {
  const a = Buffer.from(given, "utf8");
  const b = Buffer.from(expected, "utf8");
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** In its own scope: only here is a JSON body kept as the bytes the vendor signed. */
export async function seamlessRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: 16 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post("/wps/seamless/:vendor/:action", async (request) => {
    const { vendor, action, rawBody } = await verifiedSignedCall(request, async () => {
      const { vendor, action } = z
        .object({
          vendor: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/),
          action: z.enum(["balance", "debit", "credit", "rollback"]),
        })
        .parse(request.params);
      const rawBody = typeof request.body === "string" ? request.body : "";
      const secret = await knownVendorSecret(app.db, vendor);
      const given = String(request.headers[SEAMLESS_SIGNATURE_HEADER] ?? "").toLowerCase();
      if (!secret || !sameSignature(given, signSeamlessBody(secret, rawBody)))
        throw new AppError("SIGNATURE_INVALID", "X-Signature does not match the body for this vendor");
      return { signer: `vendor:${vendor}`, vendor, action, rawBody };
    });
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new AppError("VALIDATION", "The body is not JSON");
    }
    return ok(await seamlessCall(app.db, vendor, action, json));
  });
}

export type SeamlessAction = keyof typeof calls;

/**
 * One seamless-wallet call once its sender is known: the body checked as the protocol defines it, then
 * answered. The HTTP route calls it after the vendor's signature; the in-house vendor, which runs in this
 * process, calls it directly (ADR 0036).
 */
export async function seamlessCall(
  db: Db,
  vendor: string,
  action: SeamlessAction,
  json: unknown,
): Promise<WalletAnswer> {
  // A credit's detail is stored as jsonb, which cannot hold NUL.
  refuseNul(json, "body");
  switch (action) {
    case "balance":
      return walletBalance(db, vendor, fresh(calls.balance.parse(json)).token);
    case "debit":
      return walletDebit(db, vendor, fresh(calls.debit.parse(json)));
    case "credit":
      return walletCredit(db, vendor, fresh(calls.credit.parse(json)));
    case "rollback":
      return walletRollback(db, vendor, fresh(calls.rollback.parse(json)));
  }
}

/**
 * A debit and the credit that settles its round, from the in-house vendor (ADR 0039): each body checked as
 * its own call is, then both moved in one statement. Outside vendors send them as two calls over HTTP.
 */
export async function seamlessDebitCredit(
  db: Db,
  vendor: string,
  debit: unknown,
  credit: unknown,
): Promise<{ debit: WalletAnswer; credit: WalletAnswer }> {
  refuseNul(debit, "body");
  refuseNul(credit, "body");
  return walletDebitCredit(db, vendor, fresh(calls.debit.parse(debit)), fresh(calls.credit.parse(credit)));
}
