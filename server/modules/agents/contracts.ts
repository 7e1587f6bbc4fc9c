import { and, desc, eq, inArray, max, sql } from "drizzle-orm";
import {
  CONTRACT_KINDS,
  RATE_MAX_BP,
  exceedsUpline,
  highestRate,
  termsSchema,
  type ContractKind,
  type ContractState,
  type ContractTerms,
} from "../../../contract/contracts.js";
import type { PlatformConfig } from "../../config.js";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { required } from "../../required.js";
import { findMemberByUsername, isAgent, lockMember, usernamesOf, type Member } from "../accounts/index.js";
import { sendSystemMessage } from "../messages/index.js";
import { recordAudit } from "../system/index.js";
import { contractEvents, contractFeatures, contractTerms, contracts } from "./schema.js";

// The contract state machine (ADR 0044). An upline offers terms to a direct downline agent (the operator to a
// top-level agent); the holder accepts or rejects; the upline may withdraw a waiting offer; either side asks
// to terminate and the other agrees or declines. Every step runs in one transaction that locks both agents,
// checks the invariant (a downline's terms never pay more than its upline's for the same team), records the
// event with who and when, and tells the other party.

export type Contract = typeof contracts.$inferSelect;
type Side = "upline" | "downline" | "operator" | "platform";

const LIVE: ContractState[] = ["offered", "signed"];

// ---------------------------------------------------------------------------------------------------
// Features and limits (operator)

export type ContractFeature = { kind: ContractKind; enabled: boolean; maxRateBp: number };

/** Every kind with what the operator set; a kind never set is disabled and capped at 100 %. */
export async function contractFeatureList(db: Db | Tx): Promise<ContractFeature[]> {
  const rows = await db.select().from(contractFeatures);
  const byKind = new Map(rows.map((r) => [r.kind, r]));
  return CONTRACT_KINDS.map((kind) => ({
    kind,
    enabled: byKind.get(kind)?.enabled ?? false,
    maxRateBp: byKind.get(kind)?.maxRateBp ?? RATE_MAX_BP,
  }));
}

async function featureOf(db: Db | Tx, kind: ContractKind): Promise<ContractFeature> {
  const [row] = await db.select().from(contractFeatures).where(eq(contractFeatures.kind, kind));
  return { kind, enabled: row?.enabled ?? false, maxRateBp: row?.maxRateBp ?? RATE_MAX_BP };
}

/** Enables or disables a kind and sets the top-level ceiling; audited. */
export async function setContractFeature(
  db: Db,
  input: { kind: ContractKind; enabled: boolean; maxRateBp?: number; actor: "api" | "cli" },
) {
  return db.transaction(async (tx) => {
    const before = await featureOf(tx, input.kind);
    const maxRateBp = input.maxRateBp ?? before.maxRateBp;
    await tx
      .insert(contractFeatures)
      .values({ kind: input.kind, enabled: input.enabled, maxRateBp })
      .onConflictDoUpdate({
        target: contractFeatures.kind,
        set: { enabled: input.enabled, maxRateBp, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      action: "contracts.feature",
      detail: { source: input.actor, kind: input.kind, before, after: { enabled: input.enabled, maxRateBp } },
    });
    return { action: "contracts.feature", kind: input.kind, enabled: input.enabled, maxRateBp };
  });
}

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

async function contractById(db: Db | Tx, id: string): Promise<Contract> {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id));
  if (!row) throw new AppError("NOT_FOUND", "No such contract");
  return row;
}

// ---------------------------------------------------------------------------------------------------
// The invariant

type Conflict = { contract: Contract; holder: string; upline: string | null; reason: string };

/**
 * The live contracts `holderId` gives its own direct downlines of this kind whose terms (signed or waiting)
 * would pay more than `terms`: what an offer of `terms` to the holder would break.
 */
async function conflictsBelow(tx: Tx, holderId: string, kind: ContractKind, terms: ContractTerms): Promise<Conflict[]> {
  const given = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.uplineId, holderId), eq(contracts.kind, kind), inArray(contracts.state, LIVE)));
  const names = await usernamesOf(tx, [holderId, ...given.map((c) => c.memberId)]);
  const found: Conflict[] = [];
  for (const contract of given) {
    for (const version of [contract.signedVersion, contract.pendingVersion]) {
      if (!version) continue;
      const reason = exceedsUpline(kind, terms, await termsOf(tx, contract.id, version));
      if (reason) {
        found.push({
          contract,
          holder: names.get(contract.memberId) ?? "",
          upline: names.get(holderId) ?? null,
          reason,
        });
        break;
      }
    }
  }
  return found;
}

