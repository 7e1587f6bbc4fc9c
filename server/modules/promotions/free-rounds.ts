import { and, count, desc, eq, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { required } from "../../required.js";
import { lockMember, type Member } from "../accounts/index.js";
import { checkCare } from "../care/index.js";
import { paidPlays, playPaidByPromotion } from "../games/index.js";
import { admitMember, postBonus, type Origin } from "./grants.js";
import { offerOf, type Offer } from "./rules.js";
import { freeRoundSets, promotions } from "./schema.js";

// Free rounds (ADR 0047): a claim gives the member `rounds` plays of an in-house game at the rule's stake,
// paid for by the promotion: each is a play with the member's own seeds and next nonce (verifiable like any),
// but no stake leaves the member's wallet and no vendor round is opened. What they win adds up on the set and
// is paid once, as one bonus under the rule's wagering, when the last round is played or the time runs out.

type FreeRoundSet = typeof freeRoundSets.$inferSelect;
type Terms = Offer["terms"] & { type: "freeRounds" };

const DAY = 86_400_000;

function freeRoundTerms(offer: Offer): Terms {
  if (offer.terms.type !== "freeRounds") throw new AppError("STATE_CONFLICT", "This promotion gives no free rounds");
  return offer.terms;
}

/** The claim: checked as any grant (care, eligibility, limits, identities, budget at the rounds' stake), then the set is written. */
export async function claimFreeRounds(
  tx: Tx,
  offer: Offer,
  member: Member,
  from: Origin,
  now = new Date(),
): Promise<FreeRoundSet> {
  const terms = freeRoundTerms(offer);
  await lockMember(tx, member.id);
  // A set still being played is answered again (a resent claim), not refused.
  const [open] = await tx
    .select()
    .from(freeRoundSets)
    .where(
      and(
        eq(freeRoundSets.promotionId, offer.id),
        eq(freeRoundSets.memberId, member.id),
        eq(freeRoundSets.state, "playing"),
      ),
    );
  if (open) return open;
  const stake = BigInt(terms.stake);
  await admitMember(tx, {
    offer,
    member,
    taken: await freeRoundSetCount(tx, member.id, offer.id),
    amount: stake * BigInt(terms.rounds),
    from,
  });
  const [set] = await tx
    .insert(freeRoundSets)
    .values({
      promotionId: offer.id,
      memberId: member.id,
      ruleVersion: offer.ruleVersion,
      game: terms.game,
      stake,
      rounds: terms.rounds,
      createdAt: now,
      expiresAt: new Date(now.getTime() + terms.days * DAY),
    })
    .returning();
  if (!set) throw new Error(`free rounds of ${offer.id} not written`);
  return set;
}

/** The member's latest set of this promotion's free rounds, or undefined. */
export async function memberFreeRounds(
  db: Db | Tx,
  memberId: string,
  promotionId: string,
  lock = false,
): Promise<FreeRoundSet | undefined> {
  const query = db
    .select()
    .from(freeRoundSets)
    .where(and(eq(freeRoundSets.memberId, memberId), eq(freeRoundSets.promotionId, promotionId)))
    .orderBy(desc(freeRoundSets.id))
    .limit(1);
  const [set] = lock ? await query.for("update") : await query;
  return set;
}

/** How many sets of this promotion the member has claimed (its per-member limit counts these). */
export async function freeRoundSetCount(db: Db | Tx, memberId: string, promotionId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(freeRoundSets)
    .where(and(eq(freeRoundSets.promotionId, promotionId), eq(freeRoundSets.memberId, memberId)));
  return n;
}

const requestKeyOf = (set: FreeRoundSet, round: number) => `free:${set.id}:${round}`;

/** One round of a set, as the set's form saw it: `round` is the next one (played + 1), or one already played (nothing to do). */
export async function playFreeRound(
  db: Db,
  member: Member,
  promotionId: string,
  round: number,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const set = await memberFreeRounds(tx, member.id, promotionId, true);
    if (!set) throw new AppError("NO_FREE_ROUNDS", "You have no free rounds of this promotion; claim them first");
    if (round <= set.played) return;
    if (set.state === "expired" || (set.state === "playing" && set.expiresAt <= now))
      throw new AppError("FREE_ROUNDS_EXPIRED", "The time to play these free rounds has run out");
    if (set.played >= set.rounds) throw new AppError("NO_FREE_ROUNDS", "Every free round has been played");
    if (round !== set.played + 1)
      throw new AppError("STATE_CONFLICT", `The next free round is ${set.played + 1}; reload the page`, {
        next: set.played + 1,
      });
    // A timed-out or self-excluded member plays nothing, free or not.
    await checkCare(tx, member.id, "bet", { amount: 0n });
    const played = await playPaidByPromotion(tx, member.id, {
      game: set.game,
      stake: set.stake,
      requestKey: requestKeyOf(set, round),
    });
    const [after] = await tx
      .update(freeRoundSets)
      .set({
        played: round,
        won: sql`${freeRoundSets.won} + ${played.paid}`,
        playIds: [...set.playIds, played.play.id],
      })
      .where(eq(freeRoundSets.id, set.id))
      .returning();
    if (round === set.rounds) await endSet(tx, required(after, "the free-round set just updated"), "done", now);
  });
}

