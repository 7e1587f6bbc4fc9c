// Agent contracts (SPEC §3, §4, §9; ADR 0044): the kinds, the terms an upline offers and the rule that keeps
// every path of the tree paying out no more than it receives. Both tiers read terms with these schemas, so
// the web's form refuses what the platform would refuse, with the same words.
import { z } from "zod";

/** The four contract kinds, each a screen of the agent centre and a job. */
export const CONTRACT_KINDS = ["dividend", "dailySalary", "hourlySalary", "realtimeSalary"] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** SPEC §3: a dividend is settled per one of these periods. */
export const DIVIDEND_PERIODS = ["Daily", "Weekly", "Semimonthly", "Monthly"] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/** A contract's life (ADR 0044): offered → signed | rejected; signed → terminated (both sides agreed). */
export const CONTRACT_STATES = ["offered", "signed", "rejected", "terminated", "withdrawn"] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

/** What a settlement came to: paid; pending (the upline could not pay yet: it is frozen); nothing due. */
export const SETTLEMENT_STATES = ["due", "paid", "pending", "nothing"] as const;
export type SettlementState = (typeof SETTLEMENT_STATES)[number];

/** Rates are basis points: 150 = 1.50 %. A rate above 100 % would pay more than the base. */
export const RATE_MAX_BP = 10_000;
/** A5: three to six tiers in practice; one is allowed (a flat rate), more than six is refused. */
export const TIERS_MAX = 6;
/** Amounts are minor units (2 decimals); a settlement floors to whole VND (A1). */
export const MINOR_PER_UNIT = 100n;

const rateBp = z.coerce.number().int("a whole number of basis points").min(0).max(RATE_MAX_BP);
const minor = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/, "a string of 1 to 15 digits (minor units)");
const members = z.coerce.number().int().min(0).max(1_000_000);

/** A tier: the rate that applies when the period's team valid bet and active members both reach it. */
export const tier = z.object({ minValidBet: minor, minActive: members, rateBp });
export type Tier = z.infer<typeof tier>;

/** A tier above `before`: at least its valid bet and active members, and a higher rate. */
const rises = (before: Tier | undefined, t: Tier) =>
  !before ||
  (BigInt(t.minValidBet) >= BigInt(before.minValidBet) && t.minActive >= before.minActive && t.rateBp > before.rateBp);

const tiers = z
  .array(tier)
  .min(1, "at least one tier")
  .max(TIERS_MAX, `at most ${TIERS_MAX} tiers`)
  .refine((list) => list.every((t, i) => i === 0 || rises(list[i - 1], t)), {
    message:
      "tiers go from low to high: each needs at least the previous one's valid bet and active members, and pays a higher rate",
  });

/** A member of the team counts as active in a period when its valid bet reaches this (A2 activebet; at least 1 minor unit). */
const activeMinBet = minor.refine((m) => BigInt(m) >= 1n, "at least 1");

export const salaryTerms = z.object({ tiers, activeMinBet });
export const dividendTerms = z.object({ period: z.enum(DIVIDEND_PERIODS), tiers, activeMinBet });
/** Real-time salary (SPEC §3): a wage on each settled bet of at least minSingleBet, by whether the player won or lost it. */
export const realtimeTerms = z.object({ profitRateBp: rateBp, lossRateBp: rateBp, minSingleBet: minor });

export type SalaryTerms = z.infer<typeof salaryTerms>;
export type DividendTerms = z.infer<typeof dividendTerms>;
export type RealtimeTerms = z.infer<typeof realtimeTerms>;
export type ContractTerms = SalaryTerms | DividendTerms | RealtimeTerms;

export const termsSchema = {
  dividend: dividendTerms,
  dailySalary: salaryTerms,
  hourlySalary: salaryTerms,
  realtimeSalary: realtimeTerms,
} as const satisfies Record<ContractKind, z.ZodTypeAny>;

/** The operator's ceiling for top-level agents of one kind (basis points); null leaves the kind uncapped at 100 %. */
export type TopLevelLimit = { maxRateBp: number };

/** The rate tiered terms pay for a team with this valid bet and these active members (0 below the first tier). */
export function rateAt(terms: { tiers: Tier[] }, validBet: bigint, active: number): number {
  let rate = 0;
  for (const t of terms.tiers)
    if (validBet >= BigInt(t.minValidBet) && active >= t.minActive && t.rateBp > rate) rate = t.rateBp;
  return rate;
}

/** The highest rate the terms can ever pay (what the top-level limit caps). */
export function highestRate(kind: ContractKind, terms: ContractTerms): number {
  if (kind === "realtimeSalary") {
    const t = terms as RealtimeTerms;
    return Math.max(t.profitRateBp, t.lossRateBp);
  }
  return Math.max(...(terms as SalaryTerms).tiers.map((t) => t.rateBp));
}

/**
 * Why a downline's terms would pay more than its upline's for the same team (ADR 0044), or null when they
 * never can. The upline's team holds the downline's, so it always reaches at least the downline's figures:
 * it suffices that at every tier of the downline the upline pays at least as much, counts at least the same
 * members as active, and (real-time) pays on at least the same bets at rates at least as high.
 */
export function exceedsUpline(kind: ContractKind, upline: ContractTerms, downline: ContractTerms): string | null {
  if (kind === "realtimeSalary") {
    const u = upline as RealtimeTerms;
    const d = downline as RealtimeTerms;
    if (d.profitRateBp > u.profitRateBp)
      return `the profit-wage rate ${d.profitRateBp} bp is above the upline's ${u.profitRateBp} bp`;
    if (d.lossRateBp > u.lossRateBp)
      return `the loss-wage rate ${d.lossRateBp} bp is above the upline's ${u.lossRateBp} bp`;
    if (BigInt(d.minSingleBet) < BigInt(u.minSingleBet))
      return `the single-bet minimum ${d.minSingleBet} is below the upline's ${u.minSingleBet}`;
    return null;
  }
  const u = upline as SalaryTerms & { period?: DividendPeriod };
  const d = downline as SalaryTerms & { period?: DividendPeriod };
  if (kind === "dividend" && u.period !== d.period)
    return `the period ${d.period} differs from the upline's ${u.period}`;
  if (BigInt(d.activeMinBet) < BigInt(u.activeMinBet))
    return `the active member's minimum bet ${d.activeMinBet} is below the upline's ${u.activeMinBet}`;
  for (const t of d.tiers) {
    const upRate = rateAt(u, BigInt(t.minValidBet), t.minActive);
    if (t.rateBp > upRate)
      return `the tier from ${t.minValidBet} valid bet and ${t.minActive} active members pays ${t.rateBp} bp, above the upline's ${upRate} bp there`;
  }
  return null;
}

/** Floors an amount of minor units to whole VND (A1), never below zero. */
export function floorToUnit(minorUnits: bigint): bigint {
  return minorUnits <= 0n ? 0n : minorUnits - (minorUnits % MINOR_PER_UNIT);
}

/** rate (bp) × base, in minor units, floored to whole VND. */
export function wage(base: bigint, rateBp: number): bigint {
  return floorToUnit((base * BigInt(rateBp)) / 10_000n);
}
