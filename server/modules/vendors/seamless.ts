import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../../http/envelope.js";
import { required } from "../../required.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { InsufficientFundsError, accountBalance, postTransfer, reverseTransfer, systemAccount } from "../wallet/index.js";
import { gameRounds, gameTransactions } from "./schema.js";
import { requireLive, sessionAccount, sessionFor, type VendorSession } from "./sessions.js";

// The seamless wallet (issue 5, DESIGN §1), as the industry runs it (Hub88, Fundist OneWallet,
// Microgaming): the vendor keeps no money of ours; it asks for the balance, takes a bet (debit), pays a
// win (credit) and undoes a bet (rollback), each by its own transaction id inside a round.
// - A repeated transaction id answers the first answer and moves nothing, whether it comes later or
//   while the first is still running (ADR 0016), and even after the session has ended.
// - A bet larger than the balance is refused with the balance, so the game can show it.
// - A win needs a bet in its round; a bet that already has a win cannot be rolled back.
// - A round ends completed (its closing credit, possibly of 0) or cancelled (every bet rolled back).
// Money moves between the session's wallet (the member's main wallet, or for a transfer-mode launch the
// vendor's sub-wallet) and the vendor's clearing account, through the ledger only, and each movement
// commits with its transaction record or not at all.

export type WalletAnswer = { balance: string; transactionId?: string; roundId?: string; replayed?: boolean };

type Round = typeof gameRounds.$inferSelect;
type Movement = { type: "debit" | "credit" | "rollback"; transactionId: string; roundId: string; amount: bigint; rollsBack?: string };

const ledgerKey = (vendor: string, transactionId: string) => `game:${vendor}:${transactionId}`;

async function sessionBalance(db: Db | Tx, session: VendorSession): Promise<string> {
  return (await accountBalance(db, await sessionAccount(db, session))).toString();
}

export async function walletBalance(db: Db, vendor: string, token: string): Promise<WalletAnswer> {
  const session = await sessionFor(db, vendor, token, true);
  return { balance: await sessionBalance(db, session) };
}

/** The first answer to this transaction id, when the same call comes again; a different call is refused. */
async function earlierAnswer(db: Db | Tx, vendor: string, movement: Movement): Promise<WalletAnswer | null> {
  const [earlier] = await db
    .select({ tx: gameTransactions, roundId: gameRounds.roundId })
    .from(gameTransactions)
    .innerJoin(gameRounds, eq(gameRounds.id, gameTransactions.roundId))
    .where(and(eq(gameTransactions.vendor, vendor), eq(gameTransactions.transactionId, movement.transactionId)));
  if (!earlier) return null;
  const same =
    earlier.tx.type === movement.type && earlier.roundId === movement.roundId && (movement.type === "rollback" ? earlier.tx.rollsBack === movement.rollsBack : earlier.tx.amount === movement.amount);
  if (!same) throw new AppError("CONFLICT", `transactionId ${movement.transactionId} already names another ${earlier.tx.type}`);
  return { ...(earlier.tx.answer as WalletAnswer), replayed: true };
}

async function lockedRound(tx: Tx, vendor: string, roundId: string): Promise<Round | undefined> {
  const [round] = await tx
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.vendor, vendor), eq(gameRounds.roundId, roundId)))
    .for("update");
  return round;
}

/**
 * Runs one movement in one transaction. The earlier answer that counts is looked up once the round is
 * locked: a copy that waited on the lock while the first one ran then finds the first one's record and
 * answers it, instead of being refused by what the first one did (a closed round, a bet already rolled
 * back). Only a copy naming another round passes a different lock; the unique index stops it at its
 * record. A copy of a call already committed answers before any lock, so retries do not queue on a round.
 */
async function settle<Locked>(db: Db, vendor: string, movement: Movement, lock: (tx: Tx) => Promise<Locked>, run: (tx: Tx, locked: Locked) => Promise<WalletAnswer>): Promise<WalletAnswer> {
  const committed = await earlierAnswer(db, vendor, movement);
  if (committed) return committed;
  try {
    return await db.transaction(async (tx) => {
      const locked = await lock(tx);
      return (await earlierAnswer(tx, vendor, movement)) ?? (await run(tx, locked));
    });
  } catch (error) {
    if (isUniqueViolation(error, "game_transactions_vendor_tx")) {
      const raced = await earlierAnswer(db, vendor, movement);
      if (raced) return raced;
    }
    throw error;
  }
}

async function record(tx: Tx, vendor: string, round: Round, movement: Movement, ledgerTransferId: number | null, session: VendorSession): Promise<WalletAnswer> {
  const answer: WalletAnswer = { balance: await sessionBalance(tx, session), transactionId: movement.transactionId, roundId: movement.roundId };
  await tx.insert(gameTransactions).values({
    vendor,
    transactionId: movement.transactionId,
    roundId: round.id,
    type: movement.type,
    amount: movement.amount,
    rollsBack: movement.rollsBack ?? null,
    ledgerTransferId,
    answer,
  });
  return { ...answer, replayed: false };
}

