import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { APPLICATION_COMMENT_MAX, APPLICATION_IMAGES_MAX, FREE_ROUNDS_MAX } from "../../../contract/promotions.js";
import { required } from "../../required.js";
import { luckyDrawView } from "./draws.js";
import { freeRoundsView, playFreeRound } from "./free-rounds.js";
import { numericId, page, paging, route } from "../../http/route.js";
import { imageFormRoute } from "../media/index.js";
import { DEVICE_HEADER, deviceName } from "../../../contract/device.js";
import { featureEnabled } from "../merchant/index.js";
import { applyForPromotion } from "./applications.js";
import { unclaimedMissionCount } from "../loyalty/index.js";
import { claimPromotion, joinPromotion, memberViews } from "./engine.js";
import { bonusBetPage, bonusSummary, memberRebates } from "./statements.js";
import { languageQuery } from "../system/index.js";

// The member's promotion calls (docs/platform-calls.md "Promotions", ADR 0046): its status and action per
// promotion, join, claim and apply, its bonuses with their bets, and its rebates. A trial account has none.

export const promotionId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "not a promotion id");

export function promotionMemberRoutes(app: FastifyInstance) {
  const { db } = app;
  const viewOf = async (member: Parameters<typeof memberViews>[1], id: string) =>
    (await memberViews(db, member, id))[0] ?? null;

  route(app, {
    method: "GET",
    url: "/wps/member/promotions",
    auth: "realMember",
    handler: ({ signedIn }) => memberViews(db, signedIn.member),
  });

  // SPEC §3 member info: how many promotions offer the member a step now (join, claim, apply), and whether the
  // REFERRAL promotion is switched on; the member centre badges the reward centre with the count.
  route(app, {
    method: "GET",
    url: "/wps/member/promotions/available",
    auth: "realMember",
    handler: async ({ signedIn }) => {
      // The missions not yet claimed this period ride along (SPEC §2.6 badge): one call for the centre's two badges.
      const [views, referral, missions] = await Promise.all([
        memberViews(db, signedIn.member),
        featureEnabled(db, "REFERRAL"),
        unclaimedMissionCount(db, signedIn.member),
      ]);
      return { count: views.filter((v) => v.action !== null).length, referral: { enabled: referral }, missions };
    },
  });

  route(app, {
    method: "POST",
    url: "/wps/member/promotions/:id/join",
    params: z.object({ id: promotionId }),
    auth: "realMember",
    handler: async ({ params, signedIn }) => {
      await joinPromotion(db, signedIn.member, params.id);
      return viewOf(signedIn.member, params.id);
    },
  });

  route(app, {
    method: "POST",
    url: "/wps/member/promotions/:id/claim",
    params: z.object({ id: promotionId }),
    auth: "realMember",
    handler: async ({ params, signedIn }, request) => {
      // The browser the claim came from (ADR 0047): one device claims a promotion once, whichever account signs in.
      const { amount } = await claimPromotion(db, signedIn.member, params.id, {
        ip: request.ip,
        device: deviceName(request.headers[DEVICE_HEADER]),
      });
      return { amount, status: await viewOf(signedIn.member, params.id) };
    },
  });

  playRoutes(app);
  statementRoutes(app);
}

/** The promotions played rather than paid at once: a free-rounds set's spins, and the member's lucky-draw entry. */
function playRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, {
    method: "GET",
    url: "/wps/member/promotions/:id/free-rounds",
    params: z.object({ id: promotionId }),
    auth: "realMember",
    handler: ({ params, signedIn }) => freeRoundsView(db, signedIn.member.id, params.id),
  });

  route(app, {
    method: "POST",
    url: "/wps/member/promotions/:id/free-rounds",
    params: z.object({ id: promotionId }),
    // The round as the member's form saw it (played + 1): a form sent twice plays it once.
    body: z.object({ round: z.number().int().min(1).max(FREE_ROUNDS_MAX) }),
    auth: "realMember",
    handler: async ({ params, body, signedIn }) => {
      await playFreeRound(db, signedIn.member, params.id, body.round);
      // The set as it stands, every spin with its proof; the spin asked for (a resent form's too) among them.
      const freeRounds = required(
        await freeRoundsView(db, signedIn.member.id, params.id),
        "the free rounds just played",
      );
      return { spin: required(freeRounds.spins[body.round - 1], `free round ${body.round}`), freeRounds };
    },
  });

  route(app, {
    method: "GET",
    url: "/wps/member/lucky-draws/:id",
    params: z.object({ id: promotionId }),
    auth: "realMember",
    handler: ({ params, signedIn }) => luckyDrawView(db, params.id, signedIn.member.id),
  });
}

/** What the member was paid: its bonuses (held, with the bets that wager them) and its rebates. */
function statementRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, {
    method: "GET",
    url: "/wps/member/bonuses",
    query: paging(20, 100).extend({ language: languageQuery }),
    auth: "realMember",
    handler: async ({ query, signedIn }) => {
      const { held, list, total } = await bonusSummary(
        db,
        signedIn.member.id,
        query.pageNo,
        query.pageSize,
        query.language,
      );
      return { held, page: page(list, total, query.pageNo, query.pageSize) };
    },
  });

  route(app, {
    method: "GET",
    url: "/wps/member/bonuses/:id/bets",
    params: z.object({ id: numericId() }),
    query: paging(20, 100),
    auth: "realMember",
    handler: async ({ params, query, signedIn }) => {
      const { list, total } = await bonusBetPage(db, signedIn.member.id, params.id, query.pageNo, query.pageSize);
      return page(list, total, query.pageNo, query.pageSize);
    },
  });

  route(app, {
    method: "GET",
    url: "/wps/member/rebates",
    query: z.object({ language: languageQuery }),
    auth: "realMember",
    handler: ({ query, signedIn }) => memberRebates(db, signedIn.member.id, query.language),
  });
}

const applicationFields = z.object({
  comment: z.string().trim().max(APPLICATION_COMMENT_MAX, `at most ${APPLICATION_COMMENT_MAX} characters`).default(""),
});

/** In its own scope (multipart and the larger body limit): an application with up to three pictures. */
export const promotionApplicationRoutes = imageFormRoute({
  method: "POST",
  url: "/wps/member/promotions/:id/apply",
  fields: applicationFields,
  maxImages: APPLICATION_IMAGES_MAX,
  handle: (app, { member }, params, input) =>
    applyForPromotion(app.db, member, promotionId.parse((params as { id?: unknown }).id), input),
});
