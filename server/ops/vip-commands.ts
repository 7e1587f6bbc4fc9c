// The operator's VIP commands (ADR 0050):
//   vip                        the VIP table in force (levels, thresholds, bonuses, limits, rebate rates)
//   vip levels '<json>'        set a new table { periodDays, levels: [...] } (a new version); audited
//   vip member <username>      a member's level, since when, the period's figures and the bonuses paid
//   vip recompute              rank every member now and pay the bonuses due (what the vip-levels job does)
import { operatorMemberVip, recomputeVip, setVipSettings, vipMemberTypes, vipTable } from "../modules/loyalty/index.js";
import { command, UsageError, type Reach } from "./command.js";
import { callPlatform } from "./platform-client.js";
import { platformThenDatabase } from "./reach.js";

type VipCommand =
  | { action: "vip.show" }
  | { action: "vip.levels"; body: Record<string, unknown> }
  | { action: "vip.member"; username: string }
  | { action: "vip.recompute" };

export class VipUsageError extends UsageError {}

export function parseVipCommand(args: string[]): VipCommand {
  const [verb, ...rest] = args;
  if (verb === undefined) return { action: "vip.show" };
  if (verb === "levels" && rest.length === 1) {
    let body: unknown;
    try {
      body = JSON.parse(rest[0] as string);
    } catch {
      throw new VipUsageError('vip levels needs \'<json>\': { "periodDays": 30, "levels": [ … ] }');
    }
    if (!body || typeof body !== "object" || Array.isArray(body))
      throw new VipUsageError("vip levels needs a JSON object");
    return { action: "vip.levels", body: body as Record<string, unknown> };
  }
  if (verb === "member" && rest.length === 1 && rest[0]) return { action: "vip.member", username: rest[0] };
  if (verb === "recompute" && rest.length === 0) return { action: "vip.recompute" };
  throw new VipUsageError("vip takes nothing, levels '<json>', member <username> or recompute");
}

async function handler(input: VipCommand, reach: Reach): Promise<number> {
  const { result, via } = await platformThenDatabase<unknown>(
    reach,
    () => {
      if (input.action === "vip.levels")
        return callPlatform(reach.baseUrl, reach.key, { method: "PUT", path: "/ops/vip/levels", body: input.body });
      if (input.action === "vip.member")
        return callPlatform(reach.baseUrl, reach.key, {
          method: "GET",
          path: `/ops/vip/members/${encodeURIComponent(input.username)}`,
        });
      if (input.action === "vip.recompute")
        return callPlatform(reach.baseUrl, reach.key, { method: "POST", path: "/ops/vip/recompute" });
      return callPlatform(reach.baseUrl, reach.key, { method: "GET", path: "/ops/vip/levels" });
    },
    (db) => {
      if (input.action === "vip.levels") return setVipSettings(db, input.body, "cli");
      if (input.action === "vip.member") return operatorMemberVip(db, input.username);
      if (input.action === "vip.recompute") return recomputeVip(db, new Date(), vipMemberTypes(reach.config));
      return vipTable(db);
    },
  );
  console.log(`${JSON.stringify(result, null, 2)}\n(${via})`);
  return 0;
}

export const vipCommand = command<VipCommand>({
  name: "vip",
  forms: [
    {
      arguments: "",
      help: "the VIP table in force: each level's thresholds over the period, bonuses, withdrawals a day and rebate rates",
    },
    {
      arguments: "levels '<json>'",
      help: 'set a new table { "periodDays": 30, "levels": [ … ] } (a new version); audited',
    },
    {
      arguments: "member <username>",
      help: "a member's level, since when, the period's valid bet and deposits, the bonuses paid",
    },
    {
      arguments: "recompute",
      help: "rank every member now and pay the VIP bonuses due, once each (the vip-levels job's work)",
    },
  ],
  parse: parseVipCommand,
  handler,
});
