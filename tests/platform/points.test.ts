import { describe, expect, it } from "vitest";
import { siteDayStart } from "../../contract/time-zone.js";
import { accrualDays, accruePoints } from "../../server/modules/loyalty/points.js";
import { accountBalance, memberAccount } from "../../server/modules/wallet/index.js";
import type { Platform } from "./harness.js";
import { gameOf, ops, promoMember, promotionsPlatform, round, type PromoMember } from "./promotions-support.js";

// Points earned as members play (ADR 0048), on hand-computed cases: each day's valid bet per
// category floored once to whole points at the operator's rate, posted to the member's points account in the
// ledger, exactly once however often the accrual runs.

let platform: Platform;
promotionsPlatform((started) => (platform = started));

const VND = 100n;
/** An accrual a moment after the rounds: one in the same millisecond as a round would not see it yet. */
const accrue = () => accruePoints(platform.database.db, new Date(Date.now() + 1_000));
const pointsOf = async (m: PromoMember) =>
  accountBalance(platform.database.db, await memberAccount(platform.database.db, m.id, "points"));

describe("points", () => {
  it("refuses rates that are not a positive amount per point, and keeps each version", async () => {
    expect((await ops(platform, "PUT", "/points/rates", { perPoint: { INHOUSE: "0" } })).body.code).toBe("VALIDATION");
    expect((await ops(platform, "PUT", "/points/rates", { perPoint: { CARDS: "100" } })).body.code).toBe("VALIDATION");
    const set = await ops(platform, "PUT", "/points/rates", {
      perPoint: { INHOUSE: String(1_000n * VND), RNG: String(500n * VND) },
    });
    expect(set.body.value).toMatchObject({ version: 2, rates: { perPoint: { INHOUSE: "100000", RNG: "50000" } } });
    expect((await platform.app.inject({ method: "GET", url: "/wps/points/rules" })).json().value).toMatchObject({
      version: 2,
    });
  });

  it("gives each category's valid bet of the day its whole points, once, and only what a day's figure adds", async () => {
    const m = await promoMember(platform);
    const [dice, slot, live] = [
      await gameOf(platform, "INHOUSE"),
      await gameOf(platform, "RNG"),
      await gameOf(platform, "LIVE"),
    ];
    await round(platform, m, dice, 2_500n * VND, 0n); // 2.5 points → 2
    await round(platform, m, slot, 1_200n * VND, 3_000n * VND); // a win counts its stake: 2.4 → 2
    await round(platform, m, dice, 4_000n * VND, 4_000n * VND); // a tie: not a valid bet
    await round(platform, m, live, 9_000n * VND, 0n); // no rate: nothing
    await accrue();
    expect(await pointsOf(m)).toBe(4n);
    // Run again: nothing more.
    await accrue();
    expect(await pointsOf(m)).toBe(4n);
    // ₫600 more on dice: the day's ₫3,100 now earns 3, so one more point.
    await round(platform, m, dice, 600n * VND, 0n);
    await accrue();
    expect(await pointsOf(m)).toBe(5n);
    const balance = (
      await platform.app.inject({
        method: "GET",
        url: "/wps/v2/wallets/balance",
        headers: { authorization: `Bearer ${m.token}` },
      })
    ).json().value;
    expect(balance.points).toBe("5");
  });

  it("accrues yesterday again in the first hours after midnight, so a round settled late still counts", () => {
    const midnight = siteDayStart("2026-11-24");
    expect(accrualDays(new Date(midnight.getTime() + 30 * 60_000))).toEqual(["2026-11-23", "2026-11-24"]);
    expect(accrualDays(new Date(midnight.getTime() + 5 * 3_600_000))).toEqual(["2026-11-24"]);
  });
});
