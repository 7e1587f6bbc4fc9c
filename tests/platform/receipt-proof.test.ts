import crypto from "node:crypto";
import zlib from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crc32, pngChunk as chunk } from "../../server/modules/accounts/captcha/png.js";
import { withdrawals } from "../../server/db/schema.js";
import { login, withToken } from "./accounts.js";
import { call, operatorHeaders, startPlatform, type Platform } from "./harness.js";
import { postReceipt } from "./receipts.js";

// The receipt's proof picture (ADR 0017): polyglots and decompression bombs built here,
// byte by byte. Whatever rides along with an image is gone once it is stored; what cannot be decoded
// safely is refused; the operator gets it back with its real type, nosniff, as an attachment.

const PIN = "246810";
const IEND = Buffer.from("0000000049454e44ae426082", "hex");

/** A small PNG whose header declares width × height (RGB, 8 bits): a bomb costs a few bytes to send. */
function declaredPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  // The first rows of zeros, compressed a thousandfold: what a bomb looks like on the wire.
  const idat = zlib.deflateSync(Buffer.alloc(1024 * 1024));
  return Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), chunk("IHDR", ihdr), chunk("IDAT", idat), IEND]);
}

/** A one-file ZIP archive (stored, not compressed): enough for unzip to list and extract it. */
function zipOf(name: string, content: Buffer): Buffer {
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(crc32(content), 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(10, 4);
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(crc32(content), 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(local.length + fileName.length + content.length, 16);
  return Buffer.concat([local, fileName, content, central, fileName, end]);
}

let platform: Platform;
let token: string;
let accountId: string;
let png: Buffer;
let jpeg: Buffer;

const post = (url: string, body: Record<string, unknown>) => withToken(platform.app, "POST", url, token, { body });
const ops = (id: string, verb: string) =>
  call(platform.app, "POST", `/ops/withdrawals/${id}/${verb}`, { headers: operatorHeaders, body: {} });
const stored = async (id: string) =>
  (await platform.database.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!;
const answer = (id: string, proof: Buffer) =>
  post(`/wps/v2/withdraw/${id}/receipt`, { answer: "not_received", proof: proof.toString("base64") });
const served = (id: string, headers: Record<string, string> = operatorHeaders) =>
  platform.app.inject({ method: "GET", url: `/ops/withdrawals/${id}/proof`, headers });

const multipart = (id: string, proof: Buffer, name: string, type: string) =>
  postReceipt(platform.app, token, id, { answer: "not_received" }, { bytes: proof, name, type });

async function disbursed(): Promise<string> {
  const asked = await post("/wps/v2/withdraw", {
    bankAccountId: accountId,
    amount: "10000000",
    paymentPassword: PIN,
    requestKey: `p-${crypto.randomUUID()}`,
  });
  expect(asked.body.code).toBe("OK");
  expect((await ops(asked.body.value.id, "approve")).body.code).toBe("OK");
  expect((await ops(asked.body.value.id, "disburse")).body.code).toBe("OK");
  return asked.body.value.id;
}

/** The stored image decodes to the sent one's size and pixels, carries none of the payload, and ends where the image ends. */
async function expectClean(id: string, sent: Buffer, payloads: string[]) {
  const row = await stored(id);
  const bytes = Buffer.from(row.proof!);
  for (const payload of payloads) expect(bytes.includes(payload), payload).toBe(false);
  const [before, after] = await Promise.all([sharp(sent).metadata(), sharp(bytes).metadata()]);
  expect([after.format, after.width, after.height]).toEqual([before.format, before.width, before.height]);
  expect(after.exif).toBeUndefined();
  if (row.proofType === "image/png") {
    expect(bytes.subarray(-IEND.length)).toEqual(IEND);
    expect(row.proofName).toMatch(/^receipt-[0-9a-f]{24}\.png$/);
    expect(await sharp(bytes).raw().toBuffer()).toEqual(await sharp(sent).raw().toBuffer());
  } else {
    expect(bytes.subarray(-2)).toEqual(Buffer.from("ffd9", "hex"));
    expect(row.proofName).toMatch(/^receipt-[0-9a-f]{24}\.jpg$/);
  }
  return row;
}

beforeAll(async () => {
  platform = await startPlatform({ seed: true, env: { WITHDRAWAL_DAILY_COUNT: "50" } });
  token = (await login(platform.app, "demo", "Demo1234")).body.value.token;
  expect((await post("/wps/member/paymentPassword", { newPassword: PIN, confirmPassword: PIN })).body.code).toBe("OK");
  const account = await post("/wps/member/bankAccounts", {
    bankName: "Vietcombank",
    accountNumber: "0099887766",
    holderName: "Demo Player",
    paymentPassword: PIN,
  });
  accountId = account.body.value.id;
  expect(
    (
      await call(platform.app, "POST", "/ops/wallet/adjust", {
        headers: operatorHeaders,
        body: { username: "demo", amount: "200000000", reason: "proof tests" },
      })
    ).body.code,
  ).toBe("OK");
  const pixels = { width: 96, height: 64, channels: 3 as const, background: { r: 200, g: 40, b: 90 } };
  png = await sharp({ create: pixels }).png().toBuffer();
  jpeg = await sharp({ create: pixels })
    .jpeg()
    .withExif({ IFD0: { Copyright: "secret-exif-marker" } })
    .toBuffer();
});
afterAll(() => platform.close());

describe("a receipt's proof picture", () => {
  it("stores a valid PNG and JPEG re-encoded, same picture, EXIF gone, under a random name", async () => {
    expect(jpeg.includes("secret-exif-marker")).toBe(true);
    const a = await disbursed();
    expect((await answer(a, png)).body.code).toBe("OK");
    await expectClean(a, png, []);
    const b = await disbursed();
    expect((await multipart(b, jpeg, "../../etc/passwd.jpg", "image/jpeg")).body.code).toBe("OK");
    const row = await expectClean(b, jpeg, ["secret-exif-marker", "passwd"]);
    expect(row.proofType).toBe("image/jpeg");
  });

  it("neutralises polyglots: PNG + HTML, JPEG + PHP, PNG + ZIP and a script in a PNG text chunk are stored without their payload", async () => {
    const html = Buffer.from("<html><script>fetch('/steal?c='+document.cookie)</script></html>");
    const php = Buffer.from("<?php system($_GET['c']); ?>");
    const zip = zipOf("payload.sh", Buffer.from("#!/bin/sh\nrm -rf /\n"));
    const text = chunk("tEXt", Buffer.from("Comment\0<script>alert(1)</script>"));
    const cases: [string, Buffer, string[]][] = [
      ["PNG + HTML", Buffer.concat([png, html]), ["<html>", "<script>"]],
      ["JPEG + PHP", Buffer.concat([jpeg, php]), ["<?php", "secret-exif-marker"]],
      ["PNG + ZIP", Buffer.concat([png, zip]), ["PK\x03\x04", "PK\x05\x06", "payload.sh"]],
      ["PNG with a text chunk", Buffer.concat([png.subarray(0, 33), text, png.subarray(33)]), ["<script>", "tEXt"]],
    ];
    for (const [what, polyglot, payloads] of cases) {
      for (const payload of payloads) expect(polyglot.includes(payload), `${what} carries ${payload}`).toBe(true);
      const id = await disbursed();
      const res =
        what === "PNG + HTML" ? await multipart(id, polyglot, "shot.png", "image/png") : await answer(id, polyglot);
      expect(res.body.code, what).toBe("OK");
      await expectClean(id, polyglot, payloads);
    }
  });

  it("refuses decompression bombs before decoding, and truncated or mislabelled images; nothing is stored", async () => {
    const id = await disbursed();
    const huge = declaredPng(100_000, 100_000);
    expect(huge.length).toBeLessThan(5000);
    const started = Date.now();
    expect((await answer(id, huge)).body).toMatchObject({
      code: "VALIDATION",
      message: "proof: at most 8000 pixels a side and 40 megapixels",
      value: { width: 100_000, height: 100_000 },
    });
    expect(Date.now() - started).toBeLessThan(2000);
    // Within the side limit, over the pixel count: 8000 × 8000 is 64 megapixels.
    expect((await multipart(id, declaredPng(8000, 8000), "square.png", "image/png")).body.code).toBe("VALIDATION");
    expect((await answer(id, png.subarray(0, Math.floor(png.length / 2)))).body).toMatchObject({
      code: "VALIDATION",
      message: "proof: not a complete PNG or JPEG image",
    });
    expect((await answer(id, jpeg.subarray(0, Math.floor(jpeg.length / 2)))).body.code).toBe("VALIDATION");
    // A PNG's signature in front of a JPEG: the decoder decides, not the first bytes.
    expect((await answer(id, Buffer.concat([png.subarray(0, 8), jpeg]))).body.code).toBe("VALIDATION");
    expect(await stored(id)).toMatchObject({ status: "disbursed", proof: null, proofType: null, proofName: null });
    expect((await answer(id, png)).body.code).toBe("OK");
  });

  it("is served to the operator with its real type, nosniff and as an attachment under its stored name; not to anyone else", async () => {
    const id = await disbursed();
    expect((await answer(id, Buffer.concat([png, Buffer.from("<html><script>alert(1)</script>")]))).body.code).toBe(
      "OK",
    );
    const row = await stored(id);
    const res = await served(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      "content-type": "image/png",
      "x-content-type-options": "nosniff",
      "content-disposition": `attachment; filename="${row.proofName}"`,
      "content-security-policy": "default-src 'none'; sandbox",
      "cache-control": "private, no-store",
    });
    expect(res.rawPayload).toEqual(Buffer.from(row.proof!));
    expect((await served(id, {})).statusCode).toBe(401);
    expect((await withToken(platform.app, "GET", `/ops/withdrawals/${id}/proof`, token)).status).toBe(401);
    expect((await served(crypto.randomUUID())).json()).toMatchObject({ code: "NOT_FOUND" });
    expect((await served("not-a-uuid")).json()).toMatchObject({ code: "VALIDATION" });
    const none = await disbursed();
    expect((await post(`/wps/v2/withdraw/${none}/receipt`, { answer: "received" })).body.code).toBe("OK");
    expect((await served(none)).json()).toMatchObject({
      code: "NOT_FOUND",
      message: `Withdrawal ${none} has no proof`,
    });
  });

  it("cleans a proof stored before re-encoding on the way out", async () => {
    const id = await disbursed();
    const legacy = Buffer.concat([png, Buffer.from("<?php echo 1; ?>")]);
    await platform.database.db
      .update(withdrawals)
      .set({ status: "not_received", proofType: "image/png", proof: legacy, proofName: null })
      .where(eq(withdrawals.id, id));
    const res = await served(id);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="receipt-[0-9a-f]{24}\.png"$/);
    expect(res.rawPayload.includes("<?php")).toBe(false);
    expect(await sharp(res.rawPayload).raw().toBuffer()).toEqual(await sharp(png).raw().toBuffer());
  });
});
