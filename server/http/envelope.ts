// The platform answers every call with { success, value, message, code } (SPEC §7).
// `code` is a stable machine-readable error code; `message` is an English sentence
// for logs and operators — the web tier translates by code, never by message.
export type Envelope<T> =
  | { success: true; value: T; message: ""; code: "OK" }
  | { success: false; value: null; message: string; code: ErrorCode };

export const errorCodes = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export function ok<T>(value: T): Envelope<T> {
  return { success: true, value, message: "", code: "OK" };
}

export function fail(code: ErrorCode, message: string): Envelope<never> {
  return { success: false, value: null, message, code };
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number = errorCodes[code],
  ) {
    super(message);
  }
}
