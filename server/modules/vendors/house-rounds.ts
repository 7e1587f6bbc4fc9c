import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/connect.js";
import { preparedRows } from "../../db/prepared.js";
import { sqlRefusal } from "../../db/refusal.js";
import { AppError } from "../errors.js";
import { countMove } from "../../metrics.js";
import { required } from "../../required.js";
import { memberAccount, postTransfer, reverseTransfer, systemAccount } from "../wallet/index.js";
import { gameRounds, gameTransactions } from "./schema.js";
import {
  answerOf,
  ledgerKey,
  moveSql,
  record,
  type Accounts,
  type MoveAnswer,
  type MoveInput,
  type WalletAnswer,
} from "./seamless.js";

// The house's own bookmakers (DESIGN §10 "In-house vendors": the lottery, event betting) take a bet's stake
// when they accept it and pay it when it settles, each inside their own transaction — the one that checks the
// draw or market is open and its limits, or the one that changes the bet's status exactly once. So they call
// the seamless wallet's steps here with that transaction, rather than its HTTP face: the same statement
// (seamless_move: the round, the responsible-play check on a new bet, the ledger, the call's record), the same
// records and the same replays as any vendor's calls, between the member's main wallet and the vendor's
// clearing account. A bet is one round: its stake `<round>:bet`, its settlement `<round>:win` (closing the
// round), a refund `<round>:refund` (the stake rolled back, the round cancelled), and a correction reverses the
// settlement and pays `<round>:win:v<version>`.

export type HouseRound = { vendor: string; roundId: string; memberId: string; gameCode: string };

async function accountsOf(tx: Tx, round: HouseRound): Promise<Accounts> {
  return {
    wallet: await memberAccount(tx, round.memberId, "main"),
    clearing: await systemAccount(tx, "vendor_clearing", round.vendor),
  };
}

async function move(tx: Tx, round: HouseRound, movement: MoveInput): Promise<WalletAnswer> {
  const accounts = await accountsOf(tx, round);
  try {
    const rows = await preparedRows<{ moved: MoveAnswer | string }>(
      tx,
      "seamless_move",
      sql`select ${moveSql(round.vendor, round, accounts, movement)} as moved`,
    );
    return countMove(round.vendor, movement, answerOf(required(rows[0], "the answer of seamless_move").moved));
  } catch (error) {
    throw sqlRefusal(error) ?? error;
  }
}

/** Takes a bet's stake (the responsible-play check included); INSUFFICIENT_FUNDS, TIMED_OUT … abort the caller's transaction. */
export function takeStake(tx: Tx, round: HouseRound, amount: bigint): Promise<WalletAnswer> {
  return move(tx, round, {
    type: "debit",
    transactionId: `${round.roundId}:bet`,
    roundId: round.roundId,
    amount,
    gameCode: round.gameCode,
    live: true,
    roundClosed: false,
    detail: null,
  });
}

/**
 * Settles the round: pays `amount` (0 for a loss) and closes it, with what the bet and its result were. A round
 * reopened by a rollback (reopenRound) is settled again with the next version, paid as `<round>:win:v<version>`.
 */
export function payRound(
  tx: Tx,
  round: HouseRound,
  amount: bigint,
  detail: Record<string, unknown>,
  version = 1,
): Promise<WalletAnswer> {
  const transactionId = version > 1 ? `${round.roundId}:win:v${version}` : `${round.roundId}:win`;
  return move(tx, round, {
    type: "credit",
    transactionId,
    roundId: round.roundId,
    amount,
    gameCode: null,
    live: true,
    roundClosed: true,
    detail,
  });
}

async function lockedRound(tx: Tx, round: HouseRound) {
  const [row] = await tx
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.vendor, round.vendor), eq(gameRounds.roundId, round.roundId)))
    .for("update");
  if (!row || row.memberId !== round.memberId)
    throw new AppError("NOT_FOUND", `No round ${round.roundId} of this member`);
  return row;
}

const callOf = async (tx: Tx, vendor: string, transactionId: string) =>
  (
    await tx
      .select()
      .from(gameTransactions)
      .where(and(eq(gameTransactions.vendor, vendor), eq(gameTransactions.transactionId, transactionId)))
  )[0];

/** Gives the stake back and cancels the round (a cancelled draw, a chase stopped); a second call answers the first. */
export async function refundRound(tx: Tx, round: HouseRound): Promise<WalletAnswer> {
  const row = await lockedRound(tx, round);
  const transactionId = `${round.roundId}:refund`;
  const earlier = await callOf(tx, round.vendor, transactionId);
  if (earlier) return { ...(earlier.answer as WalletAnswer), replayed: true };
  if (row.status !== "open")
    throw new AppError("ROUND_SETTLED", `Round ${round.roundId} is ${row.status}: its stake stands`);
  const bet = required(await callOf(tx, round.vendor, `${round.roundId}:bet`), `the stake of round ${round.roundId}`);
  const reversed = await reverseTransfer(
    tx,
    required(bet.ledgerTransferId, "the ledger transfer of a stake"),
    ledgerKey(round.vendor, transactionId),
    `${round.vendor} refund ${round.gameCode}`,
  );
  const { wallet } = await accountsOf(tx, round);
  return record(
    tx,
    round.vendor,
    row,
    { betTotal: 0n, status: "cancelled", closedAt: new Date() },
    { type: "rollback", transactionId, roundId: round.roundId, amount: bet.amount, rollsBack: bet.transactionId },
    reversed,
    wallet,
  );
}

