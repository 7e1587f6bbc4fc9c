import { isProduction, PUBLISHED_DEFAULT_PASSWORD, type PlatformConfig } from "./config.js";
import type { Db } from "./db/connect.js";
import { demoAccountsWithPublishedPasswords } from "./modules/accounts/index.js";

/** A start that must not go on; the message names every problem and what to do about it. */
export class StartRefusedError extends Error {}

/**
 * Production does not start while anyone who has read the README could log in (ADR 0015): a demo
 * account that still opens with its published password, or DEFAULT_PASSWORD — what an operator's
 * password reset hands out — left at the published default. Every problem is named at once.
 */
export async function refuseUnsafeProduction(db: Db, config: PlatformConfig): Promise<void> {
  if (!isProduction(config)) return;
  const problems: string[] = [];
  const open = await demoAccountsWithPublishedPasswords(db);
  if (open.length > 0) {
    problems.push(
      `demo accounts still log in with their published passwords: ${open.join(", ")}.\n` +
        "    Run `npm run ops -- demo retire` with the same DATA_DIR or DATABASE_URL: it disables their passwords,\n" +
        "    ends their sessions and unbinds their mobile and email.",
    );
  }
  if (config.DEFAULT_PASSWORD === PUBLISHED_DEFAULT_PASSWORD) {
    problems.push(
      `DEFAULT_PASSWORD is the published default "${PUBLISHED_DEFAULT_PASSWORD}", which an operator's password reset hands out.\n` +
        "    Set DEFAULT_PASSWORD to a password of your own.",
    );
  }
  if (problems.length === 0) return;
  const why = config.SITE_MODE ? "SITE_MODE=production" : "NODE_ENV=production and SITE_MODE unset";
  throw new StartRefusedError(
    `The platform refuses to start in production mode (${why}):\n${problems.map((p) => `  - ${p}`).join("\n")}\n` +
      "Fix these and start again. To run the demo site instead, set SITE_MODE=demo.",
  );
}
