import type { FastifyInstance } from "fastify";
import type { Db, Tx } from "../../db/connect.js";
import { deliveryFor, type Delivery } from "./delivery.js";
import { loadEncryptionKeys, type EncryptionKeys } from "./jwe.js";
import { createThrottles, type Throttles } from "./throttles.js";

/**
 * A new trial account's play money, in the transaction that creates it. The wallet sits above accounts,
 * so the composition root hands its function in (ADR 0020) instead of accounts importing it.
 */
export type TrialFunding = (tx: Tx, memberId: string) => Promise<void>;

/**
 * The holder names of the bank accounts bound to a member, for the new-address check by bank account
 * name (SPEC §4, ADR 0032). Payments owns bank accounts and sits above accounts: handed in likewise.
 */
export type BoundHolderNames = (db: Db, memberId: string) => Promise<string[]>;

/**
 * A member registered itself (promotions grants its registration bonuses, ADR 0046). Called once the account
 * exists; a failure in it never undoes the registration.
 */
export type Registered = (db: Db, memberId: string, ip: string | null) => Promise<void>;

/** What the account calls need from modules above accounts, handed in by the composition root. */
export type AccountHooks = { fundTrial: TrialFunding; boundHolderNames: BoundHolderNames; registered: Registered };

/** What the account calls share within one platform. */
export type AccountServices = AccountHooks & { keys: EncryptionKeys; throttles: Throttles; delivery: Delivery };

export async function createAccountServices(app: FastifyInstance, hooks: AccountHooks): Promise<AccountServices> {
  const throttles = createThrottles(app.config);
  app.addHook("onClose", () => throttles.close());
  return { ...hooks, keys: await loadEncryptionKeys(app.config), throttles, delivery: deliveryFor(app.db, app.config) };
}
