import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, sql } from "drizzle-orm";
import type { Db } from "../../server/db/connect.js";
import { ledgerAccounts, ledgerBalances, ledgerEntries, ledgerTransfers, members } from "../../server/db/schema.js";
import {
  AlreadyReversedError,
  IdempotencyConflictError,
  InsufficientFundsError,
  InvalidTransferError,
  TransferNotFoundError,
  postTransfer,
  reverseTransfer,
} from "../../server/modules/wallet/ledger.js";
import { accountBalance, listEntries, readBalances } from "../../server/modules/wallet/ledger-balances.js";
import { memberAccount, systemAccount } from "../../server/modules/wallet/ledger-accounts.js";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { formatMinor } from "../../contract/money.js";
import { startPlatform, type Platform } from "./harness.js";

let platform: Platform;
let db: Db;
beforeAll(async () => {
  platform = await startPlatform({ seed: false });
  db = platform.database.db;
});
afterAll(() => platform.close());

async function newMember(name: string): Promise<string> {
  const [row] = await db
    .insert(members)
    .values({ usernameKey: name, username: name, nickname: name, referralCode: name.toUpperCase() })
    .returning({ id: members.id });
  return row!.id;
}

const transferCount = async () => Number((await db.select({ n: count() }).from(ledgerTransfers))[0]!.n);

/** A member with a main wallet funded through the bank channel. */
async function fundedMember(name: string, minor: bigint) {
  const memberId = await newMember(name);
  const main = await memberAccount(db, memberId, "main");
  const bank = await systemAccount(db, "payment_clearing", "bank");
  await postTransfer(db, {
    idempotencyKey: `deposit:${name}`,
    kind: "deposit",
    entries: [
      { account: bank, amount: -minor },
      { account: main, amount: minor },
    ],
  });
  return { memberId, main, bank };
}

describe("accounts", () => {
  it("opens each account once and keeps member and system accounts apart", async () => {
    const memberId = await newMember("acct1");
    const main = await memberAccount(db, memberId, "main");
    expect(await memberAccount(db, memberId, "main")).toBe(main);
    const pg = await memberAccount(db, memberId, { vendor: "PG" });
    expect(pg).not.toBe(main);
    expect(await memberAccount(db, memberId, { vendor: "PG" })).toBe(pg);
    expect(await memberAccount(db, memberId, { vendor: "JILI" })).not.toBe(pg);
    const house = await systemAccount(db, "house");
    expect(await systemAccount(db, "house")).toBe(house);
    expect(await systemAccount(db, "vendor_clearing", "PG")).not.toBe(
      await systemAccount(db, "payment_clearing", "PG"),
    );
    await expect(systemAccount(db, "house", "PG")).rejects.toThrow(InvalidTransferError);
    await expect(systemAccount(db, "payment_clearing")).rejects.toThrow(InvalidTransferError);
    await expect(memberAccount(db, memberId, { vendor: "no spaces" })).rejects.toThrow(InvalidTransferError);
    expect(await readBalances(db, memberId)).toEqual({
      main: 0n,
      points: 0n,
      bonus: 0n,
      vendors: { PG: 0n, JILI: 0n },
    });
  });
});

