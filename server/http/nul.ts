import { AppError } from "./envelope.js";

// PostgreSQL refuses U+0000 in text and jsonb (PGlite too), so a NUL that reaches a query becomes a
// server error. No field of ours has a use for it: every input is refused at the boundary if any string
// or key in it holds one — route() for the parsed query, body and params, and the routes with their own
// parsers (in-house page forms, signed JSON bodies, multipart fields, sealed payloads) through refuseNul.

const NUL = "\u0000";
const shown = (key: string) => key.replaceAll(NUL, "\\u0000");

/** The path of the first string or key holding NUL ("" for the value itself), or null. Iterative: any depth. */
export function nulPath(value: unknown): string | null {
  const pending: [unknown, string][] = [[value, ""]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, at] = next;
    if (typeof item === "string") {
      if (item.includes(NUL)) return at;
      continue;
    }
    if (item === null || typeof item !== "object") continue;
    const entries: [unknown, unknown][] =
      item instanceof URLSearchParams || item instanceof Map ? [...item] : Object.entries(item);
    for (const [name, child] of entries) {
      const key = String(name);
      const path = at ? `${at}.${shown(key)}` : shown(key);
      if (key.includes(NUL)) return path;
      pending.push([child, path]);
    }
  }
  return null;
}

/** Throws the 400 VALIDATION envelope, naming the field, when `value` holds NUL anywhere. */
export function refuseNul(value: unknown, where: string): void {
  const path = nulPath(value);
  if (path !== null)
    throw new AppError("VALIDATION", `${path || where}: must not contain the NUL character (U+0000)`, {
      field: path || where,
    });
}
