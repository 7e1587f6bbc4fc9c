import { and, asc, count, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { usernamesOf } from "../accounts/index.js";
import { reencodeImage, type StoredImage, type UploadedImage } from "../media/index.js";
import { recordAudit } from "../system/index.js";
import { FEEDBACK_IMAGES, type QuestionType } from "../../../contract/messages.js";
import { sendSystemMessage } from "./messages.js";
import { feedback, feedbackImages } from "./schema.js";

// Feedback (SPEC §5, §7 PUT /wps/feedback, ADR 0030): a member asks or suggests, with up to three
// screenshots; the operator answers and the answer arrives in the member's platform information.

export { FEEDBACK_CONTENT, QUESTION_TYPES, type QuestionType } from "../../../contract/messages.js";
export const FEEDBACK_IMAGES_MAX = FEEDBACK_IMAGES.max;
/** Unanswered feedback a member may have at once: enough for real questions, not a flood. */
export const FEEDBACK_OPEN_MAX = 5;
export const ANSWER_MAX = 2000;

export type FeedbackInput = { questionType: QuestionType; content: string; images: UploadedImage[] };

type FeedbackRow = typeof feedback.$inferSelect;
const feedbackView = (row: FeedbackRow, images: number) => ({
  id: row.id,
  questionType: row.questionType,
  content: row.content,
  images,
  createdAt: row.createdAt.toISOString(),
  answer: row.answer,
  answeredAt: row.answeredAt?.toISOString() ?? null,
});

export async function submitFeedback(db: Db, memberId: string, input: FeedbackInput) {
  if (input.images.length > FEEDBACK_IMAGES_MAX)
    throw new AppError("VALIDATION", `images: at most ${FEEDBACK_IMAGES_MAX}`);
  // Decoded before the transaction: a bad picture is refused without holding anything.
  const stored: StoredImage[] = [];
  for (const image of input.images) stored.push(await reencodeImage(image, "images", "feedback"));
  return db.transaction(async (tx) => {
    const [{ open }] = await tx
      .select({ open: count() })
      .from(feedback)
      .where(and(eq(feedback.memberId, memberId), isNull(feedback.answeredAt)));
    if (open >= FEEDBACK_OPEN_MAX)
      throw new AppError("RATE_LIMITED", `At most ${FEEDBACK_OPEN_MAX} unanswered feedback at once`, {
        max: FEEDBACK_OPEN_MAX,
      });
    const [row] = await tx
      .insert(feedback)
      .values({ memberId, questionType: input.questionType, content: input.content })
      .returning();
    if (stored.length) {
      await tx.insert(feedbackImages).values(
        stored.map((image, position) => ({
          feedbackId: row.id,
          position: position + 1,
          type: image.type,
          name: image.name,
          bytes: image.bytes,
        })),
      );
    }
    return feedbackView(row, stored.length);
  });
}

/** The member's own feedback, newest first, with the answers. */
export async function memberFeedback(db: Db, memberId: string, pageNo: number, pageSize: number) {
  const where = eq(feedback.memberId, memberId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(feedback)
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ total: count() }).from(feedback).where(where),
  ]);
  const images = await imageCounts(
    db,
    rows.map((r) => r.id),
  );
  return { list: rows.map((r) => feedbackView(r, images.get(r.id) ?? 0)), total };
}

async function imageCounts(db: Db | Tx, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: feedbackImages.feedbackId, n: count() })
    .from(feedbackImages)
    .where(inArray(feedbackImages.feedbackId, ids))
    .groupBy(feedbackImages.feedbackId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export const FEEDBACK_STATES = ["open", "answered"] as const;

/** The operator's queue: open (unanswered) feedback oldest first, answered newest first. */
export async function operatorFeedback(db: Db, state: (typeof FEEDBACK_STATES)[number] = "open") {
  const rows = await db
    .select()
    .from(feedback)
    .where(state === "open" ? isNull(feedback.answeredAt) : isNotNull(feedback.answeredAt))
    .orderBy(state === "open" ? asc(feedback.createdAt) : desc(feedback.answeredAt))
    .limit(200);
  const [usernames, images] = await Promise.all([
    usernamesOf(
      db,
      rows.map((r) => r.memberId),
    ),
    imageCounts(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => ({ ...feedbackView(r, images.get(r.id) ?? 0), username: usernames.get(r.memberId) ?? "" }));
}

/** One of a feedback's pictures for the operator (1 to 3). */
export async function feedbackImage(db: Db, id: string, position: number): Promise<StoredImage> {
  const [row] = await db
    .select()
    .from(feedbackImages)
    .where(and(eq(feedbackImages.feedbackId, id), eq(feedbackImages.position, position)));
  if (!row) throw new AppError("NOT_FOUND", `Feedback ${id} has no image ${position}`);
  return { type: row.type as StoredImage["type"], bytes: Buffer.from(row.bytes), name: row.name };
}

/** The operator answers once; the answer reaches the member as a message in the same transaction. Audited. */
export async function answerFeedback(db: Db, decision: { id: string; answer: string; source: "api" | "cli" }) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(feedback).where(eq(feedback.id, decision.id)).for("update");
    if (!row) throw new AppError("NOT_FOUND", `No feedback ${decision.id}`);
    if (row.answeredAt) throw new AppError("STATE_CONFLICT", `Feedback ${row.id} is already answered`);
    const [answered] = await tx
      .update(feedback)
      .set({ answer: decision.answer, answeredBy: decision.source, answeredAt: new Date() })
      .where(eq(feedback.id, row.id))
      .returning();
    const message = await sendSystemMessage(tx, {
      memberId: row.memberId,
      template: "feedbackAnswered",
      params: { questionType: row.questionType, asked: row.createdAt.toISOString() },
      body: decision.answer,
      eventKey: `feedback-answered:${row.id}`,
    });
    await recordAudit(tx, {
      action: "feedback.answer",
      detail: { source: decision.source, feedbackId: row.id, memberId: row.memberId, messageId: message?.id ?? null },
    });
    const images = await imageCounts(tx, [row.id]);
    return { feedback: feedbackView(answered, images.get(row.id) ?? 0), messageId: message?.id ?? null };
  });
}
