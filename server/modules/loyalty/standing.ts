import type { Db, Tx } from "../../db/connect.js";
import { exclusionInForce } from "../care/index.js";

// Where a member stands with a points-shop item or a mission is one decision (ADR 0060), as with a promotion:
// one pure function of the facts the platform gathered, read by the page's button and by the call alike.

/** The responsible-play state that refuses every step, a promotion's as a mission's (the care check's codes). */
export type CareBlock = "TIMED_OUT" | "SELF_EXCLUDED" | null;

/** A time-out or self-exclusion in force: every promotion step and mission claim is refused, as the care check refuses it. */
export async function careBlock(db: Db | Tx, memberId: string, now: Date): Promise<CareBlock> {
  const exclusion = await exclusionInForce(db as Db, memberId, now);
  if (!exclusion) return null;
  return exclusion.kind === "selfExclusion" ? "SELF_EXCLUDED" : "TIMED_OUT";
}

/** A points-shop item as one member stands with it (ADR 0060): redeem, or why not, and how many at most. */
export type GoodsStanding = {
  action: "redeem" | null;
  reason: "OUT_OF_STOCK" | "LIMIT_REACHED" | "NOT_ENOUGH_POINTS" | null;
  max: number;
};

/** How many of an item the member can redeem now: its stock, the member's limit, the points held and the form's cap. */
export function goodsStanding(
  item: { points: number; stock: number; perMember: number },
  member: { redeemed: number; points: bigint },
  cap: number,
): GoodsStanding {
  const affordable = item.points > 0 ? Number(member.points / BigInt(item.points)) : cap;
  const max = Math.max(0, Math.min(cap, item.stock, item.perMember - member.redeemed, affordable));
  if (item.stock <= 0) return { action: null, reason: "OUT_OF_STOCK", max: 0 };
  if (item.perMember - member.redeemed <= 0) return { action: null, reason: "LIMIT_REACHED", max: 0 };
  if (affordable <= 0) return { action: null, reason: "NOT_ENOUGH_POINTS", max: 0 };
  return { action: "redeem", reason: null, max };
}

/** A mission as one member stands with it in its current period (ADR 0060): claim, or why not. */
export type MissionStanding = {
  action: "claim" | null;
  reason: "NOT_DONE" | "ALREADY_CLAIMED" | "TIMED_OUT" | "SELF_EXCLUDED" | null;
};

/**
 * What a member may do with a mission now. The page's tag and button and the claim itself read it: a claim
 * it does not offer is refused with its reason, so a timed-out member is not shown a Claim that cannot pay.
 */
export function missionStanding(f: { done: boolean; claimed: boolean; care: CareBlock }): MissionStanding {
  if (f.claimed) return { action: null, reason: "ALREADY_CLAIMED" };
  if (!f.done) return { action: null, reason: "NOT_DONE" };
  if (f.care) return { action: null, reason: f.care };
  return { action: "claim", reason: null };
}
