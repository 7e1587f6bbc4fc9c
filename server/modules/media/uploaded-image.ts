import crypto from "node:crypto";
import sharp from "sharp";
import { AppError } from "../errors.js";

// A picture a member uploads (a withdrawal receipt's proof, a feedback's screenshots). Trusted by its
// content, never by its name or declared type: first its size and signature (a PNG starts with its
// 8-byte signature, a JPEG with FF D8 FF), then sharp decodes it within pixel limits and encodes it
// anew. Only those new bytes are stored, so whatever rode along (a page, a script, an archive after the
// image's end, text chunks, EXIF) is gone, and a picture too large to decode safely is refused (ADR 0017).
// `label` names the field in the error ("proof: at most 5 MB"), which is how the web puts it under its input.

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** A phone's screenshot is a few megapixels; a decompression bomb declares far more. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 8000;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);

export type UploadedImage = { type: "image/png" | "image/jpeg"; bytes: Buffer };
export type StoredImage = UploadedImage & { name: string };

// Each upload is decoded once: nothing is worth keeping in libvips' cache.
sharp.cache(false);

export function checkImage(bytes: Buffer, label: string): UploadedImage {
  if (bytes.length > MAX_IMAGE_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", `${label}: at most 5 MB`, { maxBytes: MAX_IMAGE_BYTES });
  if (bytes.length > PNG.length && bytes.subarray(0, PNG.length).equals(PNG)) return { type: "image/png", bytes };
  if (bytes.length > JPEG.length && bytes.subarray(0, JPEG.length).equals(JPEG)) return { type: "image/jpeg", bytes };
  throw new AppError("VALIDATION", `${label}: must be a PNG or JPEG image`);
}

/** API clients send an image as base64 (a data: URL prefix is allowed) inside JSON. */
export function imageFromBase64(text: string, label: string): UploadedImage {
  const base64 = text.replace(/^data:[\w/+.-]+;base64,/, "");
  if (!/^[A-Za-z0-9+/\s]*={0,2}$/.test(base64)) throw new AppError("VALIDATION", `${label}: not base64`);
  return checkImage(Buffer.from(base64, "base64"), label);
}

/** The longest base64 text of an image within MAX_IMAGE_BYTES (with room for a data: prefix). */
export const MAX_IMAGE_BASE64 = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 200;

/**
 * Decodes the image (refusing one that is damaged, truncated, of another format than its signature,
 * or larger than MAX_IMAGE_SIDE a side or MAX_IMAGE_PIXELS in all) and encodes it again in its own
 * format: upright as EXIF said, without any metadata, under a random name starting with `prefix`.
 */
export async function reencodeImage(image: UploadedImage, label: string, prefix: string): Promise<StoredImage> {
  const unreadable = () => new AppError("VALIDATION", `${label}: not a complete PNG or JPEG image`);
  const format = image.type === "image/png" ? "png" : "jpeg";
  // The header alone first (no pixel limit needed: nothing is decoded), so that a bomb is refused
  // by its declared size, before a single pixel is decoded.
  const header = await sharp(image.bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => Promise.reject(unreadable()));
  if (header.format !== format) throw new AppError("VALIDATION", `${label}: must be a PNG or JPEG image`);
  const { width, height } = header;
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new AppError(
      "VALIDATION",
      `${label}: at most ${MAX_IMAGE_SIDE} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels`,
      { width, height },
    );
  }
  const decoded = sharp(image.bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "truncated" }).rotate();
  const bytes = await (format === "png" ? decoded.png() : decoded.jpeg({ quality: 90 }))
    .toBuffer()
    .catch(() => Promise.reject(unreadable()));
  return {
    type: image.type,
    bytes,
    name: `${prefix}-${crypto.randomBytes(12).toString("hex")}.${format === "png" ? "png" : "jpg"}`,
  };
}

/** Headers that keep a browser from taking a stored image for anything else, or rendering it in our origin. */
export function imageDownloadHeaders(image: StoredImage): Record<string, string> {
  return {
    "Content-Type": image.type,
    "X-Content-Type-Options": "nosniff",
    "Content-Disposition": `attachment; filename="${image.name}"`,
    "Content-Security-Policy": "default-src 'none'; sandbox",
    "Cache-Control": "private, no-store",
  };
}
