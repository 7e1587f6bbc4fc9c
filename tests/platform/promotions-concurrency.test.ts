import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/connect.js";
import { bonuses, drawEntries, members } from "../../server/db/schema.js";
import { findMemberById } from "../../server/modules/accounts/index.js";
import { claimPromotion } from "../../server/modules/promotions/engine.js";
import { createPromotion } from "../../server/modules/promotions/index.js";
import { verifyLedger } from "../../server/modules/wallet/ledger-proof.js";
import { concurrentPostgres } from "./harness.js";
import { withPostgres } from "../support/services.js";

// One claim per identity under real concurrency (PostgreSQL, CI sets DATABASE_URL): 100 claims at
// once — 100 members bound to one Zalo account, then one member 100 times — grant exactly one bonus each time.

let postgres: Awaited<ReturnType<typeof concurrentPostgres>>;
let db: Db;

async function membersWithZalo(prefix: string, count: number, zalo: string) {
  const rows = await db
    .insert(members)
    .values(
      Array.from({ length: count }, (_, i) => ({
        usernameKey: `${prefix}${i}`,
        username: `${prefix}${i}`,
        nickname: `${prefix}${i}`,
        referralCode: `${prefix.toUpperCase()}${i}`,
        zalo,
      })),
    )
    .returning({ id: members.id });
  return Promise.all(rows.map(async (r) => (await findMemberById(db, r.id))!));
}

describe.runIf(withPostgres())("one claim per identity under concurrency (PostgreSQL)", () => {
  beforeAll(async () => {
    postgres = await concurrentPostgres();
    db = postgres.db;
    await createPromotion(
      db,
      {
        id: "zalo-race",
        category: "all",
        title: "Bind Zalo",
        summary: "",
        content: "",
        startsAt: null,
        endsAt: null,
        sequence: 0,
        rule: { type: "noDeposit", claimMode: "claim", bind: "zalo", reward: { kind: "fixed", amount: "13100000" } },
      },
      "test",
    );
  }, 60_000);
  afterAll(async () => postgres?.close());

  it("100 members with one Zalo account claim at once: one bonus, 99 IDENTITY_USED", async () => {
    const racers = await membersWithZalo("zrace", 100, "0987654321");
    const results = await Promise.allSettled(
      racers.map((m) => claimPromotion(db, m, "zalo-race", { ip: null, device: null })),
    );
    const granted = results.filter((r) => r.status === "fulfilled");
    expect(granted).toHaveLength(1);
    for (const r of results) if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "IDENTITY_USED" });
    expect(await db.select().from(bonuses).where(eq(bonuses.promotionId, "zalo-race"))).toHaveLength(1);
  }, 60_000);

  it("one member claiming 100 times at once is paid once", async () => {
    const [member] = await membersWithZalo("zself", 1, "0911222333");
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, () => claimPromotion(db, member!, "zalo-race", { ip: null, device: null })),
    );
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(0);
    const mine = await db.select().from(bonuses).where(eq(bonuses.memberId, member!.id));
    expect(mine).toHaveLength(1);
    expect((await verifyLedger(db)).ok).toBe(true);
  }, 60_000);

  it("50 members entering one lucky draw at once are numbered 1 to 50, each once", async () => {
    const base = {
      category: "all",
      title: "Draw",
      summary: "",
      content: "",
      startsAt: null,
      endsAt: null,
      sequence: 0,
    };
    const prizes = [{ amount: "100000", count: 1 }];
    await createPromotion(
      db,
      {
        ...base,
        id: "draw-race",
        rule: {
          type: "luckyDraw",
          claimMode: "claim",
          drawAt: new Date(Date.now() + 3_600_000).toISOString(),
          prizes,
          limits: { identities: [] },
        },
      },
      "test",
    );
    const racers = await membersWithZalo("drace", 50, "0900000000");
    const results = await Promise.allSettled(
      [...racers, ...racers].map((m) => claimPromotion(db, m, "draw-race", { ip: null, device: null })),
    );
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(0);
    const entries = await db.select().from(drawEntries).where(eq(drawEntries.promotionId, "draw-race"));
    expect(entries.map((e) => e.entry).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(new Set(entries.map((e) => e.memberId)).size).toBe(50);
  }, 60_000);
});
