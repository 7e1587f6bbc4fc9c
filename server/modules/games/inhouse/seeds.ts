import crypto from "node:crypto";
import { and, desc, eq, isNull, sql, type SQL } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../../db/connect.js";
import { AppError } from "../../errors.js";
import { preparedRows } from "../../../db/prepared.js";
import { hashServerSeed, newServerSeed } from "../fair/outcomes.js";
import { fairSeeds, inhousePlays } from "./schema.js";

// A member's provably fair seeds: the hash of the server seed is shown before any play; the member may
// choose the client seed; rotating reveals the server seed of the pair in use and starts a new one.

type SeedRow = typeof fairSeeds.$inferSelect;

export const clientSeedFormat = /^[\x21-\x7e]{1,64}$/;
const newClientSeed = () => crypto.randomBytes(8).toString("hex");

/** What the member may see of the active pair: never its server seed. */
export const activeView = (row: SeedRow) => ({
  serverSeedHash: row.serverSeedHash,
  clientSeed: row.clientSeed,
  nonce: row.nonce,
});

async function createPair(db: Db | Tx, memberId: string, clientSeed = newClientSeed()): Promise<SeedRow> {
  const serverSeed = newServerSeed();
  const [row] = await db
    .insert(fairSeeds)
    .values({ memberId, serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed })
    .onConflictDoNothing()
    .returning();
  return row ?? (await activeRow(db, memberId));
}

async function activeRow(db: Db | Tx, memberId: string, lock = false): Promise<SeedRow | undefined> {
  const query = db
    .select()
    .from(fairSeeds)
    .where(and(eq(fairSeeds.memberId, memberId), isNull(fairSeeds.revealedAt)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** The active pair, made on first use. */
export async function activeSeeds(db: Db | Tx, memberId: string): Promise<SeedRow> {
  return (await activeRow(db, memberId)) ?? createPair(db, memberId);
}

/** Takes the next nonce of the active pair, under its row lock (inside the caller's transaction). */
export async function takeNonce(tx: Tx, memberId: string): Promise<{ seedId: string; nonce: number }> {
  const row = (await activeRow(tx, memberId, true)) ?? (await createPair(tx, memberId));
  const nonce = row.nonce + 1;
  await tx.update(fairSeeds).set({ nonce }).where(eq(fairSeeds.id, row.id));
  return { seedId: row.id, nonce };
}

/**
 * Writes a play with the next nonce of the member's active pair, in one statement that takes the pair's
 * row lock; undefined when the member has no active pair yet. A play already written under its request
 * key fails at the unique index, and then the nonce is not taken either. `check` (the responsible-play
 * check, a void function) runs once, before the pair is touched: its refusal fails the statement, so a
 * refused play takes no nonce (ADR 0039). It is compared as text, not put in an EXISTS, whose select list
 * PostgreSQL drops without evaluating it. A prepared statement of its own (ADR 0026): the hot path of a round.
 */
export async function playWithNextNonce(
  db: Db,
  play: Omit<typeof inhousePlays.$inferInsert, "seedId" | "nonce" | "id" | "createdAt">,
  check: SQL,
): Promise<typeof inhousePlays.$inferSelect | undefined> {
  const [row] = await preparedRows<{
    id: string;
    seed_id: string;
    nonce: number;
    stake: string;
    bet: Record<string, unknown> | string;
    created_at: Date | string;
  }>(
    db,
    "inhouse_play_next_nonce",
    sql`with next as (
      update ${fairSeeds} set nonce = nonce + 1
      where member_id = ${play.memberId}::uuid and revealed_at is null and (select ${check})::text = ''
      returning id, nonce)
    insert into ${inhousePlays} (member_id, game, request_key, seed_id, nonce, stake, bet)
      select ${play.memberId}::uuid, ${play.game}, ${play.requestKey}, next.id, next.nonce, ${String(play.stake)}::bigint, ${JSON.stringify(play.bet)}::jsonb from next
    returning id, seed_id, nonce, stake::text as stake, bet, created_at`,
  );
  if (!row) return undefined;
  return {
    id: row.id,
    memberId: play.memberId,
    game: play.game,
    requestKey: play.requestKey,
    seedId: row.seed_id,
    nonce: row.nonce,
    stake: BigInt(row.stake),
    bet: typeof row.bet === "string" ? JSON.parse(row.bet) : row.bet,
    createdAt: new Date(row.created_at),
  };
}

// A pair's server seed, client seed and hash never change (its nonce and reveal do): kept per database
// once read, for the outcome of every play made with it.
type SeedSecrets = { serverSeed: string; clientSeed: string; serverSeedHash: string };
const SECRETS_MAX = 50_000;
const knownSecrets = new WeakMap<Db | Tx, Map<string, SeedSecrets>>();

/** What decides a play's outcome: the pair's seeds, the server seed whether revealed or not. Never shown as such. */
export async function seedSecrets(db: Db | Tx, seedId: string): Promise<SeedSecrets | undefined> {
  let known = knownSecrets.get(db);
  if (!known) knownSecrets.set(db, (known = new Map()));
  const cached = known.get(seedId);
  if (cached) return cached;
  const [row] = await db
    .select({
      serverSeed: fairSeeds.serverSeed,
      clientSeed: fairSeeds.clientSeed,
      serverSeedHash: fairSeeds.serverSeedHash,
    })
    .from(fairSeeds)
    .where(eq(fairSeeds.id, seedId));
  if (row && !(db instanceof PgTransaction)) {
    if (known.size >= SECRETS_MAX) known.delete(known.keys().next().value as string);
    known.set(seedId, row);
  }
  return row;
}

/** Reveals the pair in use and starts a new one with the given (or a new) client seed. */
export async function rotateSeeds(db: Db, memberId: string, clientSeed?: string) {
  if (clientSeed !== undefined && !clientSeedFormat.test(clientSeed))
    throw new AppError("VALIDATION", "clientSeed: 1 to 64 visible characters, no spaces");
  return db.transaction(async (tx) => {
    const old = (await activeRow(tx, memberId, true)) ?? (await createPair(tx, memberId));
    await tx.update(fairSeeds).set({ revealedAt: new Date() }).where(eq(fairSeeds.id, old.id));
    const next = await createPair(tx, memberId, clientSeed);
    return {
      revealed: {
        serverSeed: old.serverSeed,
        serverSeedHash: old.serverSeedHash,
        clientSeed: old.clientSeed,
        nonce: old.nonce,
      },
      active: activeView(next),
    };
  });
}

/** A seed pair by id; its server seed only once it has been revealed. */
export async function seedPair(db: Db | Tx, seedId: string) {
  const [row] = await db.select().from(fairSeeds).where(eq(fairSeeds.id, seedId));
  if (!row) return undefined;
  return { ...row, serverSeed: row.revealedAt ? row.serverSeed : null };
}

/** The member's earlier pairs, newest first, with their revealed server seeds. */
export async function revealedSeeds(db: Db, memberId: string, limit = 10) {
  const rows = await db
    .select()
    .from(fairSeeds)
    .where(eq(fairSeeds.memberId, memberId))
    .orderBy(desc(fairSeeds.createdAt))
    .limit(limit + 1);
  return rows.flatMap((r) =>
    r.revealedAt
      ? [
          {
            serverSeed: r.serverSeed,
            serverSeedHash: r.serverSeedHash,
            clientSeed: r.clientSeed,
            nonce: r.nonce,
            revealedAt: r.revealedAt.toISOString(),
          },
        ]
      : [],
  );
}
