// What every platform answer is wrapped in, and the pieces many answers share (docs/platform-calls.md).
import { z } from "zod";

/** Every answer: `value` on success; `code`, `message` and sometimes details in `value` on failure. */
export const envelope = z.object({
  success: z.boolean(),
  value: z.unknown(),
  message: z.string().nullable().optional(),
  code: z.string().optional(),
});

/** Amounts are strings of integer minor units ("Wallet and payments"): never floats on the wire. */
export const minorUnits = z.string().regex(/^-?\d+$/);

/** Ledger ids are the platform's serial numbers. */
export const ledgerId = z.number().int().positive();

export type Page<T> = { list: T[]; total: number; pageNo: number; pageSize: number; totalPages: number };

export function pageOf<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number(),
    pageNo: z.number(),
    pageSize: z.number(),
    totalPages: z.number(),
  });
}
