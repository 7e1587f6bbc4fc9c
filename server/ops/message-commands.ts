// The operator's messages and feedback (ADR 0030): write to members, read the feedback queue, answer
// it (the answer reaches the member as a message), save a feedback's pictures. Each is the same call the
// operator API makes (audited there, or here with source "cli" when the platform is down).
import fs from "node:fs";
import path from "node:path";
import type { Db } from "../db/connect.js";
import {
  answerFeedback,
  feedbackImage,
  operatorFeedback,
  operatorMessages,
  sendOperatorMessage,
  type Audience,
} from "../modules/messages/index.js";
import { command, UsageError, type Reach } from "./command.js";
import { fetchImage, sendMessageCommand } from "./platform-client.js";
import { platformThenDatabase } from "./reach.js";

export type MessageCommand =
  | {
      action: "message.send";
      audience: Audience;
      vipLevel?: number;
      usernames?: string[];
      title: string;
      body: string;
      marketing?: boolean;
    }
  | { action: "messages" }
  | { action: "feedback.list"; state: "open" | "answered" }
  | { action: "feedback.answer"; id: string; answer: string };

type ImageCommand = { action: "feedback.image"; id: string; position: number; directory: string };

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MESSAGE_USAGE = 'message all|agents|vip <level>|to <user,user…> --title "<title>" --body "<text>" [--marketing]';

/** `message <audience…> --title "…" --body "…" [--marketing]` (a marketing message skips excluded members). */
export function parseMessage(args: string[]): MessageCommand {
  const command = parseMessageWords(args.filter((arg) => arg !== "--marketing"));
  return args.includes("--marketing") && command.action === "message.send" ? { ...command, marketing: true } : command;
}

function parseMessageWords(args: string[]): MessageCommand {
  const flags = new Map<string, string>();
  const words: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--title" || args[i] === "--body") {
      const value = args[i + 1];
      if (value === undefined || flags.has(args[i])) throw new UsageError(MESSAGE_USAGE);
      flags.set(args[i], value);
      i++;
    } else words.push(args[i]);
  }
  const title = flags.get("--title")?.trim();
  const body = flags.get("--body")?.trim();
  if (!title || !body) throw new UsageError(MESSAGE_USAGE);
  const [audience, detail, ...extra] = words;
  if (extra.length) throw new UsageError(MESSAGE_USAGE);
  if ((audience === "all" || audience === "agents") && detail === undefined)
    return { action: "message.send", audience, title, body };
  if (audience === "vip" && detail !== undefined && /^\d{1,3}$/.test(detail))
    return { action: "message.send", audience: "vip", vipLevel: Number(detail), title, body };
  if (audience === "to" && detail) {
    const usernames = detail
      .split(",")
      .map((name) => name.trim())
      .filter(Boolean);
    if (usernames.length) return { action: "message.send", audience: "members", usernames, title, body };
  }
  throw new UsageError(MESSAGE_USAGE);
}

export function parseFeedback(args: string[]): MessageCommand | ImageCommand {
  const [first, ...rest] = args;
  if (first === undefined || first === "open" || first === "answered") {
    if (rest.length) throw new UsageError("feedback [open|answered]");
    return { action: "feedback.list", state: first ?? "open" };
  }
  if (first === "answer") {
    const [id, ...words] = rest;
    const answer = words.join(" ").trim();
    if (!id || !uuid.test(id) || !answer) throw new UsageError("feedback answer <id> <text…>");
    return { action: "feedback.answer", id, answer };
  }
  if (first === "image") {
    const [id, position, directory = ".", ...extra] = rest;
    if (!id || !uuid.test(id) || !/^[1-3]$/.test(position ?? "") || extra.length)
      throw new UsageError("feedback image <id> <1-3> [directory]");
    return { action: "feedback.image", id, position: Number(position), directory };
  }
  throw new UsageError(
    "feedback [open|answered], feedback answer <id> <text…> or feedback image <id> <1-3> [directory]",
  );
}

const messageOf = ({
  audience,
  vipLevel,
  usernames,
  title,
  body,
  marketing,
}: Extract<MessageCommand, { action: "message.send" }>) => ({ audience, vipLevel, usernames, title, body, marketing });

/** The operator API call that does the same. */
export function messageRequest(command: MessageCommand): { method: string; path: string; body?: unknown } {
  switch (command.action) {
    case "message.send":
      return { method: "POST", path: "/ops/messages", body: messageOf(command) };
    case "messages":
      return { method: "GET", path: "/ops/messages" };
    case "feedback.list":
      return { method: "GET", path: `/ops/feedback?state=${command.state}` };
    case "feedback.answer":
      return { method: "POST", path: `/ops/feedback/${command.id}/answer`, body: { answer: command.answer } };
  }
}

