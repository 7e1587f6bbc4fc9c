// Platform information and feedback (docs/platform-calls.md "Messages and feedback").
import { pageOf, type Page } from "~contract/answers/common";
import {
  feedbackEntry,
  message,
  messageRead,
  unreadCount,
  type FeedbackEntry,
  type Message,
} from "~contract/answers/messages";
import type { PlatformTransport } from "./transport.server";

// Answer schemas built once, not per call.
const MESSAGE_PAGE = pageOf(message);
const FEEDBACK_PAGE = pageOf(feedbackEntry);

export const messageCalls = {
  /** SPEC §7 unread message count; never asked for a trial player (SPEC §4). */
  unreadMessages(this: PlatformTransport, token: string): Promise<{ count: number }> {
    return this.get("/wps/member/message/unread", unreadCount, {}, token);
  },

  messages(
    this: PlatformTransport,
    token: string,
    query: { pageNo: number; pageSize: number },
  ): Promise<Page<Message>> {
    return this.get("/wps/member/message", MESSAGE_PAGE, query, token);
  },

  readMessage(this: PlatformTransport, token: string, id: string): Promise<{ id: string; unread: number }> {
    return this.call("POST", `/wps/member/message/${encodeURIComponent(id)}/read`, messageRead, { token });
  },

  feedbackList(
    this: PlatformTransport,
    token: string,
    query: { pageNo: number; pageSize: number },
  ): Promise<Page<FeedbackEntry>> {
    return this.get("/wps/feedback", FEEDBACK_PAGE, query, token);
  },

  /** Multipart: the pictures travel as the member sent them; the platform checks them by their bytes. */
  sendFeedback(this: PlatformTransport, token: string, form: FormData): Promise<FeedbackEntry> {
    return this.call("PUT", "/wps/feedback", feedbackEntry, { body: form, token });
  },
};

export type MessageCalls = typeof messageCalls;