describe("postTransfer", () => {
  it("moves money: entries with balances after, cached balances, the member's view", async () => {
    const memberId = await newMember("post1");
    const main = await memberAccount(db, memberId, "main");
    const bank = await systemAccount(db, "payment_clearing", "bank");
    const before = await accountBalance(db, bank);
    const posted = await postTransfer(db, {
      idempotencyKey: "deposit:post1",
      kind: "deposit",
      memo: "bank transfer",
      metadata: { reference: "R-1" },
      entries: [
        { account: main, amount: 123_450n },
        { account: bank, amount: -123_450 },
      ],
    });
    expect(posted.replayed).toBe(false);
    expect(posted.kind).toBe("deposit");
    expect(posted.metadata).toEqual({ reference: "R-1" });
    expect(posted.entries).toContainEqual({ accountId: main, amount: 123_450n, balanceAfter: 123_450n });
    // A merchant account keeps its balance in shards (ADR 0028): its entry carries no balance after.
    expect(posted.entries).toContainEqual({ accountId: bank, amount: -123_450n, balanceAfter: null });
    expect(await accountBalance(db, main)).toBe(123_450n);
    // System accounts may go below zero: the clearing account stands for money on its way in.
    expect(await accountBalance(db, bank)).toBe(before - 123_450n);
    expect((await readBalances(db, memberId)).main).toBe(123_450n);
    expect(formatMinor((await readBalances(db, memberId)).main)).toBe("1,234.50");
  });

  it("refuses a transfer that is not balanced or not well formed, and writes nothing", async () => {
    const { main, bank } = await fundedMember("bad1", 10_000n);
    const memberId2 = await newMember("bad2");
    const points = await memberAccount(db, memberId2, "points");
    const before = await transferCount();
    const refused = [
      [
        { account: main, amount: 100n },
        { account: bank, amount: -99n },
      ],
      [{ account: main, amount: 100n }],
      [
        { account: main, amount: 0n },
        { account: bank, amount: 0n },
      ],
      [
        { account: main, amount: 1.5 },
        { account: bank, amount: -1.5 },
      ],
      [
        { account: main, amount: 100n },
        { account: main, amount: -100n },
      ],
      [
        { account: main, amount: 100n },
        { account: 99_999_999, amount: -100n },
      ],
      // Money and points are different units: they never balance each other.
      [
        { account: main, amount: -100n },
        { account: points, amount: 100n },
      ],
    ];
    for (const entries of refused) {
      await expect(
        postTransfer(db, {
          idempotencyKey: `bad:${JSON.stringify(entries, (_, v) => (typeof v === "bigint" ? String(v) : v))}`,
          kind: "test",
          entries,
        }),
      ).rejects.toThrow(InvalidTransferError);
    }
    await expect(
      postTransfer(db, {
        idempotencyKey: "",
        kind: "test",
        entries: [
          { account: main, amount: 1n },
          { account: bank, amount: -1n },
        ],
      }),
    ).rejects.toThrow(InvalidTransferError);
    expect(await transferCount()).toBe(before);
    expect(await accountBalance(db, main)).toBe(10_000n);
  });

  it("refuses to take a member account below zero and moves nothing", async () => {
    const { memberId, main, bank } = await fundedMember("poor1", 5_000n);
    const before = await transferCount();
    const attempt = postTransfer(db, {
      idempotencyKey: "withdraw:poor1",
      kind: "withdrawal",
      entries: [
        { account: main, amount: -5_001n },
        { account: bank, amount: 5_001n },
      ],
    });
    await expect(attempt).rejects.toThrow(InsufficientFundsError);
    await attempt.catch((error: InsufficientFundsError) => {
      expect(error.accountId).toBe(main);
      expect(error.balance).toBe(5_000n);
      expect(error.amount).toBe(5_001n);
    });
    expect(await transferCount()).toBe(before);
    expect(await accountBalance(db, main)).toBe(5_000n);
    // The key was not spent by the refusal: the same key may move money once funds allow it.
    await postTransfer(db, {
      idempotencyKey: "withdraw:poor1",
      kind: "withdrawal",
      entries: [
        { account: main, amount: -5_000n },
        { account: bank, amount: 5_000n },
      ],
    });
    expect((await readBalances(db, memberId)).main).toBe(0n);
    // The database refuses it too, should code ever try.
    await expect(
      db.update(ledgerBalances).set({ balance: -1n }).where(eq(ledgerBalances.accountId, main)),
    ).rejects.toThrow();
  });

  it("answers a retry with the first result and moves nothing", async () => {
    const { main, bank } = await fundedMember("retry1", 10_000n);
    const request = {
      idempotencyKey: "withdraw:retry1",
      kind: "withdrawal",
      entries: [
        { account: main, amount: -2_500n },
        { account: bank, amount: 2_500n },
      ],
    };
    const first = await postTransfer(db, request);
    const retry = await postTransfer(db, {
      ...request,
      entries: [...request.entries].reverse(),
      memo: "a memo does not make it another movement",
    });
    expect(retry.id).toBe(first.id);
    expect(retry.replayed).toBe(true);
    expect(retry.entries).toEqual(first.entries);
    expect(await accountBalance(db, main)).toBe(7_500n);
    const [racing1, racing2] = await Promise.all([
      postTransfer(db, { ...request, idempotencyKey: "withdraw:retry1:b" }),
      postTransfer(db, { ...request, idempotencyKey: "withdraw:retry1:b" }),
    ]);
    expect(racing1.id).toBe(racing2.id);
    expect([racing1.replayed, racing2.replayed].sort()).toEqual([false, true]);
    expect(await accountBalance(db, main)).toBe(5_000n);
  });

  it("refuses a key that comes back with other entries", async () => {
    const { main, bank } = await fundedMember("conflict1", 10_000n);
    const request = {
      idempotencyKey: "withdraw:conflict1",
      kind: "withdrawal",
      entries: [
        { account: main, amount: -1_000n },
        { account: bank, amount: 1_000n },
      ],
    };
    await postTransfer(db, request);
    await expect(
      postTransfer(db, {
        ...request,
        entries: [
          { account: main, amount: -2_000n },
          { account: bank, amount: 2_000n },
        ],
      }),
    ).rejects.toThrow(IdempotencyConflictError);
    await expect(postTransfer(db, { ...request, kind: "transferFund" })).rejects.toThrow(IdempotencyConflictError);
    expect(await accountBalance(db, main)).toBe(9_000n);
  });

  it("joins a caller's transaction: rolled back with it", async () => {
    const { main, bank } = await fundedMember("tx1", 10_000n);
    await expect(
      db.transaction(async (tx) => {
        await postTransfer(tx, {
          idempotencyKey: "withdraw:tx1",
          kind: "withdrawal",
          entries: [
            { account: main, amount: -1_000n },
            { account: bank, amount: 1_000n },
          ],
        });
        expect(await accountBalance(tx, main)).toBe(9_000n);
        throw new Error("the caller's own write failed");
      }),
    ).rejects.toThrow("the caller's own write failed");
    expect(await accountBalance(db, main)).toBe(10_000n);
    expect(await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, "withdraw:tx1"))).toEqual(
      [],
    );
  });
});

