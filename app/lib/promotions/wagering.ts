// A held bonus's wagering as the member sees it (ADR 0046): how far it has come, in whole percent.

/** Progress toward a target as a whole percent, floored and at most 100; a bonus without a target is done. */
export function wageringPercent(progress: string, target: string): number {
  const goal = BigInt(target);
  if (goal <= 0n) return 100;
  const percent = (BigInt(progress) * 100n) / goal;
  return Number(percent > 100n ? 100n : percent);
}
