import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPlatformConfig } from "../../server/config.js";
import type { Job } from "../../server/jobs/job.js";
import { runPeriod } from "../../server/jobs/run.js";
import { findMemberByUsername } from "../../server/modules/accounts/index.js";
import { openVendorSession, payRound, takeStake } from "../../server/modules/vendors/index.js";
import { signSeamlessBody } from "../../server/modules/vendors/seamless-routes.js";
import { vendorSecret } from "../../server/modules/vendors/sessions.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";

// ADR 0073: GET /wps/metrics, to operators only, in Prometheus's text format: calls by route pattern, bets placed
// and rounds settled by the seamless wallet (replays not counted), and job runs by outcome.

const VENDOR = "METRICVENDOR";
let platform: Platform;
let secret: string;
let token: string;
let memberId: string;

async function scrape(): Promise<string> {
  const res = await platform.app.inject({ method: "GET", url: "/wps/metrics", headers: operatorHeaders });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/** A sample's value in the scrape (0 when the series is not there yet). */
function sample(text: string, name: string, labels: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${name}{${labels}}`));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

async function seamless(action: "debit" | "credit", body: Record<string, unknown>) {
  const raw = JSON.stringify({ token, timestamp: new Date().toISOString(), ...body });
  const res = await platform.app.inject({
    method: "POST",
    url: `/wps/seamless/${VENDOR}/${action}`,
    headers: { "content-type": "application/json", "x-signature": signSeamlessBody(secret, raw) },
    payload: raw,
  });
  expect(res.json()).toMatchObject({ success: true });
}

beforeAll(async () => {
  platform = await startPlatform({ seed: true });
  const db = platform.database.db;
  memberId = (await findMemberByUsername(db, "demo"))!.id;
  secret = await vendorSecret(db, VENDOR);
  token = await openVendorSession(db, { memberId, vendor: VENDOR, gameCode: "dice" });
  const funded = await call(platform.app, "POST", "/ops/wallet/adjust", {
    headers: operatorHeaders,
    body: { username: "demo", amount: "100000", reason: "metrics test funds" },
  });
  expect(funded.body.code).toBe("OK");
}, 60_000);
afterAll(() => platform?.close());

describe("the platform's metrics", () => {
  it("are for operators only", async () => {
    const res = await call(platform.app, "GET", "/wps/metrics");
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("UNAUTHORIZED");
    const wrong = await call(platform.app, "GET", "/wps/metrics", { headers: { "x-operator-key": "nope" } });
    expect(wrong.status).toBe(401);
  });

  it("time the calls by route pattern, not by their URL", async () => {
    await call(platform.app, "GET", "/wps/system/status");
    await call(platform.app, "GET", "/wps/no/such/route/123");
    const text = await scrape();
    expect(
      sample(text, "laro_http_request_duration_seconds_count", 'method="GET",route="/wps/system/status",status="200"'),
    ).toBeGreaterThan(0);
    expect(
      sample(text, "laro_http_request_duration_seconds_count", 'method="GET",route="unmatched",status="404"'),
    ).toBeGreaterThan(0);
    expect(text).not.toContain("/wps/no/such/route/123");
    expect(text).toContain("laro_process_cpu_seconds_total");
  });

  it("count bets placed and rounds settled once each, a vendor's and the house's", async () => {
    const before = await scrape();
    const round = `round-${crypto.randomUUID()}`;
    const bet = { transactionId: `bet-${crypto.randomUUID()}`, roundId: round, amount: "100", gameCode: "dice" };
    await seamless("debit", bet);
    await seamless("debit", bet);
    await seamless("credit", {
      transactionId: `win-${crypto.randomUUID()}`,
      roundId: round,
      amount: "0",
      roundClosed: false,
    });
    await seamless("credit", {
      transactionId: `win-${crypto.randomUUID()}`,
      roundId: round,
      amount: "150",
      roundClosed: true,
    });
    const house = { vendor: VENDOR, roundId: `house-${crypto.randomUUID()}`, memberId, gameCode: "dice" };
    await platform.database.db.transaction(async (tx) => {
      await takeStake(tx, house, 200n);
      await payRound(tx, house, 0n, { result: "loss" });
    });
    const after = await scrape();
    const delta = (name: string) =>
      sample(after, name, `vendor="${VENDOR}"`) - sample(before, name, `vendor="${VENDOR}"`);
    expect(delta("laro_bets_placed_total")).toBe(2);
    expect(delta("laro_settlements_total")).toBe(2);
  });

  it("count job runs by outcome", async () => {
    const { database, app } = platform;
    const config = readPlatformConfig({ DATA_DIR: "memory:", LOG_LEVEL: "silent" });
    const log = { info: () => {}, error: () => {} };
    const job = (fails: boolean): Job => ({
      name: "metrics-probe",
      summary: "a job for the metrics",
      schedule: null,
      periodOf: (at) => at.toISOString().slice(0, 10),
      periodShape: /^.+$/,
      leaseSeconds: 60,
      run: async () => {
        if (fails) throw new Error("broken");
        return {};
      },
    });
    const ctx = { db: database.db, config, log, app };
    await runPeriod(ctx, job(false), "p1", { retryFailed: false });
    await runPeriod(ctx, job(false), "p1", { retryFailed: false });
    await runPeriod(ctx, job(true), "p2", { retryFailed: false });
    const text = await scrape();
    expect(sample(text, "laro_job_runs_total", 'job="metrics-probe",outcome="done"')).toBe(1);
    expect(sample(text, "laro_job_runs_total", 'job="metrics-probe",outcome="taken"')).toBe(1);
    expect(sample(text, "laro_job_runs_total", 'job="metrics-probe",outcome="failed"')).toBe(1);
  });
});
