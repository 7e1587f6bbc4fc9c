// Responsible play's forms (ADR 0029): one limit form per period (typed freely; empty for none), the
// confirmation of a raise that has waited, a time-out and a self-exclusion (each with an explicit "I
// understand" box, as they cannot be undone). The same schemas check in the browser and on the server.
import { z } from "zod";
import {
  ALL_LIMIT_PERIODS,
  LIMIT_KINDS,
  REALITY_INTERVALS,
  SELF_EXCLUSION_PERIODS,
  TIMEOUT_PERIODS,
  periodsOf,
} from "~contract/care";
import { parseAmount } from "~contract/money";

export const CARE_FORMS = {
  limit: (kind: string, period: string) => `care-limit-${kind}-${period}-form`,
  confirm: (kind: string, period: string) => `care-confirm-${kind}-${period}-form`,
  reality: "care-reality-form",
  timeout: "care-timeout-form",
  selfExclusion: "care-self-exclusion-form",
} as const;

export const CARE_INTENTS = {
  limit: "careLimit",
  confirm: "careConfirm",
  timeout: "careTimeout",
  selfExclusion: "careSelfExclusion",
  reality: "careReality",
} as const;

/** Deposit and loss limits in VND (as amounts are typed everywhere); the session limit in whole minutes. */
export const limitSchema = z
  .object({
    kind: z.enum(LIMIT_KINDS),
    period: z.enum(ALL_LIMIT_PERIODS),
    amount: z.preprocess((value) => (typeof value === "string" ? value.trim() : ""), z.string()),
  })
  .superRefine((value, ctx) => {
    if (!periodsOf(value.kind).includes(value.period))
      ctx.addIssue({ code: "custom", path: ["period"], message: "care:validation.period" });
    if (value.amount === "") return;
    if (value.kind === "session" ? !/^\d{1,5}$/.test(value.amount) : parseAmount(value.amount) === null) {
      ctx.addIssue({
        code: "custom",
        path: ["amount"],
        message: value.kind === "session" ? "care:validation.minutes" : "care:validation.amount",
      });
    }
  });

export const confirmSchema = z.object({ kind: z.enum(LIMIT_KINDS), period: z.enum(ALL_LIMIT_PERIODS) });

export const realitySchema = z.object({
  interval: z.enum(REALITY_INTERVALS, { errorMap: () => ({ message: "care:validation.interval" }) }),
});

const understood = z.literal("on", { errorMap: () => ({ message: "care:validation.understood" }) });

export const timeoutSchema = z.object({
  period: z.enum(TIMEOUT_PERIODS, { errorMap: () => ({ message: "care:validation.period" }) }),
  understood,
});

export const selfExclusionSchema = z.object({
  period: z.enum(SELF_EXCLUSION_PERIODS, { errorMap: () => ({ message: "care:validation.period" }) }),
  understood,
});
