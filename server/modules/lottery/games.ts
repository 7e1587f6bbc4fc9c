// The lottery's games and their bet types as data (§3; ADR 0055). A game is a row: its family of
// results, prize mode (SPEC §3), where its results come from (drawn here every few minutes, or an external
// draw on a schedule with a feed), when its bets close, and whether it is on. Each bet type of a game is a
// versioned row holding the whole definition — what it reads, how it wins, price and pay per point, limits —
// so an operator's change of odds or limits is a new version, and a ticket names the version it was taken at.
// The operator's changes are in game-changes.ts.
import { and, asc, desc, eq } from "drizzle-orm";
import type { BetTypeView, LotteryGame } from "../../../contract/answers/lottery.js";
import type { LottoArea, PrizeMode } from "../../../contract/lottery.js";
import { NUMBERS_MAX } from "../../../contract/lottery.js";
import type { Db, Tx } from "../../db/connect.js";
import { readThrough } from "../../db/read-cache.js";
import { AppError } from "../errors.js";
import { DEFAULT_BET_TYPES, type BetType } from "./bet-types.js";
import { sandboxFeed, type ResultsFeed } from "./feed.js";
import type { Limits } from "./limits.js";
import type { Family } from "./results.js";
import type { Region } from "./schedule.js";
import { lotteryBetTypes, lotteryGames } from "./schema.js";

export type GameRow = typeof lotteryGames.$inferSelect;
/** A bet type as a game offers it: the rule (bet-types.ts) with its limits and the version in force. */
export type OfferedBetType = BetType & TypeLimits & { version: number; enabled: boolean };
/** A bet type's own limits; the liability cap belongs to each draw. */
export type TypeLimits = Omit<Limits, "liabilityCap"> & { maxNumbers: number };

type GameDefinition = Omit<typeof lotteryGames.$inferInsert, "updatedAt" | "feed"> & {
  family: Family;
  prizeMode: PrizeMode;
  area: LottoArea;
  region?: Region | null;
};

const vnd = (amount: number) => BigInt(amount) * 100n;

/** The games a new install starts with: the three Vietnamese regions, a house-drawn Vietnamese-style game, the Thai-style draw and three fast dice games. */
export const DEFAULT_GAMES: readonly GameDefinition[] = [
  {
    code: "vn-north",
    family: "vnNorth",
    prizeMode: "Lott",
    area: "VN",
    names: {
      TY: "Lotto ng Hilagang Vietnam (Miền Bắc)",
      EN: "Northern Vietnam lottery (Miền Bắc)",
      VI: "Xổ số Miền Bắc",
    },
    source: "external",
    region: "north",
    closeLeadSeconds: 300,
    liabilityCap: vnd(2_000_000_000),
    sequence: 1,
  },
  {
    code: "vn-central",
    family: "vnSouth",
    prizeMode: "Lott",
    area: "VN",
    names: {
      TY: "Lotto ng Gitnang Vietnam (Miền Trung)",
      EN: "Central Vietnam lottery (Miền Trung)",
      VI: "Xổ số Miền Trung",
    },
    source: "external",
    region: "central",
    closeLeadSeconds: 300,
    liabilityCap: vnd(2_000_000_000),
    sequence: 2,
  },
  {
    code: "vn-south",
    family: "vnSouth",
    prizeMode: "Lott",
    area: "VN",
    names: { TY: "Lotto ng Timog Vietnam (Miền Nam)", EN: "Southern Vietnam lottery (Miền Nam)", VI: "Xổ số Miền Nam" },
    source: "external",
    region: "south",
    closeLeadSeconds: 300,
    liabilityCap: vnd(2_000_000_000),
    sequence: 3,
  },
  {
    code: "vn-fast-5",
    family: "vnNorth",
    prizeMode: "ZY",
    area: "VN",
    names: { TY: "Laro Siêu tốc, bawat 5 minuto", EN: "Laro Super-fast, every 5 minutes", VI: "Laro Siêu tốc 5 phút" },
    source: "house",
    cadenceMinutes: 5,
    closeLeadSeconds: 30,
    liabilityCap: vnd(500_000_000),
    sequence: 4,
  },
  {
    code: "sea-thai",
    family: "sea",
    prizeMode: "SEA",
    area: "SEA",
    names: {
      TY: "Lotto ng Thailand (ika-1 at ika-16)",
      EN: "Thai-style lottery (1st and 16th)",
      VI: "Xổ số kiểu Thái (ngày 1 và 16)",
    },
    source: "external",
    closeLeadSeconds: 300,
    liabilityCap: vnd(2_000_000_000),
    sequence: 5,
  },
  ...[1, 3, 5].map((minutes, i): GameDefinition => ({
    code: `dice-${minutes}`,
    family: "dice",
    prizeMode: "Elott",
    area: "VN",
    names: {
      TY: `Tài Xỉu dice, bawat ${minutes === 1 ? "minuto" : `${minutes} minuto`}`,
      EN: `Tài Xỉu dice, every ${minutes === 1 ? "minute" : `${minutes} minutes`}`,
      VI: `Tài Xỉu ${minutes} phút`,
    },
    source: "house",
    cadenceMinutes: minutes,
    closeLeadSeconds: minutes === 1 ? 10 : 30,
    liabilityCap: vnd(500_000_000),
    sequence: 6 + i,
  })),
];

