// Every action reads its form here (ADR 0019). The web server has already bounded the body and its
// content type (scripts/web/limits.ts); a multipart form is read part by part as it streams in, each
// file cut at its limit and the files counted, and a body that is not a form is a 400, never a crash.
import { MaxPartSizeExceededError, data, unstable_parseMultipartFormData, type UploadHandler } from "@remix-run/node";

export const UPLOAD_FILE_BYTES_MAX = 5 * 1024 * 1024;
export const UPLOAD_FILES_MAX = 3;
const FIELD_BYTES_MAX = 64 * 1024;

export type FormReadFailure = "fileTooLarge" | "tooManyFiles" | "malformed";

/**
 * Thrown when a form cannot be read; the action answers it (a receipt's proof) or it becomes a 400/413.
 * `fields` holds the text fields read before the failure, so the answer can name its form.
 */
export class FormReadError extends Error {
  constructor(
    readonly failure: FormReadFailure,
    readonly fields: Record<string, string> = {},
  ) {
    super(`form not read: ${failure}`);
  }
}

async function collect(
  stream: AsyncIterable<Uint8Array>,
  max: number,
  failure: FormReadFailure,
): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.byteLength;
    if (size > max) throw new FormReadError(failure);
    chunks.push(chunk);
  }
  return chunks;
}

function boundedUploads(fields: Record<string, string>): UploadHandler {
  let files = 0;
  let fieldBytes = 0;
  return async ({ name, filename, contentType, data: stream }) => {
    if (typeof filename === "string") {
      files += 1;
      if (files > UPLOAD_FILES_MAX) throw new FormReadError("tooManyFiles", fields);
      const chunks = await collect(stream, UPLOAD_FILE_BYTES_MAX, "fileTooLarge").catch(withFields(fields));
      return new File([Buffer.concat(chunks)], filename, { type: contentType });
    }
    const chunks = await collect(stream, FIELD_BYTES_MAX - fieldBytes, "malformed").catch(withFields(fields));
    const text = Buffer.concat(chunks).toString("utf8");
    fieldBytes += Buffer.byteLength(text);
    fields[name] = text;
    return text;
  };
}

const withFields =
  (fields: Record<string, string>) =>
  (error: unknown): never => {
    throw error instanceof FormReadError ? new FormReadError(error.failure, fields) : error;
  };

/** The request's form, or a FormReadError. */
export async function readForm(request: Request): Promise<FormData> {
  const multipart = (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");
  const fields: Record<string, string> = {};
  try {
    return multipart
      ? await unstable_parseMultipartFormData(request, boundedUploads(fields))
      : await request.formData();
  } catch (error) {
    if (error instanceof FormReadError) throw error;
    throw new FormReadError(error instanceof MaxPartSizeExceededError ? "fileTooLarge" : "malformed", fields);
  }
}

/** For actions without files: an unreadable body is the visitor's error (400), told plainly. */
export async function readPlainForm(request: Request): Promise<FormData> {
  try {
    return await readForm(request);
  } catch (error) {
    if (error instanceof FormReadError)
      throw data({ reason: "badForm" }, { status: error.failure === "malformed" ? 400 : 413 });
    throw error;
  }
}
