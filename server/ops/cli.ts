// `npm run ops -- <command>`: the operator's switches (DESIGN §9). Prefers the running
// platform's API, so the change is live at once and audited there; falls back to the
// database only when nothing listens (the data-dir lock refuses a platform still holding it).
import { ConfigError, readPlatformConfig, type PlatformConfig } from "../config.js";
import { openDatabase } from "../db/connect.js";
import { DataDirBusyError } from "../db/lock.js";
import { readOperatorKey } from "../http/operator.js";
import { applyOperatorCommand, readOperatorSettings, type OperatorSettings } from "../modules/system/operator-settings.js";
import { describeSettings, headline, parseCommand, usage, UsageError, type CliCommand } from "./commands.js";
import { PlatformDownError, PlatformRefusedError, sendToPlatform } from "./platform-client.js";

type Command = Exclude<CliCommand, { action: "help" }>;

async function throughDatabase(config: PlatformConfig, command: Command): Promise<OperatorSettings> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    return command.action === "settings"
      ? await readOperatorSettings(database.db)
      : await applyOperatorCommand(database.db, command, "cli");
  } finally {
    await database.close();
  }
}

async function run(args: string[]): Promise<number> {
  let command: CliCommand;
  try {
    command = parseCommand(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`ops: ${error.message}\n\n${usage}`);
    return 2;
  }
  if (command.action === "help") {
    console.log(usage);
    return 0;
  }

  const config = readPlatformConfig();
  const baseUrl = (config.WPS_URL ?? `http://127.0.0.1:${config.PLATFORM_PORT}`).replace(/\/$/, "");
  const key = readOperatorKey(config.OPERATOR_KEY, config.dataDir);
  let settings: OperatorSettings;
  let via: string;
  try {
    settings = await sendToPlatform(baseUrl, key, command);
    via = `through the platform at ${baseUrl}`;
  } catch (error) {
    if (!(error instanceof PlatformDownError)) throw error;
    try {
      settings = await throughDatabase(config, command);
    } catch (dbError) {
      if (dbError instanceof DataDirBusyError) {
        const reason = dbError.message.charAt(0).toLowerCase() + dbError.message.slice(1);
        throw new DataDirBusyError(`nothing answers at ${baseUrl}, yet ${reason} Check WPS_URL or PLATFORM_PORT.`);
      }
      throw dbError;
    }
    via = `in the database directly, as no platform answers at ${baseUrl}`;
  }
  console.log(`${headline(command)}: ${describeSettings(settings)} (${via})`);
  return 0;
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    const known = error instanceof PlatformRefusedError || error instanceof DataDirBusyError || error instanceof ConfigError;
    console.error(`ops: ${known ? error.message : `failed: ${(error as Error).stack ?? error}`}`);
    process.exit(1);
  },
);
