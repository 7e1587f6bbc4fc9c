// The operator's payment commands: the deposit and withdrawal queues and the decisions on them.
// Each decision is the same call the operator API makes (audited there, or here with source "cli").
import fs from "node:fs";
import path from "node:path";
import type { PlatformConfig } from "../config.js";
import type { Db } from "../db/connect.js";
import { formatMinor } from "../../contract/money.js";
import { toMinorUnits } from "./wallet-commands.js";
import { decideDeposit, operatorDeposits, type DepositStatus } from "../modules/payments/index.js";
import {
  decideWithdrawal,
  operatorWithdrawals,
  WITHDRAWAL_STATUSES,
  type WithdrawalStatus,
  type WithdrawalVerb,
} from "../modules/payments/index.js";
import { channelChange, configureChannel, operatorChannels } from "../modules/payments/index.js";
import { readProof } from "../modules/payments/index.js";
import { command, UsageError, type Reach } from "./command.js";
import { fetchProof, sendPaymentCommand } from "./platform-client.js";
import { platformThenDatabase } from "./reach.js";

export type PaymentCommand =
  | { action: "deposits"; status?: DepositStatus }
  | { action: "deposit.approve" | "deposit.reject"; id: string; note?: string }
  | { action: "withdrawals"; status?: WithdrawalStatus }
  | { action: "withdrawal"; verb: WithdrawalVerb; id: string; note?: string }
  | { action: "channels" }
  | { action: "channel"; code: string; change: ChannelCommandChange };

export type ProofCommand = { action: "withdrawal.proof"; id: string; directory: string };

type ChannelCommandChange = {
  enabled?: boolean;
  min?: string;
  max?: string;
  kind?: "bank";
  name?: string;
  bankName?: string;
  accountName?: string;
  accountNumber?: string;
};

const DEPOSIT_STATUSES = ["pending", "approved", "rejected", "failed", "expired"] as const;
const WITHDRAWAL_VERBS = ["approve", "reject", "disburse", "refund"] as const;
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class PaymentUsageError extends UsageError {}

function status<S extends string>(group: string, statuses: readonly S[], rest: string[]): S | undefined {
  const [given, ...extra] = rest;
  if (extra.length || (given !== undefined && !(statuses as readonly string[]).includes(given))) {
    throw new PaymentUsageError(`${group} takes an optional status: ${statuses.join(", ")}`);
  }
  return given as S | undefined;
}

export function parsePaymentCommand(group: string, rest: string[]): PaymentCommand {
  if (group === "deposits") return { action: "deposits", status: status(group, DEPOSIT_STATUSES, rest) };
  if (group === "withdrawals") return { action: "withdrawals", status: status(group, WITHDRAWAL_STATUSES, rest) };
  if (group === "channels") {
    if (rest.length) throw new PaymentUsageError("channels takes no arguments");
    return { action: "channels" };
  }
  if (group === "channel") return parseChannelCommand(rest);
  const [verb, id, ...note] = rest;
  const withNote = note.length ? { note: note.join(" ") } : {};
  if (group === "deposit") {
    if ((verb !== "approve" && verb !== "reject") || !id || !uuid.test(id))
      throw new PaymentUsageError("deposit approve|reject <id> [note…]");
    return { action: verb === "approve" ? "deposit.approve" : "deposit.reject", id, ...withNote };
  }
  if (!(WITHDRAWAL_VERBS as readonly string[]).includes(verb ?? "") || !id || !uuid.test(id)) {
    throw new PaymentUsageError("withdrawal approve|reject|disburse|refund <id> [note…]");
  }
  return { action: "withdrawal", verb: verb as WithdrawalVerb, id, ...withNote };
}

const CHANNEL_USAGE =
  'channel <CODE> on|off, channel <CODE> limits <min> <max> (in VND), or channel <CODE> bank --name "<shown name>" --bank "<bank>" --holder "<account name>" --account <digits> --min <VND> --max <VND>';

function vnd(typed: string): string {
  try {
    return toMinorUnits(typed);
  } catch (error) {
    throw new PaymentUsageError(error instanceof Error ? error.message : String(error));
  }
}

/** A new bank channel (a production install has none until the operator adds its own account). */
function parseBankChannel(code: string, args: string[]): PaymentCommand {
  const flags = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (
      !["--name", "--bank", "--holder", "--account", "--min", "--max"].includes(flag) ||
      value === undefined ||
      flags.has(flag)
    )
      throw new PaymentUsageError(CHANNEL_USAGE);
    flags.set(flag, value);
  }
  const given = (flag: string) => {
    const value = flags.get(flag);
    if (value === undefined) throw new PaymentUsageError(CHANNEL_USAGE);
    return value;
  };
  if (flags.size !== 6) throw new PaymentUsageError(CHANNEL_USAGE);
  const [min, max] = [vnd(given("--min")), vnd(given("--max"))];
  if (min.startsWith("-") || max.startsWith("-") || BigInt(max) < BigInt(min))
    throw new PaymentUsageError("limits are above zero, the maximum not below the minimum");
  return {
    action: "channel",
    code,
    change: {
      kind: "bank",
      name: flags.get("--name"),
      bankName: flags.get("--bank"),
      accountName: flags.get("--holder"),
      accountNumber: flags.get("--account"),
      min,
      max,
    },
  };
}

