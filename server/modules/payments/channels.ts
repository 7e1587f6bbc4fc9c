import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { isProduction, type PlatformConfig } from "../../config.js";
import type { Db } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { recordAudit } from "../system/index.js";
import { minorAmount } from "../wallet/index.js";
import { channelView } from "./deposits.js";
import { SANDBOX_REFUSED } from "./gateway/adapter.js";
import { depositChannels } from "./schema.js";

// The operator's deposit channels: list every one, switch one on or off, change its limits,
// or add a new one. Every change is audited with what it was before. Deposits already asked keep the
// amount they were asked for; new requests meet the new limits at once. In production a sandbox
// channel cannot be added or switched on (ADR 0015); one left from a demo install may be switched off.

type Channel = typeof depositChannels.$inferSelect;

export const channelChange = z
  .object({
    enabled: z.boolean().optional(),
    min: minorAmount.optional(),
    max: minorAmount.optional(),
    name: z.string().trim().min(2).max(60).optional(),
    sequence: z.number().int().min(0).max(999).optional(),
    // A new channel names its kind and what the member pays to (bank) or its adapter (gateway).
    kind: z.enum(["bank", "gateway"]).optional(),
    adapter: z.enum(["sandbox"]).optional(),
    bankName: z.string().trim().min(2).max(80).optional(),
    accountName: z.string().trim().min(2).max(80).optional(),
    accountNumber: z
      .string()
      .trim()
      .regex(/^\d{6,30}$/, "6 to 30 digits")
      .optional(),
  })
  .strict();
export type ChannelChange = z.infer<typeof channelChange>;

export const channelCode = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]{2,40}$/, "2 to 40 capital letters, digits or _");

export const operatorChannelView = (c: Channel) => ({
  ...channelView(c),
  adapter: c.adapter,
  enabled: c.enabled,
  sequence: c.sequence,
});

export async function operatorChannels(db: Db) {
  const rows = await db
    .select()
    .from(depositChannels)
    .orderBy(asc(depositChannels.sequence), asc(depositChannels.code));
  return rows.map(operatorChannelView);
}

function newChannel(code: string, change: ChannelChange): typeof depositChannels.$inferInsert {
  const missing = (field: string) => new AppError("VALIDATION", `${field}: required for a new channel`);
  if (!change.kind) throw missing("kind");
  if (!change.name) throw missing("name");
  if (change.min === undefined) throw missing("min");
  if (change.max === undefined) throw missing("max");
  if (change.kind === "bank" && !(change.bankName && change.accountName && change.accountNumber))
    throw missing("bankName, accountName and accountNumber");
  if (change.kind === "gateway" && !change.adapter) throw missing("adapter");
  return {
    code,
    kind: change.kind,
    name: change.name,
    adapter: change.kind === "gateway" ? change.adapter : null,
    bankName: change.kind === "bank" ? change.bankName : null,
    accountName: change.kind === "bank" ? change.accountName : null,
    accountNumber: change.kind === "bank" ? change.accountNumber : null,
    minAmount: change.min,
    maxAmount: change.max,
    enabled: change.enabled ?? true,
    sequence: change.sequence ?? 0,
  };
}

/** Creates the channel or changes the given fields of it; the kind of an existing channel stays. */
export async function configureChannel(
  db: Db,
  config: PlatformConfig,
  code: string,
  change: ChannelChange,
  source: "api" | "cli",
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(depositChannels).where(eq(depositChannels.code, code)).for("update");
    if (before && change.kind && change.kind !== before.kind)
      throw new AppError("CONFLICT", `Channel ${code} is a ${before.kind} channel; add a new channel for another kind`);
    const kind = before?.kind ?? change.kind;
    const sandbox = kind === "gateway" && (change.adapter ?? before?.adapter) === "sandbox";
    if (isProduction(config) && sandbox && (!before || change.adapter || change.enabled))
      throw new AppError("FEATURE_DISABLED", SANDBOX_REFUSED);
    const min = change.min ?? before?.minAmount;
    const max = change.max ?? before?.maxAmount;
    if (min !== undefined && max !== undefined && max < min)
      throw new AppError("VALIDATION", "max: must not be below min");
    // What a change may set on an existing channel: its kind stays, the limits are settled above.
    const { enabled, name, sequence, bankName, accountName, accountNumber, adapter } = change;
    const [after] = before
      ? await tx
          .update(depositChannels)
          .set({
            enabled,
            name,
            sequence,
            bankName,
            accountName,
            accountNumber,
            ...(before.kind === "gateway" && adapter ? { adapter } : {}),
            minAmount: min,
            maxAmount: max,
          })
          .where(eq(depositChannels.code, code))
          .returning()
      : await tx.insert(depositChannels).values(newChannel(code, change)).returning();
    const view = operatorChannelView(after);
    await recordAudit(tx, {
      action: before ? "depositChannel.change" : "depositChannel.add",
      detail: { source, code, before: before ? operatorChannelView(before) : null, after: view },
    });
    return { action: before ? "depositChannel.change" : "depositChannel.add", channel: view };
  });
}
