// Promotions that pay (SPEC §2.6, §3, §4, §5; ADR 0046): the rule an operator writes for a promotion, the
// states a member sees, and the arithmetic both tiers show. The platform refuses a rule this schema refuses,
// with the same words, and the web states the terms from the same rule, so the page says what is paid.
import { z } from "zod";
import { floorToUnit } from "./contracts.js";
import { GAME_CATEGORIES } from "./game-categories.js";
import { VIP_LEVELS_MAX } from "./vip.js";

/** What a promotion gives (ADR 0046, 0047). */
export const PROMOTION_TYPES = [
  "registration",
  "deposit",
  "noDeposit",
  "rebate",
  "manual",
  "freeRounds",
  "luckyDraw",
  "referral",
] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

/** How a member gets it: paid when the event happens, claimed (or joined) by the member, or applied for and reviewed. */
export const CLAIM_MODES = ["automatic", "claim", "apply"] as const;
export type ClaimMode = (typeof CLAIM_MODES)[number];

/** SPEC §4, the promotion or activity status a member sees. */
export const PROMOTION_STATUSES = [
  "join",
  "claim",
  "applying",
  "close",
  "rejected",
  "issued",
  "claimed",
  "process",
  "joined",
  "comingSoon",
] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

/** The button a status offers (null: nothing to do). */
export const PROMOTION_ACTIONS = ["join", "claim", "apply"] as const;
export type PromotionAction = (typeof PROMOTION_ACTIONS)[number];

/** An operator's promotion: live (offered in its window), paused (offered again when resumed), ended (for good). */
export const PROMOTION_LIFECYCLE = ["live", "paused", "ended"] as const;
export type PromotionLifecycle = (typeof PROMOTION_LIFECYCLE)[number];

/** A bonus's life: wagering, then converted to cash, or expired or forfeited (reversed); `paid` went straight to the main wallet. */
export const BONUS_STATES = ["wagering", "completed", "expired", "forfeited", "paid"] as const;
export type BonusState = (typeof BONUS_STATES)[number];

/** Why a bet did not count toward wagering or a rebate: games' valid-bet reasons, and the promotion's own. */
export const EXCLUSION_REASONS = [
  "OPEN",
  "CANCELLED",
  "TIED",
  "NO_STAKE",
  "HEDGED",
  "LOW_ODDS",
  "OVER_MAX_BET",
  "WEIGHT_ZERO",
] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];

/** What a claim is checked against so that one person claims once (reference P4). */
export const IDENTITY_KINDS = ["member", "mobile", "email", "bank", "device", "ip", "zalo"] as const;
export type IdentityKind = (typeof IDENTITY_KINDS)[number];

/** The contacts a no-deposit bonus may ask a member to bind. */
export const BIND_FIELDS = ["zalo", "mobile", "email"] as const;

/** The in-house games free rounds are offered on: those with nothing to choose but the stake (ADR 0047). */
export const FREE_ROUND_GAMES = ["slot"] as const;
export const FREE_ROUNDS_MAX = 100;
/** A lucky draw's prizes: at most this many tiers and winners in all. */
export const DRAW_TIERS_MAX = 10;
export const DRAW_WINNERS_MAX = 100;
/** A referral's window: the friend qualifies within this many days of registering (ADR 0051). */
export const REFERRAL_DAYS_MAX = 365;

/** UKGC from 19 January 2026 (reference P6): wagering at most 10 times. */
export const WAGERING_MAX = 10;
/** SPEC §5 / §9: an application's comment and pictures. */
export const APPLICATION_COMMENT_MAX = 140;
export const APPLICATION_IMAGES_MAX = 3;
export const APPLICATION_IMAGE_BYTES_MAX = 5 * 1024 * 1024;

const RATE_MAX_BP = 10_000;
const rateBp = z.coerce.number().int("a whole number of basis points").min(0).max(RATE_MAX_BP);
const minor = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/, "a string of 1 to 15 digits (minor units)");
const positive = minor.refine((m) => BigInt(m) > 0n, "more than 0");

const fixed = z.object({ kind: z.literal("fixed"), amount: positive });
const percent = z.object({
  kind: z.literal("percent"),
  rateBp: rateBp.refine((r) => r > 0, "more than 0"),
  cap: positive,
});

