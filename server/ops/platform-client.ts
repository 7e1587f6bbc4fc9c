import type { WalletCommand } from "./wallet-commands.js";
import { gameRequest, type GameCommand } from "./game-commands.js";
import { paymentRequest, type PaymentCommand } from "./payment-commands.js";
import type { OutboxMessage } from "../modules/accounts/index.js";
import type { OperatorCommand, OperatorSettings } from "../modules/system/index.js";
import type { SiteSwitchCommand, SiteSwitchResult } from "../modules/merchant/index.js";
import type { MemberCommand, MemberCommandResult } from "../modules/accounts/index.js";
import type { CaptchaAnswer } from "../modules/accounts/index.js";
import type { StoredProof } from "../modules/payments/index.js";
import type { StoredImage } from "../modules/media/index.js";
import { messageRequest, type MessageCommand } from "./message-commands.js";
import type { CaptchaCommand, OutboxCommand } from "./account-commands.js";
import type { ProofCommand } from "./payment-commands.js";
import type { JobRunResult, JobView } from "../jobs/operator.js";
import type { DemoRetireResult } from "../modules/accounts/index.js";

/** The platform is not listening: the CLI may then change the database itself. */
export class PlatformDownError extends Error {}

/** The platform answered, but with a failure (wrong key, invalid input, …). */
export class PlatformRefusedError extends Error {}

type Envelope = { success: boolean; value: unknown; message: string; code: string };

function request(command: OperatorCommand | { action: "settings" }): { method: string; path: string; body?: unknown } {
  switch (command.action) {
    case "settings":
      return { method: "GET", path: "/ops/settings" };
    case "maintenance":
      return {
        method: "POST",
        path: "/ops/maintenance",
        body: { enabled: command.enabled, until: command.until ?? null },
      };
    case "region.block":
      return { method: "POST", path: "/ops/region", body: { action: "block", cidr: command.cidr } };
    case "region.allow":
      return { method: "POST", path: "/ops/region", body: { action: "allow", cidr: command.cidr } };
    case "region.clear":
      return { method: "DELETE", path: "/ops/region" };
  }
}

function refused(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code === "ECONNREFUSED";
}

export async function sendToPlatform(
  baseUrl: string,
  operatorKey: string | undefined,
  command: OperatorCommand | { action: "settings" },
): Promise<OperatorSettings> {
  return (await callPlatform(baseUrl, operatorKey, request(command))) as OperatorSettings;
}

export async function sendSiteSwitch(
  baseUrl: string,
  operatorKey: string | undefined,
  command: SiteSwitchCommand,
): Promise<SiteSwitchResult> {
  const { path, body } =
    command.action === "register"
      ? { path: "/ops/register-rule", body: { field: command.field, change: command.change } }
      : { path: "/ops/toggle", body: { modId: command.modId, enabled: command.enabled } };
  return (await callPlatform(baseUrl, operatorKey, { method: "POST", path, body })) as SiteSwitchResult;
}

export async function sendMemberCommand(
  baseUrl: string,
  operatorKey: string | undefined,
  command: MemberCommand,
): Promise<MemberCommandResult> {
  const path = {
    "member.unlock": "/ops/member/unlock",
    "member.resetPassword": "/ops/member/reset-password",
    "member.authenticatorOff": "/ops/member/authenticator-off",
  }[command.action];
  return (await callPlatform(baseUrl, operatorKey, {
    method: "POST",
    path,
    body: { username: command.username },
  })) as MemberCommandResult;
}

export async function sendDemoRetire(baseUrl: string, operatorKey: string | undefined): Promise<DemoRetireResult> {
  return (await callPlatform(baseUrl, operatorKey, {
    method: "POST",
    path: "/ops/demo/retire",
    body: {},
  })) as DemoRetireResult;
}

export async function sendWalletCommand(
  baseUrl: string,
  operatorKey: string | undefined,
  command: WalletCommand,
): Promise<unknown> {
  if (command.action === "wallet.adjust") {
    const body = { username: command.username, amount: command.amount, reason: command.reason };
    return callPlatform(baseUrl, operatorKey, { method: "POST", path: "/ops/wallet/adjust", body });
  }
  const query = new URLSearchParams({ username: command.username, pageNo: String(command.pageNo), pageSize: "20" });
  return callPlatform(baseUrl, operatorKey, { method: "GET", path: `/ops/wallet/ledger?${query}` });
}

export function sendPaymentCommand(
  baseUrl: string,
  operatorKey: string | undefined,
  command: PaymentCommand,
): Promise<unknown> {
  return callPlatform(baseUrl, operatorKey, paymentRequest(command));
}

export function sendGameCommand(
  baseUrl: string,
  operatorKey: string | undefined,
  command: GameCommand,
): Promise<unknown> {
  return callPlatform(baseUrl, operatorKey, gameRequest(command));
}