function applyMessageCommand(db: Db, command: MessageCommand): Promise<unknown> {
  switch (command.action) {
    case "message.send":
      return sendOperatorMessage(db, { ...messageOf(command), source: "cli" });
    case "messages":
      return operatorMessages(db);
    case "feedback.list":
      return operatorFeedback(db, command.state);
    case "feedback.answer":
      return answerFeedback(db, { id: command.id, answer: command.answer, source: "cli" });
  }
}

type MessageLine = {
  id: string;
  createdAt: string;
  audience: string;
  vipLevel: number | null;
  recipients: number | null;
  reads: number;
  title: string;
};
type FeedbackLine = {
  id: string;
  createdAt: string;
  username: string;
  questionType: string;
  images: number;
  content: string;
  answer: string | null;
};
const oneLine = (text: string, max = 80) => {
  const flat = text.replace(/\s+/g, " ");
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};
const audienceOf = (m: { audience: string; vipLevel: number | null; recipients: number | null }) =>
  m.audience === "vip" ? `VIP ${m.vipLevel}+` : m.audience === "members" ? `${m.recipients} member(s)` : m.audience;

export function describeMessageResult(command: MessageCommand, result: unknown): string {
  switch (command.action) {
    case "message.send": {
      const r = result as { id: string; audience: string; vipLevel: number | null; recipients: number | null };
      return `Sent message ${r.id} to ${audienceOf(r)}`;
    }
    case "messages": {
      const list = result as MessageLine[];
      if (list.length === 0) return "No messages sent";
      return `${list.length} message(s), newest first:\n${list.map((m) => `${m.id}  ${m.createdAt}  ${audienceOf(m).padEnd(14)} read by ${String(m.reads).padStart(5)}  ${oneLine(m.title, 60)}`).join("\n")}`;
    }
    case "feedback.list": {
      const list = result as FeedbackLine[];
      if (list.length === 0) return `No ${command.state} feedback`;
      const lines = list.map(
        (f) =>
          `${f.id}  ${f.createdAt}  ${f.username.padEnd(14)} ${f.questionType.padEnd(11)} ${f.images} image(s)\n    ${oneLine(f.content, 200)}${f.answer ? `\n    answer: ${oneLine(f.answer, 200)}` : ""}`,
      );
      return `${list.length} ${command.state} feedback, ${command.state === "open" ? "oldest" : "newest"} first:\n${lines.join("\n")}`;
    }
    case "feedback.answer": {
      const r = result as { feedback: { id: string }; messageId: string | null };
      return `Answered feedback ${r.feedback.id}; the member has it as message ${r.messageId}`;
    }
  }
}

async function messageHandler(input: MessageCommand, reach: Reach): Promise<number> {
  const { result, via } = await platformThenDatabase(
    reach,
    () => sendMessageCommand(reach.baseUrl, reach.key, input),
    (db) => applyMessageCommand(db, input),
  );
  console.log(`${describeMessageResult(input, result)}\n(${via})`);
  return 0;
}

async function saveImage(input: ImageCommand, reach: Reach): Promise<number> {
  const { result, via } = await platformThenDatabase(
    reach,
    () => fetchImage(reach.baseUrl, reach.key, `/ops/feedback/${input.id}/images/${input.position}`, "an image"),
    (db) => feedbackImage(db, input.id, input.position),
  );
  const file = path.join(input.directory, result.name);
  try {
    // wx: never over an existing file.
    fs.writeFileSync(file, result.bytes, { flag: "wx" });
  } catch (error) {
    console.error(`ops: cannot write ${file}: ${(error as Error).message}`);
    return 1;
  }
  console.log(
    `Saved image ${input.position} of feedback ${input.id} (${result.type}, ${result.bytes.length} bytes) to ${file}\n(${via})`,
  );
  return 0;
}

export const messageCommand = command<MessageCommand>({
  name: "message",
  forms: [
    {
      arguments: 'all|agents|vip <level>|to <user,user…> --title "…" --body "…"',
      help: "write to every member, to the agents, to VIP level <level> and\nabove, or to the named members; audited",
    },
  ],
  parse: parseMessage,
  handler: messageHandler,
});

export const messagesCommand = command<MessageCommand>({
  name: "messages",
  forms: [{ arguments: "", help: "the messages the operator sent, newest first, with how many read each" }],
  parse: (args) => {
    if (args.length) throw new UsageError("messages takes no arguments");
    return { action: "messages" };
  },
  handler: messageHandler,
});

export const feedbackCommand = command<MessageCommand | ImageCommand>({
  name: "feedback",
  forms: [
    { arguments: "[open|answered]", help: "the members' feedback: open ones oldest first (the default), or answered" },
    { arguments: "answer <id> <text…>", help: "answer a feedback once; the member gets the answer as a message" },
    {
      arguments: "image <id> <1-3> [directory]",
      help: "save one of a feedback's pictures into the directory under its stored name",
    },
  ],
  parse: parseFeedback,
  handler: (input, reach) =>
    input.action === "feedback.image" ? saveImage(input, reach) : messageHandler(input, reach),
});
