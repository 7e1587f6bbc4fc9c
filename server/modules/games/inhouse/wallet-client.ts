import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/connect.js";
import { AppError, errorCodes, type ErrorCode } from "../../../http/envelope.js";
import { callOwnRoute } from "../../../http/self-call.js";
import { SEAMLESS_SIGNATURE_HEADER, signSeamlessBody, vendorSecret, type WalletAnswer } from "../../vendors/index.js";
import { INHOUSE_VENDOR } from "./games.js";

// The in-house vendor talks to our wallet exactly as an outside vendor does: signed HTTP calls to
// /wps/seamless/INHOUSE/<action>, never the ledger itself. A refusal comes back as the wallet's code.

export type WalletAction = "balance" | "debit" | "credit" | "rollback";
/** The seamless wallet as the in-house vendor reaches it; domain code gets this, not the HTTP server. */
export type InhouseWallet = (action: WalletAction, body: Record<string, unknown>) => Promise<WalletAnswer>;
/** What a play needs: the database and the wallet. Routes, the recovery job and tests build it with `inhouseContext`. */
export type InhouseContext = { db: Db; wallet: InhouseWallet };

export const inhouseContext = (app: FastifyInstance): InhouseContext => ({ db: app.db, wallet: (action, body) => inhouseWalletCall(app, action, body) });

async function inhouseWalletCall(app: FastifyInstance, action: WalletAction, body: Record<string, unknown>): Promise<WalletAnswer> {
  const rawBody = JSON.stringify({ ...body, timestamp: new Date().toISOString() });
  const secret = await vendorSecret(app.db, INHOUSE_VENDOR);
  const answer = await callOwnRoute(app, `/wps/seamless/${INHOUSE_VENDOR}/${action}`, { "content-type": "application/json", [SEAMLESS_SIGNATURE_HEADER]: signSeamlessBody(secret, rawBody) }, rawBody);
  if (answer.envelope?.success) return answer.envelope.value as WalletAnswer;
  const code = (answer.envelope?.code ?? "UNAVAILABLE") as ErrorCode;
  throw new AppError(code in errorCodes ? code : "UNAVAILABLE", answer.envelope?.message ?? `The wallet answered ${answer.status}`, answer.envelope?.value ?? null);
}
