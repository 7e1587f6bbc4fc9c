// Event betting (SPEC §1, §2.1, §3; ADR 0056): what the web, the operator and a feed send the platform's
// in-house sportsbook (sports and e-sports) and its cockfight arena. Amounts are minor units as strings; odds are
// decimal odds as strings with at most three decimals ("1.95"), stored as thousandths and never floats.
import { z } from "zod";

/** The two lobbies of the sportsbook: their events are the rounds of the EVENTS vendor's games `sports` and `esports`. */
export const EVENT_GAMES = ["sports", "esports"] as const;
export type EventGame = (typeof EVENT_GAMES)[number];
export const SPORTS = ["football", "basketball", "tennis", "volleyball"] as const;
export const ESPORTS = ["lol", "dota2", "cs2", "valorant"] as const;
export const EVENT_SPORTS = [...SPORTS, ...ESPORTS] as const;
export type EventSport = (typeof EVENT_SPORTS)[number];
export const gameOfSport = (sport: EventSport): EventGame =>
  (ESPORTS as readonly string[]).includes(sport) ? "esports" : "sports";

/** Sportradar's fixture states, in our words: not started, live, ended (results may follow), cancelled (every bet void). */
export const EVENT_STATUSES = ["not_started", "live", "ended", "cancelled"] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
/** active takes bets; suspended (a bet stop) and closed do not; settled has results; cancelled voids every bet. */
export const MARKET_STATUSES = ["active", "suspended", "closed", "settled", "cancelled"] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];
/**
 * Market types and their outcomes. 1x2: home, draw, away. winner (two-way, a draw refunds): home, away.
 * ah (Asian handicap on the home side, `hcp` in quarters): home, away. ou (total `total` in quarters): over, under.
 * cs (correct score): "h:a" scores and "other". map_winner (e-sports, map `map`): home, away. map_hcp (handicap in
 * maps, `hcp`): home, away.
 */
export const MARKET_TYPES = ["1x2", "winner", "ah", "ou", "cs", "map_winner", "map_hcp"] as const;
export type MarketType = (typeof MARKET_TYPES)[number];
/** Pre-match markets close when the event starts; live markets take bets while the event is live. */
export const MARKET_PHASES = ["prematch", "live"] as const;
export type MarketPhase = (typeof MARKET_PHASES)[number];
/** A bet: open until all its legs are settled, then won, lost or void (every leg void: the stake back). */
export const EVENT_BET_STATUSES = ["open", "won", "lost", "void"] as const;
export type EventBetStatus = (typeof EVENT_BET_STATUSES)[number];
/**
 * The messages that change what a market's outcomes are worth, as a bet's history names them (ADR 0064): a first
 * settlement, a settlement of a settled market (a correction), its rollback, a cancel (of the market or a time window),
 * the event's cancellation, and a cancel's rollback.
 */
export const MARKET_CHANGES = [
  "settlement",
  "correction",
  "rollback_settlement",
  "cancel",
  "event_cancelled",
  "rollback_cancel",
] as const;
export type MarketChange = (typeof MARKET_CHANGES)[number];
/** Why a leg was void without a result: its event cancelled, its market cancelled, or a cancel window took its bet. */
export const VOID_CAUSES = ["event_cancelled", "market_cancelled", "cancel_window"] as const;
export type VoidCause = (typeof VOID_CAUSES)[number];

/** How the member reads odds (stored decimal, converted on display: reference/sportsbook.md §2.3). */
export const ODDS_FORMATS = ["decimal", "hongkong", "malay", "indo"] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

export const PARLAY_MAX = 10;
export const NAME_MAX = 80;
export const REASON_MAX = 200;
/** Odds from 1.001 to 1000, at most three decimals. */
export const oddsSchema = z
  .string()
  .regex(/^\d{1,4}(\.\d{1,3})?$/, "decimal odds")
  .refine((s) => Number(s) > 1 && Number(s) <= 1000, "odds above 1 and at most 1000");
