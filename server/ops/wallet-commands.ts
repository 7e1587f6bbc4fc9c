// The operator's wallet commands: `adjust <username> <amount> <reason…>` and `ledger <username> [page]`.
// Amounts are typed in the merchant's currency with up to two decimals ("150000", "-1500.50") and become
// minor units by their digits, never through a float, so what the operator typed is what moves.
import { MAX_PAGE_NO } from "../http/route.js";
import { formatMinor } from "../../contract/money.js";
import { adjustMemberBalance, memberLedger, type AdjustResult } from "../modules/wallet/index.js";
import { command, UsageError, type Reach } from "./command.js";
import { sendWalletCommand } from "./platform-client.js";
import { platformThenDatabase } from "./reach.js";

export type WalletCommand =
  | { action: "wallet.adjust"; username: string; amount: string; reason: string }
  | { action: "wallet.ledger"; username: string; pageNo: number };

export class WalletUsageError extends UsageError {}

/** "1500.5" → "150050"; refuses anything but an optionally signed number with up to 2 decimals. */
export function toMinorUnits(typed: string): string {
  const m = /^(-?)(\d{1,13})(?:\.(\d{1,2}))?$/.exec(typed.replace(/,/g, ""));
  if (!m) throw new WalletUsageError(`"${typed}" is not an amount such as 150000 or -1500.50`);
  const minor = BigInt(m[2]) * 100n + BigInt((m[3] ?? "").padEnd(2, "0"));
  if (minor === 0n) throw new WalletUsageError("the amount must not be zero");
  return `${m[1]}${minor}`;
}

export function parseWalletCommand(group: string, rest: string[]): WalletCommand | null {
  if (group === "adjust") {
    const [username, amount, ...reason] = rest;
    if (!username || !amount || reason.length === 0)
      throw new WalletUsageError("adjust needs <username> <amount> <reason…>");
    return { action: "wallet.adjust", username, amount: toMinorUnits(amount), reason: reason.join(" ") };
  }
  if (group === "ledger") {
    const [username, pageText, ...extra] = rest;
    const pageNo = pageText === undefined ? 1 : Number(pageText);
    if (!username || extra.length || !Number.isInteger(pageNo) || pageNo < 1 || pageNo > MAX_PAGE_NO)
      throw new WalletUsageError(`ledger needs <username> [page 1 to ${MAX_PAGE_NO}]`);
    return { action: "wallet.ledger", username, pageNo };
  }
  return null;
}

export type LedgerView = {
  username: string;
  balances: { main: string; points: string; vendors: Record<string, string> };
  list: {
    createdAt: string;
    type: string;
    wallet: string;
    amount: string;
    balanceAfter: string;
    memo: string | null;
    transferId: number;
  }[];
  total: number;
  pageNo: number;
  totalPages: number;
};

export function describeWalletResult(command: WalletCommand, result: AdjustResult | LedgerView): string {
  if (command.action === "wallet.adjust") {
    const r = result as AdjustResult;
    const again = r.replayed ? " (already done: nothing moved again)" : "";
    return `Adjusted ${r.username} by ${formatMinor(r.amount)}: main wallet ${formatMinor(r.balance)} (transfer #${r.transferId})${again}`;
  }
  const r = result as LedgerView;
  const vendors = Object.entries(r.balances.vendors).map(([code, minor]) => `${code} ${formatMinor(minor)}`);
  const head = `${r.username}: main ${formatMinor(r.balances.main)}, points ${r.balances.points}${vendors.length ? `, ${vendors.join(", ")}` : ""}`;
  if (r.list.length === 0) return `${head}\nNo entries.`;
  // Points are whole points, not money (ADR 0048): a points entry is printed as its number.
  const figure = (e: (typeof r.list)[number], value: string) => (e.wallet === "points" ? value : formatMinor(value));
  const lines = r.list.map(
    (e) =>
      `${new Date(e.createdAt).toISOString()}  #${e.transferId}  ${e.type.padEnd(18)} ${e.wallet.padEnd(6)} ${figure(e, e.amount).padStart(16)}  → ${figure(e, e.balanceAfter)}${e.memo ? `  ${e.memo}` : ""}`,
  );
  return `${head}\nEntries ${r.pageNo}/${r.totalPages} (${r.total} in all), newest first:\n${lines.join("\n")}`;
}

async function walletHandler(wallet: WalletCommand, reach: Reach): Promise<number> {
  const { result, via } = await platformThenDatabase<unknown>(
    reach,
    () => sendWalletCommand(reach.baseUrl, reach.key, wallet),
    (db) =>
      wallet.action === "wallet.adjust"
        ? adjustMemberBalance(db, {
            username: wallet.username,
            amount: BigInt(wallet.amount),
            reason: wallet.reason,
            actor: "cli",
          })
        : memberLedger(db, wallet.username, { pageNo: wallet.pageNo, pageSize: 20 }),
  );
  console.log(`${describeWalletResult(wallet, result as AdjustResult | LedgerView)}\n(${via})`);
  return 0;
}

export const adjustCommand = command<WalletCommand>({
  name: "adjust",
  forms: [
    {
      arguments: "<username> <amount> <reason…>",
      help: "credit (or, with a minus, debit) the member's main wallet in the\nsite's currency, e.g. adjust demo 150000 welcome gift; audited",
    },
  ],
  parse: (args) => parseWalletCommand("adjust", args),
  handler: walletHandler,
});

export const ledgerCommand = command<WalletCommand>({
  name: "ledger",
  forms: [{ arguments: "<username> [page]", help: "print the member's balances and ledger entries, newest first" }],
  parse: (args) => parseWalletCommand("ledger", args),
  handler: walletHandler,
});
