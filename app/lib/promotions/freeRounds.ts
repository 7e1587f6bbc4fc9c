// Free rounds on a promotion's page (ADR 0047): which view of the member's rounds is the newest, a spin's
// result in plain words, and its proof. Shared by server and browser.
import { z } from "zod";
import type { FreeRounds } from "~contract/answers/promotions";

/**
 * The slot's result as its page shows it (server/modules/games/inhouse/rules/slot.ts): the 3 × 5 window,
 * window[row][reel], and the lines that paid.
 */
const slotResult = z.object({
  window: z.array(z.array(z.string())),
  wins: z.array(z.object({ line: z.number(), symbol: z.string(), count: z.number(), multiplier: z.number() })),
});
export type SlotShown = z.infer<typeof slotResult>;

/** The reels and line wins when the result carries them; null otherwise (the spin then shows its multiplier and win only). */
export function slotShown(game: string, result: unknown): SlotShown | null {
  if (game !== "slot") return null;
  const parsed = slotResult.safeParse(result);
  return parsed.success ? parsed.data : null;
}

/**
 * The newer of the page's and the last answer's view of the member's rounds: the one with more played (the
 * page's on a tie, or when they are not the same set).
 */
export function newestRounds(page: FreeRounds | null, answered: FreeRounds | undefined): FreeRounds | null {
  if (!answered) return page;
  if (!page) return answered;
  return page.id !== answered.id || page.played >= answered.played ? page : answered;
}

/** A seed hash short enough for a phone's row: its first and last characters. */
export const shortHash = (hash: string) => (hash.length > 14 ? `${hash.slice(0, 6)}…${hash.slice(-6)}` : hash);

/**
 * The in-house verify page (the betting record's, lib/games/rounds.ts), where a round is recomputed from its
 * seeds. A free round's server seed is revealed only when the member changes seeds on the game's page, so the
 * page opens empty for the member to fill in.
 */
export const verifyHref = (language: string) => `/wps/inhouse/verify?${new URLSearchParams({ lng: language })}`;

/** The in-house game's page on the site (its catalogue node), where the seeds are changed. */
export const inhouseGameNode = (game: string) => `inhouse-${game}`;
