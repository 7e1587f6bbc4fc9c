import type { FastifyInstance, FastifyRequest } from "fastify";
import { useAuthentication, type MemberAuth } from "../../http/auth.js";
import { AppError } from "../../http/envelope.js";
import { findMemberById, type Member } from "./members.js";
import { isTrial, mayUseMemberSite } from "./member-types.js";
import { touchSession, type Session } from "./sessions.js";

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

/**
 * A live session of someone allowed on the member site, else 401. Each use slides the idle expiry
 * (SESSION_IDLE_MINUTES). A trial player passes "member" but not "realMember": member-only actions
 * refuse a trial player with 'in_need_true_account' (SPEC §6, §8).
 */
export async function signedInMember(request: FastifyRequest, auth: MemberAuth = "member") {
  const { db, config } = request.server;
  const token = bearerToken(request);
  const session = token ? await touchSession(db, config, token) : undefined;
  const member = session ? await findMemberById(db, session.memberId) : undefined;
  if (!token || !session || !member || !mayUseMemberSite(config, member.type)) {
    throw new AppError("UNAUTHORIZED", "Not logged in, or the session has ended");
  }
  if (auth === "realMember" && isTrial(config, member.type)) {
    throw new AppError("TRIAL_REFUSED", "in_need_true_account: a trial account cannot do this");
  }
  return { session, member, token };
}

/** Every route declaring `auth` is checked by signedInMember. */
export function useMemberAuthentication(app: FastifyInstance): void {
  useAuthentication(app, signedInMember);
}
