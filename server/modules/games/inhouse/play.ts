import { and, eq, inArray } from "drizzle-orm";
import { AppError } from "../../errors.js";
import { required } from "../../../required.js";
import { isUniqueViolation } from "../../../db/unique-violation.js";
import { careCheckSql, careRefusal, checkCare } from "../../care/index.js";
import { openRoundIds, openVendorSession, sessionFor } from "../../vendors/index.js";
import { INHOUSE_VENDOR, inhouseGame, isPlayId } from "./games.js";
import { payout } from "./rules/types.js";
import { inhousePlays } from "./schema.js";
import { playWithNextNonce, seedSecrets, takeNonce } from "./seeds.js";
import { requestKey } from "../../wallet/index.js";
import type { Db, Tx } from "../../../db/connect.js";
import { formatMinor } from "../../../../contract/money.js";
import type { InhouseContext } from "./wallet-client.js";

// One play of an in-house game, in two statements that can each be repeated safely:
// 1. the play is written with the next nonce of the member's seeds (once per form, by its requestKey),
//    in the statement that runs the responsible-play check;
// 2. the stake is taken and the outcome, fixed by the seeds and nonce, is paid through the seamless wallet
//    (transactions `<play>:bet` and `<play>:win`, round = the play's id), both in one statement (ADR 0039).
// The same form sent again finds its play and repeats 2, which the wallet answers as replays: one round,
// one outcome, money moved once. A bet taken by an outside path whose win never came (a debit sent alone)
// is finished by finishInterruptedPlays.

type Play = typeof inhousePlays.$inferSelect;

export type PlayInput = { token: string; game: string; stake: bigint; bet: unknown; requestKey: string };

export async function writePlay(
  ctx: InhouseContext,
  memberId: string,
  input: PlayInput,
  bet: Record<string, unknown>,
): Promise<Play> {
  const care = careCheckSql(memberId, "bet", { amount: input.stake });
  const same = (play: Play) =>
    play.game === input.game && play.stake === input.stake && JSON.stringify(play.bet) === JSON.stringify(bet);
  const find = async () =>
    (
      await ctx.db
        .select()
        .from(inhousePlays)
        .where(and(eq(inhousePlays.memberId, memberId), eq(inhousePlays.requestKey, input.requestKey)))
    )[0];
  const values = { memberId, game: input.game, requestKey: input.requestKey, stake: input.stake, bet };
  try {
    // The usual case in one statement: the next nonce taken and the play written, or neither (a form
    // already played stops at the unique index). Only a member's very first play makes the seed pair.
    // The responsible-play check is part of that statement: a refused play takes no nonce (ADR 0039).
    const written = await playWithNextNonce(ctx.db, values, care);
    if (written) return written;
    return await ctx.db.transaction(async (tx) => {
      await checkCare(tx, memberId, "bet", { amount: input.stake });
      const { seedId, nonce } = await takeNonce(tx, memberId);
      const [play] = await tx
        .insert(inhousePlays)
        .values({ ...values, seedId, nonce })
        .returning();
      return play;
    });
  } catch (error) {
    const refused = careRefusal(error);
    if (refused) throw refused;
    if (!isUniqueViolation(error, "inhouse_plays_member_key")) throw error;
    const earlier = required(await find(), "the play written under this requestKey");
    if (!same(earlier))
      throw new AppError("CONFLICT", "This requestKey already played another bet; reload the game for a new one");
    return earlier;
  }
}

/** The outcome of a written play: the rules applied to its seeds and nonce. */
export async function outcomeOf(ctx: InhouseContext, play: Play) {
  return decided(ctx.db, play);
}

async function decided(db: Db | Tx, play: Play) {
  const rules = required(inhouseGame(play.game), `the rules of ${play.game}`);
  const pair = required(await seedSecrets(db, play.seedId), "the seed pair of the play");
  const outcome = rules.play({ serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: play.nonce }, play.bet);
  return {
    ...outcome,
    paid: payout(play.stake, outcome.multiplier),
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    nonce: play.nonce,
  };
}

/** Steps 2 and 3 for a written play; safe to repeat. */
export async function settlePlay(ctx: InhouseContext, play: Play, token: string) {
  const outcome = await outcomeOf(ctx, play);
  const bet = {
    token,
    transactionId: `${play.id}:bet`,
    roundId: play.id,
    amount: play.stake.toString(),
    gameCode: play.game,
  };
  const detail = {
    game: play.game,
    stake: play.stake.toString(),
    bet: play.bet,
    result: outcome.result,
    multiplier: outcome.multiplier,
    paid: outcome.paid.toString(),
    seedId: play.seedId,
    serverSeedHash: outcome.serverSeedHash,
    clientSeed: outcome.clientSeed,
    nonce: play.nonce,
  };
  // The stake and the win in one statement (ADR 0039): the two seamless calls, each checked and recorded as
  // its own, committed together; a play resent or cut off before it is answered by their replays.
  const { credit } = await ctx.betAndWin(bet, {
    token,
    transactionId: `${play.id}:win`,
    roundId: play.id,
    amount: outcome.paid.toString(),
    roundClosed: true,
    detail,
  });
  return { playId: play.id, ...detail, balance: credit.balance };
}

