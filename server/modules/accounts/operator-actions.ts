import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { PlatformConfig } from "../../config.js";
import type { Db } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { requireOperator } from "../../http/operator.js";
import { route } from "../../http/route.js";
import { clearNameFailures } from "./lockout.js";
import { authenticators } from "./session-schema.js";
import { revokeMemberSessions } from "./sessions.js";
import { recordAudit } from "../system/index.js";
import { findMemberByUsername, updateMember, usernameKey } from "./members.js";
import { hashPassword } from "./passwords.js";

// What customer service does for a member who is stuck (SPEC §4): put the password back to the
// site's well-known default — the next login must change it, and every open session ends — or
// lift a lockout before it runs out, or turn off the authenticator app of a member who lost the phone
// (ADR 0032). The /ops API and the CLI's database fallback share these.

export type MemberCommand =
  | { action: "member.resetPassword"; username: string }
  | { action: "member.unlock"; username: string }
  | { action: "member.authenticatorOff"; username: string };
export type MemberCommandResult = { action: MemberCommand["action"]; username: string };

export class UnknownMemberError extends Error {}

export async function applyMemberCommand(
  db: Db,
  config: PlatformConfig,
  command: MemberCommand,
  source: "api" | "cli",
): Promise<MemberCommandResult> {
  const member = await findMemberByUsername(db, command.username);
  if (!member) throw new UnknownMemberError(`there is no member "${command.username}"`);
  const passwordHash =
    command.action === "member.resetPassword" ? await hashPassword(config, config.DEFAULT_PASSWORD) : null;
  await db.transaction(async (tx) => {
    if (passwordHash) {
      await updateMember(tx, member.id, {
        passwordHash,
        passwordChangedAt: new Date(),
        mustChangePassword: true,
        tempPasswordHash: null,
        tempPasswordExpiresAt: null,
      });
      await revokeMemberSessions(tx, member.id);
    }
    if (command.action === "member.authenticatorOff") {
      await tx
        .update(authenticators)
        .set({ secret: null, pendingSecret: null, enabledAt: null, updatedAt: new Date() })
        .where(eq(authenticators.memberId, member.id));
    }
    // Whatever the command, the member starts again without the failures that locked the account.
    await clearNameFailures(tx, usernameKey(member.username));
    await recordAudit(tx, {
      action: command.action,
      detail: { source, username: member.username, memberId: member.id },
    });
  });
  return { action: command.action, username: member.username };
}

export function describeMemberCommand(result: MemberCommandResult): string {
  if (result.action === "member.resetPassword")
    return `Password of ${result.username} reset to the default; the next login must change it`;
  if (result.action === "member.authenticatorOff") return `Authenticator app of ${result.username} turned off`;
  return `${result.username} unlocked`;
}

/** POST /ops/member/reset-password, /ops/member/unlock and /ops/member/authenticator-off (docs/platform-calls.md, "Operator calls"). */
export async function memberOperatorRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));
  const body = z.object({ username: z.string().trim().min(1).max(64) });
  const apply = async (command: MemberCommand) => {
    try {
      return await applyMemberCommand(app.db, app.config, command, "api");
    } catch (error) {
      if (error instanceof UnknownMemberError) throw new AppError("NOT_FOUND", error.message);
      throw error;
    }
  };
  route(app, {
    method: "POST",
    url: "/member/reset-password",
    body,
    handler: ({ body }) => apply({ action: "member.resetPassword", username: body.username }),
  });
  route(app, {
    method: "POST",
    url: "/member/unlock",
    body,
    handler: ({ body }) => apply({ action: "member.unlock", username: body.username }),
  });
  route(app, {
    method: "POST",
    url: "/member/authenticator-off",
    body,
    handler: ({ body }) => apply({ action: "member.authenticatorOff", username: body.username }),
  });
}
