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

/** A signed amount in minor units, coloured as money going out or coming in. */
export function SignedCell({ minor }: { minor: string }) {
  return <td className={`num ${minor.startsWith("-") ? "amount--out" : "amount--in"}`}>{formatSignedMinor(minor)}</td>;
}

/** Points are whole units, not money: a signed count (ADR 0048). */
export function SignedPointsCell({ points }: { points: string }) {
  const negative = points.startsWith("-");
  return <td className={`num ${negative ? "amount--out" : "amount--in"}`}>{`${negative ? "-" : "+"}${BigInt(points.replace("-", "")).toLocaleString("en-US")}`}</td>;
}
