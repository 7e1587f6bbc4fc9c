/**
 * A value the code before this point guarantees (a row just written, a field a checked form requires),
 * narrowed with a check: were the guarantee ever broken, the error names what was missing instead of
 * an undefined turning up further on.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}
