import { promotionTitles } from "./promotions.js";
import { and, count, eq, sql } from "drizzle-orm";
import { wageringTarget, type IdentityKind, type PromotionRule } from "../../../contract/promotions.js";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { lockMember, type Member } from "../accounts/index.js";
import { checkCare } from "../care/index.js";
import { boundAccountNumbers } from "../payments/index.js";
import { memberAccount, postTransfer, systemAccount } from "../wallet/index.js";
import type { Offer } from "./rules.js";
import { bonuses, promotionIdentities, rebatePayments } from "./schema.js";

// Granting a bonus (ADR 0046): one transaction that locks the member and the promotion, checks the member's
// care state, the rule's eligibility and limits, one claim per identity and the budget, then posts the
// ledger transfer from the promotion account and writes the bonus, keyed so that an event seen twice
// (a retried call, a job rerun) grants once.

export type Bonus = typeof bonuses.$inferSelect;
export type Identity = { kind: Exclude<IdentityKind, "member" | "zalo">; value: string };

const DAY = 86_400_000;

/** Where a claim came from: the address, and the device the web names (its long-lived cookie), when known. */
export type Origin = { ip: string | null; device: string | null };
/** A grant the platform makes on its own (a deposit, an operator's approval): no address or device to hold. */
export const UNKNOWN_ORIGIN: Origin = { ip: null, device: null };

/** The identities a grant is checked against: the member's mobile, email and bank accounts, and the address and device it came from. */
export async function identitiesOf(tx: Tx, member: Member, { ip, device }: Origin): Promise<Identity[]> {
  const list: Identity[] = [];
  if (member.mobileNum) list.push({ kind: "mobile", value: `${member.countryDialingCode ?? ""}${member.mobileNum}` });
  if (member.email) list.push({ kind: "email", value: member.email.toLowerCase() });
  for (const number of await boundAccountNumbers(tx, member.id))
    list.push({ kind: "bank", value: number.replace(/\s+/g, "") });
  if (device) list.push({ kind: "device", value: device });
  if (ip) list.push({ kind: "ip", value: ip });
  return list;
}

/** Refuses with the reason when the rule's eligibility does not take this member. */
export function checkEligible(terms: PromotionRule, member: Member): void {
  if (!terms.eligibility.memberTypes.includes(member.type))
    throw new AppError("NOT_ELIGIBLE", "This promotion is not for this kind of account", { reason: "MEMBER_TYPE" });
  const { countries } = terms.eligibility;
  const country = member.countryDialingCode?.replace(/^\+/, "") ?? null;
  if (countries && (!country || !countries.includes(country)))
    throw new AppError("NOT_ELIGIBLE", "This promotion is not for members of this country", { reason: "COUNTRY" });
  // The level as the member row carries it: the VIP ranking writes it there with every move (ADR 0050).
  const { vipLevels } = terms.eligibility;
  if (vipLevels && !vipLevels.includes(member.clubLabel?.rankLevel ?? 1))
    throw new AppError("NOT_ELIGIBLE", "This promotion is for members of other VIP levels", {
      reason: "VIP_LEVEL",
      vipLevels,
    });
}

export type GrantInput = {
  offer: Offer;
  member: Member;
  amount: bigint;
  /** The deposit a deposit bonus is for (its wagering base may include it). */
  deposit?: bigint;
  /** What makes this grant unique: the event it is for. */
  key: string;
  from: Origin;
  /** A no-deposit bonus's bound contact: held as an identity whatever the limits name (one bonus per Zalo account). */
  bind?: { kind: "zalo" | "mobile" | "email"; value: string };
  now?: Date;
};

/**
 * Grants the bonus, or answers the one already granted under the same key. The caller has locked the offer
 * (lockOffer) in `tx`. Refusals are AppErrors with the reason's code.
 */
