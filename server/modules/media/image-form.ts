import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import type { SignedIn } from "../../http/auth.js";
import { AppError } from "../errors.js";
import { ok } from "../../http/envelope.js";
import { refuseNul } from "../../http/nul.js";
import {
  checkImage,
  imageFromBase64,
  MAX_IMAGE_BASE64,
  MAX_IMAGE_BYTES,
  type UploadedImage,
} from "./uploaded-image.js";

// A form of a few text fields and up to `maxImages` pictures (feedback, a promotion application): multipart
// from the web's file input (field "images"), or JSON with base64 images from API clients. Each picture is
// checked by its content (PNG or JPEG), at most 5 MB; the route's scope registers @fastify/multipart.

function multipartError(error: unknown, maxImages: number, maxFields: number): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === "FST_REQ_FILE_TOO_LARGE")
    return new AppError("PAYLOAD_TOO_LARGE", "images: at most 5 MB each", { maxBytes: MAX_IMAGE_BYTES });
  if (code === "FST_FILES_LIMIT") return new AppError("VALIDATION", `images: at most ${maxImages}`);
  if (statusCode === 413)
    return new AppError("PAYLOAD_TOO_LARGE", `At most ${maxImages} files and ${maxFields} fields`, {
      maxFiles: maxImages,
      maxFields,
    });
  if (statusCode === undefined || statusCode < 500)
    return new AppError("BAD_REQUEST", `The multipart body is not valid: ${(error as Error).message}`);
  return error;
}

export async function readImageForm<F extends z.AnyZodObject>(
  request: FastifyRequest,
  fields: F,
  maxImages: number,
): Promise<z.infer<F> & { images: UploadedImage[] }> {
  const maxFields = 5;
  if (!request.isMultipart()) {
    refuseNul(request.body, "body");
    const body = fields
      .extend({ images: z.array(z.string().max(MAX_IMAGE_BASE64)).max(maxImages).default([]) })
      .safeParse(request.body ?? {});
    if (!body.success) {
      if (body.error.issues.some((i) => i.path[0] === "images" && i.path.length === 2 && i.code === "too_big")) {
        throw new AppError("PAYLOAD_TOO_LARGE", "images: at most 5 MB each", { maxBytes: MAX_IMAGE_BYTES });
      }
      throw body.error;
    }
    return { ...body.data, images: (body.data.images as string[]).map((text) => imageFromBase64(text, "images")) };
  }
  const values: Record<string, string> = {};
  const images: UploadedImage[] = [];
  try {
    // One file more than allowed is read so that it can be refused by name rather than dropped.
    for await (const part of request.parts({
      limits: { fileSize: MAX_IMAGE_BYTES, files: maxImages + 1, fields: maxFields, fieldSize: 8000 },
    })) {
      if (part.type === "file") {
        const bytes = await part.toBuffer();
        if (part.fieldname === "images" && bytes.length > 0) images.push(checkImage(bytes, "images"));
      } else {
        values[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw multipartError(error, maxImages, maxFields);
  }
  if (images.length > maxImages) throw new AppError("VALIDATION", `images: at most ${maxImages}`);
  refuseNul(values, "body");
  return { ...fields.parse(values), images };
}

/**
 * A member's call that takes such a form, in its own scope (register it with app.register): multipart and the
 * larger body limit apply to it alone, and the member is checked before the upload is read.
 */
export function imageFormRoute<F extends z.AnyZodObject, R>(spec: {
  method: "POST" | "PUT";
  url: string;
  fields: F;
  maxImages: number;
  handle: (
    app: FastifyInstance,
    signedIn: SignedIn,
    params: unknown,
    input: z.infer<F> & { images: UploadedImage[] },
  ) => Promise<R>;
}) {
  return async (app: FastifyInstance) => {
    await app.register(multipart);
    app.route({
      method: spec.method,
      url: spec.url,
      // Each 5 MB image is about 6.7 MB in base64 JSON.
      bodyLimit: (spec.maxImages * 7 + 1) * 1024 * 1024,
      handler: async (request) => {
        // Raw multipart, so not route(): the same member check, before the upload is read.
        const signedIn = await app.authenticate(request, "realMember");
        return ok(
          await spec.handle(app, signedIn, request.params, await readImageForm(request, spec.fields, spec.maxImages)),
        );
      },
    });
  };
}
