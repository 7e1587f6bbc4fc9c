// `npm run ops -- <command>`: the operator's switches (DESIGN §9). Prefers the running
// platform's API, so the change is live at once and audited there; falls back to the
// database only when nothing listens (the data-dir lock refuses a platform still holding it).
import fs from "node:fs";
import path from "node:path";
import { ConfigError, isProduction, readPlatformConfig, type PlatformConfig } from "../config.js";
import { openDatabase, type Database } from "../db/connect.js";
import { DataDirBusyError } from "../db/lock.js";
import { readOperatorKey } from "../http/operator.js";
import { applyOperatorCommand, readOperatorSettings, type OperatorSettings } from "../modules/system/index.js";
import { applyMemberCommand, describeDemoRetire, describeMemberCommand, type MemberCommandResult, newestCaptchaAnswer, type OutboxMessage, readOutbox, retireDemoAccounts, UnknownMemberError } from "../modules/accounts/index.js";
import { channelChange, configureChannel, decideDeposit, decideWithdrawal, operatorChannels, operatorDeposits, operatorWithdrawals, readProof } from "../modules/payments/index.js";
import { describeCaptchaAnswer, describeOutbox, describeSettings, headline, parseCommand, usage, UsageError, type CliCommand } from "./commands.js";
import { applySiteSwitch, describeSiteSwitch, UnknownSwitchError, type SiteSwitchResult } from "../modules/merchant/index.js";
import { fetchCaptchaAnswer, fetchOutbox, fetchProof, PlatformDownError, PlatformRefusedError, sendDemoRetire, sendMemberCommand, sendGameCommand, sendPaymentCommand, sendSiteSwitch, sendToPlatform, sendWalletCommand } from "./platform-client.js";
import { AppError } from "../http/envelope.js";
import { adjustMemberBalance, memberLedger, type AdjustResult } from "../modules/wallet/index.js";
import { describeWalletResult, type LedgerView } from "./wallet-commands.js";
import { describePaymentResult, isPaymentCommand, type PaymentCommand } from "./payment-commands.js";
import { describeGameResult, isGameCommand } from "./game-commands.js";
import { configureVendor, operatorVendors, vendorChange } from "../modules/games/index.js";


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
  if (command.action === "outbox") {
    const outbox = command;
    const { result, via } = await platformThenDatabase(
      config,
      baseUrl,
      () => fetchOutbox(baseUrl, key, outbox),
      async (db) => readOutbox(db, outbox.channel, outbox.to),
    );
    console.log(`${describeOutbox(outbox, result as OutboxMessage[])}\n(${via})`);
    return 0;
  }
  if (command.action === "captcha") {
    if (isProduction(config)) {
      console.error("ops: captcha answers are kept only outside production (SITE_MODE=demo); a production platform records none");
      return 1;
    }
    const captcha = command;
    const { result, via } = await platformThenDatabase(
      config,
      baseUrl,
      () => fetchCaptchaAnswer(baseUrl, key, captcha),
      (db) => newestCaptchaAnswer(db, captcha.ip),
    );
    console.log(describeCaptchaAnswer(result, via));
    return 0;
  }
  if (command.action === "withdrawal.proof") {
    const proof = command;
    const { result, via } = await platformThenDatabase(
      config,
      baseUrl,
      () => fetchProof(baseUrl, key, proof),
      (db) => readProof(db, proof.id),
    );
    const file = path.join(proof.directory, result.name);
    try {
      // wx: never over an existing file.
      fs.writeFileSync(file, result.bytes, { flag: "wx" });
    } catch (error) {
      console.error(`ops: cannot write ${file}: ${(error as Error).message}`);
      return 1;
    }
    console.log(`Saved the proof of withdrawal ${proof.id} (${result.type}, ${result.bytes.length} bytes) to ${file}\n(${via})`);
    return 0;
  }
  if (command.action === "member.resetPassword" || command.action === "member.unlock") {
    const change = command;
    const { result, via } = await platformThenDatabase(
      config,
      baseUrl,
      () => sendMemberCommand(baseUrl, key, change),
      (db) => applyMemberCommand(db, config, change, "cli"),
    );
    console.log(`${describeMemberCommand(result as MemberCommandResult)} (${via})`);
    return 0;
  }
  if (command.action === "demo.retire") {
    // A production platform that refused to start is down, so this reaches the database directly.
    const { result, via } = await platformThenDatabase(
      config,
      baseUrl,
      () => sendDemoRetire(baseUrl, key),
      (db) => retireDemoAccounts(db, "cli"),
    );
    console.log(`${describeDemoRetire(result)}\n(${via})`);
    return 0;
  }
  if (command.action === "wallet.adjust" || command.action === "wallet.ledger") {
    const wallet = command;
    const { result, via } = await platformThenDatabase(
      config,
      baseUrl,
      () => sendWalletCommand(baseUrl, key, wallet),
      (db) =>
        wallet.action === "wallet.adjust"
          ? adjustMemberBalance(db, { username: wallet.username, amount: BigInt(wallet.amount), reason: wallet.reason, actor: "cli" })
          : memberLedger(db, wallet.username, { pageNo: wallet.pageNo, pageSize: 20 }),
    );
    console.log(`${describeWalletResult(wallet, result as AdjustResult | LedgerView)}\n(${via})`);
    return 0;
  }
  if (isPaymentCommand(command)) {
    const payment = command;
    const { result, via } = await platformThenDatabase(
      config,
      baseUrl,
      () => sendPaymentCommand(baseUrl, key, payment),
      (db) => applyPaymentCommand(db, config, payment),
    );
    console.log(`${describePaymentResult(payment, result)}\n(${via})`);
    return 0;
  }
  if (isGameCommand(command)) {
    const game = command;
    const { result, via } = await platformThenDatabase(
      config,
      baseUrl,
      () => sendGameCommand(baseUrl, key, game),
      (db) => (game.action === "vendors" ? operatorVendors(db) : configureVendor(db, game.code, vendorChange.parse(game.change), "cli")),
    );
    console.log(`${describeGameResult(game, result)}\n(${via})`);
    return 0;
  }
  if (command.action === "register" || command.action === "toggle") {
    const change = command;
    const { result, via } = await platformThenDatabase(
      config,
      baseUrl,
      () => sendSiteSwitch(baseUrl, key, change),
      (db) => applySiteSwitch(db, change, "cli"),
    );
    console.log(`${describeSiteSwitch(result as SiteSwitchResult)} (${via})`);
    return 0;
  }
  const setting = command;
  const { result, via } = await platformThenDatabase(
    config,
    baseUrl,
    () => sendToPlatform(baseUrl, key, setting),
    (db) => (setting.action === "settings" ? readOperatorSettings(db) : applyOperatorCommand(db, setting, "cli")),
  );
  console.log(`${headline(setting)}: ${describeSettings(result as OperatorSettings)} (${via})`);
  return 0;
}