export async function grantBonus(tx: Tx, input: GrantInput): Promise<Bonus> {
  const { offer, member, amount } = input;
  const now = input.now ?? new Date();
  const grantKey = `${offer.id}:${input.key}`;
  await lockMember(tx, member.id);
  const [earlier] = await tx.select().from(bonuses).where(eq(bonuses.grantKey, grantKey));
  if (earlier) return earlier;
  if (amount <= 0n) throw new AppError("NOTHING_TO_CLAIM", "This comes to nothing to pay");
  const [{ n }] = await tx
    .select({ n: count() })
    .from(bonuses)
    .where(and(eq(bonuses.promotionId, offer.id), eq(bonuses.memberId, member.id)));
  await admitMember(tx, { offer, member, taken: n, amount, from: input.from, bind: input.bind });
  return postBonus(tx, { offer, memberId: member.id, amount, deposit: input.deposit ?? null, grantKey, now });
}

/**
 * The checks of a claim, in the caller's transaction under the offer's and the member's locks: the care state,
 * the rule's eligibility, the per-member limit (`taken`: how many the member has had), one exclusive bonus at
 * a time, the budget (for `amount`), and one claim per identity (held from here on).
 */
export async function admitMember(
  tx: Tx,
  input: { offer: Offer; member: Member; taken: number; amount: bigint; from: Origin; bind?: GrantInput["bind"] },
): Promise<void> {
  const { offer, member } = input;
  // A timed-out or self-excluded member (or an agent frozen for an unpaid settlement) is offered nothing:
  // the care check refuses a grant as it refuses any money moved into the member's wallets.
  await checkCare(tx, member.id, "transfer");
  checkEligible(offer.terms, member);
  const { perMember } = offer.terms.limits;
  if (input.taken >= perMember) throw new AppError("LIMIT_REACHED", `At most ${perMember} per member`, { perMember });
  const wagering = "wagering" in offer.terms ? offer.terms.wagering : undefined;
  if (wagering?.exclusive) await refuseSecondExclusive(tx, member.id);
  await checkBudget(tx, offer, input.amount);
  await holdIdentities(tx, offer, member, input.from, input.bind);
}

/**
 * Pays a bonus whose claim was checked already (grantBonus's checks, or a free-rounds claim or a draw entry
 * made earlier): the ledger transfer from the promotion account, held with the rule's wagering or paid to
 * the main wallet, and the bonus row, keyed so that it is paid once.
 */
export async function postBonus(
  tx: Tx,
  input: { offer: Offer; memberId: string; amount: bigint; deposit: bigint | null; grantKey: string; now: Date },
): Promise<Bonus> {
  const { offer, amount, grantKey, now, deposit } = input;
  const [earlier] = await tx.select().from(bonuses).where(eq(bonuses.grantKey, grantKey));
  if (earlier) return earlier;
  const wagering = "wagering" in offer.terms ? offer.terms.wagering : undefined;
  const target = wagering ? wageringTarget(wagering, amount, deposit ?? 0n) : 0n;
  const payTo = wagering ? "bonus" : "main";
  const posted = await postTransfer(tx, {
    idempotencyKey: `promotion:${grantKey}`,
    kind: "bonus",
    // The ledger's memo is written in English, as a mission's is; the other language where EN is not written.
    memo: (await promotionTitles(tx, [offer.id], "EN")).get(offer.id) ?? offer.id,
    metadata: { promotionId: offer.id, ruleVersion: offer.ruleVersion },
    entries: [
      { account: await systemAccount(tx, "promotion"), amount: -amount },
      { account: await memberAccount(tx, input.memberId, payTo === "bonus" ? "bonus" : "main"), amount },
    ],
  });
  const [row] = await tx
    .insert(bonuses)
    .values({
      memberId: input.memberId,
      promotionId: offer.id,
      ruleVersion: offer.ruleVersion,
      grantKey,
      amount,
      deposit,
      payTo,
      wagering: wagering ?? null,
      target,
      state: wagering ? "wagering" : "paid",
      grantedAt: now,
      expiresAt: wagering ? new Date(now.getTime() + wagering.days * DAY) : null,
      endedAt: wagering ? null : now,
    })
    .returning();
  if (!row) throw new Error(`bonus ${grantKey} not written (transfer ${posted.id})`);
  return row;
}

