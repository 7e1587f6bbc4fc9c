import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { REDEMPTION_STATUSES, convertRequestSchema, redeemRequestSchema } from "../../../contract/points-shop.js";
import { readThrough } from "../../db/read-cache.js";
import { page, paging, route } from "../../http/route.js";
import { memberGoods, offeredGoods } from "./shop.js";
import { convertPoints } from "./shop-convert.js";
import { memberRedemptions, redeemGoods } from "./shop-redeem.js";

// The points shop's calls (SPEC §2.1 /pointMall, §7; docs/platform-calls.md "Points shop"): the goods on offer
// for everyone; with a real member's token the goods with what the member holds, a redemption and a conversion
// (both with the payment password, both answering the first result to a resend), and the redeem history.

/** The public list: the same for everyone, so cached like the other public content. */
export function pointsShopRoutes(app: FastifyInstance) {
  route(app, {
    method: "GET",
    url: "/wps/points/goods",
    handler: () => readThrough(app.db, "points:goods", () => offeredGoods(app.db)),
  });
}

export function pointsShopMemberRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, {
    method: "GET",
    url: "/wps/member/points/goods",
    auth: "realMember",
    handler: ({ signedIn }) => memberGoods(db, signedIn.member.id),
  });

  route(app, {
    method: "POST",
    url: "/wps/member/points/redeem",
    body: redeemRequestSchema,
    auth: "realMember",
    handler: ({ body, signedIn }) => redeemGoods(db, signedIn.member.id, body),
  });

  route(app, {
    method: "GET",
    url: "/wps/member/points/redemptions",
    query: paging(20).extend({ status: z.enum(REDEMPTION_STATUSES).optional() }),
    auth: "realMember",
    handler: async ({ query, signedIn }) => {
      const { list, total } = await memberRedemptions(db, signedIn.member.id, query);
      return page(list, total, query.pageNo, query.pageSize);
    },
  });

  route(app, {
    method: "POST",
    url: "/wps/member/points/convert",
    body: convertRequestSchema,
    auth: "realMember",
    handler: ({ body, signedIn }) => convertPoints(db, signedIn.member.id, body),
  });
}
