// The betting record's links, shared by server and browser.
import type { GameRound } from "~contract/answers/games";

/** The in-house verify page for a round whose server seed has been revealed; null until then. */
export function proofHref(proof: GameRound["proof"], language: string): string | null {
  if (!proof?.serverSeed) return null;
  const params = new URLSearchParams({
    game: proof.game,
    serverSeed: proof.serverSeed,
    clientSeed: proof.clientSeed,
    nonce: String(proof.nonce),
    lng: language,
  });
  // The fairness check is a form of fields (ADR 0067): the bet's own choices go as the fields its form names, a list
  // (a keno pick, a mines tile) as one field per value.
  for (const [name, value] of Object.entries(proof.bet ?? {}))
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, String(one));
  return `/wps/inhouse/verify?${params}`;
}

/**
 * Where a round of the house's own bookmakers says what decided it (ADR 0064): a lottery round (one draw of a
 * ticket) on its ticket's page, a sports or e-sports bet in My bets, a cockfight bet in the arena's bets; null for
 * any other vendor's round.
 */
export function settledByHref(round: Pick<GameRound, "vendor" | "gameCode" | "roundId">): string | null {
  if (round.vendor === "LOTTERY") return `/lottery?${new URLSearchParams({ view: "tickets", ticket: round.roundId })}`;
  if (round.vendor !== "EVENTS") return null;
  if (round.gameCode === "cockfight") return `/cockfight?${new URLSearchParams({ bet: round.roundId })}#my-bets-title`;
  return `/${round.gameCode === "esports" ? "esports" : "sports"}?${new URLSearchParams({ view: "bets", bet: round.roundId })}`;
}
