// Platform information and feedback (docs/platform-calls.md "Messages and feedback"), ADR 0073.
import { pageOf } from "../answers/common.js";
import { feedbackEntry, message, messageRead, unreadCount } from "../answers/messages.js";
import { endpoint } from "./endpoint.js";

export const messageEndpoints = {
  unread: endpoint({
    name: "messages.unread",
    method: "GET",
    path: "/wps/member/message/unread",
    summary: "The member's unread message count (never a trial player's)",
    access: "member",
    answer: unreadCount,
  }),
  list: endpoint({
    name: "messages.list",
    method: "GET",
    path: "/wps/member/message",
    summary: "The member's messages, a page",
    access: "member",
    answer: pageOf(message),
  }),
  read: endpoint({
    name: "messages.read",
    method: "POST",
    path: "/wps/member/message/:id/read",
    summary: "Marks one message read; answers the unread count left",
    access: "member",
    answer: messageRead,
  }),
  feedbackList: endpoint({
    name: "messages.feedbackList",
    method: "GET",
    path: "/wps/feedback",
    summary: "The member's feedback, a page",
    access: "member",
    answer: pageOf(feedbackEntry),
  }),
  feedbackSend: endpoint({
    name: "messages.feedbackSend",
    method: "PUT",
    path: "/wps/feedback",
    summary: "Sends feedback with up to three pictures (multipart)",
    access: "member",
    answer: feedbackEntry,
  }),
} as const;
