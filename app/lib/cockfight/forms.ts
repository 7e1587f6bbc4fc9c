// The cockfight bet form (contract/events.ts fightBetSchema): the side (Meron, Wala or Draw) and the
// stake in VND. Two steps like the lottery's ticket: "review" checks the fight is still taking bets and the stake
// is within its limits, and shows what the bet would return at the current payout; "bet" places it with the
// form's requestKey, so a resend places it once. Shared by the browser (conform's onValidate) and the server,
// the authority. The payout arithmetic is the platform's (contract/money/cockfight.ts), so the page, its review
// and the settlement agree to the centavo.
import { z } from "zod";
import { message } from "~/lib/forms/messages";
import { FIGHT_SIDES, type FightStatus } from "~contract/events";
import { parsePer100, returnAtPer100 } from "~contract/money/cockfight";
import { formatMinor, parseAmount } from "~contract/money";

export const BET_FORM = "cockfight-bet";
export const CONFIRM_FORM = "cockfight-bet-confirm";
export const COCKFIGHT_INTENTS = ["review", "bet", "realityAck"] as const;
export type CockfightIntent = (typeof COCKFIGHT_INTENTS)[number];

/** A fight takes bets while open and at last call; closed fixes the payouts. */
export const takesBets = (status: FightStatus) => status === "open" || status === "last_call";

/** The stake's limits as the fight states them (minor units). */
export type StakeLimits = { min: string; max: string };

export const rangeMessage = (limits: StakeLimits) =>
  message("cockfight:error.AMOUNT_OUT_OF_RANGE", { min: formatMinor(limits.min), max: formatMinor(limits.max) });

const trimmed = (value: unknown) => (typeof value === "string" ? value.trim() || undefined : value);

/** The form's fields; with the fight's limits (known to the page and to the review), the stake is checked against them. */
export function betSchema(limits: StakeLimits | null) {
  return z.object({
    fightId: z.string({ required_error: "cockfight:error.NOT_FOUND" }).uuid("cockfight:error.NOT_FOUND"),
    side: z.enum(FIGHT_SIDES, { errorMap: () => ({ message: "cockfight:validation.side" }) }),
    stake: z.preprocess(
      trimmed,
      z
        .string({ required_error: "cockfight:validation.stakeRequired" })
        .max(24, "cockfight:validation.amount")
        .refine((value) => (parseAmount(value) ?? 0n) > 0n, "cockfight:validation.amount")
        .refine(
          (value) => {
            if (!limits) return true;
            const stake = parseAmount(value) ?? 0n;
            return stake >= BigInt(limits.min) && stake <= BigInt(limits.max);
          },
          rangeMessage(limits ?? { min: "0", max: "0" }),
        ),
    ),
  });
}
export type BetForm = z.infer<ReturnType<typeof betSchema>>;

/** The confirmation also carries the form's key. */
export const confirmSchema = betSchema(null).extend({ requestKey: z.string().uuid("cockfight:error.formExpired") });

/** "185.25" (payout per 100 as the platform writes it) → hundredths; null when it is not a payout. */
export const per100Hundredths = parsePer100;

/** A payout per 100 as the page shows it: "185.25". */
export function formatPer100(per100: string | null): string | null {
  const hundredths = parsePer100(per100);
  return hundredths === null ? null : formatMinor(hundredths);
}

/** What a stake returns at a payout per 100: the platform's own rule (ADR 0070), rounded down to the centavo. */
export function returnAt(stake: bigint, per100: string | null): bigint | null {
  const hundredths = parsePer100(per100);
  return hundredths === null ? null : returnAtPer100(stake, hundredths);
}

/** Plasada in basis points as a percentage: 500 → "5", 250 → "2.5". */
export const plasadaPercent = (bps: number) => String(bps / 100);
