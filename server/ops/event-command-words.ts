// What the event-betting commands (ADR 0056), `events …` and `cockfight …`, share: the usage error, the words
// they read (options, a reason) and the operator API call that keeps the platform's error code.
import { z } from "zod";
import { REASON_MAX } from "../../contract/events.js";
import { AppError } from "../http/envelope.js";
import { UsageError, type Reach } from "./command.js";
import { PlatformDownError, PlatformRefusedError } from "./platform-client.js";

export class EventsUsageError extends UsageError {}

export type Request = { method: string; path: string; body?: unknown };

/** The first problem zod found, named by its field. */
export const problem = (error: z.ZodError) => {
  const [first] = error.issues;
  return first.path.length ? `${first.path.join(".")}: ${first.message}` : first.message;
};

/** --name value options among the words; the rest in order. */
export function options(
  words: string[],
  names: string[],
  onWrong: (why: string) => Error,
): { values: Record<string, string>; rest: string[] } {
  const values: Record<string, string> = {};
  const rest: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (!word.startsWith("--")) {
      rest.push(word);
      continue;
    }
    const name = word.slice(2);
    if (!names.includes(name)) throw onWrong(`no option ${word}`);
    if (name in values) throw onWrong(`${word} is given twice`);
    const value = words[i + 1];
    if (value === undefined || value.startsWith("--")) throw onWrong(`${word} needs its value`);
    values[name] = value;
    i += 1;
  }
  return { values, rest };
}

export function reasonOf(words: string[], onWrong: (why: string) => Error): string {
  const reason = words.join(" ").trim();
  if (reason.length > REASON_MAX) throw onWrong(`the reason is at most ${REASON_MAX} characters`);
  return reason;
}

type Envelope = { success: boolean; value: unknown; message: string; code: string };

/**
 * platform-client.ts's callPlatform, keeping the platform's error code in what the operator reads
 * ("the platform refused: STATE_CONFLICT: Fight 12 is closed"): an odds change, a closed market, a fight's state
 * are told apart by it.
 */
export async function callOps(reach: Reach, { method, path, body }: Request): Promise<unknown> {
  const headers: Record<string, string> = {};
  if (reach.key) headers["X-Operator-Key"] = reach.key;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(new URL(path, reach.baseUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    if ((error as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED")
      throw new PlatformDownError(`nothing listens at ${reach.baseUrl}`);
    throw new PlatformRefusedError(`the platform at ${reach.baseUrl} did not answer: ${(error as Error).message}`);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope | null;
  if (!envelope || typeof envelope.success !== "boolean")
    throw new PlatformRefusedError(
      `${reach.baseUrl} answered HTTP ${response.status} without an envelope; is WPS_URL the platform?`,
    );
  if (!envelope.success) {
    const hint =
      envelope.code === "UNAUTHORIZED"
        ? reach.key
          ? " (the key does not match the platform's; check OPERATOR_KEY)"
          : " (no key found: set OPERATOR_KEY or run where DATA_DIR/operator.key is)"
        : "";
    throw new PlatformRefusedError(`the platform refused: ${envelope.code}: ${envelope.message}${hint}`);
  }
  return envelope.value;
}

/** The module's refusal, read as the platform's would be: its code, then its message. */
export async function withCode<T>(act: () => Promise<T>): Promise<T> {
  try {
    return await act();
  } catch (error) {
    if (error instanceof AppError)
      throw new AppError(error.code, `${error.code}: ${error.message}`, error.value, error.status);
    throw error;
  }
}

export const ACTOR = "cli";
export const OPERATOR = { kind: "operator", actor: ACTOR } as const;

export const sandboxMark = (sandbox: boolean) => (sandbox ? "  [sandbox]" : "");