describe("reverseTransfer", () => {
  it("posts the opposite entries once; a retry replays; a second reversal is refused", async () => {
    const { main, bank } = await fundedMember("rev1", 10_000n);
    const withdrawal = await postTransfer(db, {
      idempotencyKey: "withdraw:rev1",
      kind: "withdrawal",
      entries: [
        { account: main, amount: -4_000n },
        { account: bank, amount: 4_000n },
      ],
    });
    const reversal = await reverseTransfer(db, withdrawal.id, "reverse:rev1", "rejected by the operator");
    expect(reversal.kind).toBe("reversal");
    expect(reversal.reversesTransferId).toBe(withdrawal.id);
    expect(reversal.entries).toContainEqual({ accountId: main, amount: 4_000n, balanceAfter: 10_000n });
    expect(await accountBalance(db, main)).toBe(10_000n);
    expect((await reverseTransfer(db, withdrawal.id, "reverse:rev1")).id).toBe(reversal.id);
    await expect(reverseTransfer(db, withdrawal.id, "reverse:rev1:again")).rejects.toThrow(AlreadyReversedError);
    expect(await accountBalance(db, main)).toBe(10_000n);
    await expect(reverseTransfer(db, 99_999_999, "reverse:nothing")).rejects.toThrow(TransferNotFoundError);
  });

  it("refuses a reversal that would take a member below zero", async () => {
    const memberId = await newMember("rev2");
    const main = await memberAccount(db, memberId, "main");
    const bank = await systemAccount(db, "payment_clearing", "bank");
    const deposit = await postTransfer(db, {
      idempotencyKey: "deposit:rev2",
      kind: "deposit",
      entries: [
        { account: bank, amount: -3_000n },
        { account: main, amount: 3_000n },
      ],
    });
    await postTransfer(db, {
      idempotencyKey: "withdraw:rev2",
      kind: "withdrawal",
      entries: [
        { account: main, amount: -2_000n },
        { account: bank, amount: 2_000n },
      ],
    });
    await expect(reverseTransfer(db, deposit.id, "reverse:rev2")).rejects.toThrow(InsufficientFundsError);
    expect(await accountBalance(db, main)).toBe(1_000n);
  });
});

