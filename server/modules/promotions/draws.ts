import { and, asc, count, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { lockMember, usernamesOf, type Member } from "../accounts/index.js";
import { drawWithoutReplacement, hashServerSeed, memberBets, newServerSeed } from "../games/index.js";
import { bumpSiteVersion, recordAudit } from "../system/index.js";
import { masked } from "../loyalty/index.js";
import { admitMember, postBonus, type Origin } from "./grants.js";
import { offerOf, type Offer } from "./rules.js";
import { drawEntries, luckyDraws, promotions } from "./schema.js";

// The lucky draw (ADR 0047): a seed is made with the promotion and only its SHA-256 hash is shown until the
// draw; members enter (the raffle claim, SPEC §7) until `drawAt`, numbered 1, 2, … as they come; at the draw
// the winners are the entries picked by the in-house games' own draw without replacement, with the seed as
// server seed, the promotion's id as client seed and the number of entries as nonce — so anyone can recompute
// them once the seed is shown, and the seed was fixed before the first entry. Each winner's prize is paid as
// the promotion's bonus, once (keyed by the entry).

type Terms = Offer["terms"] & { type: "luckyDraw" };

function drawTerms(offer: Offer): Terms {
  if (offer.terms.type !== "luckyDraw") throw new AppError("STATE_CONFLICT", "This promotion is not a lucky draw");
  return offer.terms;
}

/** The commitment, written with the promotion (in its transaction). */
export async function commitDraw(tx: Tx, promotionId: string): Promise<void> {
  const serverSeed = newServerSeed();
  await tx
    .insert(luckyDraws)
    .values({ promotionId, serverSeed, serverSeedHash: hashServerSeed(serverSeed) })
    .onConflictDoNothing();
}

/** An edit may not change a draw's rule once anyone has entered: what they entered for is what is drawn. */
export async function refuseEditAfterEntries(tx: Tx, promotionId: string): Promise<void> {
  const [{ n }] = await tx.select({ n: count() }).from(drawEntries).where(eq(drawEntries.promotionId, promotionId));
  if (n > 0) throw new AppError("STATE_CONFLICT", "Members have entered this draw; its rule can no longer change");
}

/** The member's valid bet since the promotion opened, as the entry rule counts it. */
async function validBetSince(db: Db | Tx, offer: Offer, memberId: string, now: Date): Promise<bigint> {
  let total = 0n;
  for (const bet of await memberBets(db, memberId, offer.startsAt ?? offer.createdAt, now, "closed"))
    if (!bet.reason) total += bet.validBet;
  return total;
}

/** Why this member cannot enter now (the valid bet it still needs), or null. */
export async function entryShortfall(
  db: Db | Tx,
  offer: Offer,
  memberId: string,
  now = new Date(),
): Promise<{ needed: bigint; have: bigint } | null> {
  const needed = BigInt(drawTerms(offer).minValidBet);
  if (needed === 0n) return null;
  const have = await validBetSince(db, offer, memberId, now);
  return have >= needed ? null : { needed, have };
}

/** The raffle claim: the member enters the draw once, with the next entry number. A repeated claim answers the entry. */
export async function enterDraw(tx: Tx, offer: Offer, member: Member, from: Origin, now = new Date()) {
  const terms = drawTerms(offer);
  if (new Date(terms.drawAt) <= now) throw new AppError("DRAW_CLOSED", "Entries to this draw have closed");
  await lockMember(tx, member.id);
  const [mine] = await tx
    .select()
    .from(drawEntries)
    .where(and(eq(drawEntries.promotionId, offer.id), eq(drawEntries.memberId, member.id)));
  if (mine) return mine;
  const short = await entryShortfall(tx, offer, member.id, now);
  if (short)
    throw new AppError("NOT_ENOUGH_PLAY", "Place more valid bets to enter this draw", {
      needed: short.needed.toString(),
      have: short.have.toString(),
    });
  await admitMember(tx, { offer, member, taken: 0, amount: 0n, from });
  // The offer's row lock (lockOffer) makes entries of one draw serial, so the numbers have no gaps.
  const [{ n }] = await tx.select({ n: count() }).from(drawEntries).where(eq(drawEntries.promotionId, offer.id));
  const [entry] = await tx
    .insert(drawEntries)
    .values({ promotionId: offer.id, entry: n + 1, memberId: member.id, createdAt: now })
    .returning();
  if (!entry) throw new Error(`entry to ${offer.id} not written`);
  return entry;
}

/** The winning entries in order of the picks (first prize first): positions drawn from the seed, +1. */
export function winningEntries(serverSeed: string, promotionId: string, entries: number, winners: number): number[] {
  if (entries === 0) return [];
  return drawWithoutReplacement(
    { serverSeed, clientSeed: promotionId, nonce: entries },
    entries,
    Math.min(winners, entries),
  ).map((i) => i + 1);
}

/** The tier of each pick: the first `count` of tier 1, then tier 2 … */
function tiersOf(prizes: Terms["prizes"]): number[] {
  return prizes.flatMap((prize, i) => Array.from({ length: prize.count }, () => i + 1));
}

/**
 * Draws the lucky draw when its time has come, exactly once (under the draw's row lock): the winners' tiers
 * written, each prize paid as the promotion's bonus, the seed shown. Answers the number of winners, or null
 * when it was drawn already; refuses (DRAW_NOT_DUE) before `drawAt`.
 */
export async function drawLuckyDraw(
  db: Db,
  promotionId: string,
  actor: string,
  now = new Date(),
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [draw] = await tx.select().from(luckyDraws).where(eq(luckyDraws.promotionId, promotionId)).for("update");
    const [row] = await tx.select().from(promotions).where(eq(promotions.id, promotionId));
    const offer = row ? offerOf(row) : null;
    if (!draw || !offer) throw new AppError("NOT_FOUND", `No lucky draw ${promotionId}`);
    if (draw.drawnAt) return null;
    const terms = drawTerms(offer);
    if (new Date(terms.drawAt) > now)
      throw new AppError("DRAW_NOT_DUE", `${promotionId} is drawn at ${terms.drawAt}`, { drawAt: terms.drawAt });
    const entries = await tx
      .select()
      .from(drawEntries)
      .where(eq(drawEntries.promotionId, promotionId))
      .orderBy(asc(drawEntries.entry));
    const tiers = tiersOf(terms.prizes);
    const picks = winningEntries(draw.serverSeed, promotionId, entries.length, tiers.length);
    // Paid under the version the members entered for (edits stop at the first entry).
    for (const [i, number] of picks.entries()) {
      const entry = entries[number - 1];
      const tier = tiers[i];
      const prize = terms.prizes[tier - 1];
      if (!entry || !prize) throw new Error(`draw ${promotionId}: pick ${number} has no entry or prize`);
      const bonus = await postBonus(tx, {
        offer,
        memberId: entry.memberId,
        amount: BigInt(prize.amount),
        deposit: null,
        grantKey: `${promotionId}:draw:${entry.entry}`,
        now,
      });
      await tx
        .update(drawEntries)
        .set({ tier, bonusId: bonus.id })
        .where(and(eq(drawEntries.promotionId, promotionId), eq(drawEntries.entry, entry.entry)));
    }
    await tx.update(luckyDraws).set({ drawnAt: now }).where(eq(luckyDraws.promotionId, promotionId));
    await recordAudit(tx, {
      action: "promotions.draw",
      detail: { source: actor, id: promotionId, entries: entries.length, winners: picks },
    });
    // The promotion pages show the winners: the web's public answers are read again.
    await bumpSiteVersion(tx);
    return picks.length;
  });
}

