import { agentFigures } from "./agent-figures.js";
import { careNotices } from "./care-notices.js";
import { dailySalary, dividends, hourlySalary, realtimeSalary } from "./contract-settlements.js";
import { eventsSandbox, eventsSettlement } from "./events.js";
import { inhouseRoundRecovery } from "./inhouse-round-recovery.js";
import { pointsAccrual, promotionDraws, promotionRebates, promotionWagering } from "./promotions.js";
import type { Job } from "./job.js";
import { jobRunsCleanup } from "./job-runs-cleanup.js";
import { leaderboardPrizes } from "./leaderboard-prizes.js";
import { lotteryDraws, lotterySettlement } from "./lottery.js";
import { referralRewards } from "./referral.js";
import { selfExclusionPayout } from "./self-exclusion-payout.js";
import { vipLevels } from "./vip.js";
import { withdrawalAutoReceipt } from "./withdrawal-auto-receipt.js";

// Every job the platform runs; a new engine's job is one file and one line here.
const periodic: readonly Job[] = [
  withdrawalAutoReceipt,
  inhouseRoundRecovery,
  careNotices,
  selfExclusionPayout,
  agentFigures,
  dailySalary,
  hourlySalary,
  realtimeSalary,
  dividends,
  promotionWagering,
  promotionDraws,
  pointsAccrual,
  promotionRebates,
  referralRewards,
  leaderboardPrizes,
  vipLevels,
  lotteryDraws,
  lotterySettlement,
  eventsSettlement,
  eventsSandbox,
];

export const JOBS: readonly Job[] = [...periodic, jobRunsCleanup(periodic)];

export const findJob = (name: string): Job | undefined => JOBS.find((job) => job.name === name);
