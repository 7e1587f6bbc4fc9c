// The operator's changes to the lottery's games (ADR 0055): the games seeded with the first version of their
// bet types, a game turned on or off or given another feed or cap, a bet type's new version; each audited.
import { and, desc, eq } from "drizzle-orm";
import type { BetTypeView, LotteryGame } from "../../../contract/answers/lottery.js";
import type { BetTypeChange, GameChange } from "../../../contract/lottery.js";
import type { Db, Tx } from "../../db/connect.js";
import { forgetReads } from "../../db/read-cache.js";
import { AppError } from "../errors.js";
import { recordAudit } from "../system/index.js";
import type { Family } from "./results.js";
import { lotteryBetTypes, lotteryGames } from "./schema.js";
import {
  DEFAULT_GAMES,
  familyBetTypes,
  betTypeView,
  fromRow,
  gameView,
  lotteryCatalogue,
  storedDefinition,
} from "./games.js";

/** Seeds the games and the first version of their bet types (only what is missing). */
export async function seedLotteryGames(tx: Tx, feed: "manual" | "sandbox"): Promise<void> {
  await tx
    .insert(lotteryGames)
    .values(DEFAULT_GAMES.map((g) => ({ ...g, feed })))
    .onConflictDoNothing();
  await tx
    .insert(lotteryBetTypes)
    .values(
      DEFAULT_GAMES.flatMap((g) =>
        familyBetTypes(g.family).map((type) => ({
          game: g.code,
          code: type.code,
          version: 1,
          definition: storedDefinition(type),
          createdBy: "seed",
        })),
      ),
    )
    .onConflictDoNothing();
}

export async function changeGame(db: Db, code: string, change: GameChange, actor: string): Promise<LotteryGame> {
  const updated = await db.transaction(async (tx) => {
    const [game] = await tx.select().from(lotteryGames).where(eq(lotteryGames.code, code)).for("update");
    if (!game) throw new AppError("NOT_FOUND", `No lottery game ${code}`);
    if (change.feed !== undefined && game.source !== "external")
      throw new AppError(
        "VALIDATION",
        `feed: ${code} is drawn by the platform; only an external game has a results feed`,
      );
    const [row] = await tx
      .update(lotteryGames)
      .set({
        ...(change.enabled !== undefined ? { enabled: change.enabled } : {}),
        ...(change.feed !== undefined ? { feed: change.feed } : {}),
        ...(change.liabilityCap !== undefined
          ? { liabilityCap: change.liabilityCap === null ? null : BigInt(change.liabilityCap) }
          : {}),
        updatedAt: new Date(),
      })
      .where(eq(lotteryGames.code, code))
      .returning();
    await recordAudit(tx, { action: "lottery.game", detail: { game: code, ...change, actor } });
    return row;
  });
  forgetReads(db);
  return gameView(updated);
}

/** A new version of a bet type with the operator's odds or limits; tickets already taken keep theirs. */
export async function changeBetType(
  db: Db,
  gameCode: string,
  code: string,
  change: BetTypeChange,
  actor: string,
): Promise<BetTypeView> {
  const made = await db.transaction(async (tx) => {
    const [game] = await tx.select().from(lotteryGames).where(eq(lotteryGames.code, gameCode));
    if (!game) throw new AppError("NOT_FOUND", `No lottery game ${gameCode}`);
    // The newest version, locked: two changes at once make two versions in turn.
    const [current] = await tx
      .select()
      .from(lotteryBetTypes)
      .where(and(eq(lotteryBetTypes.game, gameCode), eq(lotteryBetTypes.code, code)))
      .orderBy(desc(lotteryBetTypes.version))
      .limit(1)
      .for("update");
    if (!current) throw new AppError("NOT_FOUND", `No bet type ${code} in ${gameCode}`);
    const definition = { ...(current.definition as Record<string, unknown>) };
    if (change.payPerPoint !== undefined) {
      const wantsTable = typeof definition.payPerPoint === "object";
      if (wantsTable !== (typeof change.payPerPoint === "object"))
        throw new AppError(
          "VALIDATION",
          wantsTable ? "payPerPoint: an object of pay per total" : "payPerPoint: minor units as a string",
        );
      definition.payPerPoint = change.payPerPoint;
    }
    if (change.pricePerPoint !== undefined) definition.pricePerPoint = change.pricePerPoint;
    for (const limit of ["minPoints", "maxPointsPerTicket", "maxPointsPerNumber"] as const)
      if (change[limit] !== undefined) definition[limit] = String(change[limit]);
    if (BigInt(definition.minPoints as string) > BigInt(definition.maxPointsPerTicket as string))
      throw new AppError("VALIDATION", "minPoints: at most maxPointsPerTicket");
    const [row] = await tx
      .insert(lotteryBetTypes)
      .values({
        game: gameCode,
        code,
        version: current.version + 1,
        definition,
        enabled: change.enabled ?? current.enabled,
        createdBy: actor,
      })
      .returning();
    await recordAudit(tx, {
      action: "lottery.betType",
      detail: { game: gameCode, code, version: row.version, change, actor },
    });
    return fromRow(row, game.family as Family);
  });
  forgetReads(db);
  return betTypeView(made);
}

/** Games with their bet types in force, for the operator (`lottery games`). */
export async function operatorGames(db: Db) {
  forgetReads(db);
  const { games, betTypes } = await lotteryCatalogue(db);
  return games.map((g) => ({
    ...gameView(g),
    closeLeadSeconds: g.closeLeadSeconds,
    liabilityCap: g.liabilityCap?.toString() ?? null,
    betTypes: (betTypes.get(g.code) ?? []).map((t) => ({ ...betTypeView(t), enabled: t.enabled })),
  }));
}
