import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMember, hashPassword, updateMember } from "../../server/modules/accounts/index.js";
import { feedbackImages, messageRecipients, messages } from "../../server/db/schema.js";
import { login, withToken } from "./accounts.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";

// Platform information and feedback (ADR 0030): who a message reaches, read state and the
// unread count, system messages on events, and feedback answered as a message.

const PASSWORD = "Secret1234";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
let JPEG: Buffer;
let platform: Platform;
let address = 0;

type Person = { id: string; username: string; token: string };

async function person(type = 0, rankLevel?: number): Promise<Person> {
  const username = `m${crypto.randomBytes(5).toString("hex")}`;
  const member = await createMember(platform.database.db, {
    username,
    type,
    payeeName: "Test Payee",
    passwordHash: await hashPassword(platform.config, PASSWORD),
  });
  if (rankLevel !== undefined)
    await updateMember(platform.database.db, member.id, {
      clubLabel: { labelName: `VIP${rankLevel}`, color: "#000", color2: "#fff", rankLevel },
    });
  const res = await login(platform.app, username, PASSWORD, { ip: `10.88.0.${++address}` });
  expect(res.body.code).toBe("OK");
  return { id: member.id, username, token: res.body.value.token };
}

const get = (who: Person, url: string) => withToken(platform.app, "GET", url, who.token);
const unread = async (who: Person) => {
  const res = await get(who, "/wps/member/message/unread");
  expect(res.body.code).toBe("OK");
  return res.body.value.count as number;
};
const inbox = async (who: Person, query = "") =>
  (await get(who, `/wps/member/message${query}`)).body.value as {
    list: {
      id: string;
      title: string;
      read: boolean;
      template: string | null;
      body: string | null;
      params: Record<string, string>;
    }[];
    total: number;
  };
const read = (who: Person, id: string) => withToken(platform.app, "POST", `/wps/member/message/${id}/read`, who.token);
const send = (body: Record<string, unknown>) =>
  call(platform.app, "POST", "/ops/messages", { headers: operatorHeaders, body });

