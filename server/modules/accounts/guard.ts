import type { FastifyRequest } from "fastify";
import { AppError } from "../../http/envelope.js";
import { findMemberById, type Member } from "./members.js";
import { isTrial, mayUseMemberSite } from "./member-types.js";
import { touchSession, type Session } from "./sessions.js";

export type SignedIn = { session: Session; member: Member; token: string };

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization ?? "";
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})$/.exec(header.trim());
  return match?.[1];
}

/**
 * For every "token" call: a live session of someone allowed on the member site, else 401.
 * Each use slides the idle expiry (SESSION_IDLE_MINUTES). Trial players pass; see requireRealMember.
 */
export async function requireMember(request: FastifyRequest, token = bearerToken(request)): Promise<SignedIn> {
  const { db, config } = request.server;
  const session = token ? await touchSession(db, config, token) : undefined;
  const member = session ? await findMemberById(db, session.memberId) : undefined;
  if (!token || !session || !member || !mayUseMemberSite(config, member.type)) {
    throw new AppError("UNAUTHORIZED", "Not logged in, or the session has ended");
  }
  return { session, member, token };
}

/** Member-only actions refuse a trial player with 'in_need_true_account' (SPEC §6, §8). */
export async function requireRealMember(request: FastifyRequest): Promise<SignedIn> {
  const signedIn = await requireMember(request);
  if (isTrial(request.server.config, signedIn.member.type)) {
    throw new AppError("TRIAL_REFUSED", "in_need_true_account: a trial account cannot do this");
  }
  return signedIn;
}