describe("listEntries", () => {
  it("pages a member's statement newest first, over all their accounts, filtered by kind and date", async () => {
    const { memberId, main, bank } = await fundedMember("list1", 100_000n);
    const pg = await memberAccount(db, memberId, { vendor: "PG" });
    const pgClearing = await systemAccount(db, "vendor_clearing", "PG");
    for (let i = 1; i <= 4; i++) {
      await postTransfer(db, {
        idempotencyKey: `withdraw:list1:${i}`,
        kind: "withdrawal",
        entries: [
          { account: main, amount: -i * 100 },
          { account: bank, amount: i * 100 },
        ],
      });
    }
    await postTransfer(db, {
      idempotencyKey: "transferFund:list1",
      kind: "transferFund",
      entries: [
        { account: main, amount: -5_000n },
        { account: pg, amount: 5_000n },
      ],
    });
    await postTransfer(db, {
      idempotencyKey: "bet:list1",
      kind: "bet",
      entries: [
        { account: pg, amount: -1_000n },
        { account: pgClearing, amount: 1_000n },
      ],
    });

    const page1 = await listEntries(db, memberId, { page: 1, pageSize: 3 });
    expect(page1.total).toBe(8); // deposit, 4 withdrawals, transfer out of main, transfer into PG, bet
    expect(page1.list.map((l) => [l.kind, l.accountKind, l.accountCode, l.amount])).toEqual([
      ["bet", "vendor", "PG", -1_000n],
      ["transferFund", "vendor", "PG", 5_000n],
      ["transferFund", "main", "", -5_000n],
    ]);
    const page3 = await listEntries(db, memberId, { page: 3, pageSize: 3 });
    expect(page3.list.map((l) => [l.kind, l.balanceAfter])).toEqual([
      ["withdrawal", 99_900n],
      ["deposit", 100_000n],
    ]);
    expect((await listEntries(db, memberId, { page: 4, pageSize: 3 })).list).toEqual([]);

    const mainOnly = await listEntries(db, main, { page: 1, pageSize: 20 });
    expect(mainOnly.total).toBe(6);
    expect(mainOnly.list[0]!.balanceAfter).toBe(100_000n - 1_000n - 5_000n);
    const withdrawals = await listEntries(db, memberId, { page: 1, pageSize: 2, kinds: ["withdrawal"] });
    expect(withdrawals.total).toBe(4);
    expect(withdrawals.list.map((l) => l.amount)).toEqual([-400n, -300n]);
    expect((await listEntries(db, memberId, { page: 1, pageSize: 10, kinds: [] })).total).toBe(0);
    expect(
      (await listEntries(db, memberId, { page: 1, pageSize: 10, from: new Date(Date.now() + 3_600_000) })).total,
    ).toBe(0);
    expect(
      (
        await listEntries(db, memberId, {
          page: 1,
          pageSize: 10,
          from: new Date(Date.now() - 3_600_000),
          to: new Date(Date.now() + 3_600_000),
        })
      ).total,
    ).toBe(8);
    await expect(listEntries(db, memberId, { page: 0, pageSize: 10 })).rejects.toThrow(InvalidTransferError);
  });
});