function parseChannelCommand([code, verb, ...args]: string[]): PaymentCommand {
  if (!code || !/^[A-Z0-9_]{2,40}$/.test(code)) throw new PaymentUsageError(CHANNEL_USAGE);
  if ((verb === "on" || verb === "off") && args.length === 0)
    return { action: "channel", code, change: { enabled: verb === "on" } };
  if (verb === "bank") return parseBankChannel(code, args);
  if (verb === "limits" && args.length === 2) {
    const [min, max] = args.map(vnd);
    if (min.startsWith("-") || max.startsWith("-")) throw new PaymentUsageError("limits are above zero");
    if (BigInt(max) < BigInt(min)) throw new PaymentUsageError("the maximum must not be below the minimum");
    return { action: "channel", code, change: { min, max } };
  }
  throw new PaymentUsageError(CHANNEL_USAGE);
}

/** The operator API call that does the same. */
export function paymentRequest(command: PaymentCommand): { method: string; path: string; body?: unknown } {
  const query = (s?: string) => (s ? `?status=${s}` : "");
  const note = (n?: string) => (n ? { note: n } : {});
  switch (command.action) {
    case "deposits":
      return { method: "GET", path: `/ops/deposits${query(command.status)}` };
    case "withdrawals":
      return { method: "GET", path: `/ops/withdrawals${query(command.status)}` };
    case "withdrawal":
      return { method: "POST", path: `/ops/withdrawals/${command.id}/${command.verb}`, body: note(command.note) };
    case "channels":
      return { method: "GET", path: "/ops/deposit-channels" };
    case "channel":
      return { method: "PUT", path: `/ops/deposit-channels/${command.code}`, body: command.change };
    default:
      return {
        method: "POST",
        path: `/ops/deposits/${command.id}/${command.action === "deposit.approve" ? "approve" : "reject"}`,
        body: note(command.note),
      };
  }
}

type DepositLine = {
  id: string;
  username: string;
  channelCode: string;
  amount: string;
  reference: string | null;
  status: string;
  createdAt: string;
};
type WithdrawalLine = {
  id: string;
  username: string;
  amount: string;
  status: string;
  origin?: string;
  createdAt: string;
  bankAccount: { bankName: string; accountNumber: string; holderName: string };
};

type ChannelLine = { code: string; kind: string; name: string; min: string; max: string; enabled: boolean };
const channelLine = (c: ChannelLine) =>
  `${c.code.padEnd(14)} ${c.kind.padEnd(8)} ${(c.enabled ? "on" : "off").padEnd(4)} ${formatMinor(c.min)} – ${formatMinor(c.max)}  ${c.name}`;