/** Every lucky draw whose time has come and that is not drawn yet (the minute job): answers how many were drawn. */
export async function drawDueDraws(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ promotionId: luckyDraws.promotionId, rule: promotions.rule })
    .from(luckyDraws)
    .innerJoin(promotions, eq(promotions.id, luckyDraws.promotionId))
    .where(isNull(luckyDraws.drawnAt));
  let drawn = 0;
  for (const { promotionId, rule } of due) {
    const drawAt = (rule as { drawAt?: string } | null)?.drawAt;
    if (!drawAt || new Date(drawAt) > now) continue;
    if ((await drawLuckyDraw(db, promotionId, "job:promotion-draws", now)) !== null) drawn++;
  }
  return drawn;
}

/** The draw as anyone may see it; `memberId` adds that member's entry. */
export async function luckyDrawView(db: Db, promotionId: string, memberId?: string) {
  const [draw] = await db.select().from(luckyDraws).where(eq(luckyDraws.promotionId, promotionId));
  const [row] = await db.select().from(promotions).where(eq(promotions.id, promotionId));
  const offer = row ? offerOf(row) : null;
  if (!draw || !offer || offer.terms.type !== "luckyDraw")
    throw new AppError("NOT_FOUND", `No lucky draw ${promotionId}`);
  const terms = offer.terms;
  const [{ n }] = await db.select({ n: count() }).from(drawEntries).where(eq(drawEntries.promotionId, promotionId));
  const won = draw.drawnAt
    ? await db
        .select()
        .from(drawEntries)
        .where(and(eq(drawEntries.promotionId, promotionId), isNotNull(drawEntries.tier)))
    : [];
  const winners = won.sort((a, b) => (a.tier ?? 0) - (b.tier ?? 0) || a.entry - b.entry);
  const names = await usernamesOf(
    db,
    winners.map((w) => w.memberId),
  );
  const prizeOf = (tier: number | null) => (tier ? (terms.prizes[tier - 1]?.amount ?? null) : null);
  const [mine] = memberId
    ? await db
        .select()
        .from(drawEntries)
        .where(and(eq(drawEntries.promotionId, promotionId), eq(drawEntries.memberId, memberId)))
    : [];
  return {
    promotionId,
    drawAt: new Date(terms.drawAt).toISOString(),
    serverSeedHash: draw.serverSeedHash,
    serverSeed: draw.drawnAt ? draw.serverSeed : null,
    drawnAt: draw.drawnAt?.toISOString() ?? null,
    entries: n,
    minValidBet: terms.minValidBet,
    prizes: terms.prizes.map((p, i) => ({ tier: i + 1, amount: p.amount, count: p.count })),
    winners: winners.map((w) => ({
      entry: w.entry,
      username: masked(names.get(w.memberId) ?? ""),
      tier: w.tier ?? 0,
      amount: prizeOf(w.tier) ?? "0",
    })),
    mine: mine ? { entry: mine.entry, tier: mine.tier, amount: prizeOf(mine.tier) } : null,
  };
}
