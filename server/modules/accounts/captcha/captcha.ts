import crypto from "node:crypto";
import { and, eq, gt, isNull, lt } from "drizzle-orm";
import { isProduction, type PlatformConfig } from "../../../config.js";
import type { Db } from "../../../db/connect.js";
import { AppError } from "../../errors.js";
import { recordCaptchaAnswer } from "./captcha-answers.js";
import { drawCaptcha } from "./captcha-draw.js";
import { CAPTCHA_ALPHABET } from "./captcha-font.js";
import { captchas } from "../session-schema.js";
import { sha256 } from "../sessions.js";
import type { EncryptionKeys } from "../jwe.js";

export const CAPTCHA_MINUTES = 5;

export function randomCaptchaText(length: number): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[crypto.randomInt(CAPTCHA_ALPHABET.length)]).join("");
}

const answerHash = (id: string, answer: string) => sha256(`${id}:${answer.trim().toLowerCase()}`);

const secrets = new WeakMap<EncryptionKeys, Buffer>();
/** The captcha secret: a hash of the platform's private key, stable across restarts (DATA_DIR/keys or JWE_PRIVATE_KEY). */
export function captchaSecret(keys: EncryptionKeys): Buffer {
  let secret = secrets.get(keys);
  if (!secret)
    secrets.set(
      keys,
      (secret = crypto
        .createHash("sha256")
        .update("laro-captcha")
        .update(keys.privateKey.export({ type: "pkcs8", format: "der" }))
        .digest()),
    );
  return secret;
}

/**
 * A challenge's text, derived from its id with the platform's own secret (ADR 0068): the platform keeps
 * only the answer's hash, yet can draw the same challenge again while it is unanswered, so a form that
 * comes back for another field's sake still shows the image its typed answer belongs to.
 */
export function derivedCaptchaText(secret: Buffer, captchaId: string, length: number): string {
  const bytes = crypto.createHmac("sha256", secret).update(`captcha:${captchaId}`).digest();
  return Array.from({ length }, (_, i) => CAPTCHA_ALPHABET[(bytes[i] ?? 0) % CAPTCHA_ALPHABET.length]).join("");
}

/**
 * Stores a new challenge (only the answer's hash) and draws it. Outside production the answer is
 * also kept for the address it was issued to, for the tests (captcha-answers.ts); `text` is given
 * only by tests.
 */
export async function issueCaptcha(
  db: Db,
  config: Pick<PlatformConfig, "siteMode">,
  { length, ip, text, secret }: { length: number; ip: string; text?: string; secret?: Buffer },
): Promise<{ captchaId: string; image: string }> {
  const captchaId = crypto.randomUUID();
  text ??= secret ? derivedCaptchaText(secret, captchaId, length) : randomCaptchaText(length);
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
 * The same challenge drawn again, while it is unanswered and unexpired and its text is the one the
 * secret derives (a challenge a test gave its own text to is never redrawn); null otherwise.
 */
export async function redrawCaptcha(
  db: Db,
  secret: Buffer,
  captchaId: string,
  length: number,
): Promise<{ captchaId: string; image: string } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(captchaId)) return null;
  const [row] = await db
    .select({ answerHash: captchas.answerHash })
    .from(captchas)
    .where(and(eq(captchas.id, captchaId), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())));
  const text = derivedCaptchaText(secret, captchaId, length);
  if (!row || row.answerHash !== answerHash(captchaId, text)) return null;
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
