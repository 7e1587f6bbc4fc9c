import { vi } from "vitest";

// The clock a test moves instead of waiting (ADR 0076). The platform under test runs in the test's own process
// (Fastify inject) and reads Date for its rate-limit windows, session and lock ends, caches' ages and draw times,
// so moving this process's Date moves the platform's clock; time still goes on as it does (shouldAdvanceTime),
// only timers stay real. PGlite reads the same Date; a PostgreSQL server keeps its own clock, so a test moves only
// what the platform judges in JavaScript. As care-notices.test.ts does with vi.setSystemTime.

export type TestClock = {
  /** Moves the clock `ms` forward, at once. */
  advance: (ms: number) => void;
  /** Gives the process its real clock back. */
  restore: () => void;
};

export function testClock(): TestClock {
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  return {
    advance: (ms) => vi.setSystemTime(Date.now() + ms),
    restore: () => vi.useRealTimers(),
  };
}
