// What decided a cockfight bet, in the member's words (ADR 0064): the platform answers the fight's result, a
// cancellation's reason (a code of the house rule, or the operator's words) and the payout per 100 fixed for the
// bet's side at close; these turn them into the sentence My bets shows. Shared by the arena and the tests, which
// render every case in each language and look for English or a raw code in the Tagalog ones.
import type { Translate } from "~/lib/forms/messages";
import type { FightBet } from "~contract/answers/events";
import { formatPer100 } from "./forms";

/** Whether the cockfight texts have a key (a known cancel reason). */
export type HasKey = (key: string) => boolean;

/** Why a fight was cancelled: a known reason (the 107 rule's ONE_SIDED, EMPTY_SIDE …) in words, the operator's own as typed. */
export function cancelReasonText(t: Translate, has: HasKey, reason: string | null): string {
  const trimmed = (reason ?? "").trim();
  if (!trimmed) return t("cancelled");
  const key = `cancelReason.${trimmed.toLowerCase().replace(/[^a-z0-9]+/g, "_")}`;
  return t("cancelledBecause", { reason: has(key) ? t(key) : trimmed });
}

/** What decided a settled bet: the result and the payout per 100 it was paid at, a draw's stake back, or the cancellation. */
export function fightBetVerdict(
  t: Translate,
  has: HasKey,
  bet: Pick<FightBet, "status" | "side" | "result" | "cancelReason" | "per100">,
): string | null {
  if (bet.status === "open" || bet.result === null) return null;
  if (bet.result === "cancelled") return t("verdict.cancelled", { cancel: cancelReasonText(t, has, bet.cancelReason) });
  const result = t(`result.${bet.result}`);
  const per100 = formatPer100(bet.per100) ?? "—";
  if (bet.status === "won") return t("verdict.won", { result, per100 });
  if (bet.status === "refunded") return t("verdict.drawReturned", { result });
  return t("verdict.lost", { result, side: t(`side.${bet.side}`) });
}
