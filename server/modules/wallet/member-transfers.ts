import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { required } from "../../required.js";
import { findMemberById, findMemberByUsername, isAgent, type Member } from "../accounts/index.js";
import { checkCare } from "../care/index.js";
import type { PlatformConfig } from "../../config.js";
import {
  IdempotencyConflictError,
  InsufficientFundsError,
  postTransfer,
  type AccountId,
  type PostedEntry,
  type PostedTransfer,
} from "./ledger.js";
import { memberAccount } from "./ledger-accounts.js";
import { readBalances } from "./ledger-balances.js";
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from "./schema.js";

// The movements a member starts from the wallet screens (transferFund, collectAll, transferUpline,
// transferDownline). Each is one ledger transfer keyed by the form's requestKey, so a form sent twice
// moves once and the second answer is the first one. `balance` is always the main wallet after the move.

export type MoveResult = { transferId: number; balance: string };

/** A transfer-mode game vendor: its sub-wallet takes money in and out (transferFund). */
export type TransferVendor = { vendor: string; name: string };
/**
 * The transfer-mode vendors, read on every call that needs them. games keeps the vendor catalogue and
 * sits above the wallet, so the composition root hands its reader in (ADR 0020).
 */
export type TransferVendorList = (db: Db | Tx) => Promise<TransferVendor[]>;
/** The catalogue's names of vendors by code (any status), handed in the same way. */
export type VendorNames = (db: Db | Tx, codes: readonly string[]) => Promise<Map<string, string>>;

/** One key per member and kind: a requestKey reused by another member or another call never collides. */
export const requestIdempotencyKey = (kind: string, memberId: string, requestKey: string) =>
  `${kind}:${memberId}:${requestKey}`;

/** The entry a posted transfer made on a member account it moved, with its balance after. */
export function entryOn(posted: PostedTransfer, account: AccountId): PostedEntry & { balanceAfter: bigint } {
  const entry = required(
    posted.entries.find((e) => e.accountId === account),
    `the entry of transfer ${posted.id} on account ${account}`,
  );
  return { ...entry, balanceAfter: required(entry.balanceAfter, `the balance after of member account ${account}`) };
}

/** The ledger's refusals in the words the web translates. */
export function moneyError(error: unknown): unknown {
  if (error instanceof InsufficientFundsError)
    return new AppError("INSUFFICIENT_FUNDS", "The wallet does not hold that much");
  if (error instanceof IdempotencyConflictError) {
    return new AppError("CONFLICT", "This requestKey already moved a different amount; reload the form for a new one");
  }
  return error;
}

type Leg = { account: AccountId; amount: bigint };
/** `care`: money going to play or to another member passes the responsible-play check (ADR 0029); money coming back from a game wallet does not. */
type Movement = {
  key: string;
  kind: string;
  memo: string;
  metadata?: Record<string, unknown>;
  care: boolean;
  legs: (tx: Tx, main: AccountId) => Promise<Leg[]>;
};

/** Accounts are resolved in the same transaction as the post, so a refused move leaves nothing behind. */
async function moveForMember(db: Db, memberId: string, movement: Movement): Promise<MoveResult> {
  try {
    return await db.transaction(async (tx) => {
      if (movement.care) await checkCare(tx, memberId, "transfer");
      const main = await memberAccount(tx, memberId, "main");
      const posted = await postTransfer(tx, {
        idempotencyKey: movement.key,
        kind: movement.kind,
        memo: movement.memo,
        metadata: movement.metadata,
        entries: await movement.legs(tx, main),
      });
      return { transferId: posted.id, balance: entryOn(posted, main).balanceAfter.toString() };
    });
  } catch (error) {
    throw moneyError(error);
  }
}

/** transferFund: "in" moves main → the vendor's sub-wallet, "out" moves it back. */
export async function transferFund(
  db: Db,
  member: Member,
  input: { vendor: string; direction: "in" | "out"; amount: bigint; requestKey: string },
  transferVendors: readonly TransferVendor[],
): Promise<MoveResult> {
  const listed = transferVendors.some((v) => v.vendor === input.vendor);
  // A vendor taken off the list keeps the money members left in it: it can still be moved out.
  const held = input.direction === "out" && input.vendor in (await readBalances(db, member.id)).vendors;
  if (!listed && !held) throw new AppError("NOT_FOUND", `No transfer wallet ${input.vendor}`);
  const kind = input.direction === "in" ? "transfer_in" : "transfer_out";
  const toVendor = input.direction === "in" ? input.amount : -input.amount;
  return moveForMember(db, member.id, {
    key: requestIdempotencyKey(kind, member.id, input.requestKey),
    kind,
    memo: input.vendor,
    metadata: { vendor: input.vendor },
    care: input.direction === "in",
    legs: async (tx, main) => [
      { account: main, amount: -toVendor },
      { account: await memberAccount(tx, member.id, { vendor: input.vendor }), amount: toVendor },
    ],
  });
}

