import { inArray } from "drizzle-orm";
import type { EventSport, FeedMessage, Score } from "../../../contract/events.js";
import { siteDayStart } from "../../../contract/time-zone.js";
import type { Db } from "../../db/connect.js";
import { sportsEvents } from "../../db/schema.js";
import { applyFeedMessage } from "../../modules/events/index.js";
import {
  DURATION_MINUTES,
  FIRST_START_MINUTES,
  LEAGUES,
  START_STEP_MINUTES,
  START_WINDOW_MINUTES,
  strength,
} from "./leagues.js";
import { MINUTE, SANDBOX_SEED, SOURCE, shuffled, stream } from "./source.js";
import { basketball, esports, football, tennis, type Fixture } from "./sports.js";

// ---- the day's fixtures ------------------------------------------------------------------------------------------

/** The ref of a sandbox fixture: its day and a number, so the sandbox finds its own events again. */
const refOf = (day: string, sport: EventSport, n: number) =>
  `sbx-${day.replace(/-/g, "")}-${sport}-${String(n).padStart(2, "0")}`;
const REF = /^sbx-(\d{4})(\d{2})(\d{2})-[a-z0-9]+-\d{2}$/;
export const dayOfRef = (ref: string) => {
  const m = REF.exec(ref);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
};

const cache = new Map<string, Fixture[]>();

/** The day's fixtures with their score draws, in start order. */
export function fixtures(day: string, seed: string): Fixture[] {
  const key = `${seed}\u0000${day}`;
  const known = cache.get(key);
  if (known) return known;
  const dayStart = siteDayStart(day).getTime();
  const out: Fixture[] = [];
  for (const league of LEAGUES) {
    const rand = stream(seed, "day", day, league.competition);
    const teams = shuffled(rand, league.teams);
    for (let i = 0; i < league.perDay; i++) {
      const [home, away] = [teams[2 * i], teams[2 * i + 1]];
      // Inside the site day it belongs to (ADR 0061): from 09:00 to before 23:30 of that day, on the sport's step,
      // so that the day's fixtures are the site's Today on that day and none is pushed to the next.
      const step = START_STEP_MINUTES[league.sport];
      const minutes = FIRST_START_MINUTES + Math.floor((rand() * START_WINDOW_MINUTES) / step) * step;
      const startsAt = new Date(dayStart + minutes * MINUTE).toISOString();
      const n = out.filter((f) => f.event.sport === league.sport).length + 1;
      const ref = refOf(day, league.sport, n);
      // A fresh stream at each call: the same score however often it is asked for.
      const draw = () => stream(seed, "score", ref);
      const [sh, sa] = [strength(seed, day, home), strength(seed, day, away)];
      const built =
        league.sport === "football"
          ? football(sh, sa, draw)
          : league.sport === "basketball"
            ? basketball(sh, sa, rand() * 2 - 1, draw)
            : league.sport === "tennis"
              ? tennis(sh, sa, draw)
              : esports(league.sport, sh, sa, draw);
      out.push({
        event: {
          ref,
          sport: league.sport,
          competition: league.competition,
          home,
          away,
          startsAt,
          markets: built.markets,
        },
        durationMinutes: DURATION_MINUTES[league.sport],
        score: built.score,
      });
    }
  }
  out.sort((a, b) => a.event.startsAt.localeCompare(b.event.startsAt) || a.event.ref.localeCompare(b.event.ref));
  if (cache.size > 8) cache.clear();
  cache.set(key, out);
  return out;
}

/**
 * A made-up day of fixtures (the site's day YYYY-MM-DD): 12 football matches, 4 basketball games, 2 tennis matches and
 * 6 e-sports series (lol, dota2, cs2, valorant), starting from 09:00 to before 23:30 of that site day, each with its
 * markets and odds of a ~5 % margin. Pure: the same day and seed always give the same messages.
 */
export function sandboxDay(day: string, seed: string): FeedMessage[] {
  return fixtures(day, seed).map((f) => ({ type: "fixture", event: f.event }));
}

/** The final score the sandbox gives a fixture of its own (null for a ref it did not make). */
export function sandboxScore(ref: string, seed: string = SANDBOX_SEED): Score | null {
  const day = dayOfRef(ref);
  const fixture = day ? fixtures(day, seed).find((f) => f.event.ref === ref) : undefined;
  return fixture ? fixture.score() : null;
}

// ---- playing it out ----------------------------------------------------------------------------------------------

export type SandboxCounts = {
  fixtures: number;
  live: number;
  ended: number;
  nudged: number;
  fightsOpened: number;
  fightsMoved: number;
  failed: number;
};
/** Told of each message the platform refused, so the job can log it; the tick goes on with the next. */
export type SandboxErrors = (what: string, error: unknown) => void;

export async function attempt(
  counts: SandboxCounts,
  onError: SandboxErrors | undefined,
  what: string,
  act: () => Promise<unknown>,
): Promise<boolean> {
  try {
    await act();
    return true;
  } catch (error) {
    counts.failed += 1;
    onError?.(what, error);
    return false;
  }
}

/**
 * Applies the day's sandbox fixtures that the platform does not have yet (a fixture resent would overwrite the odds
 * and states it has come to), leaving out those already over by `now`. Returns how many it applied.
 */
export async function applySandboxDay(
  db: Db,
  day: string,
  now: Date,
  seed: string = SANDBOX_SEED,
  onError?: SandboxErrors,
): Promise<number> {
  const day_ = fixtures(day, seed).filter(
    (f) => Date.parse(f.event.startsAt) + f.durationMinutes * MINUTE > now.getTime(),
  );
  if (!day_.length) return 0;
  const have = new Set(
    (
      await db
        .select({ ref: sportsEvents.ref })
        .from(sportsEvents)
        .where(
          inArray(
            sportsEvents.ref,
            day_.map((f) => f.event.ref),
          ),
        )
    ).map((r) => r.ref),
  );
  const counts = emptyCounts();
  for (const f of day_) {
    if (have.has(f.event.ref)) continue;
    if (
      await attempt(counts, onError, `fixture ${f.event.ref}`, () =>
        applyFeedMessage(db, { type: "fixture", event: f.event }, SOURCE),
      )
    )
      counts.fixtures += 1;
  }
  return counts.fixtures;
}

export const emptyCounts = (): SandboxCounts => ({
  fixtures: 0,
  live: 0,
  ended: 0,
  nudged: 0,
  fightsOpened: 0,
  fightsMoved: 0,
  failed: 0,
});
