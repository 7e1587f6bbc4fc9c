import crypto from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { AppError } from "../../http/envelope.js";
import { CAPTCHA_ALPHABET, GLYPHS } from "./captcha-font.js";
import { encodePng } from "./png.js";
import { captchas } from "./schema.js";
import { sha256 } from "./sessions.js";

export const CAPTCHA_MINUTES = 5;
const WIDTH = 120;
const HEIGHT = 40;
const SCALE = 4;

const randomInt = (max: number) => crypto.randomInt(max);

export function randomCaptchaText(length: number): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join("");
}

/** Draws the text in our bitmap font, each character shifted a little, over noise lines and dots. */
export function drawCaptcha(text: string): Buffer {
  const pixels = new Uint8Array(WIDTH * HEIGHT * 3);
  const set = (x: number, y: number, [r, g, b]: readonly number[]) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const i = (y * WIDTH + x) * 3;
    pixels[i] = r!;
    pixels[i + 1] = g!;
    pixels[i + 2] = b!;
  };
  for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < WIDTH; x++) set(x, y, [236 + randomInt(20), 236 + randomInt(20), 228 + randomInt(20)]);

  const line = (x0: number, y0: number, x1: number, y1: number, colour: number[]) => {
    // Bresenham: every pixel on the segment, no anti-aliasing needed at this size.
    const dx = Math.abs(x1 - x0);
    const dy = -Math.abs(y1 - y0);
    const sx = x0 < x1 ? 1 : -1;
    const sy = y0 < y1 ? 1 : -1;
    let err = dx + dy;
    for (;;) {
      set(x0, y0, colour);
      if (x0 === x1 && y0 === y1) return;
      const e2 = 2 * err;
      if (e2 >= dy) (err += dy), (x0 += sx);
      if (e2 <= dx) (err += dx), (y0 += sy);
    }
  };

  const cell = Math.floor(WIDTH / text.length);
  [...text].forEach((ch, index) => {
    const glyph = GLYPHS[ch.toUpperCase()];
    if (!glyph) throw new Error(`no glyph for ${ch}`);
    const colour = [randomInt(90), randomInt(90), 60 + randomInt(90)];
    const left = index * cell + Math.floor((cell - 5 * SCALE) / 2) + randomInt(5) - 2;
    const top = Math.floor((HEIGHT - 7 * SCALE) / 2) + randomInt(7) - 3;
    glyph.forEach((row, gy) =>
      [...row].forEach((c, gx) => {
        if (c !== "#") return;
        for (let dy = 0; dy < SCALE; dy++) for (let dx = 0; dx < SCALE; dx++) set(left + gx * SCALE + dx, top + gy * SCALE + dy, colour);
      }),
    );
  });

  for (let n = 0; n < 5; n++) {
    line(randomInt(WIDTH), randomInt(HEIGHT), randomInt(WIDTH), randomInt(HEIGHT), [80 + randomInt(120), 80 + randomInt(120), 80 + randomInt(120)]);
  }
  for (let n = 0; n < 120; n++) set(randomInt(WIDTH), randomInt(HEIGHT), [randomInt(200), randomInt(200), randomInt(200)]);
  return encodePng(WIDTH, HEIGHT, pixels);
}

const answerHash = (id: string, answer: string) => sha256(`${id}:${answer.trim().toLowerCase()}`);

/** Stores a new challenge (only the answer's hash) and draws it; `text` is given only by tests. */
export async function issueCaptcha(db: Db, length: number, text = randomCaptchaText(length)): Promise<{ captchaId: string; image: string }> {
  const captchaId = crypto.randomUUID();
  // Answered or not, a challenge is worthless an hour after it expired; dropping those keeps the table small.
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(Date.now() - 3_600_000)));
  await db.insert(captchas).values({
    id: captchaId,
    answerHash: answerHash(captchaId, text),
    expiresAt: new Date(Date.now() + CAPTCHA_MINUTES * 60_000),
  });
  return { captchaId, image: drawCaptcha(text).toString("base64") };
}

/**
 * Single use: the challenge is spent by the first answer, right or wrong, so it cannot be
 * guessed at. Case does not matter. Missing answer → CAPTCHA_REQUIRED, else CAPTCHA_WRONG.
 */
export async function checkCaptcha(db: Db, captchaId: string | undefined, answer: string | undefined): Promise<void> {
  if (!captchaId || !answer) throw new AppError("CAPTCHA_REQUIRED", "Please enter the captcha", { captcha: true });
  const valid = /^[0-9a-f-]{36}$/i.test(captchaId);
  const [spent] = valid
    ? await db
        .update(captchas)
        .set({ usedAt: new Date() })
        .where(and(eq(captchas.id, captchaId), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())))
        .returning({ answerHash: captchas.answerHash })
    : [];
  const expected = Buffer.from(spent?.answerHash ?? "");
  const given = Buffer.from(answerHash(captchaId, answer));
  if (!spent || expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
    throw new AppError("CAPTCHA_WRONG", "The captcha is wrong or has expired", { captcha: true });
  }
}