/** The set ends (all played, or its time ran out): what it won is paid once as the promotion's bonus. */
async function endSet(tx: Tx, set: FreeRoundSet, state: "done" | "expired", now: Date): Promise<FreeRoundSet> {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, set.promotionId));
  const offer = row ? offerOf(row) : null;
  if (!offer) throw new Error(`promotion ${set.promotionId} without its rule`);
  // Paid under the version the rounds were claimed with: a later edit does not change what they earn.
  const claimedUnder = { ...offer, ruleVersion: set.ruleVersion };
  const bonus =
    set.won > 0n
      ? await postBonus(tx, {
          offer: claimedUnder,
          memberId: set.memberId,
          amount: set.won,
          deposit: null,
          grantKey: `${set.promotionId}:free:${set.id}`,
          now,
        })
      : null;
  const [ended] = await tx
    .update(freeRoundSets)
    .set({ state, endedAt: now, bonusId: bonus?.id ?? null })
    .where(and(eq(freeRoundSets.id, set.id), eq(freeRoundSets.state, "playing")))
    .returning();
  return ended ?? set;
}

/** Sets whose time ran out with rounds unplayed: each ends, and what it won is paid (the minute job). */
export async function endExpiredFreeRounds(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: freeRoundSets.id })
    .from(freeRoundSets)
    .where(and(eq(freeRoundSets.state, "playing"), lte(freeRoundSets.expiresAt, now)));
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [set] = await tx.select().from(freeRoundSets).where(eq(freeRoundSets.id, id)).for("update");
      if (set?.state === "playing") await endSet(tx, set, "expired", now);
    });
  }
  return due.length;
}

type Played = Awaited<ReturnType<typeof playPaidByPromotion>>;

function spinView(round: number, played: Played) {
  return {
    round,
    playId: played.play.id,
    result: played.result,
    multiplier: played.multiplier,
    paid: played.paid.toString(),
    serverSeedHash: played.serverSeedHash,
    clientSeed: played.clientSeed,
    nonce: played.play.nonce,
    playedAt: played.play.createdAt.toISOString(),
  };
}

/** The member's set as the promotion page shows it, every round with its proof; null when none was claimed. */
export async function freeRoundsView(db: Db, memberId: string, promotionId: string) {
  const set = await memberFreeRounds(db, memberId, promotionId);
  if (!set) return null;
  // Read, not replayed: each spin's outcome recomputed from its seeds.
  return setView(
    set,
    (await paidPlays(db, set.playIds)).map((played, i) => spinView(i + 1, played)),
  );
}

export function setView(set: FreeRoundSet, spins: ReturnType<typeof spinView>[]) {
  return {
    id: set.id,
    promotionId: set.promotionId,
    game: set.game,
    stake: set.stake.toString(),
    rounds: set.rounds,
    played: set.played,
    won: set.won.toString(),
    state: set.state as "playing" | "done" | "expired",
    expiresAt: set.expiresAt.toISOString(),
    bonusId: set.bonusId,
    spins,
  };
}