/** What the promotion has paid (bonuses granted and rebates paid): its budget is counted against this. */
export async function spentOn(tx: Tx, promotionId: string): Promise<bigint> {
  const [granted] = await tx
    .select({ sum: sql<string | null>`sum(${bonuses.amount})::text` })
    .from(bonuses)
    .where(eq(bonuses.promotionId, promotionId));
  const [rebated] = await tx
    .select({ sum: sql<string | null>`sum(${rebatePayments.amount})::text` })
    .from(rebatePayments)
    .where(eq(rebatePayments.promotionId, promotionId));
  return BigInt(granted?.sum ?? "0") + BigInt(rebated?.sum ?? "0");
}

export async function checkBudget(tx: Tx, offer: Offer, amount: bigint): Promise<void> {
  const budget = offer.terms.limits.budget;
  if (!budget) return;
  if ((await spentOn(tx, offer.id)) + amount > BigInt(budget))
    throw new AppError("BUDGET_SPENT", "This promotion's budget is spent");
}

/**
 * One claim per identity: the first member to claim with a mobile, email, bank account or address holds it for
 * this promotion; another member with the same one is refused. Two members racing for one identity: the
 * primary key lets one insert through, the other waits for it and then sees the holder.
 */
async function holdIdentities(
  tx: Tx,
  offer: Offer,
  member: Member,
  from: Origin,
  bind?: { kind: string; value: string },
  now = new Date(),
) {
  const { identities, ipWindowHours } = offer.terms.limits;
  const kinds = new Set<string>(identities);
  if (ipWindowHours) kinds.add("ip");
  const held: { kind: string; value: string }[] = bind
    ? [{ kind: bind.kind, value: bind.value.trim().toLowerCase() }]
    : [];
  held.push(...(await identitiesOf(tx, member, from)).filter((i) => kinds.has(i.kind)));
  for (const identity of held) {
    const key = and(
      eq(promotionIdentities.promotionId, offer.id),
      eq(promotionIdentities.kind, identity.kind),
      eq(promotionIdentities.value, identity.value),
    );
    await tx
      .insert(promotionIdentities)
      .values({
        promotionId: offer.id,
        kind: identity.kind,
        value: identity.value,
        memberId: member.id,
        createdAt: now,
      })
      .onConflictDoNothing();
    const [holder] = await tx.select().from(promotionIdentities).where(key).for("update");
    if (!holder || holder.memberId === member.id) continue;
    // An address is held only for its window; after it, the next member from it takes it over.
    if (
      identity.kind === "ip" &&
      ipWindowHours &&
      holder.createdAt.getTime() < now.getTime() - ipWindowHours * 3_600_000
    ) {
      await tx.update(promotionIdentities).set({ memberId: member.id, createdAt: now }).where(key);
      continue;
    }
    throw new AppError("IDENTITY_USED", `Another account has claimed this promotion with the same ${identity.kind}`, {
      identity: identity.kind,
    });
  }
}

/** ONE_ACTIVE_BONUS when the member is wagering an exclusive bonus already (ADR 0046). */
export async function refuseSecondExclusive(tx: Tx | Db, memberId: string): Promise<void> {
  const active = await tx
    .select({ id: bonuses.id, wagering: bonuses.wagering })
    .from(bonuses)
    .where(and(eq(bonuses.memberId, memberId), eq(bonuses.state, "wagering")));
  const exclusive = active.find((b) => (b.wagering as { exclusive?: boolean } | null)?.exclusive !== false);
  if (exclusive)
    throw new AppError("ONE_ACTIVE_BONUS", "A bonus is being wagered already; finish it first", {
      bonusId: exclusive.id,
    });
}
