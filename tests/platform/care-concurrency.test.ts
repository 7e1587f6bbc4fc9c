import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../server/db/connect.js";
import { careDeposits, careLimits, members } from "../../server/db/schema.js";
import { checkCare } from "../../server/modules/care/index.js";
import { concurrentPostgres } from "./harness.js";
import { withPostgres } from "../support/services.js";

// Deposit limits under real concurrency (PostgreSQL; CI sets DATABASE_URL): 20 deposits of 10 race a
// limit of 55, each in its own transaction as payments runs it. Exactly 5 fit, whatever the order.

let postgres: Awaited<ReturnType<typeof concurrentPostgres>>;
let db: Db;

describe.runIf(withPostgres())("deposit limits under concurrency (PostgreSQL)", () => {
  beforeAll(async () => {
    postgres = await concurrentPostgres();
    db = postgres.db;
  });
  afterAll(async () => postgres?.close());

  it("20 deposits racing a limit that holds 5: exactly 5 pass and the counted total stays within it", async () => {
    const [member] = await db
      .insert(members)
      .values({ usernameKey: "care_race", username: "care_race", nickname: "care_race", referralCode: "CARERACE" })
      .returning({ id: members.id });
    await db.insert(careLimits).values({ memberId: member!.id, kind: "deposit", period: "day", amount: 55n });
    const attempt = (i: number) =>
      db.transaction(async (tx) => {
        // A little work before the check, as a deposit's insert does, to widen the race.
        await tx.execute(sql`select pg_sleep(0.01)`);
        await checkCare(tx, member!.id, "deposit", { amount: 10n, reference: `race-${i}` });
      });
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => attempt(i)));
    const refused = results.filter((r) => r.status === "rejected");
    expect(results.length - refused.length).toBe(5);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toMatchObject({ code: "DEPOSIT_LIMIT" });
    const [{ total }] = await db
      .select({ total: sql<string>`sum(${careDeposits.amount})::text` })
      .from(careDeposits)
      .where(and(eq(careDeposits.memberId, member!.id)));
    expect(total).toBe("50");
  });
});
