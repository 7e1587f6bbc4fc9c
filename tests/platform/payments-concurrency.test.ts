import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { readPlatformConfig } from "../../server/config.js";
import type { Db } from "../../server/db/connect.js";
import { findMemberById, hashPassword } from "../../server/modules/accounts/index.js";
import { bankAccounts, gameTransactions, members, withdrawals } from "../../server/db/schema.js";
import { WITHDRAWAL_CLEARING, requestWithdrawal } from "../../server/modules/payments/withdrawals.js";
import { accountBalance } from "../../server/modules/wallet/ledger-balances.js";
import { memberAccount, systemAccount } from "../../server/modules/wallet/ledger-accounts.js";
import { postTransfer } from "../../server/modules/wallet/ledger.js";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { transferToMember } from "../../server/modules/wallet/member-transfers.js";
import { walletDebit } from "../../server/modules/vendors/seamless.js";
import { openVendorSession } from "../../server/modules/vendors/index.js";
import { concurrentPostgres } from "./harness.js";
import { withPostgres } from "../support/services.js";

// The member-facing money calls under real concurrency (PostgreSQL; CI sets DATABASE_URL): the same
// functions the routes call, with the payment password, the member lock and the hold. An account
// funded for exactly 100 withdrawals' worth is hit by 100 withdrawals and 100 transfers to its upline
// at once, then by all 200 again with the same request keys.

const PIN = "246810";
const config = readPlatformConfig({
  DATA_DIR: "memory:",
  WITHDRAWAL_DAILY_COUNT: "1000",
  ARGON2_MEMORY_KIB: "1024",
  ARGON2_ITERATIONS: "1",
});
const AMOUNT = config.WITHDRAWAL_MIN;

let postgres: Awaited<ReturnType<typeof concurrentPostgres>>;
let db: Db;

describe.runIf(withPostgres())("member money calls under concurrency (PostgreSQL)", () => {
  beforeAll(async () => {
    postgres = await concurrentPostgres();
    db = postgres.db;
  });
  afterAll(async () => postgres?.close());

  async function newMember(name: string, extra: Partial<typeof members.$inferInsert> = {}) {
    const [row] = await db
      .insert(members)
      .values({ usernameKey: name, username: name, nickname: name, referralCode: name.toUpperCase(), ...extra })
      .returning({ id: members.id });
    return (await findMemberById(db, row!.id))!;
  }

  it("200 withdrawals and transfers at once from an account funded for 100: exactly 100 succeed; replays move nothing", async () => {
    const upline = await newMember("conc_upline");
    const payer = await newMember("conc_payer", {
      uplineId: upline.id,
      paymentPasswordHash: await hashPassword(config, PIN),
    });
    const [account] = await db
      .insert(bankAccounts)
      .values({ memberId: payer.id, bankName: "VCB", accountNumber: "001122334455", holderName: "CONC PAYER" })
      .returning();
    const main = await memberAccount(db, payer.id, "main");
    await postTransfer(db, {
      idempotencyKey: "conc:fund",
      kind: "deposit",
      entries: [
        { account: await systemAccount(db, "payment_clearing", "bank"), amount: -(AMOUNT * 100n) },
        { account: main, amount: AMOUNT * 100n },
      ],
    });

    const attempt = (i: number) =>
      i % 2 === 0
        ? requestWithdrawal(db, config, payer.id, {
            bankAccountId: account!.id,
            amount: AMOUNT,
            paymentPassword: PIN,
            requestKey: `conc-w-${i}`,
          })
        : transferToMember(db, payer, upline, { kind: "transfer_upline", amount: AMOUNT, requestKey: `conc-t-${i}` });
    const settle = async () => {
      const results = await Promise.allSettled(Array.from({ length: 200 }, (_, i) => attempt(i)));
      const refusals = results
        .filter((r): r is PromiseRejectedResult => r.status === "rejected")
        .map((r) => (r.reason as { code?: string }).code ?? String(r.reason));
      expect(new Set(refusals)).toEqual(new Set(refusals.length ? ["INSUFFICIENT_FUNDS"] : []));
      return results.map((r, i) => (r.status === "fulfilled" ? i : -1)).filter((i) => i >= 0);
    };

    const first = await settle();
    expect(first).toHaveLength(100);
    expect(await accountBalance(db, main)).toBe(0n);
    const withdrawn = first.filter((i) => i % 2 === 0).length;
    const [{ n }] = await db.select({ n: count() }).from(withdrawals).where(eq(withdrawals.memberId, payer.id));
    expect(Number(n)).toBe(withdrawn);
    expect(await accountBalance(db, await systemAccount(db, "payment_clearing", WITHDRAWAL_CLEARING))).toBe(
      AMOUNT * BigInt(withdrawn),
    );
    expect(await accountBalance(db, await memberAccount(db, upline.id, "main"))).toBe(AMOUNT * BigInt(100 - withdrawn));

    // The same 200 requests again: the ones that went through answer their first result, the rest
    // are still refused, and nothing moves.
    const second = await settle();
    expect(second).toEqual(first);
    expect(await accountBalance(db, main)).toBe(0n);
    const [{ again }] = await db.select({ again: count() }).from(withdrawals).where(eq(withdrawals.memberId, payer.id));
    expect(Number(again)).toBe(withdrawn);
    expect(await verifyLedger(db)).toMatchObject({ ok: true, totals: { money: 0n, points: 0n } });
  }, 120_000);

  it("100 seamless-wallet bets at once on a balance of 50, each sent twice: exactly 50 bets stand, once each", async () => {
    const player = await newMember("conc_player");
    await postTransfer(db, {
      idempotencyKey: "conc:player-fund",
      kind: "deposit",
      entries: [
        { account: await systemAccount(db, "payment_clearing", "bank"), amount: -50n },
        { account: await memberAccount(db, player.id, "main"), amount: 50n },
      ],
    });
    const token = await openVendorSession(db, { memberId: player.id, vendor: "CONCVENDOR", gameCode: "dice" });
    const bet = (i: number) =>
      walletDebit(db, "CONCVENDOR", {
        token,
        transactionId: `conc-bet-${i}`,
        roundId: `conc-round-${i}`,
        amount: 1n,
        gameCode: "dice",
      });
    const results = await Promise.allSettled(Array.from({ length: 200 }, (_, i) => bet(i % 100)));
    const refusals = new Set(
      results
        .filter((r): r is PromiseRejectedResult => r.status === "rejected")
        .map((r) => (r.reason as { code?: string }).code ?? String(r.reason)),
    );
    expect(refusals).toEqual(new Set(["INSUFFICIENT_FUNDS"]));
    const stood = new Set(results.flatMap((r, i) => (r.status === "fulfilled" ? [i % 100] : [])));
    expect(stood.size).toBe(50);
    expect(await accountBalance(db, await memberAccount(db, player.id, "main"))).toBe(0n);
    const [{ n }] = await db
      .select({ n: count() })
      .from(gameTransactions)
      .where(eq(gameTransactions.vendor, "CONCVENDOR"));
    expect(Number(n)).toBe(50);
    expect(await accountBalance(db, await systemAccount(db, "vendor_clearing", "CONCVENDOR"))).toBe(50n);
    expect(await verifyLedger(db)).toMatchObject({ ok: true });
  }, 120_000);
});
