import type { PlatformConfig } from "../config.js";
import { openDatabase, type Database } from "../db/connect.js";
import { DataDirBusyError } from "../db/lock.js";
import { listenAcrossModules, registerSandboxes } from "../modules/index.js";
import type { Reach } from "./command.js";
import { PlatformDownError } from "./platform-client.js";

// The CLI prefers the running platform's API, so the change is live at once and audited there; it
// falls back to the database only when nothing listens (the data-dir lock refuses a platform still
// holding it).

/** The platform's API when something answers; else the database, unless a platform still holds it. */
export async function platformThenDatabase<T>(
  reach: Reach,
  viaPlatform: () => Promise<T>,
  viaDatabase: (db: Database["db"]) => Promise<T>,
): Promise<{ result: T; via: string }> {
  const { config, baseUrl } = reach;
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
  // A deposit credited or a withdrawal asked here moves promotions' money as the platform would.
  listenAcrossModules();
  await registerSandboxes(config);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}