const minor = z.string().regex(/^\d{1,15}$/, "an amount in minor units");
// Refinements run even after the format check failed: read the digits only when they are digits.
const positiveMinor = minor.refine((s) => /^\d{1,15}$/.test(s) && BigInt(s) > 0n, "more than nothing");
/** A line in quarters: -0.75, 2.25, 0 (handicaps), 2.5 (totals). */
export const lineSchema = z
  .string()
  .regex(/^-?\d{1,3}(\.(0|00|25|5|50|75))?$/, "a line in quarters (2.25, -0.75)")
  .transform((s) => String(Number(s)));
export const outcomeCodeSchema = z.string().regex(/^(home|draw|away|over|under|other|\d{1,2}:\d{1,2})$/, "an outcome");

// ---- the member -----------------------------------------------------------------------------------------

/** A bet: one selection is a single, 2–10 (each of a different event) a parlay; the odds are those the member saw. */
export const betRequestSchema = z.object({
  selections: z
    .array(z.object({ outcomeId: z.string().uuid(), odds: oddsSchema }))
    .min(1)
    .max(PARLAY_MAX)
    .refine((s) => new Set(s.map((x) => x.outcomeId)).size === s.length, "each selection once"),
  stake: positiveMinor,
  /** One per slip render: a resend answers the bet it made. */
  requestKey: z.string().uuid(),
});
export type BetRequest = z.infer<typeof betRequestSchema>;

export const lobbyQuerySchema = z.object({
  game: z.enum(EVENT_GAMES).default("sports"),
  /** today: starting before the site day's end; early: later; live: in play. */
  tab: z.enum(["today", "early", "live"]).default("today"),
  sport: z.enum(EVENT_SPORTS).optional(),
  competition: z.string().max(NAME_MAX).optional(),
});
export type LobbyQuery = z.infer<typeof lobbyQuerySchema>;

export const oddsFormatSchema = z.object({ oddsFormat: z.enum(ODDS_FORMATS) });

// ---- the operator and the feed (the same messages: reference/sportsbook.md §2.1 S1) ---------------------------

const participant = z.string().trim().min(1).max(NAME_MAX);
export const marketInputSchema = z.object({
  type: z.enum(MARKET_TYPES),
  /** hcp for ah/map_hcp, total for ou, map for map_winner; none for the others. */
  line: lineSchema.optional(),
  map: z.number().int().min(1).max(7).optional(),
  phase: z.enum(MARKET_PHASES).default("prematch"),
  odds: z.record(outcomeCodeSchema, oddsSchema),
  minStake: minor.optional(),
  maxStake: minor.optional(),
  /** Most one member may stake on this market in all. */
  maxPerMember: minor.optional(),
});
export type MarketInput = z.infer<typeof marketInputSchema>;

export const eventInputSchema = z.object({
  /** The feed's own id: a second create with it answers the first. */
  ref: z.string().regex(/^[A-Za-z0-9:_-]{1,60}$/, "a feed reference"),
  sport: z.enum(EVENT_SPORTS),
  competition: participant,
  home: participant,
  away: participant,
  startsAt: z.string().datetime({ offset: true }),
  markets: z.array(marketInputSchema).max(60).default([]),
});
export type EventInput = z.infer<typeof eventInputSchema>;

/** The final score (and each map's or period's) an operator enters; the platform grades every market from it. */
export const scoreSchema = z.object({
  home: z.number().int().min(0).max(999),
  away: z.number().int().min(0).max(999),
  periods: z
    .array(z.object({ home: z.number().int().min(0).max(999), away: z.number().int().min(0).max(999) }))
    .max(7)
    .default([]),
});
export type Score = z.infer<typeof scoreSchema>;

/** One outcome's settlement (S1): win or lose, the share of stake refunded (void factor) and the dead-heat factor. */
export const outcomeSettlementSchema = z.object({
  result: z.enum(["win", "lose"]),
  voidFactor: z.enum(["0", "0.5", "1"]).default("0"),
  deadHeatFactor: z
    .string()
    .regex(/^(1|0\.\d{1,4})$/, "a factor up to 1")
    .refine((s) => Number(s) > 0, "more than 0")
    .default("1"),
});
export type OutcomeSettlement = z.infer<typeof outcomeSettlementSchema>;

