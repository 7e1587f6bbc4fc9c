import type { FastifyInstance } from "fastify";
import { deliveryFor, type Delivery } from "./delivery.js";
import { loadEncryptionKeys, type EncryptionKeys } from "./jwe.js";
import { createThrottles, type Throttles } from "./throttles.js";

/** What the account calls of both modules (auth, members) share within one platform. */
export type AccountServices = { keys: EncryptionKeys; throttles: Throttles; delivery: Delivery };

export async function createAccountServices(app: FastifyInstance): Promise<AccountServices> {
  const throttles = createThrottles(app.config);
  app.addHook("onClose", () => throttles.close());
  return { keys: await loadEncryptionKeys(app.config), throttles, delivery: deliveryFor(app.db, app.config) };
}
