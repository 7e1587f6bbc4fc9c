import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { careFreezes } from "./schema.js";

// Freezes another module decides (ADR 0044), enforced here by care_check like every other refusal: the
// module that freezes a member lifts the freeze in the same transaction that removes its reason.

/** Freezes the member for this reason (again: nothing changes). */
export async function freezeMember(db: Db | Tx, memberId: string, reason: string): Promise<void> {
  await db.insert(careFreezes).values({ memberId, reason }).onConflictDoNothing();
}

/** Lifts the member's freeze for this reason; other reasons stand. */
export async function liftFreeze(db: Db | Tx, memberId: string, reason: string): Promise<void> {
  await db.delete(careFreezes).where(and(eq(careFreezes.memberId, memberId), eq(careFreezes.reason, reason)));
}
