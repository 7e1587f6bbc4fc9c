import { GAME_CATEGORIES } from "../../contract/game-categories.js";
import { vipSettingsSchema, type VipLevel } from "../../contract/vip.js";
import type { Tx } from "../db/connect.js";
import { vipSettings } from "../db/schema.js";

// The demo's VIP table (ADR 0050): six levels over 30 days of valid bets and deposits, in minor units
// (VND × 100) like every amount. Level 1 is every account's; the demo accounts start there, as their real
// figures put them (the vip-levels job ranks them on those figures). Written once: an operator's table is kept.

const VND = 100n;
const vnd = (amount: bigint) => String(amount * VND);
/** A rebate rate in basis points for every game type (paid by the demo's VIP rebate promotion). */
const everyCategory = (bp: number) => Object.fromEntries(GAME_CATEGORIES.map((category) => [category, bp]));

type Seeded = Omit<VipLevel, "rankLevel">;

const LEVELS: Seeded[] = [
  {
    name: { EN: "Bronze", TY: "Tanso" },
    color: "#cd7f32",
    color2: "#8c5a2b",
    validBet: "0",
    deposits: "0",
    keepValidBet: "0",
    upgradeBonus: "0",
    birthdayBonus: "0",
    weeklyBonus: "0",
    monthlyBonus: "0",
    withdrawalsPerDay: null,
    rebateRates: {},
  },
  {
    name: { EN: "Silver", TY: "Pilak" },
    color: "#c0c0c0",
    color2: "#8a8a8a",
    validBet: vnd(2_000_000n),
    deposits: vnd(500_000n),
    keepValidBet: vnd(1_000_000n),
    upgradeBonus: vnd(20_000n),
    birthdayBonus: vnd(20_000n),
    weeklyBonus: "0",
    monthlyBonus: "0",
    withdrawalsPerDay: null,
    rebateRates: everyCategory(10),
  },
  {
    name: { EN: "Gold", TY: "Ginto" },
    color: "#ffd700",
    color2: "#b8860b",
    validBet: vnd(10_000_000n),
    deposits: vnd(2_000_000n),
    keepValidBet: vnd(5_000_000n),
    upgradeBonus: vnd(100_000n),
    birthdayBonus: vnd(100_000n),
    weeklyBonus: "0",
    monthlyBonus: vnd(50_000n),
    withdrawalsPerDay: 5,
    rebateRates: everyCategory(20),
  },
  {
    name: { EN: "Platinum", TY: "Platinum" },
    color: "#e5e4e2",
    color2: "#7f7f7f",
    validBet: vnd(50_000_000n),
    deposits: vnd(10_000_000n),
    keepValidBet: vnd(25_000_000n),
    upgradeBonus: vnd(300_000n),
    birthdayBonus: vnd(300_000n),
    weeklyBonus: vnd(30_000n),
    monthlyBonus: vnd(150_000n),
    withdrawalsPerDay: 8,
    rebateRates: everyCategory(30),
  },
  {
    name: { EN: "Diamond", TY: "Diyamante" },
    color: "#b9f2ff",
    color2: "#3a8fb7",
    validBet: vnd(200_000_000n),
    deposits: vnd(40_000_000n),
    keepValidBet: vnd(100_000_000n),
    upgradeBonus: vnd(1_000_000n),
    birthdayBonus: vnd(800_000n),
    weeklyBonus: vnd(100_000n),
    monthlyBonus: vnd(500_000n),
    withdrawalsPerDay: 10,
    rebateRates: everyCategory(50),
  },
  {
    name: { EN: "Royal", TY: "Royal" },
    color: "#6a0dad",
    color2: "#d4af37",
    validBet: vnd(1_000_000_000n),
    deposits: vnd(200_000_000n),
    keepValidBet: vnd(500_000_000n),
    upgradeBonus: vnd(5_000_000n),
    birthdayBonus: vnd(2_000_000n),
    weeklyBonus: vnd(300_000n),
    monthlyBonus: vnd(1_500_000n),
    withdrawalsPerDay: 20,
    rebateRates: everyCategory(80),
  },
];

export const DEMO_VIP = vipSettingsSchema.parse({
  periodDays: 30,
  levels: LEVELS.map((level, i) => ({ rankLevel: i + 1, ...level })),
});

/** The level-1 label the demo accounts are created with: what ranking them on their figures would write. */
export const DEMO_CLUB_LABEL = (() => {
  const [first] = DEMO_VIP.levels;
  if (!first) throw new Error("the demo VIP table has no level 1");
  return { labelName: first.name.EN, color: first.color, color2: first.color2, rankLevel: first.rankLevel };
})();

export async function seedVip(tx: Tx): Promise<void> {
  await tx.insert(vipSettings).values({ version: 1, settings: DEMO_VIP, actor: "seed" }).onConflictDoNothing();
}
