import { AppError } from "../../http/envelope.js";
import type { Proof } from "./withdrawals.js";

// The screenshot a member attaches to a receipt answer. Trusted by its bytes, never by its name or
// declared type: a PNG starts with its 8-byte signature, a JPEG with FF D8 FF.

export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

export function checkProof(bytes: Buffer): Proof {
  if (bytes.length > MAX_PROOF_BYTES) throw new AppError("PAYLOAD_TOO_LARGE", "proof: at most 5 MB", { maxBytes: MAX_PROOF_BYTES });
  if (bytes.length > PNG.length && bytes.subarray(0, PNG.length).equals(PNG)) return { type: "image/png", bytes };
  if (bytes.length > JPEG.length && bytes.subarray(0, JPEG.length).equals(JPEG)) return { type: "image/jpeg", bytes };
  throw new AppError("VALIDATION", "proof: must be a PNG or JPEG image");
}

/** API clients send the image as base64 (a data: URL prefix is allowed) inside JSON. */
export function proofFromBase64(text: string): Proof {
  const base64 = text.replace(/^data:[\w/+.-]+;base64,/, "");
  if (!/^[A-Za-z0-9+/\s]*={0,2}$/.test(base64)) throw new AppError("VALIDATION", "proof: not base64");
  return checkProof(Buffer.from(base64, "base64"));
}
