import type { FastifyInstance, FastifyRequest } from "fastify";
import { useAuthentication, type MemberAuth } from "../../http/auth.js";
import { AppError } from "../errors.js";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { type Member } from "./members.js";
import { isTrial, mayUseMemberSite } from "./member-types.js";
import { members } from "./schema.js";
import { sessions } from "./session-schema.js";
import { extendSession, needsTouch, sha256, type Session } from "./sessions.js";

declare module "../../http/auth.js" {
  interface SignedIn {
    session: Session;
    member: Member;
    token: string;
  }
}

export type { SignedIn } from "../../http/auth.js";

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization ?? "";
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(header.trim());
  return match?.[1];
}

// Every member call starts here, so the session and its member are read by one statement, built and
// prepared once per database (ADR 0040): no query building per call, no write unless the idle end is due.
const liveSessionQueries = new WeakMap<Db, ReturnType<typeof liveSessionQuery>>();

function liveSessionQuery(db: Db) {
  return db
    .select({ session: sessions, member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .prepare("live_session");
}

/** The token's live session and its member, the session's idle end pushed forward when due (touchSlackMs). */
async function liveSession(
  db: Db,
  config: FastifyInstance["config"],
  token: string,
): Promise<{ session: Session; member: Member } | undefined> {
  let query = liveSessionQueries.get(db);
  if (!query) liveSessionQueries.set(db, (query = liveSessionQuery(db)));
  const now = new Date();
  const [found] = await query.execute({ tokenHash: sha256(token), now });
  if (!found || !needsTouch(config, found.session, now)) return found;
  const session = await extendSession(db, config, found.session, now);
  return session && { session, member: found.member };
}

/**
 * A live session of someone allowed on the member site, else 401. Use slides the idle expiry
 * (SESSION_IDLE_MINUTES, within touchSlackMs). A trial player passes "member" but not "realMember": member-only actions
 * refuse a trial player with 'in_need_true_account' (SPEC §6, §8).
 */
export async function signedInMember(request: FastifyRequest, auth: MemberAuth = "member") {
  const { db, config } = request.server;
  const token = bearerToken(request);
  const live = token ? await liveSession(db, config, token) : undefined;
  if (!token || !live || !mayUseMemberSite(config, live.member.type)) {
    throw new AppError("UNAUTHORIZED", "Not logged in, or the session has ended");
  }
  const { session, member } = live;
  if (auth === "realMember" && isTrial(config, member.type)) {
    throw new AppError("TRIAL_REFUSED", "in_need_true_account: a trial account cannot do this");
  }
  return { session, member, token };
}

/** Every route declaring `auth` is checked by signedInMember. */
export function useMemberAuthentication(app: FastifyInstance): void {
  useAuthentication(app, signedInMember);
}
