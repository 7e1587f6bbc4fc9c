import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../../db/connect.js";
import { forgetReads } from "../../db/read-cache.js";
import { AppError } from "../errors.js";
import { requireOperator } from "../../http/operator.js";
import { route } from "../../http/route.js";
import { bumpSiteVersion, recordAudit } from "../system/index.js";
import { registerRules, whitelabelNodes } from "./schema.js";

// The operator's switches for the site's own configuration (SPEC §3 registration rules, §6
// toggles): a registration field shown or hidden, required or optional, and a feature toggle on
// or off. Both the /ops API and the CLI's database fallback go through these functions, so the
// audit trail is the same either way.

export const REGISTER_SWITCHES = ["on", "off", "required", "optional"] as const;
export type RegisterSwitch = (typeof REGISTER_SWITCHES)[number];
export type SiteSwitchCommand =
  { action: "register"; field: string; change: RegisterSwitch } | { action: "toggle"; modId: string; enabled: boolean };

export type SiteSwitchResult =
  | { action: "register"; field: string; enabled: boolean; required: boolean }
  | { action: "toggle"; modId: string; enabled: boolean };

export class UnknownSwitchError extends Error {}

const registerChange: Record<RegisterSwitch, { enabled?: boolean; required?: boolean }> = {
  on: { enabled: true },
  off: { enabled: false },
  required: { required: true },
  optional: { required: false },
};

export async function applySiteSwitch(
  db: Db,
  command: SiteSwitchCommand,
  source: "api" | "cli",
): Promise<SiteSwitchResult> {
  const result = await db.transaction(async (tx): Promise<SiteSwitchResult> => {
    let outcome: SiteSwitchResult;
    if (command.action === "register") {
      const [row] = await tx
        .update(registerRules)
        .set(registerChange[command.change])
        .where(eq(registerRules.field, command.field))
        .returning({ enabled: registerRules.enabled, required: registerRules.required });
      if (!row) throw new UnknownSwitchError(`there is no registration field "${command.field}"`);
      outcome = { action: "register", field: command.field, ...row };
    } else {
      const [row] = await tx
        .update(whitelabelNodes)
        .set({ enabled: command.enabled ? "1" : "0" })
        .where(eq(whitelabelNodes.modId, command.modId))
        .returning({ modId: whitelabelNodes.modId });
      if (!row) throw new UnknownSwitchError(`there is no toggle "${command.modId}"`);
      outcome = { action: "toggle", modId: command.modId, enabled: command.enabled };
    }
    const { action, ...detail } = command;
    await recordAudit(tx, { action: `site.${action}`, detail: { source, ...detail } });
    await bumpSiteVersion(tx);
    return outcome;
  });
  // The status call's configuration is read through a short cache; this process forgets it now.
  forgetReads(db);
  return result;
}

export function describeSiteSwitch(result: SiteSwitchResult): string {
  if (result.action === "toggle") return `Toggle ${result.modId} is ${result.enabled ? "on" : "off"}`;
  const shown = result.enabled ? "shown" : "hidden";
  return `Registration field ${result.field} is ${shown} and ${result.required ? "required" : "optional"}`;
}

/** POST /ops/register-rule and /ops/toggle (docs/platform-calls.md, "Operator calls"). */
export async function siteSwitchRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));
  const apply = async (command: SiteSwitchCommand) => {
    try {
      return await applySiteSwitch(app.db, command, "api");
    } catch (error) {
      if (error instanceof UnknownSwitchError) throw new AppError("NOT_FOUND", error.message);
      throw error;
    }
  };
  route(app, {
    method: "POST",
    url: "/register-rule",
    body: z.object({ field: z.string().min(1).max(64), change: z.enum(REGISTER_SWITCHES) }),
    handler: ({ body }) => apply({ action: "register", field: body.field, change: body.change }),
  });
  route(app, {
    method: "POST",
    url: "/toggle",
    body: z.object({ modId: z.string().min(1).max(64), enabled: z.boolean() }),
    handler: ({ body }) => apply({ action: "toggle", modId: body.modId, enabled: body.enabled }),
  });
}
