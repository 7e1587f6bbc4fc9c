import type { ReactNode } from "react";
import { formatSignedMinor } from "~contract/money";

/** A table's only row when its list is empty: the words across every column. */
export function EmptyRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns}>{children}</td>
    </tr>
  );
}

/** A signed amount in minor units, coloured as money going out or coming in; `label` is its column's name,
 * read before it when the table is stacked on a phone (ADR 0069). */
export function SignedCell({ minor, label }: { minor: string; label?: string }) {
  return (
    <td className={`num ${minor.startsWith("-") ? "amount--out" : "amount--in"}`} data-label={label}>
      {formatSignedMinor(minor)}
    </td>
  );
}

/** Points are whole units, not money: a signed count (ADR 0048). */
export function SignedPointsCell({ points, label }: { points: string; label?: string }) {
  const negative = points.startsWith("-");
  return (
    <td
      className={`num ${negative ? "amount--out" : "amount--in"}`}
      data-label={label}
    >{`${negative ? "-" : "+"}${BigInt(points.replace("-", "")).toLocaleString("en-US")}`}</td>
  );
}