/** Limits a bet type starts with: points per ticket and per number per draw, by how much one point may win. */
export function defaultLimits(type: BetType): TypeLimits {
  const pay =
    typeof type.payPerPoint === "bigint"
      ? type.payPerPoint
      : [...Object.values(type.payPerPoint)].reduce((a, b) => (a > b ? a : b), 0n);
  // One point paying a million VND or more (3 càng, lô 4 số, 3-top) takes fewer points than a lô or a size bet.
  const big = pay >= vnd(500_000);
  const maxNumbers = type.pick ?? ("values" in type.chooses ? type.chooses.values.length : NUMBERS_MAX);
  return {
    minPoints: 1n,
    maxPointsPerTicket: big ? 500n : 10_000n,
    maxPointsPerNumber: big ? 2_000n : 50_000n,
    maxNumbers,
  };
}

/** The bet types a game of this family offers when the install starts. */
export const familyBetTypes = (family: Family) => DEFAULT_BET_TYPES.filter((t) => t.family === family);

// ---- stored definitions -------------------------------------------------------------------------------

const toJson = (type: BetType, limits: TypeLimits) => ({
  rule: type.rule,
  tiers: type.tiers,
  last: type.last,
  digit: type.digit ?? null,
  pick: type.pick ?? null,
  chooses: type.chooses,
  repeatPays: type.repeatPays,
  pricePerPoint: type.pricePerPoint.toString(),
  payPerPoint:
    typeof type.payPerPoint === "bigint"
      ? type.payPerPoint.toString()
      : Object.fromEntries(Object.entries(type.payPerPoint).map(([k, v]) => [k, v.toString()])),
  minPoints: limits.minPoints.toString(),
  maxPointsPerTicket: limits.maxPointsPerTicket.toString(),
  maxPointsPerNumber: limits.maxPointsPerNumber.toString(),
  maxNumbers: limits.maxNumbers,
});

export const storedDefinition = (type: BetType) => toJson(type, defaultLimits(type));

type StoredRow = typeof lotteryBetTypes.$inferSelect;

export function fromRow(row: StoredRow, family: Family): OfferedBetType {
  const d = row.definition as ReturnType<typeof toJson>;
  return {
    code: row.code,
    family,
    rule: d.rule,
    tiers: d.tiers,
    last: d.last,
    ...(d.digit ? { digit: d.digit } : {}),
    ...(d.pick !== null ? { pick: d.pick } : {}),
    chooses: d.chooses,
    repeatPays: d.repeatPays,
    pricePerPoint: BigInt(d.pricePerPoint),
    payPerPoint:
      typeof d.payPerPoint === "string"
        ? BigInt(d.payPerPoint)
        : Object.fromEntries(Object.entries(d.payPerPoint).map(([k, v]) => [k, BigInt(v)])),
    minPoints: BigInt(d.minPoints),
    maxPointsPerTicket: BigInt(d.maxPointsPerTicket),
    maxPointsPerNumber: BigInt(d.maxPointsPerNumber),
    maxNumbers: d.maxNumbers,
    version: row.version,
    enabled: row.enabled,
  };
}

// ---- reading ------------------------------------------------------------------------------------------

export type LotteryCatalogue = { games: GameRow[]; betTypes: Map<string, OfferedBetType[]> };

