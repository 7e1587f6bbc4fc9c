import { inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { settledRoundsOfMember } from "../vendors/index.js";
import { games } from "./catalogue-schema.js";
import { validBetOf, type ValidBetReason } from "./valid-bet.js";

/** A member's settled bet as wagering and rebates see it: its category and what the valid-bet rule makes of it. */
export type MemberBet = {
  roundId: string;
  vendor: string;
  gameCode: string;
  category: string;
  closedAt: Date;
  stake: bigint;
  /** What the round paid back. */
  win: bigint;
  validBet: bigint;
  reason: ValidBetReason | null;
};

/**
 * The member's bets placed (or, by "closed", settled) at or after `from` and settled before `to`, oldest first, each with its game
 * category (the catalogue's game type; OTHER when the catalogue does not list the game) and its valid bet
 * under the one rule (DESIGN §10), with the reason when it counts nothing.
 */
export async function memberBets(
  db: Db | Tx,
  memberId: string,
  from: Date,
  to: Date,
  by: "placed" | "closed" = "placed",
): Promise<MemberBet[]> {
  const rounds = await settledRoundsOfMember(db, memberId, from, to, by);
  const vendors = [...new Set(rounds.map((r) => r.vendor))];
  const types = vendors.length
    ? await db
        .select({ vendor: games.vendor, gameCode: games.gameCode, gameType: games.gameType })
        .from(games)
        .where(inArray(games.vendor, vendors))
    : [];
  const typeOf = new Map(types.map((t) => [`${t.vendor}:${t.gameCode}`, t.gameType]));
  return rounds.map((r) => {
    const { validBet, reason } = validBetOf(r);
    return {
      roundId: r.roundId,
      vendor: r.vendor,
      gameCode: r.gameCode,
      category: typeOf.get(`${r.vendor}:${r.gameCode}`) ?? "OTHER",
      closedAt: r.closedAt ?? r.createdAt,
      stake: r.betTotal,
      win: r.winTotal,
      validBet,
      reason,
    };
  });
}
