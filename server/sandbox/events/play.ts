import { and, eq, inArray, isNull, like, lte, or } from "drizzle-orm";
import type { MarketInput } from "../../../contract/events.js";
import { oddsMilli } from "../../../contract/odds.js";
import type { Db } from "../../db/connect.js";
import { sportsEvents } from "../../db/schema.js";
import { applyFeedMessage } from "../../modules/events/index.js";
import { attempt, dayOfRef, fixtures, type SandboxCounts, type SandboxErrors } from "./day.js";
import { onGrid } from "./odds.js";
import { MINUTE, SOURCE, stream } from "./source.js";
import type { Fixture } from "./sports.js";

// ---- playing the events out ----------------------------------------------------------------------------------------

/** The two-way markets whose odds the sandbox moves now and then. */
const NUDGED: ReadonlySet<string> = new Set(["ah", "ou", "winner", "map_winner", "map_hcp"]);
/** Of the events not started yet, about this share has one market's odds moved each minute. */
const NUDGE_SHARE = 0.15;

/** One two-way market of the fixture with its odds moved up to 4 % one way and the other side's the other way. */
function nudge(fixture: Fixture, minute: string, seed: string): MarketInput | null {
  const rand = stream(seed, "nudge", fixture.event.ref, minute);
  if (rand() >= NUDGE_SHARE) return null;
  const candidates = fixture.event.markets.filter((m) => NUDGED.has(m.type));
  if (!candidates.length) return null;
  const chosen = candidates[Math.floor(rand() * candidates.length)];
  const move = 1 + (rand() - 0.5) * 0.08;
  const [first, second] = Object.keys(chosen.odds);
  const odds = {
    [first]: onGrid((Number(oddsMilli(chosen.odds[first])) / 1000) * move),
    [second]: onGrid(Number(oddsMilli(chosen.odds[second])) / 1000 / move),
  };
  return { ...chosen, odds };
}

export async function playEvents(
  db: Db,
  now: Date,
  seed: string,
  counts: SandboxCounts,
  onError?: SandboxErrors,
): Promise<void> {
  const rows = await db
    .select({ ref: sportsEvents.ref, status: sportsEvents.status, startsAt: sportsEvents.startsAt })
    .from(sportsEvents)
    .where(
      and(
        eq(sportsEvents.sandbox, true),
        like(sportsEvents.ref, "sbx-%"),
        // Not started or live; or ended without a score (its settlement was refused last time).
        or(
          inArray(sportsEvents.status, ["not_started", "live"]),
          and(eq(sportsEvents.status, "ended"), isNull(sportsEvents.score)),
        ),
        lte(sportsEvents.startsAt, new Date(now.getTime() + 2 * 24 * 60 * MINUTE)),
      ),
    );
  const minute = now.toISOString().slice(0, 16);
  for (const row of rows) {
    const day = dayOfRef(row.ref);
    const fixture = day ? fixtures(day, seed).find((f) => f.event.ref === row.ref) : undefined;
    if (!fixture) continue;
    const started = row.startsAt.getTime() <= now.getTime();
    const over = row.startsAt.getTime() + fixture.durationMinutes * MINUTE <= now.getTime();
    if (!started) {
      const moved = nudge(fixture, minute, seed);
      if (
        moved &&
        (await attempt(counts, onError, `odds ${row.ref}`, () =>
          applyFeedMessage(db, { type: "odds_change", ref: row.ref, markets: [moved] }, SOURCE),
        ))
      )
        counts.nudged += 1;
      continue;
    }
    let status = row.status;
    if (
      status === "not_started" &&
      (await attempt(counts, onError, `live ${row.ref}`, () =>
        applyFeedMessage(db, { type: "status", ref: row.ref, status: "live" }, SOURCE),
      ))
    ) {
      status = "live";
      counts.live += 1;
    }
    if (!over || status === "not_started") continue;
    // The settlement ends the event with its score and grades every market from it.
    if (
      await attempt(counts, onError, `settle ${row.ref}`, () =>
        applyFeedMessage(db, { type: "settlement", ref: row.ref, score: fixture.score(), reason: "" }, SOURCE),
      )
    )
      counts.ended += 1;
  }
}

// ---- the cockfight arena ------------------------------------------------------------------------------------------