/** Why this stake cannot be played on this in-house game (its limits), or null. */
export function stakeOutOfRange(game: string, stake: bigint): string | null {
  const rules = inhouseGame(game);
  if (!rules) return `No in-house game ${game}`;
  if (stake >= rules.minStake && stake <= rules.maxStake) return null;
  return `The stake must be between ${formatMinor(rules.minStake.toString())} and ${formatMinor(rules.maxStake.toString())}`;
}

export async function playInhouse(ctx: InhouseContext, input: PlayInput) {
  const rules = inhouseGame(input.game);
  if (!rules) throw new AppError("NOT_FOUND", `No in-house game ${input.game}`);
  const session = await sessionFor(ctx.db, INHOUSE_VENDOR, input.token, true);
  if (session.gameCode !== input.game) throw new AppError("SESSION_INVALID", "This game session is for another game");
  if (input.stake < rules.minStake || input.stake > rules.maxStake) {
    throw new AppError(
      "AMOUNT_OUT_OF_RANGE",
      `The stake must be between ${formatMinor(rules.minStake.toString())} and ${formatMinor(rules.maxStake.toString())}`,
      {
        min: rules.minStake.toString(),
        max: rules.maxStake.toString(),
      },
    );
  }
  const bet = rules.bet.parse(input.bet) as Record<string, unknown>;
  // The key goes into a unique index, whose entries PostgreSQL caps in size.
  requestKey.parse(input.requestKey);
  const play = await writePlay(ctx, session.memberId, input, bet);
  return settlePlay(ctx, play, input.token);
}

/**
 * Finishes plays whose stake was taken but whose outcome was never paid (the platform stopped between the
 * two calls): the outcome is fixed by the seeds, so the win is paid as it would have been, under the same
 * transaction id. The in-house vendor runs in this process and may open a short session for it.
 */
export async function finishInterruptedPlays(ctx: InhouseContext, olderThanMs = 60_000): Promise<string[]> {
  const playIds = (await openRoundIds(ctx.db, INHOUSE_VENDOR, new Date(Date.now() - olderThanMs))).filter(isPlayId);
  const plays = playIds.length ? await ctx.db.select().from(inhousePlays).where(inArray(inhousePlays.id, playIds)) : [];
  const finished: string[] = [];
  for (const play of plays) {
    const token = await openVendorSession(
      ctx.db,
      { memberId: play.memberId, vendor: INHOUSE_VENDOR, gameCode: play.game },
      5,
    );
    await settlePlay(ctx, play, token);
    finished.push(play.id);
  }
  return finished;
}

/**
 * A round the promotion pays for (free rounds, ADR 0047): written in the caller's transaction with the next
 * nonce of the member's own seeds, so it is as verifiable as any play, but no stake moves through the wallet
 * and no vendor round is opened: the caller pays what it won from the promotion account. The same request
 * key answers the play already written (a resent form), with its outcome.
 */
export async function playPaidByPromotion(
  tx: Tx,
  memberId: string,
  input: { game: string; stake: bigint; requestKey: string },
) {
  const rules = inhouseGame(input.game);
  if (!rules) throw new AppError("NOT_FOUND", `No in-house game ${input.game}`);
  const bet = rules.bet.parse({}) as Record<string, unknown>;
  const outOfRange = stakeOutOfRange(input.game, input.stake);
  if (outOfRange) throw new AppError("AMOUNT_OUT_OF_RANGE", outOfRange);
  const [earlier] = await tx
    .select()
    .from(inhousePlays)
    .where(and(eq(inhousePlays.memberId, memberId), eq(inhousePlays.requestKey, input.requestKey)));
  const play =
    earlier ??
    required(
      (
        await tx
          .insert(inhousePlays)
          .values({
            memberId,
            game: input.game,
            requestKey: input.requestKey,
            stake: input.stake,
            bet,
            ...(await takeNonce(tx, memberId)),
          })
          .returning()
      )[0],
      "the play just written",
    );
  return { play, ...(await decided(tx, play)) };
}

/** Plays already written (a promotion's free rounds), in the order asked, each with its outcome recomputed from its seeds. */
export async function paidPlays(db: Db, playIds: readonly string[]) {
  const rows = playIds.length
    ? await db
        .select()
        .from(inhousePlays)
        .where(inArray(inhousePlays.id, [...playIds]))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return Promise.all(
    playIds.map(async (id) => {
      const play = required(byId.get(id), `play ${id}`);
      return { play, ...(await decided(db, play)) };
    }),
  );
}
