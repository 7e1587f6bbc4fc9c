import { type ErrorCode } from "../modules/errors.js";

export { AppError, errorCodes, type ErrorCode } from "../modules/errors.js";

// The platform answers every call with { success, value, message, code } (SPEC §7).
// `code` is a stable machine-readable error code; `message` is an English sentence
// for logs and operators — the web tier translates by code, never by message.
export type Envelope<T> =
  | { success: true; value: T; message: ""; code: "OK" }
  | { success: false; value: unknown; message: string; code: ErrorCode };

export function ok<T>(value: T): Envelope<T> {
  return { success: true, value, message: "", code: "OK" };
}

/** A failure carries details in value only when the web needs them (captcha flag, field, retry time). */
export function fail(code: ErrorCode, message: string, value: unknown = null): Envelope<never> {
  return { success: false, value, message, code };
}
