import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { requireOperator } from "../../http/operator.js";
import { route } from "../../http/route.js";
import {
  ALL_LIMIT_PERIODS,
  LIMIT_KINDS,
  REALITY_INTERVALS,
  SELF_EXCLUSION_PERIODS,
  TIMEOUT_PERIODS,
} from "../../../contract/care.js";
import { findMemberByUsername } from "../accounts/index.js";
import { recordAudit } from "../system/index.js";
import {
  acknowledgeReality,
  careState,
  confirmLimit,
  playStatus,
  setLimit,
  setReality,
  startExclusion,
} from "./limits.js";
import { careEndpoints } from "../../../contract/routes/care.js";

// Responsible play (docs/platform-calls.md "Responsible play", ADR 0029): the member sets limits and
// starts a time-out or self-exclusion; the operator sees them and can change nothing.

const kind = z.enum(LIMIT_KINDS);
/** day, week or month for a deposit or loss limit; "session" for the session limit (checked against the kind). */
const period = z.enum(ALL_LIMIT_PERIODS);
/** A limit typed freely in minor units (a session limit: minutes); an empty string removes it (which waits like a raise). */
const limitAmount = z.union([
  z.literal("").transform(() => null),
  z
    .string()
    .trim()
    .regex(/^\d{1,15}$/, "amount: a string of 1 to 15 digits (minor units), or empty for no limit")
    .transform(BigInt),
]);
const exclusion = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("timeout"), period: z.enum(TIMEOUT_PERIODS) }),
  z.object({ kind: z.literal("selfExclusion"), period: z.enum(SELF_EXCLUSION_PERIODS) }),
]);

export function careRoutes(app: FastifyInstance) {
  const { db } = app;

  route(app, {
    endpoint: careEndpoints.careState,
    auth: "realMember",
    handler: ({ signedIn: { member } }) => careState(db, member.id),
  });

  route(app, {
    endpoint: careEndpoints.setCareLimit,
    body: z.object({ kind, period, amount: limitAmount }),
    auth: "realMember",
    handler: ({ body, signedIn: { member } }) => setLimit(db, member.id, body),
  });

  route(app, {
    endpoint: careEndpoints.confirmCareLimit,
    body: z.object({ kind, period }),
    auth: "realMember",
    handler: ({ body, signedIn: { member } }) => confirmLimit(db, member.id, body),
  });

  route(app, {
    endpoint: careEndpoints.setReality,
    body: z.object({ interval: z.enum(REALITY_INTERVALS) }),
    auth: "realMember",
    handler: ({ body, signedIn: { member } }) => setReality(db, member.id, body.interval),
  });

  route(app, {
    endpoint: careEndpoints.acknowledgeReality,
    auth: "realMember",
    handler: ({ signedIn: { member } }) => acknowledgeReality(db, member.id),
  });

  route(app, {
    method: "GET",
    url: "/wps/care/play",
    auth: "realMember",
    handler: ({ signedIn: { member } }) => playStatus(db, member.id),
  });

  route(app, {
    endpoint: careEndpoints.startExclusion,
    body: exclusion,
    auth: "realMember",
    handler: async ({ body, signedIn: { member } }) => {
      const state = await startExclusion(db, member.id, body);
      await recordAudit(db, {
        action: `care.${body.kind}`,
        detail: {
          source: "member",
          memberId: member.id,
          username: member.username,
          period: body.period,
          until: state.exclusion?.until,
        },
      });
      return state;
    },
  });
}

/** What the operator sees of a member: limits and the exclusion in force. Nothing here lifts anything. */
export async function memberCare(db: Db, username: string) {
  const member = await findMemberByUsername(db, username);
  if (!member) throw new AppError("NOT_FOUND", `No member ${username}`);
  return { username: member.username, ...(await careState(db, member.id)) };
}

/** GET /ops/members/:username/care. */
export async function careOperatorRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));
  route(app, {
    method: "GET",
    url: "/members/:username/care",
    params: z.object({ username: z.string().trim().min(1).max(64) }),
    handler: ({ params }) => memberCare(app.db, params.username),
  });
}

/**
 * POST /ops/dev/care/rewind (development only, never registered in production): moves a member's live login
 * sessions and last reality-check acknowledgement `minutes` back, as if that long had passed, so that the
 * browser tests see a session limit or reality check fall due without waiting.
 */
export async function careClockRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));
  route(app, {
    method: "POST",
    url: "/dev/care/rewind",
    body: z.object({
      username: z.string().trim().min(1).max(64),
      minutes: z
        .number()
        .int()
        .min(1)
        .max(24 * 60),
    }),
    handler: async ({ body }) => {
      const member = await findMemberByUsername(app.db, body.username);
      if (!member) throw new AppError("NOT_FOUND", `No member ${body.username}`);
      const back = sql`make_interval(mins => ${body.minutes}::int)`;
      await app.db.execute(
        sql`update sessions set created_at = created_at - ${back} where member_id = ${member.id}::uuid and revoked_at is null and expires_at > now()`,
      );
      await app.db.execute(
        sql`update care_reality set acknowledged_at = acknowledged_at - ${back} where member_id = ${member.id}::uuid`,
      );
      return playStatus(app.db, member.id);
    },
  });
}
