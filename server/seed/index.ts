import { isProduction, type PlatformConfig } from "../config.js";
import type { Db } from "../db/connect.js";
import { forgetReads } from "../db/read-cache.js";
import { seedAnnouncements } from "./announcements.js";
import { seedBanners } from "./banners.js";
import { seedEvents } from "./events.js";
import { seedGames } from "./games.js";
import { seedHelp } from "./help.js";
import { seedLottery } from "./lottery.js";
import { seedMembers } from "./members.js";
import { seedMissions } from "./missions.js";
import { seedPayments } from "./payments.js";
import { seedPromotions } from "./promotions.js";
import { seedSite } from "./site.js";
import { seedVip } from "./vip.js";

export { DEMO_LOGINS } from "./members.js";

/**
 * What the install needs, by its mode (ADR 0015), in one transaction. Every mode gets what the site
 * cannot work without: the merchant, its toggles, registration rules and mirrors, the games catalogue
 * and the help articles. Only a demo install also gets the demo accounts (published passwords), the
 * demo deposit channels (the sandbox gateway), banners and announcements about what the platform delivers,
 * and promotions the engine pays exactly as their text says (ADR 0046). Idempotent: every row is keyed by a stable natural key and inserted
 * only when absent, so a second run (every start runs it) changes nothing and an operator's own
 * edits are kept.
 */
export async function seedInstall(db: Db, config: PlatformConfig, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await seedSite(tx, config);
    await seedHelp(tx);
    await seedGames(tx);
    await seedLottery(tx, !isProduction(config));
    await seedEvents(tx, !isProduction(config), now);
    if (isProduction(config)) return;
    await seedBanners(tx);
    await seedAnnouncements(tx, now);
    await seedMembers(tx, config, now);
    await seedPayments(tx);
    await seedPromotions(tx);
    await seedVip(tx);
    await seedMissions(tx);
  });
  forgetReads(db);
}
