/** How many rows a statement wrote, from node-postgres's (`rowCount`) or PGlite's (`affectedRows`) answer. */
export function affectedRows(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}
