import { asc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../../db/connect.js";
import { forgetReads } from "../../db/read-cache.js";
import { AppError } from "../errors.js";
import { requireOperator } from "../../http/operator.js";
import { route } from "../../http/route.js";
import { bumpSiteVersion, recordAudit } from "../system/index.js";
import { connectedVendors } from "./adapters.js";
import { gameVendors } from "./catalogue-schema.js";

// The operator's switches on game vendors: put a vendor under maintenance (its games show,
// launching says 'game under maintenance'), hide it, or change how its money moves. A change of wallet
// mode applies to the next launch; sessions already open keep the wallet they were opened on, and money
// left in a sub-wallet can always be moved back (transferFund out, collect-all). Every change is audited.
// A vendor that is not connected (no adapter with its credentials, adapters.ts) cannot be opened or put
// under maintenance: players would be offered games that cannot start. It can be announced as
// coming_soon (its card shows with that label) or disabled (ADR 0031).

export const vendorCode = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/);

export const vendorChange = z
  .object({
    status: z.enum(["active", "maintenance", "coming_soon", "disabled"]).optional(),
    walletMode: z.enum(["seamless", "transfer"]).optional(),
  })
  .strict()
  .refine((c) => c.status !== undefined || c.walletMode !== undefined, {
    message: "nothing to change: give status or walletMode",
  });

export type VendorChange = z.infer<typeof vendorChange>;
type VendorRow = typeof gameVendors.$inferSelect;

const operatorVendorView = (v: VendorRow) => {
  const connected = connectedVendors().includes(v.code);
  // What players see of it: the status only counts for a connected vendor, apart from coming soon.
  const shown =
    v.status === "coming_soon"
      ? "coming soon"
      : v.status === "disabled" || !connected
        ? "hidden"
        : v.status === "maintenance"
          ? "maintenance"
          : "playable";
  return {
    code: v.code,
    name: v.name,
    categories: v.categories,
    walletMode: v.walletMode,
    status: v.status,
    isHot: v.isHot,
    connected,
    shown,
  };
};
export type OperatorVendor = ReturnType<typeof operatorVendorView>;

export async function operatorVendors(db: Db): Promise<OperatorVendor[]> {
  return (await db.select().from(gameVendors).orderBy(asc(gameVendors.sequence), asc(gameVendors.code))).map(
    operatorVendorView,
  );
}

export async function configureVendor(db: Db, code: string, change: VendorChange, source: "api" | "cli") {
  const changed = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(gameVendors).where(eq(gameVendors.code, code)).for("update");
    if (!before) throw new AppError("NOT_FOUND", `No game vendor ${code}`);
    if ((change.status === "active" || change.status === "maintenance") && !connectedVendors().includes(code)) {
      throw new AppError(
        "VALIDATION",
        `status: ${code} is not connected (no adapter with its credentials on this platform): its games cannot open. Announce it with coming_soon, or connect it first`,
      );
    }
    const [after] = await tx.update(gameVendors).set(change).where(eq(gameVendors.code, code)).returning();
    const view = operatorVendorView(after);
    await recordAudit(tx, {
      action: "gameVendor.change",
      detail: { source, code, before: operatorVendorView(before), after: view },
    });
    await bumpSiteVersion(tx);
    return { action: "gameVendor.change", vendor: view };
  });
  // This copy's public reads show the change at once; other copies catch up within their read TTL.
  forgetReads(db);
  return changed;
}

/** /ops/game-vendors (X-Operator-Key). */
export async function vendorOperatorRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));
  route(app, { method: "GET", url: "/game-vendors", handler: () => operatorVendors(app.db) });
  route(app, {
    method: "PUT",
    url: "/game-vendors/:code",
    params: z.object({ code: vendorCode }),
    body: vendorChange,
    handler: ({ params, body }) => configureVendor(app.db, params.code, body, "api"),
  });
}
