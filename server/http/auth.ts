import type { FastifyInstance, FastifyRequest } from "fastify";

/** Who may call a route: anyone signed in to the member site (trial players too), or real members only. */
export type MemberAuth = "member" | "realMember";

/**
 * What a member route's handler receives. accounts declares its fields and supplies the check
 * (ADR 0020), so the HTTP layer names no module.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface SignedIn {}

export type Authenticate = (request: FastifyRequest, auth: MemberAuth) => Promise<SignedIn>;

declare module "fastify" {
  interface FastifyInstance {
    authenticate: Authenticate;
  }
}

/** Installs the member check that every route declaring `auth` runs after its inputs parse. */
export function useAuthentication(app: FastifyInstance, authenticate: Authenticate): void {
  app.decorate("authenticate", authenticate);
}