describe("verifyLedger", () => {
  it("proves Σ = 0 and cached = derived, and notices a balance changed behind the ledger's back", async () => {
    const report = await verifyLedger(db);
    expect(report).toMatchObject({
      ok: true,
      totals: { money: 0n, points: 0n },
      unbalancedTransfers: [],
      balanceMismatches: [],
      runningBalanceErrors: [],
      negativeMemberAccounts: [],
      orphanEntries: [],
    });

    const { main } = await fundedMember("verify1", 1_000n);
    const tampered = await db
      .transaction(async (tx) => {
        await tx
          .update(ledgerBalances)
          .set({ balance: sql`${ledgerBalances.balance} + 1` })
          .where(eq(ledgerBalances.accountId, main));
        throw await verifyLedger(tx);
      })
      .catch((r) => r);
    expect(tampered.ok).toBe(false);
    expect(tampered.balanceMismatches).toEqual([{ accountId: main, cached: 1_001n, derived: 1_000n }]);
    expect((await verifyLedger(db)).ok).toBe(true);
  });
});

describe("formatMinor", () => {
  it("shows minor units with two decimals and thousands separators, without floats", () => {
    expect(formatMinor(0n)).toBe("0.00");
    expect(formatMinor(5)).toBe("0.05");
    expect(formatMinor(123_450n)).toBe("1,234.50");
    expect(formatMinor("-100000000")).toBe("-1,000,000.00");
    expect(formatMinor(922_337_203_685_477_580_7n)).toBe("92,233,720,368,547,758.07");
  });
});

describe("the ledger without foreign keys (ADR 0041)", () => {
  it("notices entries whose account or transfer does not exist (no foreign key checks them, ADR 0041)", async () => {
    const { main } = await fundedMember("verify2", 500n);
    const [transfer] = await db
      .select({ id: ledgerTransfers.id })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, "deposit:verify2"));
    const orphans = await db
      .transaction(async (tx) => {
        // A pair that sums to zero on an account that does not exist, and one on a transfer that does not.
        const [a] = await tx
          .insert(ledgerEntries)
          .values({ transferId: transfer!.id, accountId: 9_999_999, amount: 7n, balanceAfter: 7n })
          .returning({ id: ledgerEntries.id });
        const [b] = await tx
          .insert(ledgerEntries)
          .values({ transferId: 9_999_999, accountId: main, amount: -7n, balanceAfter: 493n })
          .returning({ id: ledgerEntries.id });
        throw { report: await verifyLedger(tx), ids: [a!.id, b!.id] };
      })
      .catch((r) => r);
    expect(orphans.report.ok).toBe(false);
    expect(orphans.report.orphanEntries.sort()).toEqual(orphans.ids.sort());
    expect((await verifyLedger(db)).ok).toBe(true);
  });

  it("is append-only: accounts, transfers and entries cannot be deleted, truncated or renumbered", async () => {
    const { main } = await fundedMember("verify3", 100n);
    const refused = (statement: Promise<unknown>) =>
      statement.then(
        () => "done",
        (error: Error & { cause?: Error }) => (error.cause ?? error).message,
      );
    expect(await refused(db.delete(ledgerEntries).where(eq(ledgerEntries.accountId, main)))).toMatch(
      /append-only: DELETE on ledger_entries/,
    );
    expect(
      await refused(db.delete(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, "deposit:verify3"))),
    ).toMatch(/append-only: DELETE on ledger_transfers/);
    expect(await refused(db.delete(ledgerAccounts).where(eq(ledgerAccounts.id, main)))).toMatch(
      /append-only: DELETE on ledger_accounts/,
    );
    expect(await refused(db.execute(sql`truncate ledger_entries`))).toMatch(/append-only: TRUNCATE on ledger_entries/);
    // Ids are generated always: PostgreSQL itself refuses to renumber them.
    expect(await refused(db.execute(sql`update ledger_accounts set id = 9999998 where id = ${main}`))).toMatch(
      /can only be updated to DEFAULT/,
    );
    expect(await accountBalance(db, main)).toBe(100n);
    expect((await verifyLedger(db)).ok).toBe(true);
  });
});
