import { and, count, desc, eq, gte, inArray, isNotNull, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/connect.js";
import { members } from "./schema.js";

// Registrations through a member's referral link (SPEC §2.6 referral, ADR 0051): the code's owner became the
// new member's upline and the code is kept on the account (`affiliate_code_used`). An account an agent made in
// its register centre names no code, so it is not one of these. Promotions reads them to pay the inviter.

/** A friend who registered with a member's code: who, when, and who invited it. */
export type Referral = {
  refereeId: string;
  username: string;
  registeredAt: Date;
  referrerId: string;
  referrerUsername: string;
};

const referrers = alias(members, "referrers");

function referrals(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({
      refereeId: members.id,
      username: members.username,
      registeredAt: members.createdAt,
      referrerId: referrers.id,
      referrerUsername: referrers.username,
    })
    .from(members)
    .innerJoin(referrers, eq(referrers.id, members.uplineId))
    .where(and(isNotNull(members.affiliateCodeUsed), where));
}

/** One member's friends (`referrerId`) or those of every member of these types, newest first: a page and the count. */
export async function referralPage(
  db: Db | Tx,
  filter: { referrerId?: string; referrerTypes?: readonly number[] },
  pageNo: number,
  pageSize: number,
): Promise<{ list: Referral[]; total: number }> {
  const where = and(
    filter.referrerId ? eq(referrers.id, filter.referrerId) : undefined,
    filter.referrerTypes ? inArray(referrers.type, [...filter.referrerTypes]) : undefined,
  );
  const [list, [counted]] = await Promise.all([
    referrals(db, where)
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db
      .select({ total: count() })
      .from(members)
      .innerJoin(referrers, eq(referrers.id, members.uplineId))
      .where(and(isNotNull(members.affiliateCodeUsed), where)),
  ]);
  return { list, total: counted?.total ?? 0 };
}

/** The friends registered since `since` through the code of a member of these types: whom the referral job looks at. */
export function referralsSince(db: Db | Tx, referrerTypes: readonly number[], since: Date): Promise<Referral[]> {
  return referrals(db, and(inArray(referrers.type, [...referrerTypes]), gte(members.createdAt, since))).orderBy(
    members.createdAt,
    members.id,
  );
}
