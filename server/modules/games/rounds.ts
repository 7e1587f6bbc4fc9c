import { and, eq, inArray, type SQLWrapper } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { memberRoundPage, roundPageOfMembers, type RoundQuery, type RoundRecord } from "../vendors/index.js";
import { validBetOf } from "./valid-bet.js";
import { INHOUSE_VENDOR, isPlayId } from "./inhouse/games.js";
import { fairSeeds, inhousePlays } from "./inhouse/schema.js";
import { games, gameVendors } from "./catalogue-schema.js";

// The betting record (personalHistoryCopy): the member's rounds with every vendor, newest first. An
// in-house round carries its fairness proof: the seeds and nonce that decided it, and the server seed
// once the member has rotated it out of use. Every round names its vendor and game as the catalogue
// does (the lobby's names), the codes staying for links and filters.

export type { RoundQuery } from "../vendors/index.js";

export async function memberRounds(db: Db, memberId: string, query: RoundQuery) {
  const { list: rounds, total } = await memberRoundPage(db, memberId, query);
  const playIds = rounds
    .filter((round) => round.vendor === INHOUSE_VENDOR && isPlayId(round.roundId))
    .map((round) => round.roundId);
  const proofs = playIds.length
    ? await db
        .select({ play: inhousePlays, seed: fairSeeds })
        .from(inhousePlays)
        .innerJoin(fairSeeds, eq(fairSeeds.id, inhousePlays.seedId))
        .where(inArray(inhousePlays.id, playIds))
    : [];
  const proofOf = new Map(proofs.map((proof) => [proof.play.id, proof]));
  const names = await catalogueNames(db, rounds);
  const list = rounds.map((round) => {
    const proof = round.vendor === INHOUSE_VENDOR ? proofOf.get(round.roundId) : undefined;
    return {
      ...roundRow(round, names),
      proof: proof
        ? {
            game: proof.play.game,
            bet: proof.play.bet,
            nonce: proof.play.nonce,
            clientSeed: proof.seed.clientSeed,
            serverSeedHash: proof.seed.serverSeedHash,
            serverSeed: proof.seed.revealedAt ? proof.seed.serverSeed : null,
          }
        : null,
    };
  });
  return { list, total };
}

/**
 * Rounds of several members (`members`: a subquery of member ids, e.g. an agent's downline), newest first,
 * each with its valid bet and, when it counts nothing, the reason (ADR 0043).
 */
export async function roundsOfMembers(db: Db, members: SQLWrapper, query: RoundQuery) {
  const { list, total } = await roundPageOfMembers(db, members, query);
  const names = await catalogueNames(db, list);
  return {
    total,
    list: list.map((round) => {
      const { validBet, reason } = validBetOf(round);
      return {
        memberId: round.memberId,
        ...roundRow(round, names),
        validBet: validBet.toString(),
        validReason: reason,
      };
    }),
  };
}

type Names = Awaited<ReturnType<typeof catalogueNames>>;

/** A round as the betting records show it: codes and the lobby's names, amounts as strings of minor units. */
function roundRow(round: RoundRecord, { vendorName, gameName }: Names) {
  return {
    roundId: round.roundId,
    vendor: round.vendor,
    gameCode: round.gameCode,
    vendorName: vendorName(round.vendor),
    gameName: gameName(round.vendor, round.gameCode),
    bet: round.betTotal.toString(),
    win: round.winTotal.toString(),
    // Money counts only what is settled (ADR 0061): an open round has no profit or loss yet.
    profit: round.status === "open" ? null : (round.winTotal - round.betTotal).toString(),
    status: round.status,
    createdAt: round.createdAt.toISOString(),
    closedAt: round.closedAt?.toISOString() ?? null,
  };
}

/** The lobby's names of these rounds' vendors and games (the codes stay for links and filters). */
async function catalogueNames(db: Db, rounds: { vendor: string; gameCode: string }[]) {
  const vendorCodes = [...new Set(rounds.map((round) => round.vendor))];
  const gameCodes = [...new Set(rounds.map((round) => round.gameCode))];
  const [vendorRows, gameRows] = vendorCodes.length
    ? await Promise.all([
        db
          .select({ code: gameVendors.code, name: gameVendors.name })
          .from(gameVendors)
          .where(inArray(gameVendors.code, vendorCodes)),
        db
          .select({ vendor: games.vendor, gameCode: games.gameCode, name: games.name })
          .from(games)
          .where(and(inArray(games.vendor, vendorCodes), inArray(games.gameCode, gameCodes))),
      ])
    : [[], []];
  const vendorName = new Map(vendorRows.map((row) => [row.code, row.name]));
  const gameName = new Map(gameRows.map((row) => [`${row.vendor}:${row.gameCode}`, row.name]));
  return {
    vendorName: (code: string) => vendorName.get(code) ?? code,
    gameName: (vendor: string, code: string) => gameName.get(`${vendor}:${code}`) ?? code,
  };
}
