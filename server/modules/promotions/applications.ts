import { promotionTitles } from "./promotions.js";
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { APPLICATION_COMMENT_MAX, APPLICATION_IMAGES_MAX } from "../../../contract/promotions.js";
import type { Db } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { findMemberById, usernamesOf, type Member } from "../accounts/index.js";
import { reencodeImage, type StoredImage, type UploadedImage } from "../media/index.js";
import { sendSystemMessage } from "../messages/index.js";
import { recordAudit } from "../system/index.js";
import { refuseApplyUnlessOffered } from "./engine.js";
import { UNKNOWN_ORIGIN, grantBonus } from "./grants.js";
import { lockOffer } from "./rules.js";
import { promotionEntries, promotionEntryImages } from "./schema.js";

// Manual promotions (SPEC §5; ADR 0046): the member applies with a comment of at most 140 characters and up
// to 3 pictures (PNG or JPEG by content, at most 5 MB each, re-encoded); the operator approves (the rule's
// reward is granted, state issued) or rejects with a reason; the member is told either way.

type EntryRow = typeof promotionEntries.$inferSelect;

async function applicationViews(db: Db, rows: EntryRow[]) {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [names, titles, images] = await Promise.all([
    usernamesOf(db, [...new Set(rows.map((r) => r.memberId))]),
    // The operator reads the site's default language (TY), or the other where TY is not written.
    promotionTitles(db, [...new Set(rows.map((r) => r.promotionId))], "TY"),
    db
      .select({ entryId: promotionEntryImages.entryId, position: promotionEntryImages.position })
      .from(promotionEntryImages)
      .where(inArray(promotionEntryImages.entryId, ids))
      .orderBy(asc(promotionEntryImages.position)),
  ]);
  return rows.map((r) => ({
    id: r.id,
    promotionId: r.promotionId,
    title: titles.get(r.promotionId) ?? r.promotionId,
    username: names.get(r.memberId) ?? "",
    comment: r.comment ?? "",
    images: images
      .filter((i) => i.entryId === r.id)
      .map((i) => `/ops/promotions/applications/${r.id}/images/${i.position}`),
    state: r.state as "applying" | "issued" | "rejected",
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  }));
}

export async function applyForPromotion(
  db: Db,
  member: Member,
  promotionId: string,
  input: { comment: string; images: UploadedImage[] },
) {
  if (input.comment.length > APPLICATION_COMMENT_MAX)
    throw new AppError("VALIDATION", `comment: at most ${APPLICATION_COMMENT_MAX} characters`);
  if (input.images.length > APPLICATION_IMAGES_MAX)
    throw new AppError("VALIDATION", `images: at most ${APPLICATION_IMAGES_MAX}`);
  // Decoded before the transaction: a bad picture is refused without holding anything.
  const stored: StoredImage[] = [];
  for (const image of input.images) stored.push(await reencodeImage(image, "images", "application"));
  const row = await db.transaction(async (tx) => {
    const offer = await lockOffer(tx, promotionId);
    if (offer.terms.type !== "manual")
      throw new AppError("STATE_CONFLICT", "This promotion is not applied for: see its action");
    // The member's standing decides (ADR 0060): the care check, the rule's eligibility, one application.
    await refuseApplyUnlessOffered(tx, offer, member);
    const [entry] = await tx
      .insert(promotionEntries)
      .values({ promotionId, memberId: member.id, state: "applying", comment: input.comment })
      .onConflictDoNothing()
      .returning();
    if (!entry) throw new AppError("LIMIT_REACHED", "You have applied for this promotion already", { perMember: 1 });
    if (stored.length)
      await tx.insert(promotionEntryImages).values(
        stored.map((image, i) => ({
          entryId: entry.id,
          position: i + 1,
          type: image.type,
          name: image.name,
          bytes: image.bytes,
        })),
      );
    return entry;
  });
  const [view] = await applicationViews(db, [row]);
  return view;
}

export async function listApplications(
  db: Db,
  input: { state?: "applying" | "issued" | "rejected"; promotionId?: string; pageNo: number; pageSize: number },
) {
  const where = and(
    input.state
      ? eq(promotionEntries.state, input.state)
      : inArray(promotionEntries.state, ["applying", "issued", "rejected"]),
    input.promotionId ? eq(promotionEntries.promotionId, input.promotionId) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(promotionEntries)
      .where(where)
      .orderBy(input.state === "applying" ? asc(promotionEntries.createdAt) : desc(promotionEntries.createdAt))
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize),
    db.select({ total: count() }).from(promotionEntries).where(where),
  ]);
  return { list: await applicationViews(db, rows), total };
}

export async function applicationImage(db: Db, entryId: number, position: number): Promise<StoredImage> {
  const [image] = await db
    .select()
    .from(promotionEntryImages)
    .where(and(eq(promotionEntryImages.entryId, entryId), eq(promotionEntryImages.position, position)));
  if (!image) throw new AppError("NOT_FOUND", `No picture ${position} of application ${entryId}`);
  return { type: image.type as StoredImage["type"], bytes: Buffer.from(image.bytes), name: image.name };
}

/** Approve (grant the rule's reward; issued) or reject with a reason, once: a decided application is a STATE_CONFLICT. */
export async function reviewApplication(
  db: Db,
  input: { id: number; decision: "approve" | "reject"; reason?: string; actor: string },
) {
  if (input.decision === "reject" && !input.reason?.trim())
    throw new AppError("VALIDATION", "reason: say why the application is rejected");
  const row = await db.transaction(async (tx) => {
    const [entry] = await tx.select().from(promotionEntries).where(eq(promotionEntries.id, input.id)).for("update");
    if (!entry || !["applying", "issued", "rejected"].includes(entry.state))
      throw new AppError("NOT_FOUND", `No application ${input.id}`);
    if (entry.state !== "applying")
      throw new AppError("STATE_CONFLICT", `Application ${input.id} is ${entry.state} already`);
    const member = await findMemberById(tx, entry.memberId);
    if (!member) throw new AppError("NOT_FOUND", `No member of application ${input.id}`);
    if (input.decision === "approve") {
      const offer = await lockOffer(tx, entry.promotionId);
      if (offer.terms.type !== "manual") throw new AppError("STATE_CONFLICT", "Not a manual promotion");
      await grantBonus(tx, {
        offer,
        member,
        amount: BigInt(offer.terms.reward.amount),
        key: `application:${entry.id}`,
        from: UNKNOWN_ORIGIN,
      });
    }
    const state = input.decision === "approve" ? "issued" : "rejected";
    const [decided] = await tx
      .update(promotionEntries)
      .set({ state, reason: input.reason?.trim() || null, decidedBy: input.actor, decidedAt: new Date() })
      .where(eq(promotionEntries.id, entry.id))
      .returning();
    // The message names the promotion in the site's default language (TY), or the other where TY is not written.
    const titles = await promotionTitles(tx, [entry.promotionId], "TY");
    await sendSystemMessage(tx, {
      memberId: member.id,
      template: state === "issued" ? "applicationIssued" : "applicationRejected",
      params: { title: titles.get(entry.promotionId) ?? entry.promotionId, reason: input.reason?.trim() ?? "" },
      eventKey: `application:${entry.id}:${state}`,
    });
    await recordAudit(tx, {
      action: `promotions.${input.decision}`,
      detail: {
        source: input.actor,
        application: entry.id,
        promotionId: entry.promotionId,
        reason: input.reason ?? null,
      },
    });
    return decided as EntryRow;
  });
  const [view] = await applicationViews(db, [row]);
  return view;
}
