import { AppError, errorCodes, type ErrorCode } from "../http/envelope.js";

/**
 * A refusal raised by one of our SQL functions (seamless_move, care_check): SQLSTATE LA001 with MESSAGE the
 * error code, HINT the English message and DETAIL the error's value as JSON. Null for any other error.
 */
export function sqlRefusal(error: unknown): AppError | null {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; message?: string; hint?: string; detail?: string };
    if (pg.code === "LA001" && pg.message && pg.message in errorCodes) {
      return new AppError(pg.message as ErrorCode, pg.hint ?? pg.message, pg.detail ? JSON.parse(pg.detail) : null);
    }
  }
  return null;
}
