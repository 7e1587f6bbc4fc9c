import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ZodError } from "zod";
import { AppError, fail, type ErrorCode } from "./envelope.js";

const byStatus: Record<number, ErrorCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  414: "BAD_REQUEST",
  415: "BAD_REQUEST",
  429: "RATE_LIMITED",
  503: "UNAVAILABLE",
};

/** Every failure leaves as an envelope with a stable code; stacks stay in the log. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof ZodError) {
      const first = error.issues[0];
      const where = first?.path.join(".") || "input";
      return reply.status(400).send(fail("VALIDATION", `${where}: ${first?.message ?? "invalid"}`));
    }
    if (error instanceof AppError) {
      if (error.status >= 500)
        request.log.error({ err: error, reason: (error as { reason?: string }).reason }, error.message);
      if (
        error.code === "RATE_LIMITED" &&
        error.value &&
        typeof error.value === "object" &&
        "retryAfterSeconds" in error.value
      ) {
        reply.header("Retry-After", String((error.value as { retryAfterSeconds: number }).retryAfterSeconds));
      }
      return reply.status(error.status).send(fail(error.code, error.message, error.value));
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send(fail("INTERNAL", "Internal error"));
    }
    return reply.status(status).send(fail(byStatus[status] ?? "BAD_REQUEST", error.message));
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(fail("NOT_FOUND", `No call ${request.method} ${request.url.split("?")[0]}`));
  });
}

/**
 * Fastify's `frameworkErrors`: what it refuses before any route runs (a path whose percent-encoding does not
 * decode, a path parameter longer than maxParamLength) leaves as an envelope too, not as Fastify's own JSON.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  reply
    .status(status)
    .send(status >= 500 ? fail("INTERNAL", "Internal error") : fail(byStatus[status] ?? "BAD_REQUEST", error.message));
}