/** Every game (enabled or not) with the bet types in force (the newest version of each), cached a few seconds like other public reads. */
export function lotteryCatalogue(db: Db): Promise<LotteryCatalogue> {
  return readThrough(db, "lottery:catalogue", async () => {
    const [games, rows] = await Promise.all([
      db.select().from(lotteryGames).orderBy(asc(lotteryGames.sequence), asc(lotteryGames.code)),
      db
        .selectDistinctOn([lotteryBetTypes.game, lotteryBetTypes.code])
        .from(lotteryBetTypes)
        .orderBy(lotteryBetTypes.game, lotteryBetTypes.code, desc(lotteryBetTypes.version)),
    ]);
    const familyOf = new Map(games.map((g) => [g.code, g.family as Family]));
    const betTypes = new Map<string, OfferedBetType[]>();
    for (const game of games) {
      // In the order the family lists them (bet-types.ts), not alphabetically.
      const order = familyBetTypes(game.family as Family).map((t) => t.code);
      const offered = rows.filter((r) => r.game === game.code).map((r) => fromRow(r, familyOf.get(r.game) as Family));
      offered.sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));
      betTypes.set(game.code, offered);
    }
    return { games, betTypes };
  });
}

/** A bet type as a ticket was taken at: that version, whatever is in force now. */
export async function betTypeVersion(
  db: Db | Tx,
  game: GameRow,
  code: string,
  version: number,
): Promise<OfferedBetType> {
  const [row] = await db
    .select()
    .from(lotteryBetTypes)
    .where(
      and(eq(lotteryBetTypes.game, game.code), eq(lotteryBetTypes.code, code), eq(lotteryBetTypes.version, version)),
    );
  if (!row) throw new Error(`no version ${version} of bet type ${game.code}/${code}`);
  return fromRow(row, game.family as Family);
}

export const feedOf = (game: GameRow): ResultsFeed | null =>
  game.source === "external" && game.feed === "sandbox" ? sandboxFeed : null;

export function gameView(game: GameRow): LotteryGame {
  return {
    code: game.code,
    family: game.family as LotteryGame["family"],
    prizeMode: game.prizeMode as LotteryGame["prizeMode"],
    area: game.area as LotteryGame["area"],
    name: game.names,
    source: game.source as LotteryGame["source"],
    cadenceMinutes: game.cadenceMinutes,
    region: (game.region as LotteryGame["region"]) ?? null,
    enabled: game.enabled,
    feed: game.source === "external" ? { name: game.feed, sandbox: game.feed === "sandbox" } : null,
  };
}

export function betTypeView(type: OfferedBetType): BetTypeView {
  return {
    code: type.code,
    version: type.version,
    rule: type.rule,
    tiers: type.tiers,
    last: type.last,
    digit: type.digit ?? null,
    pick: type.pick ?? null,
    digits: "digits" in type.chooses ? type.chooses.digits : null,
    values: "values" in type.chooses ? [...type.chooses.values] : null,
    repeatPays: type.repeatPays,
    pricePerPoint: type.pricePerPoint.toString(),
    payPerPoint:
      typeof type.payPerPoint === "bigint"
        ? type.payPerPoint.toString()
        : Object.fromEntries(Object.entries(type.payPerPoint).map(([k, v]) => [k, v.toString()])),
    minPoints: Number(type.minPoints),
    maxPointsPerTicket: Number(type.maxPointsPerTicket),
    maxPointsPerNumber: Number(type.maxPointsPerNumber),
    maxNumbers: type.maxNumbers,
  };
}

/** The game and its bet type in force, when both take bets; GAME_CLOSED otherwise. */
export async function offeredBetType(
  db: Db,
  gameCode: string,
  playType: string,
): Promise<{ game: GameRow; type: OfferedBetType }> {
  const { games, betTypes } = await lotteryCatalogue(db);
  const game = games.find((g) => g.code === gameCode);
  if (!game) throw new AppError("NOT_FOUND", `No lottery game ${gameCode}`);
  if (!game.enabled) throw new AppError("GAME_CLOSED", `${game.names.EN} takes no bets now`);
  const type = betTypes.get(game.code)?.find((t) => t.code === playType);
  if (!type) throw new AppError("NOT_FOUND", `No bet type ${playType} in ${game.code}`);
  if (!type.enabled) throw new AppError("GAME_CLOSED", `${playType} of ${game.names.EN} takes no bets now`);
  return { game, type };
}
