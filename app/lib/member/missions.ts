// Missions in the member's words (ADR 0052): a goal, a reward and the progress as message keys with
// their figures, from the mission's own rule. Shared by the server (notices) and the browser.
import { message } from "~/lib/forms/messages";
import { formatMinor } from "~contract/money";
import type { MissionGoal, MissionReward } from "~contract/missions";

/** "20 points" or "10,000.00 to your main wallet". */
export function rewardMessage(reward: MissionReward): string {
  return reward.kind === "points"
    ? message("member:missions.reward.points", { count: reward.points, points: reward.points.toLocaleString("en-US") })
    : message("member:missions.reward.bonus", { amount: formatMinor(reward.amount) });
}

/** The notice after a claim: "Claimed: 20 points." (a notice's parameters are plain figures, not messages). */
export function claimedMessage(reward: MissionReward): string {
  return reward.kind === "points"
    ? message("member:missions.claimedPoints", { count: reward.points, points: reward.points.toLocaleString("en-US") })
    : message("member:missions.claimedBonus", { amount: formatMinor(reward.amount) });
}

/** The goal as a sentence; a category is a key of the games namespace, ANY any game. */
export function goalMessage(goal: MissionGoal): string {
  const category =
    "category" in goal
      ? goal.category === "ANY"
        ? "member:missions.anyGame"
        : `games:category.${goal.category.toLowerCase()}`
      : "";
  switch (goal.kind) {
    case "validBet":
      return message("member:missions.goal.validBet", { amount: formatMinor(goal.amount), field: category });
    case "rounds":
      return message("member:missions.goal.rounds", { count: goal.count, field: category });
    case "deposits":
      return message("member:missions.goal.deposits", { amount: formatMinor(goal.amount) });
    case "loginStreak":
      return message("member:missions.goal.loginStreak", { count: goal.days });
    case "profile":
      return message("member:missions.goal.profile", { count: goal.fields.length });
  }
}

/** Progress and target as the member reads them: money for amounts, plain counts otherwise. */
export function progressFigures(
  goal: MissionGoal,
  progress: string,
  target: string,
): { progress: string; target: string } {
  const money = goal.kind === "validBet" || goal.kind === "deposits";
  const show = (value: string) => (money ? formatMinor(value) : BigInt(value).toLocaleString("en-US"));
  return { progress: show(progress), target: show(target) };
}
