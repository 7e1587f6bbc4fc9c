import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { CompactEncrypt, calculateJwkThumbprint, compactDecrypt, exportJWK, importJWK, type JWK } from "jose";
import type { ZodTypeAny, z } from "zod";
import type { PlatformConfig } from "../../config.js";
import { AppError } from "../errors.js";
import { refuseNul } from "../../http/nul.js";

// Encrypted calls (docs/platform-calls.md "Accounts"): the web tier seals passwords in a JWE
// (RSA-OAEP-256 + A256GCM) to our public key, so that no proxy or log between the two ever sees them.
export const ALG = "RSA-OAEP-256";
export const ENC = "A256GCM";
/** A sealed payload older than this is refused: a captured one cannot be replayed later. */
export const MAX_AGE_MS = 120_000;

export type EncryptionKeys = { kid: string; publicJwk: JWK; privateKey: crypto.KeyObject };

async function fromPrivateKey(privateKey: crypto.KeyObject): Promise<EncryptionKeys> {
  const publicJwk = await exportJWK(crypto.createPublicKey(privateKey));
  const kid = await calculateJwkThumbprint(publicJwk);
  return { kid, publicJwk: { ...publicJwk, kid, alg: ALG, use: "enc" }, privateKey };
}

function newPrivateKey(): crypto.KeyObject {
  return crypto.generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
}

/**
 * JWE_PRIVATE_KEY in production; otherwise a key generated on first start and kept under
 * DATA_DIR/keys (mode 0600) so that it survives restarts; in memory for a "memory:" data dir.
 */
export async function loadEncryptionKeys(config: PlatformConfig): Promise<EncryptionKeys> {
  if (config.JWE_PRIVATE_KEY) return fromPrivateKey(crypto.createPrivateKey(config.JWE_PRIVATE_KEY));
  if (config.dataDir === "memory:") return fromPrivateKey(newPrivateKey());
  const dir = path.join(config.dataDir, "keys");
  const file = path.join(dir, "jwe-private.pem");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    const pem = newPrivateKey().export({ type: "pkcs8", format: "pem" }) as string;
    // "wx" fails if another process wrote it first; that one's key is then read below.
    try {
      fs.writeFileSync(file, pem, { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  return fromPrivateKey(crypto.createPrivateKey(fs.readFileSync(file, "utf8")));
}

/**
 * How a caller seals a payload for the platform, given `{ kid, jwk }` from GET /wps/system/encryptionKey.
 * The web tier and the tests do exactly this.
 */
export async function encryptForPlatform(
  jwk: JWK,
  kid: string,
  payload: Record<string, unknown>,
  at = Date.now(),
): Promise<string> {
  const key = await importJWK(jwk, ALG);
  return new CompactEncrypt(new TextEncoder().encode(JSON.stringify({ ...payload, at })))
    .setProtectedHeader({ alg: ALG, enc: ENC, kid })
    .encrypt(key);
}

const required = () =>
  new AppError("ENCRYPTION_REQUIRED", "This call accepts only { jwe } sealed to GET /wps/system/encryptionKey");

/** Opens `{ jwe }`, checks its age, and validates the plaintext with the call's schema. */
export async function openSealed<S extends ZodTypeAny>(
  keys: EncryptionKeys,
  body: unknown,
  schema: S,
): Promise<z.infer<S>> {
  const jwe = (body as { jwe?: unknown } | null)?.jwe;
  if (typeof jwe !== "string" || jwe.length > 20_000) throw required();
  let plaintext: Uint8Array;
  try {
    const opened = await compactDecrypt(jwe, keys.privateKey, {
      keyManagementAlgorithms: [ALG],
      contentEncryptionAlgorithms: [ENC],
    });
    if (opened.protectedHeader.kid !== keys.kid) throw required();
    plaintext = opened.plaintext;
  } catch {
    throw required();
  }
  let payload: unknown;
  try {
    payload = JSON.parse(new TextDecoder().decode(plaintext));
  } catch {
    throw required();
  }
  const at = (payload as { at?: unknown }).at;
  if (typeof at !== "number" || Math.abs(Date.now() - at) > MAX_AGE_MS) {
    throw new AppError("ENCRYPTION_REQUIRED", "The sealed payload is missing its time or is older than 120 s");
  }
  refuseNul(payload, "jwe");
  return schema.parse(payload);
}
