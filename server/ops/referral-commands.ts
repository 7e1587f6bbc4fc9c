// The operator's invite-friends commands (ADR 0051):
//   referrals                  the newest friends registered through members' referral links, with their statuses
//   referrals <username>       one member's friends: figures within their days, status, reward or refusal
//   referrals run              pay the rewards due now (what the referral-rewards job does every five minutes)
import { operatorReferrals, payReferralRewards, referrerTypes } from "../modules/referral/index.js";
import { command, UsageError, type Reach } from "./command.js";
import { callPlatform } from "./platform-client.js";
import { platformThenDatabase } from "./reach.js";

type ReferralCommand = { action: "referrals.list"; referrer?: string } | { action: "referrals.run" };

export class ReferralUsageError extends UsageError {}

const PAGE_SIZE = 100;

export function parseReferralCommand(args: string[]): ReferralCommand {
  const [word, ...rest] = args;
  if (rest.length) throw new ReferralUsageError("referrals takes nothing, <username> or run");
  if (word === undefined) return { action: "referrals.list" };
  if (word === "run") return { action: "referrals.run" };
  if (!/^\S{1,64}$/.test(word)) throw new ReferralUsageError("referrals <username>: a username of 1 to 64 characters");
  return { action: "referrals.list", referrer: word };
}

async function handler(input: ReferralCommand, reach: Reach): Promise<number> {
  const { result, via } = await platformThenDatabase<unknown>(
    reach,
    () => {
      if (input.action === "referrals.run")
        return callPlatform(reach.baseUrl, reach.key, { method: "POST", path: "/ops/referrals/run" });
      const query = new URLSearchParams({
        pageSize: String(PAGE_SIZE),
        ...(input.referrer ? { referrer: input.referrer } : {}),
      });
      return callPlatform(reach.baseUrl, reach.key, { method: "GET", path: `/ops/referrals?${query}` });
    },
    (db) => {
      if (input.action === "referrals.run") return payReferralRewards(db, referrerTypes(reach.config));
      return operatorReferrals(
        db,
        { referrer: input.referrer, pageNo: 1, pageSize: PAGE_SIZE },
        referrerTypes(reach.config),
      );
    },
  );
  console.log(`${JSON.stringify(result, null, 2)}\n(${via})`);
  return 0;
}

export const referralsCommand = command<ReferralCommand>({
  name: "referrals",
  forms: [
    {
      arguments: "",
      help: "the newest friends registered through members' referral links: figures within their days, status, reward",
    },
    {
      arguments: "<username>",
      help: "one member's friends (an agent's are listed, never rewarded: agents earn through contracts)",
    },
    {
      arguments: "run",
      help: "pay the invite-friends rewards due now, once per friend (the referral-rewards job's work)",
    },
  ],
  parse: parseReferralCommand,
  handler,
});
