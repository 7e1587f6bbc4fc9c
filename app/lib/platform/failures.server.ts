// The two ways a platform call fails, apart from the transport so every part of the client (the visitor
// budget, the sealer, the route errors) names them without importing the client itself.
/** The platform did not answer (refused, timed out, or not speaking the envelope at all). */
export class PlatformUnreachableError extends Error {
  override name = "PlatformUnreachableError";
}

/** The platform answered with a failure envelope, or with a value that breaks the contract. */
export class PlatformError extends Error {
  override name = "PlatformError";
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    /** A failure envelope's `value` (the captcha flag, the lock's end, the failing field …). */
    readonly details: unknown = null,
  ) {
    super(message);
  }
}