/** Wagering: `multiple` × the base before a held bonus turns into cash; each category counts at its weight (percent). */
export const wageringSchema = z.object({
  multiple: z.coerce.number().int().min(1).max(WAGERING_MAX, `at most ${WAGERING_MAX} times (UKGC)`),
  base: z.enum(["bonus", "depositPlusBonus"]),
  /** Percent each category counts; a category not named counts `otherWeight`. */
  weights: z.record(z.enum(GAME_CATEGORIES), z.coerce.number().int().min(0).max(100)).default({}),
  otherWeight: z.coerce.number().int().min(0).max(100).default(100),
  /** A bet above this counts nothing while wagering (it is shown as excluded, OVER_MAX_BET). */
  maxBet: positive.optional(),
  /** Days from the grant; an unfinished bonus then expires. */
  days: z.coerce.number().int().min(1).max(90),
  /**
   * One exclusive bonus is wagered at a time (the default): another exclusive one is refused until it ends. A
   * small bonus that may run beside it (a sign-up bonus) says false; bets then count toward both.
   */
  exclusive: z.boolean().default(true),
});
export type Wagering = z.infer<typeof wageringSchema>;

const limitsSchema = z
  .object({
    /** How many times one member may get it (a rebate counts claims per day instead). */
    perMember: z.coerce.number().int().min(1).max(1000).default(1),
    /**
     * Besides the member: one grant per mobile, email, bank account or device — the browser the claim came from,
     * by the web's long-lived device cookie (a no-deposit bonus also per bound contact).
     */
    identities: z.array(z.enum(["mobile", "email", "bank", "device"])).default(["mobile", "email", "bank", "device"]),
    /**
     * One grant per IP address within this many hours, when set. Off by default: players on a mobile network
     * share addresses (carrier NAT), so an address alone cannot name a person for long.
     */
    ipWindowHours: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .optional(),
    /** The promotion stops granting once its grants reach this (minor units). */
    budget: positive.optional(),
  })
  .default({});

const eligibilitySchema = z
  .object({
    /** SPEC §6 member types allowed (members and agents by default; never trial accounts). */
    memberTypes: z.array(z.coerce.number().int().min(0).max(99)).min(1).default([0, 1, 2, 41, 42]),
    /** Only members whose mobile number is of these countries (dialling codes, e.g. "84"), when set. */
    countries: z
      .array(z.string().regex(/^\d{1,4}$/, "a dialling code of 1 to 4 digits"))
      .min(1)
      .max(50)
      .optional(),
    /** Only members of these VIP rank levels (contract/vip.ts), when set. */
    vipLevels: z.array(z.coerce.number().int().min(1).max(VIP_LEVELS_MAX)).min(1).max(VIP_LEVELS_MAX).optional(),
  })
  .default({});

const common = {
  eligibility: eligibilitySchema,
  limits: limitsSchema,
};

/** Held as a bonus while wagering, or paid straight to the main wallet (no wagering). */
const payout = { wagering: wageringSchema.optional() };

export const ruleSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("registration"),
    claimMode: z.enum(["automatic", "claim"]),
    reward: fixed,
    ...payout,
    ...common,
  }),
  z.object({
    type: z.literal("deposit"),
    claimMode: z.enum(["automatic", "claim"]),
    reward: z.discriminatedUnion("kind", [fixed, percent]),
    /** first: the member's first deposit; nth: its nth; reload: any deposit after the first. */
    deposit: z.object({
      which: z.enum(["first", "nth", "reload"]),
      n: z.coerce.number().int().min(2).max(100).optional(),
      minAmount: minor.default("0"),
      channels: z.array(z.string().min(1).max(32)).max(20).optional(),
    }),
    ...payout,
    ...common,
  }),
  z.object({
    type: z.literal("noDeposit"),
    claimMode: z.literal("claim"),
    reward: fixed,
    bind: z.enum(BIND_FIELDS),
    ...payout,
    ...common,
  }),
  z.object({
    type: z.literal("rebate"),
    claimMode: z.enum(["automatic", "claim"]),
    /**
     * What the rate is paid on: the valid bet (a rebate), or the net loss of the valid bets — stakes less what
     * they paid back, per category, nothing when a category is up (cashback).
     */
    basis: z.enum(["validBet", "netLoss"]).default("validBet"),
    /** Basis points of the basis per category; a category not named earns nothing. */
    rates: z.record(z.enum(GAME_CATEGORIES), rateBp).default({}),
    /** The member's VIP level's rates (contract/vip.ts rebateRates, in the version in force) instead of `rates`. */
    vipRates: z.boolean().default(false),
    ...common,
  }),
  z.object({ type: z.literal("manual"), claimMode: z.literal("apply"), reward: fixed, ...payout, ...common }),
  z.object({
    type: z.literal("freeRounds"),
    claimMode: z.literal("claim"),
    /** Rounds of this in-house game at this stake each, paid for by the promotion; the winnings are the bonus. */
    game: z.enum(FREE_ROUND_GAMES),
    rounds: z.coerce.number().int().min(1).max(FREE_ROUNDS_MAX),
    stake: positive,
    /** Days from the claim to play them; rounds not played by then lapse, and what was won is paid. */
    days: z.coerce.number().int().min(1).max(30),
    ...payout,
    ...common,
  }),
  z.object({
    type: z.literal("luckyDraw"),
    claimMode: z.literal("claim"),
    /** When the draw is made; entries close then. */
    drawAt: z.string().datetime({ offset: true, message: "an ISO date and time" }),
    /** The valid bet a member must have placed since the promotion opened to enter ("0": anyone may enter). */
    minValidBet: minor.default("0"),
    /** Prize tiers, first prize first: `count` winners of `amount` each. */
    prizes: z
      .array(z.object({ amount: positive, count: z.coerce.number().int().min(1).max(DRAW_WINNERS_MAX) }))
      .min(1)
      .max(DRAW_TIERS_MAX),
    ...payout,
    ...common,
  }),
  z.object({
    type: z.literal("referral"),
    claimMode: z.literal("automatic"),
    /** Paid to the member who invited, once per friend who qualifies (ADR 0051). */
    reward: fixed,
    /** What the invited friend does, counted from its registration, within `days` of it. */
    qualify: z.object({
      /** Its first credited deposit is at least this ("0": a first deposit of any amount; one is always needed). */
      minDeposit: minor.default("0"),
      /** Its valid bets since registering add up to at least this. */
      minValidBet: minor.default("0"),
      days: z.coerce.number().int().min(1).max(REFERRAL_DAYS_MAX),
    }),
    /** At most this many friends rewarded per member who invites, when set. */
    maxReferees: z.coerce.number().int().min(1).max(10_000).optional(),
    ...payout,
    ...common,
    // Plain members invite friends; agents have their own programme (contracts) and their link registers downlines.
    eligibility: eligibilitySchema
      .removeDefault()
      .extend({ memberTypes: z.array(z.coerce.number().int().min(0).max(99)).min(1).default([0]) })
      .default({}),
  }),
]);
export type PromotionRule = z.infer<typeof ruleSchema>;

