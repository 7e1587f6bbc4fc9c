import type { Family, Prizes } from "./results.js";

// Where an external draw's result comes from: the operator enters it (API, CLI), or a results
// feed brings it through this interface. Each result keeps its source. The sandbox feed (development and demo) lives
// apart, in server/sandbox/lottery (ADR 0075): a demo install registers it here at its start; production never loads
// it, so a game left on the sandbox feed there gets no made-up result, only the operator's.

export type DrawRef = { family: Family; game: string; issue: string };
export type ResultsFeed = { name: string; sandbox: boolean; resultFor: (draw: DrawRef) => Promise<Prizes | null> };

/** The sandbox feed once a demo install registered it; null until then (a live binding read by feedOf). */
export let sandboxFeed: ResultsFeed | null = null;

export function registerSandboxFeed(feed: ResultsFeed): void {
  sandboxFeed = feed;
}
