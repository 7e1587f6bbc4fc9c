import { and, eq, gte, lt, sql } from "drizzle-orm";
import { SITE_TIME_ZONE } from "../../../contract/time-zone.js";
import type { Db, Tx } from "../../db/connect.js";
import { loginHistory } from "./session-schema.js";

// The login read model (ADR 0052): the site days a member logged in on, from its successful logins (the login
// history every login writes), for missions that ask for logins on consecutive days.

const siteZone = sql.raw(`'${SITE_TIME_ZONE}'`);

/** The site days ("YYYY-MM-DD") with at least one successful login of the member in [from, to), oldest first. */
export async function loginDaysOf(db: Db | Tx, memberId: string, from: Date, to: Date): Promise<string[]> {
  const day = sql<string>`to_char(${loginHistory.at} at time zone ${siteZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .selectDistinct({ day })
    .from(loginHistory)
    .where(
      and(
        eq(loginHistory.memberId, memberId),
        eq(loginHistory.success, true),
        gte(loginHistory.at, from),
        lt(loginHistory.at, to),
      ),
    )
    .orderBy(day);
  return rows.map((row) => row.day);
}
