import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { preparedRows } from "../../db/prepared.js";
import { AppError } from "../errors.js";
import { sqlRefusal } from "../../db/refusal.js";
import { countMove } from "../../metrics.js";
import { required } from "../../required.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import {
  accountBalance,
  reverseTransfer,
  systemAccount,
  type AccountId,
  type PostedTransfer,
} from "../wallet/index.js";
import { gameRounds, gameTransactions } from "./schema.js";
import { sessionAccount, sessionFor, type VendorSession } from "./sessions.js";

// The seamless wallet (DESIGN §1), as the industry runs it (Hub88, Fundist OneWallet,
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

export type Round = typeof gameRounds.$inferSelect;
export type Accounts = { wallet: AccountId; clearing: AccountId };
export type Movement = {
  type: "debit" | "credit" | "rollback";
  transactionId: string;
  roundId: string;
  amount: bigint;
  rollsBack?: string;
};

export const ledgerKey = (vendor: string, transactionId: string) => `game:${vendor}:${transactionId}`;

export async function walletBalance(db: Db, vendor: string, token: string): Promise<WalletAnswer> {
  const session = await sessionFor(db, vendor, token, true);
  return { balance: (await accountBalance(db, await sessionAccount(db, session))).toString() };
}

/** The accounts a call moves money between, resolved before its transaction, where their ids are remembered. */
async function accountsOf(db: Db, vendor: string, session: VendorSession): Promise<Accounts> {
  const [wallet, clearing] = await Promise.all([
    sessionAccount(db, session),
    systemAccount(db, "vendor_clearing", vendor),
  ]);
  return { wallet, clearing };
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
    earlier.tx.type === movement.type &&
    earlier.roundId === movement.roundId &&
    (movement.type === "rollback"
      ? earlier.tx.rollsBack === movement.rollsBack
      : earlier.tx.amount === movement.amount);
  if (!same)
    throw new AppError("CONFLICT", `transactionId ${movement.transactionId} already names another ${earlier.tx.type}`);
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
 * Runs a rollback in one transaction (a debit or a credit is one statement, seamless_move, which keeps the
 * same order in SQL). The earlier answer that counts is looked up once the round is
 * locked: a copy that waited on the lock while the first one ran then finds the first one's record and
 * answers it, instead of being refused by what the first one did (a closed round, a bet already rolled
 * back); so does a copy of a call committed long ago, after a short wait on its round's lock at most.
 * Only a copy naming another round passes a different lock; the unique index stops it at its record.
 */
async function settle<Locked>(
  db: Db,
  vendor: string,
  movement: Movement,
  lock: (tx: Tx) => Promise<Locked>,
  run: (tx: Tx, locked: Locked) => Promise<WalletAnswer>,
): Promise<WalletAnswer> {
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

/**
 * Writes the call's record with its answer (the wallet's balance after the movement, as the ledger
 * answered it, or as it stands when nothing moved) and the round's new totals, in one statement.
 */
export async function record(
  tx: Tx,
  vendor: string,
  round: Round,
  change: Partial<typeof gameRounds.$inferInsert>,
  movement: Movement,
  moved: PostedTransfer | null,
  wallet: AccountId,
): Promise<WalletAnswer> {
  const entry = moved && !moved.replayed ? moved.entries.find((e) => e.accountId === wallet) : undefined;
  const balance = (entry?.balanceAfter ?? (await accountBalance(tx, wallet))).toString();
  const answer: WalletAnswer = { balance, transactionId: movement.transactionId, roundId: movement.roundId };
  const changed = tx
    .$with("changed")
    .as(tx.update(gameRounds).set(change).where(eq(gameRounds.id, round.id)).returning({ id: gameRounds.id }));
  await tx
    .with(changed)
    .insert(gameTransactions)
    .values({
      vendor,
      transactionId: movement.transactionId,
      roundId: round.id,
      type: movement.type,
      amount: movement.amount,
      rollsBack: movement.rollsBack ?? null,
      ledgerTransferId: moved?.id ?? null,
      answer,
    });
  return { ...answer, replayed: false };
}

/** What seamless_move (migration 0014) answers: the call's answer, and whether it is a copy's. */
export type MoveAnswer = { answer: WalletAnswer; replayed: boolean };
export type MoveInput = Movement & {
  gameCode: string | null;
  live: boolean;
  roundClosed: boolean;
  detail: Record<string, unknown> | null;
};

/** One seamless_move call as an expression: the round locked, the checks, the ledger transfer and the record. */
export const moveSql = (vendor: string, session: Pick<VendorSession, "memberId">, accounts: Accounts, m: MoveInput) =>
  sql`seamless_move(${m.type}, ${vendor}, ${m.transactionId}, ${m.roundId}, ${session.memberId}::uuid, ${m.gameCode}, ${m.amount.toString()}::bigint, ${m.live}, ${m.roundClosed}, ${m.detail === null ? null : JSON.stringify(m.detail)}::jsonb, ${accounts.wallet}::bigint, ${accounts.clearing}::bigint)`;

export const answerOf = (raw: MoveAnswer | string): WalletAnswer => {
  const moved: MoveAnswer = typeof raw === "string" ? JSON.parse(raw) : raw;
  return { ...moved.answer, replayed: moved.replayed };
};

/**
 * A debit or a credit in one statement (seamless_move, migration 0014): the round locked (a debit writes
 * it first when new), the earlier record looked up under that lock, the checks, the ledger transfer, and the
 * call's record with the round's totals, committed together or not at all (ADR 0026).
 */
async function move(db: Db, vendor: string, session: VendorSession, movement: MoveInput): Promise<WalletAnswer> {
  const accounts = await accountsOf(db, vendor, session);
  try {
    const rows = await preparedRows<{ moved: MoveAnswer | string }>(
      db,
      "seamless_move",
      sql`select ${moveSql(vendor, session, accounts, movement)} as moved`,
    );
    return countMove(vendor, movement, answerOf(required(rows[0], "the answer of seamless_move").moved));
  } catch (error) {
    const refused = sqlRefusal(error);
    if (refused) throw refused;
    // A copy naming another round passed another round's lock: the unique index stopped it at its record.
    if (isUniqueViolation(error, "game_transactions_vendor_tx")) {
      const raced = await earlierAnswer(db, vendor, movement);
      if (raced) return raced;
    }
    throw error;
  }
}

type DebitInput = { token: string; transactionId: string; roundId: string; amount: bigint; gameCode: string };
type CreditInput = {
  token: string;
  transactionId: string;
  roundId: string;
  amount: bigint;
  roundClosed: boolean;
  detail?: Record<string, unknown>;
};

const debitMove = (input: DebitInput, live: boolean): MoveInput => ({
  type: "debit",
  transactionId: input.transactionId,
  roundId: input.roundId,
  amount: input.amount,
  gameCode: input.gameCode,
  live,
  roundClosed: false,
  detail: null,
});
const creditMove = (input: CreditInput): MoveInput => ({
  type: "credit",
  transactionId: input.transactionId,
  roundId: input.roundId,
  amount: input.amount,
  gameCode: null,
  live: true,
  roundClosed: input.roundClosed,
  detail: input.detail ?? null,
});

export async function walletDebit(db: Db, vendor: string, input: DebitInput): Promise<WalletAnswer> {
  // An ended session still answers a copy of a bet it took; only a new bet needs it live.
  const session = await sessionFor(db, vendor, input.token, false);
  return move(db, vendor, session, debitMove(input, session.expiresAt.getTime() > Date.now()));
}

export async function walletCredit(db: Db, vendor: string, input: CreditInput): Promise<WalletAnswer> {
  const session = await sessionFor(db, vendor, input.token, false);
  return move(db, vendor, session, creditMove(input));
}

/**
 * A debit and the credit that settles its round, as one statement (ADR 0039). When the credit closes the round,
 * seamless_bet_win (ADR 0053) writes a new round as its one final row and falls back to seamless_move twice for
 * a round already there. Otherwise the debit's seamless_move runs
 * first (the subquery is fenced by OFFSET 0), the credit's after it in the same transaction, so a refused
 * debit leaves nothing and both commit together. Each keeps its own checks, record, answer and replay. A
 * copy racing on another round's lock (a unique violation) falls back to the two calls one after the other,
 * which answer what was recorded.
 */
export async function walletDebitCredit(
  db: Db,
  vendor: string,
  debit: DebitInput,
  credit: CreditInput,
): Promise<{ debit: WalletAnswer; credit: WalletAnswer }> {
  if (debit.token !== credit.token || debit.roundId !== credit.roundId)
    throw new AppError("VALIDATION", "A bet and its win name one session and one round");
  const session = await sessionFor(db, vendor, debit.token, false);
  const accounts = await accountsOf(db, vendor, session);
  const bet = debitMove(debit, session.expiresAt.getTime() > Date.now());
  try {
    // A win that closes its round: a new round is written once, as its final row (seamless_bet_win, ADR 0053);
    // fenced by OFFSET 0 so that the function runs once for both columns.
    const rows = credit.roundClosed
      ? await preparedRows<{ debit: MoveAnswer | string; credit: MoveAnswer | string }>(
          db,
          "seamless_bet_win",
          sql`select w.moved->'debit' as debit, w.moved->'credit' as credit from (select seamless_bet_win(${vendor}, ${bet.transactionId}, ${credit.transactionId}, ${bet.roundId}, ${session.memberId}::uuid, ${debit.gameCode}, ${bet.amount.toString()}::bigint, ${credit.amount.toString()}::bigint, ${bet.live}, ${credit.detail === undefined ? null : JSON.stringify(credit.detail)}::jsonb, ${accounts.wallet}::bigint, ${accounts.clearing}::bigint) as moved offset 0) w`,
        )
      : await preparedRows<{ debit: MoveAnswer | string; credit: MoveAnswer | string }>(
          db,
          "seamless_debit_credit",
          sql`select d.moved as debit, ${moveSql(vendor, session, accounts, creditMove(credit))} as credit from (select ${moveSql(vendor, session, accounts, bet)} as moved offset 0) d`,
        );
    const row = required(rows[0], "the answer of seamless_move");
    return {
      debit: countMove(vendor, bet, answerOf(row.debit)),
      credit: countMove(vendor, creditMove(credit), answerOf(row.credit)),
    };
  } catch (error) {
    const refused = sqlRefusal(error);
    if (refused) throw refused;
    if (!isUniqueViolation(error, "game_transactions_vendor_tx")) throw error;
    return { debit: await move(db, vendor, session, bet), credit: await move(db, vendor, session, creditMove(credit)) };
  }
}

export async function walletRollback(
  db: Db,
  vendor: string,
  input: { token: string; transactionId: string; roundId: string; rollbackTransactionId: string },
): Promise<WalletAnswer> {
  const session = await sessionFor(db, vendor, input.token, false);
  const wallet = await sessionAccount(db, session);
  const movement: Movement = {
    type: "rollback",
    transactionId: input.transactionId,
    roundId: input.roundId,
    amount: 0n,
    rollsBack: input.rollbackTransactionId,
  };
  return settle(
    db,
    vendor,
    movement,
    (tx) => lockedRound(tx, vendor, input.roundId),
    async (tx, round) => {
      if (!round || round.memberId !== session.memberId)
        throw new AppError("NOT_FOUND", `No round ${input.roundId} of this player`);
      const [debit] = await tx
        .select()
        .from(gameTransactions)
        .where(
          and(
            eq(gameTransactions.vendor, vendor),
            eq(gameTransactions.transactionId, input.rollbackTransactionId),
            eq(gameTransactions.roundId, round.id),
          ),
        );
      if (!debit || debit.type !== "debit")
        throw new AppError("NOT_FOUND", `No bet ${input.rollbackTransactionId} in round ${input.roundId}`);
      const [credited] = await tx
        .select({ id: gameTransactions.id })
        .from(gameTransactions)
        .where(and(eq(gameTransactions.roundId, round.id), eq(gameTransactions.type, "credit")))
        .limit(1);
      if (credited || round.status === "completed")
        throw new AppError("ROUND_SETTLED", `Round ${input.roundId} already has a win: its bets stand`);
      const [undone] = await tx
        .select({ id: gameTransactions.id })
        .from(gameTransactions)
        .where(and(eq(gameTransactions.vendor, vendor), eq(gameTransactions.rollsBack, debit.transactionId)))
        .limit(1);
      if (undone)
        throw new AppError("CONFLICT", `Bet ${debit.transactionId} was already rolled back by another transaction`);
      const reversed = await reverseTransfer(
        tx,
        required(debit.ledgerTransferId, "the ledger transfer of a bet"),
        ledgerKey(vendor, input.transactionId),
        `${vendor} rollback ${debit.transactionId}`,
      );
      const betTotal = round.betTotal - debit.amount;
      return record(
        tx,
        vendor,
        round,
        { betTotal, ...(betTotal === 0n ? { status: "cancelled", closedAt: new Date() } : {}) },
        { ...movement, amount: debit.amount },
        reversed,
        wallet,
      );
    },
  );
}
