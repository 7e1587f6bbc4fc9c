import { nextSiteDay, siteDay } from "../../../contract/time-zone.js";
import type { Db } from "../../db/connect.js";
import { markSandboxLoaded } from "../loaded.js";
import { runArena } from "./arena.js";
import { applySandboxDay, emptyCounts, type SandboxCounts, type SandboxErrors } from "./day.js";
import { playEvents } from "./play.js";
import { SANDBOX_SEED } from "./source.js";

// The events sandbox feed (demo installs only, ADR 0075; never loaded by production): a made-up day of fixtures — football, basketball,
// tennis and e-sports — with odds of a ~5 % margin, and a clock that plays them out: each event goes live at its start,
// ends after its sport's usual length with a score drawn for it, and some odds move now and then. The cockfight arena
// has a made-up fight running too. Everything is derived from (day, seed) or (fight, seed) by SHA-256, never from
// Math.random, so the same install shows the same day; and everything goes through the feed messages and the fight
// functions an operator uses, as source "sandbox", so that every answer says `sandbox: true` and no screen passes a
// made-up event off as a real one.

export { sandboxFightInput, sandboxFightResult } from "./arena.js";
export { applySandboxDay, sandboxDay, sandboxScore, type SandboxCounts, type SandboxErrors } from "./day.js";
export { SANDBOX_SEED } from "./source.js";

markSandboxLoaded("events");

/**
 * One minute of the sandbox (the events-sandbox job, demo installs only): today's and tomorrow's fixtures when missing,
 * events past their start made live, those past their sport's length ended and settled with their drawn score, some
 * odds moved; and the arena's made-up fight opened, called, closed and given its result in turn.
 */
export async function sandboxTick(
  db: Db,
  now: Date = new Date(),
  onError?: SandboxErrors,
  seed: string = SANDBOX_SEED,
): Promise<SandboxCounts> {
  const counts = emptyCounts();
  const today = siteDay(now);
  for (const day of [today, nextSiteDay(today)]) {
    try {
      counts.fixtures += await applySandboxDay(db, day, now, seed, (what, error) => {
        counts.failed += 1;
        onError?.(what, error);
      });
    } catch (error) {
      counts.failed += 1;
      onError?.(`fixtures of ${day}`, error);
    }
  }
  await playEvents(db, now, seed, counts, onError);
  await runArena(db, now, seed, counts, onError);
  return counts;
}