/** Main wallet to another member's main wallet (upline or downline; the caller checks which). */
export function transferToMember(
  db: Db,
  from: Member,
  to: Member,
  input: { kind: "transfer_upline" | "transfer_downline"; amount: bigint; requestKey: string },
): Promise<MoveResult> {
  return moveForMember(db, from.id, {
    key: requestIdempotencyKey(input.kind, from.id, input.requestKey),
    kind: input.kind,
    memo: `${from.username} → ${to.username}`,
    metadata: { from: from.username, to: to.username },
    care: true,
    legs: async (tx, main) => [
      { account: main, amount: -input.amount },
      { account: await memberAccount(tx, to.id, "main"), amount: input.amount },
    ],
  });
}

/** To the member's own upline (SPEC §2.6 transferUpline). */
export async function transferToUpline(
  db: Db,
  member: Member,
  input: { amount: bigint; requestKey: string },
): Promise<MoveResult> {
  const upline = member.uplineId ? await findMemberById(db, member.uplineId) : undefined;
  if (!upline) throw new AppError("NOT_FOUND", "This account has no upline");
  return transferToMember(db, member, upline, { kind: "transfer_upline", ...input });
}

/** From an agent to one of its direct downlines, named by username. */
export async function transferToDownline(
  db: Db,
  config: PlatformConfig,
  agent: Member,
  input: { username: string; amount: bigint; requestKey: string },
): Promise<MoveResult> {
  if (!isAgent(config, agent.type)) throw new AppError("NOT_DOWNLINE", "Only an agent transfers to a downline");
  // An unknown name answers like someone else's member: the call tells nobody who exists.
  const downline = await findMemberByUsername(db, input.username);
  if (!downline || downline.uplineId !== agent.id)
    throw new AppError("NOT_DOWNLINE", `${input.username} is not a direct downline of this agent`);
  return transferToMember(db, agent, downline, {
    kind: "transfer_downline",
    amount: input.amount,
    requestKey: input.requestKey,
  });
}

export type CollectResult = { moved: string; balance: string };

/** What an earlier collectAll with this key did, read from its entry in the member's main wallet. */
async function earlierCollect(db: Db | Tx, memberId: string, key: string): Promise<CollectResult | undefined> {
  const [row] = await db
    .select({ amount: ledgerEntries.amount, balanceAfter: ledgerEntries.balanceAfter })
    .from(ledgerTransfers)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerTransfers.idempotencyKey, key),
        eq(ledgerAccounts.memberId, memberId),
        eq(ledgerAccounts.kind, "main"),
      ),
    );
  return (
    row && {
      moved: row.amount.toString(),
      balance: required(row.balanceAfter, "a main wallet's balance after").toString(),
    }
  );
}

// Balances are read before the post locks them; a game debiting a sub-wallet in between makes the post
// refuse, and reading again is the cure.
const COLLECT_ATTEMPTS = 3;

/**
 * Every sub-wallet with money back to main, as one transfer. A replay must answer the first result
 * even though the sub-wallets are empty by then, so the key is looked up before anything is read.
 */
export async function collectAll(db: Db, memberId: string, requestKey: string): Promise<CollectResult> {
  const key = requestIdempotencyKey("collect_all", memberId, requestKey);
  for (let attempt = 1; ; attempt++) {
    const earlier = await earlierCollect(db, memberId, key);
    if (earlier) return earlier;
    try {
      return await db.transaction(async (tx) => {
        const balances = await readBalances(tx, memberId);
        const legs: Leg[] = [];
        for (const [vendor, balance] of Object.entries(balances.vendors)) {
          if (balance > 0n) legs.push({ account: await memberAccount(tx, memberId, { vendor }), amount: -balance });
        }
        if (legs.length === 0) {
          // Empty sub-wallets may be a copy of this request that committed after the look-up above: its
          // answer, not "moved 0", is this request's answer too.
          return (await earlierCollect(tx, memberId, key)) ?? { moved: "0", balance: balances.main.toString() };
        }
        const main = await memberAccount(tx, memberId, "main");
        const moved = legs.reduce((sum, leg) => sum - leg.amount, 0n);
        const posted = await postTransfer(tx, {
          idempotencyKey: key,
          kind: "transfer_out",
          memo: "collectAll",
          metadata: { vendors: Object.keys(balances.vendors).filter((v) => balances.vendors[v] > 0n) },
          entries: [...legs, { account: main, amount: moved }],
        });
        const mainEntry = entryOn(posted, main);
        return { moved: mainEntry.amount.toString(), balance: mainEntry.balanceAfter.toString() };
      });
    } catch (error) {
      // Another copy of this request won the race (conflict), or a sub-wallet changed under us.
      const retry =
        attempt < COLLECT_ATTEMPTS &&
        (error instanceof IdempotencyConflictError || error instanceof InsufficientFundsError);
      if (!retry) throw moneyError(error);
    }
  }
}