/** Terms a holder may sign: within its upline's signed terms, or the operator's ceiling for a top-level agent. */
async function checkAgainstUpline(
  tx: Tx,
  contract: Pick<Contract, "uplineId" | "kind">,
  terms: ContractTerms,
): Promise<void> {
  const kind = contract.kind as ContractKind;
  if (contract.uplineId === null) {
    const { maxRateBp } = await featureOf(tx, kind);
    if (highestRate(kind, terms) > maxRateBp)
      throw new AppError("EXCEEDS_LIMIT", `The operator's limit for a top-level ${kind} contract is ${maxRateBp} bp`, {
        maxRateBp,
      });
    return;
  }
  const own = await signedTermsOf(tx, contract.uplineId, kind);
  if (!own)
    throw new AppError("EXCEEDS_UPLINE", `The upline has no signed ${kind} contract of its own to share`, {
      reason: "no signed contract of this kind",
    });
  const reason = exceedsUpline(kind, own, terms);
  if (reason)
    throw new AppError("EXCEEDS_UPLINE", `The terms pay more than the upline's own contract: ${reason}`, { reason });
}

function belowDownlines(conflicts: Conflict[]): AppError {
  return new AppError(
    "BELOW_DOWNLINES",
    `${conflicts.map((c) => c.holder).join(", ")} would be paid more than these terms give; end those contracts first, or offer with terminateLower`,
    {
      contracts: conflicts.map((c) => ({ id: c.contract.id, holder: c.holder, upline: c.upline, reason: c.reason })),
    },
  );
}

// ---------------------------------------------------------------------------------------------------
// Steps

async function record(
  tx: Tx,
  contract: Contract,
  actor: Side,
  actorId: string | null,
  action: string,
  version: number | null,
  detail: Record<string, unknown> = {},
) {
  await tx.insert(contractEvents).values({ contractId: contract.id, actor, actorId, action, version, detail });
}

/** Tells the other party (a member; the operator reads the events) what happened, once per event. */
async function tell(tx: Tx, memberId: string | null, contract: Contract, event: string, who: string, eventKey: string) {
  if (!memberId) return;
  if (event === "offered") {
    await sendSystemMessage(tx, {
      memberId,
      template: "contractOffered",
      params: { kind: contract.kind, username: who },
      eventKey,
    });
    return;
  }
  await sendSystemMessage(tx, {
    memberId,
    template: "contractUpdated",
    params: { kind: contract.kind, event, username: who },
    eventKey,
  });
}

async function lockBoth(tx: Tx, a: string | null, b: string | null) {
  for (const id of [a, b].filter((x): x is string => x !== null).sort()) await lockMember(tx, id);
}

async function update(tx: Tx, id: string, set: Partial<Contract>): Promise<Contract> {
  const [row] = await tx
    .update(contracts)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(contracts.id, id))
    .returning();
  return required(row, `contract ${id}`);
}

/**
 * Ends a contract and, since its holder then receives nothing of this kind, every live contract of the kind
 * the holder gave below it, down the tree (ADR 0044: the invariant holds on every path).
 */
async function endContract(
  tx: Tx,
  contract: Contract,
  actor: Side,
  actorId: string | null,
  action: string,
): Promise<Contract> {
  const ended = await update(tx, contract.id, {
    state: contract.state === "offered" ? "withdrawn" : "terminated",
    pendingVersion: null,
    terminationAskedBy: null,
    endedAt: new Date(),
  });
  await record(tx, contract, actor, actorId, action, contract.signedVersion);
  // Both sides hear of an end neither of them agreed to here (a cascade, the operator, a move, SPEC §4's
  // automatic end, named by the agent whose offer caused it); an agreed end is told by terminateStep.
  if (actor === "platform" || actor === "operator") {
    const who = actorId ? ((await usernamesOf(tx, [actorId])).get(actorId) ?? "") : "";
    for (const party of [contract.memberId, contract.uplineId])
      await tell(tx, party, contract, "terminated", who, `contract:${contract.id}:ended:${party}`);
  }
  const below = await tx
    .select()
    .from(contracts)
    .where(
      and(eq(contracts.uplineId, contract.memberId), eq(contracts.kind, contract.kind), inArray(contracts.state, LIVE)),
    );
  for (const child of below) await endContract(tx, child, "platform", null, "cascadeTerminated");
  return ended;
}

