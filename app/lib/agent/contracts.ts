// The contract screens' forms and figures (SPEC §2.7 entries 9–12, §3, §4; ADR 0044), shared by the browser
// (conform's onValidate) and the server (parseWithZod), which stays the authority. The agent types rates in
// percent with at most two decimals and amounts in VND; the platform takes basis points and minor units, and
// contract/contracts.ts termsSchema checks the result with the platform's own rules.
import { z } from "zod";
import { message } from "~/lib/forms/messages";
import { formatRate } from "~/lib/shell/rate";
import {
  DIVIDEND_PERIODS,
  RATE_MAX_BP,
  TIERS_MAX,
  rateAt,
  termsSchema,
  type ContractKind,
  type ContractTerms,
  type DividendTerms,
  type RealtimeTerms,
  type SalaryTerms,
} from "~contract/contracts";
import { formatMinor, parseAmount } from "~contract/money";

export const CONTRACT_FORMS = { offer: "contract-offer-form" } as const;
export const CONTRACT_INTENTS = {
  offer: "offerContract",
  answer: "answerContract",
  withdraw: "withdrawContract",
  terminate: "terminateContract",
  payAll: "payAll",
} as const;

/** A contract screen's views, each a URL (?tab=): the agent's own contract, those it gave, the settlements. */
export const CONTRACT_TABS = ["mine", "downlines", "settlements"] as const;
export type ContractTab = (typeof CONTRACT_TABS)[number];
export const SETTLEMENT_SIDES = ["received", "paid"] as const;

/** The kinds whose terms are tiers (salary and dividend); real-time salary has two rates and a minimum bet. */
export const isTiered = (kind: ContractKind) => kind !== "realtimeSalary";

// ---- figures ------------------------------------------------------------------------------------

/** A rate typed in percent ("1.5", "12.25", "100") → basis points; null when it is not 0–100 with at most two decimals. */
export function parseRate(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return bp <= RATE_MAX_BP ? bp : null;
}

/** A count of members typed as digits. */
function parseMembers(text: string): number | null {
  return /^\d{1,7}$/.test(text.trim()) && Number(text) <= 1_000_000 ? Number(text) : null;
}

/** Terms as the contract answers carry them (a record) read with their kind's schema; null if they do not fit. */
export function readTerms(kind: ContractKind, terms: unknown): ContractTerms | null {
  const parsed = termsSchema[kind].safeParse(terms);
  return parsed.success ? parsed.data : null;
}

// ---- the offer form -----------------------------------------------------------------------------

const optional = z.string().trim().max(40).optional();
const tierRow = z.object({ minValidBet: optional, minActive: optional, rate: optional }).optional();

/** The offer form's fields, as typed. */
export type OfferFormValues = {
  username?: string;
  tiers?: { minValidBet?: string; minActive?: string; rate?: string }[];
  activeMinBet?: string;
  period?: string;
  profitRate?: string;
  lossRate?: string;
  minSingleBet?: string;
};

const required = (field: string) => message("agent:validation.required", { field: `agent:contract.field.${field}` });

/** What the termsSchema's paths are called in the form (tiers[i].rate is typed as a percentage). */
const FORM_FIELD: Record<string, string> = { rateBp: "rate", profitRateBp: "profitRate", lossRateBp: "lossRate" };

/**
 * The offer form (the kind comes from the screen): a direct downline and the terms. Tier rows left empty
 * are ignored (without JavaScript the form shows all TIERS_MAX rows); a row partly filled is an error at
 * its empty field. The output carries each tier's row, so a later refusal can point at the row typed.
 */
