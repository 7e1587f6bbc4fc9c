import { checkImage, imageFromBase64, MAX_IMAGE_BYTES, reencodeImage, type StoredImage } from "../media/index.js";
import type { Proof } from "./withdrawal-receipts.js";

// The screenshot a member attaches to a receipt answer: media's uploaded-image rules, under the name "proof".

export const MAX_PROOF_BYTES = MAX_IMAGE_BYTES;

export const checkProof = (bytes: Buffer): Proof => checkImage(bytes, "proof");

/** API clients send the image as base64 (a data: URL prefix is allowed) inside JSON. */
export const proofFromBase64 = (text: string): Proof => imageFromBase64(text, "proof");

export type StoredProof = StoredImage;

export const reencodeProof = (proof: Proof): Promise<StoredProof> => reencodeImage(proof, "proof", "receipt");
