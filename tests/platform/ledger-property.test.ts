import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, like } from "drizzle-orm";
import type { Db } from "../../server/db/connect.js";
import { ledgerTransfers, members } from "../../server/db/schema.js";
import {
  AlreadyReversedError,
  IdempotencyConflictError,
  InsufficientFundsError,
  InvalidTransferError,
  postTransfer,
  reverseTransfer,
  type AccountId,
  type TransferRequest,
} from "../../server/modules/wallet/ledger.js";
import { accountBalance } from "../../server/modules/wallet/ledger-balances.js";
import { memberAccount, systemAccount } from "../../server/modules/wallet/ledger-accounts.js";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { startPlatform, type Platform } from "./harness.js";
import { prng } from "../support/prng.js";

// Random sequences of transfers, retries, conflicting retries, reversals and malformed requests, checked
// against a model that predicts every outcome: a transfer succeeds exactly when no member account would
// go below zero. After each sequence the ledger must prove Σ = 0 and cached = derived balances.

let platform: Platform;
let db: Db;
beforeAll(async () => {
  platform = await startPlatform({ seed: false });
  db = platform.database.db;
});
afterAll(() => platform.close());

type Account = { id: AccountId; member: boolean };

async function accountsFor(seed: number) {
  const bank = await systemAccount(db, "payment_clearing", "bank");
  const pointsPool = await systemAccount(db, "points_pool");
  const money: Account[] = [
    bank,
    await systemAccount(db, "house"),
    await systemAccount(db, "vendor_clearing", "PG"),
    await systemAccount(db, "promotion"),
  ].map((id) => ({ id, member: false }));
  const points: Account[] = [{ id: pointsPool, member: false }];
  for (let m = 0; m < 4; m++) {
    const name = `prop${seed}m${m}`;
    const [row] = await db
      .insert(members)
      .values({ usernameKey: name, username: name, nickname: name, referralCode: name.toUpperCase() })
      .returning({ id: members.id });
    const memberId = row!.id;
    money.push(
      { id: await memberAccount(db, memberId, "main"), member: true },
      { id: await memberAccount(db, memberId, { vendor: "PG" }), member: true },
    );
    points.push({ id: await memberAccount(db, memberId, "points"), member: true });
  }
  // Funded to start with, so that most random transfers can pass and the refusals stay near the edge.
  for (const [source, accounts] of [
    [bank, money],
    [pointsPool, points],
  ] as const) {
    for (const account of accounts.filter((a) => a.member)) {
      await postTransfer(db, {
        idempotencyKey: `fund:${seed}:${account.id}`,
        kind: "deposit",
        entries: [
          { account: source, amount: -5_000n },
          { account: account.id, amount: 5_000n },
        ],
      });
    }
  }
  return { money, points };
}

/** k non-zero amounts that sum to zero. */
function balancedAmounts(random: ReturnType<typeof prng>, k: number): bigint[] {
  for (;;) {
    const amounts = Array.from({ length: k - 1 }, () => BigInt(random.int(-3_000, 3_000)));
    amounts.push(-amounts.reduce((s, a) => s + a, 0n));
    if (amounts.every((a) => a !== 0n)) return amounts;
  }
}

