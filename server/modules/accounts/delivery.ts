import { and, desc, eq } from "drizzle-orm";
import type { PlatformConfig } from "../../config.js";
import type { Db } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { outbox } from "./session-schema.js";

// How codes and temporary passwords leave the platform. Production sets SMS_PROVIDER_URL /
// EMAIL_PROVIDER_URL; a development machine (and the tests) writes them to the outbox table,
// which `npm run ops -- outbox sms|email` prints.

export interface SmsProvider {
  send(to: string, text: string): Promise<void>;
}
export interface EmailProvider {
  send(to: string, subject: string, text: string): Promise<void>;
}

/** The provider refused or did not answer: the caller is told to try again (503), the reason is logged. */
export class DeliveryFailedError extends AppError {
  constructor(readonly reason: string) {
    super("UNAVAILABLE", "The message could not be sent; try again later");
  }
}

async function post(url: string, token: string | undefined, body: unknown): Promise<void> {
  const headers: Record<string, string> = { "Content-Type": "application/json" };
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    throw new DeliveryFailedError(`provider at ${url} did not answer: ${(error as Error).message}`);
  }
  if (!response.ok) throw new DeliveryFailedError(`provider at ${url} answered HTTP ${response.status}`);
}

/** POSTs `{ to, text }` as JSON with the bearer token. */
export class HttpSmsProvider implements SmsProvider {
  constructor(
    private readonly url: string,
    private readonly token?: string,
  ) {}
  send(to: string, text: string) {
    return post(this.url, this.token, { to, text });
  }
}

/** POSTs `{ to, subject, text }` as JSON with the bearer token. */
export class HttpEmailProvider implements EmailProvider {
  constructor(
    private readonly url: string,
    private readonly token?: string,
  ) {}
  send(to: string, subject: string, text: string) {
    return post(this.url, this.token, { to, subject, text });
  }
}

export class OutboxSmsProvider implements SmsProvider {
  constructor(private readonly db: Db) {}
  async send(to: string, text: string) {
    await this.db.insert(outbox).values({ channel: "sms", to, body: text });
  }
}

export class OutboxEmailProvider implements EmailProvider {
  constructor(private readonly db: Db) {}
  async send(to: string, subject: string, text: string) {
    await this.db.insert(outbox).values({ channel: "email", to, subject, body: text });
  }
}

export type Delivery = { sms: SmsProvider; email: EmailProvider };

export function deliveryFor(db: Db, config: PlatformConfig): Delivery {
  return {
    sms: config.SMS_PROVIDER_URL
      ? new HttpSmsProvider(config.SMS_PROVIDER_URL, config.SMS_PROVIDER_TOKEN)
      : new OutboxSmsProvider(db),
    email: config.EMAIL_PROVIDER_URL
      ? new HttpEmailProvider(config.EMAIL_PROVIDER_URL, config.EMAIL_PROVIDER_TOKEN)
      : new OutboxEmailProvider(db),
  };
}

export type OutboxMessage = {
  id: number;
  channel: "sms" | "email";
  to: string;
  subject: string | null;
  body: string;
  at: string;
};

/** The development outbox, newest first (GET /ops/outbox and the CLI's database fallback). */
export async function readOutbox(db: Db, channel: "sms" | "email", to?: string, limit = 50): Promise<OutboxMessage[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(to ? and(eq(outbox.channel, channel), eq(outbox.to, to)) : eq(outbox.channel, channel))
    .orderBy(desc(outbox.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel as "sms" | "email",
    to: r.to,
    subject: r.subject,
    body: r.body,
    at: r.at.toISOString(),
  }));
}
