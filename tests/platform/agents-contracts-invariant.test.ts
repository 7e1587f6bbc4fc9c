import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { exceedsUpline, type SalaryTerms } from "../../contract/contracts.js";
import type { Db } from "../../server/db/connect.js";
import { contractTerms, contracts } from "../../server/db/schema.js";
import { createMember, findMemberById, MEMBER_TYPE, type Member } from "../../server/modules/accounts/index.js";
import { answerContract, moveMember, offerContract, setContractFeature } from "../../server/modules/agents/index.js";
import { terminateStep } from "../../server/modules/agents/contracts.js";
import { startPlatform, type Platform } from "./harness.js";
import { prng } from "../support/prng.js";

// The rate invariant as a property (ADR 0044): over random trees of agents and random sequences of offers,
// changes, answers, terminations and moves — whatever each step answers — every signed contract's terms
// stay within its upline's signed terms, along every path.

let platform: Platform;
let db: Db;
afterAll(() => platform.close());
beforeAll(async () => {
  platform = await startPlatform();
  db = platform.database.db;
  await setContractFeature(db, { kind: "dailySalary", enabled: true, maxRateBp: 400, actor: "api" });
});

function randomTerms(r: ReturnType<typeof prng>): SalaryTerms {
  const count = 1 + r.int(0, 2);
  let bet = 0;
  let active = 0;
  let rate = 0;
  const tiers = Array.from({ length: count }, () => {
    bet += r.int(0, 2) * 100_000;
    active += r.int(0, 2);
    rate += 1 + r.int(0, 119);
    return { minValidBet: String(bet), minActive: active, rateBp: rate };
  });
  return { tiers, activeMinBet: String(1 + r.int(0, 2) * 100) };
}

/** Terms near the offering agent's own: mostly within them, sometimes above (to be refused), sometimes lower. */
async function nearTerms(r: ReturnType<typeof prng>, agentId: string): Promise<SalaryTerms> {
  const [own] = await db
    .select({ terms: contractTerms.terms })
    .from(contracts)
    .innerJoin(
      contractTerms,
      and(eq(contractTerms.contractId, contracts.id), eq(contractTerms.version, contracts.signedVersion)),
    )
    .where(and(eq(contracts.memberId, agentId), eq(contracts.kind, "dailySalary"), eq(contracts.state, "signed")));
  if (!own) return randomTerms(r);
  const base = own.terms as SalaryTerms;
  let rate = 0;
  const tiers = base.tiers.map((t) => {
    rate = Math.max(rate + 1, Math.floor(t.rateBp * (0.5 + r.next() * 0.6)));
    return {
      minValidBet: String(Number(t.minValidBet) + r.int(0, 1) * 100_000),
      minActive: t.minActive + r.int(0, 1),
      rateBp: rate,
    };
  });
  return { tiers, activeMinBet: String(Number(base.activeMinBet) + r.int(0, 1) * 100) };
}

async function violations(): Promise<string[]> {
  const signed = await db
    .select()
    .from(contracts)
    .where(and(eq(contracts.kind, "dailySalary"), eq(contracts.state, "signed")));
  const terms = signed.length
    ? await db
        .select()
        .from(contractTerms)
        .where(
          inArray(
            contractTerms.contractId,
            signed.map((c) => c.id),
          ),
        )
    : [];
  const termsOf = (c: (typeof signed)[number]) =>
    terms.find((t) => t.contractId === c.id && t.version === c.signedVersion)!.terms as SalaryTerms;
  const found: string[] = [];
  for (const c of signed) {
    if (!c.uplineId) continue;
    const upline = signed.find((u) => u.memberId === c.uplineId);
    if (!upline) found.push(`${c.memberId} holds a signed contract from ${c.uplineId}, which holds none`);
    else {
      const reason = exceedsUpline("dailySalary", termsOf(upline), termsOf(c));
      if (reason) found.push(`${c.memberId}: ${reason}`);
    }
  }
  return found;
}

