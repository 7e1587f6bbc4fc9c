// A promotion's terms in plain words (SPEC §2.6 "promotions with types", ADR 0046): the page states what the
// platform pays from the very rule the platform pays by (contract/promotions.ts), never from the operator's
// prose. Shared by server and browser; pure apart from the translation function it is given.
import { formatMinor } from "~contract/money";
import type { PromotionRule, Wagering } from "~contract/promotions";
import { formatDateTime } from "~/lib/shell/date-time";
import { formatRate } from "~/lib/shell/rate";

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "a, b and c" in the member's language. */
function listOf(t: Translate, items: string[]): string {
  if (items.length < 2) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${t("promotions:terms.and")} ${items[items.length - 1]}`;
}

/** A game category of the catalogue ("RNG") in the member's words (games:category.rng). */
export const categoryName = (t: Translate, category: string) =>
  t(`games:category.${category.toLowerCase()}`, { defaultValue: category });

function rewardLine(t: Translate, reward: Extract<PromotionRule, { reward: unknown }>["reward"]): string {
  if (reward.kind === "fixed") return t("promotions:terms.reward.fixed", { amount: formatMinor(reward.amount) });
  return t("promotions:terms.reward.percent", { rate: formatRate(reward.rateBp), cap: formatMinor(reward.cap) });
}

function depositLines(t: Translate, deposit: Extract<PromotionRule, { type: "deposit" }>["deposit"]): string[] {
  const lines = [
    deposit.which === "nth"
      ? t("promotions:terms.deposit.nth", { n: deposit.n ?? 0 })
      : t(`promotions:terms.deposit.${deposit.which}`),
  ];
  lines.push(
    BigInt(deposit.minAmount) > 0n
      ? t("promotions:terms.deposit.minimum", { amount: formatMinor(deposit.minAmount) })
      : t("promotions:terms.deposit.anyAmount"),
  );
  if (deposit.channels?.length)
    lines.push(t("promotions:terms.deposit.channels", { channels: deposit.channels.join(", ") }));
  return lines;
}

function wageringLines(t: Translate, wagering: Wagering): string[] {
  const lines = [
    t(`promotions:terms.wagering.${wagering.base}`, { multiple: wagering.multiple }),
    t("promotions:terms.wagering.days", { count: wagering.days }),
  ];
  const named = Object.entries(wagering.weights) as [string, number][];
  if (named.length === 0 && wagering.otherWeight === 100) {
    lines.push(t("promotions:terms.wagering.allCount"));
  } else {
    for (const [category, weight] of named) {
      lines.push(
        weight === 0
          ? t("promotions:terms.wagering.notCounted", { category: categoryName(t, category) })
          : t("promotions:terms.wagering.weight", { category: categoryName(t, category), weight }),
      );
    }
    lines.push(
      wagering.otherWeight === 0
        ? t("promotions:terms.wagering.otherNotCounted")
        : t("promotions:terms.wagering.otherWeight", { weight: wagering.otherWeight }),
    );
  }
  if (wagering.maxBet) lines.push(t("promotions:terms.wagering.maxBet", { amount: formatMinor(wagering.maxBet) }));
  lines.push(
    t(wagering.exclusive === false ? "promotions:terms.wagering.beside" : "promotions:terms.wagering.exclusive"),
  );
  lines.push(t("promotions:terms.wagering.held"));
  return lines;
}

/** Free rounds (ADR 0047): how many, of which game at what stake, how long to play them, and how the winnings are paid. */
function freeRoundLines(t: Translate, rule: Extract<PromotionRule, { type: "freeRounds" }>): string[] {
  return [
    t("promotions:terms.freeRounds.claim"),
    t("promotions:terms.freeRounds.spins", {
      count: rule.rounds,
      game: t(`promotions:game.${rule.game}`),
      stake: formatMinor(rule.stake),
    }),
    t("promotions:terms.freeRounds.days", { count: rule.days }),
    ...(rule.wagering
      ? [t("promotions:terms.freeRounds.bonus"), ...wageringLines(t, rule.wagering)]
      : [t("promotions:terms.freeRounds.wallet")]),
  ];
}

/** A lucky draw (ADR 0047): by when to enter and what entry needs, the prizes, how the winners are drawn, how paid. */
function drawLines(t: Translate, rule: Extract<PromotionRule, { type: "luckyDraw" }>): string[] {
  const prizes = rule.prizes.map((prize) =>
    t("promotions:terms.luckyDraw.prize", { count: prize.count, amount: formatMinor(prize.amount) }),
  );
  return [
    t("promotions:terms.luckyDraw.enterBy", { time: formatDateTime(rule.drawAt) }),
    BigInt(rule.minValidBet) > 0n
      ? t("promotions:terms.luckyDraw.minValidBet", { amount: formatMinor(rule.minValidBet) })
      : t("promotions:terms.luckyDraw.anyone"),
    t("promotions:terms.luckyDraw.prizes", { prizes: listOf(t, prizes) }),
    t("promotions:terms.luckyDraw.fair"),
    t("promotions:terms.luckyDraw.method"),
    ...(rule.wagering
      ? [t("promotions:terms.luckyDraw.bonus"), ...wageringLines(t, rule.wagering)]
      : [t("promotions:terms.luckyDraw.wallet")]),
  ];
}

/** Invite friends (ADR 0051): what a friend must do and by when, what each one pays, and who takes part. */
function referralLines(t: Translate, rule: Extract<PromotionRule, { type: "referral" }>): string[] {
  const { minDeposit, minValidBet, days } = rule.qualify;
  const lines = [
    t("promotions:terms.referral.share"),
    t("promotions:terms.referral.reward", { amount: formatMinor(rule.reward.amount) }),
    BigInt(minDeposit) > 0n
      ? t("promotions:terms.referral.minDeposit", { amount: formatMinor(minDeposit) })
      : t("promotions:terms.referral.anyDeposit"),
  ];
  if (BigInt(minValidBet) > 0n)
    lines.push(t("promotions:terms.referral.minValidBet", { amount: formatMinor(minValidBet) }));
  lines.push(t("promotions:terms.referral.days", { count: days }), t("promotions:terms.referral.automatic"));
  lines.push(...(rule.wagering ? wageringLines(t, rule.wagering) : [t("promotions:terms.wagering.none")]));
  lines.push(
    rule.maxReferees
      ? t("promotions:terms.referral.maxReferees", { count: rule.maxReferees })
      : t("promotions:terms.referral.noMax"),
  );
  lines.push(t("promotions:terms.referral.samePerson"), t("promotions:terms.referral.agents"));
  if (rule.limits.budget) lines.push(t("promotions:terms.limits.budget"));
  const { countries } = rule.eligibility;
  if (countries?.length)
    lines.push(
      t("promotions:terms.eligibility.countries", { countries: countries.map((code) => `+${code}`).join(", ") }),
    );
  return lines;
}

function limitLines(t: Translate, rule: PromotionRule): string[] {
  const { perMember, identities, ipWindowHours, budget } = rule.limits;
  // A draw takes one entry per member whatever the limit says.
  const lines = [
    rule.type === "rebate"
      ? t("promotions:terms.limits.perDay", { count: perMember })
      : rule.type === "luckyDraw"
        ? t("promotions:terms.limits.oneEntry")
        : t("promotions:terms.limits.perMember", { count: perMember }),
  ];
  // A rebate is earned by each account's own bets: the identity checks are the grants' (ADR 0046).
  if (identities.length > 0 && rule.type !== "rebate")
    lines.push(
      t("promotions:terms.limits.identities", {
        identities: listOf(
          t,
          identities.map((kind) => t(`promotions:terms.identity.${kind}`)),
        ),
      }),
    );
  if (ipWindowHours && rule.type !== "rebate")
    lines.push(t("promotions:terms.limits.ipWindow", { count: ipWindowHours }));
  if (budget) lines.push(t("promotions:terms.limits.budget"));
  const { countries, vipLevels } = rule.eligibility;
  if (countries?.length)
    lines.push(
      t("promotions:terms.eligibility.countries", { countries: countries.map((code) => `+${code}`).join(", ") }),
    );
  if (vipLevels?.length)
    lines.push(t("promotions:terms.eligibility.vipLevels", { levels: listOf(t, vipLevels.map(String)) }));
  return lines;
}

/**
 * The rule as sentences, in the order a member reads terms: what it is and how it is got, what it pays and
 * on what, the wagering before it is cash (or none), and the limits. Every figure is the rule's own.
 */
export function promotionTerms(rule: PromotionRule, t: Translate): string[] {
  const kind = t(
    `promotions:terms.type.${rule.type === "rebate" && rule.basis === "netLoss" ? "cashback" : rule.type}`,
  );
  if (rule.type === "freeRounds") return [kind, ...freeRoundLines(t, rule), ...limitLines(t, rule)];
  if (rule.type === "luckyDraw") return [kind, ...drawLines(t, rule), ...limitLines(t, rule)];
  if (rule.type === "referral") return [kind, ...referralLines(t, rule)];
  // A deposit bonus "claimed" is joined first: the next qualifying deposit then earns it.
  const mode = rule.type === "deposit" && rule.claimMode === "claim" ? "join" : rule.claimMode;
  const lines = [kind, t(`promotions:terms.claimMode.${mode}`)];
  if ("reward" in rule) lines.push(rewardLine(t, rule.reward));
  if (rule.type === "deposit") lines.push(...depositLines(t, rule.deposit));
  if (rule.type === "noDeposit") lines.push(t(`promotions:terms.bind.${rule.bind}`));
  if (rule.type === "rebate") {
    const rates = (Object.entries(rule.rates) as [string, number][]).filter(([, rate]) => rate > 0);
    const line = rule.basis === "netLoss" ? "promotions:terms.rebate.netLossRate" : "promotions:terms.rebate.rate";
    // Paid at the member's VIP level's rates (ADR 0050): the VIP ranking page lists them per level.
    if (rule.vipRates) lines.push(t("promotions:terms.rebate.vip"));
    else
      for (const [category, rate] of rates)
        lines.push(t(line, { category: categoryName(t, category), rate: formatRate(rate) }));
    lines.push(t("promotions:terms.rebate.others"));
  } else if (rule.wagering) {
    lines.push(...wageringLines(t, rule.wagering));
  } else {
    lines.push(t("promotions:terms.wagering.none"));
  }
  lines.push(...limitLines(t, rule));
  return lines;
}