export function offerSchema(kind: ContractKind) {
  return z
    .object({
      username: z
        .string({ required_error: required("username") })
        .trim()
        .max(64, message("agent:validation.tooLong", { field: "agent:contract.field.username", max: 64 })),
      tiers: z.array(tierRow).max(TIERS_MAX).optional(),
      activeMinBet: optional,
      period: optional,
      profitRate: optional,
      lossRate: optional,
      minSingleBet: optional,
      terminateLower: z.boolean().optional(),
    })
    .transform((form, ctx) => {
      let failed = false;
      const problem = (path: (string | number)[], text: string) => {
        failed = true;
        ctx.addIssue({ code: z.ZodIssueCode.custom, path, message: text });
      };
      /** A typed value read by `parse`, or null after saying at `path` that it is missing or wrong. */
      function read<T>(
        path: (string | number)[],
        field: string,
        text: string | undefined,
        parse: (text: string) => T | null,
        wrong: string,
      ): T | null {
        const value = text === undefined ? null : parse(text);
        if (value === null) problem(path, text === undefined ? required(field) : wrong);
        return value;
      }
      const amount = (path: (string | number)[], field: string, text: string | undefined) =>
        read(path, field, text, (typed) => parseAmount(typed)?.toString() ?? null, "agent:contract.validation.amount");
      const rate = (path: (string | number)[], field: string, text: string | undefined) =>
        read(path, field, text, parseRate, "agent:contract.validation.rate");
      let terms: Record<string, unknown>;
      const rows: number[] = [];
      if (isTiered(kind)) {
        const tiers: { minValidBet: string | null; minActive: number | null; rateBp: number | null }[] = [];
        (form.tiers ?? []).forEach((row, index) => {
          if (!row || (row.minValidBet === undefined && row.minActive === undefined && row.rate === undefined)) return;
          rows.push(index);
          tiers.push({
            minValidBet: amount(["tiers", index, "minValidBet"], "minValidBet", row.minValidBet),
            minActive: read(
              ["tiers", index, "minActive"],
              "minActive",
              row.minActive,
              parseMembers,
              "agent:contract.validation.members",
            ),
            rateBp: rate(["tiers", index, "rate"], "rate", row.rate),
          });
        });
        if (tiers.length === 0) problem(["tiers"], "agent:contract.validation.tiersMin");
        terms = { tiers, activeMinBet: amount(["activeMinBet"], "activeMinBet", form.activeMinBet) };
        if (kind === "dividend") {
          if (!(DIVIDEND_PERIODS as readonly string[]).includes(form.period ?? ""))
            problem(["period"], required("period"));
          terms.period = form.period;
        }
      } else {
        terms = {
          profitRateBp: rate(["profitRate"], "profitRate", form.profitRate),
          lossRateBp: rate(["lossRate"], "lossRate", form.lossRate),
          minSingleBet: amount(["minSingleBet"], "minSingleBet", form.minSingleBet),
        };
      }
      // A field already said wrong: the terms' own check would only repeat it.
      if (failed) return z.NEVER;
      const checked = termsSchema[kind].safeParse(terms);
      if (!checked.success) {
        for (const issue of checked.error.issues) {
          const [first, index, field] = issue.path;
          if (first === "tiers" && typeof index === "number")
            problem(
              ["tiers", rows[index] ?? index, FORM_FIELD[String(field)] ?? String(field)],
              "agent:contract.validation.terms",
            );
          else if (first === "tiers")
            problem(
              ["tiers"],
              issue.code === z.ZodIssueCode.too_big
                ? message("agent:contract.validation.tiersMax", { max: TIERS_MAX })
                : issue.code === z.ZodIssueCode.too_small
                  ? "agent:contract.validation.tiersMin"
                  : "agent:contract.validation.tiersOrder",
            );
          else if (first === "activeMinBet") problem(["activeMinBet"], "agent:contract.validation.activeMinBet");
          else problem([FORM_FIELD[String(first)] ?? String(first)], "agent:contract.validation.terms");
        }
        return z.NEVER;
      }
      return {
        username: form.username,
        terms: checked.data as ContractTerms,
        rows,
        terminateLower: form.terminateLower === true,
      };
    });
}

/** Terms as the offer form shows them (a change of a contract starts from its terms); empty for a new one. */
export function termsToForm(kind: ContractKind, terms: ContractTerms | null): OfferFormValues {
  if (!terms) return {};
  if (!isTiered(kind)) {
    const realtime = terms as RealtimeTerms;
    return {
      profitRate: plainRate(realtime.profitRateBp),
      lossRate: plainRate(realtime.lossRateBp),
      minSingleBet: formatMinor(realtime.minSingleBet),
    };
  }
  const tiered = terms as SalaryTerms & Partial<Pick<DividendTerms, "period">>;
  return {
    tiers: tiered.tiers.map((tier) => ({
      minValidBet: formatMinor(tier.minValidBet),
      minActive: String(tier.minActive),
      rate: plainRate(tier.rateBp),
    })),
    activeMinBet: formatMinor(tiered.activeMinBet),
    period: tiered.period,
  };
}

const plainRate = (bp: number) => formatRate(bp).slice(0, -1);

// ---- the rule of ADR 0044, said at the field --------------------------------------------------

/**
 * Where the offered terms would pay more than the agent's own (EXCEEDS_UPLINE), as the form's field errors:
 * the same rule as contract/contracts.ts exceedsUpline, told at the field the agent typed (`rows` maps a
 * tier back to its row).
 */
export function uplineExcess(
  kind: ContractKind,
  upline: ContractTerms,
  offered: ContractTerms,
  rows: readonly number[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, text: string) => (errors[field] ??= []).push(text);
  if (!isTiered(kind)) {
    const [u, d] = [upline as RealtimeTerms, offered as RealtimeTerms];
    if (d.profitRateBp > u.profitRateBp)
      add("profitRate", message("agent:contract.validation.aboveUplineRate", { rate: formatRate(u.profitRateBp) }));
    if (d.lossRateBp > u.lossRateBp)
      add("lossRate", message("agent:contract.validation.aboveUplineRate", { rate: formatRate(u.lossRateBp) }));
    if (BigInt(d.minSingleBet) < BigInt(u.minSingleBet))
      add(
        "minSingleBet",
        message("agent:contract.validation.belowUplineAmount", { amount: formatMinor(u.minSingleBet) }),
      );
    return errors;
  }
  const [u, d] = [upline as SalaryTerms & { period?: string }, offered as SalaryTerms & { period?: string }];
  if (kind === "dividend" && u.period !== d.period) add("period", `agent:contract.validation.uplinePeriod.${u.period}`);
  if (BigInt(d.activeMinBet) < BigInt(u.activeMinBet))
    add(
      "activeMinBet",
      message("agent:contract.validation.belowUplineAmount", { amount: formatMinor(u.activeMinBet) }),
    );
  d.tiers.forEach((tier, index) => {
    const upRate = rateAt(u, BigInt(tier.minValidBet), tier.minActive);
    if (tier.rateBp > upRate)
      add(
        `tiers[${rows[index] ?? index}].rate`,
        message("agent:contract.validation.aboveUplineRate", { rate: formatRate(upRate) }),
      );
  });
  return errors;
}

// ---- the buttons' small forms ------------------------------------------------------------------

const contractId = z.string().trim().min(1).max(80);
export const answerSchema = z.object({ contractId, answer: z.enum(["accept", "reject"]) });
export const withdrawSchema = z.object({ contractId });
export const terminateSchema = z.object({ contractId, step: z.enum(["ask", "agree", "decline"]) });
