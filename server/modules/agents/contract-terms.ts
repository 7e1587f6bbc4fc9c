// A contract and its terms as stored (ADR 0044): each version's terms read with its kind's schema, the live
// contract (offered or signed) of a holder.
import { and, eq, inArray } from "drizzle-orm";
import { termsSchema, type ContractKind, type ContractState, type ContractTerms } from "../../../contract/contracts.js";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { contractTerms, contracts } from "./schema.js";

export type Contract = typeof contracts.$inferSelect;

export const LIVE: ContractState[] = ["offered", "signed"];

// ---------------------------------------------------------------------------------------------------
// Reading

/** Terms parsed with the kind's schema: a VALIDATION refusal naming the first problem. */
export function parseTerms(kind: ContractKind, terms: unknown): ContractTerms {
  const parsed = termsSchema[kind].safeParse(terms);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError(
      "VALIDATION",
      `terms${issue?.path.length ? `.${issue.path.join(".")}` : ""}: ${issue?.message ?? "invalid"}`,
      { issues: parsed.error.issues },
    );
  }
  return parsed.data as ContractTerms;
}

export async function termsOf(db: Db | Tx, contractId: string, version: number): Promise<ContractTerms> {
  const [row] = await db
    .select({ terms: contractTerms.terms })
    .from(contractTerms)
    .where(and(eq(contractTerms.contractId, contractId), eq(contractTerms.version, version)));
  if (!row) throw new Error(`contract ${contractId} has no version ${version}`);
  return row.terms as ContractTerms;
}

/** The member's live contract of this kind (offered or signed), if any. */
export async function liveContractOf(db: Db | Tx, memberId: string, kind: ContractKind): Promise<Contract | undefined> {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.memberId, memberId), eq(contracts.kind, kind), inArray(contracts.state, LIVE)));
  return row;
}

/** The terms in force of the member's signed contract of this kind; null when it has none. */
export async function signedTermsOf(db: Db | Tx, memberId: string, kind: ContractKind): Promise<ContractTerms | null> {
  const live = await liveContractOf(db, memberId, kind);
  return live?.signedVersion ? termsOf(db, live.id, live.signedVersion) : null;
}

export async function contractById(db: Db | Tx, id: string): Promise<Contract> {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id));
  if (!row) throw new AppError("NOT_FOUND", "No such contract");
  return row;
}
