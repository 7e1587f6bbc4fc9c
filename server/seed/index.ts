import type { PlatformConfig } from "../config.js";
import type { Db } from "../db/connect.js";
import { forgetReads } from "../db/read-cache.js";
import { seedAnnouncements } from "./announcements.js";
import { seedBanners } from "./banners.js";
import { seedGames } from "./games.js";
import { seedHelp } from "./help.js";
import { seedMembers } from "./members.js";
import { seedPayments } from "./payments.js";
import { seedPromotions } from "./promotions.js";
import { seedSite } from "./site.js";

export { DEMO_LOGINS } from "./members.js";

/**
 * Demo data for a fresh site, in one transaction. Idempotent: every row is keyed
 * by a stable natural key and inserted only when absent, so a second run (every
 * start runs it) changes nothing and an operator's own edits are kept.
 */
export async function seedDemo(db: Db, config: PlatformConfig, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await seedSite(tx, config);
    await seedBanners(tx);
    await seedPromotions(tx, now);
    await seedAnnouncements(tx, now);
    await seedHelp(tx);
    await seedMembers(tx, config, now);
    await seedPayments(tx);
    await seedGames(tx);
  });
  forgetReads(db);
}
