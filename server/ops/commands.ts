import { z } from "zod";
import { type CaptchaAnswer, type MemberCommand, type OutboxMessage, visitorAddress } from "../modules/accounts/index.js";
import { InvalidCidrError, normalizeCidr, type OperatorCommand, type OperatorSettings } from "../modules/system/index.js";
import { REGISTER_SWITCHES, type RegisterSwitch, type SiteSwitchCommand } from "../modules/merchant/index.js";
import { parseWalletCommand, walletUsage, WalletUsageError, type WalletCommand } from "./wallet-commands.js";
import { PAYMENT_GROUPS, parsePaymentCommand, paymentUsage, PaymentUsageError, type PaymentCommand } from "./payment-commands.js";
import { GAME_GROUPS, gameUsage, GameUsageError, parseGameCommand, type GameCommand } from "./game-commands.js";

export type OutboxCommand = { action: "outbox"; channel: "sms" | "email"; to?: string };
export type CaptchaCommand = { action: "captcha"; ip: string };
export type ProofCommand = { action: "withdrawal.proof"; id: string; directory: string };
export type DemoCommand = { action: "demo.retire" };
export type CliCommand =
  | OperatorCommand
  | OutboxCommand
  | CaptchaCommand
  | ProofCommand
  | SiteSwitchCommand
  | MemberCommand
  | WalletCommand
  | PaymentCommand
  | GameCommand
  | DemoCommand
  | { action: "settings" }
  | { action: "help" };

export const usage = `Usage: npm run ops -- <command>

  maintenance on [--until <time>]  show every visitor the maintenance screen (status 1);
                                   <time> is when you expect to be back, e.g. 2026-01-31T08:00:00+07:00
  maintenance off                  end maintenance
  region block <CIDR>              refuse visitors from a range, e.g. 203.0.113.0/24 or 2001:db8::/32
  region allow <CIDR>              once any range is allowed, refuse visitors outside the allowed ranges
  region clear                     remove every block and allow range
  settings                         print the current operator settings
  register <field> on|off          show or hide a registration field (SPEC §3), e.g. register captcha off
  register <field> required|optional
                                   make a shown registration field required or optional
  toggle <MODID> on|off            switch a feature toggle (SPEC §6), e.g. toggle MOBILEVERCODELOGIN3 off
  member reset-password <username> set the member's password to DEFAULT_PASSWORD: sessions end and the
                                   next login must change it
  member unlock <username>         lift a lockout after failed logins
  demo retire                      make the demo accounts of a demo install unusable (no password, no
                                   sessions or login tickets, mobile and email unbound); production
                                   refuses to start until no demo account logs in with its published
                                   password
${walletUsage}
${paymentUsage}
${gameUsage}
  outbox sms|email [--to <X>]      print the development outbox (codes and temporary passwords that
                                   were not sent because SMS_PROVIDER_URL / EMAIL_PROVIDER_URL are unset),
                                   newest first; <X> is a number such as +639171234567 or an email address
  captcha --ip <address>           development only: the answer of the newest unanswered captcha issued
                                   to that visitor address (how the tests get past captchas); production
                                   keeps no answers
  help                             print this text

The CLI talks to the running platform at WPS_URL (default http://127.0.0.1:PLATFORM_PORT) with the key
from OPERATOR_KEY or DATA_DIR/operator.key. When the platform is not running it changes the database
directly (DATABASE_URL, or the embedded database under DATA_DIR).`;

export class UsageError extends Error {}

const untilTime = z.string().datetime({ offset: true });

