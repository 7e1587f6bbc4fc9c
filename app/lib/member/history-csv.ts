// The account history download's file: one line per movement, amounts as plain decimals.
import type { WalletTransaction } from "~contract/answers/wallet";

/** Minor units as a plain decimal with two places, no thousands separators (spreadsheets read it). */
export function decimal(minor: string): string {
  const negative = minor.startsWith("-");
  const digits = (negative ? minor.slice(1) : minor).padStart(3, "0");
  return `${negative ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** One CSV field: quoted when it holds a separator, a quote or a line break; a leading formula sign is neutralized. */
function field(value: string): string {
  const safe = /^[=+\-@]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function historyCsv(rows: WalletTransaction[], cut: boolean): string {
  const lines = [["time", "type", "wallet", "amount", "balanceAfter", "memo", "transferId"].join(",")];
  // Points are whole units of their own (ADR 0048): written as they are, not as money.
  const amount = (row: WalletTransaction, value: string) => (row.wallet === "points" ? value : decimal(value));
  for (const row of rows)
    lines.push(
      [
        row.createdAt,
        row.type,
        row.wallet,
        amount(row, row.amount),
        amount(row, row.balanceAfter),
        row.memo ?? "",
        String(row.transferId),
      ]
        .map(field)
        .join(","),
    );
  if (cut) lines.push(field(`# only the newest ${rows.length} movements`));
  return `${lines.join("\r\n")}\r\n`;
}
