import { formatForms, type TableEntry } from "./command.js";
import { agentsCommand, announceCommand } from "./agent-commands.js";
import { bannerCommand } from "./banner-commands.js";
import { contractsCommand, settlementsCommand } from "./contract-commands.js";
import { captchaCommand, demoCommand, memberCommand, outboxCommand } from "./account-commands.js";
import { careCommand } from "./care-commands.js";
import { cockfightCommand } from "./cockfight-commands.js";
import { eventsCommand } from "./events-commands.js";
import { vendorCommand, vendorsCommand } from "./game-commands.js";
import { jobCommand, jobsCommand } from "./job-commands.js";
import { lotteryCommand } from "./lottery-commands.js";
import { feedbackCommand, messageCommand, messagesCommand } from "./message-commands.js";
import {
  channelCommand,
  channelsCommand,
  depositCommand,
  depositsCommand,
  withdrawalCommand,
  withdrawalsCommand,
} from "./payment-commands.js";
import { mirrorsCommand } from "./mirror-commands.js";
import { serviceCommand, socialCommand } from "./contact-commands.js";
import { leaderboardsCommand, missionsCommand } from "./mission-commands.js";
import { pointsCommand } from "./points-commands.js";
import { promotionsCommand } from "./promotion-commands.js";
import { referralsCommand } from "./referral-commands.js";
import {
  maintenanceCommand,
  regionCommand,
  registerCommand,
  settingsCommand,
  toggleCommand,
} from "./settings-commands.js";
import { vipCommand } from "./vip-commands.js";
import { adjustCommand, ledgerCommand } from "./wallet-commands.js";

// Every operator command, in the order `help` lists them; a new capability adds its entries here.
export const COMMANDS: readonly TableEntry[] = [
  maintenanceCommand,
  regionCommand,
  settingsCommand,
  registerCommand,
  toggleCommand,
  mirrorsCommand,
  serviceCommand,
  socialCommand,
  memberCommand,
  careCommand,
  demoCommand,
  adjustCommand,
  ledgerCommand,
  depositsCommand,
  depositCommand,
  withdrawalsCommand,
  withdrawalCommand,
  channelsCommand,
  channelCommand,
  messageCommand,
  messagesCommand,
  feedbackCommand,
  vendorsCommand,
  vendorCommand,
  lotteryCommand,
  eventsCommand,
  cockfightCommand,
  agentsCommand,
  announceCommand,
  bannerCommand,
  contractsCommand,
  settlementsCommand,
  promotionsCommand,
  pointsCommand,
  vipCommand,
  missionsCommand,
  leaderboardsCommand,
  referralsCommand,
  jobsCommand,
  jobCommand,
  outboxCommand,
  captchaCommand,
];

export const HELP_WORDS: readonly string[] = ["help", "--help", "-h"];

export const usage = `Usage: npm run ops -- <command>

${COMMANDS.map((c) => formatForms(c.name, c.forms)).join("\n")}
${formatForms("help", [{ arguments: "", help: "print this text" }])}

The CLI talks to the running platform at WPS_URL (default http://127.0.0.1:PLATFORM_PORT) with the key
from OPERATOR_KEY or DATA_DIR/operator.key. When the platform is not running it changes the database
directly (DATABASE_URL, or the embedded database under DATA_DIR).`;
