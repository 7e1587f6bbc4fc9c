import { and, asc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { ruleProblems, ruleSchema, type PromotionLifecycle, type PromotionRule } from "../../../contract/promotions.js";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { forgetReads } from "../../db/read-cache.js";
import { bumpSiteVersion, recordAudit } from "../system/index.js";
import { stakeOutOfRange } from "../games/index.js";
import { commitDraw, refuseEditAfterEntries } from "./draws.js";
import type { ContentLanguage } from "../system/index.js";
import { promotionRules, promotions, promotionTexts } from "./schema.js";

// A promotion's rule as data (ADR 0046, DESIGN §10 "rules as data"): every edit of the rule writes a new
// version; a bonus or rebate records the version it was paid under. Only the operator writes these.

export type PromotionRow = typeof promotions.$inferSelect;
/** A promotion with its rule read: what every grant works from. */
export type Offer = PromotionRow & { terms: PromotionRule };

/** The rule, checked as the operator's input is: the schema's words, then the checks across fields. */
export function readRule(raw: unknown): PromotionRule {
  const parsed = ruleSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(
      "VALIDATION",
      `rule.${issue?.path.join(".") ?? ""}: ${issue?.message ?? "not a promotion rule"}`,
      { issues: parsed.error.issues },
    );
  }
  const problem = ruleProblems(parsed.data)[0];
  if (problem) throw new AppError("VALIDATION", `rule.${problem.path}: ${problem.message}`);
  // Free rounds are played at the game's own limits: a stake it refuses could never be played.
  const stake = parsed.data.type === "freeRounds" ? stakeOutOfRange(parsed.data.game, BigInt(parsed.data.stake)) : null;
  if (stake) throw new AppError("VALIDATION", `rule.stake: ${stake}`);
  return parsed.data;
}

/** The promotion with its rule, or null when it has none (it then pays nothing). */
export function offerOf(row: PromotionRow): Offer | null {
  return row.rule ? { ...row, terms: ruleSchema.parse(row.rule) } : null;
}

/** Why the promotion is not open now, or null: its lifecycle and its window. */
export function closedReason(row: PromotionRow, now = new Date()): "ENDED" | "PAUSED" | "NOT_STARTED" | null {
  if (row.lifecycle === "ended" || (row.endsAt && row.endsAt <= now)) return "ENDED";
  if (row.lifecycle === "paused") return "PAUSED";
  if (row.startsAt && row.startsAt > now) return "NOT_STARTED";
  return null;
}

/** The promotion locked for a grant (its budget and limits are counted under the lock), open now and with a rule. */
export async function lockOffer(tx: Tx, promotionId: string): Promise<Offer> {
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, promotionId)).for("update");
  if (!row) throw new AppError("NOT_FOUND", `No promotion ${promotionId}`);
  const offer = offerOf(row);
  if (!offer) throw new AppError("PROMOTION_NOT_OPEN", `${promotionId} pays nothing: it has no rule`);
  const closed = closedReason(row);
  if (closed) throw new AppError("PROMOTION_NOT_OPEN", `${promotionId} is not open (${closed})`, { reason: closed });
  return offer;
}

/** A promotion of one rule type, its terms narrowed to that type. */
export type OfferOf<T extends PromotionRule["type"]> = Offer & { terms: Extract<PromotionRule, { type: T }> };

/**
 * The promotions of one rule type open now, first in the list's order first: what a programme built on the
 * grants (the referral module, ADR 0074) pays from.
 */
export async function listedOffers<T extends PromotionRule["type"]>(
  db: Db | Tx,
  type: T,
  now = new Date(),
): Promise<OfferOf<T>[]> {
  const rows = await db
    .select()
    .from(promotions)
    .where(and(eq(promotions.lifecycle, "live"), or(isNull(promotions.endsAt), gt(promotions.endsAt, now))))
    .orderBy(asc(promotions.sequence), asc(promotions.id));
  return rows.map(offerOf).filter((o): o is OfferOf<T> => o !== null && o.terms.type === type && !closedReason(o, now));
}

/** A promotion's texts as the operator writes them (ADR 0062): `title`, `summary`, `content` in TY, the `…En` ones in EN. */
export type PromotionTextFields = {
  title?: string;
  summary?: string;
  content?: string;
  titleEn?: string;
  summaryEn?: string;
  contentEn?: string;
};
type TextPatch = { title?: string; summary?: string; content?: string };

/** The fields given, per language (a language none of whose fields is given is left out). */
function textsOf(input: PromotionTextFields): [ContentLanguage, TextPatch][] {
  const by: [ContentLanguage, TextPatch][] = [
    ["TY", { title: input.title, summary: input.summary, content: input.content }],
    ["EN", { title: input.titleEn, summary: input.summaryEn, content: input.contentEn }],
  ];
  return by
    .map(([language, patch]): [ContentLanguage, TextPatch] => [
      language,
      Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
    ])
    .filter(([, patch]) => Object.keys(patch).length > 0);
}

/**
 * Writes the texts given: a language already written keeps the fields not given; a new one needs its title
 * (summary and content default to empty).
 */
async function writeTexts(tx: Tx, promotionId: string, input: PromotionTextFields) {
  for (const [language, patch] of textsOf(input)) {
    const [current] = await tx
      .select()
      .from(promotionTexts)
      .where(and(eq(promotionTexts.promotionId, promotionId), eq(promotionTexts.language, language)));
    if (current) {
      await tx
        .update(promotionTexts)
        .set(patch)
        .where(and(eq(promotionTexts.promotionId, promotionId), eq(promotionTexts.language, language)));
    } else {
      if (!patch.title)
        throw new AppError(
          "VALIDATION",
          `${language === "TY" ? "title" : "titleEn"}: a promotion's ${language} texts need a title`,
        );
      await tx.insert(promotionTexts).values({
        promotionId,
        language,
        title: patch.title,
        summary: patch.summary ?? "",
        content: patch.content ?? "",
      });
    }
  }
}

