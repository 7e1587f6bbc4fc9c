// `npm run ops -- <command>`: the operator's switches (DESIGN §9), one entry each in the table of
// commands.ts. Every command prefers the running platform's API and falls back to the database (reach.ts).
import { ConfigError, readPlatformConfig } from "../config.js";
import { DataDirBusyError } from "../db/lock.js";
import { AppError } from "../http/envelope.js";
import { readOperatorKey } from "../http/operator.js";
import { UnknownMemberError } from "../modules/accounts/index.js";
import { ContactRefusedError, MirrorRefusedError, UnknownSwitchError } from "../modules/merchant/index.js";
import { UsageError, type Reach } from "./command.js";
import { COMMANDS, HELP_WORDS, usage } from "./commands.js";
import { PlatformRefusedError } from "./platform-client.js";

/** The command's action, validated before anything is contacted. */
function prepare(args: string[]): ((reach: Reach) => Promise<number>) | "help" {
  const [name, ...rest] = args;
  if (name === undefined || HELP_WORDS.includes(name)) return "help";
  const action = COMMANDS.find((c) => c.name === name)?.prepare(rest);
  if (!action) throw new UsageError(`unknown command: ${args.join(" ")}`);
  return action;
}

async function run(args: string[]): Promise<number> {
  let action: ReturnType<typeof prepare>;
  try {
    action = prepare(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`ops: ${error.message}\n\n${usage}`);
    return 2;
  }
  if (action === "help") {
    console.log(usage);
    return 0;
  }
  const config = readPlatformConfig();
  const baseUrl = (config.WPS_URL ?? `http://127.0.0.1:${config.PLATFORM_PORT}`).replace(/\/$/, "");
  return action({ config, baseUrl, key: readOperatorKey(config.OPERATOR_KEY, config.dataDir) });
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    const known =
      error instanceof PlatformRefusedError ||
      error instanceof DataDirBusyError ||
      error instanceof ConfigError ||
      error instanceof UnknownSwitchError ||
      error instanceof MirrorRefusedError ||
      error instanceof ContactRefusedError ||
      error instanceof UnknownMemberError ||
      error instanceof AppError;
    console.error(`ops: ${known ? error.message : `failed: ${(error as Error).stack ?? error}`}`);
    process.exit(1);
  },
);
