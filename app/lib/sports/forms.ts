// The sportsbook's screens and forms: which screen a URL shows, and the bet slip's form — its
// selections (outcome ids, at most 10, each with the price the member saw), singles (one stake each) or a parlay
// (2–10 selections of different events, one stake). The same schema checks the slip in the browser (conform's
// onValidate) and on the server, the authority, before the confirmation step: stake format, each selection's
// minimum and maximum, and the balance when it is known.
import { z } from "zod";
import { message } from "~/lib/forms/messages";
import { ODDS_FORMATS, PARLAY_MAX, oddsSchema } from "~contract/events";
import { formatMinor, parseAmount } from "~contract/money";

export const LOBBY_TABS = ["today", "early", "live"] as const;
export type LobbyTab = (typeof LOBBY_TABS)[number];
export const BET_STATUSES = ["open", "settled"] as const;
export type BetStatusTab = (typeof BET_STATUSES)[number];
export const SLIP_MODES = ["singles", "parlay"] as const;
export type SlipMode = (typeof SLIP_MODES)[number];

export const SLIP_FORM = "sports-slip";
export const CONFIRM_FORM = "sports-slip-confirm";
export const ODDS_FORMAT_FORM = "sports-odds-format";
export const SLIP_INTENTS = ["add", "remove", "clear", "review", "place", "realityAck"] as const;
export type SlipIntent = (typeof SLIP_INTENTS)[number];
/** Sent by an odds button's fetcher once the page runs: the answer is data, not a redirect (no reload). */
export const IN_PLACE_FIELD = "inPlace";

/** Each selection's fields: the stake of its single, the price the member saw, and where its own refusal shows. */
export const stakeField = (outcomeId: string) => `stake-${outcomeId}`;
export const oddsField = (outcomeId: string) => `odds-${outcomeId}`;
export const selectionField = (outcomeId: string) => `selection-${outcomeId}`;

const pick = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  (list as readonly string[]).includes(value ?? "") ? (value as T) : fallback;
export const lobbyTab = (value: string | null) => pick(LOBBY_TABS, value, "today");
export const betStatusTab = (value: string | null) => pick(BET_STATUSES, value, "open");
export const slipMode = (value: unknown) => pick(SLIP_MODES, typeof value === "string" ? value : null, "singles");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isOutcomeId = (value: unknown): value is string => typeof value === "string" && UUID.test(value);

/** What the slip is checked against: each selection's event, limits and state, and the member's balance if known. */
export type SlipCheck = {
  selections: { outcomeId: string; eventId: string; open: boolean; minStake: string; maxStake: string }[];
  balance: bigint | null;
};

const list = (value: unknown): string[] =>
  (Array.isArray(value) ? value : value === undefined || value === null || value === "" ? [] : [value]).map(String);

/** A stake as typed, against its limits: the message of what is wrong, or the amount in minor units. */
function stakeOf(text: unknown, min: bigint, max: bigint): { error: string } | { minor: bigint } {
  if (typeof text !== "string" || text.trim() === "") return { error: "sports:validation.stakeRequired" };
  const minor = parseAmount(text);
  if (minor === null) return { error: "sports:validation.stakeFormat" };
  if (minor <= 0n) return { error: "sports:validation.stakePositive" };
  if (minor < min) return { error: message("sports:validation.stakeMin", { min: formatMinor(min) }) };
  if (max > 0n && minor > max) return { error: message("sports:validation.stakeMax", { max: formatMinor(max) }) };
  return { minor };
}

/** The slip as a bet: its legs with the prices seen, and each single's stake or the parlay's one stake. */
export type SlipOrder = {
  mode: SlipMode;
  legs: { outcomeId: string; odds: string }[];
  stakes: Map<string, bigint>;
  stake: bigint;
};

