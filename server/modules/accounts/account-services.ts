import type { FastifyInstance } from "fastify";
import type { Tx } from "../../db/connect.js";
import { deliveryFor, type Delivery } from "./delivery.js";
import { loadEncryptionKeys, type EncryptionKeys } from "./jwe.js";
import { createThrottles, type Throttles } from "./throttles.js";

/**
 * A new trial account's play money, in the transaction that creates it. The wallet sits above accounts,
 * so the composition root hands its function in (ADR 0020) instead of accounts importing it.
 */
export type TrialFunding = (tx: Tx, memberId: string) => Promise<void>;

/** What the account calls share within one platform. */
export type AccountServices = { keys: EncryptionKeys; throttles: Throttles; delivery: Delivery; fundTrial: TrialFunding };

export async function createAccountServices(app: FastifyInstance, fundTrial: TrialFunding): Promise<AccountServices> {
  const throttles = createThrottles(app.config);
  app.addHook("onClose", () => throttles.close());
  return { keys: await loadEncryptionKeys(app.config), throttles, delivery: deliveryFor(app.db, app.config), fundTrial };
}