/**
 * An upline's offer (or the operator's, `upline` null, to a top-level agent): a new contract, or a new version
 * of the live one waiting for the holder's answer. `terminateLower` ends the holder's own contracts that the
 * new terms would no longer cover (SPEC §4), in the same transaction.
 */
export async function offerContract(
  db: Db,
  config: PlatformConfig,
  input: {
    upline: Member | null;
    username: string;
    kind: ContractKind;
    terms?: unknown;
    terminateLower?: boolean;
    actor?: "api" | "cli";
  },
): Promise<Contract> {
  const { upline, kind } = input;
  if (!(await featureOf(db, kind)).enabled)
    throw new AppError("CONTRACT_DISABLED", `${kind} contracts are not enabled`);
  const terms = parseTerms(kind, input.terms);
  const holder = await findMemberByUsername(db, input.username);
  if (!holder || (upline && holder.uplineId !== upline.id))
    throw new AppError("NOT_DOWNLINE", `${input.username} is not a direct downline of this agent`);
  if (!isAgent(config, holder.type))
    throw new AppError("NOT_AGENT", `${input.username} is not an agent: only an agent holds a contract`);
  if (!upline && holder.uplineId)
    throw new AppError(
      "NOT_DOWNLINE",
      `${input.username} has an upline: its contract comes from that upline, not from the operator`,
    );
  return db.transaction(async (tx) => {
    await lockBoth(tx, upline?.id ?? null, holder.id);
    const live = await liveContractOf(tx, holder.id, kind);
    if (live && live.uplineId !== (upline?.id ?? null))
      throw new AppError("CONTRACT_STATE", `${input.username} holds a ${kind} contract from another upline`);
    await checkAgainstUpline(tx, { uplineId: upline?.id ?? null, kind }, terms);
    const conflicts = await conflictsBelow(tx, holder.id, kind, terms);
    if (conflicts.length && !input.terminateLower) throw belowDownlines(conflicts);
    for (const c of conflicts) await endContract(tx, c.contract, "platform", upline?.id ?? null, "autoTerminated");
    const [created] = live
      ? [live]
      : await tx
          .insert(contracts)
          .values({ kind, memberId: holder.id, uplineId: upline?.id ?? null, state: "offered" })
          .returning();
    const contract = required(created, "the new contract");
    const [last] = await tx
      .select({ version: max(contractTerms.version) })
      .from(contractTerms)
      .where(eq(contractTerms.contractId, contract.id));
    const version = (last?.version ?? 0) + 1;
    await tx.insert(contractTerms).values({ contractId: contract.id, version, terms, offeredBy: upline?.id ?? null });
    const offered = await update(tx, contract.id, { pendingVersion: version });
    await record(
      tx,
      offered,
      upline ? "upline" : "operator",
      upline?.id ?? null,
      live ? "changeOffered" : "offered",
      version,
      { terminated: conflicts.map((c) => c.contract.id) },
    );
    await tell(tx, holder.id, offered, "offered", upline?.username ?? "", `contract:${contract.id}:v${version}`);
    if (!upline)
      await recordAudit(tx, {
        action: "contracts.offer",
        detail: { source: input.actor ?? "api", username: holder.username, kind, version, contractId: contract.id },
      });
    return offered;
  });
}

/** The holder's answer to the waiting offer or change. */
export async function answerContract(
  db: Db,
  holder: Member,
  input: { contractId: string; answer: "accept" | "reject" },
): Promise<Contract> {
  return db.transaction(async (tx) => {
    const found = await contractById(tx, input.contractId);
    if (found.memberId !== holder.id) throw new AppError("NOT_FOUND", "No such contract of yours");
    await lockBoth(tx, found.uplineId, holder.id);
    const contract = await contractById(tx, input.contractId);
    const version = contract.pendingVersion;
    if (!version || !LIVE.includes(contract.state as ContractState))
      throw new AppError("CONTRACT_STATE", "No offer is waiting for an answer on this contract");
    let answered: Contract;
    if (input.answer === "accept") {
      const terms = await termsOf(tx, contract.id, version);
      await checkAgainstUpline(tx, contract, terms);
      const conflicts = await conflictsBelow(tx, holder.id, contract.kind as ContractKind, terms);
      if (conflicts.length) throw belowDownlines(conflicts);
      await tx
        .update(contractTerms)
        .set({ acceptedAt: new Date() })
        .where(and(eq(contractTerms.contractId, contract.id), eq(contractTerms.version, version)));
      answered = await update(tx, contract.id, { state: "signed", signedVersion: version, pendingVersion: null });
    } else {
      answered = await update(
        tx,
        contract.id,
        contract.state === "offered"
          ? { state: "rejected", pendingVersion: null, endedAt: new Date() }
          : { pendingVersion: null },
      );
    }
    const event = input.answer === "accept" ? "accepted" : "rejected";
    await record(tx, contract, "downline", holder.id, event, version);
    await tell(tx, contract.uplineId, contract, event, holder.username, `contract:${contract.id}:v${version}:${event}`);
    return answered;
  });
}

