import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, like } from "drizzle-orm";
import type { Db } from "../../server/db/connect.js";
import { ledgerBalances, ledgerTransfers, members } from "../../server/db/schema.js";
import {
  InsufficientFundsError,
  postTransfer,
  type AccountId,
  type PostedTransfer,
} from "../../server/modules/wallet/ledger.js";
import { accountBalance } from "../../server/modules/wallet/ledger-balances.js";
import { memberAccount, systemAccount } from "../../server/modules/wallet/ledger-accounts.js";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { concurrentPostgres } from "./harness.js";
import { withPostgres } from "../support/services.js";

// Real concurrency needs real PostgreSQL (PGlite runs one transaction at a time): CI sets DATABASE_URL.
// The platform's pool has 10 connections; this file opens 40 so that many transfers truly overlap.

let postgres: Awaited<ReturnType<typeof concurrentPostgres>>;
let db: Db;

describe.runIf(withPostgres())("ledger under concurrency (PostgreSQL)", () => {
  beforeAll(async () => {
    postgres = await concurrentPostgres();
    db = postgres.db;
  });
  afterAll(async () => postgres?.close());

  async function newMember(name: string): Promise<string> {
    const [row] = await db
      .insert(members)
      .values({ usernameKey: name, username: name, nickname: name, referralCode: name.toUpperCase() })
      .returning({ id: members.id });
    return row!.id;
  }

  /** Settles every promise; refusals must be InsufficientFunds, anything else (a deadlock, a unique violation) fails. */
  async function settle(posts: Promise<PostedTransfer>[]) {
    const results = await Promise.allSettled(posts);
    const unexpected = results.filter((r) => r.status === "rejected" && !(r.reason instanceof InsufficientFundsError));
    expect(unexpected.map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
    return results;
  }

  it("200 concurrent withdrawals and transfers from an account funded for 100: exactly 100 succeed", async () => {
    const payer = await memberAccount(db, await newMember("race_payer"), "main");
    const payee = await memberAccount(db, await newMember("race_payee"), "main");
    const vendorWallet = await memberAccount(db, await newMember("race_vendor"), { vendor: "PG" });
    const bank = await systemAccount(db, "payment_clearing", "bank");
    await postTransfer(db, {
      idempotencyKey: "race:fund",
      kind: "deposit",
      entries: [
        { account: bank, amount: -100n },
        { account: payer, amount: 100n },
      ],
    });

    const targets = [bank, payee, vendorWallet];
    const results = await settle(
      Array.from({ length: 200 }, (_, i) =>
        postTransfer(db, {
          idempotencyKey: `race:${i}`,
          kind: i % 3 === 0 ? "withdrawal" : "transfer",
          entries: [
            { account: payer, amount: -1n },
            { account: targets[i % 3]!, amount: 1n },
          ],
        }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(100);
    expect(await accountBalance(db, payer)).toBe(0n);
    const [{ n }] = await db
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, "race:%"));
    expect(Number(n)).toBe(101);
    const report = await verifyLedger(db);
    expect(report).toMatchObject({ ok: true, totals: { money: 0n, points: 0n } });
  });

  it("1,000 concurrent moves over 20 accounts, each key sent twice: no duplicate effect, invariants hold", async () => {
    const accounts: AccountId[] = [];
    const bank = await systemAccount(db, "payment_clearing", "bank");
    for (let i = 0; i < 20; i++) {
      const account = await memberAccount(db, await newMember(`mesh${i}`), "main");
      accounts.push(account);
      await postTransfer(db, {
        idempotencyKey: `mesh:fund:${i}`,
        kind: "deposit",
        entries: [
          { account: bank, amount: -50n },
          { account, amount: 50n },
        ],
      });
    }
    // 500 distinct moves, each sent twice, in a shuffled order: 1,000 posts in flight together.
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const moves = Array.from({ length: 500 }, (_, i) => {
      const from = accounts[Math.floor(random() * 20)]!;
      let to = accounts[Math.floor(random() * 20)]!;
      if (to === from) to = accounts[(accounts.indexOf(from) + 1) % 20]!;
      const amount = BigInt(1 + Math.floor(random() * 10));
      return {
        idempotencyKey: `mesh:${i}`,
        kind: "transfer",
        entries: [
          { account: from, amount: -amount },
          { account: to, amount },
        ],
      };
    });
    const sends = [...moves, ...moves].map((move) => ({ move, order: random() })).sort((a, b) => a.order - b.order);
    const results = await settle(sends.map(({ move }) => postTransfer(db, move)));

    // Every key moved money at most once, and all successful answers of one key name the same transfer.
    const idsByKey = new Map<string, Set<number>>();
    const movedByKey = new Map<string, number>();
    results.forEach((r, i) => {
      if (r.status !== "fulfilled") return;
      const key = sends[i]!.move.idempotencyKey;
      idsByKey.set(key, (idsByKey.get(key) ?? new Set()).add(r.value.id));
      if (!r.value.replayed) movedByKey.set(key, (movedByKey.get(key) ?? 0) + 1);
    });
    for (const ids of idsByKey.values()) expect(ids.size).toBe(1);
    for (const key of idsByKey.keys()) expect(movedByKey.get(key), key).toBe(1);
    const [{ n }] = await db
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(like(ledgerTransfers.idempotencyKey, "mesh:%"));
    expect(Number(n)).toBe(20 + idsByKey.size);
    expect(idsByKey.size).toBeGreaterThan(100);

    // The balances are what the moves that went through add up to, counted once each.
    const expected = new Map(accounts.map((a) => [a, 50n]));
    for (const move of moves) {
      if (!idsByKey.has(move.idempotencyKey)) continue;
      for (const e of move.entries) expected.set(e.account, expected.get(e.account)! + e.amount);
    }
    for (const account of accounts) expect(await accountBalance(db, account)).toBe(expected.get(account));
    const report = await verifyLedger(db);
    expect(report).toMatchObject({ ok: true, totals: { money: 0n, points: 0n } });
  });

  it("400 deposits from one clearing account over 40 connections: its balance is the sum of its shards, each member's exact", async () => {
    const clearing = await systemAccount(db, "payment_clearing", "shards");
    const mains = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => memberAccount(db, await newMember(`shard_${i}`), "main")),
    );
    await settle(
      Array.from({ length: 400 }, (_, i) =>
        postTransfer(db, {
          idempotencyKey: `shards:${i}`,
          kind: "deposit",
          entries: [
            { account: clearing, amount: -(i + 1) },
            { account: mains[i % 40]!, amount: i + 1 },
          ],
        }),
      ),
    );
    // Σ 1..400, taken from the house's account over several of its balance rows (ADR 0028).
    expect(await accountBalance(db, clearing)).toBe(-80_200n);
    // Its 16 rows were made with it; the deposits landed on several of them (one per connection's shard).
    const shards = await db
      .select({ shard: ledgerBalances.shard, balance: ledgerBalances.balance })
      .from(ledgerBalances)
      .where(eq(ledgerBalances.accountId, clearing));
    expect(shards).toHaveLength(16);
    expect(shards.filter((s) => s.balance !== 0n).length).toBeGreaterThan(1);
    for (const [i, main] of mains.entries()) {
      const expected = Array.from({ length: 10 }, (_, k) => BigInt(i + 1 + 40 * k)).reduce((a, b) => a + b, 0n);
      expect(await accountBalance(db, main)).toBe(expected);
    }
    const report = await verifyLedger(db);
    expect(report).toMatchObject({ ok: true, balanceMismatches: [], runningBalanceErrors: [] });
  });
});