export function describePaymentResult(command: PaymentCommand, result: unknown): string {
  const none = (what: string, s?: string) => `No ${s ? `${s} ` : ""}${what}`;
  switch (command.action) {
    case "deposits": {
      const list = result as DepositLine[];
      if (list.length === 0) return none("deposits", command.status);
      const lines = list.map(
        (d) =>
          `${d.id}  ${d.createdAt}  ${d.username.padEnd(14)} ${d.channelCode.padEnd(11)} ${formatMinor(d.amount).padStart(16)}  ${d.status.padEnd(9)} ${d.reference ?? ""}`,
      );
      return `${list.length} deposit(s), oldest first:\n${lines.join("\n")}`;
    }
    case "withdrawals": {
      const list = result as WithdrawalLine[];
      if (list.length === 0) return none("withdrawals", command.status);
      const lines = list.map(
        (w) =>
          `${w.id}  ${w.createdAt}  ${w.username.padEnd(14)} ${formatMinor(w.amount).padStart(16)}  ${w.status.padEnd(15)} ${w.bankAccount.bankName} ${w.bankAccount.accountNumber} ${w.bankAccount.holderName}${w.origin === "selfExclusion" ? "  (self-exclusion payout)" : ""}`,
      );
      return `${list.length} withdrawal(s), oldest first:\n${lines.join("\n")}`;
    }
    case "channels": {
      const list = result as ChannelLine[];
      if (list.length === 0) return "No deposit channels";
      return `${list.length} deposit channel(s):\n${list.map(channelLine).join("\n")}`;
    }
    case "channel": {
      const r = result as { action: string; channel: ChannelLine };
      return `${r.action === "depositChannel.add" ? "Added" : "Changed"} ${channelLine(r.channel)}`;
    }
    case "withdrawal": {
      const r = result as { withdrawal: { id: string; amount: string; status: string } };
      return `Withdrawal ${r.withdrawal.id} of ${formatMinor(r.withdrawal.amount)} is now ${r.withdrawal.status}`;
    }
    default: {
      const r = result as { deposit: { id: string; amount: string; status: string }; transferId: number | null };
      return `Deposit ${r.deposit.id} of ${formatMinor(r.deposit.amount)} ${r.deposit.status}${r.transferId ? ` (transfer #${r.transferId})` : ""}`;
    }
  }
}

/** The same decision the operator API takes, straight on the database (audited with source "cli"). */
function applyPaymentCommand(db: Db, config: PlatformConfig, command: PaymentCommand): Promise<unknown> {
  switch (command.action) {
    case "deposits":
      return operatorDeposits(db, command.status);
    case "withdrawals":
      return operatorWithdrawals(db, config, command.status);
    case "withdrawal":
      return decideWithdrawal(db, config, { verb: command.verb, id: command.id, note: command.note, source: "cli" });
    case "channels":
      return operatorChannels(db);
    case "channel":
      return configureChannel(db, config, command.code, channelChange.parse(command.change), "cli");
    default:
      return decideDeposit(db, { action: command.action, id: command.id, note: command.note, source: "cli" });
  }
}

async function paymentHandler(payment: PaymentCommand, reach: Reach): Promise<number> {
  const { result, via } = await platformThenDatabase(
    reach,
    () => sendPaymentCommand(reach.baseUrl, reach.key, payment),
    (db) => applyPaymentCommand(db, reach.config, payment),
  );
  console.log(`${describePaymentResult(payment, result)}\n(${via})`);
  return 0;
}

async function saveProof(proof: ProofCommand, reach: Reach): Promise<number> {
  const { result, via } = await platformThenDatabase(
    reach,
    () => fetchProof(reach.baseUrl, reach.key, proof),
    (db) => readProof(db, proof.id),
  );
  const file = path.join(proof.directory, result.name);
  try {
    // wx: never over an existing file.
    fs.writeFileSync(file, result.bytes, { flag: "wx" });
  } catch (error) {
    console.error(`ops: cannot write ${file}: ${(error as Error).message}`);
    return 1;
  }
  console.log(
    `Saved the proof of withdrawal ${proof.id} (${result.type}, ${result.bytes.length} bytes) to ${file}\n(${via})`,
  );
  return 0;
}

const paymentCommand = (name: string, forms: { arguments: string; help: string }[]) =>
  command<PaymentCommand>({ name, forms, parse: (args) => parsePaymentCommand(name, args), handler: paymentHandler });

export const depositsCommand = paymentCommand("deposits", [
  { arguments: "[status]", help: "list deposits (pending, approved, rejected …), oldest first" },
]);

export const depositCommand = paymentCommand("deposit", [
  { arguments: "approve|reject <id> [note…]", help: "approve (credits the member once) or reject a pending deposit" },
]);

export const withdrawalsCommand = paymentCommand("withdrawals", [
  {
    arguments: "[status]",
    help: "list withdrawals (pending, approved, disbursed, not_received …),\noldest first, with the full account number to pay",
  },
]);

export const withdrawalCommand = command<PaymentCommand | ProofCommand>({
  name: "withdrawal",
  forms: [
    {
      arguments: "approve|reject|disburse|refund <id> [note…]",
      help: "approve a pending one; reject a pending or approved one (gives the\nheld amount back); mark an approved one paid out; refund one the\nmember reported not_received",
    },
    {
      arguments: "proof <id> [directory]",
      help: "save the picture the member sent with a receipt answer into the\ndirectory (default: the current one) under its stored name",
    },
  ],
  parse: (args) => {
    if (args[0] !== "proof") return parsePaymentCommand("withdrawal", args);
    const [id, directory = ".", ...extra] = args.slice(1);
    if (!id || !uuid.test(id) || extra.length) throw new UsageError("withdrawal proof <id> [directory]");
    return { action: "withdrawal.proof", id, directory };
  },
  handler: (input, reach) =>
    input.action === "withdrawal.proof" ? saveProof(input, reach) : paymentHandler(input, reach),
});

export const channelsCommand = paymentCommand("channels", [
  { arguments: "", help: "list the deposit channels, on and off, with their limits" },
]);

export const channelCommand = paymentCommand("channel", [
  { arguments: "<CODE> on|off", help: "open or close a deposit channel to new deposits" },
  {
    arguments: "<CODE> limits <min> <max>",
    help: "one deposit's limits on that channel, in VND (e.g. 100000 500000000)",
  },
  {
    arguments:
      "<CODE> bank --name <shown name> --bank <bank> --holder <account name> --account <digits>\n          --min <VND> --max <VND>",
    help: 'add a bank account members transfer to (a production install starts\nwith none), e.g. channel BANK_BDO bank --name "BDO transfer" --bank BDO\n--holder "LARO ENTERTAINMENT CO" --account 001234567890 --min 100000\n--max 500000000',
  },
]);
