// The betting record's links, shared by server and browser.
import type { GameRound } from "~contract/answers/games";

/** The in-house verify page for a round whose server seed has been revealed; null until then. */
export function proofHref(proof: GameRound["proof"], language: string): string | null {
  if (!proof?.serverSeed) return null;
  const params = new URLSearchParams({ game: proof.game, serverSeed: proof.serverSeed, clientSeed: proof.clientSeed, nonce: String(proof.nonce), bet: JSON.stringify(proof.bet), lng: language });
  return `/wps/inhouse/verify?${params}`;
}
