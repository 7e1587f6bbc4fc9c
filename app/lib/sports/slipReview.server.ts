// The bet slip's confirmation and refusals (SPEC §2.1): what "review" shows at the prices now, a bet's refusal
// next to the field that can fix it, and each single's requestKey. The slip's forms are slipAction.server.ts.
import crypto from "node:crypto";
import type { SubmissionResult } from "@conform-to/react";
import { message } from "~/lib/forms/messages";
import { moneyFailure } from "~/lib/member/money.server";
import { formatDateTime } from "~/lib/member/wallet";
import { PlatformError } from "~/lib/platform/client.server";
import type { SlipSelection } from "~contract/answers/events";
import { formatMinor } from "~contract/money";
import { isOutcomeId, selectionField, type SlipCheck, type SlipIntent, type SlipMode, type SlipOrder } from "./forms";
import { combinedOdds, potentialReturn } from "./odds";

/** One selection on the confirmation: its price now, the price the member saw, its single's stake and return. */
export type ReviewLine = {
  selection: SlipSelection;
  odds: string;
  seen: string;
  stake: string | null;
  potential: string | null;
};
export type SlipReview = {
  mode: SlipMode;
  slipKey: string;
  lines: ReviewLine[];
  /** The parlay's stake, or all the singles' together (minor units). */
  total: string;
  /** The parlay's price (decimal), null for singles. */
  combined: string | null;
  /** What it all returns if every selection wins (minor units). */
  potential: string;
  balance: string | null;
  /** Some price moved since the member saw it: the confirmation says so and asks to accept. */
  changed: boolean;
  /** The platform refused the bet because the odds moved (ODDS_CHANGED): the new ones are shown to accept. */
  refused: boolean;
  /** Singles already placed before one was refused. */
  placed: number;
};
export type SportsActionData = { intent: SlipIntent; result?: SubmissionResult<string[]>; review?: SlipReview };

export type Refusal = { formErrors: string[]; fieldErrors: Record<string, string[]> };
export const noRefusal = (): Refusal => ({ formErrors: [], fieldErrors: {} });
const str = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : "");
const detailsOf = (error: PlatformError) => (error.details ?? {}) as Record<string, unknown>;
const money = (value: unknown) => (/^\d+$/.test(str(value)) ? formatMinor(str(value)) : "");

/** A bet's refusal (docs/platform-calls.md "Event betting") next to the field that can fix it: the stake, a selection or the form. */
export function betFailure(error: unknown, into: Refusal, stakeName: string): Refusal {
  const toField = (field: string, text: string) => (into.fieldErrors[field] ??= []).push(text);
  if (!(error instanceof PlatformError)) {
    const general = moneyFailure(error);
    into.formErrors.push(...general.formErrors);
    return into;
  }
  const d = detailsOf(error);
  switch (error.code) {
    case "AMOUNT_OUT_OF_RANGE":
      toField(stakeName, message("sports:error.AMOUNT_OUT_OF_RANGE", { min: money(d.min), max: money(d.max) }));
      break;
    case "MEMBER_MARKET_LIMIT":
      toField(stakeName, message("sports:error.MEMBER_MARKET_LIMIT", { left: money(d.left), max: money(d.max) }));
      break;
    case "INSUFFICIENT_FUNDS":
      toField(stakeName, "sports:error.INSUFFICIENT_FUNDS");
      break;
    case "MARKET_CLOSED": {
      const closed = Array.isArray(d.outcomeIds) ? d.outcomeIds.filter(isOutcomeId) : [];
      for (const id of closed) toField(selectionField(id), "sports:validation.closed");
      if (closed.length === 0) into.formErrors.push("sports:error.MARKET_CLOSED");
      break;
    }
    case "SAME_EVENT":
      toField("mode", "sports:validation.sameEvent");
      break;
    case "ODDS_CHANGED":
    case "SELECTION_INVALID":
    case "NOT_FOUND":
    case "BONUS_WAGERING":
    case "CONFLICT":
      into.formErrors.push(`sports:error.${error.code}`);
      break;
    case "LOSS_LIMIT":
      into.formErrors.push(message("care:error.LOSS_LIMIT", { left: money(d.left) || "0.00" }));
      break;
    case "REALITY_CHECK_DUE":
      into.formErrors.push(
        message("sports:error.REALITY_CHECK_DUE", {
          since: typeof d.startedAt === "string" ? formatDateTime(d.startedAt) : "",
        }),
      );
      break;
    case "SESSION_LIMIT":
      into.formErrors.push("care:error.SESSION_LIMIT");
      break;
    default: {
      const general = moneyFailure(error);
      into.formErrors.push(...general.formErrors);
      for (const [field, texts] of Object.entries(general.fieldErrors))
        for (const text of texts) toField(field === "amount" ? stakeName : field, text);
    }
  }
  return into;
}

/** Each single's requestKey: derived from the slip's key and its outcome, so a resend of the slip places each once. */
export function singleRequestKey(slipKey: string, outcomeId: string): string {
  const hex = crypto.createHash("sha256").update(`${slipKey}:${outcomeId}`).digest("hex");
  const variant = (8 | (parseInt(hex[16] ?? "0", 16) & 3)).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const checkOf = (selections: SlipSelection[], balance: bigint | null): SlipCheck => ({
  selections: selections.map((s) => ({
    outcomeId: s.outcomeId,
    eventId: s.eventId,
    open: s.open,
    minStake: s.minStake,
    maxStake: s.maxStake,
  })),
  balance,
});

/** The confirmation of an order at the selections' prices now. */
export function reviewOf(
  order: SlipOrder,
  selections: SlipSelection[],
  balance: bigint | null,
  slipKey: string,
  refused = false,
  placed = 0,
): SlipReview {
  const byId = new Map(selections.map((s) => [s.outcomeId, s]));
  const lines: ReviewLine[] = [];
  for (const leg of order.legs) {
    const selection = byId.get(leg.outcomeId);
    if (!selection) continue;
    const stake = order.mode === "singles" ? (order.stakes.get(leg.outcomeId) ?? 0n) : null;
    lines.push({
      selection,
      odds: selection.odds,
      seen: leg.odds,
      stake: stake === null ? null : stake.toString(),
      potential: stake === null ? null : potentialReturn(stake, [selection.odds]).toString(),
    });
  }
  const total =
    order.mode === "parlay" ? order.stake : lines.reduce((acc, line) => acc + BigInt(line.stake ?? "0"), 0n);
  const potential =
    order.mode === "parlay"
      ? potentialReturn(
          order.stake,
          lines.map((l) => l.odds),
        )
      : lines.reduce((acc, line) => acc + BigInt(line.potential ?? "0"), 0n);
  return {
    mode: order.mode,
    slipKey,
    lines,
    total: total.toString(),
    combined: order.mode === "parlay" ? combinedOdds(lines.map((l) => l.odds)) : null,
    potential: potential.toString(),
    balance: balance === null ? null : balance.toString(),
    changed: lines.some((line) => line.odds !== line.seen),
    refused,
    placed,
  };
}

export const formIds = (form: FormData) => [...new Set(form.getAll("selection").map(String).filter(isOutcomeId))];

/** When some singles went through before another was refused, the form says how many. */
export function placedNote(refusal: Refusal, placed: number): Refusal {
  if (placed > 0) refusal.formErrors.unshift(message("sports:done.somePlaced", { count: placed }));
  return refusal;
}
