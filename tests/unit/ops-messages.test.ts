import { describe, expect, it } from "vitest";
import { UsageError } from "../../server/ops/command.js";
import { messageRequest, parseFeedback, parseMessage } from "../../server/ops/message-commands.js";
import { chosenImages, feedbackSchema } from "../../app/lib/member/messages.js";

// The operator's message and feedback commands (ADR 0030) as typed, and the feedback form's rules.

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("ops message", () => {
  it("reads each audience and sends the API's body", () => {
    expect(parseMessage(["all", "--title", "Hi", "--body", "Text"])).toEqual({
      action: "message.send",
      audience: "all",
      title: "Hi",
      body: "Text",
    });
    expect(parseMessage(["--title", "Hi", "agents", "--body", "Text"])).toMatchObject({ audience: "agents" });
    expect(parseMessage(["vip", "3", "--title", "Hi", "--body", "Text"])).toMatchObject({
      audience: "vip",
      vipLevel: 3,
    });
    const named = parseMessage(["to", "demo, player2,", "--title", "Hi", "--body", "Text"]);
    expect(named).toMatchObject({ audience: "members", usernames: ["demo", "player2"] });
    expect(messageRequest(named)).toEqual({
      method: "POST",
      path: "/ops/messages",
      body: { audience: "members", vipLevel: undefined, usernames: ["demo", "player2"], title: "Hi", body: "Text" },
    });
    // A marketing message (ADR 0034) says so; it skips members under a time-out or self-exclusion.
    const offer = parseMessage(["all", "--marketing", "--title", "Bonus", "--body", "Text"]);
    expect(offer).toEqual({ action: "message.send", audience: "all", title: "Bonus", body: "Text", marketing: true });
    expect(messageRequest(offer).body).toMatchObject({ marketing: true });
  });

  it("refuses what is no message", () => {
    for (const args of [
      [],
      ["all"],
      ["all", "--title", "Hi"],
      ["vip", "--title", "Hi", "--body", "x"],
      ["vip", "x", "--title", "Hi", "--body", "x"],
      ["to", "--title", "Hi", "--body", "x"],
      ["everyone", "--title", "Hi", "--body", "x"],
      ["all", "extra", "--title", "Hi", "--body", "x"],
      ["all", "--title", " ", "--body", "x"],
    ]) {
      expect(() => parseMessage(args), args.join(" ")).toThrow(UsageError);
    }
  });
});

describe("ops feedback", () => {
  it("lists, answers and saves pictures", () => {
    expect(parseFeedback([])).toEqual({ action: "feedback.list", state: "open" });
    expect(parseFeedback(["answered"])).toEqual({ action: "feedback.list", state: "answered" });
    expect(parseFeedback(["answer", ID, "It", "arrived."])).toEqual({
      action: "feedback.answer",
      id: ID,
      answer: "It arrived.",
    });
    expect(parseFeedback(["image", ID, "2"])).toEqual({
      action: "feedback.image",
      id: ID,
      position: 2,
      directory: ".",
    });
    for (const args of [
      ["answer", ID],
      ["answer", "nope", "text"],
      ["image", ID, "4"],
      ["closed"],
      ["open", "extra"],
    ]) {
      expect(() => parseFeedback(args), args.join(" ")).toThrow(UsageError);
    }
  });
});

describe("the feedback form's rules", () => {
  const file = (size: number, type: string) => ({ size, type }) as unknown as File;
  const check = (value: Record<string, unknown>) => feedbackSchema.safeParse(value);
  it("needs a question type and 10 to 1000 characters", () => {
    expect(check({ content: "A long enough text." }).success).toBe(false);
    expect(check({ questionType: "nonsense", content: "A long enough text." }).success).toBe(false);
    expect(check({ questionType: "games", content: "too short" }).success).toBe(false);
    expect(check({ questionType: "games", content: "x".repeat(1001) }).success).toBe(false);
    expect(check({ questionType: "games", content: "A long enough text." }).success).toBe(true);
  });
  it("takes up to three png or jpg pictures of 5 MB; an empty file input is no picture", () => {
    const ok = { questionType: "games", content: "A long enough text." };
    expect(chosenImages(file(0, "application/octet-stream"))).toEqual([]);
    expect(check({ ...ok, images: file(0, "application/octet-stream") }).success).toBe(true);
    expect(
      check({ ...ok, images: [file(10, "image/png"), file(10, "image/jpeg"), file(10, "image/png")] }).success,
    ).toBe(true);
    expect(
      check({
        ...ok,
        images: [file(10, "image/png"), file(10, "image/jpeg"), file(10, "image/png"), file(10, "image/png")],
      }).success,
    ).toBe(false);
    expect(check({ ...ok, images: file(10, "image/gif") }).success).toBe(false);
    expect(check({ ...ok, images: file(5 * 1024 * 1024 + 1, "image/png") }).success).toBe(false);
  });
});
