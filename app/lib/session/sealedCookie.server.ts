// The session cookie is sealed, not only signed (ADR 0019): AES-256-GCM over the session's JSON, so the
// platform token it carries can be neither read nor changed by whoever holds the cookie. The cookie's
// name is the additional data, so a value sealed for one cookie is refused under another.
import crypto from "node:crypto";
import type { Cookie, CookieSerializeOptions } from "@remix-run/node";
import { parseCookies } from "./cookies";

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** What browsers keep of one cookie (name, value and attributes); Remix refuses to commit more. */
export const COOKIE_BYTES_MAX = 4096;

export type SealedCookieOptions = { httpOnly: boolean; sameSite: "lax" | "strict"; secure: boolean; path: string };

function keyOf(secret: string, name: string): Buffer {
  return Buffer.from(crypto.hkdfSync("sha256", secret, name, "laro web session cookie", 32));
}

export function seal(key: Buffer, name: string, value: unknown): string {
  const iv = crypto.randomBytes(IV_BYTES);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(name));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, body, cipher.getAuthTag()]).toString("base64url")}`;
}

/** The value, or null for anything that was not sealed by us under this name (tampered, old, foreign). */
export function unseal(key: Buffer, name: string, sealed: string): unknown {
  if (!sealed.startsWith(`${VERSION}.`)) return null;
  const bytes = Buffer.from(sealed.slice(VERSION.length + 1), "base64url");
  if (bytes.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(name));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plain = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
    return JSON.parse(plain.toString("utf8"));
  } catch {
    return null;
  }
}

/** The cookie's own attributes; a call may only add an age (commit) or an expiry (destroy). */
function attributes(options: SealedCookieOptions, extra: CookieSerializeOptions): string[] {
  const parts = [`Path=${options.path}`, `SameSite=${options.sameSite === "strict" ? "Strict" : "Lax"}`];
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  if (extra.maxAge !== undefined) parts.push(`Max-Age=${Math.floor(extra.maxAge)}`);
  if (extra.expires) parts.push(`Expires=${extra.expires.toUTCString()}`);
  return parts;
}

/** A Remix Cookie (what createCookieSessionStorage takes) whose value is sealed with a key from `secret`. */
export function createSealedCookie(name: string, secret: string, options: SealedCookieOptions): Cookie {
  const key = keyOf(secret, name);
  return {
    name,
    // Sealed is stronger than signed: Remix's warning about unsigned session cookies does not apply.
    isSigned: true,
    expires: undefined,
    async parse(header: string | null) {
      const value = parseCookies(header)[name];
      return value ? unseal(key, name, value) : null;
    },
    async serialize(value: unknown, extra: CookieSerializeOptions = {}) {
      const sealed = value === "" ? "" : seal(key, name, value);
      return [`${name}=${sealed}`, ...attributes(options, extra)].join("; ");
    },
  };
}
