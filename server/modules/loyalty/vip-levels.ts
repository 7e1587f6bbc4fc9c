import { parseBirthday } from "../../../contract/registration.js";
import type { VipBonusKind, VipLevel, VipSettings } from "../../../contract/vip.js";
import type { Club } from "../accounts/index.js";

// The VIP rules as arithmetic (ADR 0050), apart from the database so that each case can be checked by hand: which
// level a period's figures reach, where a member goes from where it stands, and which periodic bonuses a site
// day brings.

export const DAY_MS = 86_400_000;

/** A member's valid bet (games' one rule) and credited deposits over the period. */
export type Figures = { validBet: bigint; deposits: bigint };
export type Standing = { rankLevel: number; since: Date };
/** Where the member goes: up (with every level passed), down one, kept (the keep check passed), or nowhere (null). */
export type Step = Standing & { change: "up" | "down" | "kept" | null; passed: number[] };

/** The highest level whose valid bet and deposits thresholds the figures both reach (level 1's are 0). */
export function levelReached(levels: readonly VipLevel[], figures: Figures): number {
  let reached = 1;
  for (const level of levels)
    if (figures.validBet >= BigInt(level.validBet) && figures.deposits >= BigInt(level.deposits))
      reached = level.rankLevel;
  return reached;
}

/**
 * Up whenever the figures reach a higher level. A period after the level was reached or last kept, a member
 * above level 1 keeps it when the period's valid bet reaches the level's keepValidBet, else goes down one —
 * never below what the figures reach. A level the settings no longer have counts as their top one.
 */
export function nextStanding(settings: VipSettings, standing: Standing, figures: Figures, now: Date): Step {
  const current = Math.min(standing.rankLevel, settings.levels.length);
  const reached = levelReached(settings.levels, figures);
  if (reached > current) return { rankLevel: reached, since: now, change: "up", passed: range(current + 1, reached) };
  const due = current > 1 && standing.since.getTime() + settings.periodDays * DAY_MS <= now.getTime();
  if (due) {
    const level = settings.levels[current - 1];
    const kept = level !== undefined && figures.validBet >= BigInt(level.keepValidBet);
    const rankLevel = kept ? current : Math.max(current - 1, reached);
    return { rankLevel, since: now, change: rankLevel < current ? "down" : "kept", passed: [] };
  }
  return {
    rankLevel: current,
    since: standing.since,
    change: current < standing.rankLevel ? "down" : null,
    passed: [],
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** What the member row shows of a level: member info's club label (its EN name) and the withdrawals a day. */
export function clubOf(level: VipLevel): Club {
  return {
    clubLabel: { labelName: level.name.EN, color: level.color, color2: level.color2, rankLevel: level.rankLevel },
    withdrawalsPerDay: level.withdrawalsPerDay,
  };
}

export function sameClub(
  a: Club,
  b: { clubLabel: Club["clubLabel"] | null; withdrawalsPerDay: number | null },
): boolean {
  const x = a.clubLabel;
  const y = b.clubLabel;
  return (
    a.withdrawalsPerDay === b.withdrawalsPerDay &&
    y !== null &&
    x.labelName === y.labelName &&
    x.color === y.color &&
    x.color2 === y.color2 &&
    x.rankLevel === y.rankLevel
  );
}

/** "2026-W48": the ISO week (and its own year) of a site day "YYYY-MM-DD". */
export function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.getUTCDay() || 7;
  // The week belongs to the year of its Thursday.
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / DAY_MS + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, "0")}`;
}

/**
 * Whether a site day is the member's birthday, as the member typed it (YYYY-MM-DD or MM-DD-YYYY; anything else
 * is no birthday). A 29 February birthday falls on the 28th in other years.
 */
export function isBirthday(birthday: string | null, day: string): boolean {
  const born = birthday ? parseBirthday(birthday) : null;
  if (!born) return false;
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const leap = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
  const bornMonth = born.getUTCMonth() + 1;
  const bornDate = born.getUTCDate();
  if (bornMonth === 2 && bornDate === 29 && !leap) return month === 2 && date === 28;
  return month === bornMonth && date === bornDate;
}

/** The periodic bonuses a site day brings, with their period keys: weekly on a Monday, monthly on the 1st, birthday on the day. */
export function periodsOf(
  day: string,
  birthday: string | null,
): { kind: Exclude<VipBonusKind, "upgrade">; period: string }[] {
  const periods: { kind: Exclude<VipBonusKind, "upgrade">; period: string }[] = [];
  if (new Date(`${day}T00:00:00Z`).getUTCDay() === 1) periods.push({ kind: "weekly", period: isoWeek(day) });
  if (day.endsWith("-01")) periods.push({ kind: "monthly", period: day.slice(0, 7) });
  if (isBirthday(birthday, day)) periods.push({ kind: "birthday", period: day.slice(0, 4) });
  return periods;
}

/** A level's bonus of a kind, in minor units. */
export function bonusOf(level: VipLevel, kind: VipBonusKind): bigint {
  const amounts: Record<VipBonusKind, string> = {
    upgrade: level.upgradeBonus,
    birthday: level.birthdayBonus,
    weekly: level.weeklyBonus,
    monthly: level.monthlyBonus,
  };
  return BigInt(amounts[kind]);
}
