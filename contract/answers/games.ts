// Games (docs/platform-calls.md "Games catalogue", "Launching and the betting record"): the
// catalogue's lanes and lists, favourites, the launch answer and the member's rounds.
import { z } from "zod";
import { GAME_CATEGORIES } from "../game-categories";
import { minorUnits } from "./common";

export const playStatus = z.enum(["active", "maintenance"]);
const flag = z.union([z.literal(0), z.literal(1)]);

export const game = z.object({
  nodeId: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameType: z.string(),
  gameClassify: z.string(),
  name: z.string(),
  image: z.string(),
  isHot: flag,
  isNew: flag,
  status: playStatus,
});

export const vendorCard = z.object({
  vassalage: z.string(),
  name: z.string(),
  logo: z.string(),
  isHot: flag,
  /** VASSALAGE opens the vendor's game list pop-up; GAME launches `nodeId`. */
  isGame: z.enum(["VASSALAGE", "GAME"]),
  nodeId: z.string().nullable(),
  /** coming_soon: announced by the operator, not connected yet: shown with that label, never opened (ADR 0031). */
  status: z.enum(["active", "maintenance", "coming_soon"]),
});

export const lane = z.object({ title: z.string(), gameClassify: z.array(z.string()), cards: z.array(vendorCard) });
export const vendorGroup = z.object({
  gameCategory: z.string(),
  sourceLane: z.string(),
  afterLane: z.string(),
  gameClassify: z.array(z.string()),
  vendors: z.array(vendorCard),
});
export const vendorLanes = z.object({ lanes: z.array(lane), vendorGroups: z.array(vendorGroup) });

export const gamePage = z.object({
  list: z.array(game),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
});

export const favouriteAnswer = z.object({ nodeId: z.string(), favourite: z.boolean() });

export const launched = z.object({
  game_url: z.string(),
  nodeId: z.string(),
  name: z.string(),
  vassalage: z.string(),
  gameType: z.string(),
});
/** TRANSFER_REQUIRED's details: a transfer-mode vendor asks how much to move into its wallet first. */
export const transferAsked = z.object({
  vendor: z.string(),
  vendorName: z.string(),
  mainBalance: z.string(),
  vendorBalance: z.string(),
});

export const round = z.object({
  roundId: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  /** The catalogue's names, as the lobby shows them. */
  vendorName: z.string(),
  gameName: z.string(),
  bet: minorUnits,
  win: minorUnits,
  /** What was won or lost; null while the round is open (nothing is won or lost until it is settled, ADR 0061). */
  profit: minorUnits.nullable(),
  status: z.enum(["open", "completed", "cancelled"]),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  proof: z
    .object({
      game: z.string(),
      bet: z.record(z.unknown()),
      nonce: z.number(),
      clientSeed: z.string(),
      serverSeedHash: z.string(),
      serverSeed: z.string().nullable(),
    })
    .nullable(),
});
export const roundsPage = z.object({
  list: z.array(round),
  total: z.number(),
  pageNo: z.number(),
  pageSize: z.number(),
  totalPages: z.number(),
});

export type PlayStatus = z.infer<typeof playStatus>;
export type Game = z.infer<typeof game>;
export type VendorCard = z.infer<typeof vendorCard>;
export type Lane = z.infer<typeof lane>;
export type VendorGroup = z.infer<typeof vendorGroup>;
export type VendorLanes = z.infer<typeof vendorLanes>;
export type Launched = z.infer<typeof launched>;
export type TransferAsk = z.infer<typeof transferAsked>;
export type GameRound = z.infer<typeof round>;
export type RoundsPage = z.infer<typeof roundsPage>;

/** The login session's clock and net position beside a game (RTS 13C, 2E), with the reality check and session limit (ADR 0034). */
export { playStatus as sessionPosition, type PlayStatus as SessionPosition } from "./care";

/** GET /wps/game/categories: the categories with a game a player can launch now, in the catalogue's order. */
export const launchableCategories = z.object({ categories: z.array(z.enum(GAME_CATEGORIES)) });
export type LaunchableCategories = z.infer<typeof launchableCategories>;
