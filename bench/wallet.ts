// The wallet's throughput, measured side by side in one run: money moved through the
// platform's HTTP calls on PostgreSQL, pgbench's TPC-B on the same PostgreSQL server, and the same
// calls on embedded PGlite. Two calls are measured:
//   - a member's transferFund (main wallet → a vendor sub-wallet): the real member call, including
//     the argon2id check of the payment password that every member movement pays for;
//   - the operator's balance adjustment: the same ledger transfer without the password check,
//     which shows what the ledger itself costs.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { freshPostgres } from "../tests/platform/harness.js";
import { registerOverHttp } from "../tests/support/register.js";
import { gameRounds, type GameRounds } from "./games.js";

const root = path.resolve(import.meta.dirname, "..");
const OPERATOR_KEY = "bench-operator-key-0123456789";
const PAYMENT_PASSWORD = "246810";
const MEMBERS = 20;

export type Throughput = {
  requestsPerSec: number;
  okPerSec: number;
  p50Ms: number;
  p95Ms: number;
  non2xx: number;
  errors: number;
};
export type WalletBench = {
  postgres: {
    memberTransfer: Throughput;
    operatorAdjust: Throughput;
    inhouseRounds: GameRounds;
    pgbenchTpcbTps: number;
    ledgerOk: boolean;
  } | null;
  pglite: { memberTransfer: Throughput; operatorAdjust: Throughput; inhouseRounds: GameRounds };
  ratios: {
    memberTransferVsPgbench: number | null;
    operatorAdjustVsPgbench: number | null;
    pgliteVsPostgresTransfer: number | null;
    inhouseRoundsVsPgbench: number | null;
    pgliteVsPostgresRounds: number | null;
  };
};

/** Resolves once the URL answers 2xx; the bench's processes take a few seconds to start. */
export async function waitFor(url: string, ms = 90_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet: ask again.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

export function startPlatform(port: number, env: Record<string, string>, nodeArgs: string[] = []): ChildProcess {
  return spawn(process.execPath, [...nodeArgs, "--import", "tsx", "server/main.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PLATFORM_PORT: String(port),
      OPERATOR_KEY,
      RATE_LIMIT_PER_MINUTE: "0",
      VENDOR_RATE_LIMIT_PER_MINUTE: "0",
      REGISTER_PER_IP_PER_HOUR: "1000",
      LOG_LEVEL: "warn",
      SEED: "1",
      ...env,
    },
  });
}

export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

async function call(base: string, method: string, url: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { success: boolean; value: unknown; code: string; message: string };
  if (!answer.success) throw new Error(`${url}: ${answer.code} ${answer.message}`);
  return answer.value;
}

/** Twenty funded members with a payment password, each with a session token. */
export async function prepareMembers(base: string) {
  const members: { username: string; token: string }[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const suffix = crypto.randomBytes(3).toString("hex");
    const identity = {
      username: `bench${i}${suffix}`,
      password: "Bench1234",
      mobile: `9${String(Date.now()).slice(-6)}${String(i).padStart(3, "0")}`,
    };
    const token = await registerOverHttp(base, identity, `10.77.${i}.1`, OPERATOR_KEY);
    const auth = { authorization: `Bearer ${token}`, "X-Forwarded-For": `10.77.${i}.1` };
    await call(
      base,
      "POST",
      "/wps/member/paymentPassword",
      { newPassword: PAYMENT_PASSWORD, confirmPassword: PAYMENT_PASSWORD },
      auth,
    );
    await call(
      base,
      "POST",
      "/ops/wallet/adjust",
      { username: identity.username, amount: "100000000000", reason: "benchmark funds" },
      { "X-Operator-Key": OPERATOR_KEY },
    );
    members.push({ username: identity.username, token });
  }
  return members;
}

/**
 * The in-house vendor's wallet mode, as an operator switches it: only it can be played here (ADR 0031),
 * so the member transfer moves money into its wallet in transfer mode and the rounds play it seamless.
 */
async function inhouseWalletMode(base: string, walletMode: "seamless" | "transfer") {
  await call(base, "PUT", "/ops/game-vendors/INHOUSE", { walletMode }, { "X-Operator-Key": OPERATOR_KEY });
}

