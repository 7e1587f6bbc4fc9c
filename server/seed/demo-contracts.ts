import { isProduction, type PlatformConfig } from "../config.js";
import type { ContractKind } from "../../contract/contracts.js";
import type { Db } from "../db/connect.js";
import { findMemberByUsername } from "../modules/accounts/index.js";
import { answerContract, anyContract, offerContract, setContractFeature } from "../modules/agents/index.js";

// The demo's contracts: on a demo install's first start the operator enables every contract kind,
// offers agent1 (top-level) a contract of each and agent1 signs them; agent1 offers agent2 lower terms of
// each and agent2 signs; agent2 offers agent3 a daily salary that waits for agent3's answer. Each step is the
// state machine's own (the invariant checked, the events recorded, the messages sent). The settlement jobs
// then pay on the demo's real rounds: real-time within ten minutes of the start, hourly the next hour, daily
// and dividends after midnight. Production enables nothing and offers nothing.

const VND = 100n;
const tier = (minVnd: bigint, minActive: number, rateBp: number) => ({
  minValidBet: String(minVnd * VND),
  minActive,
  rateBp,
});
const salary = (...tiers: ReturnType<typeof tier>[]) => ({ tiers, activeMinBet: String(100n * VND) });

const FEATURES: { kind: ContractKind; maxRateBp: number }[] = [
  { kind: "dividend", maxRateBp: 3000 },
  { kind: "dailySalary", maxRateBp: 300 },
  { kind: "hourlySalary", maxRateBp: 100 },
  { kind: "realtimeSalary", maxRateBp: 100 },
];

const TERMS: Record<ContractKind, [top: unknown, second: unknown]> = {
  dividend: [
    { period: "Weekly", ...salary(tier(0n, 1, 2000), tier(10_000_000n, 3, 2500)) },
    { period: "Weekly", ...salary(tier(0n, 1, 1500)) },
  ],
  dailySalary: [salary(tier(0n, 1, 100), tier(5_000_000n, 3, 150)), salary(tier(0n, 1, 80), tier(5_000_000n, 3, 120))],
  hourlySalary: [salary(tier(0n, 1, 30)), salary(tier(0n, 1, 20))],
  realtimeSalary: [
    { profitRateBp: 30, lossRateBp: 60, minSingleBet: String(1_000n * VND) },
    { profitRateBp: 20, lossRateBp: 40, minSingleBet: String(1_000n * VND) },
  ],
};

export async function seedDemoContracts(db: Db, config: PlatformConfig): Promise<number> {
  if (isProduction(config)) return 0;
  const [agent1, agent2, agent3] = await Promise.all(
    ["agent1", "agent2", "agent3"].map((name) => findMemberByUsername(db, name)),
  );
  if (!agent1 || !agent2 || !agent3) return 0;
  if (await anyContract(db)) return 0;
  for (const feature of FEATURES) await setContractFeature(db, { ...feature, enabled: true, actor: "cli" });
  let signed = 0;
  for (const [kind, [top, second]] of Object.entries(TERMS) as [ContractKind, [unknown, unknown]][]) {
    const first = await offerContract(db, config, { upline: null, username: "agent1", kind, terms: top, actor: "cli" });
    await answerContract(db, agent1, { contractId: first.id, answer: "accept" });
    const next = await offerContract(db, config, { upline: agent1, username: "agent2", kind, terms: second });
    await answerContract(db, agent2, { contractId: next.id, answer: "accept" });
    signed += 2;
  }
  await offerContract(db, config, {
    upline: agent2,
    username: "agent3",
    kind: "dailySalary",
    terms: salary(tier(0n, 1, 50)),
  });
  return signed;
}
