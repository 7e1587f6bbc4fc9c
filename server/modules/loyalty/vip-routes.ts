import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../../db/connect.js";
import { readThrough } from "../../db/read-cache.js";
import { AppError } from "../errors.js";
import { requireOperator } from "../../http/operator.js";
import { route } from "../../http/route.js";
import { findMemberByUsername } from "../accounts/index.js";
import { currentVipSettings, levelOf, memberVip, setVipSettings, vipMemberTypes, vipTable } from "./vip.js";
import { recomputeVip } from "./vip-ranking.js";

// VIP calls (ADR 0050; docs/platform-calls.md "VIP"): the public levels table, the member's own standing,
// and the operator's table, a member's standing and a recompute by hand.

/** The public table (SPEC §2.6 playerRank), cached with the public content; a new table forgets it. */
export function vipRoutes(app: FastifyInstance) {
  route(app, {
    method: "GET",
    url: "/wps/vip/levels",
    handler: () => readThrough(app.db, "vip:levels", () => vipTable(app.db)),
  });

  route(app, {
    method: "GET",
    url: "/wps/member/vip",
    auth: "realMember",
    handler: ({ signedIn }) => memberVip(app.db, signedIn.member),
  });
}

/** A member's standing as the operator sees it: the member's view with its name and the settings version that placed it. */
export async function operatorMemberVip(db: Db, username: string) {
  const member = await findMemberByUsername(db, username);
  if (!member) throw new AppError("NOT_FOUND", `No member ${username}`);
  const settings = await currentVipSettings(db);
  const standing = settings ? await levelOf(db, member.id, settings) : null;
  return {
    username: member.username,
    settingsVersion: standing?.row?.settingsVersion ?? null,
    vip: await memberVip(db, member),
  };
}

export const vipUsername = z.string().trim().min(1).max(64);

export async function vipOperatorRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));
  const { db } = app;
  route(app, { method: "GET", url: "/vip/levels", handler: () => vipTable(db) });
  route(app, {
    method: "PUT",
    url: "/vip/levels",
    body: z.record(z.unknown()),
    handler: ({ body }) => setVipSettings(db, body, "api"),
  });
  route(app, {
    method: "GET",
    url: "/vip/members/:username",
    params: z.object({ username: vipUsername }),
    handler: ({ params }) => operatorMemberVip(db, params.username),
  });
  route(app, {
    method: "POST",
    url: "/vip/recompute",
    handler: () => recomputeVip(db, new Date(), vipMemberTypes(app.config)),
  });
}