/** The upline takes back its waiting offer or change. */
export async function withdrawOffer(db: Db, upline: Member, contractId: string): Promise<Contract> {
  return db.transaction(async (tx) => {
    const found = await contractById(tx, contractId);
    if (found.uplineId !== upline.id) throw new AppError("NOT_FOUND", "No such contract you offered");
    await lockBoth(tx, upline.id, found.memberId);
    const contract = await contractById(tx, contractId);
    const version = contract.pendingVersion;
    if (!version || !LIVE.includes(contract.state as ContractState))
      throw new AppError("CONTRACT_STATE", "No offer of yours is waiting on this contract");
    const withdrawn = await update(
      tx,
      contract.id,
      contract.state === "offered"
        ? { state: "withdrawn", pendingVersion: null, endedAt: new Date() }
        : { pendingVersion: null },
    );
    await record(tx, contract, "upline", upline.id, "withdrawn", version);
    await tell(
      tx,
      contract.memberId,
      contract,
      "withdrawn",
      upline.username,
      `contract:${contract.id}:v${version}:withdrawn`,
    );
    return withdrawn;
  });
}

/** Either side asks to end a signed contract; the other agrees (it ends) or either declines (it stands). */
export async function terminateStep(
  db: Db,
  agent: Member,
  input: { contractId: string; step: "ask" | "agree" | "decline" },
): Promise<Contract> {
  return db.transaction(async (tx) => {
    const found = await contractById(tx, input.contractId);
    const side = found.memberId === agent.id ? "downline" : found.uplineId === agent.id ? "upline" : null;
    if (!side) throw new AppError("NOT_FOUND", "No such contract of yours");
    await lockBoth(tx, found.uplineId, found.memberId);
    const contract = await contractById(tx, input.contractId);
    if (contract.state !== "signed") throw new AppError("CONTRACT_STATE", "Only a signed contract can be terminated");
    const other = side === "downline" ? contract.uplineId : contract.memberId;
    const asked = contract.terminationAskedBy;
    if (input.step === "ask") {
      if (asked) throw new AppError("CONTRACT_STATE", "A termination is already waiting for an answer");
      const updated = await update(tx, contract.id, { terminationAskedBy: side });
      await record(tx, contract, side, agent.id, "terminationAsked", contract.signedVersion);
      await tell(tx, other, contract, "terminationAsked", agent.username, `contract:${contract.id}:ask:${Date.now()}`);
      return updated;
    }
    if (!asked) throw new AppError("CONTRACT_STATE", "No termination is waiting for an answer");
    if (input.step === "agree") {
      if (asked === side)
        throw new AppError("CONTRACT_STATE", "The other side must agree to the termination you asked for");
      const ended = await endContract(tx, contract, side, agent.id, "terminated");
      await tell(tx, other, contract, "terminated", agent.username, `contract:${contract.id}:ended:${side}`);
      return ended;
    }
    const updated = await update(tx, contract.id, { terminationAskedBy: null });
    await record(tx, contract, side, agent.id, "terminationDeclined", contract.signedVersion);
    await tell(
      tx,
      other,
      contract,
      "terminationDeclined",
      agent.username,
      `contract:${contract.id}:decline:${Date.now()}`,
    );
    return updated;
  });
}

/**
 * A member moved under another upline (operator) keeps no contract from the old one: its live contracts end,
 * with those below it, in the move's transaction.
 */
export async function endContractsOnMove(tx: Tx, memberId: string): Promise<number> {
  const live = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.memberId, memberId), inArray(contracts.state, LIVE)));
  for (const contract of live) await endContract(tx, contract, "operator", null, "endedByMove");
  return live.length;
}

