import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/connect.js";
import { seamlessCall, seamlessDebitCredit, type SeamlessAction, type WalletAnswer } from "../../vendors/index.js";
import { INHOUSE_VENDOR } from "./games.js";

// The in-house vendor talks to our wallet through the seamless-wallet protocol, never the ledger itself:
// the same calls (balance, debit, credit, rollback), the same checks of their bodies, the same answers and
// refusals as an outside vendor's. It runs in this process, so it makes them directly rather than over
// signed HTTP to itself (ADR 0036, which replaces that part of ADR 0013).

export type WalletAction = SeamlessAction;
/** The seamless wallet as the in-house vendor reaches it; domain code gets this, not the HTTP server. */
export type InhouseWallet = (action: WalletAction, body: Record<string, unknown>) => Promise<WalletAnswer>;
/** A bet and the win that settles its round, sent together (ADR 0039): one statement, both or neither. */
export type InhouseBetAndWin = (
  debit: Record<string, unknown>,
  credit: Record<string, unknown>,
) => Promise<{ debit: WalletAnswer; credit: WalletAnswer }>;
/** What a play needs: the database and the wallet. Routes, the recovery job and tests build it with `inhouseContext`. */
export type InhouseContext = { db: Db; wallet: InhouseWallet; betAndWin: InhouseBetAndWin };

const stamped = (body: Record<string, unknown>) => ({ ...body, timestamp: new Date().toISOString() });

export const inhouseWallet =
  (db: Db): InhouseWallet =>
  (action, body) =>
    seamlessCall(db, INHOUSE_VENDOR, action, stamped(body));

export const inhouseContext = (app: FastifyInstance): InhouseContext => inhouseContextOf(app.db);

/** The same, from the database alone (a demo install's seed plays before the platform listens). */
export const inhouseContextOf = (db: Db): InhouseContext => ({
  db,
  wallet: inhouseWallet(db),
  betAndWin: (debit, credit) => seamlessDebitCredit(db, INHOUSE_VENDOR, stamped(debit), stamped(credit)),
});
