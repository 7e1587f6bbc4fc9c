// VIP ranking (SPEC §2.6 playerRank, §3 member info clubLabel, §6 VIP customer service): levels the
// operator configures as versioned data (DESIGN §10: VIP levels are rows, not code branches).
import { z } from "zod";
import { GAME_CATEGORIES } from "./game-categories.js";

export const VIP_LEVELS_MAX = 10;
/** SPEC §6: members above this rank level are served by VIP customer service instead of live chat. */
export const VIP_SERVICE_ABOVE = 4;
export const VIP_BONUS_KINDS = ["upgrade", "birthday", "weekly", "monthly"] as const;
export type VipBonusKind = (typeof VIP_BONUS_KINDS)[number];

const minor = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/, "a string of 1 to 15 digits (minor units)");
/** A threshold as a number for the cross-level checks; one that failed its own check (reported there) counts as 0. */
const amountOf = (minorUnits: string): bigint => (/^\d{1,15}$/.test(minorUnits) ? BigInt(minorUnits) : 0n);
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, "a colour like #c0c0c0");
const levelName = z.string().trim().min(1).max(30);

/** One level. Thresholds are minor units over the settings' period; "0" means no condition. */
export const vipLevelSchema = z.object({
  rankLevel: z.number().int().min(1).max(VIP_LEVELS_MAX),
  /** The club's name in each site language; member info's clubLabel.labelName carries the EN one. */
  name: z.object({ TY: levelName, EN: levelName }),
  color,
  color2: color,
  /** Reached when the period's valid bet and deposits both reach these. */
  validBet: minor,
  deposits: minor,
  /** At each keep check (every period after the level was reached or last kept) the period's valid bet must reach this, or the member goes down one level. */
  keepValidBet: minor,
  /** Paid once per member and level, the first time the member reaches it (also for each level skipped on the way). */
  upgradeBonus: minor.default("0"),
  birthdayBonus: minor.default("0"),
  weeklyBonus: minor.default("0"),
  monthlyBonus: minor.default("0"),
  /** Withdrawals a member of this level may ask for per site day; null for no limit. */
  withdrawalsPerDay: z.number().int().min(1).max(100).nullable().default(null),
  /** Basis points of the valid bet per category, used by a rebate promotion whose rule says `vipRates`. */
  rebateRates: z.record(z.enum(GAME_CATEGORIES), z.number().int().min(0).max(10_000)).default({}),
});
export type VipLevel = z.infer<typeof vipLevelSchema>;

/** The operator's whole VIP table (PUT /ops/vip/levels, CLI `vip levels '<json>'`): a new version each time. */
export const vipSettingsSchema = z
  .object({
    /** Days of valid bet and deposits a level is measured over, ending now; also the keep check's period. */
    periodDays: z.number().int().min(7).max(365),
    levels: z.array(vipLevelSchema).min(1).max(VIP_LEVELS_MAX),
  })
  .superRefine((s, ctx) => {
    s.levels.forEach((level, i) => {
      if (level.rankLevel !== i + 1)
        ctx.addIssue({
          code: "custom",
          path: ["levels", i, "rankLevel"],
          message: `levels are numbered 1, 2, … in order (expected ${i + 1})`,
        });
      const before = s.levels[i - 1];
      if (i === 0 && (amountOf(level.validBet) !== 0n || amountOf(level.deposits) !== 0n))
        ctx.addIssue({
          code: "custom",
          path: ["levels", 0],
          message: "level 1 is every member's: its thresholds are 0",
        });
      // Every account is at level 1: a bonus there would pay each account ever registered.
      if (
        i === 0 &&
        [level.upgradeBonus, level.birthdayBonus, level.weeklyBonus, level.monthlyBonus].some((b) => amountOf(b) !== 0n)
      )
        ctx.addIssue({ code: "custom", path: ["levels", 0], message: "level 1 is every account's: it pays no bonus" });
      if (
        before &&
        (amountOf(level.validBet) < amountOf(before.validBet) || amountOf(level.deposits) < amountOf(before.deposits))
      )
        ctx.addIssue({
          code: "custom",
          path: ["levels", i],
          message: "a level's thresholds are at least those of the level below",
        });
    });
  });
export type VipSettings = z.infer<typeof vipSettingsSchema>;
