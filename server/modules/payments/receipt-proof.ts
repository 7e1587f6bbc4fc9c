import crypto from "node:crypto";
import sharp from "sharp";
import { AppError } from "../../http/envelope.js";
import type { Proof } from "./withdrawals.js";

// The screenshot a member attaches to a receipt answer. Trusted by its content, never by its name
// or declared type: first its size and signature (a PNG starts with its 8-byte signature, a JPEG
// with FF D8 FF), then sharp decodes it within pixel limits and encodes it anew. Only those new
// bytes are stored, so whatever rode along (a page, a script, an archive after the image's end,
// text chunks, EXIF) is gone, and a picture too large to decode safely is refused (ADR 0017).

export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
/** A phone's screenshot is a few megapixels; a decompression bomb declares far more. */
export const MAX_PROOF_PIXELS = 40_000_000;
export const MAX_PROOF_SIDE = 8000;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

// Each upload is decoded once: nothing is worth keeping in libvips' cache.
sharp.cache(false);

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

export type StoredProof = Proof & { name: string };

const unreadable = () => new AppError("VALIDATION", "proof: not a complete PNG or JPEG image");

/**
 * Decodes the image (refusing one that is damaged, truncated, of another format than its signature,
 * or larger than MAX_PROOF_SIDE a side or MAX_PROOF_PIXELS in all) and encodes it again in its own
 * format: upright as EXIF said, without any metadata, under a random name.
 */
export async function reencodeProof(proof: Proof): Promise<StoredProof> {
  const format = proof.type === "image/png" ? "png" : "jpeg";
  // The header alone first (no pixel limit needed: nothing is decoded), so that a bomb is refused
  // by its declared size, before a single pixel is decoded.
  const header = await sharp(proof.bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => Promise.reject(unreadable()));
  if (header.format !== format) throw new AppError("VALIDATION", "proof: must be a PNG or JPEG image");
  const { width, height } = header;
  if (width > MAX_PROOF_SIDE || height > MAX_PROOF_SIDE || width * height > MAX_PROOF_PIXELS) {
    throw new AppError("VALIDATION", `proof: at most ${MAX_PROOF_SIDE} pixels a side and ${MAX_PROOF_PIXELS / 1_000_000} megapixels`, {
      width,
      height,
    });
  }
  const image = sharp(proof.bytes, { limitInputPixels: MAX_PROOF_PIXELS, failOn: "truncated" }).rotate();
  const bytes = await (format === "png" ? image.png() : image.jpeg({ quality: 90 })).toBuffer().catch(() => Promise.reject(unreadable()));
  return { type: proof.type, bytes, name: `receipt-${crypto.randomBytes(12).toString("hex")}.${format === "png" ? "png" : "jpg"}` };
}
