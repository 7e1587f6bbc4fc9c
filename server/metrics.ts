import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";

// The platform's Prometheus metrics (ADR 0073), in one registry served at GET /wps/metrics to operators. Here,
// beside required.ts, rather than in the HTTP layer: the modules count their bets and settlements with one line
// each and may not import the layer above them (ADR 0020).

export const metrics = new Registry();
collectDefaultMetrics({ register: metrics, prefix: "laro_" });

/** Every answered call, by method, route pattern (never the raw URL: its ids would make a series each) and status. */
export const requestSeconds = new Histogram({
  name: "laro_http_request_duration_seconds",
  help: "Calls answered by the platform, by method, route pattern and status",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metrics],
});

const betsPlaced = new Counter({
  name: "laro_bets_placed_total",
  help: "Stakes taken by the seamless wallet (a vendor's debit, an in-house bet), replays not counted",
  labelNames: ["vendor"] as const,
  registers: [metrics],
});

const settlements = new Counter({
  name: "laro_settlements_total",
  help: "Rounds settled by the seamless wallet (a credit that closes its round), replays not counted",
  labelNames: ["vendor"] as const,
  registers: [metrics],
});

export const jobRunsCounted = new Counter({
  name: "laro_job_runs_total",
  help: "Job periods ended by this copy (done, failed), or found held by another copy (taken)",
  labelNames: ["job", "outcome"] as const,
  registers: [metrics],
});

/** Counts one seamless-wallet movement that moved money: a debit is a bet placed, a round-closing credit a settlement. */
export function countMove<A extends { replayed?: boolean }>(
  vendor: string,
  movement: { type: string; roundClosed?: boolean },
  answer: A,
): A {
  if (answer.replayed) return answer;
  if (movement.type === "debit") betsPlaced.inc({ vendor });
  else if (movement.type === "credit" && movement.roundClosed) settlements.inc({ vendor });
  return answer;
}
