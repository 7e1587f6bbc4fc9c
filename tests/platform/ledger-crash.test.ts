import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, sql } from "drizzle-orm";
import { openDatabase, type Database } from "../../server/db/connect.js";
import { ledgerEntries, ledgerTransfers } from "../../server/db/schema.js";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { registerOverHttp } from "../support/register.js";
import { freshPostgres } from "./harness.js";
import { withPostgres } from "../support/services.js";

// The platform killed with SIGKILL in the middle of a load of money movements, then restarted on the
// same PostgreSQL: no transfer is half there, every answered success survived, the invariants hold,
// and sending every request again moves nothing twice. PostgreSQL only (CI sets DATABASE_URL).

const OPERATOR_KEY = "crash-operator-key-0123456789";
const PAYMENT_PASSWORD = "135790";
const root = path.resolve(import.meta.dirname, "../..");

let fresh: Awaited<ReturnType<typeof freshPostgres>>;
let database: Database;
let platform: ChildProcess | undefined;
let port: number;
let dataDir: string;

const base = () => `http://127.0.0.1:${port}`;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function start() {
  platform = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    stdio: ["ignore", "ignore", "ignore"],
    env: {
      ...process.env,
      DATABASE_URL: fresh!.url,
      DATA_DIR: dataDir,
      PLATFORM_PORT: String(port),
      OPERATOR_KEY,
      RATE_LIMIT_PER_MINUTE: "0",
      REGISTER_PER_IP_PER_HOUR: "1000",
      LOG_LEVEL: "silent",
    },
  });
  const end = Date.now() + 60_000;
  while (Date.now() < end) {
    try {
      if ((await fetch(`${base()}/wps/system/status`)).ok) return;
    } catch {
      // Not listening yet: ask again.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the platform did not start");
}

async function post(url: string, body: unknown, headers: Record<string, string>) {
  const res = await fetch(`${base()}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { success: boolean; value: unknown; code: string };
}

describe.runIf(withPostgres())("a platform killed mid-load (PostgreSQL)", () => {
  beforeAll(async () => {
    fresh = await freshPostgres();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "laro-crash-"));
    port = await freePort();
    await start();
    database = await openDatabase({ databaseUrl: fresh!.url, dataDir: "memory:" });
  }, 90_000);
  afterAll(async () => {
    platform?.kill("SIGKILL");
    await database?.close();
    await fresh?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("no partial transfer, acknowledged ones survive, invariants hold, retries move nothing twice", async () => {
    const members: { username: string; token: string }[] = [];
    for (let i = 0; i < 5; i++) {
      const identity = {
        username: `crash${i}${crypto.randomBytes(2).toString("hex")}`,
        password: "Crash1234",
        mobile: `95${String(Date.now()).slice(-5)}${i}00`,
      };
      const token = await registerOverHttp(base(), identity, `10.88.${i}.1`, OPERATOR_KEY);
      expect(
        (
          await post(
            "/wps/member/paymentPassword",
            { newPassword: PAYMENT_PASSWORD, confirmPassword: PAYMENT_PASSWORD },
            { authorization: `Bearer ${token}` },
          )
        ).success,
      ).toBe(true);
      expect(
        (
          await post(
            "/ops/wallet/adjust",
            { username: identity.username, amount: "1000000", reason: "crash test funds" },
            { "x-operator-key": OPERATOR_KEY },
          )
        ).success,
      ).toBe(true);
      members.push({ username: identity.username, token });
    }
    // The in-house vendor in transfer mode gives the members a sub-wallet to move money into (ADR 0031:
    // no outside vendor is connected here).
    const switched = await fetch(`${base()}/ops/game-vendors/INHOUSE`, {
      method: "PUT",
      headers: { "content-type": "application/json", "x-operator-key": OPERATOR_KEY },
      body: JSON.stringify({ walletMode: "transfer" }),
    });
    expect(switched.ok).toBe(true);
    const merchant = await fetch(`${base()}/wps/v2/wallets/merchant`, {
      headers: { authorization: `Bearer ${members[0]!.token}` },
    }).then((r) => r.json());
    const vendor = merchant.value.vendors[0].vendor as string;

    // 400 movements in flight: member transfers into a sub-wallet and operator adjustments.
    type Movement = {
      url: string;
      body: { requestKey: string } & Record<string, string>;
      headers: Record<string, string>;
    };
    const requests = Array.from({ length: 400 }, (_, i): Movement => {
      const member = members[i % members.length]!;
      const requestKey = `crash-${i}-${crypto.randomBytes(4).toString("hex")}`;
      return i % 2 === 0
        ? {
            url: "/wps/v2/wallets/transfer",
            body: { vendor, direction: "in", amount: "7", paymentPassword: PAYMENT_PASSWORD, requestKey },
            headers: { authorization: `Bearer ${member.token}` },
          }
        : {
            url: "/ops/wallet/adjust",
            body: { username: member.username, amount: "3", reason: "crash test load", requestKey },
            headers: { "x-operator-key": OPERATOR_KEY },
          };
    });
    const acknowledged: string[] = [];
    const inFlight = requests.map((r) =>
      post(r.url, r.body, r.headers)
        .then((answer) => {
          if (answer.success) acknowledged.push(r.body.requestKey);
        })
        .catch(() => {}),
    );
    // Kill once some have been answered and many are still on their way.
    const killAt = Date.now() + 10_000;
    while (acknowledged.length < 20 && Date.now() < killAt) await new Promise((r) => setTimeout(r, 5));
    platform!.kill("SIGKILL");
    await Promise.all(inFlight);
    expect(acknowledged.length).toBeGreaterThan(0);
    expect(acknowledged.length).toBeLessThan(requests.length);

    // No transfer has fewer than two entries or entries that do not sum to zero.
    const partial = await database.db
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .leftJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
      .groupBy(ledgerTransfers.id)
      .having(sql`count(${ledgerEntries.id}) < 2 or coalesce(sum(${ledgerEntries.amount}), 0) <> 0`);
    expect(partial).toEqual([]);
    expect((await verifyLedger(database.db)).ok).toBe(true);

    // Every movement the platform said was done is in the ledger.
    const keyOf = (key: string) => sql`${ledgerTransfers.idempotencyKey} like ${"%" + key}`;
    for (const key of acknowledged) {
      const [{ n }] = await database.db.select({ n: count() }).from(ledgerTransfers).where(keyOf(key));
      expect(Number(n), key).toBe(1);
    }

    // Restarted, every request sent again: each key moves money exactly once in all.
    await start();
    const retried = await Promise.all(requests.map((r) => post(r.url, r.body, r.headers)));
    expect(retried.filter((a) => !a.success).map((a) => a.code)).toEqual([]);
    for (const { body } of requests) {
      const [{ n }] = await database.db.select({ n: count() }).from(ledgerTransfers).where(keyOf(body.requestKey));
      expect(Number(n), body.requestKey).toBe(1);
    }
    expect((await verifyLedger(database.db)).ok).toBe(true);
  }, 180_000);
});