export type PromotionInput = PromotionTextFields & {
  id: string;
  category: string;
  startsAt: Date | null;
  endsAt: Date | null;
  sequence: number;
  rule: unknown;
};

async function writeVersion(tx: Tx, promotionId: string, version: number, rule: PromotionRule, actor: string) {
  await tx.insert(promotionRules).values({ promotionId, version, rule, actor });
}

export async function createPromotion(db: Db, input: PromotionInput, actor: string): Promise<PromotionRow> {
  const rule = readRule(input.rule);
  if (input.startsAt && input.endsAt && input.endsAt <= input.startsAt)
    throw new AppError("VALIDATION", "endsAt: after startsAt");
  if (!input.title && !input.titleEn)
    throw new AppError("VALIDATION", "title: a promotion needs a title in TY (title) or EN (titleEn)");
  return db
    .transaction(async (tx) => {
      const { id, category, startsAt, endsAt, sequence } = input;
      const [row] = await tx
        .insert(promotions)
        .values({ id, category, startsAt, endsAt, sequence, rule, ruleVersion: 1, lifecycle: "live" })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new AppError("CONFLICT", `A promotion ${input.id} exists already`);
      await writeTexts(tx, row.id, input);
      await writeVersion(tx, row.id, 1, rule, actor);
      if (rule.type === "luckyDraw") await commitDraw(tx, row.id);
      // The web's shared public answers are kept per site version (ADR 0025): a new one makes them read again.
      await bumpSiteVersion(tx);
      await recordAudit(tx, { action: "promotions.create", detail: { source: actor, id: row.id, rule } });
      return row;
    })
    .finally(() => forgetReads(db));
}

export async function editPromotion(
  db: Db,
  id: string,
  patch: Partial<Omit<PromotionInput, "id">>,
  actor: string,
): Promise<PromotionRow> {
  const rule = patch.rule === undefined ? undefined : readRule(patch.rule);
  return db
    .transaction(async (tx) => {
      const [current] = await tx.select().from(promotions).where(eq(promotions.id, id)).for("update");
      if (!current) throw new AppError("NOT_FOUND", `No promotion ${id}`);
      if (current.lifecycle === "ended")
        throw new AppError("STATE_CONFLICT", `${id} has ended; it can no longer be changed`);
      const startsAt = patch.startsAt === undefined ? current.startsAt : patch.startsAt;
      const endsAt = patch.endsAt === undefined ? current.endsAt : patch.endsAt;
      if (startsAt && endsAt && endsAt <= startsAt) throw new AppError("VALIDATION", "endsAt: after startsAt");
      const version = rule ? current.ruleVersion + 1 : current.ruleVersion;
      if (rule && current.rule && (current.rule as { type?: string }).type !== rule.type)
        throw new AppError("VALIDATION", "rule.type: a promotion keeps its type; end it and create another");
      if (rule?.type === "luckyDraw") await refuseEditAfterEntries(tx, id);
      const fields = {
        category: patch.category,
        startsAt: patch.startsAt,
        endsAt: patch.endsAt,
        sequence: patch.sequence,
        ...(rule ? { rule, ruleVersion: version } : {}),
      };
      await writeTexts(tx, id, patch);
      // An edit of the texts alone leaves the promotion's own row as it is.
      const changed = Object.values(fields).some((value) => value !== undefined);
      const [row] = changed
        ? await tx.update(promotions).set(fields).where(eq(promotions.id, id)).returning()
        : [current];
      if (rule) await writeVersion(tx, id, version, rule, actor);
      await recordAudit(tx, {
        action: "promotions.edit",
        detail: { source: actor, id, fields: Object.keys(patch), version },
      });
      await bumpSiteVersion(tx);
      return row as PromotionRow;
    })
    .finally(() => forgetReads(db));
}

const MOVES: Record<"pause" | "resume" | "end", { from: PromotionLifecycle[]; to: PromotionLifecycle }> = {
  pause: { from: ["live"], to: "paused" },
  resume: { from: ["paused"], to: "live" },
  end: { from: ["live", "paused"], to: "ended" },
};

/** Pause (no grant, join or claim until resumed), resume, or end for good (held bonuses keep wagering to their end). */
export async function movePromotion(
  db: Db,
  id: string,
  move: keyof typeof MOVES,
  actor: string,
): Promise<PromotionRow> {
  const { from, to } = MOVES[move];
  return db
    .transaction(async (tx) => {
      const [row] = await tx
        .update(promotions)
        .set({
          lifecycle: to,
          ...(to === "ended" ? { endsAt: sql`least(coalesce(${promotions.endsAt}, now()), now())` } : {}),
        })
        .where(
          and(
            eq(promotions.id, id),
            sql`${promotions.lifecycle} in (${sql.join(
              from.map((f) => sql`${f}`),
              sql`, `,
            )})`,
          ),
        )
        .returning();
      if (!row) {
        const [exists] = await tx
          .select({ lifecycle: promotions.lifecycle })
          .from(promotions)
          .where(eq(promotions.id, id));
        if (!exists) throw new AppError("NOT_FOUND", `No promotion ${id}`);
        throw new AppError("STATE_CONFLICT", `${id} is ${exists.lifecycle}; it cannot ${move}`);
      }
      await recordAudit(tx, { action: `promotions.${move}`, detail: { source: actor, id } });
      await bumpSiteVersion(tx);
      return row;
    })
    .finally(() => forgetReads(db));
}
