import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { linkedIdentities } from "./identity-schema.js";
import { failureState } from "./lockout.js";
import { completeLogin, passwordExpired, type Login, type Visit } from "./login.js";
import { findMemberById, type Member } from "./members.js";
import { locked, type AccountContext } from "./sign-in.js";
import { verifiedIdentity, type SocialAnswer, type SocialProvider, type VerifiedIdentity } from "./social-providers.js";
import { take } from "./throttles.js";

// Social sign-in and linking (SPEC §2.4, ADR 0033). An identity opens only the account that linked it
// from My account; an identity nobody linked never creates an account, since registration needs what a
// provider does not give (a mobile number, the confirmation of age 18).

export type LinkedIdentity = { provider: SocialProvider; email: string | null; linkedAt: string };

export async function linkedIdentitiesOf(db: Db, memberId: string): Promise<LinkedIdentity[]> {
  const rows = await db
    .select({ provider: linkedIdentities.provider, email: linkedIdentities.email, linkedAt: linkedIdentities.linkedAt })
    .from(linkedIdentities)
    .where(eq(linkedIdentities.memberId, memberId))
    .orderBy(asc(linkedIdentities.provider));
  return rows.map((row) => ({
    provider: row.provider as SocialProvider,
    email: row.email,
    linkedAt: row.linkedAt.toISOString(),
  }));
}

const notLinked = (identity: VerifiedIdentity) =>
  new AppError(
    "SOCIAL_NOT_LINKED",
    "No account is linked to this sign-in; register or log in, then link it in My account",
    { provider: identity.provider },
  );

/**
 * Signs in the member who linked the identity the provider vouched for. A locked account stays locked
 * and a member type that may not use the site is refused (completeLogin), as for a password. The
 * new-address check is not asked: the provider's own sign-in proved the person, as an SMS code does.
 */
export async function socialLogin(
  { db, config, services }: AccountContext,
  visit: Visit,
  answer: SocialAnswer,
): Promise<Login> {
  await take(services.throttles.loginPerIp, visit.ip);
  const identity = await verifiedIdentity(config, answer);
  const [link] = await db
    .select()
    .from(linkedIdentities)
    .where(and(eq(linkedIdentities.issuer, identity.issuer), eq(linkedIdentities.subject, identity.subject)));
  const member = link ? await findMemberById(db, link.memberId) : undefined;
  if (!link || !member) throw notLinked(identity);
  const state = await failureState(db, member.usernameKey, visit.ip);
  if (state.lockedUntil) throw locked(state.lockedUntil);
  await db.update(linkedIdentities).set({ lastUsedAt: new Date() }).where(eq(linkedIdentities.id, link.id));
  return completeLogin(db, config, visit, member, "social", {
    firstTimeLogin: member.firstLoginAt === null,
    passwordExpired: passwordExpired(config, member),
    mustChangePassword: member.mustChangePassword,
  });
}

/** Links the identity to the signed-in member; the same identity linked again is no change. */
export async function linkIdentity(
  { db, config }: AccountContext,
  member: Member,
  answer: SocialAnswer,
): Promise<LinkedIdentity[]> {
  const identity = await verifiedIdentity(config, answer);
  const inserted = await db
    .insert(linkedIdentities)
    .values({
      memberId: member.id,
      provider: identity.provider,
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email,
    })
    .onConflictDoNothing()
    .returning({ id: linkedIdentities.id });
  if (inserted.length === 0) {
    const [holder] = await db
      .select({ memberId: linkedIdentities.memberId })
      .from(linkedIdentities)
      .where(and(eq(linkedIdentities.issuer, identity.issuer), eq(linkedIdentities.subject, identity.subject)));
    if (holder && holder.memberId !== member.id)
      throw new AppError("SOCIAL_LINKED_ELSEWHERE", "This sign-in is already linked to another account", {
        provider: identity.provider,
      });
    if (!holder)
      throw new AppError(
        "SOCIAL_PROVIDER_LINKED",
        "Another sign-in of this provider is linked to this account; unlink it first",
        { provider: identity.provider },
      );
  }
  return linkedIdentitiesOf(db, member.id);
}

export async function unlinkIdentity(db: Db, member: Member, provider: SocialProvider): Promise<LinkedIdentity[]> {
  await db
    .delete(linkedIdentities)
    .where(and(eq(linkedIdentities.memberId, member.id), eq(linkedIdentities.provider, provider)));
  return linkedIdentitiesOf(db, member.id);
}
