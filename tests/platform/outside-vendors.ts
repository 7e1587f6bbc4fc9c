import { inArray, ne } from "drizzle-orm";
import { gameVendors } from "../../server/db/schema.js";
import { registerVendorAdapter } from "../../server/modules/games/adapters.js";
import { forgetReads } from "../../server/db/read-cache.js";
import type { Platform } from "./harness.js";

// The seeded outside vendors are hidden: none is connected here (ADR 0031). Tests of the catalogue's
// mechanics (lanes, vendor map, paging, filters, maintenance) need a catalogue of many vendors, so they
// connect them as an operator would once each adapter and its credentials exist: a stand-in adapter per
// vendor (its launch answers an address on a reserved domain) and the status opened, WM under maintenance.

/** Connects the given outside vendors (all of them by default). */
export async function connectOutsideVendors(platform: Platform, only?: string[]): Promise<void> {
  const db = platform.database.db;
  const outside = (await db.select({ code: gameVendors.code }).from(gameVendors).where(ne(gameVendors.code, "INHOUSE")))
    .map((v) => v.code)
    .filter((code) => !only || only.includes(code));
  for (const code of outside) {
    registerVendorAdapter(code, {
      launch: async ({ gameCode }) => ({
        url: `https://${code.toLowerCase()}.vendor.invalid/launch?game=${encodeURIComponent(gameCode)}`,
      }),
    });
  }
  await db.update(gameVendors).set({ status: "active" }).where(inArray(gameVendors.code, outside));
  await db
    .update(gameVendors)
    .set({ status: "maintenance" })
    .where(
      inArray(
        gameVendors.code,
        outside.filter((code) => code === "WM"),
      ),
    );
  forgetReads(db);
}
