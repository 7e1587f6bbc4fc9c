// The operator's member commands, and the development outboxes and captcha answers tests read.
import { isProduction } from "../config.js";
import { newestCaptchaAnswer, visitorAddress, type CaptchaAnswer } from "../modules/accounts/index.js";
import { readOutbox, type OutboxMessage } from "../modules/accounts/index.js";
import { describeDemoRetire, retireDemoAccounts } from "../modules/accounts/index.js";
import { applyMemberCommand, describeMemberCommand, type MemberCommand } from "../modules/accounts/index.js";
import { command, UsageError } from "./command.js";
import { fetchCaptchaAnswer, fetchOutbox, sendDemoRetire, sendMemberCommand } from "./platform-client.js";
import { platformThenDatabase } from "./reach.js";

export type OutboxCommand = { action: "outbox"; channel: "sms" | "email"; to?: string };
export type CaptchaCommand = { action: "captcha"; ip: string };

export function describeOutbox(command: OutboxCommand, messages: OutboxMessage[]): string {
  const whose = command.to ? ` to ${command.to}` : "";
  if (messages.length === 0) return `No ${command.channel} messages${whose} in the outbox`;
  const lines = messages.map(
    (m) => `${m.at}  to ${m.to}${m.subject ? `  "${m.subject}"` : ""}\n  ${m.body.replace(/\n/g, "\n  ")}`,
  );
  return `${messages.length} ${command.channel} message(s)${whose}, newest first:\n${lines.join("\n")}`;
}

/** The answer alone on the first line, for scripts; where it came from below. */
export function describeCaptchaAnswer(answer: CaptchaAnswer, via: string): string {
  return `${answer.answer}\n(captcha ${answer.captchaId} issued to ${answer.ip}, ${via})`;
}

const MEMBER_VERBS = new Map<string, MemberCommand["action"]>([
  ["reset-password", "member.resetPassword"],
  ["unlock", "member.unlock"],
  ["authenticator-off", "member.authenticatorOff"],
]);

export const memberCommand = command<MemberCommand>({
  name: "member",
  forms: [
    {
      arguments: "reset-password <username>",
      help: "set the member's password to DEFAULT_PASSWORD: sessions end and the\nnext login must change it",
    },
    { arguments: "unlock <username>", help: "lift a lockout after failed logins" },
    {
      arguments: "authenticator-off <username>",
      help: "turn off the member's authenticator app (a lost phone); the member\ncan set it up again",
    },
  ],
  parse: ([verb, ...rest]) => {
    const action = MEMBER_VERBS.get(verb ?? "");
    if (!action) return null;
    if (rest.length !== 1 || !rest[0]) throw new UsageError(`member ${verb} needs exactly one username`);
    return { action, username: rest[0] };
  },
  handler: async (change, reach) => {
    const { result, via } = await platformThenDatabase(
      reach,
      () => sendMemberCommand(reach.baseUrl, reach.key, change),
      (db) => applyMemberCommand(db, reach.config, change, "cli"),
    );
    console.log(`${describeMemberCommand(result)} (${via})`);
    return 0;
  },
});

export const demoCommand = command<{ action: "demo.retire" }>({
  name: "demo",
  forms: [
    {
      arguments: "retire",
      help: "make the demo accounts of a demo install unusable (no password, no\nsessions or login tickets, mobile and email unbound); production\nrefuses to start until no demo account logs in with its published\npassword",
    },
  ],
  parse: (args) => {
    if (args.length === 1 && args[0] === "retire") return { action: "demo.retire" };
    throw new UsageError("demo takes one command: demo retire");
  },
  // A production platform that refused to start is down, so this reaches the database directly.
  handler: async (_retire, reach) => {
    const { result, via } = await platformThenDatabase(
      reach,
      () => sendDemoRetire(reach.baseUrl, reach.key),
      (db) => retireDemoAccounts(db, "cli"),
    );
    console.log(`${describeDemoRetire(result)}\n(${via})`);
    return 0;
  },
});

export const outboxCommand = command<OutboxCommand>({
  name: "outbox",
  forms: [
    {
      arguments: "sms|email [--to <X>]",
      help: "print the development outbox (codes and temporary passwords that\nwere not sent because SMS_PROVIDER_URL / EMAIL_PROVIDER_URL are unset),\nnewest first; <X> is a number such as +639171234567 or an email address",
    },
  ],
  parse: ([channel, ...rest]) => {
    if (channel !== "sms" && channel !== "email") return null;
    if (rest.length === 0) return { action: "outbox", channel };
    if (rest.length === 2 && rest[0] === "--to" && rest[1]) return { action: "outbox", channel, to: rest[1] };
    throw new UsageError(`outbox ${channel} takes only --to <number or address>`);
  },
  handler: async (outbox, reach) => {
    const { result, via } = await platformThenDatabase(
      reach,
      () => fetchOutbox(reach.baseUrl, reach.key, outbox),
      (db) => readOutbox(db, outbox.channel, outbox.to),
    );
    console.log(`${describeOutbox(outbox, result)}\n(${via})`);
    return 0;
  },
});

export const captchaCommand = command<CaptchaCommand>({
  name: "captcha",
  forms: [
    {
      arguments: "--ip <address>",
      help: "development only: the answer of the newest unanswered captcha issued\nto that visitor address (how the tests get past captchas); production\nkeeps no answers",
    },
  ],
  parse: ([flag, ...rest]) => {
    const ip = flag === "--ip" && rest.length === 1 ? visitorAddress.safeParse(rest[0]) : undefined;
    if (!ip?.success) throw new UsageError("captcha takes --ip <IPv4 or IPv6 address>");
    return { action: "captcha", ip: ip.data };
  },
  handler: async (captcha, reach) => {
    if (isProduction(reach.config)) {
      console.error(
        "ops: captcha answers are kept only outside production (SITE_MODE=demo); a production platform records none",
      );
      return 1;
    }
    const { result, via } = await platformThenDatabase(
      reach,
      () => fetchCaptchaAnswer(reach.baseUrl, reach.key, captcha),
      (db) => newestCaptchaAnswer(db, captcha.ip),
    );
    console.log(describeCaptchaAnswer(result, via));
    return 0;
  },
});
