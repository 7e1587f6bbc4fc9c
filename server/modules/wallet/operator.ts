import crypto from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requestKey } from "./inputs.js";
import type { Db } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { requireOperator } from "../../http/operator.js";
import { page, paging, route } from "../../http/route.js";
import { findMemberByUsername, usernameKey } from "../accounts/index.js";
import { auditOfPosted, type CommandSource } from "../system/index.js";
import { listEntries, readBalances } from "./ledger-balances.js";
import { memberAccount, systemAccount } from "./ledger-accounts.js";
import { postTransfer } from "./ledger.js";
import { verifyLedger } from "./ledger-proof.js";
import { entryOn, moneyError } from "./member-transfers.js";
import { transactionRow } from "./statement.js";

// What the operator does to a member's money: correct a balance by hand (always with a written reason,
// always audited) and read a member's ledger. The /ops API and the CLI's database fallback share these.

const reasonText = z.string().trim().min(3, "reason: 3 to 200 characters").max(200, "reason: 3 to 200 characters");
const signedMinorUnits = z
  .string()
  .trim()
  .regex(/^-?\d{1,15}$/, "a signed string of 1 to 15 digits (minor units)")
  .transform(BigInt)
  .refine((minor) => minor !== 0n, "must not be zero");

export type AdjustResult = {
  action: "wallet.adjust";
  username: string;
  transferId: number;
  amount: string;
  balance: string;
  replayed: boolean;
};

/**
 * Credits (amount > 0) or debits (amount < 0) the member's main wallet against the merchant's adjustment
 * account; a debit never takes the wallet below zero. The same key again answers the first adjustment.
 */
export async function adjustMemberBalance(
  db: Db,
  input: { username: string; amount: bigint; reason: string; actor: CommandSource; key?: string },
): Promise<AdjustResult> {
  const reason = reasonText.safeParse(input.reason);
  if (!reason.success) throw new AppError("VALIDATION", reason.error.issues[0].message);
  if (input.amount === 0n) throw new AppError("VALIDATION", "amount: must not be zero");
  const member = await memberByUsername(db, input.username);
  if (!member) throw new AppError("NOT_FOUND", `there is no member "${input.username}"`);
  const key = `adjustment:${member.id}:${input.key ?? crypto.randomUUID()}`;
  try {
    // Resolved outside the post, where their ids are remembered (ledger.ts).
    const [main, adjustment] = await Promise.all([
      memberAccount(db, member.id, "main"),
      systemAccount(db, "adjustment"),
    ]);
    const amount = input.amount.toString();
    // The transfer and its audit row in one statement: one round trip, committed together (ADR 0026).
    const audit = auditOfPosted({
      action: "wallet.adjust",
      detail: { source: input.actor, username: member.username, memberId: member.id, amount, reason: reason.data },
    });
    const posted = await postTransfer(
      db,
      {
        idempotencyKey: key,
        kind: "adjustment",
        memo: reason.data,
        metadata: { source: input.actor, reason: reason.data },
        entries: [
          { account: main, amount: input.amount },
          { account: adjustment, amount: -input.amount },
        ],
      },
      { alongside: { name: "wallet.adjust", statement: audit } },
    );
    const balance = entryOn(posted, main).balanceAfter.toString();
    return {
      action: "wallet.adjust",
      username: member.username,
      transferId: posted.id,
      amount,
      balance,
      replayed: posted.replayed,
    };
  } catch (error) {
    throw moneyError(error);
  }
}

// A member's id and username never change once the row is committed (usernames are not renamed and
// members are not deleted): read through a database handle, they are kept per database, like account ids.
const KNOWN_MEMBERS_MAX = 50_000;
const knownMembers = new WeakMap<Db, Map<string, { id: string; username: string }>>();

async function memberByUsername(db: Db, username: string): Promise<{ id: string; username: string } | undefined> {
  let known = knownMembers.get(db);
  if (!known) knownMembers.set(db, (known = new Map()));
  const name = usernameKey(username);
  const cached = known.get(name);
  if (cached) return cached;
  const member = await findMemberByUsername(db, username);
  if (!member) return undefined;
  if (known.size >= KNOWN_MEMBERS_MAX) known.delete(known.keys().next().value as string);
  known.set(name, { id: member.id, username: member.username });
  return member;
}

const asJson = <T>(value: T) =>
  JSON.parse(JSON.stringify(value, (_k, v) => (typeof v === "bigint" ? v.toString() : v)));

/** A member's balances and entries (newest first); with verify, the whole ledger's proof as well. */
export async function memberLedger(
  db: Db,
  username: string,
  options: { pageNo: number; pageSize: number; verify?: boolean },
) {
  const member = await findMemberByUsername(db, username);
  if (!member) throw new AppError("NOT_FOUND", `there is no member "${username}"`);
  const [balances, { list, total }] = await Promise.all([
    readBalances(db, member.id),
    listEntries(db, member.id, { page: options.pageNo, pageSize: options.pageSize, withHeldBonus: true }),
  ]);
  return {
    username: member.username,
    balances: asJson(balances) as { main: string; points: string; vendors: Record<string, string> },
    ...page(list.map(transactionRow), total, options.pageNo, options.pageSize),
    ...(options.verify ? { report: asJson(await verifyLedger(db)) } : {}),
  };
}

/** POST /ops/wallet/adjust and GET /ops/wallet/ledger (docs/platform-calls.md, "Wallet and payments"). */
export async function walletOperatorRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));

  route(app, {
    method: "POST",
    url: "/wallet/adjust",
    body: z.object({
      username: z.string().trim().min(1).max(64),
      amount: signedMinorUnits,
      reason: reasonText,
      requestKey: requestKey.optional(),
    }),
    handler: ({ body }) =>
      adjustMemberBalance(app.db, {
        username: body.username,
        amount: body.amount,
        reason: body.reason,
        actor: "api",
        key: body.requestKey,
      }),
  });

  route(app, {
    method: "GET",
    url: "/wallet/ledger",
    query: paging(50, 500).extend({
      username: z.string().trim().min(1).max(64),
      verify: z
        .enum(["true", "false", "1", "0"])
        .optional()
        .transform((v) => v === "true" || v === "1"),
    }),
    handler: ({ query }) => memberLedger(app.db, query.username, query),
  });
}