async function runSequence(seed: number, steps: number) {
  const random = prng(seed);
  const { money, points } = await accountsFor(seed);
  const all = [...money, ...points];
  const model = new Map<AccountId, bigint>();
  for (const account of all) model.set(account.id, await accountBalance(db, account.id));
  const isMember = new Map(all.map((a) => [a.id, a.member]));
  const posted: { request: TransferRequest; id: number; reversed: boolean }[] = [];
  let key = 0;
  const tally = { moved: 0, refused: 0, replayed: 0, conflicts: 0, invalid: 0, reversals: 0 };

  /** Whether the entries keep every member account at zero or more, and if so, applies them to the model. */
  const applies = (entries: { account: AccountId; amount: bigint }[]) => {
    const ok = entries.every((e) => !isMember.get(e.account) || model.get(e.account)! + e.amount >= 0n);
    if (ok) for (const e of entries) model.set(e.account, model.get(e.account)! + e.amount);
    return ok;
  };

  for (let step = 0; step < steps; step++) {
    const roll = random.next();
    if (roll < 0.6 || posted.length === 0) {
      // A deposit-like funding now and then keeps enough money in member accounts for transfers to pass.
      const pool = random.next() < 0.8 ? money : points;
      const k = random.int(2, 4);
      const chosen = random.sample(pool, k);
      const amounts = balancedAmounts(random, k);
      const request: TransferRequest = {
        idempotencyKey: `prop:${seed}:${key++}`,
        kind: "test",
        entries: chosen.map((a, i) => ({ account: a.id, amount: amounts[i]! })),
      };
      const expected = applies(request.entries as { account: AccountId; amount: bigint }[]);
      if (expected) {
        const result = await postTransfer(db, request);
        expect(result.replayed).toBe(false);
        posted.push({ request, id: result.id, reversed: false });
        tally.moved++;
      } else {
        await expect(postTransfer(db, request)).rejects.toThrow(InsufficientFundsError);
        tally.refused++;
      }
    } else if (roll < 0.75) {
      const earlier = random.pick(posted);
      const retry = await postTransfer(db, { ...earlier.request, entries: [...earlier.request.entries].reverse() });
      expect(retry.id).toBe(earlier.id);
      expect(retry.replayed).toBe(true);
      tally.replayed++;
    } else if (roll < 0.8) {
      const earlier = random.pick(posted);
      const [first, second, ...rest] = earlier.request.entries;
      const altered = [
        { account: first!.account, amount: BigInt(first!.amount) + 1n },
        { account: second!.account, amount: BigInt(second!.amount) - 1n },
        ...rest,
      ];
      const request = { ...earlier.request, entries: altered.filter((e) => e.amount !== 0n) };
      await expect(postTransfer(db, request)).rejects.toThrow(
        request.entries.length < 2 ? InvalidTransferError : IdempotencyConflictError,
      );
      tally.conflicts++;
    } else if (roll < 0.9) {
      const earlier = random.pick(posted);
      const negated = earlier.request.entries.map((e) => ({ account: e.account, amount: -BigInt(e.amount) }));
      const reversal = reverseTransfer(db, earlier.id, `prop:${seed}:${key++}`);
      if (earlier.reversed) {
        await expect(reversal).rejects.toThrow(AlreadyReversedError);
      } else if (applies(negated)) {
        const result = await reversal;
        earlier.reversed = true;
        posted.push({
          request: { idempotencyKey: result.idempotencyKey, kind: "reversal", reverses: earlier.id, entries: negated },
          id: result.id,
          reversed: false,
        });
        tally.reversals++;
      } else {
        await expect(reversal).rejects.toThrow(InsufficientFundsError);
      }
    } else {
      const [a, b] = random.sample(money, 2);
      const [p] = random.sample(points, 1);
      const malformed = random.pick([
        [
          { account: a!.id, amount: 10n },
          { account: b!.id, amount: -9n },
        ],
        [
          { account: a!.id, amount: -10n },
          { account: p!.id, amount: 10n },
        ],
        [{ account: a!.id, amount: 10n }],
      ]);
      await expect(
        postTransfer(db, { idempotencyKey: `prop:${seed}:${key++}`, kind: "test", entries: malformed }),
      ).rejects.toThrow(InvalidTransferError);
      tally.invalid++;
    }
  }

  for (const account of all)
    expect(await accountBalance(db, account.id), `account ${account.id}`).toBe(model.get(account.id));
  for (const account of all) if (account.member) expect(model.get(account.id)! >= 0n).toBe(true);
  const [{ n }] = await db
    .select({ n: count() })
    .from(ledgerTransfers)
    .where(like(ledgerTransfers.idempotencyKey, `prop:${seed}:%`));
  expect(Number(n)).toBe(posted.length);
  return tally;
}

describe("ledger properties over random sequences", () => {
  const seeds = Array.from({ length: 12 }, (_, i) => 1_000 + i * 7_919);
  it.each(seeds)(
    "seed %i: outcomes as the model predicts, Σ = 0, cached = derived, no member below zero",
    async (seed) => {
      const tally = await runSequence(seed, 80);
      // The sequence must exercise both sides of the rules, or it proves little.
      expect(tally.moved).toBeGreaterThan(10);
      expect(tally.refused + tally.replayed + tally.invalid).toBeGreaterThan(5);
      const report = await verifyLedger(db);
      expect(report).toMatchObject({ ok: true, totals: { money: 0n, points: 0n } });
    },
  );
});