/** Feed messages (S1): an odds change, a bet stop, a settlement, its rollback, a cancel (with a time window) and its rollback. */
export const feedMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("fixture"), event: eventInputSchema }),
  z.object({
    type: z.literal("status"),
    ref: z.string(),
    status: z.enum(EVENT_STATUSES),
    startsAt: z.string().datetime({ offset: true }).optional(),
  }),
  z.object({ type: z.literal("odds_change"), ref: z.string(), markets: z.array(marketInputSchema).min(1).max(60) }),
  z.object({ type: z.literal("bet_stop"), ref: z.string(), marketIds: z.array(z.string().uuid()).optional() }),
  z.object({ type: z.literal("bet_start"), ref: z.string(), marketIds: z.array(z.string().uuid()).optional() }),
  z.object({
    type: z.literal("settlement"),
    ref: z.string(),
    score: scoreSchema.optional(),
    outcomes: z.record(z.string().uuid(), outcomeSettlementSchema).optional(),
    /** Why a settled market's results change (a correction); its bets show it. */
    reason: z.string().trim().max(REASON_MAX).default(""),
  }),
  /** The reason is shown with every bet the rollback reverses. */
  z.object({
    type: z.literal("rollback_settlement"),
    ref: z.string(),
    marketIds: z.array(z.string().uuid()).optional(),
    reason: z.string().trim().max(REASON_MAX).default(""),
  }),
  z.object({
    type: z.literal("cancel"),
    ref: z.string(),
    marketIds: z.array(z.string().uuid()).optional(),
    /** Only bets placed in [from, to) are void; no window voids every bet of the markets. */
    from: z.string().datetime({ offset: true }).optional(),
    to: z.string().datetime({ offset: true }).optional(),
    reason: z.string().trim().max(REASON_MAX).default(""),
  }),
  z.object({
    type: z.literal("rollback_cancel"),
    ref: z.string(),
    marketIds: z.array(z.string().uuid()).optional(),
    reason: z.string().trim().max(REASON_MAX).default(""),
  }),
]);
export type FeedMessage = z.infer<typeof feedMessageSchema>;

// ---- cockfight (sabong) -----------------------------------------------------------------------------------

/** A fight: open for bets, last call (still open, closing), closed (payouts fixed), then settled or cancelled. */
export const FIGHT_STATUSES = ["open", "last_call", "closed", "settled", "cancelled"] as const;
export type FightStatus = (typeof FIGHT_STATUSES)[number];
export const FIGHT_SIDES = ["meron", "wala", "draw"] as const;
export type FightSide = (typeof FIGHT_SIDES)[number];
export const FIGHT_RESULTS = ["meron", "wala", "draw", "cancelled"] as const;
export type FightResult = (typeof FIGHT_RESULTS)[number];
/** Plasada in basis points: 5 % by default (reference/sportsbook.md §2.7 C2). */
export const DEFAULT_PLASADA_BPS = 500;

export const fightBetSchema = z.object({
  fightId: z.string().uuid(),
  side: z.enum(FIGHT_SIDES),
  stake: positiveMinor,
  requestKey: z.string().uuid(),
});
export type FightBetRequest = z.infer<typeof fightBetSchema>;
export const fightInputSchema = z.object({
  meron: participant,
  wala: participant,
  plasadaBps: z.number().int().min(0).max(2_000).default(DEFAULT_PLASADA_BPS),
  minStake: minor.optional(),
  maxStake: minor.optional(),
  /** Minutes the window stays open before last call is due (shown as a countdown). */
  windowMinutes: z.number().int().min(1).max(120).default(5),
});
export type FightInput = z.infer<typeof fightInputSchema>;
export const fightResultSchema = z.object({
  result: z.enum(FIGHT_RESULTS),
  reason: z.string().trim().max(REASON_MAX).default(""),
});
