import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { AppError } from "../errors.js";
import { requireOperator } from "../../http/operator.js";
import { route } from "../../http/route.js";
import { applyOperatorCommand, readOperatorSettings, type OperatorCommand } from "./operator-settings.js";
import { InvalidCidrError } from "./region.js";

/** The operator API behind `npm run ops` (docs/platform-calls.md, "Operator calls"). */
export async function operatorRoutes(app: FastifyInstance) {
  // Registered as its own plugin under /ops, so this check covers exactly the operator calls.
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));

  const apply = async (command: OperatorCommand) => {
    try {
      return await applyOperatorCommand(app.db, command, "api");
    } catch (error) {
      if (error instanceof InvalidCidrError) throw new AppError("VALIDATION", `cidr: ${error.message}`);
      throw error;
    }
  };

  route(app, {
    method: "GET",
    url: "/settings",
    handler: () => readOperatorSettings(app.db),
  });

  route(app, {
    method: "POST",
    url: "/maintenance",
    body: z.object({
      enabled: z.boolean(),
      // When the operator expects to be back; shown to visitors, it does not end maintenance by itself.
      until: z.string().datetime({ offset: true }).nullable().optional(),
    }),
    handler: ({ body }) =>
      apply({
        action: "maintenance",
        enabled: body.enabled,
        until: body.until ? new Date(body.until).toISOString() : null,
      }),
  });

  route(app, {
    method: "POST",
    url: "/region",
    body: z.object({ action: z.enum(["block", "allow"]), cidr: z.string().min(1).max(64) }),
    handler: ({ body }) =>
      apply({ action: body.action === "block" ? "region.block" : "region.allow", cidr: body.cidr }),
  });

  route(app, {
    method: "DELETE",
    url: "/region",
    handler: () => apply({ action: "region.clear" }),
  });
}