export async function walletDebit(db: Db, vendor: string, input: { token: string; transactionId: string; roundId: string; amount: bigint; gameCode: string }): Promise<WalletAnswer> {
  // An ended session still answers a copy of a bet it took; only a new bet needs it live.
  const session = await sessionFor(db, vendor, input.token, false);
  const movement: Movement = { type: "debit", ...input };
  const lock = async (tx: Tx) => {
    await tx.insert(gameRounds).values({ vendor, roundId: input.roundId, memberId: session.memberId, gameCode: input.gameCode }).onConflictDoNothing();
    return required(await lockedRound(tx, vendor, input.roundId), `round ${input.roundId}, just written`);
  };
  return settle(db, vendor, movement, lock, async (tx, round) => {
    requireLive(session);
    if (round.memberId !== session.memberId) throw new AppError("CONFLICT", `Round ${input.roundId} belongs to another player`);
    if (round.status !== "open") throw new AppError("ROUND_CLOSED", `Round ${input.roundId} is ${round.status}`);
    let transferId: number;
    try {
      const posted = await postTransfer(tx, {
        idempotencyKey: ledgerKey(vendor, input.transactionId),
        kind: "bet",
        memo: `${vendor} ${round.gameCode}`,
        metadata: { vendor, roundId: input.roundId, transactionId: input.transactionId },
        entries: [
          { account: await sessionAccount(tx, session), amount: -input.amount },
          { account: await systemAccount(tx, "vendor_clearing", vendor), amount: input.amount },
        ],
      });
      transferId = posted.id;
    } catch (error) {
      if (error instanceof InsufficientFundsError) {
        throw new AppError("INSUFFICIENT_FUNDS", "The bet is larger than the balance", { balance: error.balance.toString() });
      }
      throw error;
    }
    await tx
      .update(gameRounds)
      .set({ betTotal: round.betTotal + input.amount })
      .where(eq(gameRounds.id, round.id));
    return record(tx, vendor, round, movement, transferId, session);
  });
}

export async function walletCredit(
  db: Db,
  vendor: string,
  input: { token: string; transactionId: string; roundId: string; amount: bigint; roundClosed: boolean; detail?: Record<string, unknown> },
): Promise<WalletAnswer> {
  const session = await sessionFor(db, vendor, input.token, false);
  const movement: Movement = { type: "credit", transactionId: input.transactionId, roundId: input.roundId, amount: input.amount };
  return settle(
    db,
    vendor,
    movement,
    (tx) => lockedRound(tx, vendor, input.roundId),
    async (tx, round) => {
      if (round && round.memberId === session.memberId && round.status !== "open") throw new AppError("ROUND_CLOSED", `Round ${input.roundId} is ${round.status}`);
      if (!round || round.memberId !== session.memberId || round.betTotal === 0n) {
        throw new AppError("CREDIT_WITHOUT_DEBIT", `Round ${input.roundId} has no bet of this player to pay`);
      }
      let transferId: number | null = null;
      if (input.amount > 0n) {
        const posted = await postTransfer(tx, {
          idempotencyKey: ledgerKey(vendor, input.transactionId),
          kind: "payout",
          memo: `${vendor} ${round.gameCode}`,
          metadata: { vendor, roundId: input.roundId, transactionId: input.transactionId },
          entries: [
            { account: await systemAccount(tx, "vendor_clearing", vendor), amount: -input.amount },
            { account: await sessionAccount(tx, session), amount: input.amount },
          ],
        });
        transferId = posted.id;
      }
      await tx
        .update(gameRounds)
        .set({
          winTotal: round.winTotal + input.amount,
          ...(input.roundClosed ? { status: "completed", closedAt: new Date() } : {}),
          ...(input.detail ? { detail: input.detail } : {}),
        })
        .where(eq(gameRounds.id, round.id));
      return record(tx, vendor, round, movement, transferId, session);
    },
  );
}

export async function walletRollback(db: Db, vendor: string, input: { token: string; transactionId: string; roundId: string; rollbackTransactionId: string }): Promise<WalletAnswer> {
  const session = await sessionFor(db, vendor, input.token, false);
  const movement: Movement = { type: "rollback", transactionId: input.transactionId, roundId: input.roundId, amount: 0n, rollsBack: input.rollbackTransactionId };
  return settle(
    db,
    vendor,
    movement,
    (tx) => lockedRound(tx, vendor, input.roundId),
    async (tx, round) => {
      if (!round || round.memberId !== session.memberId) throw new AppError("NOT_FOUND", `No round ${input.roundId} of this player`);
      const [debit] = await tx
        .select()
        .from(gameTransactions)
        .where(and(eq(gameTransactions.vendor, vendor), eq(gameTransactions.transactionId, input.rollbackTransactionId), eq(gameTransactions.roundId, round.id)));
      if (!debit || debit.type !== "debit") throw new AppError("NOT_FOUND", `No bet ${input.rollbackTransactionId} in round ${input.roundId}`);
      const [credited] = await tx
        .select({ id: gameTransactions.id })
        .from(gameTransactions)
        .where(and(eq(gameTransactions.roundId, round.id), eq(gameTransactions.type, "credit")))
        .limit(1);
      if (credited || round.status === "completed") throw new AppError("ROUND_SETTLED", `Round ${input.roundId} already has a win: its bets stand`);
      const [undone] = await tx
        .select({ id: gameTransactions.id })
        .from(gameTransactions)
        .where(and(eq(gameTransactions.vendor, vendor), eq(gameTransactions.rollsBack, debit.transactionId)))
        .limit(1);
      if (undone) throw new AppError("CONFLICT", `Bet ${debit.transactionId} was already rolled back by another transaction`);
      const reversed = await reverseTransfer(tx, required(debit.ledgerTransferId, "the ledger transfer of a bet"), ledgerKey(vendor, input.transactionId), `${vendor} rollback ${debit.transactionId}`);
      const betTotal = round.betTotal - debit.amount;
      await tx
        .update(gameRounds)
        .set({ betTotal, ...(betTotal === 0n ? { status: "cancelled", closedAt: new Date() } : {}) })
        .where(eq(gameRounds.id, round.id));
      return record(tx, vendor, round, { ...movement, amount: debit.amount }, reversed.id, session);
    },
  );
}
