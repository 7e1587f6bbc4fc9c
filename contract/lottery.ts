// The lottery (SPEC §1, §2.1, §3, §7, §9; ADR 0054, 0055): what the web and the operator send the
// platform's in-house lottery vendor. Amounts are minor units as strings; points and multiples are whole numbers.
import { z } from "zod";

/** SPEC §3 "Prize modes map": Lott the Vietnamese regional draws, ZY the house's own Vietnamese-style fast draws, Elott the fast dice draws, SEA the Thai-style draw. */
export const PRIZE_MODES = ["Lott", "ZY", "Elott", "SEA"] as const;
export type PrizeMode = (typeof PRIZE_MODES)[number];
/** SPEC §7 lottery lobby `lottoArea`. */
export const LOTTO_AREAS = ["VN", "SEA"] as const;
export type LottoArea = (typeof LOTTO_AREAS)[number];
export const LOTTO_VIEWS = ["lobby", "betting"] as const;
export const LOTTERY_FAMILIES = ["vnNorth", "vnSouth", "sea", "dice"] as const;
export const LOTTERY_REGIONS = ["north", "central", "south"] as const;
/** A draw is open for bets until it closes, then gets its result (drawn), then its tickets are settled; or it is cancelled (refunded). */
export const DRAW_STATUSES = ["open", "closed", "drawn", "settled", "cancelled"] as const;
export type DrawStatus = (typeof DRAW_STATUSES)[number];
/** A ticket's part on one draw: open until its draw settles (won or lost), or refunded (draw cancelled, chase stopped). */
export const TICKET_DRAW_STATUSES = ["open", "won", "lost", "refunded"] as const;
export type TicketDrawStatus = (typeof TICKET_DRAW_STATUSES)[number];
export const TICKET_STATUSES = ["open", "settled", "refunded"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const NUMBER_RULES = ["blocked", "halfPay"] as const;
export const BET_RULES = ["count", "all", "none", "anyOrder", "digitIn", "size", "parity", "sum"] as const;
/** Where an external draw's results come from: the operator types them, or the sandbox feed makes them up (development only, said on screen). */
export const RESULT_FEEDS = ["manual", "sandbox"] as const;
export type ResultFeed = (typeof RESULT_FEEDS)[number];

/** A ticket follows at most this many draws (a chase), each with a multiple of its points up to MULTIPLE_MAX. */
export const CHASE_MAX = 20;
export const MULTIPLE_MAX = 100;
/** Numbers one ticket may choose (per-number types; a combination chooses exactly its count). */
export const NUMBERS_MAX = 100;
export const POINTS_MAX = 1_000_000;
/** SPEC §9: VN numero count 100 — the results history lists the last 100 opened draws. */
export const OPENED_COUNT = 100;
export const REASON_MAX = 200;

export const gameCodeSchema = z.string().regex(/^[a-z0-9-]{1,40}$/, "a game code");
export const issueSchema = z.string().regex(/^[0-9a-z-]{1,40}$/, "an issue");
export const playTypeSchema = z.string().regex(/^[A-Za-z0-9]{1,20}$/, "a bet type code");
/** A chosen number (digits) or choice (big, small, odd, even, a total or a face). */
const chosen = z.string().regex(/^[0-9a-z]{1,6}$/, "a number or a choice");

/** SPEC vendor model (reference/lottery.md R11): a ticket on one bet type, following one or more draws (`numero`), each with its multiple. */
export const ticketRequestSchema = z.object({
  gameCode: gameCodeSchema,
  playType: playTypeSchema,
  numbers: z.array(chosen).min(1).max(NUMBERS_MAX),
  points: z.number().int().min(1).max(POINTS_MAX),
  numero: z
    .array(z.object({ numero: issueSchema, multiple: z.number().int().min(1).max(MULTIPLE_MAX) }))
    .min(1)
    .max(CHASE_MAX)
    .refine((draws) => new Set(draws.map((d) => d.numero)).size === draws.length, "each draw once"),
  /** Stop the chase after a win: the draws not yet drawn are refunded. */
  winStop: z.boolean().default(false),
  /** One per form render: a resend answers the ticket it made. */
  requestKey: z.string().uuid(),
});
export type TicketRequest = z.infer<typeof ticketRequestSchema>;
/** The check before the confirmation: the same ticket without its key. */
export const ticketQuoteSchema = ticketRequestSchema.omit({ requestKey: true });
export type TicketQuoteRequest = z.infer<typeof ticketQuoteSchema>;

export const lobbyQuerySchema = z.object({
  lottoArea: z.enum(LOTTO_AREAS).optional(),
  launchMode: z.literal("LOTT").default("LOTT"),
  lottoPrizeMode: z.enum(PRIZE_MODES).optional(),
  lottoGameCode: gameCodeSchema.optional(),
  lottoView: z.enum(LOTTO_VIEWS).default("lobby"),
  device: z.literal("WEB").default("WEB"),
  backUrl: z.string().max(500).optional(),
  language: z.string().max(10).optional(),
});
export type LobbyQuery = z.infer<typeof lobbyQuerySchema>;

// ---- the operator ---------------------------------------------------------------------------------

const minorPositive = z
  .string()
  .regex(/^\d{1,15}$/, "minor units as 1 to 15 digits")
  .refine((v) => !/^\d{1,15}$/.test(v) || BigInt(v) > 0n, "more than 0");
const pointsLimit = z.number().int().min(1).max(POINTS_MAX);

/** A bet type's odds and limits as the operator changes them (a new version; the rule itself stays). */
export const betTypeChangeSchema = z
  .object({
    pricePerPoint: minorPositive.optional(),
    /** Pay per point per hit; for a total (`sum`), per total. */
    payPerPoint: z.union([minorPositive, z.record(z.string().regex(/^\d{1,2}$/), minorPositive)]).optional(),
    minPoints: pointsLimit.optional(),
    maxPointsPerTicket: pointsLimit.optional(),
    maxPointsPerNumber: pointsLimit.optional(),
    enabled: z.boolean().optional(),
  })
  .strict()
  .refine(
    (change) => Object.keys(change).length > 0,
    "change at least one of pricePerPoint, payPerPoint, minPoints, maxPointsPerTicket, maxPointsPerNumber, enabled",
  );
export type BetTypeChange = z.infer<typeof betTypeChangeSchema>;

export const gameChangeSchema = z
  .object({
    enabled: z.boolean().optional(),
    feed: z.enum(RESULT_FEEDS).optional(),
    /** What one hit on a number may pay across every ticket of a draw (minor units); null: no cap. */
    liabilityCap: minorPositive.nullable().optional(),
  })
  .strict()
  .refine((change) => Object.keys(change).length > 0, "change at least one of enabled, feed, liabilityCap");
export type GameChange = z.infer<typeof gameChangeSchema>;

export const prizesSchema = z.record(
  z.string().regex(/^[a-z0-9]{1,12}$/),
  z.array(z.string().regex(/^\d{1,6}$/)).max(10),
);
export const resultEntrySchema = z.object({
  prizes: prizesSchema,
  /** Required to correct a result already entered: why it changes (audited). */
  reason: z.string().trim().max(REASON_MAX).optional(),
});
export const cancelDrawSchema = z.object({ reason: z.string().trim().min(1).max(REASON_MAX) });
export const numberRuleSchema = z.object({
  number: z.string().regex(/^\d{1,4}$/),
  rule: z.enum(NUMBER_RULES).nullable(),
});
export const drawCapSchema = z.object({ liabilityCap: minorPositive.nullable() });
export const closedDaysSchema = z.object({
  add: z
    .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/))
    .max(60)
    .default([]),
  remove: z
    .array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/))
    .max(60)
    .default([]),
});
