import type { FastifyInstance } from "fastify";
import ipaddr from "ipaddr.js";
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../../db/connect.js";
import { AppError } from "../../errors.js";
import { requireOperator } from "../../../http/operator.js";
import { route } from "../../../http/route.js";
import { captchaAnswers, captchas } from "../session-schema.js";

// Development only: the answers of the captchas this platform issued, by the visitor address they
// went to. The tests read them through `npm run ops -- captcha --ip <address>` (GET
// /ops/dev/captchas), so that no test has to read the picture. Production records nothing and has
// no such route (captcha.ts, modules/index.ts).

export type CaptchaAnswer = { captchaId: string; ip: string; answer: string };

export async function recordCaptchaAnswer(db: Db, row: CaptchaAnswer): Promise<void> {
  await db.insert(captchaAnswers).values({ ...row, ip: canonicalAddress(row.ip) });
}

/** The answer of the newest captcha issued to the address that is neither answered nor expired. */
export async function newestCaptchaAnswer(db: Db, address: string): Promise<CaptchaAnswer> {
  const ip = canonicalAddress(address);
  const [row] = await db
    .select({ captchaId: captchaAnswers.captchaId, ip: captchaAnswers.ip, answer: captchaAnswers.answer })
    .from(captchaAnswers)
    .innerJoin(captchas, eq(captchas.id, captchaAnswers.captchaId))
    .where(and(eq(captchaAnswers.ip, ip), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())))
    .orderBy(desc(captchaAnswers.id))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", `No unanswered captcha was issued to ${ip}`);
  return row;
}

const isAddress = (ip: string) => ipaddr.IPv4.isValidFourPartDecimal(ip) || ipaddr.IPv6.isValid(ip);

/** One spelling per address (IPv4 clients of a dual-stack socket as plain IPv4, IPv6 compact), so that lookups match. */
export function canonicalAddress(ip: string): string {
  if (!isAddress(ip)) return ip;
  const parsed = ipaddr.parse(ip);
  return parsed instanceof ipaddr.IPv6 && parsed.isIPv4MappedAddress()
    ? parsed.toIPv4Address().toString()
    : parsed.toString();
}

export const visitorAddress = z
  .string()
  .trim()
  .max(64)
  .refine(isAddress, "an IPv4 or IPv6 address")
  .transform(canonicalAddress);

/** GET /ops/dev/captchas?ip=: registered only outside production. */
export async function captchaAnswerRoutes(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => requireOperator(request, app.operatorKey));
  route(app, {
    method: "GET",
    url: "/dev/captchas",
    query: z.object({ ip: visitorAddress }),
    handler: ({ query }) => newestCaptchaAnswer(app.db, query.ip),
  });
}
