import { ConfigError, readPlatformConfig } from "./config.js";
import { openDatabase } from "./db/connect.js";
import { DataDirBusyError } from "./db/lock.js";
import { buildApp } from "./http/app.js";
import { JOBS } from "./jobs/registry.js";
import { startScheduler, type Scheduler } from "./jobs/scheduler.js";
import { resolveOperatorKey } from "./http/operator.js";
import { refuseUnsafeProduction, StartRefusedError } from "./production-check.js";
import { seedDemoContracts } from "./seed/demo-contracts.js";
import { seedDemoPlay } from "./seed/demo-play.js";
import { seedInstall } from "./seed/index.js";

async function main() {
  const config = readPlatformConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    // Before anything is seeded or served: a refused start seeds nothing and listens to nobody.
    await refuseUnsafeProduction(database.db, config);
  } catch (error) {
    await database.close();
    throw error;
  }
  const operatorKey = resolveOperatorKey(config.OPERATOR_KEY, config.dataDir);
  if (config.SEED === "1") {
    await seedInstall(database.db, config);
    // A demo install's agents sign contracts of every kind and its tree plays real rounds over the last days
    // on its first start, the ended days settled, so the agent centre shows real figures; production
    // does neither.
    await seedDemoContracts(database.db, config);
    await seedDemoPlay(database.db, config);
  }
  const app = await buildApp({ db: database.db, config, operatorKey });

  // A signal may arrive while the server is still starting, before the jobs run; shutdown sees what is running.
  const running: { scheduler?: Scheduler } = {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    try {
      // Runs under way end (and record their end) before the database they write to closes.
      await running.scheduler?.stop();
      await app.close();
    } finally {
      await database.close();
      process.exit(0);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.PLATFORM_PORT, host: config.PLATFORM_HOST });
  running.scheduler = startScheduler({ db: database.db, config, log: app.log, app }, JOBS, { watch: app.jobWatch });
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirBusyError || error instanceof StartRefusedError) {
    console.error(error.message);
  } else {
    console.error("Platform failed to start:", error);
  }
  process.exit(1);
});
