import { and, desc, eq, exists, gte, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import type { PlatformConfig } from "../../config.js";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { findMemberByUsername, isAgent, type Member } from "../accounts/index.js";
import { recordAudit } from "../system/index.js";
import { marketingReaches } from "../care/index.js";
import { messageReads, messageRecipients, messages } from "./schema.js";
import type { SystemTemplate } from "../../../contract/messages.js";

// Platform information (SPEC §2.6 messageV2, ADR 0030): who a message reaches, what is read, what is not.

export const AUDIENCES = ["all", "agents", "vip", "members"] as const;
export type Audience = (typeof AUDIENCES)[number];

/**
 * The events the platform tells a member about itself. Each is a template the web renders in the
 * member's language from `params`; the events that do not exist yet call sendSystemMessage when they land.
 */
export { SYSTEM_TEMPLATES, type SystemTemplate } from "../../../contract/messages.js";

/** Who is reading: what decides which broadcasts reach the member. */
export type Reader = { id: string; agent: boolean; vipLevel: number; since: Date };

export function readerOf(config: PlatformConfig, member: Member): Reader {
  return {
    id: member.id,
    agent: isAgent(config, member.type),
    vipLevel: member.clubLabel?.rankLevel ?? 0,
    since: member.createdAt,
  };
}

/**
 * The member's messages: everything to named members that names this one, and every broadcast sent
 * since the member joined (a new member does not inherit years of old news) to all, to agents if an
 * agent, or to a VIP level the member has reached.
 */
function reaches(reader: Reader): SQL {
  const since = gte(messages.createdAt, reader.since);
  const named = exists(
    sql`(select 1 from ${messageRecipients} where ${messageRecipients.messageId} = ${messages.id} and ${messageRecipients.memberId} = ${reader.id})`,
  );
  const broadcasts = [
    eq(messages.audience, "all"),
    and(eq(messages.audience, "vip"), lte(messages.vipLevel, reader.vipLevel)),
  ];
  if (reader.agent) broadcasts.push(eq(messages.audience, "agents"));
  // A marketing message skips a member under a time-out or self-exclusion (ADR 0034).
  const marketing = sql`(not ${messages.marketing} or ${marketingReaches(reader.id, messages.createdAt)})`;
  return sql`((${and(eq(messages.audience, "members"), named)} or (${since} and ${or(...broadcasts)})) and ${marketing})`;
}

const readBy = (memberId: string) =>
  exists(
    sql`(select 1 from ${messageReads} where ${messageReads.messageId} = ${messages.id} and ${messageReads.memberId} = ${memberId})`,
  );

type MessageRow = typeof messages.$inferSelect;

function messageView(row: MessageRow, read: boolean) {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    template: row.template,
    params: row.params,
    createdAt: row.createdAt.toISOString(),
    read,
  };
}
export type MessageView = ReturnType<typeof messageView>;

/** The member's inbox, newest first, each with its read state. */
export async function memberMessages(
  db: Db,
  reader: Reader,
  pageNo: number,
  pageSize: number,
): Promise<{ list: MessageView[]; total: number }> {
  const where = reaches(reader);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ message: messages, read: readBy(reader.id).mapWith(Boolean) })
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(messages)
      .where(where),
  ]);
  return { list: rows.map((r) => messageView(r.message, r.read)), total };
}

/** SPEC §7 unread message count. */
export async function unreadCount(db: Db, reader: Reader): Promise<number> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(reaches(reader), sql`not ${readBy(reader.id)}`));
  return count;
}

/** Marks one of the member's messages read (again is no change) and answers the new unread count. */
export async function markRead(db: Db, reader: Reader, messageId: string): Promise<{ id: string; unread: number }> {
  const [found] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.id, messageId), reaches(reader)));
  // Another member's message is as absent as one that does not exist.
  if (!found) throw new AppError("NOT_FOUND", `No message ${messageId}`);
  await db.insert(messageReads).values({ messageId, memberId: reader.id }).onConflictDoNothing();
  return { id: messageId, unread: await unreadCount(db, reader) };
}

