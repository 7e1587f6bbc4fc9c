/** Whether a PostgreSQL error (or one it caused) is a unique-index clash on this constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string; message?: string };
    if (pg.code === "23505" && (pg.constraint === constraint || pg.message?.includes(constraint))) return true;
  }
  return false;
}