/** Rule checks across fields (the union cannot say them itself). */
export function ruleProblems(rule: PromotionRule): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (rule.type === "deposit" && rule.deposit.which === "nth" && !rule.deposit.n)
    problems.push({ path: "deposit.n", message: "an nth-deposit bonus names its n" });
  if (rule.type === "deposit" && rule.deposit.which !== "nth" && rule.deposit.n)
    problems.push({ path: "deposit.n", message: "only an nth-deposit bonus names an n" });
  if ("wagering" in rule && rule.wagering?.base === "depositPlusBonus" && rule.type !== "deposit")
    problems.push({ path: "wagering.base", message: "only a deposit bonus can wager on deposit plus bonus" });
  if (rule.type === "rebate" && !rule.vipRates && !Object.values(rule.rates).some((v) => v > 0))
    problems.push({ path: "rates", message: "at least one category with a rate" });
  if (rule.type === "luckyDraw" && rule.prizes.reduce((n, p) => n + p.count, 0) > DRAW_WINNERS_MAX)
    problems.push({ path: "prizes", message: `at most ${DRAW_WINNERS_MAX} winners in all` });
  return problems;
}

/** The bonus a deposit earns under a deposit rule: fixed, or percent of the deposit (floored to whole VND, as salaries are) up to the cap. */
export function depositReward(
  reward: { kind: "fixed"; amount: string } | { kind: "percent"; rateBp: number; cap: string },
  deposit: bigint,
): bigint {
  if (reward.kind === "fixed") return BigInt(reward.amount);
  const raw = floorToUnit((deposit * BigInt(reward.rateBp)) / 10_000n);
  const cap = BigInt(reward.cap);
  return raw > cap ? cap : raw;
}

/** The valid bet a held bonus must see: multiple × (bonus, or deposit plus bonus). */
export function wageringTarget(wagering: Wagering, bonus: bigint, deposit: bigint): bigint {
  return BigInt(wagering.multiple) * (wagering.base === "depositPlusBonus" ? deposit + bonus : bonus);
}

/** What one valid bet adds to wagering: its weight's share, floored to a minor unit; over the maximum bet, nothing. */
export function wageringCount(
  wagering: Pick<Wagering, "weights" | "otherWeight" | "maxBet">,
  category: string,
  validBet: bigint,
): { counted: bigint; reason: ExclusionReason | null } {
  if (wagering.maxBet && validBet > BigInt(wagering.maxBet)) return { counted: 0n, reason: "OVER_MAX_BET" };
  const weight = BigInt((wagering.weights as Record<string, number>)[category] ?? wagering.otherWeight);
  if (weight === 0n) return { counted: 0n, reason: "WEIGHT_ZERO" };
  return { counted: (validBet * weight) / 100n, reason: null };
}
