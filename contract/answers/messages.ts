// Platform information and feedback (docs/platform-calls.md "Messages and feedback").
import { z } from "zod";

export const unreadCount = z.object({ count: z.number().int().min(0) });
export const message = z.object({
  id: z.string(),
  kind: z.enum(["operator", "system", "answer"]),
  title: z.string().nullable(),
  body: z.string().nullable(),
  template: z.string().nullable(),
  params: z.record(z.string()),
  createdAt: z.string(),
  read: z.boolean(),
});
export const messageRead = z.object({ id: z.string(), unread: z.number().int().min(0) });
export const feedbackEntry = z.object({
  id: z.string(),
  questionType: z.string(),
  content: z.string(),
  images: z.number().int().min(0),
  createdAt: z.string(),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
});

export type Message = z.infer<typeof message>;
export type FeedbackEntry = z.infer<typeof feedbackEntry>;