/**
 * Settles a settled round again after a corrected result: `amount` is paid as `<round>:win:v<version>` and every
 * earlier payment not yet reversed is reversed (a rollback call naming it), so the round's win becomes `amount`.
 * A member whose balance cannot give back the difference gets INSUFFICIENT_FUNDS, and nothing moves.
 */
export async function resettleRound(
  tx: Tx,
  round: HouseRound,
  amount: bigint,
  version: number,
  detail: Record<string, unknown>,
): Promise<WalletAnswer> {
  const row = await lockedRound(tx, round);
  const transactionId = `${round.roundId}:win:v${version}`;
  const earlier = await callOf(tx, round.vendor, transactionId);
  if (earlier) return { ...(earlier.answer as WalletAnswer), replayed: true };
  if (row.status !== "completed")
    throw new AppError(
      "STATE_CONFLICT",
      `Round ${round.roundId} is ${row.status}: only a settled round is settled again`,
    );
  const { wallet, clearing } = await accountsOf(tx, round);
  // The new payment first, then the reversals, in one transaction: a member who spent part of a win that shrinks
  // needs only the difference, not the whole first win.
  const paid =
    amount > 0n
      ? await postTransfer(tx, {
          idempotencyKey: ledgerKey(round.vendor, transactionId),
          kind: "payout",
          memo: `${round.vendor} ${round.gameCode}`,
          metadata: { vendor: round.vendor, roundId: round.roundId, transactionId },
          entries: [
            { account: clearing, amount: -amount },
            { account: wallet, amount },
          ],
        })
      : null;
  const answer = await record(
    tx,
    round.vendor,
    row,
    { winTotal: row.winTotal + amount, detail },
    { type: "credit", transactionId, roundId: round.roundId, amount },
    paid,
    wallet,
  );
  await reverseCredits(tx, round, { ...row, winTotal: row.winTotal + amount }, wallet, new Set([transactionId]));
  return answer;
}

/** Reverses every payment of the round not reversed yet (a rollback call naming each), but those in `keep`. */
async function reverseCredits(
  tx: Tx,
  round: HouseRound,
  row: typeof gameRounds.$inferSelect,
  wallet: Accounts["wallet"],
  keep: Set<string>,
) {
  const credits = (
    await tx
      .select()
      .from(gameTransactions)
      .where(and(eq(gameTransactions.roundId, row.id), eq(gameTransactions.type, "credit")))
  ).filter((c) => !keep.has(c.transactionId));
  const reversed = new Set(
    (
      await tx
        .select({ rollsBack: gameTransactions.rollsBack })
        .from(gameTransactions)
        .where(
          and(
            eq(gameTransactions.roundId, row.id),
            eq(gameTransactions.type, "rollback"),
            inArray(
              gameTransactions.rollsBack,
              credits.map((c) => c.transactionId),
            ),
          ),
        )
    ).map((r) => r.rollsBack),
  );
  let current = row;
  for (const credit of credits.filter((c) => !reversed.has(c.transactionId))) {
    const reversal = `${credit.transactionId}:reversal`;
    const moved =
      credit.ledgerTransferId === null
        ? null
        : await reverseTransfer(
            tx,
            credit.ledgerTransferId,
            ledgerKey(round.vendor, reversal),
            `${round.vendor} correction ${round.gameCode}`,
          );
    await record(
      tx,
      round.vendor,
      current,
      { winTotal: current.winTotal - credit.amount },
      {
        type: "rollback",
        transactionId: reversal,
        roundId: round.roundId,
        amount: credit.amount,
        rollsBack: credit.transactionId,
      },
      moved,
      wallet,
    );
    current = { ...current, winTotal: current.winTotal - credit.amount };
  }
  return current;
}

/**
 * Takes a settled round's settlement back (an event's result rolled back): every payment reversed, the round open
 * again until it is settled anew with payRound's next version. A second call finds nothing left to reverse.
 */
export async function reopenRound(tx: Tx, round: HouseRound): Promise<void> {
  const row = await lockedRound(tx, round);
  if (row.status === "open") return;
  if (row.status !== "completed")
    throw new AppError("STATE_CONFLICT", `Round ${round.roundId} is ${row.status}: only a settled round is reopened`);
  const { wallet } = await accountsOf(tx, round);
  await reverseCredits(tx, round, row, wallet, new Set());
  await tx.update(gameRounds).set({ status: "open", closedAt: null }).where(eq(gameRounds.id, row.id));
}
