// What decided a sports or e-sports bet, in the member's words (ADR 0064): the platform answers facts — each leg's
// final score, its outcome's settlement (win or lose, the share refunded, the dead-heat share), why it was void, and
// every settlement, reversal and resettlement with its reason and the amounts before and after — and these turn
// them into sentences through the sportsbook's texts. Shared by My bets and the tests, which render the golden
// corpus in each language and look for English or a raw code in the Tagalog ones.
import type { Translate } from "~/lib/forms/messages";
import { formatDateTime } from "~/lib/shell/date-time";
import type { BetChange, BetLeg, LegFacts } from "~contract/answers/events";
import { formatMinor } from "~contract/money";

/** "2–1", with each map's or period's score after it: "2–1 (13–9, 10–13, 13–4)". */
export function scoreText(score: NonNullable<LegFacts["score"]>): string {
  const final = `${score.home}–${score.away}`;
  return score.periods.length ? `${final} (${score.periods.map((p) => `${p.home}–${p.away}`).join(", ")})` : final;
}

const percent = (share: string) => `${Math.round(Number(share) * 10_000) / 100}%`;

/** With the operator's or the feed's reason when one was given. */
const withReason = (t: Translate, text: string, reason: string) =>
  reason.trim() ? t("bets.why.withReason", { text, reason: reason.trim() }) : text;

/** The final score a leg was settled on, or null (a leg settled by the feed's outcome, or not yet). */
export function legScore(t: Translate, leg: Pick<BetLeg, "facts" | "event">): string | null {
  const score = leg.facts?.score;
  return score ? t("bets.why.score", { home: leg.event.home, away: leg.event.away, score: scoreText(score) }) : null;
}

/** Why a settled leg returns what it does: its result, the share refunded, a dead heat's share, or why it was void. */
export function legVerdict(t: Translate, leg: Pick<BetLeg, "status" | "facts" | "odds">): string | null {
  const facts = leg.facts;
  if (!facts || leg.status === "open") return null;
  if (facts.voided) {
    const { cause, reason, from, to } = facts.voided;
    if (cause === "cancel_window")
      return withReason(
        t,
        t("bets.why.cancelWindow", {
          from: from ? formatDateTime(from) : t("bets.why.marketOpened"),
          to: to ? formatDateTime(to) : t("bets.why.marketClosed"),
        }),
        reason,
      );
    return withReason(t, t(`bets.why.${cause === "event_cancelled" ? "eventCancelled" : "marketCancelled"}`), reason);
  }
  const settlement = facts.settlement;
  if (!settlement) return null;
  switch (leg.status) {
    case "won":
      return t("bets.why.won", { odds: leg.odds });
    case "half_won":
      return t("bets.why.halfWon");
    case "lost":
      return t("bets.why.lost");
    case "half_lost":
      return t("bets.why.halfLost");
    case "void":
      return t("bets.why.refundedByResult");
    case "dead_heat":
      return t("bets.why.deadHeat", { share: percent(settlement.deadHeatFactor) });
  }
}

/** What changed a bet's return, in words: a corrected result, a rollback, a cancel or its withdrawal. */
const causeText = (t: Translate, cause: BetChange["cause"]) =>
  cause ? t(`bets.cause.${cause.kind}`) : t("bets.cause.unknown");

/**
 * One change of the bet's history as a sentence: the first settlement, a reversal with what was taken back, a
 * resettlement from one amount to another; each with its time and, where one was given, its reason.
 */
export function historyText(t: Translate, change: BetChange, first: boolean): string {
  const time = formatDateTime(change.at);
  const reason = change.cause?.reason ?? "";
  const status = t(`bets.status.${change.status}`);
  switch (change.change) {
    case "settled":
      return first
        ? t("bets.history.settled", { time, status, returned: formatMinor(change.returned ?? "0") })
        : t("bets.history.settledAgain", { time, status, returned: formatMinor(change.returned ?? "0") });
    case "reopened":
      return withReason(
        t,
        t("bets.history.reopened", {
          time,
          cause: causeText(t, change.cause),
          before: formatMinor(change.before ?? "0"),
        }),
        reason,
      );
    case "resettled":
      return withReason(
        t,
        t("bets.history.resettled", {
          time,
          cause: causeText(t, change.cause),
          before: formatMinor(change.before ?? "0"),
          returned: formatMinor(change.returned ?? "0"),
          status,
        }),
        reason,
      );
  }
}

/** Whether a bet's history says more than its card does: anything but one first settlement. */
export const historyWorthShowing = (history: BetChange[]): boolean =>
  history.length > 1 || history.some((h) => h.change !== "settled");
