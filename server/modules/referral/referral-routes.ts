import { languageQuery } from "../system/index.js";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { requireOperator } from "../../http/operator.js";
import { paging, route } from "../../http/route.js";
import { payReferralRewards, referrerTypes } from "./referral.js";
import { memberReferral, operatorReferrals } from "./referral-view.js";

// Invite friends (SPEC §2.6 referral, ADR 0051; docs/platform-calls.md "Referral"): the member's code, its friends
// and what they earned it; the operator's list of friends with their statuses, and the reward run by hand.

export function referralRoutes(app: FastifyInstance) {
  route(app, {
    method: "GET",
    url: "/wps/member/referral",
    query: paging(10, 50).extend({ language: languageQuery }),
    auth: "realMember",
    handler: ({ query, signedIn }) => memberReferral(app.db, signedIn.member, referrerTypes(app.config), query),
  });
}

export async function referralOperatorRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));
  const { db } = app;
  route(app, {
    method: "GET",
    url: "/referrals",
    query: paging(20, 100).extend({ referrer: z.string().trim().min(1).max(64).optional() }),
    handler: ({ query }) => operatorReferrals(db, query, referrerTypes(app.config)),
  });
  route(app, {
    method: "POST",
    url: "/referrals/run",
    handler: () => payReferralRewards(db, referrerTypes(app.config)),
  });
}