/** The operator ends a contract at once (and those below it); audited. */
export async function operatorTerminate(
  db: Db,
  input: { contractId: string; actor: "api" | "cli" },
): Promise<Contract> {
  return db.transaction(async (tx) => {
    const contract = await contractById(tx, input.contractId);
    if (!LIVE.includes(contract.state as ContractState))
      throw new AppError("CONTRACT_STATE", "The contract has already ended");
    await lockBoth(tx, contract.uplineId, contract.memberId);
    const ended = await endContract(tx, contract, "operator", null, "terminated");
    await recordAudit(tx, {
      action: "contracts.terminate",
      detail: { source: input.actor, contractId: contract.id, kind: contract.kind, memberId: contract.memberId },
    });
    return ended;
  });
}

// ---------------------------------------------------------------------------------------------------
// Views

export type ContractVersion = {
  version: number;
  terms: Record<string, unknown>;
  offeredAt: string;
  acceptedAt: string | null;
};

/** Contracts as the web shows them: usernames for ids, the signed and the waiting versions' terms. */
export async function contractViews(db: Db | Tx, rows: Contract[]) {
  if (!rows.length) return [];
  const names = await usernamesOf(db, [
    ...new Set(rows.flatMap((r) => [r.memberId, ...(r.uplineId ? [r.uplineId] : [])])),
  ]);
  const versions = await db
    .select()
    .from(contractTerms)
    .where(
      inArray(
        contractTerms.contractId,
        rows.map((r) => r.id),
      ),
    );
  const versionOf = (id: string, v: number | null): ContractVersion | null => {
    const row = v ? versions.find((x) => x.contractId === id && x.version === v) : undefined;
    return row
      ? {
          version: row.version,
          terms: row.terms as Record<string, unknown>,
          offeredAt: row.offeredAt.toISOString(),
          acceptedAt: row.acceptedAt?.toISOString() ?? null,
        }
      : null;
  };
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as ContractKind,
    holder: names.get(r.memberId) ?? "",
    upline: r.uplineId ? (names.get(r.uplineId) ?? "") : null,
    state: r.state as ContractState,
    signed: versionOf(r.id, r.signedVersion),
    pending: versionOf(r.id, r.pendingVersion),
    terminationAskedBy: (r.terminationAskedBy as "upline" | "downline" | null) ?? null,
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function contractView(db: Db | Tx, row: Contract) {
  return required((await contractViews(db, [row]))[0], "the contract's view");
}

/** Live contracts (offered or signed) before ended ones. */
const liveFirst = sql`${contracts.state} in ('offered', 'signed') desc`;

/** The member's own contract of a kind: the live one, else the last that ended. */
export async function ownContract(db: Db | Tx, memberId: string, kind: ContractKind): Promise<Contract | undefined> {
  const [row] = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.memberId, memberId), eq(contracts.kind, kind)))
    .orderBy(liveFirst, desc(contracts.updatedAt))
    .limit(1);
  return row;
}

/** The contracts an agent gave of a kind, live first, newest first, paged. */
export async function givenContracts(
  db: Db | Tx,
  uplineId: string,
  kind: ContractKind,
  page: { pageNo: number; pageSize: number },
) {
  const where = and(eq(contracts.uplineId, uplineId), eq(contracts.kind, kind));
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(contracts)
      .where(where)
      .orderBy(liveFirst, desc(contracts.updatedAt))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(contracts)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Whether any contract was ever offered (the demo seeds its contracts once). */
export async function anyContract(db: Db | Tx): Promise<boolean> {
  const [row] = await db.select({ id: contracts.id }).from(contracts).limit(1);
  return row !== undefined;
}

/** Which kinds wait for the member's answer: an offer or change to it, or a termination the other side asked. */
export async function waitingKinds(db: Db | Tx, memberId: string): Promise<Set<ContractKind>> {
  const rows = await db
    .select({
      kind: contracts.kind,
      memberId: contracts.memberId,
      pending: contracts.pendingVersion,
      asked: contracts.terminationAskedBy,
    })
    .from(contracts)
    .where(
      and(
        inArray(contracts.state, LIVE),
        sql`(${contracts.memberId} = ${memberId} or ${contracts.uplineId} = ${memberId})`,
      ),
    );
  const kinds = new Set<ContractKind>();
  for (const r of rows) {
    const side = r.memberId === memberId ? "downline" : "upline";
    if ((side === "downline" && r.pending) || (r.asked && r.asked !== side)) kinds.add(r.kind as ContractKind);
  }
  return kinds;
}
