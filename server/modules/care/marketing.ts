import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { careExclusions } from "./schema.js";

// Marketing stops under a time-out or self-exclusion (LCCP 3.5, ADR 0034). The messages module builds its
// readers' queries with this condition, so a marketing message reaches no member who had an exclusion in
// force when it was sent, nor one who has one in force now.

/** SQL: true when a marketing message sent at `sentAt` may reach the member `memberId`. */
export function marketingReaches(memberId: string, sentAt: SQLWrapper): SQL {
  const excludedAt = (at: SQLWrapper) =>
    sql`exists (select 1 from ${careExclusions} where ${careExclusions.memberId} = ${memberId} and ${careExclusions.startsAt} <= ${at} and ${careExclusions.endsAt} > ${at})`;
  return sql`(not ${excludedAt(sentAt)} and not ${excludedAt(sql`now()`)})`;
}
