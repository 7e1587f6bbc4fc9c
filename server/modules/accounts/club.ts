import { and, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { members, type ClubLabel } from "./schema.js";

// A member's VIP club (ADR 0050): promotions ranks the members and writes here what the lower modules read off
// the member row — the club label member info answers (SPEC §3), the rank level messages and eligibility use,
// and the withdrawals a site day payments allows.

export type Club = { clubLabel: ClubLabel; withdrawalsPerDay: number | null };
export type ClubMember = {
  id: string;
  createdAt: Date;
  birthday: string | null;
  clubLabel: ClubLabel | null;
  withdrawalsPerDay: number | null;
};

/** The ids of the members of these types (or only `memberId` among them), as a subquery a read model takes. */
export function clubMembersQuery(db: Db | Tx, types: readonly number[], memberId?: string) {
  return db
    .select({ id: members.id })
    .from(members)
    .where(and(inArray(members.type, [...types]), memberId ? eq(members.id, memberId) : undefined));
}

/** Every member of these types, with what ranking them needs: one read for the whole run. */
export async function clubMembers(db: Db | Tx, types: readonly number[]): Promise<ClubMember[]> {
  return db
    .select({
      id: members.id,
      createdAt: members.createdAt,
      birthday: members.birthday,
      clubLabel: members.clubLabel,
      withdrawalsPerDay: members.withdrawalsPerDay,
    })
    .from(members)
    .where(inArray(members.type, [...types]));
}

/** Puts these members in one club: one statement whatever their number. */
export async function setClub(db: Db | Tx, memberIds: readonly string[], club: Club): Promise<void> {
  if (memberIds.length === 0) return;
  await db
    .update(members)
    .set({ clubLabel: club.clubLabel, withdrawalsPerDay: club.withdrawalsPerDay })
    .where(inArray(members.id, [...memberIds]));
}
