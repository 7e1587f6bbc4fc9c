import { z } from "zod";

// What every money call takes (docs/platform-calls.md, "Wallet and payments"): amounts as strings of
// minor units, and the caller's request key, one per form render, that makes a retry move nothing.

export const minorAmount = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/, "a string of 1 to 15 digits (minor units)")
  .transform(BigInt)
  .refine((minor) => minor > 0n, "must be above zero");

export const requestKey = z.string().regex(/^[A-Za-z0-9_-]{8,80}$/, "8 to 80 letters, digits, _ or -");