const baseSchema = z
  .object({
    mode: z.enum(SLIP_MODES, { message: "sports:validation.mode" }),
    selection: z.preprocess(
      list,
      z
        .array(z.string().regex(UUID, "sports:validation.selectionGone"))
        .min(1, "sports:validation.empty")
        .max(PARLAY_MAX, message("sports:validation.tooMany", { max: PARLAY_MAX })),
    ),
    slipKey: z.string().regex(UUID, "sports:error.formExpired"),
    stake: z.string().optional(),
  })
  .passthrough();

/**
 * The slip's form. With `check` (the selections as they stand, the balance) every limit is checked; without it
 * (nothing known yet) only the form's shape and the stakes' format.
 */
export function slipSchema(check: SlipCheck | null) {
  return baseSchema.superRefine((value, ctx) => {
    const fields = value as Record<string, unknown>;
    const known = new Map((check?.selections ?? []).map((s) => [s.outcomeId, s]));
    const chosen = [...new Set(value.selection)];
    for (const id of chosen) {
      if (!oddsSchema.safeParse(fields[oddsField(id)]).success)
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: "sports:error.formExpired" });
      if (!check) continue;
      const selection = known.get(id);
      if (!selection)
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: "sports:validation.selectionGone" });
      else if (!selection.open)
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [selectionField(id)], message: "sports:validation.closed" });
    }
    const limitsOf = (ids: string[]) => {
      const rows = ids.map((id) => known.get(id)).filter((s) => s !== undefined);
      if (rows.length === 0) return { min: 1n, max: 0n };
      return {
        min: rows.reduce((acc, s) => (BigInt(s.minStake) > acc ? BigInt(s.minStake) : acc), 1n),
        max: rows.reduce(
          (acc, s) => (BigInt(s.maxStake) > 0n && (acc === 0n || BigInt(s.maxStake) < acc) ? BigInt(s.maxStake) : acc),
          0n,
        ),
      };
    };
    let total = 0n;
    let totalField: string | null = null;
    if (value.mode === "parlay") {
      if (chosen.length < 2) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["mode"], message: "sports:validation.parlayMin" });
        return;
      }
      const events = chosen.map((id) => known.get(id)?.eventId).filter((e) => e !== undefined);
      if (new Set(events).size < events.length)
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["mode"], message: "sports:validation.sameEvent" });
      const { min, max } = limitsOf(chosen);
      const stake = stakeOf(fields.stake, min, max);
      if ("error" in stake) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["stake"], message: stake.error });
      else total = stake.minor;
      totalField = "stake";
    } else {
      for (const id of chosen) {
        const { min, max } = limitsOf([id]);
        const stake = stakeOf(fields[stakeField(id)], min, max);
        if ("error" in stake)
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: [stakeField(id)], message: stake.error });
        else total += stake.minor;
      }
    }
    if (check?.balance !== null && check?.balance !== undefined && total > check.balance) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: totalField ? [totalField] : [],
        message: message("sports:validation.balance", { balance: formatMinor(check.balance) }),
      });
    }
  });
}
export type SlipForm = z.infer<typeof baseSchema>;

/** A checked slip form as the bet(s) it asks for. */
export function slipOrder(value: SlipForm): SlipOrder {
  const fields = value as Record<string, unknown>;
  const ids = [...new Set(value.selection)];
  const stakes = new Map<string, bigint>();
  if (value.mode === "singles")
    for (const id of ids) stakes.set(id, parseAmount(String(fields[stakeField(id)] ?? "")) ?? 0n);
  return {
    mode: value.mode,
    legs: ids.map((id) => ({ outcomeId: id, odds: String(fields[oddsField(id)]) })),
    stakes,
    stake: value.mode === "parlay" ? (parseAmount(value.stake ?? "") ?? 0n) : 0n,
  };
}

/** The member's odds format, a real form in the member's settings. */
export const oddsFormatFormSchema = z.object({
  oddsFormat: z.enum(ODDS_FORMATS, { message: "sports:validation.oddsFormat" }),
});
