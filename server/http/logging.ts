import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";
import { isProduction, type PlatformConfig } from "../config.js";

// How the platform logs (ADR 0059). Every request is one line at its end — at info in production, where it is
// the access log, and at debug in the demo, where a terminal full of polls would bury the URL and the demo
// logins (`LOG_LEVEL=debug npm start` shows them). In a terminal each event is one readable line (pino-pretty,
// in pino's worker thread); written to a file or a pipe, it stays one JSON object a line for the log tooling.

export type LogChoice = {
  level: PlatformConfig["LOG_LEVEL"];
  /** The level each request's line is written at. */
  requestLevel: "info" | "debug";
  /** One readable line an event (a terminal), or JSON (anything else). */
  pretty: boolean;
};

export function logChoice(config: PlatformConfig, stdout: { isTTY?: boolean } = process.stdout): LogChoice {
  return {
    level: config.LOG_LEVEL,
    requestLevel: isProduction(config) ? "info" : "debug",
    pretty: stdout.isTTY === true,
  };
}

/** pino-pretty's options for a terminal: time, level, message and the event's fields on one line. */
export const PRETTY_OPTIONS = {
  singleLine: true,
  colorize: true,
  translateTime: "SYS:HH:MM:ss",
  ignore: "pid,hostname",
} as const;

const REDACT = ["req.headers.authorization", "req.headers['x-operator-key']"];

export function loggerOptions(choice: LogChoice): FastifyServerOptions["logger"] {
  if (choice.level === "silent") return false;
  return {
    level: choice.level,
    redact: REDACT,
    ...(choice.pretty ? { transport: { target: "pino-pretty", options: PRETTY_OPTIONS } } : {}),
  };
}

/** One line per request, at its end, at the chosen level (Fastify's own two info lines a request are dropped). */
export class RequestLog extends LogController {
  constructor(private readonly level: LogChoice["requestLevel"]) {
    super();
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const ms = Math.round(reply.elapsedTime);
    const fields = {
      req: { method: request.method, url: request.url, remoteAddress: request.ip },
      res: { statusCode: reply.statusCode },
      responseTime: ms,
    };
    const line = `${request.method} ${request.url} ${reply.statusCode} ${ms} ms`;
    if (error) reply.log.error({ ...fields, err: error }, `${line}, errored`);
    else reply.log[this.level](fields, line);
  }
}