export async function measure(opts: {
  url: string;
  duration: number;
  connections: number;
  next: () => { headers: Record<string, string>; body: string };
}): Promise<Throughput> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: opts.url,
        method: "POST",
        connections: opts.connections,
        duration: opts.duration,
        requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, ...opts.next() }) }],
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on("response", (_c, _s, _b, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round((times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0) * 10) / 10;
  const seconds = opts.duration;
  return {
    requestsPerSec: Math.round(result.requests.average),
    okPerSec: Math.round(result["2xx"] / seconds),
    p50Ms: at(50),
    p95Ms: at(95),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function loads(base: string, duration: number, connections: number) {
  const members = await prepareMembers(base);
  const vendor = "INHOUSE";
  await inhouseWalletMode(base, "transfer");
  let i = 0;
  const memberTransfer = await measure({
    url: `${base}/wps/v2/wallets/transfer`,
    duration,
    connections,
    next: () => {
      const m = members[i++ % members.length];
      return {
        headers: { "content-type": "application/json", authorization: `Bearer ${m.token}` },
        body: JSON.stringify({
          vendor,
          direction: "in",
          amount: "100",
          paymentPassword: PAYMENT_PASSWORD,
          requestKey: crypto.randomUUID(),
        }),
      };
    },
  });
  await inhouseWalletMode(base, "seamless");
  const operatorAdjust = await measure({
    url: `${base}/ops/wallet/adjust`,
    duration,
    connections,
    next: () => {
      const m = members[i++ % members.length];
      return {
        headers: { "content-type": "application/json", "x-operator-key": OPERATOR_KEY },
        body: JSON.stringify({
          username: m.username,
          amount: "100",
          reason: "benchmark adjustment",
          requestKey: crypto.randomUUID(),
        }),
      };
    },
  });
  const inhouseRounds = await gameRounds(base, members, duration, connections);
  return { memberTransfer, operatorAdjust, inhouseRounds, someone: members[0].username };
}

function pgbench(url: string, duration: number, connections: number): number {
  const init = spawnSync("pgbench", ["-i", "-q", "-s", "10", url], { encoding: "utf8" });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  const run = spawnSync("pgbench", ["-c", String(connections), "-j", "2", "-T", String(duration), url], {
    encoding: "utf8",
  });
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout)?.[1];
  if (run.status !== 0 || !tps) throw new Error(`pgbench failed: ${run.stderr}${run.stdout}`);
  return Math.round(Number(tps));
}

/** Whether PostgreSQL answers at `url` (the bench skips it, and says so, when not). */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

export async function runWalletBench(opts: {
  duration: number;
  connections: number;
  port: number;
}): Promise<WalletBench> {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const base = `http://127.0.0.1:${opts.port}`;
  let postgres: WalletBench["postgres"] = null;

  if (await postgresAnswers(adminUrl)) {
    const platformDb = await freshPostgres(adminUrl);
    const pgbenchDb = await freshPostgres(adminUrl);
    if (!platformDb || !pgbenchDb) throw new Error("freshPostgres made no database from a given URL");
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "laro-bench-pg-"));
    const platform = startPlatform(opts.port, { DATABASE_URL: platformDb.url, DATA_DIR: dataDir });
    try {
      await waitFor(`${base}/wps/system/status`);
      const measured = await loads(base, opts.duration, opts.connections);
      const pgbenchTpcbTps = pgbench(pgbenchDb.url, opts.duration, opts.connections);
      const proof = await fetch(`${base}/ops/wallet/ledger?username=${measured.someone}&pageSize=1&verify=1`, {
        headers: { "X-Operator-Key": OPERATOR_KEY },
      }).then((r) => r.json());
      postgres = {
        memberTransfer: measured.memberTransfer,
        operatorAdjust: measured.operatorAdjust,
        inhouseRounds: measured.inhouseRounds,
        pgbenchTpcbTps,
        ledgerOk: proof?.value?.report?.ok === true,
      };
    } finally {
      await stop(platform);
      await platformDb.drop();
      await pgbenchDb.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "laro-bench-pglite-"));
  const platform = startPlatform(opts.port, { DATABASE_URL: "", DATA_DIR: dataDir });
  let pglite: WalletBench["pglite"];
  try {
    await waitFor(`${base}/wps/system/status`);
    const { memberTransfer, operatorAdjust, inhouseRounds } = await loads(base, opts.duration, opts.connections);
    pglite = { memberTransfer, operatorAdjust, inhouseRounds };
  } finally {
    await stop(platform);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const ratio = (a: number, b: number | undefined) => (b ? +(a / b).toFixed(3) : null);
  return {
    postgres,
    pglite,
    ratios: {
      memberTransferVsPgbench: postgres ? ratio(postgres.memberTransfer.okPerSec, postgres.pgbenchTpcbTps) : null,
      operatorAdjustVsPgbench: postgres ? ratio(postgres.operatorAdjust.okPerSec, postgres.pgbenchTpcbTps) : null,
      pgliteVsPostgresTransfer: postgres
        ? ratio(pglite.memberTransfer.okPerSec, postgres.memberTransfer.okPerSec)
        : null,
      inhouseRoundsVsPgbench: postgres ? ratio(postgres.inhouseRounds.roundsPerSec, postgres.pgbenchTpcbTps) : null,
      pgliteVsPostgresRounds: postgres
        ? ratio(pglite.inhouseRounds.roundsPerSec, postgres.inhouseRounds.roundsPerSec)
        : null,
    },
  };
}
