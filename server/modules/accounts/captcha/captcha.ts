import crypto from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { isProduction, type PlatformConfig } from "../../../config.js";
import type { Db } from "../../../db/connect.js";
import { AppError } from "../../../http/envelope.js";
import { recordCaptchaAnswer } from "./captcha-answers.js";
import { drawCaptcha } from "./captcha-draw.js";
import { CAPTCHA_ALPHABET } from "./captcha-font.js";
import { captchas } from "../session-schema.js";
import { sha256 } from "../sessions.js";

export const CAPTCHA_MINUTES = 5;

export function randomCaptchaText(length: number): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[crypto.randomInt(CAPTCHA_ALPHABET.length)]).join("");
}

const answerHash = (id: string, answer: string) => sha256(`${id}:${answer.trim().toLowerCase()}`);

/**
 * Stores a new challenge (only the answer's hash) and draws it. Outside production the answer is
 * also kept for the address it was issued to, for the tests (captcha-answers.ts); `text` is given
 * only by tests.
 */
export async function issueCaptcha(
  db: Db,
  config: Pick<PlatformConfig, "siteMode">,
  { length, ip, text = randomCaptchaText(length) }: { length: number; ip: string; text?: string },
): Promise<{ captchaId: string; image: string }> {
  const captchaId = crypto.randomUUID();
  // Answered or not, a challenge is worthless an hour after it expired; dropping those keeps the table small.
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date(Date.now() - 3_600_000)));
  await db.insert(captchas).values({
    id: captchaId,
    answerHash: answerHash(captchaId, text),
    expiresAt: new Date(Date.now() + CAPTCHA_MINUTES * 60_000),
  });
  if (!isProduction(config)) await recordCaptchaAnswer(db, { captchaId, ip, answer: text });
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
