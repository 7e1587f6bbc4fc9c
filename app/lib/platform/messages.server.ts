// Platform information and feedback (docs/platform-calls.md "Messages and feedback"), called by their entries in
// the route table (contract/routes/messages.ts, ADR 0073).
import type { Page } from "~contract/answers/common";
import type { FeedbackEntry, Message } from "~contract/answers/messages";
import { messageEndpoints as api } from "~contract/routes/messages";
import type { PlatformTransport } from "./transport.server";

export const messageCalls = {
  /** SPEC §7 unread message count; never asked for a trial player (SPEC §4). */
  unreadMessages(this: PlatformTransport, token: string): Promise<{ count: number }> {
    return this.call(api.unread, { token });
  },

  messages(
    this: PlatformTransport,
    token: string,
    query: { pageNo: number; pageSize: number },
  ): Promise<Page<Message>> {
    return this.call(api.list, { query, token });
  },

  readMessage(this: PlatformTransport, token: string, id: string): Promise<{ id: string; unread: number }> {
    return this.call(api.read, { params: { id }, token });
  },

  feedbackList(
    this: PlatformTransport,
    token: string,
    query: { pageNo: number; pageSize: number },
  ): Promise<Page<FeedbackEntry>> {
    return this.call(api.feedbackList, { query, token });
  },

  /** Multipart: the pictures travel as the member sent them; the platform checks them by their bytes. */
  sendFeedback(this: PlatformTransport, token: string, form: FormData): Promise<FeedbackEntry> {
    return this.call(api.feedbackSend, { body: form, token });
  },
};

export type MessageCalls = typeof messageCalls;