describe("the rate invariant over random trees and random steps", () => {
  for (const seed of [1, 2, 3]) {
    it(`holds after every step (seed ${seed})`, async () => {
      const r = prng(seed);
      const agents: Member[] = [];
      for (let i = 0; i < 10; i += 1) {
        const upline = i === 0 || r.next() < 0.2 ? null : r.pick(agents);
        agents.push(
          await createMember(db, {
            username: `inv${seed}_${i}`,
            type: upline ? MEMBER_TYPE.subAgent : MEMBER_TYPE.agent,
            uplineId: upline?.id ?? null,
            passwordHash: "x",
          }),
        );
      }
      const outcomes: Record<string, number> = {};
      let reached = 0;
      for (let step = 0; step < 120; step += 1) {
        const fresh = await Promise.all(agents.map(async (a) => (await findMemberById(db, a.id))!));
        const actor = r.pick(fresh);
        const kind = r.int(0, 9);
        let outcome = "ok";
        try {
          if (kind < 4) {
            // An offer to the actor from its upline (near the upline's own terms), or from the operator when it has none.
            const upline = actor.uplineId ? (fresh.find((m) => m.id === actor.uplineId) ?? null) : null;
            const terms = upline ? await nearTerms(r, upline.id) : randomTerms(r);
            const offered = await offerContract(db, platform.config, {
              upline,
              username: actor.username,
              kind: "dailySalary",
              terms,
              terminateLower: r.next() < 0.5,
              actor: "api",
            });
            const target = actor;
            // Most offers are answered at once, so that the walk builds deep chains of signed contracts.
            if (r.next() < 0.7) await answerContract(db, target, { contractId: offered.id, answer: "accept" });
          } else {
            // In the agents' order, so that a seed replays the same walk whatever ids the rows got.
            const order = (id: string) => agents.findIndex((a) => a.id === id);
            const live = (
              await db
                .select()
                .from(contracts)
                .where(and(eq(contracts.kind, "dailySalary"), inArray(contracts.state, ["offered", "signed"])))
            )
              .filter((c) => order(c.memberId) >= 0)
              .sort((a, b) => order(a.memberId) - order(b.memberId));
            if (!live.length) continue;
            const c = r.pick(live);
            const holder = (await findMemberById(db, c.memberId))!;
            const upline = c.uplineId ? (await findMemberById(db, c.uplineId))! : null;
            if (kind < 8 && c.pendingVersion)
              await answerContract(db, holder, { contractId: c.id, answer: r.next() < 0.8 ? "accept" : "reject" });
            else if (kind < 9 && upline)
              await terminateStep(db, r.next() < 0.5 ? holder : upline, {
                contractId: c.id,
                step: r.pick(["ask", "agree", "decline"] as const),
              });
            else if (kind === 9) {
              const mover = r.pick(fresh.slice(1));
              const to = r.pick(fresh);
              await moveMember(db, platform.config, {
                username: mover.username,
                upline: to.id === mover.id ? null : to.username,
                actor: "api",
              });
            }
          }
        } catch (error) {
          outcome = (error as { code?: string }).code ?? "ERROR";
          if (outcome === "ERROR") throw error;
        }
        outcomes[`${kind < 4 ? "offer" : kind < 8 ? "answer" : kind < 9 ? "end" : "move"}:${outcome}`] =
          (outcomes[`${kind < 4 ? "offer" : kind < 8 ? "answer" : kind < 9 ? "end" : "move"}:${outcome}`] ?? 0) + 1;
        expect(await violations(), `seed ${seed}, step ${step}`).toEqual([]);
        const between = await db
          .select({ id: contracts.id })
          .from(contracts)
          .where(and(eq(contracts.state, "signed"), isNotNull(contracts.uplineId)));
        reached = Math.max(reached, between.length);
      }
      // The walk did reach signed contracts between agents, and refusals, or it proved nothing.
      expect(reached, "signed contracts between agents at once").toBeGreaterThan(1);
      expect(Object.keys(outcomes).length, JSON.stringify(outcomes)).toBeGreaterThan(2);
    });
  }
});
