import { sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/connect.js";
import { operatorAudit } from "./schema.js";

export type AuditEntry = { action: string; detail: Record<string, unknown> };

/**
 * Every operator change is written here, in the caller's transaction, so the change and its trail
 * commit together. The one writer of the audit table (ADR 0020).
 */
export async function recordAudit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(operatorAudit).values(entry);
}

/**
 * The audit row of a ledger transfer, written by the statement that posts it (ADR 0026): a data-modifying
 * CTE over the CTE `posted`, whose column `answer` is ledger_post's answer. The row is written when the
 * transfer moved money (not for a refusal, nor for a key that answers its first transfer), with the
 * transfer's id added to its detail as `transferId`; the post and its trail commit together or not at all.
 */
export function auditOfPosted(entry: AuditEntry): SQL {
  return sql`insert into ${operatorAudit} (action, detail) select ${entry.action}, ${JSON.stringify(entry.detail)}::jsonb || jsonb_build_object('transferId', (answer->>'id')::bigint) from posted where answer->>'status' = 'ok' and answer->>'replayed' = 'false'`;
}
