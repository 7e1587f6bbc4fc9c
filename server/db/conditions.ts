import { and, or, type SQL } from "drizzle-orm";

// drizzle's and()/or() are typed SQL | undefined because every condition given may be undefined; with
// a first condition that is always there they always build SQL, and these say so in the type.

export function allOf(first: SQL, ...more: (SQL | undefined)[]): SQL {
  return and(first, ...more) ?? first;
}

export function anyOf(first: SQL, ...more: (SQL | undefined)[]): SQL {
  return or(first, ...more) ?? first;
}
