import { fightInputSchema, type FightInput, type FightResult } from "../../../contract/events.js";
import type { Db } from "../../db/connect.js";
import {
  closeFight,
  currentFight,
  fights as recentFights,
  lastCall,
  openFight,
  resultFight,
} from "../../modules/events/index.js";
import { attempt, type SandboxCounts, type SandboxErrors } from "./day.js";
import { ACTOR, MINUTE, SANDBOX_SEED, stream } from "./source.js";

const FARMS = [
  "Batangas",
  "Tarlac",
  "Laguna",
  "Pampanga",
  "Bulacan",
  "Cavite",
  "Iloilo",
  "Negros",
  "Cebu",
  "Bohol",
  "Leyte",
  "Quezon",
];
const BREEDS = ["Hatch", "Kelso", "Sweater", "Roundhead", "Lemon", "Grey", "Claret", "Whitehackle", "Asil", "Radio"];
/** Minutes a sandbox fight takes bets before last call; last call lasts a minute, and the result comes a minute after close. */
const FIGHT_WINDOW_MINUTES = 3;
/** After a fight ends, the next opens no sooner than this (and an operator's fight is never touched). */
const BETWEEN_FIGHTS = MINUTE;

/** A made-up fight's two entries, from the minute it opens. */
export function sandboxFightInput(now: Date, seed: string = SANDBOX_SEED): FightInput {
  const rand = stream(seed, "fight", now.toISOString().slice(0, 16));
  const entry = () => `${FARMS[Math.floor(rand() * FARMS.length)]} ${BREEDS[Math.floor(rand() * BREEDS.length)]}`;
  const meron = entry();
  let wala = entry();
  while (wala === meron) wala = entry();
  return fightInputSchema.parse({ meron, wala, windowMinutes: FIGHT_WINDOW_MINUTES });
}

/** The result of a sandbox fight: Meron a little more often (the favourite), a draw now and then. */
export function sandboxFightResult(fightId: string, seed: string = SANDBOX_SEED): FightResult {
  const u = stream(seed, "fight-result", fightId)();
  return u < 0.5 ? "meron" : u < 0.96 ? "wala" : "draw";
}

export async function runArena(
  db: Db,
  now: Date,
  seed: string,
  counts: SandboxCounts,
  onError?: SandboxErrors,
): Promise<void> {
  const current = await currentFight(db);
  const at = now.getTime();
  if (!current) {
    const [last] = await recentFights(db, 1);
    const endedAt = last ? Date.parse(last.settledAt ?? last.closedAt ?? last.lastCallAt) : 0;
    if (at - endedAt < BETWEEN_FIGHTS) return;
    if (await attempt(counts, onError, "open a fight", () => openFight(db, sandboxFightInput(now, seed), ACTOR, true)))
      counts.fightsOpened += 1;
    return;
  }
  // The operator's own fight runs at the operator's pace.
  if (!current.sandbox) return;
  const lastCallAt = Date.parse(current.lastCallAt);
  const step =
    current.status === "open" && at >= lastCallAt
      ? () => lastCall(db, current.id, ACTOR)
      : current.status === "last_call" && at >= lastCallAt + MINUTE
        ? () => closeFight(db, current.id, ACTOR)
        : current.status === "closed" && at >= Date.parse(current.closedAt ?? current.lastCallAt) + MINUTE
          ? () => resultFight(db, current.id, sandboxFightResult(current.id, seed), "", ACTOR)
          : null;
  if (step && (await attempt(counts, onError, `fight ${current.number} ${current.status}`, step)))
    counts.fightsMoved += 1;
}
