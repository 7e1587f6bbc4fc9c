import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { route } from "../../http/route.js";
import type { AccountServices } from "./account-services.js";
import type { AccountContext } from "./sign-in.js";
import { authorizationRequest, configuredProviders, SOCIAL_PROVIDERS } from "./social-providers.js";
import { linkedIdentitiesOf, linkIdentity, socialLogin, unlinkIdentity } from "./social-sign-in.js";
import { visitOf } from "./visit.js";
import { socialEndpoints } from "../../../contract/routes/social.js";

// Social sign-in calls (docs/platform-calls.md "Social sign-in", ADR 0033). The web starts a request,
// keeps its state, nonce and PKCE verifier sealed, and hands the provider's answer back here: the
// platform, which alone holds the client secrets, exchanges the code and checks the ID token.

const provider = z.enum(SOCIAL_PROVIDERS);
// The values openid-client draws: 43 base64url characters each.
const drawn = z.string().regex(/^[A-Za-z0-9_-]{32,128}$/);
// A refinement runs even after .url() failed, so it must not assume a URL.
const webUrl = z
  .string()
  .max(4096)
  .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol), "an http(s) URL");
const answer = z.object({ provider, callbackUrl: webUrl, state: drawn, nonce: drawn, codeVerifier: drawn });

export function socialRoutes(app: FastifyInstance, services: AccountServices) {
  const { db, config } = app;
  const context: AccountContext = { db, config, services };

  route(app, {
    endpoint: socialEndpoints.socialProviders,
    handler: () => ({ providers: configuredProviders(config) }),
  });

  route(app, {
    endpoint: socialEndpoints.socialRequest,
    body: z.object({ provider, redirectUri: webUrl }),
    handler: ({ body }) => authorizationRequest(config, body.provider, body.redirectUri),
  });

  route(app, {
    endpoint: socialEndpoints.socialLogin,
    body: answer,
    handler: ({ body }, request) => socialLogin(context, visitOf(request), body),
  });

  route(app, {
    endpoint: socialEndpoints.linkedIdentities,
    auth: "realMember",
    handler: ({ signedIn }) => linkedIdentitiesOf(db, signedIn.member.id),
  });

  route(app, {
    endpoint: socialEndpoints.linkIdentity,
    body: answer,
    auth: "realMember",
    handler: ({ body, signedIn }) => linkIdentity(context, signedIn.member, body),
  });

  route(app, {
    endpoint: socialEndpoints.unlinkIdentity,
    body: z.object({ provider }),
    auth: "realMember",
    handler: ({ body, signedIn }) => unlinkIdentity(db, signedIn.member, body.provider),
  });
}
