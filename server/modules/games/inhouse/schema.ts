import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { memberKey } from "../../accounts/index.js";

// The in-house vendor's own records: each member's provably fair seeds, and every play asked
// for. A play is written, with its nonce, before any money moves, so that its outcome is fixed by the
// seeds and can always be finished (or repeated for a resubmitted form) with the same result.

// One active seed pair per member; rotating reveals the server seed and starts a new pair.
export const fairSeeds = pgTable(
  "fair_seeds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: uuid("member_id").notNull().references(memberKey),
    serverSeed: text("server_seed").notNull(),
    serverSeedHash: text("server_seed_hash").notNull(),
    clientSeed: text("client_seed").notNull(),
    // The number of plays made with this pair: the next play uses nonce + 1.
    nonce: integer("nonce").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp("revealed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("fair_seeds_active")
      .on(t.memberId)
      .where(sql`${t.revealedAt} is null`),
    index("fair_seeds_member").on(t.memberId, t.createdAt),
  ],
);

// A play: the member's request (by its form's key), the seed pair and nonce that decide it. Its id is
// the seamless-wallet round id; its bet and win are the wallet transactions `<id>:bet` and `<id>:win`.
export const inhousePlays = pgTable(
  "inhouse_plays",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: uuid("member_id").notNull().references(memberKey),
    game: text("game").notNull(),
    requestKey: text("request_key").notNull(),
    seedId: uuid("seed_id")
      .notNull()
      .references(() => fairSeeds.id),
    nonce: integer("nonce").notNull(),
    stake: bigint("stake", { mode: "bigint" }).notNull(),
    bet: jsonb("bet").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("inhouse_plays_member_key").on(t.memberId, t.requestKey),
    uniqueIndex("inhouse_plays_seed_nonce").on(t.seedId, t.nonce),
  ],
);