// ---- sending ----------------------------------------------------------------------------------

/** `marketing`: an offer or promotion, which members under a time-out or self-exclusion never see (ADR 0034). */
export type OperatorMessage = {
  audience: Audience;
  vipLevel?: number;
  usernames?: string[];
  title: string;
  body: string;
  marketing?: boolean;
  source: "api" | "cli";
};

/** The operator writes to everyone, to agents, to VIP level N and above, or to named members; audited. */
export async function sendOperatorMessage(db: Db, message: OperatorMessage) {
  if (message.audience === "vip" && message.vipLevel === undefined)
    throw new AppError("VALIDATION", "vipLevel: a message to a VIP level names the level");
  if (message.audience === "members" && !message.usernames?.length)
    throw new AppError("VALIDATION", "usernames: a message to members names at least one");
  return db.transaction(async (tx) => {
    const memberIds: string[] = [];
    if (message.audience === "members") {
      const unknown: string[] = [];
      for (const username of new Set(message.usernames)) {
        const member = await findMemberByUsername(tx, username);
        if (member) memberIds.push(member.id);
        else unknown.push(username);
      }
      if (unknown.length) throw new AppError("NOT_FOUND", `No member ${unknown.join(", ")}`, { unknown });
    }
    const [row] = await tx
      .insert(messages)
      .values({
        kind: "operator",
        audience: message.audience,
        vipLevel: message.audience === "vip" ? message.vipLevel : null,
        title: message.title,
        body: message.body,
        marketing: message.marketing ?? false,
        sentBy: message.source,
      })
      .returning();
    if (memberIds.length)
      await tx.insert(messageRecipients).values(memberIds.map((memberId) => ({ messageId: row.id, memberId })));
    await recordAudit(tx, {
      action: "message.send",
      detail: {
        source: message.source,
        messageId: row.id,
        audience: message.audience,
        vipLevel: row.vipLevel,
        recipients: memberIds.length,
        title: message.title,
        marketing: row.marketing,
      },
    });
    return {
      id: row.id,
      audience: row.audience,
      vipLevel: row.vipLevel,
      marketing: row.marketing,
      recipients: message.audience === "members" ? memberIds.length : null,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export type SystemMessage = {
  memberId: string;
  template: SystemTemplate;
  params?: Record<string, string>;
  body?: string;
  eventKey: string;
};

/**
 * The platform tells one member about an event, in the caller's transaction (the event and its message
 * commit together). Once per eventKey: a retried event sends nothing more.
 */
export async function sendSystemMessage(db: Db | Tx, message: SystemMessage): Promise<{ id: string } | null> {
  const [row] = await db
    .insert(messages)
    .values({
      kind: message.template === "feedbackAnswered" ? "answer" : "system",
      audience: "members",
      template: message.template,
      params: message.params ?? {},
      body: message.body ?? null,
      eventKey: message.eventKey,
      sentBy: "platform",
    })
    .onConflictDoNothing()
    .returning({ id: messages.id });
  if (!row) return null;
  await db.insert(messageRecipients).values({ messageId: row.id, memberId: message.memberId });
  return row;
}

/** The operator's view of what was sent, newest first, with how many have read each. */
export async function operatorMessages(db: Db, limit = 50) {
  const rows = await db
    .select({
      message: messages,
      reads: sql<number>`(select count(*)::int from ${messageReads} where ${messageReads.messageId} = ${messages.id})`,
      recipients: sql<number>`(select count(*)::int from ${messageRecipients} where ${messageRecipients.messageId} = ${messages.id})`,
    })
    .from(messages)
    .where(inArray(messages.kind, ["operator"]))
    .orderBy(desc(messages.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    ...messageView(r.message, false),
    audience: r.message.audience,
    vipLevel: r.message.vipLevel,
    marketing: r.message.marketing,
    reads: r.reads,
    recipients: r.message.audience === "members" ? r.recipients : null,
  }));
}