/** Turns argv into a command, validating everything before anything is contacted. */
export function parseCommand(args: string[]): CliCommand {
  const [group, verb, ...rest] = args;
  if (group === undefined || group === "help" || group === "--help" || group === "-h") return { action: "help" };
  if (group === "settings" && verb === undefined) return { action: "settings" };
  if (group === "maintenance" && (verb === "on" || verb === "off")) {
    if (verb === "off" && rest.length === 0) return { action: "maintenance", enabled: false };
    if (verb === "on" && rest.length === 0) return { action: "maintenance", enabled: true };
    if (verb === "on" && rest.length === 2 && rest[0] === "--until") {
      if (!untilTime.safeParse(rest[1]).success) throw new UsageError(`"${rest[1]}" is not a time with a zone, e.g. 2026-01-31T08:00:00+07:00`);
      return { action: "maintenance", enabled: true, until: new Date(rest[1]!).toISOString() };
    }
  }
  if (group === "outbox" && (verb === "sms" || verb === "email")) {
    if (rest.length === 0) return { action: "outbox", channel: verb };
    if (rest.length === 2 && rest[0] === "--to" && rest[1]) return { action: "outbox", channel: verb, to: rest[1] };
    throw new UsageError(`outbox ${verb} takes only --to <number or address>`);
  }
  if (group === "captcha") {
    const ip = verb === "--ip" && rest.length === 1 ? visitorAddress.safeParse(rest[0]) : undefined;
    if (!ip?.success) throw new UsageError("captcha takes --ip <IPv4 or IPv6 address>");
    return { action: "captcha", ip: ip.data };
  }
  if (group === "register" && verb && rest.length === 1) {
    if (!(REGISTER_SWITCHES as readonly string[]).includes(rest[0]!)) throw new UsageError(`register ${verb} takes one of ${REGISTER_SWITCHES.join(", ")}`);
    return { action: "register", field: verb, change: rest[0] as RegisterSwitch };
  }
  if (group === "member" && (verb === "reset-password" || verb === "unlock")) {
    if (rest.length !== 1 || !rest[0]) throw new UsageError(`member ${verb} needs exactly one username`);
    return { action: verb === "unlock" ? "member.unlock" : "member.resetPassword", username: rest[0] };
  }
  if (group === "withdrawal" && verb === "proof") {
    const [id, directory = ".", ...extra] = rest;
    if (!id || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id) || extra.length) throw new UsageError("withdrawal proof <id> [directory]");
    return { action: "withdrawal.proof", id, directory };
  }
  if (group === "demo") {
    if (verb === "retire" && rest.length === 0) return { action: "demo.retire" };
    throw new UsageError("demo takes one command: demo retire");
  }
  if (group === "adjust" || group === "ledger" || PAYMENT_GROUPS.includes(group ?? "")) {
    try {
      return group === "adjust" || group === "ledger" ? parseWalletCommand(group, args.slice(1))! : parsePaymentCommand(group!, args.slice(1));
    } catch (error) {
      if (error instanceof WalletUsageError || error instanceof PaymentUsageError) throw new UsageError(error.message);
      throw error;
    }
  }
  if (GAME_GROUPS.includes(group ?? "")) {
    try {
      return parseGameCommand(group!, args.slice(1));
    } catch (error) {
      if (error instanceof GameUsageError) throw new UsageError(error.message);
      throw error;
    }
  }
  if (group === "toggle" && verb && rest.length === 1 && (rest[0] === "on" || rest[0] === "off")) {
    return { action: "toggle", modId: verb, enabled: rest[0] === "on" };
  }
  if (group === "region" && verb === "clear" && rest.length === 0) return { action: "region.clear" };
  if (group === "region" && (verb === "block" || verb === "allow")) {
    if (rest.length !== 1) throw new UsageError(`region ${verb} needs exactly one CIDR range`);
    try {
      return { action: verb === "block" ? "region.block" : "region.allow", cidr: normalizeCidr(rest[0]!) };
    } catch (error) {
      if (error instanceof InvalidCidrError) throw new UsageError(error.message);
      throw error;
    }
  }
  throw new UsageError(`unknown command: ${args.join(" ")}`);
}

const list = (ranges: string[]) => (ranges.length ? ranges.join(", ") : "none");

export function describeSettings(s: OperatorSettings): string {
  const maintenance = s.maintenance ? `on${s.maintenanceUntil ? ` until ${s.maintenanceUntil}` : ""}` : "off";
  return `maintenance ${maintenance}; blocked: ${list(s.region.block)}; allowed: ${list(s.region.allow)}`;
}

export function describeOutbox(command: OutboxCommand, messages: OutboxMessage[]): string {
  const whose = command.to ? ` to ${command.to}` : "";
  if (messages.length === 0) return `No ${command.channel} messages${whose} in the outbox`;
  const lines = messages.map((m) => `${m.at}  to ${m.to}${m.subject ? `  "${m.subject}"` : ""}\n  ${m.body.replace(/\n/g, "\n  ")}`);
  return `${messages.length} ${command.channel} message(s)${whose}, newest first:\n${lines.join("\n")}`;
}

/** The answer alone on the first line, for scripts; where it came from below. */
export function describeCaptchaAnswer(answer: CaptchaAnswer, via: string): string {
  return `${answer.answer}\n(captcha ${answer.captchaId} issued to ${answer.ip}, ${via})`;
}

export function headline(command: Exclude<CliCommand, { action: "help" } | OutboxCommand | CaptchaCommand | ProofCommand | SiteSwitchCommand | MemberCommand | WalletCommand | PaymentCommand | GameCommand | DemoCommand>): string {
  switch (command.action) {
    case "settings":
      return "Operator settings";
    case "maintenance":
      return command.enabled ? "Maintenance switched on" : "Maintenance switched off";
    case "region.block":
      return `Blocked ${command.cidr}`;
    case "region.allow":
      return `Allowed ${command.cidr}`;
    case "region.clear":
      return "Region rules cleared";
  }
}