async function putFeedback(
  who: Person,
  fields: Record<string, string>,
  images: { bytes: Buffer; name: string; type: string }[] = [],
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const image of images)
    form.append("images", new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name);
  const encoded = new Request("http://localhost/", { method: "PUT", body: form });
  const res = await platform.app.inject({
    method: "PUT",
    url: "/wps/feedback",
    headers: { authorization: `Bearer ${who.token}`, "content-type": encoded.headers.get("content-type")! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json() };
}

beforeAll(async () => {
  JPEG = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#3366cc" } })
    .jpeg()
    .toBuffer();
  platform = await startPlatform({ seed: true });
}, 60_000);
afterAll(async () => {
  await platform?.close();
});

describe("messages from the operator", () => {
  it("to everyone: one row, each member reads it on their own, the unread count follows", async () => {
    const [a, b] = [await person(), await person()];
    const title = `Maintenance ${crypto.randomUUID()}`;
    const sent = await send({ audience: "all", title, body: "The site rests on Sunday 02:00–03:00." });
    expect(sent.body.code).toBe("OK");
    expect(await platform.database.db.select().from(messages).where(eq(messages.title, title))).toHaveLength(1);
    expect(
      await platform.database.db
        .select()
        .from(messageRecipients)
        .where(eq(messageRecipients.messageId, sent.body.value.id)),
    ).toHaveLength(0);

    expect(await unread(a)).toBe(1);
    expect(await unread(b)).toBe(1);
    expect((await inbox(a)).list[0]).toMatchObject({ id: sent.body.value.id, title, read: false });
    const marked = await read(a, sent.body.value.id);
    expect(marked.body.value).toEqual({ id: sent.body.value.id, unread: 0 });
    // Twice is no change.
    expect((await read(a, sent.body.value.id)).body.value.unread).toBe(0);
    expect(await unread(a)).toBe(0);
    expect((await inbox(a)).list[0].read).toBe(true);
    expect(await unread(b)).toBe(1);
    // A member who joins later does not inherit it.
    const later = await person();
    expect(await unread(later)).toBe(0);
    expect((await inbox(later)).total).toBe(0);
  });

  it("to agents, to a VIP level and above, and to named members reaches only them", async () => {
    const [plain, agent, vip2, vip4, named] = [
      await person(),
      await person(1),
      await person(0, 2),
      await person(0, 4),
      await person(),
    ];
    expect((await send({ audience: "agents", title: "Agents", body: "New contracts next week." })).body.code).toBe(
      "OK",
    );
    expect(
      (await send({ audience: "vip", vipLevel: 3, title: "VIP", body: "A gift for VIP 3 and above." })).body.code,
    ).toBe("OK");
    const toNamed = await send({ audience: "members", usernames: [named.username], title: "Just you", body: "Hello." });
    expect(toNamed.body.value.recipients).toBe(1);
    const titles = async (who: Person) => (await inbox(who)).list.map((m) => m.title);
    expect(await titles(plain)).toEqual([]);
    expect(await titles(agent)).toEqual(["Agents"]);
    expect(await titles(vip2)).toEqual([]);
    expect(await titles(vip4)).toEqual(["VIP"]);
    expect(await titles(named)).toEqual(["Just you"]);
    // Another member's message cannot be read (nor seen to exist).
    expect((await read(plain, toNamed.body.value.id)).status).toBe(404);
    expect(await unread(named)).toBe(1);
  });

  it("refuses a message without its audience's detail, or to an unknown member", async () => {
    expect((await send({ audience: "vip", title: "x", body: "y" })).status).toBe(400);
    expect((await send({ audience: "members", usernames: [], title: "x", body: "y" })).status).toBe(400);
    const unknown = await send({ audience: "members", usernames: ["nobody-at-all-here"], title: "x", body: "y" });
    expect(unknown.status).toBe(404);
    expect((await send({ audience: "all", title: "", body: "y" })).status).toBe(400);
  });

  it("pages the inbox, newest first", async () => {
    const who = await person();
    for (let i = 1; i <= 12; i++)
      expect(
        (await send({ audience: "members", usernames: [who.username], title: `n${i}`, body: "." })).body.code,
      ).toBe("OK");
    const first = await inbox(who, "?pageNo=1&pageSize=5");
    expect(first.total).toBe(12);
    expect(first.list.map((m) => m.title)).toEqual(["n12", "n11", "n10", "n9", "n8"]);
    expect((await inbox(who, "?pageNo=3&pageSize=5")).list.map((m) => m.title)).toEqual(["n2", "n1"]);
    expect(await unread(who)).toBe(12);
  });

  it("a trial player loads no messages (SPEC §4)", async () => {
    const res = await call(platform.app, "POST", "/wps/session/login/freeplay", {
      body: { platform: "W" },
      remoteAddress: "10.89.0.1",
    });
    const token = res.body.value.token as string;
    const count = await withToken(platform.app, "GET", "/wps/member/message/unread", token);
    expect(count.body.code).toBe("TRIAL_REFUSED");
    expect((await withToken(platform.app, "GET", "/wps/member/message", token)).body.code).toBe("TRIAL_REFUSED");
  });
});

describe("system messages", () => {
  it("a disbursed withdrawal tells the member, once", async () => {
    const who = await person();
    const pin = "135790";
    const post = (url: string, body: Record<string, unknown>) =>
      withToken(platform.app, "POST", url, who.token, { body });
    expect((await post("/wps/member/paymentPassword", { newPassword: pin, confirmPassword: pin })).body.code).toBe(
      "OK",
    );
    const account = await post("/wps/member/bankAccounts", {
      bankName: "Vietcombank",
      accountNumber: "0011223344",
      holderName: "Test Payee",
      paymentPassword: pin,
    });
    expect(account.body.code).toBe("OK");
    expect(
      (
        await call(platform.app, "POST", "/ops/wallet/adjust", {
          headers: operatorHeaders,
          body: { username: who.username, amount: "50000000", reason: "test" },
        })
      ).body.code,
    ).toBe("OK");
    const asked = await post("/wps/v2/withdraw", {
      bankAccountId: account.body.value.id,
      amount: "12345600",
      paymentPassword: pin,
      requestKey: crypto.randomUUID(),
    });
    expect(asked.body.code).toBe("OK");
    const id = asked.body.value.id as string;
    const decide = (verb: string) =>
      call(platform.app, "POST", `/ops/withdrawals/${id}/${verb}`, { headers: operatorHeaders, body: {} });
    expect((await decide("approve")).body.code).toBe("OK");
    expect(await unread(who)).toBe(0);
    expect((await decide("disburse")).body.code).toBe("OK");
    expect(await unread(who)).toBe(1);
    expect((await inbox(who)).list[0]).toMatchObject({
      template: "withdrawalDisbursed",
      params: { amount: "12345600", withdrawalId: id },
      read: false,
    });
    // Once per event: a second disbursement is refused and sends nothing.
    expect((await decide("disburse")).status).toBe(409);
    expect((await inbox(who)).total).toBe(1);
  });
});

describe("feedback", () => {
  it("takes a question type, bounded content and up to three png/jpg images; the operator's answer arrives as a message", async () => {
    const who = await person();
    const sent = await putFeedback(
      who,
      { questionType: "deposit", content: "My deposit of 500,000 has not arrived yet." },
      [
        { bytes: PNG, name: "a.png", type: "image/png" },
        { bytes: JPEG, name: "b.jpg", type: "image/jpeg" },
      ],
    );
    expect(sent.body.code).toBe("OK");
    expect(sent.body.value).toMatchObject({ questionType: "deposit", images: 2, answer: null });
    const id = sent.body.value.id as string;
    const stored = await platform.database.db.select().from(feedbackImages).where(eq(feedbackImages.feedbackId, id));
    expect(stored.map((i) => i.type).sort()).toEqual(["image/jpeg", "image/png"]);

    const queue = await call(platform.app, "GET", "/ops/feedback", { headers: operatorHeaders });
    expect(queue.body.value.find((f: { id: string }) => f.id === id)).toMatchObject({
      username: who.username,
      images: 2,
    });
    const image = await platform.app.inject({
      method: "GET",
      url: `/ops/feedback/${id}/images/1`,
      headers: operatorHeaders,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");

    expect(await unread(who)).toBe(0);
    const answered = await call(platform.app, "POST", `/ops/feedback/${id}/answer`, {
      headers: operatorHeaders,
      body: { answer: "It arrived at 10:02; please check again." },
    });
    expect(answered.body.code).toBe("OK");
    expect(await unread(who)).toBe(1);
    expect((await inbox(who)).list[0]).toMatchObject({
      template: "feedbackAnswered",
      body: "It arrived at 10:02; please check again.",
      params: { questionType: "deposit" },
    });
    expect(
      (
        await call(platform.app, "POST", `/ops/feedback/${id}/answer`, {
          headers: operatorHeaders,
          body: { answer: "again" },
        })
      ).status,
    ).toBe(409);
    const mine = await get(who, "/wps/feedback");
    expect(mine.body.value.list[0]).toMatchObject({ id, answer: "It arrived at 10:02; please check again." });
  });

  it("refuses a missing question type, content out of bounds, a fourth image and a file that is no picture", async () => {
    const who = await person();
    const content = "Please add more fishing games.";
    expect((await putFeedback(who, { content })).status).toBe(400);
    expect((await putFeedback(who, { questionType: "nonsense", content })).status).toBe(400);
    expect((await putFeedback(who, { questionType: "games", content: "short" })).status).toBe(400);
    expect((await putFeedback(who, { questionType: "games", content: "x".repeat(1001) })).status).toBe(400);
    const four = Array.from({ length: 4 }, (_, i) => ({ bytes: PNG, name: `${i}.png`, type: "image/png" }));
    const tooMany = await putFeedback(who, { questionType: "games", content }, four);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/^images/);
    const html = await putFeedback(who, { questionType: "games", content }, [
      { bytes: Buffer.from("<html><script>alert(1)</script></html>"), name: "x.png", type: "image/png" },
    ]);
    expect(html.status).toBe(400);
    expect(html.body.message).toMatch(/^images/);
    const big = await putFeedback(who, { questionType: "games", content }, [
      { bytes: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), name: "big.png", type: "image/png" },
    ]);
    expect(big.status).toBe(413);
    // Nothing of those was kept.
    expect((await get(who, "/wps/feedback")).body.value.total).toBe(0);
    // JSON with base64 images works for API clients.
    const json = await withToken(platform.app, "PUT", "/wps/feedback", who.token, {
      body: { questionType: "games", content, images: [PNG.toString("base64")] },
    });
    expect(json.body.value).toMatchObject({ images: 1 });
  });

  it("a member may keep at most five unanswered", async () => {
    const who = await person();
    for (let i = 0; i < 5; i++)
      expect((await putFeedback(who, { questionType: "other", content: `Question number ${i} here.` })).body.code).toBe(
        "OK",
      );
    expect((await putFeedback(who, { questionType: "other", content: "One question too many." })).body.code).toBe(
      "RATE_LIMITED",
    );
  });
});
