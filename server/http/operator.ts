import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FastifyRequest } from "fastify";
import { AppError } from "./envelope.js";

/**
 * The operator key guards /ops. In production it comes from OPERATOR_KEY; on a
 * development machine one is generated on first start under DATA_DIR so that the
 * operator CLI on the same machine can read it.
 */
export function resolveOperatorKey(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "operator.key");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const key = crypto.randomBytes(24).toString("base64url");
  fs.writeFileSync(file, key, { mode: 0o600 });
  return key;
}

/** The key as the operator CLI finds it: never creates one (only the platform does). */
export function readOperatorKey(configured: string | undefined, dataDir: string): string | undefined {
  if (configured) return configured;
  const file = path.join(dataDir, "operator.key");
  return fs.existsSync(file) ? fs.readFileSync(file, "utf8").trim() || undefined : undefined;
}

export function hasOperatorKey(request: FastifyRequest, operatorKey: string): boolean {
  const given = String(request.headers["x-operator-key"] ?? "");
  const a = Buffer.from(given);
  const b = Buffer.from(operatorKey);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export function requireOperator(request: FastifyRequest, operatorKey: string): void {
  if (!hasOperatorKey(request, operatorKey)) throw new AppError("UNAUTHORIZED", "Operator key missing or wrong");
}