export async function fetchJobs(baseUrl: string, operatorKey: string | undefined): Promise<JobView[]> {
  return (await callPlatform(baseUrl, operatorKey, { method: "GET", path: "/ops/jobs" })) as JobView[];
}

export async function sendJobRun(
  baseUrl: string,
  operatorKey: string | undefined,
  name: string,
  period?: string,
): Promise<JobRunResult> {
  const body = period ? { period } : {};
  return (await callPlatform(baseUrl, operatorKey, {
    method: "POST",
    path: `/ops/jobs/${encodeURIComponent(name)}/run`,
    body,
  })) as JobRunResult;
}

export async function fetchOutbox(
  baseUrl: string,
  operatorKey: string | undefined,
  command: OutboxCommand,
): Promise<OutboxMessage[]> {
  const query = new URLSearchParams({ channel: command.channel, ...(command.to ? { to: command.to } : {}) });
  return (await callPlatform(baseUrl, operatorKey, { method: "GET", path: `/ops/outbox?${query}` })) as OutboxMessage[];
}

export async function fetchCaptchaAnswer(
  baseUrl: string,
  operatorKey: string | undefined,
  command: CaptchaCommand,
): Promise<CaptchaAnswer> {
  const query = new URLSearchParams({ ip: command.ip });
  return (await callPlatform(baseUrl, operatorKey, {
    method: "GET",
    path: `/ops/dev/captchas?${query}`,
  })) as CaptchaAnswer;
}

/** The proof image itself: binary on success, an envelope on failure. */
export function fetchProof(
  baseUrl: string,
  operatorKey: string | undefined,
  command: ProofCommand,
): Promise<StoredProof> {
  return fetchImage(baseUrl, operatorKey, `/ops/withdrawals/${command.id}/proof`, "a proof");
}

/** A stored upload the operator looks at (a receipt's proof, a feedback's picture): binary on success, an envelope on failure. */
export async function fetchImage(
  baseUrl: string,
  operatorKey: string | undefined,
  path: string,
  what: string,
): Promise<StoredImage> {
  let response: Response;
  try {
    response = await fetch(new URL(path, baseUrl), {
      headers: operatorKey ? { "X-Operator-Key": operatorKey } : {},
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    if (refused(error)) throw new PlatformDownError(`nothing listens at ${baseUrl}`);
    throw new PlatformRefusedError(`the platform at ${baseUrl} did not answer: ${(error as Error).message}`);
  }
  const type = response.headers.get("content-type");
  const name = /filename="([\w.-]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1];
  if (response.ok && (type === "image/png" || type === "image/jpeg") && name)
    return { type, name, bytes: Buffer.from(await response.arrayBuffer()) };
  const envelope = (await response.json().catch(() => null)) as Envelope | null;
  throw new PlatformRefusedError(
    envelope
      ? `the platform refused: ${envelope.message}`
      : `${baseUrl} answered HTTP ${response.status} without ${what}`,
  );
}

export function sendMessageCommand(
  baseUrl: string,
  operatorKey: string | undefined,
  command: MessageCommand,
): Promise<unknown> {
  return callPlatform(baseUrl, operatorKey, messageRequest(command));
}

export async function callPlatform(
  baseUrl: string,
  operatorKey: string | undefined,
  { method, path, body }: { method: string; path: string; body?: unknown },
): Promise<unknown> {
  const headers: Record<string, string> = {};
  if (operatorKey) headers["X-Operator-Key"] = operatorKey;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  let response: Response;
  try {
    response = await fetch(new URL(path, baseUrl), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    if (refused(error)) throw new PlatformDownError(`nothing listens at ${baseUrl}`);
    throw new PlatformRefusedError(`the platform at ${baseUrl} did not answer: ${(error as Error).message}`);
  }
  const envelope = (await response.json().catch(() => null)) as Envelope | null;
  if (!envelope || typeof envelope.success !== "boolean") {
    throw new PlatformRefusedError(
      `${baseUrl} answered HTTP ${response.status} without an envelope; is WPS_URL the platform?`,
    );
  }
  if (!envelope.success) {
    const hint =
      envelope.code === "UNAUTHORIZED"
        ? operatorKey
          ? " (the key does not match the platform's; check OPERATOR_KEY)"
          : " (no key found: set OPERATOR_KEY or run where DATA_DIR/operator.key is)"
        : "";
    throw new PlatformRefusedError(`the platform refused: ${envelope.message}${hint}`);
  }
  return envelope.value;
}

export function fetchMemberCare(baseUrl: string, operatorKey: string | undefined, username: string): Promise<unknown> {
  return callPlatform(baseUrl, operatorKey, {
    method: "GET",
    path: `/ops/members/${encodeURIComponent(username)}/care`,
  });
}
