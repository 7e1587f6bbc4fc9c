import { eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, Tx } from "../../db/connect.js";
import { settings } from "./schema.js";
import { recordAudit } from "./audit.js";
import { bumpSiteVersion } from "./site-version.js";
import { normalizeCidr } from "./region.js";

// What the operator can change while the site runs: maintenance and
// region lists. The API (/ops) and the CLI's database fallback both go through
// applyOperatorCommand, so the rules and the audit trail are the same either way.

const maintenanceValue = z.object({ enabled: z.boolean(), until: z.string().nullable().default(null) });
const regionValue = z.object({ block: z.array(z.string()).default([]), allow: z.array(z.string()).default([]) });
type MaintenanceValue = z.infer<typeof maintenanceValue>;
type RegionValue = z.infer<typeof regionValue>;

const KEYS = { maintenance: "maintenance", region: "region" } as const;
const DEFAULTS = {
  maintenance: { enabled: false, until: null } as MaintenanceValue,
  region: { block: [], allow: [] } as RegionValue,
};

export type OperatorSettings = {
  maintenance: boolean;
  maintenanceUntil: string | null;
  region: { block: string[]; allow: string[] };
};

export type OperatorCommand =
  | { action: "maintenance"; enabled: boolean; until?: string | null }
  | { action: "region.block"; cidr: string }
  | { action: "region.allow"; cidr: string }
  | { action: "region.clear" };

/** Who asked: the operator API, the operator CLI, or a demo install's own seed. */
export type CommandSource = "api" | "cli" | "seed";

function toSettings(maintenance: MaintenanceValue, region: RegionValue): OperatorSettings {
  return { maintenance: maintenance.enabled, maintenanceUntil: maintenance.until, region };
}

function fromRows(rows: { key: string; value: unknown }[]): { maintenance: MaintenanceValue; region: RegionValue } {
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return {
    maintenance: byKey.has(KEYS.maintenance)
      ? maintenanceValue.parse(byKey.get(KEYS.maintenance))
      : DEFAULTS.maintenance,
    region: byKey.has(KEYS.region) ? regionValue.parse(byKey.get(KEYS.region)) : DEFAULTS.region,
  };
}

/** One query, on every status call: other platform copies and the CLI may have changed it. */
export async function readOperatorSettings(db: Db | Tx): Promise<OperatorSettings> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [KEYS.maintenance, KEYS.region]));
  const current = fromRows(rows);
  return toSettings(current.maintenance, current.region);
}

function addRange(list: string[], cidr: string | undefined): string[] {
  return cidr === undefined || list.includes(cidr) ? list : [...list, cidr];
}

function nextRegion(
  region: RegionValue,
  action: "region.block" | "region.allow" | "region.clear",
  cidr?: string,
): RegionValue {
  if (action === "region.clear") return { block: [], allow: [] };
  if (action === "region.block") return { ...region, block: addRange(region.block, cidr) };
  return { ...region, allow: addRange(region.allow, cidr) };
}

/**
 * Applies one operator change atomically and records it in operator_audit.
 * Throws InvalidCidrError for a bad range (the caller turns it into its own error).
 */
export async function applyOperatorCommand(
  db: Db,
  command: OperatorCommand,
  source: CommandSource,
): Promise<OperatorSettings> {
  const cidr = "cidr" in command ? normalizeCidr(command.cidr) : undefined;
  return db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values([
        { key: KEYS.maintenance, value: DEFAULTS.maintenance },
        { key: KEYS.region, value: DEFAULTS.region },
      ])
      .onConflictDoNothing();
    // Row locks serialize concurrent changes so that two additions never lose one another.
    const rows = await tx
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(inArray(settings.key, [KEYS.maintenance, KEYS.region]))
      .for("update");
    let { maintenance, region } = fromRows(rows);

    if (command.action === "maintenance") {
      maintenance = { enabled: command.enabled, until: command.enabled ? (command.until ?? null) : null };
      await save(tx, KEYS.maintenance, maintenance);
    } else {
      region = nextRegion(region, command.action, cidr);
      await save(tx, KEYS.region, region);
    }
    const { action, ...args } = command;
    await recordAudit(tx, { action, detail: { source, ...args, ...(cidr ? { cidr } : {}) } });
    await bumpSiteVersion(tx);
    return toSettings(maintenance, region);
  });
}

async function save(tx: Tx, key: string, value: unknown): Promise<void> {
  await tx
    .update(settings)
    .set({ value, updatedAt: sql`now()` })
    .where(eq(settings.key, key));
}
