// The bet slip lives in the visitor's browser session: a sealed httpOnly cookie of its own, beside the
// member's session (ADR 0019), holding only outcome ids — at most 10 per lobby, sports and e-sports apart. What a
// slip form says on the next page (a selection added to a full slip, a bet placed) travels as every form's notice
// does (app/lib/forms/notice.server.ts, ADR 0072). Prices, names and limits are asked of
// the platform each time the slip shows, so nothing in it can go stale or be forged into a price.
import { readWebEnv } from "~/lib/config/env.server";
import { createSealedCookie } from "~/lib/session/sealedCookie.server";
import { SECRET } from "~/lib/session/session.server";
import { PARLAY_MAX, type EventGame } from "~contract/events";
import { isOutcomeId } from "./forms";

export type Slip = Record<EventGame, string[]>;

const SLIP_DAYS = 7;
const cookie = createSealedCookie("__slip", SECRET, {
  httpOnly: true,
  sameSite: "lax",
  secure: readWebEnv().NODE_ENV === "production",
  path: "/",
});

const ids = (value: unknown): string[] =>
  Array.isArray(value) ? [...new Set(value.filter(isOutcomeId))].slice(0, PARLAY_MAX) : [];

export async function readSlip(request: Request): Promise<Slip> {
  const stored = (await cookie.parse(request.headers.get("Cookie"))) as Partial<Record<string, unknown>> | null;
  return {
    sports: ids(stored?.sports),
    esports: ids(stored?.esports),
  };
}

/** The Set-Cookie header that keeps the slip as it now is. */
export function keepSlip(slip: Slip): Promise<string> {
  return cookie.serialize(slip, { maxAge: SLIP_DAYS * 24 * 60 * 60 });
}

export type SlipChange = { slip: Slip; notice: string | null };

/**
 * A selection added. One outcome per market: another pick in the same market replaces the earlier one (the
 * caller says which ids share the market). A full slip takes nothing more and says so.
 */
export function addSelection(
  slip: Slip,
  game: EventGame,
  outcomeId: string,
  sameMarket: readonly string[],
): SlipChange {
  const kept = slip[game].filter((id) => id !== outcomeId && !sameMarket.includes(id));
  if (kept.length >= PARLAY_MAX) return { slip, notice: "sports:slip.full" };
  return { slip: { ...slip, [game]: [...kept, outcomeId] }, notice: null };
}

export function removeSelections(slip: Slip, game: EventGame, outcomeIds: readonly string[]): Slip {
  return { ...slip, [game]: slip[game].filter((id) => !outcomeIds.includes(id)) };
}