/** The same decision the operator API takes, straight on the database (audited with source "cli"). */
function applyPaymentCommand(db: Database["db"], config: PlatformConfig, command: PaymentCommand): Promise<unknown> {
  switch (command.action) {
    case "deposits":
      return operatorDeposits(db, command.status);
    case "withdrawals":
      return operatorWithdrawals(db, config, command.status);
    case "withdrawal":
      return decideWithdrawal(db, config, { verb: command.verb, id: command.id, note: command.note, source: "cli" });
    case "channels":
      return operatorChannels(db);
    case "channel":
      return configureChannel(db, config, command.code, channelChange.parse(command.change), "cli");
    default:
      return decideDeposit(db, { action: command.action, id: command.id, note: command.note, source: "cli" });
  }
}

/** The platform's API when something answers; else the database, unless a platform still holds it. */
async function platformThenDatabase<T>(
  config: PlatformConfig,
  baseUrl: string,
  viaPlatform: () => Promise<T>,
  viaDatabase: (db: Database["db"]) => Promise<T>,
): Promise<{ result: T; via: string }> {
  try {
    return { result: await viaPlatform(), via: `through the platform at ${baseUrl}` };
  } catch (error) {
    if (!(error instanceof PlatformDownError)) throw error;
  }
  try {
    const result = await withDatabase(config, viaDatabase);
    return { result, via: `in the database directly, as no platform answers at ${baseUrl}` };
  } catch (dbError) {
    if (dbError instanceof DataDirBusyError) {
      const reason = dbError.message.charAt(0).toLowerCase() + dbError.message.slice(1);
      throw new DataDirBusyError(`nothing answers at ${baseUrl}, yet ${reason} Check WPS_URL or PLATFORM_PORT.`);
    }
    throw dbError;
  }
}

async function withDatabase<T>(config: PlatformConfig, use: (db: Database["db"]) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    const known =
      error instanceof PlatformRefusedError || error instanceof DataDirBusyError || error instanceof ConfigError || error instanceof UnknownSwitchError ||
      error instanceof UnknownMemberError || error instanceof AppError;
    console.error(`ops: ${known ? error.message : `failed: ${(error as Error).stack ?? error}`}`);
    process.exit(1);
  },
);
