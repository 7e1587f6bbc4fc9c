// The contract state machine (ADR 0044). An upline offers terms to a direct downline agent (the operator to a
// top-level agent); the holder accepts or rejects; the upline may withdraw a waiting offer; either side asks
// to terminate and the other agrees or declines. Every step runs in one transaction that locks both agents,
// checks the invariant (a downline's terms never pay more than its upline's for the same team), records the
// event with who and when, and tells the other party. The terms, the features, the invariant and the views are
// in the contract-*.ts files beside this one.
import { and, eq, inArray, max } from "drizzle-orm";
import { type ContractKind, type ContractState } from "../../../contract/contracts.js";
import type { PlatformConfig } from "../../config.js";
import type { Db, Tx } from "../../db/connect.js";
import { AppError } from "../errors.js";
import { required } from "../../required.js";
import { findMemberByUsername, isAgent, lockMember, usernamesOf, type Member } from "../accounts/index.js";
import { sendSystemMessage } from "../messages/index.js";
import { recordAudit } from "../system/index.js";
import { contractEvents, contractTerms, contracts } from "./schema.js";
import { featureOf } from "./contract-features.js";
import { belowDownlines, checkAgainstUpline, conflictsBelow } from "./contract-invariant.js";
import { contractById, LIVE, liveContractOf, parseTerms, termsOf, type Contract } from "./contract-terms.js";

type Side = "upline" | "downline" | "operator" | "platform";

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
